import { describe, expect, it } from 'vitest';
import { rankOf, type SuitedCardId } from '../../core/cards';
import { royalSuit } from './index';
import type { DeckChoice } from './types';

describe('setup', () => {
  it.each<[DeckChoice, number, number]>([
    ['standard', 32, 12],
    ['long', 52, 22],
  ])('%s deck: %i cards, six court piles of one card, %i cards each', (deck, total, each) => {
    const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck }, 2, 5);
    expect(state.piles).toHaveLength(6);
    expect(state.piles.every((pile) => pile.length === 1)).toBe(true);
    expect(state.decks.map((d) => d.length)).toEqual([each, each]);
    const cards = royalSuit.allCards(state);
    expect(cards).toHaveLength(total);
    expect(new Set(cards).size).toBe(total);
  });

  it('uses 7 to ace only in the standard deck, and no jokers in either', () => {
    const standard = royalSuit.allCards(royalSuit.setup(royalSuit.defaultOptions(), 2, 5));
    expect(standard.filter((card) => ['2', '3', '4', '5', '6'].includes(rankOf(card as SuitedCardId)))).toEqual([]);
    const long = royalSuit.allCards(royalSuit.setup({ ...royalSuit.defaultOptions(), deck: 'long' }, 2, 5));
    expect(long.some((card) => card.startsWith('JK'))).toBe(false);
    expect(long.filter((card) => rankOf(card as SuitedCardId) === '2')).toHaveLength(4);
  });

  it.each([
    [{}, 'KS', 'QH'],
    [{ blackRoyal: 'JC', redRoyal: 'KD' }, 'JC', 'KD'],
    [{ blackRoyal: 'QS', redRoyal: 'QD', deck: 'long' }, 'QS', 'QD'],
  ])('puts the couple (%j) on the first and last piles, out of the decks', (options, black, red) => {
    const state = royalSuit.setup({ ...royalSuit.defaultOptions(), ...options } as never, 2, 9);
    expect(state.couple).toEqual([0, 5]);
    const view = royalSuit.view(state, 'all');
    expect(view.coupleCards).toEqual([black, red]);
    expect(view.court[0]!.couple).toBe(black);
    expect(view.court[5]!.couple).toBe(red);
    expect([...state.piles.flat(), ...state.decks.flat()]).not.toContain(black);
    expect([...state.piles.flat(), ...state.decks.flat()]).not.toContain(red);
  });

  it('lets the supporters (seat 0) begin, with a fresh turn and nothing shown', () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 5);
    expect(royalSuit.activeSeats(state)).toEqual([0]);
    expect(state).toMatchObject({ seat: 0, phase: 'turn', turn: 1, lastMove: null, shownBelow: [0, 0], lastShown: [null, null], end: null });
    expect(royalSuit.outcome(state)).toBeNull();
  });

  it('is the same for the same seed and differs between seeds', () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 7);
    expect(royalSuit.setup(royalSuit.defaultOptions(), 2, 7)).toEqual(state);
    const other = royalSuit.setup(royalSuit.defaultOptions(), 2, 8);
    expect(other.decks).not.toEqual(state.decks);
  });

  it.each([
    [{}, { deck: 'standard', blackRoyal: 'KS', redRoyal: 'QH', topCards: 'private' }],
    [{ deck: 'long', topCards: 'open' }, { deck: 'long', blackRoyal: 'KS', redRoyal: 'QH', topCards: 'open' }],
  ])('fills option defaults: %j', (given, expected) => {
    expect(royalSuit.optionsSchema.parse(given)).toEqual(expected);
  });

  it.each([{ blackRoyal: 'QH' }, { redRoyal: 'KS' }, { blackRoyal: '10S' }, { deck: 'short' }, { topCards: 'hidden' }, { jokers: true }])(
    'refuses bad options: %j',
    (options) => {
      expect(royalSuit.optionsSchema.safeParse(options).success).toBe(false);
    },
  );

  it.each([1, 3])('refuses %i seats', (seats) => {
    expect(() => royalSuit.setup(royalSuit.defaultOptions(), seats, 1)).toThrow(/2 players/);
  });

  it('describes itself and its options for the setup screen', () => {
    expect(royalSuit).toMatchObject({ id: 'royal-suit', title: 'Royal Suit', seats: { min: 2, max: 2 } });
    expect(royalSuit.optionSpecs.map((spec) => spec.key)).toEqual(['deck', 'blackRoyal', 'redRoyal', 'topCards']);
    expect(royalSuit.bots.map((bot) => bot.id)).toContain('random');
  });
});
