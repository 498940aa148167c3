/**
 * What the Royal Lines editor tests share: positions to spoil, small
 * edits that read like moves on the table, and positions reached in play.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Position, ProblemLocation, ScalarValue } from '../../core/editor';
import { applyFast, mutableCopy } from '../../core/game';
import { royalLines } from './index';
import { recruit } from './test-play';
import type { RoyalLinesOptions, RoyalLinesState } from './types';

export const editor = royalLines.editor!;

/** A position being edited: plain JSON, free to change. */
export type Draft = { zones: Record<string, string[]>; scalars: Record<string, ScalarValue>; extra?: unknown };
export type Edit = (draft: Draft) => void;

export function draftOf(position: Position): Draft {
  return JSON.parse(JSON.stringify(position)) as Draft;
}

export const move = (card: string, from: string, to: string): Edit => (draft) => {
  const list = draft.zones[from]!;
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`${card} is not in ${from}`);
  list.splice(at, 1);
  (draft.zones[to] ??= []).push(card);
};
export const put = (card: string, to: string): Edit => (draft) => void (draft.zones[to] ??= []).push(card);
export const take = (card: string, from: string): Edit => (draft) => void draft.zones[from]!.splice(draft.zones[from]!.indexOf(card), 1);
export const set = (key: string, value: ScalarValue): Edit => (draft) => void (draft.scalars[key] = value);

export function options(values: Partial<RoyalLinesOptions> = {}): RoyalLinesOptions {
  return royalLines.optionsSchema.parse(values);
}

/** A wrong position: a state or a position, the edits that spoil it, and the problem expected. */
export interface WrongCase {
  readonly name: string;
  readonly base?: RoyalLinesState;
  readonly edits: readonly Edit[];
  readonly message: string;
  readonly where: readonly ProblemLocation[];
}

/** A seeded random game, stopped at the first position `stop` accepts. */
function playUntil(seats: number, seed: number, stop: (state: RoyalLinesState) => boolean, values: Partial<RoyalLinesOptions>): RoyalLinesState | null {
  let state = royalLines.setup(options(values), seats, seed);
  const chooser = xoroshiro128plus(seed);
  for (let step = 0; step < 5000 && !stop(state); step++) {
    const active = royalLines.activeSeats(state);
    if (active.length === 0) break;
    const seat = active[uniformInt(chooser, 0, active.length - 1)]!;
    const legal = royalLines.legalActions(state, seat);
    const next = mutableCopy(state);
    applyFast(royalLines, next, seat, legal[uniformInt(chooser, 0, legal.length - 1)]!);
    state = next;
  }
  return stop(state) ? state : null;
}

/** The first position `stop` accepts in the series of seeded random games. */
export function firstReached(seats: number, stop: (state: RoyalLinesState) => boolean, values: Partial<RoyalLinesOptions> = {}): RoyalLinesState {
  for (let seed = 1; seed < 400; seed++) {
    const state = playUntil(seats, seed, stop, values);
    if (state) return state;
  }
  throw new Error('no seed reached the position wanted');
}

/**
 * Seat 1 has taken over with the ace of clubs (its ace of spades is in the
 * discard) and recruited the queen of diamonds; 5 colonials are left in the
 * first ship and each player holds 5 promises.
 */
export function midRound(): RoyalLinesState {
  const state = royalLines.setup(options(), 3, 7);
  recruit(state, [state.hands[0]![0]!, state.hands[1]![0]!, state.hands[2]![0]!]);
  recruit(state, [state.hands[0]![0]!, state.hands[1]![0]!, state.hands[2]![0]!]);
  return state;
}

/** A round of three players scored, with a settled joker in a royal line. */
export const scoredRound = (): RoyalLinesState => firstReached(3, (state) => state.phase === 'scored' && state.settled.length > 0);
/** A table of four where a joker waits for its player to choose its suit. */
export const jokerSettling = (): RoyalLinesState => firstReached(4, (state) => state.pending?.kind === 'settle');
/** A two-player match won. */
export const matchWon = (): RoyalLinesState => firstReached(2, (state) => state.phase === 'over', { target: 2 });

/** The problems of `state`'s position after `edits`. */
export function problemsAfter(state: RoyalLinesState, edits: readonly Edit[]) {
  const draft = draftOf(editor.toPosition(state));
  for (const edit of edits) edit(draft);
  return editor.validate(draft, state.options, state.seats);
}
