import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { position, type PositionSpec } from './test-position';
import { act, recruit } from './test-play';

// Three seats, the winner is always seat 1 with a 10; the others play low clubs the ship never wants.
const HANDS = [['10H', '10S', '10D', '2H'], ['2C', '3H'], ['3C', '4H']];

function recruitBySeat1(spec: Omit<PositionSpec, 'hands'>, promise: string) {
  const state = position({ hands: HANDS, ...spec });
  return recruit(state, [promise, '2C', '3C']);
}

describe('ace takeover', () => {
  it.each([
    ['an ace settler', 'AS'],
    ['a joker settler', 'JK1'],
  ])('a recruited ace replaces %s, face up; the old settler is discarded', (_name, settler) => {
    const state = recruitBySeat1({ ship: ['KD', 'AH'], settlers: [settler, 'AC', 'AD'], lines: [['KS'], [], []] }, '10H');
    expect(state.settlers[0]).toBe('AH');
    expect(state.settlerShown[0]).toBe(true);
    expect(state.discard.at(-1)).toBe(settler);
    expect(state.lines[0]).toEqual(['KS']);
    expect(state.lastRecruitment).toMatchObject({ result: 'takeover', colonial: 'AH', replacedSettler: settler });
  });

  it('an ace that took over can itself be taken over', () => {
    const state = recruitBySeat1({ ship: ['KD', 'AH'], settlers: ['AS', 'AC', 'AD'], settlerShown: [true, false, false] }, '10H');
    expect(state.settlers[0]).toBe('AH');
    expect(state.discard.at(-1)).toBe('AS');
  });
});

describe('colony collapse', () => {
  it.each<[string, string[], string[], string, string[], string[]]>([
    ['three of a rank split up', ['KS', 'KH'], ['QD', 'KD'], '10D', [], ['KS', 'KH', 'KD']],
    ['three of a suit leave', ['JS', 'QS'], ['QD', 'KS'], '10S', [], ['JS', 'QS', 'KS']],
    ['two of a rank and two of a suit stay', ['KS', 'JD'], ['QC', 'KD'], '10D', ['KS', 'JD', 'KD'], []],
    ['an inactive joker never completes a collapse', ['KS', 'JK1'], ['QC', 'KD'], '10D', ['KS', 'JK1', 'KD'], []],
    ['other cards stay when three collapse', ['QH', 'KS', 'JC', 'KH'], ['QC', 'KD'], '10D', ['QH', 'JC'], ['KS', 'KH', 'KD']],
  ])('%s', (_name, line, ship, promise, after, discarded) => {
    const state = recruitBySeat1({ ship, lines: [line, [], []] }, promise);
    expect(state.lines[0]).toEqual(after);
    if (discarded.length) {
      expect(state.discard.slice(-3)).toEqual(discarded);
      expect(state.lastRecruitment?.collapse).toMatchObject({ seat: 0, cards: discarded, chosen: false });
    } else {
      expect(state.lastRecruitment?.collapse).toBeNull();
    }
    expect(state.phase).toBe('promise');
  });

  it('asks the winner which three collapse when a rank and a suit both would', () => {
    const state = recruitBySeat1({ ship: ['QC', 'KS'], lines: [['KH', 'KD', 'JS', 'QS'], [], []] }, '10S');
    expect(state.phase).toBe('choice');
    expect(state.pending).toEqual({ kind: 'collapse', seat: 0, groups: ['K', 'S'] });
    expect(royalLines.activeSeats(state)).toEqual([0]);
    expect(royalLines.legalActions(state, 0)).toEqual([
      { type: 'collapse', group: 'K' },
      { type: 'collapse', group: 'S' },
    ]);
    expect(royalLines.legalActions(state, 1)).toEqual([]);
    expect(state.lastRecruitment?.collapseChoice).toEqual(['K', 'S']);
  });

  it.each<[string, 'K' | 'S', string[], string[]]>([
    ['the kings', 'K', ['JS', 'QS'], ['KH', 'KD', 'KS']],
    ['the spades', 'S', ['KH', 'KD'], ['JS', 'QS', 'KS']],
  ])('collapses %s when chosen; the other three are then no longer three', (_name, group, stays, goes) => {
    const state = recruitBySeat1({ ship: ['QC', 'KS'], lines: [['KH', 'KD', 'JS', 'QS'], [], []] }, '10S');
    act(state, { type: 'collapse', group });
    expect(state.lines[0]).toEqual(stays);
    expect(state.discard.slice(-3)).toEqual(goes);
    expect(state.lastRecruitment?.collapse).toMatchObject({ seat: 0, group, cards: goes, chosen: true });
    expect(state.pending).toBeNull();
    expect(state.phase).toBe('promise');
    expect(royalLines.activeSeats(state)).toEqual([0, 1, 2]);
  });

  it('refuses a collapse that is not on offer, and the other seats meanwhile', () => {
    const state = recruitBySeat1({ ship: ['QC', 'KS'], lines: [['KH', 'KD', 'JS', 'QS'], [], []] }, '10S');
    expect(royalLines.illegalReason(state, 0, { type: 'collapse', group: 'H' })).toBe(
      'The three hearts cannot collapse now: choose the three kings or the three spades.',
    );
    expect(royalLines.illegalReason(state, 1, { type: 'promise', card: '3H' })).toBe(
      'Seat 1 is to choose which three collapse: the three kings or the three spades.',
    );
    expect(royalLines.illegalReason(state, 0, { type: 'settle', suit: 'H' })).toBe(
      'You must choose which three collapse: the three kings or the three spades.',
    );
  });
});

describe('recruited jokers', () => {
  it('join the royal line inactive', () => {
    const state = recruitBySeat1({ ship: ['QC', 'KS', 'JK1'], lines: [['KH', 'KD'], [], []] }, '10H');
    expect(state.lines[0]).toEqual(['KH', 'KD', 'JK1']);
    expect(state.lastRecruitment).toMatchObject({ result: 'recruited', colonial: 'JK1', collapse: null });
  });
});
