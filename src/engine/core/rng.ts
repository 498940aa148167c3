/**
 * Seeded randomness kept inside the game state. The generator is pure-rand's
 * xoroshiro128+; its four-number state lives in the state so that a game is
 * fully determined by options + seed + actions, and an immer draft or a plain
 * copy can both carry it.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

export interface HasRng {
  rng: RngState;
}

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Uniform integer in [min, max]; advances the generator stored in `holder`. */
export function randomInt(holder: HasRng, min: number, max: number): number {
  const generator = xoroshiro128plusFromState(holder.rng);
  const value = uniformInt(generator, min, max);
  holder.rng = [...generator.getState()];
  return value;
}

/** Fisher–Yates shuffle in place, drawing from the generator stored in `holder`. */
export function shuffleInPlace<T>(holder: HasRng, items: T[]): void {
  if (items.length < 2) return;
  const generator = xoroshiro128plusFromState(holder.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(generator, 0, i);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  holder.rng = [...generator.getState()];
}

/** A fresh 31-bit seed from an outside source of entropy (the caller supplies it). */
export function normaliseSeed(seed: number): number {
  return Math.abs(Math.trunc(seed)) % 2147483647;
}
