import fc from 'fast-check';
import { hash } from 'ohash';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games';
import { applyFast } from './game';
import { ohashText, plainText, stateHash } from './hash';

describe('stateHash', () => {
  it('ignores key order', () => {
    expect(stateHash({ a: 1, b: [1, 2], c: { x: 'y', z: null } })).toBe(stateHash({ c: { z: null, x: 'y' }, b: [1, 2], a: 1 }));
  });

  it.each([
    [{ a: 1 }, { a: 2 }],
    [{ deck: ['QS', 'KS'] }, { deck: ['KS', 'QS'] }],
    [{ a: 1 }, { a: 1, b: 0 }],
    [{ a: '1' }, { a: 1 }],
  ])('tells %j from %j', (a, b) => {
    expect(stateHash(a)).not.toBe(stateHash(b));
  });

  it('is a short stable string', () => {
    const hash = stateHash({ turn: 0 });
    expect(hash).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(stateHash({ turn: 0 })).toBe(hash);
  });
});

describe('the fingerprint text', () => {
  it.each([
    ['nested plain data', { b: [1, 'x', null, true], a: { z: -0, y: 1.5e-7, x: '' } }],
    ['an undefined field', { a: undefined, b: 1 }],
    // eslint-disable-next-line no-sparse-arrays -- a hole in an array is what this case hashes
    ['a sparse array', [1, , 3]],
    ['a null-prototype object', Object.assign(Object.create(null) as object, { b: 2, a: 1 })],
    ['keys ohash orders by its own weights', { _a: 1, 'a-': 2, A: 3, a: 4, B1: 5, b0: 6, '10': 7, '9': 8, 'é': 9, '': 10 }],
    ['quotes and separators inside strings', { "it's": "a,b:c{d}'e'" }],
    ['a top-level string', 'KS'],
    ['a top-level number', 42],
  ])('is ohash text for %s', (_name, value) => {
    expect(plainText(value)).toBe(ohashText(value));
  });

  it('keeps a key order per shape, not per key text', () => {
    // Both key lists join to the same text; each object must still be written with its own keys.
    const first = { 'a\u0000b': 1, c: 2 };
    const second = { a: 3, 'b\u0000c': 4 };
    expect(plainText(first)).toBe(ohashText(first));
    expect(plainText(second)).toBe(ohashText(second));
  });

  it.each([
    ['a Map', { m: new Map([['a', 1]]) }],
    ['a date', { at: new Date(0) }],
    ['a class instance', { at: new (class Spot {})() }],
    ['an object with toJSON', { t: { toJSON: () => 1 } }],
    ['a bigint', { n: 1n }],
  ])('leaves %s to ohash', (_name, value) => {
    expect(plainText(value)).toBeNull();
    expect(stateHash(value)).toBe(hash(value));
  });

  it('is ohash text for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(plainText(value)).toBe(ohashText(value));
        expect(stateHash(value)).toBe(hash(value));
      }),
      { numRuns: 500 },
    );
  });

  it.each(GAMES.map((game) => [game.id, game] as const))('gives ohash fingerprints for %s states along random games', (_id, game) => {
    const rng = xoroshiro128plus(14);
    for (let seed = 1; seed <= 4; seed++) {
      const state = game.setup(game.defaultOptions(), game.seats.max, seed);
      for (let step = 0; step < 150 && game.activeSeats(state).length > 0; step++) {
        expect(stateHash(state)).toBe(hash(state));
        const seat = game.activeSeats(state)[0]!;
        const legal = game.legalActions(state, seat);
        applyFast(game, state, seat, legal[uniformInt(rng, 0, legal.length - 1)]);
      }
      expect(stateHash(state)).toBe(hash(state));
    }
  });
});
