import { describe, expect, it } from 'vitest';
import { applyFast, mutableCopy } from '../../core/game';
import { actionValues, createSearchBot, playOutRound, roundValue, tryActions } from './bot-search';
import { royalLines } from './index';
import { position } from './test-position';
import type { RoyalLinesState } from './types';

const navigator = royalLines.bots.find((bot) => bot.id === 'search')!;
/** Fewer rebuilt positions keep the tests quick; the strength is measured by simulations, not here. */
const quick = createSearchBot(6);

function contextFor(state: RoyalLinesState, seat: number, seed = 1) {
  return { view: royalLines.view(state, seat), seat, legal: royalLines.legalActions(state, seat), seed };
}

describe('the navigator (search bot)', () => {
  it('is the default: first in the list, labelled for the setup screen', () => {
    expect(royalLines.bots[0]).toBe(navigator);
    expect(navigator.label).toBe('Search');
  });

  it('is deterministic for a view, legal list and seed', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 4, 8);
    const context = contextFor(state, 2, 77);
    const first = navigator.choose(context);
    expect(navigator.choose(context)).toEqual(first);
    expect(actionValues(context.view, 2, context.legal, 77, 4)).toEqual(actionValues(context.view, 2, context.legal, 77, 4));
  });

  it.each([2, 3, 4, 5])('plays a whole %i-seat round with legal actions only', (seats) => {
    const state = royalLines.setup(royalLines.optionsSchema.parse({ target: 1 }), seats, 60 + seats);
    for (let n = 0; !royalLines.outcome(state); n++) {
      const seat = royalLines.activeSeats(state)[0]!;
      const context = contextFor(state, seat, n);
      const action = quick.choose(context);
      expect(context.legal).toContainEqual(action);
      applyFast(royalLines, state, seat, action);
    }
  });

  it('avoids an obvious collapse: two hearts in an aristocracy of hearts, a jack of hearts on top', () => {
    const state = position({
      ship: ['QS', 'JH'],
      hands: [['10H', '2S'], ['9C', '3D'], ['8C', '4D']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'QH']],
    });
    expect(navigator.choose(contextFor(state, 0))).toEqual({ type: 'promise', card: '2S' });
  });

  it('chooses the collapse that leaves the better line', () => {
    const state = position({
      ship: ['KS', 'QD'],
      hands: [['2C', '3C'], ['4C', '5C'], ['6C', '7C']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'KD', 'QC', 'JC', 'QH', 'KC']],
      pending: { kind: 'collapse', seat: 0, groups: ['K', 'C'] },
    });
    expect(navigator.choose(contextFor(state, 0))).toEqual({ type: 'collapse', group: 'C' });
  });

  it('tries every action, then the better half again in new positions, twice', () => {
    const state = royalLines.setup(royalLines.optionsSchema.parse({ target: 1 }), 3, 21);
    const context = contextFor(state, 1, 4);
    expect(context.legal).toHaveLength(7);
    const { values, tried } = tryActions(context.view, 1, context.legal, 4, 4);
    // 7 actions in 4 positions, the best 4 in 4 more, the best 2 in 8 more.
    expect([...tried].sort((a, b) => a - b)).toEqual([4, 4, 4, 8, 8, 16, 16]);
    const after = (count: number) => values.filter((_, i) => tried[i] === count);
    expect(values.every((value) => value >= -1 && value <= 1.5)).toBe(true);
    expect(after(16)).toHaveLength(2);
    expect(after(4)).toHaveLength(3);
  });

  it('never sees the hidden cards: positions that look the same to its seat get the same answer', () => {
    const spec = {
      ship: ['KD', 'QS', 'JH'],
      hands: [['9H', '8S', '2C'], ['10C', '4D', '7S'], ['3H', '6C', '5D']],
      settlers: ['AH', 'AS', 'JK1'],
    };
    const real = position(spec);
    const other = position({ ...spec, hands: [spec.hands[0]!, spec.hands[2]!, spec.hands[1]!], settlers: ['AH', 'JK1', 'AS'] });
    expect(royalLines.view(other, 0)).toEqual(royalLines.view(real, 0));
    expect(navigator.choose(contextFor(other, 0, 5))).toEqual(navigator.choose(contextFor(real, 0, 5)));
  });
});

describe('simulated rounds', () => {
  it('play to the scoring on a plain copy, leaving the position they started from as it was', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 5, 3);
    const before = structuredClone(state);
    const copy = mutableCopy(state);
    playOutRound(copy);
    expect(state).toEqual(before);
    expect(copy.phase === 'scored' || copy.phase === 'over').toBe(true);
    expect([...royalLines.allCards(copy)].sort()).toEqual([...royalLines.allCards(state)].sort());
  });

  it('value a round by the seat’s share of the win, with a little for the margin', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 3);
    playOutRound(state);
    const result = state.result!;
    for (let seat = 0; seat < 3; seat++) {
      const value = roundValue(state, seat);
      const share = result.winners.includes(seat) ? 1 / result.winners.length : 0;
      expect(Math.abs(value - share)).toBeLessThanOrEqual(0.05);
    }
  });
});
