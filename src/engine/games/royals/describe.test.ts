import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { play, position } from './test-position';

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
