import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { play, position } from './test-position';

describe('what a seat sees', () => {
  const state = position({ hands: [['7S', '7H', 'AC'], ['QD', '2C']], fields: [['KS:9H'], ['JD/']], discard: ['5C'] });

  it('its own hand, the other hand as a count, the deck as a count', () => {
    const view = royals.view(state, 0);
    expect(view.hand).toEqual(['7S', '7H', 'AC']);
    expect(view.handCounts).toEqual([3, 2]);
    expect(view.deckCount).toBe(state.deck.length);
    const json = JSON.stringify(view);
    for (const card of [...state.hands[1]!, ...state.deck]) expect(json).not.toContain(`"${card}"`);
    expect(view.all).toBeUndefined();
  });

  it('fields, score piles, the discard pile and an attack under way are public', () => {
    const attacked = position({ hands: [['7S', '7H'], ['AC']], fields: [['KS:9H'], []], discard: ['5C'] });
    play(attacked, { type: 'arrows', cards: ['7S', '7H'], target: 'player' });
    const view = royals.view(attacked, 1);
    expect(view.fields[0]).toEqual([{ card: 'KS', pose: 'upright', under: ['9H'] }]);
    expect(view.discard).toEqual(['5C']);
    expect(view.attack).toMatchObject({ by: 0, cards: ['7S', '7H'], target: 'player', damage: 2 });
    expect(view.activeSeats).toEqual([1]);
    expect(view.tally).toEqual([9, 0]);
  });

  it('a teacher sees every card', () => {
    const view = royals.view(state, 'all');
    expect(view.all!.hands).toEqual(state.hands);
    expect(view.all!.deck).toEqual(state.deck);
    expect(view.hand).toEqual([]);
  });

  it('hidden from a seat: the other hand and the deck', () => {
    expect(royals.hiddenFrom(state, 0)).toEqual([...state.hands[1]!, ...state.deck]);
  });
});
