/**
 * Opening a long replay the way the app and `replay verify` do: the file's
 * text is parsed and schema-checked, then every action is replayed through
 * the rules and every step proven against its fingerprint. In the app that is
 * the main process's part; the window then rebuilds the proven file it is
 * handed through the rules, without hashing it again (windowLoadTimes).
 */
import { mutableCopy } from '../src/engine/core/game';
import { stateHash } from '../src/engine/core/hash';
import { GameRecord, MAIN_LINE } from '../src/engine/core/record';
import type { ProvenStep } from '../src/engine/core/record-lazy';
import { findGame } from '../src/engine/games';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../src/engine/games/royal-lock';
import { parseReplayText, recordToReplay, replayToRecord, type ReplayFile } from '../src/engine/core/replay-file';
import { findLongGame } from './long-game';
import { cpuMsSince, percentile } from './measure';

export interface OpenTimes {
  readonly actions: number;
  readonly bytes: number;
  readonly runs: number;
  readonly medianMs: number;
  readonly minMs: number;
  /** Processor time of the median open, ms. */
  readonly medianCpuMs: number;
}

/** The text of the file a record saves to, as the app writes it. */
export function replayTextOf(record: GameRecord): string {
  const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: record.lastStep(MAIN_LINE) }, savedAt: '2026-01-01T00:00:00.000Z' });
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * The file the app would save for the bench's long game, fingerprinted on the
 * fast path: the same file as replayTextOf gives from the recorded game, made
 * in a fraction of the time (for the e2e that opens it in the window).
 */
export function longReplayFile(length: number): ReplayFile {
  const game = findLongGame(length, 200, () => undefined);
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, game.options, [{ name: 'Seat 1', bot: null }], game.seed);
  const state = mutableCopy(record.initial);
  const proven: ProvenStep<RoyalLockState, RoyalLockAction>[] = game.actions.map(({ seat, action }) => {
    royalLock.apply(state, seat, action);
    return { seat, action, hash: stateHash(state) };
  });
  record.appendProven(MAIN_LINE, proven);
  return recordToReplay(record as unknown as GameRecord, { cursor: { line: MAIN_LINE, step: record.lastStep(MAIN_LINE) }, savedAt: '2026-01-01T00:00:00.000Z' });
}

/** A record as a file opens it: every step proven, states rebuilt only when asked for. */
export function openedRecord(text: string): GameRecord {
  return replayToRecord(parseReplayText(text), findGame).record;
}

/** Times parse + rebuild + verify of `text` (the main process's part), `runs` times after one untimed run. */
export function openTimes(text: string, runs: number): OpenTimes {
  return timed(() => replayToRecord(parseReplayText(text), findGame).record, text.length, runs);
}

/**
 * Times the window's part of opening `text` in the app, after the main
 * process proved it: the file handed over (a structured clone, as Electron's
 * IPC makes one) and rebuilt through the rules without hashing it again, as
 * src/renderer/src/lib/host-replay.ts does.
 */
export function windowLoadTimes(text: string, runs: number): OpenTimes {
  const proven = parseReplayText(text);
  return timed(() => replayToRecord(structuredClone(proven), findGame, { fingerprints: 'proven' }).record, text.length, runs);
}

function timed(open: () => GameRecord, bytes: number, runs: number): OpenTimes {
  const first = open();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const since = process.cpuUsage();
    const start = performance.now();
    open();
    times.push(performance.now() - start);
    cpu.push(cpuMsSince(since));
  }
  return {
    actions: first.lastStep(MAIN_LINE),
    bytes,
    runs,
    medianMs: percentile(times, 0.5),
    minMs: Math.min(...times),
    medianCpuMs: percentile(cpu, 0.5),
  };
}
