import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, findGame, type BaseAction } from '../../../engine';
import type { RoyalLockAction } from '../../../engine/games/royal-lock';
import { atLineEnd, stepBy, stepTo, switchLine, timelineTexts } from './navigation';

const game = findGame('royal-lock')!;

/** A solo game of Royal Lock with the given actions played on the main line. */
function played(actions: BaseAction[]): GameRecord {
  const record = GameRecord.start(game, game.defaultOptions(), [{ name: 'Seat 1', bot: null }], 11);
  let cursor = { line: MAIN_LINE, step: 0 };
  for (const action of actions) {
    const result = record.play(cursor, 0, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return record;
}

const threeMoves: RoyalLockAction[] = [
  { type: 'move', to: 1 },
  { type: 'move', to: 0 },
  { type: 'move', to: 3 },
];

describe('stepping along a line', () => {
  const record = played(threeMoves);
  it.each([
    { from: 0, delta: -1, to: 0 },
    { from: 0, delta: 1, to: 1 },
    { from: 2, delta: -1, to: 1 },
    { from: 3, delta: 1, to: 3 },
    { from: 1, delta: 10, to: 3 },
  ])('from step $from by $delta lands on $to', ({ from, delta, to }) => {
    expect(stepBy(record, { line: MAIN_LINE, step: from }, delta)).toEqual({ line: MAIN_LINE, step: to });
  });

  it.each([
    { step: -5, to: 0 },
    { step: 2, to: 2 },
    { step: 99, to: 3 },
  ])('a jump to $step is kept inside the line ($to)', ({ step, to }) => {
    expect(stepTo(record, MAIN_LINE, step).step).toBe(to);
  });
});

describe('lines', () => {
  it('switching to a shorter line keeps the step where that line reaches it', () => {
    const record = played(threeMoves);
    const otherMove: RoyalLockAction = { type: 'move', to: 2 };
    const played2 = record.play({ line: MAIN_LINE, step: 1 }, 0, otherMove);
    if (!played2.ok) throw new Error(played2.reason);
    const branch = played2.cursor.line;
    expect(switchLine(record, { line: MAIN_LINE, step: 3 }, branch)).toEqual({ line: branch, step: 2 });
    expect(switchLine(record, { line: branch, step: 1 }, MAIN_LINE)).toEqual({ line: MAIN_LINE, step: 1 });
  });

  it('knows the end of a line', () => {
    const record = played(threeMoves);
    expect(atLineEnd(record, { line: MAIN_LINE, step: 3 })).toBe(true);
    expect(atLineEnd(record, { line: MAIN_LINE, step: 1 })).toBe(false);
  });
});

describe('timeline words', () => {
  it('starts with the set-up and then tells each step as it was played', () => {
    const texts = timelineTexts(played(threeMoves), MAIN_LINE);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toBe('Set-up');
    expect(texts[1]).toMatch(/moves up/);
  });
});
