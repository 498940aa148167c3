import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { determinise, unseenColonials, unseenPromises } from './determinise';
import { royalLines } from './index';
import { position } from './test-position';
import type { RoyalLinesOptions, RoyalLinesState } from './types';

const random = royalLines.bots.find((bot) => bot.id === 'random')!;

/** Positions met along a seeded game of random play, every `every` actions. */
function positionsAlong(seats: number, options: Partial<RoyalLinesOptions>, seed: number, every: number): RoyalLinesState[] {
  const state = royalLines.setup(royalLines.optionsSchema.parse(options), seats, seed);
  const met: RoyalLinesState[] = [];
  for (let n = 0; !royalLines.outcome(state) && n < 400; n++) {
    if (n % every === 0) met.push(structuredClone(state));
    const seat = royalLines.activeSeats(state)[0]!;
    const legal = royalLines.legalActions(state, seat);
    applyFast(royalLines, state, seat, random.choose({ view: royalLines.view(state, seat), seat, legal, seed: seed * 1000 + n }));
  }
  return met;
}

const sorted = (cards: readonly string[]) => [...cards].sort();

const TABLES: readonly [number, Partial<RoyalLinesOptions>][] = [
  [2, { target: 2 }],
  [3, { target: 2 }],
  [4, { target: 2 }],
  [4, { target: 2, jokers: 'one-less' }],
  [5, { target: 2 }],
];

describe('determinise', () => {
  it.each(TABLES)('rebuilds %i-seat positions that every seat sees exactly as it saw them (%o)', (seats, options) => {
    let checked = 0;
    for (const seed of [3, 17]) {
      for (const state of positionsAlong(seats, options, seed, 7)) {
        for (let seat = 0; seat < seats; seat++) {
          const view = royalLines.view(state, seat);
          const rebuilt = determinise(view, seed * 31 + seat);
          expect(royalLines.view(rebuilt, seat)).toEqual(view);
          // Card conservation: the whole deck, each card once, and the same cards out of sight.
          expect(sorted(royalLines.allCards(rebuilt))).toEqual(sorted(royalLines.allCards(state)));
          expect(new Set(royalLines.allCards(rebuilt)).size).toBe(royalLines.allCards(rebuilt).length);
          expect(sorted(royalLines.hiddenFrom(rebuilt, seat))).toEqual(sorted(royalLines.hiddenFrom(state, seat)));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('plays on from a rebuilt position like from the real one', () => {
    const state = positionsAlong(4, {}, 5, 9)[3]!;
    const rebuilt = determinise(royalLines.view(state, 2), 1);
    for (let n = 0; n < 30 && !royalLines.outcome(rebuilt); n++) {
      const seat = royalLines.activeSeats(rebuilt)[0]!;
      applyFast(royalLines, rebuilt, seat, royalLines.legalActions(rebuilt, seat)[0]!);
    }
    expect(sorted(royalLines.allCards(rebuilt))).toEqual(sorted(royalLines.allCards(state)));
  });

  it('never reads the hidden cards: two positions that look the same to a seat rebuild the same', () => {
    const spec = {
      ship: ['KD', 'QS', 'JH'],
      hands: [['9H', '8S', '2C'], ['10C', '4D', '7S'], ['3H', '6C', '5D']],
      settlers: ['AH', 'AS', 'JK1'],
      colonialDeck: ['QC', 'KC', 'JS', 'KH', 'QD', 'AC'],
      discard: [],
      absent: 'JD',
    };
    const real = position(spec);
    const other = position({
      ...spec,
      hands: [spec.hands[0]!, spec.hands[2]!, spec.hands[1]!],
      settlers: ['AH', 'JK1', 'AC'],
      colonialDeck: ['AS', 'JS', 'KH', 'QD', 'KC', 'QC'],
    });
    expect(royalLines.view(other, 0)).toEqual(royalLines.view(real, 0));
    expect(determinise(royalLines.view(other, 0), 9)).toEqual(determinise(royalLines.view(real, 0), 9));
  });

  it('deals unseen settlers only to face-down settler places, and the rest to the colonial deck', () => {
    const state = position({
      ship: ['KD', 'QS', 'JH', 'QH', 'JC', 'KS', 'JS'],
      hands: [['9H'], ['10C'], ['3H'], ['4C']],
      settlers: ['AH', 'JK2', 'AS', 'JK1'],
      absent: 'AD',
    });
    const view = royalLines.view(state, 0);
    expect(sorted(unseenColonials(view))).toEqual(sorted(['JK2', 'AS', 'JK1', ...state.colonialDeck]));
    for (let seed = 0; seed < 40; seed++) {
      const rebuilt = determinise(view, seed);
      expect(rebuilt.settlers[0]).toBe('AH');
      for (const settler of rebuilt.settlers.slice(1)) expect(settler).toMatch(/^(A[CDHS]|JK\d)$/);
      expect(rebuilt.colonialDeck).toHaveLength(state.colonialDeck.length);
    }
  });

  it('deals the unseen promises uniformly: each lands in another hand about as often as the counts say', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 12);
    const view = royalLines.view(state, 0);
    const unseen = unseenPromises(view);
    expect(unseen).toHaveLength(36 - 7);
    const inHand = new Map<string, number>(unseen.map((card) => [card, 0]));
    const draws = 600;
    for (let seed = 0; seed < draws; seed++) {
      for (const card of determinise(view, seed).hands[1]!) inHand.set(card, inHand.get(card)! + 1);
    }
    const expected = (draws * 7) / unseen.length;
    for (const count of inHand.values()) {
      expect(count).toBeGreaterThan(expected * 0.6);
      expect(count).toBeLessThan(expected * 1.4);
    }
    expect(determinise(view, 1)).not.toEqual(determinise(view, 2));
  });

  it('refuses a teacher’s view, which holds every card', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 1);
    expect(() => determinise(royalLines.view(state, 'all'), 1)).toThrow(/one seat/);
  });
});
