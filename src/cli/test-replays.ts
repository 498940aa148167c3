/** Replay files for the CLI tests, written the way the app writes: a small Royal Lock game with two branches, a Royal Suit game, a saved Royals position. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRecord, MAIN_LINE, type Cursor } from '../engine/core/record';
import { recordToReplay, type ReplayFile } from '../engine/core/replay-file';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../engine/games/royal-lock';
import { royalSuit, type RoyalSuitAction, type RoyalSuitState } from '../engine/games/royal-suit';
import { royals } from '../engine/games/royals';
import type { BaseState } from '../engine/core/game';
import { writeReplay } from '../main/files/replay-store';
import { main } from './main';

type RoyalRecord = GameRecord<RoyalLockState, RoyalLockAction>;

/** Plays `count` actions from the cursor, always the last legal one (end turn once the turn is spent). */
function playOn(record: RoyalRecord, from: Cursor, count: number): Cursor {
  let cursor = from;
  for (let i = 0; i < count; i++) {
    const state = record.stateAt(cursor);
    const seat = royalLock.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = royalLock.legalActions(state, seat);
    const result = record.play(cursor, seat, legal[i % legal.length]!);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return cursor;
}

/** Main line of 9 steps, branch-1 from step 4 with 3 steps, branch-2 from step 6 of branch-1 with 2 steps; saved on branch-1. */
export function sampleRecord(): { record: RoyalRecord; saved: Cursor } {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(
    royalLock,
    royalLock.defaultOptions(),
    [
      { name: 'Ann', bot: null },
      { name: 'Keeper', bot: 'keeper' },
    ],
    4242,
  );
  playOn(record, { line: MAIN_LINE, step: 0 }, 9);
  const branch = playOn(record, { line: MAIN_LINE, step: 4 }, 3);
  playOn(record, { line: branch.line, step: 6 }, 2);
  return { record, saved: { line: branch.line, step: 5 } };
}

/** A game where both players only ever end their turn, until the red draws empty a line. */
export function finishedRecord(): RoyalRecord {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(
    royalLock,
    royalLock.defaultOptions(),
    [{ name: 'Solo', bot: null }],
    99,
  );
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  while (!royalLock.outcome(record.stateAt(cursor))) {
    const result = record.play(cursor, 0, { type: 'endTurn' });
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return record;
}

export function sampleFile(): ReplayFile {
  const { record, saved } = sampleRecord();
  return recordToReplay(record as unknown as GameRecord, { cursor: saved, savedAt: '2024-05-01T12:00:00.000Z', title: 'Sample' });
}

export interface TempDir {
  readonly path: string;
  remove(): Promise<void>;
}

export async function tempDir(): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), 'royal-cli-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export async function writeSample(dir: string, name = 'sample.royal.json', file: ReplayFile = sampleFile()): Promise<string> {
  const path = join(dir, name);
  await writeReplay(path, file);
  return path;
}

type SuitRecord = GameRecord<RoyalSuitState, RoyalSuitAction>;

/**
 * A Royal Suit game from seed 1, every action the first legal one, to its end;
 * saved at step `saved`. Small enough for the solver to settle any step.
 */
export function royalSuitRecord(): SuitRecord {
  const record = GameRecord.start<RoyalSuitState, RoyalSuitAction>(
    royalSuit,
    royalSuit.defaultOptions(),
    [
      { name: 'Supporters', bot: null },
      { name: 'Opposers', bot: null },
    ],
    1,
  );
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (;;) {
    const state = record.stateAt(cursor);
    const seat = royalSuit.activeSeats(state)[0];
    if (seat === undefined) return record;
    const result = record.play(cursor, seat, royalSuit.legalActions(state, seat)[0]!);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
}

export function royalSuitFile(saved = 4): ReplayFile {
  return recordToReplay(royalSuitRecord() as unknown as GameRecord, {
    cursor: { line: MAIN_LINE, step: saved },
    savedAt: '2024-05-01T12:00:00.000Z',
    title: 'Royal Suit sample',
  });
}

/** The main sample with a note and marks on a main-line step and on a branch step. */
export function annotatedSampleFile(): ReplayFile {
  const { record, saved } = sampleRecord();
  record.annotations = [
    { line: MAIN_LINE, step: 2, note: 'The first lock.', highlights: [{ target: { zone: 'grid.b2' }, colour: 'gold' }], arrows: [] },
    { line: 'branch-1', step: 6, note: 'Here the branch goes its own way.', highlights: [], arrows: [{ from: { zone: 'redDeck' }, to: { zone: 'grid.a1' }, colour: 'red' }] },
  ];
  return recordToReplay(record as unknown as GameRecord, { cursor: saved, savedAt: '2024-05-01T12:00:00.000Z', title: 'Annotated sample' });
}

/** A Royals position as the table editor saves it: the deal of seed 3, laid out again, no steps yet. */
export function royalsPositionFile(change?: (state: Record<string, unknown>) => void): ReplayFile {
  const state = JSON.parse(JSON.stringify(royals.setup(royals.defaultOptions(), 2, 3))) as Record<string, unknown>;
  change?.(state);
  const record = new GameRecord(royals, royals.defaultOptions(), 3, [
    { name: 'North', bot: null },
    { name: 'South', bot: null },
  ], state as unknown as BaseState);
  record.annotations = [{ line: MAIN_LINE, step: 0, note: 'Who attacks first?', highlights: [], arrows: [] }];
  return recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: '2024-05-01T12:00:00.000Z', title: 'Royals position' });
}

/** Runs the command line as `main` would, collecting what it prints. */
export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
