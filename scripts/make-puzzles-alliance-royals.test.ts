import { describe, expect, it } from 'vitest';
import { allianceRoyals } from '../src/engine/games/alliance-royals';
import { ALLIANCE_ROYALS_PUZZLES, puzzleState, puzzleStatement } from './make-puzzles-alliance-royals';

describe('the shipped Alliance Royals puzzle set with a card tag', () => {
  const marriage = ALLIANCE_ROYALS_PUZZLES.find((puzzle) => puzzle.title === 'Alliance Royals 11: an arranged marriage')!;

  it('is solved by the arrangement the tag allows', () => {
    const state = puzzleState(marriage);
    expect(state.wonIn).toEqual({ QD: state.turn - 1 });
    const result = allianceRoyals.puzzle!.verify(state, puzzleStatement(marriage, state));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.steps.map((step) => step.action)).toContainEqual({ type: 'arrange', give: 'QH', take: 'QD' });
  });

  it('cannot be solved when Q♦ was not won lately', () => {
    const { tags: _tags, ...untagged } = marriage.spec;
    const state = puzzleState({ ...marriage, spec: untagged });
    expect(state.wonIn).toEqual({});
    expect(allianceRoyals.puzzle!.verify(state, puzzleStatement(marriage, state)).verdict).toBe('unsolvable');
  });
});
