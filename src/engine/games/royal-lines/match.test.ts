import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { position } from './test-position';
import { act, recruit } from './test-play';
import type { RoyalLinesOptions } from './types';

/** The last recruitment of a round where seat 1 (A♠, K♠ Q♠) scores 6 and seat 2 (A♥, K♥ Q♥) 6 or 3. */
function lastRecruitment(wins: number[], options: Partial<RoyalLinesOptions> = {}, tie = false, dealer = 0) {
  const state = position({
    ship: ['KC'],
    shipNumber: 2,
    hands: [['2H'], ['3H'], ['4H']],
    settlers: ['AS', 'AH', 'AD'],
    lines: [['KS', 'QS'], tie ? ['KH', 'QH'] : ['KH'], []],
    wins,
    options,
    dealer,
  });
  return recruit(state, ['2H', '3H', '4H']);
}

describe('rounds and the match', () => {
  it('waits for the next dealer after a round is scored', () => {
    const state = lastRecruitment([0, 0, 0]);
    expect(state.phase).toBe('scored');
    expect(royalLines.activeSeats(state)).toEqual([1]);
    expect(royalLines.legalActions(state, 1)).toEqual([{ type: 'deal' }]);
    expect(royalLines.legalActions(state, 0)).toEqual([]);
    expect(royalLines.illegalReason(state, 0, { type: 'deal' })).toBe('Seat 2 deals the next round.');
    expect(royalLines.outcome(state)).toBeNull();
  });

  it.each([
    [0, 1],
    [1, 2],
    [2, 0],
  ])('passes the deal clockwise: after seat %i dealt, seat %i deals the next round', (dealer, next) => {
    const state = lastRecruitment([0, 0, 0], {}, false, dealer);
    act(state, { type: 'deal' });
    expect(state.dealer).toBe(next);
    expect(state.round).toBe(2);
  });

  it('deals a fresh round from the whole deck and remembers the last one in short', () => {
    const state = lastRecruitment([0, 0, 0]);
    const cards = royalLines.allCards(state).length;
    act(state, { type: 'deal' });
    expect(state).toMatchObject({ phase: 'promise', shipNumber: 1, recruitments: 0, lastRecruitment: null, result: null, panic: [], settled: [] });
    expect(state.previous).toEqual({ round: 1, points: [6, 3, 0], winners: [0] });
    expect(state.wins).toEqual([1, 0, 0]);
    expect(state.lines).toEqual([[], [], []]);
    expect(state.hands.every((hand) => hand.length === 7)).toBe(true);
    expect(state.ship).toHaveLength(7);
    expect(royalLines.allCards(state)).toHaveLength(cards);
  });

  it('ends the match when a player reaches the target', () => {
    const state = lastRecruitment([2, 2, 0]);
    expect(state.phase).toBe('over');
    expect(royalLines.activeSeats(state)).toEqual([]);
    expect(royalLines.outcome(state)).toEqual({
      label: 'win',
      winners: [0],
      text: 'Seat 1 wins the match with 3 round wins and becomes the Colonial Overlord.',
    });
    expect(royalLines.illegalReason(state, 1, { type: 'deal' })).toBe('The match is over.');
  });

  it('follows the target option', () => {
    expect(lastRecruitment([0, 0, 0], { target: 1 }).phase).toBe('over');
    expect(lastRecruitment([2, 0, 0], { target: 4 }).phase).toBe('scored');
  });

  it('shares the match between players reaching the target together', () => {
    const state = lastRecruitment([2, 2, 0], {}, true);
    expect(royalLines.outcome(state)).toEqual({
      label: 'shared',
      winners: [0, 1],
      text: 'Seat 1 and Seat 2 share the match with 3 round wins each.',
    });
  });

  it('plays on after a tie at the target under the play-on option, until one leads alone', () => {
    const state = lastRecruitment([2, 2, 0], { matchTie: 'play-on' }, true);
    expect(state.phase).toBe('scored');
    expect(state.wins).toEqual([3, 3, 0]);
    const next = lastRecruitment([3, 3, 0], { matchTie: 'play-on' });
    expect(royalLines.outcome(next)?.winners).toEqual([0]);
  });
});
