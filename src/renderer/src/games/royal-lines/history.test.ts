import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, type Cursor } from '../../../../engine';
import { describeRecruitment, royalLines, type RoyalLinesAction, type RoyalLinesState } from '../../../../engine/games/royal-lines';
import { previousRoundResult, resolutionText } from './history';
import { people, playedRecord, position } from './test-positions';

describe('the words of the last recruitment', () => {
  it('are the log sentence from the reveal on, without the promise that set it off', () => {
    const { record, cursor } = playedRecord(3, 4, (state) => state.recruitments === 2 && state.chosen[0] !== null);
    const state = record.stateAt(cursor);
    expect(state.chosen.filter((card) => card !== null)).toHaveLength(1);
    const text = resolutionText(record, cursor)!;
    expect(text.startsWith('Recruitment 2 (ship 1): promises revealed — ')).toBe(true);
    expect(text).toContain(describeRecruitment(state.lastRecruitment!));
    expect(text).not.toContain('lays a promise face down');
  });

  it('are absent before the first recruitment', () => {
    const { record, cursor } = playedRecord(3, 4, (_, steps) => steps === 2);
    expect(resolutionText(record, cursor)).toBeNull();
    expect(resolutionText(record, { line: MAIN_LINE, step: 0 })).toBeNull();
  });

  it('go on with the choice that finished the recruitment', () => {
    // Seat 1 recruits the K♥ into J♥ Q♥ K♦ K♣: three kings and three hearts at once.
    const initial = position({
      ship: ['JS', 'QS', 'KH'],
      hands: [['9H', '2C'], ['2D', '3C'], ['3D', '4C']],
      lines: [['JH', 'QH', 'KD', 'KC'], [], []],
    });
    const record = new GameRecord<RoyalLinesState, RoyalLinesAction>(royalLines, royalLines.defaultOptions(), 1, people(3), initial);
    let cursor: Cursor = { line: MAIN_LINE, step: 0 };
    const play = (seat: number, action: RoyalLinesAction) => {
      const result = record.play(cursor, seat, action);
      if (!result.ok) throw new Error(result.reason);
      cursor = result.cursor;
    };
    play(0, { type: 'promise', card: '9H' });
    play(1, { type: 'promise', card: '2D' });
    play(2, { type: 'promise', card: '3D' });
    expect(record.stateAt(cursor).pending).toEqual({ kind: 'collapse', seat: 0, groups: ['K', 'H'] });
    expect(resolutionText(record, cursor)).toMatch(/^Recruitment \d+ \(ship 1\).*Seat 1 chooses which three collapse\.$/);
    play(0, { type: 'collapse', group: 'K' });
    expect(resolutionText(record, cursor)).toMatch(/Seat 1 chooses which three collapse\. Seat 1 chooses the three kings to collapse: the K♦, K♣ and K♥ are discarded\.$/);
  });
});

describe('the result of the round before', () => {
  it('is shown once a new round is dealt, until that round is scored', () => {
    const { record, cursor } = playedRecord(3, 9, (state) => state.round === 2);
    const dealStep = cursor.step;
    expect(record.stepAt(cursor)!.action.type).toBe('deal');
    const scored = record.stateAt({ line: MAIN_LINE, step: dealStep - 1 }).result!;
    expect(previousRoundResult(record, cursor, 0)).toEqual(scored);
    expect(previousRoundResult(record, { line: MAIN_LINE, step: dealStep - 1 }, 0), 'the round itself is scored').toBeNull();
    expect(previousRoundResult(record, { line: MAIN_LINE, step: 3 }, 0), 'the first round has none').toBeNull();
  });
});
