import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { heuristicBot } from './bot-heuristic';
import { samplerBot } from './bot-sampler';
import { royalSuit } from './index';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction } from './types';

function choice(bot: typeof heuristicBot, spec: PositionSpec, seed = 1): RoyalSuitAction {
  const state = position(spec);
  const seat = state.seat;
  return bot.choose({ view: royalSuit.view(state, seat), seat, legal: royalSuit.legalActions(state, seat), seed });
}

// The couple on piles 3 and 5 with the 8♦ between: the K♠ can step onto it. No couple card can walk away.
const THREAT = ['7S', '8C', '9C', '8D', '7C', '9H'];

const cases: [string, PositionSpec, RoyalSuitAction][] = [
  ['the supporters bring the couple together', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] }, { type: 'move', from: 2, to: 3 }],
  ['the opposers cover the pile between the couple with an ace', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 }, { type: 'play', pile: 3 }],
  [
    'the supporters open the way for the black card with a red card',
    { court: ['7S', '8C', '9C', '10C', '7D', '9S'], couple: [0, 5], decks: ['9D 8S', 'JD 10D'] },
    { type: 'play', pile: 1 },
  ],
];

describe.each([heuristicBot, samplerBot])('the $id bot', (bot) => {
  it.each(cases)('%s', (_name, spec, expected) => {
    expect(choice(bot, spec)).toEqual(expected);
  });

  it('returns a legal action from every seat’s view through whole games, the same for the same context', () => {
    for (const seed of [3, 4]) {
      const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck: seed === 3 ? 'standard' : 'long' }, 2, seed);
      for (let n = 0; !state.end && n < 80; n++) {
        const seat = state.seat;
        const context = { view: royalSuit.view(state, seat), seat, legal: royalSuit.legalActions(state, seat), seed: n };
        const action = bot.choose(context);
        expect(context.legal).toContainEqual(action);
        expect(bot.choose(context)).toEqual(action);
        applyFast(royalSuit, state, seat, action);
      }
    }
  });

  it('plays from the view alone: deals that look the same to the seat get the same action', () => {
    const a = royalSuit.setup(royalSuit.defaultOptions(), 2, 12);
    // Seat 0 sees its own top card only: the rest of both decks may lie in any order.
    const b = { ...a, decks: [[a.decks[0]![0]!, ...a.decks[1]!.slice(0, 11)], [a.decks[1]![11]!, ...a.decks[0]!.slice(1)]] };
    expect(royalSuit.view(b, 0)).toEqual(royalSuit.view(a, 0));
    for (const seed of [1, 2, 3]) {
      const context = (state: typeof a) => ({ view: royalSuit.view(state, 0), seat: 0, legal: royalSuit.legalActions(state, 0), seed });
      expect(bot.choose(context(b))).toEqual(bot.choose(context(a)));
    }
  });
});

describe('the bot list', () => {
  it('offers the sampler first, as the default and the hint, then the heuristic and random', () => {
    expect(royalSuit.bots.map((bot) => bot.id)).toEqual(['sampler', 'heuristic', 'random']);
  });
});
