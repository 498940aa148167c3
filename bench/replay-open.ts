/**
 * Opening a long replay the way the app and `replay verify` do: the file's
 * text is parsed and schema-checked, then every action is replayed through
 * the rules and every step proven against its fingerprint.
 */
import { GameRecord, MAIN_LINE } from '../src/engine/core/record';
import { findGame } from '../src/engine/games';
import { parseReplayText, recordToReplay, replayToRecord } from '../src/engine/core/replay-file';
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

/** A record as a file opens it: every step proven, states rebuilt only when asked for. */
export function openedRecord(text: string): GameRecord {
  return replayToRecord(parseReplayText(text), findGame).record;
}

/** Times parse + rebuild + verify of `text`, `runs` times after one untimed run. */
export function openTimes(text: string, runs: number): OpenTimes {
  const open = () => replayToRecord(parseReplayText(text), findGame).record;
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
    bytes: text.length,
    runs,
    medianMs: percentile(times, 0.5),
    minMs: Math.min(...times),
    medianCpuMs: percentile(cpu, 0.5),
  };
}
