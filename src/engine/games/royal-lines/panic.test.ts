import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { position, type PositionSpec } from './test-position';
import { act, recruit } from './test-play';

/** The last recruitment of a round: seat 1 wins the K♣ with the 10♣ unless told otherwise. */
function lastRecruitment(spec: Partial<PositionSpec>) {
  const state = position({
    ship: ['KC'],
    shipNumber: 2,
    hands: [['10C'], ['2H'], ['3H']],
    ...spec,
  });
  return recruit(state, state.hands.map((hand) => hand[0]!));
}

describe('panic of the jokers', () => {
  it('collapses a joker with the one pair it can attach to', () => {
    const state = lastRecruitment({ lines: [[], ['JK1', 'KH', 'KS', 'QD'], []] });
    expect(state.lines[1]).toEqual(['QD']);
    expect(state.discard.slice(-3)).toEqual(['JK1', 'KH', 'KS']);
    expect(state.panic).toEqual([{ seat: 1, joker: 'JK1', group: 'K', cards: ['JK1', 'KH', 'KS'], suit: null, chosen: false }]);
    expect(state.phase).toBe('scored');
  });

  it('wakes only after the last recruitment', () => {
    const state = position({ ship: ['KC', 'QC'], shipNumber: 2, hands: [['10C', '2D'], ['2H', '3D'], ['3H', '4D']], lines: [[], ['JK1', 'KH', 'KS'], []] });
    recruit(state, ['10C', '2H', '3H']);
    expect(state.lines[1]).toEqual(['JK1', 'KH', 'KS']);
    expect(state.phase).toBe('promise');
  });

  it('lets the player choose when the joker could attach to several pairs', () => {
    const state = lastRecruitment({ lines: [[], ['KH', 'JK1', 'KS', 'QH'], []] });
    expect(state.pending).toEqual({ kind: 'panic', seat: 1, joker: 'JK1', groups: ['K', 'H'] });
    expect(royalLines.activeSeats(state)).toEqual([1]);
    expect(royalLines.legalActions(state, 1)).toEqual([
      { type: 'collapse', group: 'K' },
      { type: 'collapse', group: 'H' },
    ]);
    act(state, { type: 'collapse', group: 'H' });
    expect(state.lines[1]).toEqual(['KS']);
    expect(state.discard.slice(-3)).toEqual(['JK1', 'KH', 'QH']);
    expect(state.panic[0]).toMatchObject({ group: 'H', chosen: true });
    expect(state.phase).toBe('scored');
  });

  it('settles a joker with no pair in the suit its player chooses, which then counts for scoring', () => {
    const state = lastRecruitment({ settlers: ['AC', 'AS', 'AD'], lines: [[], ['KS', 'JK1', 'QH'], []] });
    expect(state.pending).toEqual({ kind: 'settle', seat: 1, joker: 'JK1' });
    expect(royalLines.legalActions(state, 1)).toEqual(['C', 'D', 'H', 'S'].map((suit) => ({ type: 'settle', suit })));
    act(state, { type: 'settle', suit: 'S' });
    expect(state.settled).toEqual([{ seat: 1, joker: 'JK1', suit: 'S' }]);
    expect(state.lines[1]).toEqual(['KS', 'JK1', 'QH']);
    expect(state.result?.scores[1]).toMatchObject({ suits: ['S', 'S', 'H'], form: 'democracy', points: 1 });
  });

  it('lets two jokers of one line panic one after the other', () => {
    const state = lastRecruitment({ seats: 3, lines: [[], ['JK1', 'JK2', 'KH', 'KS', 'QD', 'QC'], []] });
    expect(state.pending).toEqual({ kind: 'panic', seat: 1, joker: 'JK1', groups: ['Q', 'K'] });
    act(state, { type: 'collapse', group: 'K' });
    // The second joker has one pair left: no question.
    expect(state.lines[1]).toEqual([]);
    expect(state.panic.map((event) => event.group)).toEqual(['K', 'Q']);
    expect(state.phase).toBe('scored');
  });

  it('a settled joker is no partner for another joker', () => {
    const state = lastRecruitment({ lines: [[], ['JK1', 'JK2', 'KH'], []] });
    expect(state.pending).toMatchObject({ kind: 'settle', joker: 'JK1' });
    act(state, { type: 'settle', suit: 'H' });
    expect(state.pending).toMatchObject({ kind: 'settle', joker: 'JK2' });
    act(state, { type: 'settle', suit: 'H' });
    expect(state.lines[1]).toEqual(['JK1', 'JK2', 'KH']);
    expect(state.phase).toBe('scored');
  });

  it('asks the players in turn from the dealer’s left', () => {
    const state = lastRecruitment({ dealer: 1, lines: [['JK1'], [], ['JK2']] });
    expect(state.pending).toMatchObject({ kind: 'settle', seat: 2, joker: 'JK2' });
    act(state, { type: 'settle', suit: 'D' });
    expect(state.pending).toMatchObject({ kind: 'settle', seat: 0, joker: 'JK1' });
  });

  it('the recruit of the last recruitment panics too', () => {
    const state = lastRecruitment({ ship: ['JK1'], hands: [['10C'], ['2H'], ['3H']], lines: [['KC', 'KD'], [], []] });
    expect(state.lines[0]).toEqual([]);
    expect(state.panic).toHaveLength(1);
  });
});
