import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../testing/fixture-game';
import { IllegalActionError, applyFast, mutableCopy } from './game';

describe('applyFast', () => {
  it('applies a legal action to the state it is given', () => {
    const state = fixtureGame.setup({ suits: 1, budget: 10 }, 2, 7);
    applyFast(fixtureGame, state, 0, { type: 'draw' });
    expect(state.hands).toEqual([['4C'], []]);
    expect(state.turn).toBe(1);
  });

  it('throws the rules\' reason for an illegal action and leaves the state alone', () => {
    const state = fixtureGame.setup({ suits: 1, budget: 10 }, 2, 7);
    const before = JSON.stringify(state);
    let error: unknown;
    try {
      applyFast(fixtureGame, state, 0, { type: 'discard', card: 'QC' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).reason).toBe('You do not hold that card.');
    expect((error as IllegalActionError).message).toBe('You do not hold that card.');
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('mutableCopy', () => {
  it('copies deeply, so editing the copy leaves a frozen original alone', () => {
    const original = Object.freeze({ list: Object.freeze([1, Object.freeze({ n: 2 })]), name: 'x', none: null });
    const copy = mutableCopy(original);
    expect(copy).toEqual(original);
    expect(Object.isFrozen(copy)).toBe(false);
    (copy.list as unknown as unknown[]).push(3);
    (copy.list[1] as { n: number }).n = 5;
    expect(original).toEqual({ list: [1, { n: 2 }], name: 'x', none: null });
  });

  it('gives a state the rules can play on', () => {
    const state = Object.freeze(fixtureGame.setup({ suits: 1, budget: 10 }, 1, 3));
    const copy = mutableCopy(state);
    applyFast(fixtureGame, copy, 0, { type: 'draw' });
    expect(copy.hands[0]).toHaveLength(1);
    expect(state.hands[0]).toHaveLength(0);
  });
});
