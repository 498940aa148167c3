import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../../../engine';
import { royalLines } from '../../../../engine/games/royal-lines';
import { actingSeat, activityOf, actsFaceUp } from './acting';
import { playedRecord, position } from './test-positions';

describe('who the person at the screen acts for', () => {
  const bots = (...seats: number[]) => (seat: number) => seats.includes(seat);

  it.each<[string, Parameters<typeof actingSeat>, number | null]>([
    ['their own seat', [1, [0, 1, 2], bots(0, 2)], 1],
    ['nobody, when the seat shown is a bot’s', [0, [0, 1, 2], bots(0, 2)], null],
    ['with everything face up, the one person asked to choose or deal', ['all', [1], bots(0, 2)], 1],
    ['with everything face up, nobody while several seats choose promises', ['all', [0, 1], bots()], null],
    ['with everything face up, nobody when a bot is to act', ['all', [2], bots(2)], null],
  ])('%s', (_, args, seat) => {
    expect(actingSeat(...args)).toBe(seat);
  });
});

describe('what the table takes with everything face up', () => {
  it('never a promise, even the last one to lay', () => {
    const state = position({ ship: ['JS', 'QS', 'KH'], hands: [['9H', '2C'], ['2D', '3C'], ['3D', '4C']] });
    expect(actsFaceUp(state, 0)).toBe(false);
    royalLines.apply(state, 0, { type: 'promise', card: '9H' });
    royalLines.apply(state, 1, { type: 'promise', card: '2D' });
    expect(royalLines.activeSeats(state)).toEqual([2]);
    expect(actsFaceUp(state, 2)).toBe(false);
  });

  it('the deal of the seat that deals next', () => {
    const { record, cursor } = playedRecord(3, 9, (state) => state.phase === 'scored');
    const state = mutableCopy(record.stateAt(cursor));
    expect(actsFaceUp(state, 1)).toBe(true);
    expect(actsFaceUp(state, 0)).toBe(false);
  });
});

describe('what each seat is doing', () => {
  it('promises laid and still to choose', () => {
    const state = position({ ship: ['JS', 'QS', 'KH'], hands: [['9H', '2C'], ['2D', '3C'], ['3D', '4C']] });
    royalLines.apply(state, 1, { type: 'promise', card: '2D' });
    const view = royalLines.view(state, 0);
    expect([0, 1, 2].map((seat) => activityOf(view, seat))).toEqual(['choosing…', 'promise laid', 'choosing…']);
  });

  it('the next dealer once the round is scored', () => {
    const { record, cursor } = playedRecord(3, 9, (state) => state.phase === 'scored');
    const view = royalLines.view(mutableCopy(record.stateAt(cursor)), 0);
    expect([0, 1, 2].map((seat) => activityOf(view, seat))).toEqual([null, 'deals next', null]);
  });
});
