/**
 * Who knew what: the knowledge ledger at random steps of the 10,000-action
 * Royal Lock record (the first query walks the whole line and keeps the
 * track; every later one reads it), the told example of each game from
 * every seat, and 200 what-if re-deals of a four-seat Royal Lines game played
 * out by the default bots on every core, through the CLI's own path
 * (src/cli/whatif-command.ts), with its progress line on a terminal.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { whatIfCommand } from '../src/cli/whatif-command';
import { knowledgeAt } from '../src/engine/core/ledger';
import { MAIN_LINE, type GameRecord } from '../src/engine/core/record';
import { cpuMsSince, mean, percentile } from './measure';
import { openedRecord, replayTextOf } from './replay-open';
import { royalLinesGame } from './review';

export const TARGET_LEDGER_MS = 5;
const WHATIF_DEALS = 200;
const WHATIF_STEP = 20;

export interface LedgerTimes {
  readonly game: string;
  readonly steps: number;
  readonly seats: number;
  /** The first query at the line's end: the walk over every step, ms. */
  readonly firstWalkMs: number;
  readonly samples: number;
  readonly meanMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

/** The ledger at `samples` random steps and seats of the main line, after the first walk to its end. */
export function ledgerTimes(record: GameRecord, samples: number, seed: number): LedgerTimes {
  const last = record.lastStep(MAIN_LINE);
  const seats = record.players.length;
  const start = performance.now();
  for (let seat = 0; seat < seats; seat++) knowledgeAt(record, { line: MAIN_LINE, step: last }, seat);
  const firstWalkMs = (performance.now() - start) / seats;
  const generator = xoroshiro128plus(seed);
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < samples; i++) {
    const step = uniformInt(generator, 0, last);
    const seat = uniformInt(generator, 0, seats - 1);
    const at = performance.now();
    sink += knowledgeAt(record, { line: MAIN_LINE, step }, seat).entries.length;
    times.push(performance.now() - at);
  }
  if (sink < 0) throw new Error('unreachable');
  return { game: record.game.id, steps: last, seats, firstWalkMs, samples, meanMs: mean(times), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times) };
}

const examplesRoot = join(import.meta.dirname, '..', 'examples');

/** Every game's told example, each from a fresh open so the first walk is timed too. */
export function exampleLedgerTimes(samples: number): LedgerTimes[] {
  return readdirSync(examplesRoot).flatMap((game) =>
    readdirSync(join(examplesRoot, game))
      .filter((name) => name.endsWith('-told-step-by-step.royal.json'))
      .map((name) => ledgerTimes(openedRecord(readFileSync(join(examplesRoot, game, name), 'utf8')), samples, 5)),
  );
}

export interface WhatIfBench {
  readonly seats: number;
  readonly step: number;
  readonly deals: number;
  readonly jobs: number;
  readonly wins: number;
  readonly unfinished: number;
  readonly wallS: number;
  readonly cpuS: number;
  readonly dealsPerSec: number;
}

/** 200 re-deals of what seat 1 did not know at step 20 of a four-seat Royal Lines game, played out on every core. */
export async function whatIfBench(log: (line: string) => void = () => undefined): Promise<WhatIfBench> {
  const record = royalLinesGame(WHATIF_STEP);
  const folder = mkdtempSync(join(tmpdir(), 'royal-whatif-bench-'));
  const file = join(folder, 'royal-lines-whatif.royal.json');
  const jobs = availableParallelism();
  try {
    writeFileSync(file, replayTextOf(record));
    log(`  ${WHATIF_DEALS} re-deals from step ${WHATIF_STEP}, ${jobs} workers…`);
    const cpu = process.cpuUsage();
    const start = performance.now();
    const report = await whatIfCommand({
      kind: 'whatif',
      file,
      line: null,
      step: WHATIF_STEP,
      seat: 0,
      deals: WHATIF_DEALS,
      seed: 1,
      maxActions: 10_000,
      jobs,
      json: true,
    });
    const wallS = (performance.now() - start) / 1000;
    return {
      seats: record.players.length,
      step: WHATIF_STEP,
      deals: report.odds.deals,
      jobs,
      wins: report.odds.wins,
      unfinished: report.odds.unfinished,
      wallS,
      cpuS: cpuMsSince(cpu) / 1000,
      dealsPerSec: report.odds.deals / wallS,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Whether every lookup after the first walk came within the target: "any step", so the slowest counts. */
export function ledgerMeetsTarget(t: LedgerTimes): boolean {
  return t.maxMs < TARGET_LEDGER_MS;
}

function ledgerLine(t: LedgerTimes): string {
  return `${t.game}, ${t.steps} steps, ${t.seats} seat${t.seats === 1 ? '' : 's'}: first walk ${round(t.firstWalkMs, 1)} ms a seat; then ${t.samples} random steps: mean ${round(t.meanMs)} ms, p95 ${round(t.p95Ms)} ms, max ${round(t.maxMs)} ms`;
}

export function printKnowledgeBench(long: LedgerTimes, examples: readonly LedgerTimes[], whatIf: WhatIfBench, log: (line: string) => void): void {
  log(`Knowledge ledger, the ${long.steps}-action record: ${ledgerLine(long)} (target < ${TARGET_LEDGER_MS} ms at any step after the first walk: ${ledgerMeetsTarget(long) ? 'met' : 'NOT MET'})`);
  log('Knowledge ledger, each told example opened afresh, every seat:');
  for (const t of examples) log(`  ${ledgerLine(t)}`);
  printWhatIf(whatIf, log);
}

function printWhatIf(w: WhatIfBench, log: (line: string) => void): void {
  log(
    `What-if: Royal Lines, ${w.seats} seats, step ${w.step}: ${w.deals} re-deals on ${w.jobs} workers in ${round(w.wallS, 1)} s (${round(w.cpuS, 1)} s processor), ${round(w.dealsPerSec, 1)} a second; seat 1 won ${round(w.wins, 1)}, ${w.unfinished} unfinished`,
  );
}

export function ledgerJson(t: LedgerTimes) {
  return { ...t, firstWalkMs: round(t.firstWalkMs, 1), meanMs: round(t.meanMs, 3), p95Ms: round(t.p95Ms, 3), maxMs: round(t.maxMs, 3) };
}

export function whatIfJson(w: WhatIfBench) {
  return { ...w, wallS: round(w.wallS, 1), cpuS: round(w.cpuS, 1), dealsPerSec: round(w.dealsPerSec, 2) };
}
