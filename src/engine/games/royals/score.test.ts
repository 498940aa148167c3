import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { gameResult, seatScore } from './score';
import { play, position } from './test-position';

describe('scoring', () => {
  it('royals by their damage, jokers double, tribute and arrows one each', () => {
    const state = position({
      hands: [[], []],
      scores: [{ groups: [['KS', '7H', '3C'], ['JD', '8H', '2C'], ['QC', '9S'], ['JK1', '6D']], points: ['5H', '5S', 'AC'] }, {}],
    });
    const score = seatScore(state, 0);
    expect(score.royals.map((part) => part.points)).toEqual([10, 2, 4]);
    expect(score.jokers.map((part) => part.points)).toEqual([12]);
    expect(score.points).toEqual(['5H', '5S', 'AC']);
    expect(score.total).toBe(31);
  });

  it.each([
    { fieldScores: 'count' as const, total: 9 },
    { fieldScores: 'score-pile-only' as const, total: 0 },
  ])('royals left on the field with cards under them ($fieldScores)', ({ fieldScores, total }) => {
    const state = position({ hands: [[], []], fields: [['KS:4H,5H', 'QD-'], []], options: { fieldScores } });
    expect(seatScore(state, 0).total).toBe(total);
  });

  it.each([
    { points: [['2H'], ['3H', '4H']], winners: [1] },
    { points: [['2H', '4H'], ['3H']], winners: [0] },
    { points: [['2H', '5H'], ['3H']], groups: [[], [['KS', 'AC']]], winners: [] },
  ])('the higher score wins; equal scores tie: $winners', ({ points, groups, winners }) => {
    const state = position({ hands: [[], []], scores: [0, 1].map((seat) => ({ points: points[seat], groups: groups?.[seat] })) });
    expect(gameResult(state).winners).toEqual(winners);
  });
});

describe('a match of several games', () => {
  function endGame(options: { games: number }, points: readonly (readonly string[])[], first = 0) {
    const state = position({ hands: [[], []], options, phase: 'last-round', finalTurns: [first], seat: first, scores: points.map((p) => ({ points: p })) });
    state.first = first;
    play(state, { type: 'end-turn' });
    return state;
  }

  it('the loser of a game begins the next, with a fresh deal', () => {
    const state = endGame({ games: 3 }, [['2H', '3H'], ['4H']]);
    expect(state.stage).toBe('scored');
    expect(state.wins).toEqual([1, 0]);
    expect(royals.activeSeats(state)).toEqual([1]);
    play(state, { type: 'next-game' });
    expect(state.game).toBe(2);
    expect(state.first).toBe(1);
    expect(state.seat).toBe(1);
    expect(state.hands.map((hand) => hand.length)).toEqual([5, 5]);
    expect(state.deck).toHaveLength(44);
    expect(state.phase).toBe('cold-war');
    expect(state.results).toEqual([{ game: 1, first: 0, totals: [2, 1], winners: [0] }]);
  });

  it('after a tie the player who went second begins', () => {
    const state = endGame({ games: 2 }, [['2H'], ['4H']], 1);
    expect(state.result!.winners).toEqual([]);
    expect(royals.activeSeats(state)).toEqual([0]);
  });

  it('the last game ends the match: more wins take it, equal wins draw', () => {
    const single = endGame({ games: 1 }, [['2H', '3H'], ['4H']]);
    expect(royals.outcome(single)).toEqual({ label: 'win', winners: [0], text: 'Seat 1 wins 2 to 1.' });
    const tied = endGame({ games: 1 }, [['2H'], ['4H']]);
    expect(royals.outcome(tied)).toEqual({ label: 'draw', winners: [], text: 'The game is a tie at 1 point each.' });
  });
});
