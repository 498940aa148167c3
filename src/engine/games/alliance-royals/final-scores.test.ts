import { describe, expect, it } from 'vitest';
import { finalScores } from './outcome';

describe('alliance-royals finalScores', () => {
  it.each<[string, [number, number], number[]]>([
    ['seats 1 and 3 past the target', [1100, 240], [1100, 240, 1100, 240]],
    ['seats 2 and 4 ahead, the other alliance below zero', [-340, 515], [-340, 515, -340, 515]],
  ])('each seat has its alliance total: %s', (_case, totals, scores) => {
    expect(finalScores({ totals })).toEqual(scores);
  });
});
