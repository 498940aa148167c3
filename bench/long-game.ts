/**
 * One long Royal Lock game for the bench: the guardian plays from a seed on
 * the fast path until the game has the actions the bench needs. Most games
 * end sooner (the red draws win in the end), so the bench starts from a seed
 * known to last and, should the rules have changed since, tries the next
 * seeds in turn. The result is always a single real game, never a splice.
 */
import { applyFast } from '../src/engine/core/game';
import { royalLock, type RoyalLockAction } from '../src/engine/games/royal-lock';
import { chooseGuardian, GUARDIAN_OPTIONS } from './guardian';

/** The first seed from 1 whose guardian game lasts 10,000 actions (found by trying seeds 1, 2, 3, … in order). */
export const LONG_GAME_SEED = 46;
export const SEATS = 1;

export interface LongGame {
  readonly seed: number;
  readonly options: typeof GUARDIAN_OPTIONS;
  readonly seats: number;
  readonly actions: readonly { readonly seat: number; readonly action: RoyalLockAction }[];
  /** Seeds tried before this one lasted. */
  readonly seedsTried: number;
  /** Time spent finding and playing the game. */
  readonly ms: number;
}

/** The guardian's game from `seed`, stopped after `length` actions or at its end. */
export function guardianGame(seed: number, length: number): { seat: number; action: RoyalLockAction }[] {
  const state = royalLock.setup(GUARDIAN_OPTIONS, SEATS, seed);
  const actions: { seat: number; action: RoyalLockAction }[] = [];
  while (!state.end && actions.length < length) {
    const seat = royalLock.activeSeats(state)[0]!;
    const action = chooseGuardian(royalLock.view(state, seat), royalLock.legalActions(state, seat));
    applyFast(royalLock, state, seat, action);
    actions.push({ seat, action });
  }
  return actions;
}

export function findLongGame(length: number, maxSeeds: number, log: (line: string) => void): LongGame {
  const start = performance.now();
  for (let tried = 0; tried < maxSeeds; tried++) {
    const seed = LONG_GAME_SEED + tried;
    const actions = guardianGame(seed, length);
    if (actions.length >= length) {
      return { seed, options: GUARDIAN_OPTIONS, seats: SEATS, actions, seedsTried: tried + 1, ms: performance.now() - start };
    }
    log(`seed ${seed}: the game ended after ${actions.length} actions; trying seed ${seed + 1}`);
  }
  throw new Error(`no guardian game from seeds ${LONG_GAME_SEED} to ${LONG_GAME_SEED + maxSeeds - 1} lasted ${length} actions`);
}
