/**
 * Puzzles: a position, a goal from the game's list, the side that must reach
 * it, a limit, and what the solver is allowed to know. Each game that offers
 * puzzles gives a verifier (GameVerifier) that searches every answer the
 * rules allow and reports whether the puzzle holds, its solution, and every
 * second solution (a cook) or missed defence as a line a person can step
 * through; the solution's own moves played in another order are the same
 * solution, not a cook. The puzzle section of a replay file (puzzleSchema)
 * stores the stated puzzle and the verdict found when it was saved.
 */
import { z } from 'zod';
import type { Seat } from './game';
import { quoteUntrusted } from './quote';
import { numberText, plural } from './words';

/** A number the author sets for a goal ("within N turns", "at least P%"). */
export interface GoalParamSpec {
  readonly key: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** The value a new puzzle's statement starts from: a typical one for the game, not the middle of the range. */
  readonly start: number;
}

export interface PuzzleGoalSpec {
  readonly id: string;
  /** The goal in a player's words, with {limit} and parameter keys in braces filled in by goalText. */
  readonly label: string;
  readonly params: readonly GoalParamSpec[];
  /** What the limit counts. */
  readonly limitUnit: 'actions' | 'turns' | 'rounds';
  readonly limitMax: number;
}

/** What the solver may know: a game offers a short list, the first being its default. */
export interface KnowledgeSpec {
  readonly id: string;
  readonly label: string;
}

/** The puzzle as its author states it. */
export interface PuzzleStatement {
  readonly goal: string;
  readonly params: Readonly<Record<string, number>>;
  readonly side: Seat;
  readonly limit: number;
  readonly knowledge: string;
}

/** One action in a line, with its words for a person stepping through it. */
export interface PuzzleStep {
  readonly seat: Seat;
  readonly action: unknown;
  readonly text: string;
}

/** A line from the puzzle position: a solution, a cook, or the defence that refutes a try. */
export interface PuzzleLine {
  /** The first move in words ("Lock Q♥, then end the turn"). */
  readonly title: string;
  readonly steps: readonly PuzzleStep[];
}

/** An exact probability as a fraction; den > 0. */
export interface Chance {
  readonly num: number;
  readonly den: number;
}

export type PuzzleVerdict = 'solvable' | 'unsolvable' | 'unknown';

export interface VerifyResult {
  readonly verdict: PuzzleVerdict;
  /**
   * The position meets the goal itself, with nothing left to play (searched again after the solver's move): the
   * verdict is 'solvable' and the solution has no steps.
   */
  readonly reached?: true;
  /** Why the verdict is 'unknown' (stopped, budget spent, too many deals), in a player's words. */
  readonly reason?: string;
  readonly solution: PuzzleLine | null;
  /**
   * True when no other first move also solves, counting the solution's own moves in another order, and its first
   * move with actions to spare, as the solution; null when the verdict is not 'solvable'.
   */
  readonly unique: boolean | null;
  /** Other first moves that also solve: each a different solution. */
  readonly cooks: readonly PuzzleLine[];
  /**
   * Other first moves that also solve by playing the solution's moves in another order, to the same positions
   * whatever is answered between them (docs/puzzles.md, "Cooks and move orders"): the same solution, so not cooks.
   * Given as lines so a person can step through them and the puzzle player can answer them.
   */
  readonly transpositions: readonly PuzzleLine[];
  /**
   * Other first moves that also solve and leave what the puzzle is about as the solution's does, with the same
   * chance (a Royal Lock turn that also moves a marker or reshuffles): the same solution with actions to spare, so
   * not cooks.
   */
  readonly spare: readonly PuzzleLine[];
  /** For each first move that fails, the answer that beats it. */
  readonly defences: readonly PuzzleLine[];
  readonly positions: number;
  /** The chance of reaching the goal with best play, over the deals checked; null where nothing is unknown. */
  readonly probability: Chance | null;
  /** How many deals of the unknown cards were checked, of how many there are; null where nothing is unknown. */
  readonly deals: { readonly checked: number; readonly total: number } | null;
}

export interface VerifyProgress {
  readonly positions: number;
  /** 0..1 where the verifier can tell, else null. */
  readonly fraction: number | null;
}

export interface VerifyHooks {
  readonly onProgress?: (progress: VerifyProgress) => void;
  /** Asked now and then; true stops the search with verdict 'unknown'. */
  readonly shouldStop?: () => boolean;
  /** Positions the search may visit before it answers 'unknown'. */
  readonly budget?: number;
}

export const DEFAULT_PUZZLE_BUDGET = 3_000_000;

/** What a game gives to make and check puzzles. */
export interface GameVerifier<S> {
  readonly goals: readonly PuzzleGoalSpec[];
  readonly knowledge: readonly KnowledgeSpec[];
  /** Why this puzzle cannot be asked of this position, in a player's words; null when it can. */
  statementRefusal(state: S, statement: PuzzleStatement): string | null;
  /**
   * Searches the puzzle from `state`. `start` is where the puzzle was set, given when `state` was reached by
   * playing it (the puzzle player searches again after every move, with the limit left in the statement): what
   * a goal counts since the puzzle began (Royals' damage this turn) and what the solver has stopped knowing since
   * (a deck shuffled in play) are judged from there. Without it, the puzzle begins at `state`.
   */
  verify(state: S, statement: PuzzleStatement, hooks?: VerifyHooks, start?: S): VerifyResult;
  /**
   * For the puzzle player: the solver's `action` at `state`, with `left` units
   * of the limit left, and whatever answers it at once that the solver cannot
   * see coming (a draw from a hidden deck), chosen as strongly against the
   * goal as the rules allow; `start` is where the puzzle was set, as for
   * verify. A game whose only answers are another seat's actions need not
   * give it: the player answers from the verifier's lines, and counts a unit
   * of the limit per action, or per change of the seat to act.
   */
  playOut?(state: S, statement: PuzzleStatement, left: number, action: unknown, start?: S): PlayedOut<S>;
  /**
   * The seats the person solving plays: the side's alone unless the game says
   * otherwise (players who win together, or an alliance that plays as one).
   */
  solvingSeats?(state: S, statement: PuzzleStatement): readonly number[];
  /**
   * What the statement lets the solver know at `state` that the table, drawn for a solving seat, does not show
   * (Royal Lock's black deck in its order), as short lines in a player's words; `start` is where the puzzle was set,
   * as for verify, so what the solver has stopped knowing since is told as such. The puzzle player shows them
   * beside the goal. A game whose table shows all the solver may know need not give it.
   */
  knownFacts?(state: S, statement: PuzzleStatement, start?: S): readonly string[];
}

/** What the solver is told beside the table at `state` (GameVerifier.knownFacts, or nothing). */
export function knownFactsOf<S>(verifier: Pick<GameVerifier<S>, 'knownFacts'>, state: S, statement: PuzzleStatement, start?: S): readonly string[] {
  return verifier.knownFacts?.(state, statement, start) ?? [];
}

/** The seats the person solving a puzzle plays (GameVerifier.solvingSeats, or the side alone). */
export function solvingSeatsOf<S>(verifier: Pick<GameVerifier<S>, 'solvingSeats'>, state: S, statement: PuzzleStatement): readonly number[] {
  return verifier.solvingSeats?.(state, statement) ?? [statement.side];
}

/** The solver's action and what answered it, as the puzzle player shows them. */
export interface PlayedOut<S> {
  readonly state: S;
  readonly steps: readonly PuzzleStep[];
  /** Units of the limit spent. */
  readonly spent: number;
}

/** One of the units a puzzle's limit counts in: "action", "turn" or "round". */
export function limitUnitWord(unit: PuzzleGoalSpec['limitUnit']): string {
  return unit === 'actions' ? 'action' : unit === 'turns' ? 'turn' : 'round';
}

/** The goal in words, with its limit and parameters filled in. */
export function goalText(spec: PuzzleGoalSpec, statement: Pick<PuzzleStatement, 'limit' | 'params'>): string {
  // The limit is counted with its unit, so a limit of one reads "within 1 turn".
  const counted = spec.label.replace(`{limit} ${spec.limitUnit}`, plural(statement.limit, limitUnitWord(spec.limitUnit)));
  return counted.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'limit') return String(statement.limit);
    const value = statement.params[key];
    return value === undefined ? `{${key}}` : numberText(value);
  });
}

/**
 * The checks every game shares: the goal is on the list, its parameters and
 * the limit are in bounds, the knowledge is offered.
 */
export function statementProblem(verifier: Pick<GameVerifier<unknown>, 'goals' | 'knowledge'>, statement: PuzzleStatement): string | null {
  const goal = verifier.goals.find((g) => g.id === statement.goal);
  if (!goal) return `This game has no puzzle goal called ${quoteUntrusted(statement.goal)}.`;
  if (!Number.isInteger(statement.limit) || statement.limit < 1 || statement.limit > goal.limitMax) {
    return `The limit must be a whole number of ${goal.limitUnit} from 1 to ${goal.limitMax}.`;
  }
  for (const param of goal.params) {
    const value = statement.params[param.key];
    if (value === undefined) return `The goal needs a value for "${param.label}".`;
    if (!Number.isInteger(value) || value < param.min || value > param.max) {
      return `"${param.label}" must be a whole number from ${numberText(param.min)} to ${numberText(param.max)}.`;
    }
  }
  const extra = Object.keys(statement.params).find((key) => !goal.params.some((p) => p.key === key));
  if (extra) return `The goal takes no value called ${quoteUntrusted(extra)}.`;
  if (!verifier.knowledge.some((k) => k.id === statement.knowledge)) {
    return `This game offers no knowledge setting called ${quoteUntrusted(statement.knowledge)}.`;
  }
  return null;
}

export function reduceChance(num: number, den: number): Chance {
  const divisor = gcd(num, den) || 1;
  return { num: num / divisor, den: den / divisor };
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export function chanceText(chance: Chance): string {
  const percent = (100 * chance.num) / chance.den;
  return `${chance.num}/${chance.den} (${percent.toFixed(2).replace(/\.?0+$/, '')}%)`;
}

const shortText = z.string().max(300);
const stepSchema = z.object({ seat: z.number().int().min(0).max(15), action: z.unknown(), text: shortText }).strict();
const lineSchema = z.object({ title: shortText, steps: z.array(stepSchema).max(400) }).strict();
const chanceSchema = z
  .object({ num: z.number().int().min(0), den: z.number().int().min(1) })
  .strict()
  .refine((c) => c.num <= c.den, 'a chance is at most 1');

/**
 * The puzzle section of a replay file. The puzzle is set at the file's saved
 * position (its `current` step); the result is what the verifier found when
 * the file was saved, and `npm run cli -- puzzle verify` checks it again.
 */
export const puzzleSchema = z
  .object({
    goal: z.string().min(1).max(40),
    params: z.record(z.string().max(40), z.number()).default({}),
    side: z.number().int().min(0).max(15),
    limit: z.number().int().min(1).max(250),
    knowledge: z.string().min(1).max(40),
    /** The one-line lesson the puzzle teaches. */
    teaching: z.string().max(300).default(''),
    /** The author accepts more than one solution. */
    admitsCooks: z.boolean().default(false),
    result: z
      .object({
        verdict: z.enum(['solvable', 'unsolvable', 'unknown']),
        unique: z.boolean().nullable(),
        solution: lineSchema.nullable(),
        cooks: z.array(lineSchema).max(50).default([]),
        defences: z.array(lineSchema).max(50).default([]),
        positions: z.number().int().min(0),
        probability: chanceSchema.nullable().default(null),
        deals: z.object({ checked: z.number().int().min(0), total: z.number().int().min(0) }).strict().nullable().default(null),
      })
      .strict()
      .optional(),
  })
  .strict();

export type PuzzleSection = z.output<typeof puzzleSchema>;

export function statementOf(section: PuzzleSection): PuzzleStatement {
  return { goal: section.goal, params: section.params, side: section.side, limit: section.limit, knowledge: section.knowledge };
}
