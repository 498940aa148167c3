/** Real Royal Lock replay files for the main process tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRecord, MAIN_LINE, recordToReplay, stateHash, type Cursor, type ReplayFile } from '../../engine';
import type { PuzzleSection } from '../../engine/core/puzzle';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../../engine/games/royal-lock';
import { royals, type RoyalsState } from '../../engine/games/royals';

export const SAVED_AT = '2025-03-01T12:00:00.000Z';

/** A one-player game with the first legal action taken `steps` times. */
export function makeReplay(steps = 6, seed = 7): ReplayFile {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), [{ name: 'Ann', bot: null }], seed);
  const cursor = playFirstActions(record, { line: MAIN_LINE, step: 0 }, steps);
  return recordToReplay(record, { cursor, savedAt: SAVED_AT, title: 'Test game' });
}

/** A Royal Lock puzzle set at the end of a game of `steps` actions (its result left out: nothing here searches it). */
export function makePuzzle(steps = 4, seed = 7, puzzle: Partial<PuzzleSection> = {}): ReplayFile {
  return { ...makeReplay(steps, seed), title: 'Test puzzle', puzzle: { goal: 'lock-whatever', params: {}, side: 0, limit: 1, knowledge: 'red-deck-unknown', teaching: '', admitsCooks: false, ...puzzle } };
}

/** A game with a branch leaving the main line at step 2. */
export function makeBranchedReplay(): ReplayFile {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), [{ name: 'Ann', bot: null }], 11);
  playFirstActions(record, { line: MAIN_LINE, step: 0 }, 5);
  const state = record.stateAt({ line: MAIN_LINE, step: 2 });
  const seat = royalLock.activeSeats(state)[0]!;
  const other = royalLock.legalActions(state, seat).at(-1)!;
  const result = record.play({ line: MAIN_LINE, step: 2 }, seat, other);
  if (!result.ok || !result.branched) throw new Error('expected a branch');
  return recordToReplay(record, { cursor: result.cursor, savedAt: SAVED_AT });
}

function playFirstActions(record: GameRecord<RoyalLockState, RoyalLockAction>, from: Cursor, steps: number): Cursor {
  let cursor = from;
  for (let i = 0; i < steps; i++) {
    const state = record.stateAt(cursor);
    const seat = royalLock.activeSeats(state)[0]!;
    const action = royalLock.legalActions(state, seat)[0]!;
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return cursor;
}

/**
 * A Royals position file: a fresh deal set up as the start, `change` made to
 * its state and the fingerprint made to match, as an earlier version could
 * have saved it; with `moves`, a move played from the deal follows it.
 */
export function makeRoyalsPosition(change: (state: RoyalsState) => void = () => undefined, { moves = false } = {}): ReplayFile {
  const state = royals.setup(royals.defaultOptions(), 2, 5);
  const players = [{ name: 'Ann', bot: null }, { name: 'Ben', bot: null }];
  const record = GameRecord.fromState(royals, royals.defaultOptions(), players, state, 5);
  const cursor = { line: MAIN_LINE, step: 0 };
  if (moves) record.play(cursor, state.seat, royals.legalActions(state, state.seat)[0]!);
  const file = copyOf(recordToReplay(record as unknown as GameRecord, { cursor, savedAt: SAVED_AT, title: 'Set-up position' }));
  if (file.start.kind !== 'position') throw new Error('expected a position file');
  change(file.start.state as RoyalsState);
  return { ...file, initialHash: stateHash(file.start.state) };
}

/** A fresh temporary folder, and a way to remove it. */
export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'royal-table-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A deep copy to tamper with. */
export function copyOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
