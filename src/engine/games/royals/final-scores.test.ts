import { describe, expect, it } from 'vitest';
import { finalScores } from './outcome';
import type { GameSummary } from './types';

const summary = (game: number, totals: [number, number]): GameSummary => ({ game, first: 0, totals, winners: totals[0] > totals[1] ? [0] : [1] });

describe('royals finalScores', () => {
  it.each<[string, GameSummary[], number[]]>([
    ['one game', [summary(1, [23, 17])], [23, 17]],
    ['a match of three games, every game counted', [summary(1, [10, 7]), summary(2, [3, 12]), summary(3, [0, 5])], [13, 24]],
  ])('%s', (_case, results, scores) => {
    expect(finalScores({ results })).toEqual(scores);
  });
});
