import { describe, expect, it } from 'vitest';
import { normaliseSeed, randomInt, seedRng, shuffleInPlace, type HasRng } from './rng';

function draws(seed: number, count: number): number[] {
  const holder: HasRng = { rng: seedRng(seed) };
  return Array.from({ length: count }, () => randomInt(holder, 1, 6));
}

describe('seedRng', () => {
  it('gives the same four-number state for the same seed', () => {
    expect(seedRng(42)).toEqual(seedRng(42));
    expect(seedRng(42)).toHaveLength(4);
    expect(seedRng(42).every(Number.isInteger)).toBe(true);
  });

  it('gives different states for different seeds', () => {
    const states = new Set([0, 1, 2, 42, 2147483646].map((seed) => JSON.stringify(seedRng(seed))));
    expect(states.size).toBe(5);
  });
});

describe('randomInt', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws(7, 50)).toEqual(draws(7, 50));
    expect(draws(7, 50)).not.toEqual(draws(8, 50));
  });

  it('stays within the bounds, both included', () => {
    const seen = new Set(draws(3, 500));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('advances the state kept in the holder and replaces the array rather than editing it', () => {
    const holder: HasRng = { rng: seedRng(1) };
    const first = holder.rng;
    const copy = [...first];
    randomInt(holder, 0, 100);
    expect(holder.rng).not.toBe(first);
    expect(first).toEqual(copy);
    expect(holder.rng).not.toEqual(copy);
  });

  it('continues identically from a state that went through JSON', () => {
    const holder: HasRng = { rng: seedRng(9) };
    randomInt(holder, 0, 10);
    const revived = JSON.parse(JSON.stringify(holder)) as HasRng;
    expect(Array.from({ length: 20 }, () => randomInt(revived, 0, 1000))).toEqual(
      Array.from({ length: 20 }, () => randomInt(holder, 0, 1000)),
    );
  });
});

describe('shuffleInPlace', () => {
  const items = Array.from({ length: 20 }, (_, i) => `c${i}`);

  it('returns a permutation of the items', () => {
    const holder: HasRng = { rng: seedRng(5) };
    const deck = [...items];
    shuffleInPlace(holder, deck);
    expect(deck).not.toEqual(items);
    expect([...deck].sort()).toEqual([...items].sort());
  });

  it('shuffles the same way for the same seed and differently for another', () => {
    const shuffled = (seed: number) => {
      const deck = [...items];
      shuffleInPlace({ rng: seedRng(seed) }, deck);
      return deck;
    };
    expect(shuffled(11)).toEqual(shuffled(11));
    expect(shuffled(11)).not.toEqual(shuffled(12));
  });

  it('advances the state, so two shuffles in a row differ', () => {
    const holder: HasRng = { rng: seedRng(5) };
    const a = [...items];
    const b = [...items];
    const before = holder.rng;
    shuffleInPlace(holder, a);
    expect(holder.rng).not.toEqual(before);
    shuffleInPlace(holder, b);
    expect(a).not.toEqual(b);
  });

  it.each([[[]], [['only']]])('leaves %j and the state alone', (list: string[]) => {
    const holder: HasRng = { rng: seedRng(5) };
    const before = holder.rng;
    const deck = [...list];
    shuffleInPlace(holder, deck);
    expect(deck).toEqual(list);
    expect(holder.rng).toBe(before);
  });
});

describe('normaliseSeed', () => {
  it.each([
    [0, 0],
    [12345, 12345],
    [-12345, 12345],
    [3.9, 3],
    [2147483646, 2147483646],
    [2147483647, 0],
    [2147483648, 1],
    [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1) % 2147483647],
  ])('%d becomes %d', (seed, expected) => {
    expect(normaliseSeed(seed)).toBe(expected);
  });
});
