import { describe, expect, it } from 'vitest';
import { colourOf, suitOf } from '../../core/cards';
import { royalLock } from './index';

describe('setup', () => {
  const state = royalLock.setup(royalLock.defaultOptions(), 2, 7);

  it('deals 9 unlocked black cards and keeps 17 in the black deck', () => {
    expect(state.grid).toHaveLength(9);
    expect(state.grid.every((space) => space !== null && !space.locked)).toBe(true);
    expect(state.blackDeck).toHaveLength(17);
    expect(state.blackDiscard).toEqual([]);
  });

  it('puts the 26 red cards in the red deck and the 26 black cards on the grid and in the black deck', () => {
    expect(state.redDeck).toHaveLength(26);
    expect(state.redDeck.every((card) => colourOf(suitOf(card)) === 'red')).toBe(true);
    const black = [...state.grid.map((space) => space!.card), ...state.blackDeck];
    expect(new Set(black).size).toBe(26);
    expect(black.every((card) => colourOf(suitOf(card)) === 'black')).toBe(true);
  });

  it('uses no jokers and holds each of the 52 cards once', () => {
    const cards = royalLock.allCards(state);
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
    expect(cards.some((card) => card.startsWith('JK'))).toBe(false);
  });

  it('starts both markers on the centre, marker 1 to act with 3 actions', () => {
    expect(state.markers).toEqual([4, 4]);
    expect(state.marker).toBe(0);
    expect(state.actionsUsed).toBe(0);
    expect(state.turn).toBe(1);
    expect(state.lastRedDraw).toBeNull();
    expect(royalLock.outcome(state)).toBeNull();
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(royalLock.setup(royalLock.defaultOptions(), 2, 7)).toEqual(state);
    const other = royalLock.setup(royalLock.defaultOptions(), 2, 8);
    expect(other.grid).not.toEqual(state.grid);
    expect(other.redDeck).not.toEqual(state.redDeck);
  });

  it.each([
    [{}, { reach: 'own-space', redDeckOut: 'reshuffle' }],
    [{ reach: 'any-space' }, { reach: 'any-space', redDeckOut: 'reshuffle' }],
    [{ redDeckOut: 'loss' }, { reach: 'own-space', redDeckOut: 'loss' }],
  ])('fills option defaults: %j', (given, expected) => {
    expect(royalLock.optionsSchema.parse(given)).toEqual(expected);
    expect(royalLock.setup(given as never, 1, 1).options).toEqual(expected);
  });

  it.each([{ reach: 'anywhere' }, { redDeckOut: 'never' }, { colour: 'blue' }])('refuses bad options: %j', (options) => {
    expect(royalLock.optionsSchema.safeParse(options).success).toBe(false);
  });

  it.each([0, 3])('refuses %i seats', (seats) => {
    expect(() => royalLock.setup(royalLock.defaultOptions(), seats, 1)).toThrow(/1 or 2 players/);
  });

  it('describes its options for the setup screen', () => {
    expect(royalLock.optionSpecs.map((spec) => spec.key)).toEqual(['reach', 'redDeckOut']);
    expect(royalLock.defaultOptions()).toEqual({ reach: 'own-space', redDeckOut: 'reshuffle' });
    expect(royalLock.seats).toEqual({ min: 1, max: 2 });
    expect(royalLock.id).toBe('royal-lock');
  });
});
