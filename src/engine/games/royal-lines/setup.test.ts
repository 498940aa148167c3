import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { isAceCard, isJokerCard, isPromiseCard } from './cards';
import type { RoyalLinesOptions } from './types';

const setup = (seats: number, options: Partial<RoyalLinesOptions> = {}, seed = 7) =>
  royalLines.setup(royalLines.optionsSchema.parse(options), seats, seed);

const isSettlerCard = (card: string) => isAceCard(card) || isJokerCard(card);

describe('deck and start-up', () => {
  it.each<[number, Partial<RoyalLinesOptions>, number, boolean]>([
    [2, {}, 1, true],
    [3, {}, 1, true],
    [4, {}, 2, true],
    [5, {}, 3, true],
    [2, { jokers: 'one-less' }, 1, true],
    [3, { jokers: 'one-less' }, 1, true],
    [4, { jokers: 'one-less' }, 1, false],
    [5, { jokers: 'one-less' }, 2, false],
  ])('%i players %j: %i joker(s), absent colonial %s', (seats, options, jokers, absent) => {
    const state = setup(seats, options);
    const cards = royalLines.allCards(state);
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards).toHaveLength(52 + jokers);
    expect(cards.filter((card) => isJokerCard(card))).toHaveLength(jokers);
    expect(state.absent !== null).toBe(absent);
    // Settler deck: aces + jokers, one per seat (and one for the pirates); the 2 (or 1) left join the colonials.
    const settlers = [...state.settlers, ...(state.pirateSettler ? [state.pirateSettler] : [])];
    expect(settlers.every(isSettlerCard)).toBe(true);
    expect(settlers).toHaveLength(seats === 2 ? 3 : seats);
    const colonials = [...(state.absent ? [state.absent] : []), ...state.ship, ...state.colonialDeck];
    expect(colonials).toHaveLength(absent ? 14 : 13);
    expect(colonials.filter(isSettlerCard)).toHaveLength(absent ? 2 : 1);
    // The ships: 7 now, 6 waiting in the deck.
    expect(state.ship).toHaveLength(7);
    expect(state.colonialDeck).toHaveLength(6);
    // Promises: 7 each, the rest in the promise deck.
    expect(state.hands.every((hand) => hand.length === 7 && hand.every(isPromiseCard))).toBe(true);
    expect(state.promiseDeck).toHaveLength(36 - 7 * seats);
  });

  it('gives the pirates a settler only with 2 players', () => {
    expect(setup(2).pirateSettler).not.toBeNull();
    for (const seats of [3, 4, 5]) expect(setup(seats).pirateSettler).toBeNull();
  });

  it('starts round 1 with seat 1 dealing, no wins, every seat to lay a promise', () => {
    const state = setup(4);
    expect(state).toMatchObject({ round: 1, dealer: 0, wins: [0, 0, 0, 0], phase: 'promise', shipNumber: 1, recruitments: 0 });
    expect(royalLines.activeSeats(state)).toEqual([0, 1, 2, 3]);
    expect(state.settlerShown).toEqual([false, false, false, false]);
    expect(state.lines).toEqual([[], [], [], []]);
  });

  it('keeps hands sorted by suit and value', () => {
    const state = setup(3, {}, 99);
    for (const hand of state.hands) {
      const sorted = [...hand].sort((a, b) => 'CDHS'.indexOf(a.slice(-1)) - 'CDHS'.indexOf(b.slice(-1)) || parseInt(a) - parseInt(b));
      expect(hand).toEqual(sorted);
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(setup(4, {}, 5)).toEqual(setup(4, {}, 5));
    expect(setup(4, {}, 5).ship).not.toEqual(setup(4, {}, 6).ship);
  });

  it.each([1, 6, 2.5])('refuses %s players', (seats) => {
    expect(() => setup(seats)).toThrow(/2 to 5 players/);
  });

  it('checks options with readable messages and fills defaults', () => {
    expect(royalLines.defaultOptions()).toEqual({ target: 3, jokers: 'standard', matchTie: 'shared' });
    const bad = royalLines.optionsSchema.safeParse({ target: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The target is at least 1 round win.');
    expect(royalLines.optionsSchema.safeParse({ jokers: 'none' }).success).toBe(false);
  });
});
