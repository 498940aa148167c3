import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, type Cursor } from '../../core/record';
import { recordToReplay, replayToRecord } from '../../core/replay-file';
import { findGame } from '../index';
import { royalLock } from './index';
import type { RoyalLockAction, RoyalLockState } from './types';

/** A keeper game played through the record, where every action is applied to an immer draft. */
function recordedGame(seed: number, seats: number): { record: GameRecord<RoyalLockState, RoyalLockAction>; cursor: Cursor } {
  const players = Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, bot: 'keeper' }));
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), players, seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let n = 0; n < 400; n++) {
    const state = record.stateAt(cursor);
    if (royalLock.outcome(state)) break;
    const seat = royalLock.activeSeats(state)[0]!;
    const legal = royalLock.legalActions(state, seat);
    const action = royalLock.bots[0]!.choose({ view: royalLock.view(state, seat), seat, legal, seed: n });
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return { record, cursor };
}

describe('Royal Lock in a game record', () => {
  it.each([
    [3, 1],
    [4, 2],
  ])('plays seed %i with %i seats to the end, keeping every card and telling every step', (seed, seats) => {
    const { record, cursor } = recordedGame(seed, seats);
    expect(royalLock.outcome(record.stateAt(cursor))).not.toBeNull();
    for (const step of record.history(cursor.line)) {
      expect(step.text.length).toBeGreaterThan(10);
      const cards = royalLock.allCards(step.state);
      expect(cards).toHaveLength(52);
      expect(new Set(cards).size).toBe(52);
    }
  });

  it('saves to a replay file and rebuilds the same game from it', () => {
    const { record, cursor } = recordedGame(5, 2);
    const file = recordToReplay(record, { cursor, savedAt: '2024-01-01T00:00:00.000Z' });
    const loaded = replayToRecord(JSON.parse(JSON.stringify(file)), findGame);
    expect(loaded.cursor).toEqual(cursor);
    expect(loaded.record.stateAt(cursor)).toEqual(record.stateAt(cursor));
  });
});
