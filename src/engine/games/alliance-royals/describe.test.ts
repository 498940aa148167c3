import { describe, expect, it } from 'vitest';
import { actionLabel } from './describe';
import { table } from './test-position';
import type { AllianceRoyalsAction } from './types';

// Seat 1 is hearts, seat 2 spades, seat 3 diamonds, seat 4 clubs. Two copies of Q♦ and of 10♦ stand on different boards.
const position = () =>
  table({
    hands: [['9H', 'QS/2'], ['QS'], ['KD'], ['9S']],
    spoils: [['AD', 'KH'], ['QD', 'JS'], ['KD/2', 'QH'], ['10D']],
    meld: [[], ['10C', '10C/2', '10C/3'], ['QD/2'], ['10D/2', '10D/3', '10H']],
  });

describe('button labels', () => {
  // Copies of a card look alike, so an action that reaches into any board names the board.
  it.each<{ action: AllianceRoyalsAction; text: string }>([
    { action: { type: 'assassinate', assassin: 'AD', victim: 'QD' }, text: 'Assassinate Q♦ in Seat 2’s Spoils with A♦' },
    { action: { type: 'assassinate', assassin: 'AD', victim: 'QD/2' }, text: 'Assassinate Q♦ in Seat 3’s Meld with A♦' },
    { action: { type: 'assassinate', assassin: 'AD', victim: '10D' }, text: 'Assassinate 10♦ in Seat 4’s Spoils with A♦' },
    { action: { type: 'assassinate', assassin: 'AD', victim: '10D/2' }, text: 'Assassinate 10♦ in Seat 4’s Meld with A♦' },
    { action: { type: 'ransom', royal: 'QD/2', pay: 'QS/2' }, text: 'Ransom Q♦ in Seat 3’s Meld for Q♠' },
    { action: { type: 'discard', card: '9H' }, text: 'Discard 9♥' },
  ])('$text', ({ action, text }) => {
    expect(actionLabel(position(), action)).toBe(text);
  });
});
