/**
 * What the Royal Lines editor tests share: positions to spoil, small
 * edits that read like moves on the table, and positions reached in play.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { packProblems, scalarProblems, type Position, type Problem, type ProblemLocation, type ScalarValue } from '../../core/editor';
import { applyFast, mutableCopy } from '../../core/game';
import { packOf, scalarsOf, zonesOf } from './editor-layout';
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

/**
 * The last recruitment is done at a table of four dealt by Seat 1, so the
 * jokers panic from Seat 2 on: joker 1 (Seat 2) has no pair and waits for
 * its suit; joker 2 (Seat 3) could collapse with two jacks or two kings.
 */
export const jokersAwake: Position = {
  zones: {
    'settler.0': ['AS'], 'settler.1': ['AD'], 'settler.2': ['AH'], 'settler.3': ['AC'], absent: ['QS'],
    'line.0': [], 'line.1': ['JK1', 'KD', 'QC'], 'line.2': ['JK2', 'KH', 'KS', 'JC', 'JD'], 'line.3': [],
    ship: [], 'hand.0': [], 'hand.1': [], 'hand.2': [], 'hand.3': [],
    played: [
      '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', '2D', '3D', '4D', '5D', '6D',
      '7D', '8D', '9D', '10D', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', '2S',
    ],
  },
  scalars: {
    round: 1, dealer: 0, phase: 'choice', shipNumber: 2, 'settled.JK1': 'none', 'settled.JK2': 'none',
    ...Object.fromEntries([0, 1, 2, 3].flatMap((seat) => [[`wins.${seat}`, 0], [`settlerShown.${seat}`, false]])),
  },
};

/** `state`'s position after `edits`. */
export function positionAfter(state: RoyalLinesState, edits: readonly Edit[]): Draft {
  const draft = draftOf(editor.toPosition(state));
  for (const edit of edits) edit(draft);
  return draft;
}

/** The problems of `state`'s position after `edits`. */
export function problemsAfter(state: RoyalLinesState, edits: readonly Edit[]) {
  return editor.validate(positionAfter(state, edits), state.options, state.seats);
}

/**
 * A problem's last clause tells the designer what to change, after the fact
 * it follows: "…: move it elsewhere.", "…. Set “Ship at the table” to …".
 */
export const NAMES_A_FIX = /[:.] (?:move|set|take|put|place|add|raise|lower|tick|untick|make)\b[^.]*\.$/i;

/** The problems Royal Lines' own checks find, leaving out those the shared checks of every game's editor find. */
export function ownProblems(position: Position, values: RoyalLinesOptions, seats: number): Problem[] {
  const shared = [...packProblems(position, packOf(values, seats), zonesOf(values, seats)), ...scalarProblems(position, scalarsOf(values, seats))];
  const sharedMessages = new Set(shared.map((problem) => problem.message));
  return editor.validate(position, values, seats).filter((problem) => !sharedMessages.has(problem.message));
}
