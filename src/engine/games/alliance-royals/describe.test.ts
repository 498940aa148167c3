import { describe, expect, it } from 'vitest';
import { actionLabel, describe as describeAction } from './describe';
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
    // The table is at the draws: a pass there skips a draw only an optional play could make.
    { action: { type: 'pass' }, text: 'Skip the draw' },
  ])('$text', ({ action, text }) => {
    expect(actionLabel(position(), action)).toBe(text);
  });
});

describe('record lines', () => {
  // The record is read after the card has gone, so it says whose board the card was taken from.
  it.each<{ seat: number; action: AllianceRoyalsAction; text: string }>([
    { seat: 0, action: { type: 'assassinate', assassin: 'AD', victim: 'QD' }, text: 'Seat 1 assassinates Q♦ from Seat 2’s Spoils with A♦.' },
    { seat: 0, action: { type: 'assassinate', assassin: 'AD', victim: '10D/2' }, text: 'Seat 1 assassinates 10♦ from Seat 4’s Meld with A♦.' },
    { seat: 0, action: { type: 'ransom', royal: 'QD/2', pay: 'QS/2' }, text: 'Seat 1 ransoms Q♦ from Seat 3’s Meld with Q♠.' },
    { seat: 0, action: { type: 'pass' }, text: 'Seat 1 skips the draw.' },
  ])('$text', ({ seat, action, text }) => {
    const before = position();
    expect(describeAction(before, seat, action, before)).toBe(text);
  });
});
