import { describe, expect, it } from 'vitest';
import { describeResult } from '../../../../engine/games/alliance-royals/describe';
import { scoreRound } from '../../../../engine/games/alliance-royals/flow';
import { table } from '../../../../engine/games/alliance-royals/test-position';
import { scoreRows } from './score-table';

describe('the round score table', () => {
  // Seat 1 has won K♥ and 9♥ and holds nothing; the others are left holding more points than their boards.
  const state = table({
    hands: [[], ['3S', '4S', '5S'], ['QD', '4D'], ['3C']],
    spoils: [['KH', '9H'], [], ['5D'], []],
    restDead: true,
  });
  scoreRound(state, 'ended', 0);
  const result = state.result!;

  it('writes every negative number with the minus sign the rest of the app uses, the hand taken off included', () => {
    expect(scoreRows(result).map((row) => row.cells)).toEqual([
      ['1', '10', '0', '0', '0', '10'],
      ['2', '0', '−30', '0', '0', '−30'],
      ['3', '10', '−15', '0', '0', '−5'],
      ['4', '0', '−10', '0', '0', '−10'],
    ]);
  });

  it('reads out the same figures in the same signs', () => {
    expect(describeResult(result)).toBe(
      'Seat 1: board 10 − hand 0 = 10 → 10; Seat 2: board 0 − hand 30 = −30 → −30; Seat 3: board 10 − hand 15 = −5 → −5; Seat 4: board 0 − hand 10 = −10 → −10. Seats 1 & 3 5, Seats 2 & 4 −40.',
    );
  });
});
