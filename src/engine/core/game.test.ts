import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../testing/fixture-game';
import { IllegalActionError, applyFast, botChoice, mutableCopy, type BotSpec } from './game';

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

describe('botChoice', () => {
  type Bot = BotSpec<unknown, { type: string }, unknown>;
  const state = fixtureGame.setup({ suits: 1, budget: 10 }, 2, 7);
  const legal = fixtureGame.legalActions(state, 0);

  it('asks a bot that can read the position there, without a view', () => {
    const asked: string[] = [];
    const bot: Bot = {
      id: 'both',
      label: 'Both',
      choose: () => (asked.push('view'), legal[0]!),
      chooseInPosition: (position) => (asked.push(`position of seat ${position.seat}, seed ${position.seed}`), legal[0]!),
    };
    expect(botChoice(fixtureGame, bot, { state, seat: 0, legal, seed: 5 })).toEqual(legal[0]);
    expect(asked).toEqual(['position of seat 0, seed 5']);
  });

  it('asks any other bot with its seat\'s view, as the table does', () => {
    const seen: unknown[] = [];
    const bot: Bot = { id: 'view', label: 'View', choose: (context) => (seen.push(context.view), legal[legal.length - 1]!) };
    expect(botChoice(fixtureGame, bot, { state, seat: 0, legal, seed: 5 })).toEqual(legal[legal.length - 1]);
    expect(seen).toEqual([fixtureGame.view(state, 0)]);
  });
});
