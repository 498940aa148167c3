/**
 * Game review: every decision of a line judged from what its mover knew.
 *
 * A decision is judged from the mover's view at that step, never from the
 * position itself: the judge deals the cards hidden from the mover anew
 * (the game's determiniser, seeded), tries each candidate move in every one
 * of those worlds, lets the game's fast bots play each world on to the end of
 * what the game measures (a deal, a game, a round), and compares the moves on
 * the same worlds. So a judgement cannot depend on a card the mover could not
 * see, and the difference between two moves is not drowned in the luck of the
 * deal. A game that can judge a position exactly (Royal Suit's solver, where
 * the mover knows every card) says so, and its figures carry no interval.
 *
 * A step is marked only when the loss is larger than its uncertainty: the
 * grade is taken from the lower end of the loss's 95% interval, so a mark
 * means "at least this much was lost, 95 times in 100".
 */
import { mutableCopy, type AnyGameDefinition, type BaseAction, type BaseState, type Seat } from './game';
import type { GameRecord } from './record';

/** Which version of the judge made a review: stored with it, so a reviewed file says what judged it. */
export const REVIEW_ENGINE = 'royal-table-review/1';

/** What a figure means: a chance (0 to 1, shown as a percentage) or points (shown signed). */
export type ReviewMeasure =
  | { readonly kind: 'chance'; readonly words: string }
  | { readonly kind: 'points'; readonly words: string };

/** A line of the win-chance graph: a side and the seats that share its result. */
export interface ReviewSide {
  readonly name: string;
  readonly seats: readonly Seat[];
}

/** How much must be lost, in the measure's units, for each mark. */
export interface MarkThresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

export const MARKS = ['inaccuracy', 'mistake', 'blunder'] as const;
export type Mark = (typeof MARKS)[number];

/** How hard the judge looks: worlds dealt per decision (doubled while a mark is in doubt) and moves tried. */
export interface ReviewBudget {
  /** Worlds every candidate is tried in. */
  readonly worlds: number;
  /** Worlds at most, where the first ones leave a mark in doubt. */
  readonly maxWorlds: number;
  /** Candidate moves tried at most (the played move comes on top when it is not among them). */
  readonly candidates: number;
}

export const STRENGTHS = ['quick', 'standard', 'deep'] as const;
export type ReviewStrength = (typeof STRENGTHS)[number];
export const DEFAULT_STRENGTH: ReviewStrength = 'standard';

/** A move the judge found, with what it is worth to the mover's side. */
export interface ExactValues {
  /** Each candidate's value for the mover's side, in the candidates' order. */
  readonly values: readonly number[];
  /** Each side's value after each candidate (the graph), in the candidates' order. */
  readonly sides: readonly (readonly number[])[];
}

/** Targets on the table (the editor's zones) that show a move: what the annotation arrows and highlights draw. */
export interface MoveMarks {
  readonly highlights: readonly { readonly zone: string; readonly card?: string }[];
  readonly arrows: readonly { readonly from: { readonly zone: string; readonly card?: string }; readonly to: { readonly zone: string; readonly card?: string } }[];
}

/**
 * What a game gives the judge. Everything here reads only what its arguments
 * say: the determiniser reads the mover's view, never the position.
 */
export interface GameReviewer<S extends BaseState = BaseState, A extends BaseAction = BaseAction, V = unknown> {
  readonly measure: ReviewMeasure;
  readonly thresholds: MarkThresholds;
  /** How the measure is made, in a sentence for the review panel and the docs. */
  readonly method: string;
  /** The standard strength's budget; quick and deep are made from it (see budgetFor). */
  readonly budget: ReviewBudget;
  /** The sides the graph draws, one line each. */
  sides(state: S): readonly ReviewSide[];
  /** A whole position `view`'s seat could be in: what it sees kept, what it cannot see dealt from `seed`. */
  determinise(view: V, seed: number): S;
  /** The moves worth trying, most promising first (the judge tries the first `budget.candidates`). */
  candidates(view: V, seat: Seat, legal: readonly A[]): readonly A[];
  /** Plays `state` on with the game's fast bots to the end of what the measure counts; mutates it. */
  playOut(state: S, seed: number): void;
  /** Each side's value once played out, in `sides` order and the measure's units. */
  value(state: S): readonly number[];
  /** Exact values of the candidates, where the game can give them from the view alone; null otherwise. */
  exact?(view: V, seat: Seat, candidates: readonly A[]): ExactValues | null;
  /** Where a move stands on the table, so a better move can be drawn with the annotation marks. */
  moveMarks(state: S, seat: Seat, action: A): MoveMarks;
}

/** A move as the review tells it. */
export interface JudgedMove {
  readonly action: unknown;
  /** The move in words (the game's action label in the position before it). */
  readonly label: string;
  /** Its value for the mover's side. */
  readonly value: number;
}

/** One decision of the line, judged. */
export interface StepJudgement {
  /** The step the move made (1 is the first action of the game). */
  readonly step: number;
  readonly seat: Seat;
  /** The mover had no other move: never marked. */
  readonly forced: boolean;
  readonly played: JudgedMove;
  /** The best move found; the played move when nothing tried did better. */
  readonly best: JudgedMove;
  /** best less played, for the mover's side (0 when the played move was best). */
  readonly loss: number;
  /** Half the width of the 95% interval of `loss` (0 when judged exactly). */
  readonly margin: number;
  /** Worlds dealt for this decision; 0 when judged exactly. */
  readonly worlds: number;
  readonly exact: boolean;
  readonly mark: Mark | null;
  /** Each side's value after the played move, for the graph. */
  readonly sides: readonly number[];
  /** The better move on the table, for a marked step. */
  readonly marks: MoveMarks | null;
}

/** A whole review of one line. */
export interface GameReview {
  readonly engine: string;
  readonly game: string;
  readonly line: string;
  readonly strength: ReviewStrength;
  readonly seed: number;
  readonly measure: ReviewMeasure;
  readonly thresholds: MarkThresholds;
  readonly sides: readonly ReviewSide[];
  readonly steps: readonly StepJudgement[];
}

/** A decision to judge: the position before it, who moved, and what they played. */
export interface Decision<S = BaseState, A = BaseAction> {
  readonly step: number;
  readonly before: S;
  readonly seat: Seat;
  readonly action: A;
}

export function budgetFor(base: ReviewBudget, strength: ReviewStrength): ReviewBudget {
  switch (strength) {
    case 'quick':
      return { worlds: Math.max(4, Math.ceil(base.worlds / 2)), maxWorlds: Math.max(4, Math.ceil(base.maxWorlds / 2)), candidates: Math.max(2, Math.ceil(base.candidates / 2)) };
    case 'standard':
      return base;
    case 'deep':
      return { worlds: base.worlds * 2, maxWorlds: base.maxWorlds * 4, candidates: base.candidates * 2 };
  }
}

/** A well-mixed seed for world `k` of step `step` of a review seeded `seed`: the same on any core. */
export function worldSeed(seed: number, step: number, k: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(step + 1, 0x9e3779b9) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 2147483647;
}

function sameAction(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The side `seat` plays for. */
export function sideOf(sides: readonly ReviewSide[], seat: Seat): number {
  const index = sides.findIndex((side) => side.seats.includes(seat));
  if (index < 0) throw new Error(`seat ${seat} is on no side of the review`);
  return index;
}

/** The moves to try: the reviewer's first few, with the played move added where they left it out. */
function movesToTry<A>(ranked: readonly A[], played: A, count: number): A[] {
  const tried: A[] = [];
  for (const action of ranked) {
    if (tried.length >= count) break;
    if (!tried.some((other) => sameAction(other, action))) tried.push(action);
  }
  if (!tried.some((other) => sameAction(other, played))) tried.push(played);
  return tried;
}

/** The grade a loss earns: the largest threshold the lower end of its interval reaches. */
export function markFor(loss: number, margin: number, thresholds: MarkThresholds): Mark | null {
  const sure = loss - margin;
  if (sure <= 0) return null;
  if (sure >= thresholds.blunder) return 'blunder';
  if (sure >= thresholds.mistake) return 'mistake';
  if (sure >= thresholds.inaccuracy) return 'inaccuracy';
  return null;
}

/** Whether more worlds could change the grade: the interval straddles a threshold. */
function markInDoubt(loss: number, margin: number, thresholds: MarkThresholds): boolean {
  return markFor(loss, margin, thresholds) !== markFor(loss + margin, 0, thresholds);
}

interface Tally {
  /** Each candidate's values for the mover's side, a world each. */
  readonly mine: number[][];
  /** Each candidate's summed side values. */
  readonly sideSums: number[][];
}

function tryInWorlds<S extends BaseState, A extends BaseAction>(
  game: AnyGameDefinition,
  reviewer: GameReviewer<S, A>,
  view: unknown,
  decision: Decision<S, A>,
  moves: readonly A[],
  side: number,
  seed: number,
  from: number,
  to: number,
  tally: Tally,
): void {
  for (let k = from; k < to; k++) {
    const world = reviewer.determinise(view, worldSeed(seed, decision.step, k));
    moves.forEach((move, i) => {
      const state = mutableCopy(world);
      game.apply(state, decision.seat, move);
      reviewer.playOut(state, worldSeed(seed ^ 0x5bd1e995, decision.step, k));
      const values = reviewer.value(state);
      tally.mine[i]!.push(values[side]!);
      values.forEach((value, s) => (tally.sideSums[i]![s] = tally.sideSums[i]![s]! + value));
    });
  }
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? 0 : sum / values.length;
}

/** Student's t for a two-sided 95% interval, by degrees of freedom (the nearest listed below is taken: never too narrow). */
const T_95: readonly (readonly [number, number])[] = [
  [1, 12.71], [2, 4.3], [3, 3.18], [4, 2.78], [5, 2.57], [6, 2.45], [7, 2.36], [8, 2.31], [9, 2.26], [10, 2.23],
  [12, 2.18], [15, 2.13], [20, 2.09], [30, 2.04], [60, 2.0], [120, 1.98],
];

function tCritical(df: number): number {
  if (df > 120) return 1.96;
  let t = T_95[0]![1];
  for (const [at, value] of T_95) if (at <= df) t = value;
  return t;
}

/**
 * Half the width of the 95% interval of the mean of paired differences a − b.
 * Student's t rather than 1.96: a game whose playouts are dear is judged on a
 * handful of worlds, where the normal interval would mark too many steps.
 */
function pairedMargin(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n < 2) return Infinity;
  const d = a.map((value, i) => value - b[i]!);
  const m = mean(d);
  let squares = 0;
  for (const value of d) squares += (value - m) * (value - m);
  return (tCritical(n - 1) * Math.sqrt(squares / (n - 1))) / Math.sqrt(n);
}

/**
 * Judges one decision from its mover's view. Reads the position only to
 * build that view, to list the mover's legal moves and to label them.
 */
export function judgeDecision<S extends BaseState, A extends BaseAction>(
  game: AnyGameDefinition,
  decision: Decision<S, A>,
  strength: ReviewStrength,
  seed: number,
): StepJudgement {
  const reviewer = reviewerOf(game) as unknown as GameReviewer<S, A>;
  const { before, seat, action: played } = decision;
  const view = game.view(before, seat);
  const legal = game.legalActions(before, seat) as A[];
  const sides = reviewer.sides(before);
  const side = sideOf(sides, seat);
  const budget = budgetFor(reviewer.budget, strength);
  const forced = legal.length <= 1;
  const moves = forced ? [played] : movesToTry(reviewer.candidates(view, seat, legal), played, budget.candidates);
  const playedAt = moves.findIndex((move) => sameAction(move, played));
  const label = (move: A) => game.actionLabel(before, move);

  const exact = forced ? null : (reviewer.exact?.(view, seat, moves) ?? null);
  if (exact) {
    const best = bestIndex(exact.values, playedAt);
    const loss = Math.max(0, exact.values[best]! - exact.values[playedAt]!);
    const mark = markFor(loss, 0, reviewer.thresholds);
    return {
      step: decision.step,
      seat,
      forced,
      played: { action: played, label: label(played), value: exact.values[playedAt]! },
      best: { action: moves[best], label: label(moves[best]!), value: exact.values[best]! },
      loss,
      margin: 0,
      worlds: 0,
      exact: true,
      mark,
      sides: exact.sides[playedAt]!,
      marks: mark ? reviewer.moveMarks(before, seat, moves[best]!) : null,
    };
  }

  const tally: Tally = { mine: moves.map(() => []), sideSums: moves.map(() => sides.map(() => 0)) };
  // A forced move is only drawn on the graph, never graded: a quarter of the worlds will do.
  let worlds = forced ? Math.max(2, Math.ceil(budget.worlds / 4)) : budget.worlds;
  tryInWorlds(game, reviewer, view, decision, moves, side, seed, 0, worlds, tally);
  let best = bestIndex(tally.mine.map(mean), playedAt);
  let loss = mean(tally.mine[best]!) - mean(tally.mine[playedAt]!);
  let margin = best === playedAt ? 0 : pairedMargin(tally.mine[best]!, tally.mine[playedAt]!);
  while (!forced && best !== playedAt && worlds < budget.maxWorlds && markInDoubt(loss, margin, reviewer.thresholds)) {
    const more = Math.min(worlds, budget.maxWorlds - worlds);
    tryInWorlds(game, reviewer, view, decision, moves, side, seed, worlds, worlds + more, tally);
    worlds += more;
    best = bestIndex(tally.mine.map(mean), playedAt);
    loss = mean(tally.mine[best]!) - mean(tally.mine[playedAt]!);
    margin = best === playedAt ? 0 : pairedMargin(tally.mine[best]!, tally.mine[playedAt]!);
  }
  let mark = forced ? null : markFor(loss, margin, reviewer.thresholds);
  let playedValue = mean(tally.mine[playedAt]!);
  let bestValue = mean(tally.mine[best]!);
  let dealt = worlds;
  if (mark) {
    // The best of several moves tried on the same worlds was picked for its luck in them as well as its merit, so
    // a mark is confirmed on worlds of its own: the better move against the move played, and nothing else.
    const confirm: Tally = { mine: [[], []], sideSums: [sides.map(() => 0), sides.map(() => 0)] };
    tryInWorlds(game, reviewer, view, decision, [moves[best]!, played], side, seed, budget.maxWorlds, budget.maxWorlds + worlds, confirm);
    dealt += worlds;
    bestValue = mean(confirm.mine[0]!);
    playedValue = mean(confirm.mine[1]!);
    loss = bestValue - playedValue;
    margin = pairedMargin(confirm.mine[0]!, confirm.mine[1]!);
    mark = markFor(loss, margin, reviewer.thresholds);
  }
  return {
    step: decision.step,
    seat,
    forced,
    played: { action: played, label: label(played), value: playedValue },
    best: { action: moves[best], label: label(moves[best]!), value: bestValue },
    loss: Math.max(0, loss),
    margin: Number.isFinite(margin) ? margin : 0,
    worlds: dealt,
    exact: false,
    mark,
    sides: tally.sideSums[playedAt]!.map((sum) => sum / worlds),
    marks: mark ? reviewer.moveMarks(before, seat, moves[best]!) : null,
  };
}

/** The highest value; the played move wins ties, so a move as good as the best is never called worse. */
function bestIndex(values: readonly number[], playedAt: number): number {
  let best = playedAt;
  values.forEach((value, i) => {
    if (value > values[best]! + 1e-12) best = i;
  });
  return best;
}

export function reviewerOf(game: AnyGameDefinition): GameReviewer {
  return game.review as GameReviewer;
}

/** The figure in a player's words: "61%" or "+34 points". */
export function valueText(measure: ReviewMeasure, value: number): string {
  if (measure.kind === 'chance') return `${Math.round(value * 100)}%`;
  const rounded = Math.round(value);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)} point${Math.abs(rounded) === 1 ? '' : 's'}`;
}

/** A marked step's advice: "Recruit the ♠K with ♠9 instead: 61% → 74%". */
export function adviceText(measure: ReviewMeasure, judgement: StepJudgement): string {
  return `${judgement.best.label} instead: ${valueText(measure, judgement.played.value)} → ${valueText(measure, judgement.best.value)}`;
}

/** How sure the figure is: "exact", or the worlds it was judged in and the loss's 95% interval. */
export function certaintyText(measure: ReviewMeasure, judgement: StepJudgement): string {
  if (judgement.exact) return 'judged exactly by the solver';
  if (judgement.forced) return `the only move; ${judgement.worlds} deals`;
  const width = measure.kind === 'chance' ? `${Math.round(judgement.margin * 100)} points` : valueText(measure, judgement.margin).replace(/^\+/, '');
  return `${judgement.worlds} deals consistent with what the mover saw; loss ±${width} (95%)`;
}

/** The record's decisions along a line, from its first action to its last: the position before each, with its mover and move. */
export function lineDecisions<S extends BaseState, A extends BaseAction>(record: GameRecord<S, A>, lineId: string): Decision<S, A>[] {
  const last = record.lastStep(lineId);
  const decisions: Decision<S, A>[] = [];
  for (let step = 1; step <= last; step++) {
    const made = record.stepAt({ line: lineId, step })!;
    decisions.push({ step, before: record.stateAt({ line: lineId, step: step - 1 }), seat: made.seat, action: made.action });
  }
  return decisions;
}

/** The review's header: everything but the judgements, which come a step at a time. */
export function reviewHeader(game: AnyGameDefinition, initial: BaseState, line: string, strength: ReviewStrength, seed: number): Omit<GameReview, 'steps'> {
  const reviewer = reviewerOf(game);
  return { engine: REVIEW_ENGINE, game: game.id, line, strength, seed, measure: reviewer.measure, thresholds: reviewer.thresholds, sides: reviewer.sides(initial) };
}

/** Reviews a whole line on this thread, telling `onJudged` after each step (the CLI and the worker split the steps themselves). */
export function reviewLine<S extends BaseState, A extends BaseAction>(
  record: GameRecord<S, A>,
  lineId: string,
  strength: ReviewStrength,
  seed: number,
  onJudged?: (judgement: StepJudgement, done: number, total: number) => void,
): GameReview {
  const decisions = lineDecisions(record, lineId);
  const steps = decisions.map((decision, i) => {
    const judgement = judgeDecision(record.game, decision, strength, seed);
    onJudged?.(judgement, i + 1, decisions.length);
    return judgement;
  });
  return { ...reviewHeader(record.game, record.initial, lineId, strength, seed), steps };
}

export type MarkTally = Readonly<Record<Mark, number>>;

/** How many of each mark every seat earned, seat by seat. */
export function markTally(steps: readonly Pick<StepJudgement, 'seat' | 'mark'>[], seats: number): MarkTally[] {
  const tally = Array.from({ length: seats }, () => ({ inaccuracy: 0, mistake: 0, blunder: 0 }));
  for (const step of steps) if (step.mark && tally[step.seat]) tally[step.seat]![step.mark] += 1;
  return tally;
}

/** "1 blunder, 2 mistakes, no inaccuracies". */
export function tallyText(tally: MarkTally): string {
  const words: Record<Mark, [string, string]> = { inaccuracy: ['inaccuracy', 'inaccuracies'], mistake: ['mistake', 'mistakes'], blunder: ['blunder', 'blunders'] };
  return (['blunder', 'mistake', 'inaccuracy'] as const).map((mark) => `${tally[mark] === 0 ? 'no' : tally[mark]} ${words[mark][tally[mark] === 1 ? 0 : 1]}`).join(', ');
}

/** The thresholds in words: "inaccuracy 5, mistake 10, blunder 20 points of chance". */
export function thresholdsText(measure: ReviewMeasure, thresholds: MarkThresholds): string {
  const n = (value: number) => (measure.kind === 'chance' ? String(Math.round(value * 100)) : String(value));
  const unit = measure.kind === 'chance' ? 'percentage points' : 'points';
  return `inaccuracy ${n(thresholds.inaccuracy)}, mistake ${n(thresholds.mistake)}, blunder ${n(thresholds.blunder)} ${unit} lost`;
}
