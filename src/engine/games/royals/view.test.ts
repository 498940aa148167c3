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

describe('the log and the buttons', () => {
  it.each([
    {
      name: 'arrows let through at the player',
      actions: [{ type: 'arrows', cards: ['7S', '7H'], target: 'player' }, { type: 'yield' }] as const,
      text: 'Seat 2 lets the attack through. It hits Seat 2 for 2 points: 7♠ 7♥ go to Seat 1\'s score pile.',
    },
    {
      name: 'a blocked joker',
      actions: [{ type: 'joker-attack', joker: 'JK1', card: '9C', target: 'player' }, { type: 'ace', card: 'AC' }, { type: 'yield' }] as const,
      text: 'Seat 1 accepts the block. The attack is blocked: 9♣ goes to the discard pile. The joker stays on the field.',
    },
  ])('$name', ({ actions, text }) => {
    const state = position({ hands: [['7S', '7H', '9C'], ['AC']], fields: [['JK1'], []] });
    let last = '';
    for (const action of actions) {
      const before = JSON.parse(JSON.stringify(state));
      const seat = royals.activeSeats(state)[0]!;
      play(state, action);
      last = royals.describe(before, seat, action, state);
    }
    expect(last).toBe(text);
  });

  it('labels say who blocks and who counters', () => {
    const state = position({ hands: [['7S', '7H', 'AD'], ['AC']], fields: [[], []] });
    play(state, { type: 'arrows', cards: ['7S', '7H'], target: 'player' });
    expect(royals.actionLabel(state, { type: 'ace', card: 'AC' })).toBe('Block with the A♣');
    expect(royals.actionLabel(state, { type: 'yield' })).toBe('Let it through');
    play(state, { type: 'ace', card: 'AC' });
    expect(royals.actionLabel(state, { type: 'ace', card: 'AD' })).toBe('Counter-block with the A♦');
    expect(royals.actionLabel(state, { type: 'yield' })).toBe('Accept the block');
  });

  it('a turn that ends with a reshuffle says so, and never names a drawn card', () => {
    const state = position({ hands: [['2H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true });
    const before = JSON.parse(JSON.stringify(state));
    play(state, { type: 'end-turn' });
    const text = royals.describe(before, 0, { type: 'end-turn' }, state);
    expect(text).toBe("Seat 1 ends the turn. Seat 1 draws 4 cards. The deck runs out: the discard pile is shuffled into a new deck (reshuffle 1). Seat 2's turn.");
  });

  it('the text view shows the table', () => {
    const state = position({ hands: [['7S'], ['QD']], fields: [['KS:9H', 'JK1/'], ['JD-']] });
    const text = royals.renderText(state, 0);
    expect(text).toContain('Seat 1: field K♠[9♥] Joker/ · hand 7♠');
    expect(text).toContain('Seat 2: field J♦— · hand 1 card');
  });
});
