/**
 * Playing a puzzle out, move by move, for the puzzle player and for stepping
 * through a line. The person moves for the side to solve; what answers them
 * comes from the verifier: the game's playOut where the answer is hidden (a
 * draw from a deck nobody sees), otherwise the other seats' actions of the
 * verifier's line that starts with the person's move. Pure functions over
 * plain states, so every rule here is pinned by unit tests.
 */
import { applyFast, mutableCopy, type AnyGameDefinition, type BaseAction, type BaseState, type Seat } from '../../../engine';
import type { GameVerifier, PuzzleGoalSpec, PuzzleLine, PuzzleStatement, PuzzleStep, VerifyResult } from '../../../engine/core/puzzle';
import { solvingSeatsOf } from '../../../engine/core/puzzle';

/** A position of the puzzle: the table, and the units of the limit still to spend. */
export interface PlayPosition {
  readonly state: BaseState;
  readonly left: number;
}

/** A line of the verifier's: the solution, the solution with its moves in another order, a cook, or a defence. */
export type LineKind = 'solution' | 'order' | 'spare' | 'cook' | 'defence';

export interface KnownLine {
  readonly line: PuzzleLine;
  readonly kind: LineKind;
}

/** The solver's move and what answered it. */
export interface Played {
  readonly position: PlayPosition;
  readonly steps: readonly PuzzleStep[];
  /** The verifier's line the move followed, if one starts with it. */
  readonly line: KnownLine | null;
  /** Every step of that line has been played: the line's end is reached. */
  readonly lineDone: boolean;
  /** An answer had to be chosen without a line of the verifier (by the game's first bot). */
  readonly unproven: boolean;
}

export type Judgement = { readonly kind: 'solved' } | { readonly kind: 'failed'; readonly reason: string } | { readonly kind: 'open' };

export interface WalkedStep {
  readonly state: BaseState;
  readonly text: string;
  readonly left: number;
}

/** Steps a line may hold (the file's own bound): a walk or an answer never runs past it. */
const MAX_STEPS = 400;

export function verifierOf(game: AnyGameDefinition): GameVerifier<BaseState> {
  if (!game.puzzle) throw new Error(`${game.title} has no puzzle verifier in this version.`);
  return game.puzzle as GameVerifier<BaseState>;
}

export function goalSpecOf(game: AnyGameDefinition, statement: PuzzleStatement): PuzzleGoalSpec | null {
  return game.puzzle?.goals.find((goal) => goal.id === statement.goal) ?? null;
}

/** Whether the person at the screen takes the next action: the seat to act is one the solver plays. */
export function solverToMove(game: AnyGameDefinition, statement: PuzzleStatement, state: BaseState): boolean {
  const seat = game.activeSeats(state)[0];
  if (seat === undefined || !game.puzzle) return false;
  return solvingSeatsOf(game.puzzle, state, statement).includes(seat);
}

/** Two actions are the same when their data is, whatever order their keys came in. */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether a verified solution starts otherwise than the source puzzle's (both known); a different seat or action is another move. */
export function otherFirstMove(source: { readonly seat: number; readonly action: unknown } | null, verified: { readonly seat: number; readonly action: unknown } | null): boolean {
  return source !== null && verified !== null && (source.seat !== verified.seat || !sameAction(source.action, verified.action));
}

/** The verifier's lines, winners first. */
export function knownLines(result: VerifyResult): KnownLine[] {
  return [
    ...(result.solution ? [{ line: result.solution, kind: 'solution' as const }] : []),
    ...result.transpositions.map((line) => ({ line, kind: 'order' as const })),
    ...result.spare.map((line) => ({ line, kind: 'spare' as const })),
    ...result.cooks.map((line) => ({ line, kind: 'cook' as const })),
    ...result.defences.map((line) => ({ line, kind: 'defence' as const })),
  ];
}

/** The first line of the verifier's that starts with this action, winners first. */
export function lineStartingWith(result: VerifyResult | null, seat: Seat, action: unknown): KnownLine | null {
  if (!result) return null;
  return knownLines(result).find(({ line }) => line.steps[0]?.seat === seat && sameAction(line.steps[0].action, action)) ?? null;
}

/**
 * Units of the limit one action spends, for a game without playOut: one per
 * action where the limit counts actions; where it counts turns or rounds, how
 * far the state's own `turn` or `round` number moved on, for a state that
 * keeps one, else one each time the seat to act changes or the game ends.
 */
export function spentBy(game: AnyGameDefinition, statement: PuzzleStatement, seat: Seat, before: BaseState, after: BaseState): number {
  const unit = goalSpecOf(game, statement)?.limitUnit;
  if (unit === 'actions') return 1;
  const counter = unit === 'rounds' ? 'round' : 'turn';
  const from = (before as unknown as Record<string, unknown>)[counter];
  const to = (after as unknown as Record<string, unknown>)[counter];
  if (typeof from === 'number' && typeof to === 'number') return Math.max(0, to - from);
  const next = game.activeSeats(after)[0];
  return next === undefined || next !== seat ? 1 : 0;
}

/** One action by the rules; the reason in words when the rules refuse it. */
export function playByRules(game: AnyGameDefinition, statement: PuzzleStatement, position: PlayPosition, seat: Seat, action: unknown): { position: PlayPosition; step: PuzzleStep } | string {
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) return 'That is not an action of this game.';
  const reason = game.illegalReason(position.state, seat, parsed.data);
  if (reason !== null) return reason;
  const after = mutableCopy(position.state);
  applyFast(game, after, seat, parsed.data);
  const step: PuzzleStep = { seat, action: parsed.data, text: game.describe(position.state, seat, parsed.data, after) };
  return { position: { state: after, left: position.left - spentBy(game, statement, seat, position.state, after) }, step };
}

/**
 * The solver's action at `position`, answered from the verifier's lines: the
 * other seats play the line that starts with it for as long as it is theirs
 * to act. Where no line says how to answer, the game's first bot answers,
 * and the move is marked unproven.
 */
export function playWithLines(
  game: AnyGameDefinition,
  statement: PuzzleStatement,
  position: PlayPosition,
  seat: Seat,
  action: unknown,
  analysis: VerifyResult | null,
): Played | string {
  const line = lineStartingWith(analysis, seat, action);
  const first = playByRules(game, statement, position, seat, action);
  if (typeof first === 'string') return first;
  const steps = [first.step];
  let current = first.position;
  let next = 1;
  let unproven = false;
  while (steps.length < MAX_STEPS && current.left > 0 && !solverToMove(game, statement, current.state)) {
    const answering = game.activeSeats(current.state)[0];
    if (answering === undefined) break;
    const planned = line && !unproven ? line.line.steps[next] : undefined;
    let played = planned && planned.seat === answering ? playByRules(game, statement, current, answering, planned.action) : null;
    if (played === null || typeof played === 'string') {
      unproven = true;
      played = playByRules(game, statement, current, answering, botAnswer(game, current.state, answering));
      if (typeof played === 'string') break;
    } else {
      next++;
    }
    steps.push(played.step);
    current = played.position;
  }
  return { position: current, steps, line, lineDone: line !== null && !unproven && next >= line.line.steps.length, unproven };
}

function botAnswer(game: AnyGameDefinition, state: BaseState, seat: Seat): BaseAction {
  const legal = game.legalActions(state, seat) as BaseAction[];
  const bot = game.bots[0];
  if (!bot) return legal[0]!;
  return bot.choose({ view: game.view(state, seat), seat, legal, seed: 1 }) as BaseAction;
}

/** Whether the move reached the goal, lost the puzzle for good, or leaves it to be searched again. */
export function judge(game: AnyGameDefinition, statement: PuzzleStatement, played: Played): Judgement {
  const { state, left } = played.position;
  const outcome = game.outcome(state);
  if (outcome?.winners.includes(statement.side)) return { kind: 'solved' };
  if (played.line && played.line.kind !== 'defence' && played.lineDone) return { kind: 'solved' };
  // The game's own words for its end say why the goal is missed ("Seat 2 wins…"), with nothing put before them.
  if (outcome) return { kind: 'failed', reason: outcome.text };
  if (left <= 0) {
    const unit = goalSpecOf(game, statement)?.limitUnit ?? 'moves';
    return { kind: 'failed', reason: `The ${unit} allowed are spent and the goal is not reached.` };
  }
  return { kind: 'open' };
}

/**
 * The line that shows why a move fails: the verifier's defence against it
 * where one starts with it, else the move and what followed, then the
 * defence against the try that gets farthest from the position it left.
 */
export function refutationOf(played: Played, after: VerifyResult | null): PuzzleLine {
  if (played.line?.kind === 'defence') return played.line.line;
  const title = played.steps.map((s) => s.text).join(', ');
  // Of the tries left, the one that gets farthest shows best why none arrives.
  const farthest = (after?.defences ?? []).reduce<PuzzleLine | null>((best, line) => (best === null || line.steps.length > best.steps.length ? line : best), null);
  return { title, steps: [...played.steps, ...(farthest?.steps ?? [])] };
}

/**
 * The positions along a line from `start`, each with the words for its step:
 * by the game's playOut where it has one (so a hidden draw is the one the
 * verifier meant), else by the rules. Stops at a step the rules refuse.
 * `puzzleStart` is where the puzzle was set, when the line starts later.
 */
export function walkLine(game: AnyGameDefinition, statement: PuzzleStatement, start: PlayPosition, steps: readonly PuzzleStep[], puzzleStart: BaseState = start.state): WalkedStep[] {
  const verifier = verifierOf(game);
  const out: WalkedStep[] = [];
  let current = start;
  for (const step of steps.slice(0, MAX_STEPS)) {
    if (game.activeSeats(current.state).length === 0) break;
    if (verifier.playOut) {
      const played = verifier.playOut(current.state, statement, current.left, step.action, puzzleStart);
      current = { state: played.state, left: current.left - played.spent };
      out.push({ state: current.state, text: played.steps.map((s) => s.text).join(', '), left: current.left });
      continue;
    }
    const played = playByRules(game, statement, current, step.seat, step.action);
    if (typeof played === 'string') break;
    current = played.position;
    out.push({ state: current.state, text: played.step.text, left: current.left });
  }
  return out;
}
