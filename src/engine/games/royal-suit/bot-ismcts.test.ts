import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { chooseByTree, DEFAULT_TREE, type TreeStrength } from './bot-ismcts';
import { royalSuit } from './index';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction, RoyalSuitState } from './types';

function choice(state: RoyalSuitState, strength: TreeStrength = DEFAULT_TREE, seed = 1): RoyalSuitAction {
  const seat = state.seat;
  return chooseByTree({ view: royalSuit.view(state, seat), seat, legal: royalSuit.legalActions(state, seat), seed }, strength);
}

// The couple on piles 3 and 5 with the 8♦ between: the K♠ can step onto it. No couple card can walk away.
const THREAT = ['7S', '8C', '9C', '8D', '7C', '9H'];

const LIGHT: TreeStrength = { ...DEFAULT_TREE, passes: 200, deals: 8 };
const BLIND: TreeStrength = { ...DEFAULT_TREE, ownCard: false };

describe('the tree search', () => {
  it.each<[string, PositionSpec, RoyalSuitAction]>([
    ['the supporters bring the couple together', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] }, { type: 'move', from: 2, to: 3 }],
    // After the ace the K♠ can never step between: the opposers' forced win.
    ['the opposers cover the pile between the couple with an ace', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 }, { type: 'play', pile: 3 }],
    [
      'the supporters open the way for the black card with a red card',
      { court: ['7S', '8C', '9C', '10C', '7D', '9S'], couple: [0, 5], decks: ['9D 8S', 'JD 10D'] },
      { type: 'play', pile: 1 },
    ],
  ])('%s, at full strength, lighter and without telling its own cards apart', (_name, spec, expected) => {
    for (const strength of [DEFAULT_TREE, LIGHT, BLIND]) expect(choice(position(spec), strength)).toEqual(expected);
  });

  it('returns a legal action from every seat’s view through whole games, the same for the same context', () => {
    for (const deck of ['standard', 'long'] as const) {
      const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck }, 2, 8);
      for (let n = 0; !state.end && n < 60; n++) {
        const seat = state.seat;
        const context = { view: royalSuit.view(state, seat), seat, legal: royalSuit.legalActions(state, seat), seed: n };
        const action = chooseByTree(context, LIGHT);
        expect(context.legal).toContainEqual(action);
        expect(chooseByTree(context, LIGHT)).toEqual(action);
        applyFast(royalSuit, state, seat, action);
      }
    }
  });

  it('plays from the view alone: deals that look the same to the seat get the same action', () => {
    const a = royalSuit.setup(royalSuit.defaultOptions(), 2, 12);
    // Seat 0 sees its own top card only: the rest of both decks may lie in any order.
    const b = { ...a, decks: [[a.decks[0]![0]!, ...a.decks[1]!.slice(0, 11)], [a.decks[1]![11]!, ...a.decks[0]!.slice(1)]] };
    expect(royalSuit.view(b, 0)).toEqual(royalSuit.view(a, 0));
    for (const seed of [1, 2, 3]) expect(choice(b, LIGHT, seed)).toEqual(choice(a, LIGHT, seed));
  });

  it('takes the only legal action without searching, and refuses to move with none', () => {
    const state = position({ court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] });
    const view = royalSuit.view(state, 0);
    expect(chooseByTree({ view, seat: 0, legal: [{ type: 'skip' }], seed: 1 })).toEqual({ type: 'skip' });
    expect(() => chooseByTree({ view, seat: 0, legal: [], seed: 1 })).toThrow('no legal action');
  });
});
