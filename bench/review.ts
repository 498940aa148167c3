/**
 * The game review at the default strength, seed 1 (what the app and the CLI
 * use): each game's shipped told-step-by-step example reviewed on one core,
 * in a worker of its own started cold as the app's is, with the time until
 * the first judgement and the first mark; and a 200-decision Royal Lines game
 * of four seats played by the default bots, reviewed by the CLI's own path
 * (src/cli/review-command.ts) with one worker and with one per core.
 * `npx tsx bench/review.ts` runs it alone (`--json` for one JSON object).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultBot } from '../src/cli/sim-config';
import { reviewCommand } from '../src/cli/review-command';
import { startWorker } from '../src/cli/worker-start';
import type { AnyGameDefinition, BaseAction, BaseState } from '../src/engine/core/game';
import { GameRecord, MAIN_LINE } from '../src/engine/core/record';
import { DEFAULT_STRENGTH } from '../src/engine/core/review';
import { GAMES } from '../src/engine/games';
import { royalLines } from '../src/engine/games/royal-lines';
import { cpuMsSince } from './measure';
import { replayTextOf } from './replay-open';
import type { ExampleTask, ExampleTiming } from './review-worker';

export const REVIEW_SEED = 1;
export const TARGET_EXAMPLE_S = 10;
export const TARGET_FIRST_MARK_S = 1;
const LINES_DECISIONS = 200;
const LINES_SEATS = 4;
const LINES_DEAL_SEED = 1;

const examplesRoot = join(import.meta.dirname, '..', 'examples');
const workerUrl = new URL('./review-worker.ts', import.meta.url);

export type ExampleReview =
  | { readonly game: string; readonly reviewed: false; readonly reason: string }
  | ({ readonly game: string; readonly file: string; readonly reviewed: true } & ExampleTiming);

/** The example a game ships that tells a whole game, round or rounds step by step. */
function toldExample(game: AnyGameDefinition): string | null {
  const names = readdirSync(join(examplesRoot, game.id)).filter((name) => name.endsWith('-told-step-by-step.royal.json'));
  return names.length > 0 ? join(game.id, names.sort()[0]!) : null;
}

function reviewInWorker(task: ExampleTask): Promise<ExampleTiming> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(workerUrl, task);
    worker.once('message', (timing: ExampleTiming) => {
      resolve(timing);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the review of ${task.path} stopped with code ${code}`)));
  });
}

/** Every game's example reviewed on one core, one after another. */
export async function exampleReviews(log: (line: string) => void = () => undefined): Promise<ExampleReview[]> {
  const reviews: ExampleReview[] = [];
  for (const game of GAMES as readonly AnyGameDefinition[]) {
    const file = toldExample(game);
    if (!game.review) reviews.push({ game: game.id, reviewed: false, reason: `${game.title} has no game review yet` });
    else if (!file) reviews.push({ game: game.id, reviewed: false, reason: `${game.title} ships no told-step-by-step example` });
    else {
      log(`  ${file}…`);
      const timing = await reviewInWorker({ path: join(examplesRoot, file), strength: DEFAULT_STRENGTH, seed: REVIEW_SEED });
      reviews.push({ game: game.id, file, reviewed: true, ...timing });
    }
  }
  return reviews;
}

/** A Royal Lines game of four seats, the default bot in each, played from a fixed deal to its 200th decision (or its end). */
export function royalLinesGame(decisions = LINES_DECISIONS): GameRecord {
  const bot = defaultBot(royalLines as unknown as AnyGameDefinition);
  const players = Array.from({ length: LINES_SEATS }, (_, i) => ({ name: `Seat ${i + 1}`, bot: bot.id }));
  const record = GameRecord.start<BaseState, BaseAction>(royalLines as unknown as AnyGameDefinition, royalLines.defaultOptions(), players, LINES_DEAL_SEED);
  let cursor = { line: MAIN_LINE, step: 0 };
  while (cursor.step < decisions) {
    const state = record.stateAt(cursor);
    const seat = royalLines.activeSeats(state as never)[0];
    if (seat === undefined) break;
    const legal = record.game.legalActions(state, seat) as BaseAction[];
    const action = bot.choose({ view: record.game.view(state, seat), seat, legal, seed: Math.imul(LINES_DEAL_SEED, 7919) + cursor.step });
    const played = record.play(cursor, seat, action);
    if (!played.ok) throw new Error(`the ${bot.id} bot chose an illegal move at step ${cursor.step + 1}: ${played.reason}`);
    cursor = played.cursor;
  }
  return record as GameRecord;
}

export interface ParallelReview {
  readonly jobs: number;
  readonly decisions: number;
  readonly marked: number;
  readonly wallS: number;
  /** Processor time of the whole process (every worker), s. */
  readonly cpuS: number;
  readonly decisionsPerCpuSec: number;
  readonly decisionsPerSec: number;
  /** The judgements, as text, to tell whether two runs gave the same. */
  readonly judgements: string;
}

const silent = { isTTY: false, write: () => true };

/** The line reviewed by the review command with `jobs` workers: the file read in each, its share judged, the judgements gathered. */
async function reviewFile(file: string, jobs: number): Promise<ParallelReview> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const report = await reviewCommand({ kind: 'review', file, line: null, strength: DEFAULT_STRENGTH, seed: REVIEW_SEED, jobs, json: true }, silent);
  const wallS = (performance.now() - start) / 1000;
  const cpuS = cpuMsSince(cpu) / 1000;
  const decisions = report.review.steps.length;
  return {
    jobs,
    decisions,
    marked: report.review.steps.filter((judged) => judged.mark !== null).length,
    wallS,
    cpuS,
    decisionsPerCpuSec: decisions / cpuS,
    decisionsPerSec: decisions / wallS,
    judgements: JSON.stringify(report.review.steps),
  };
}

export interface LinesReview {
  readonly seats: number;
  readonly decisions: number;
  readonly oneCore: ParallelReview;
  readonly everyCore: ParallelReview;
  /** Both runs gave the same judgements, as the command promises for any number of workers. */
  readonly sameJudgements: boolean;
}

export async function royalLinesReview(log: (line: string) => void = () => undefined): Promise<LinesReview> {
  const record = royalLinesGame();
  const folder = mkdtempSync(join(tmpdir(), 'royal-review-bench-'));
  const file = join(folder, 'royal-lines-200.royal.json');
  try {
    writeFileSync(file, replayTextOf(record));
    log(`  ${record.lastStep(MAIN_LINE)} decisions, one worker…`);
    const oneCore = await reviewFile(file, 1);
    const cores = availableParallelism();
    log(`  the same on every core (${cores} workers)…`);
    const everyCore = await reviewFile(file, cores);
    return { seats: LINES_SEATS, decisions: record.lastStep(MAIN_LINE), oneCore, everyCore, sameJudgements: oneCore.judgements === everyCore.judgements };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const verdict = (met: boolean | null) => (met === null ? 'no mark to show' : met ? 'met' : 'NOT MET');

export interface ReviewBench {
  readonly strength: typeof DEFAULT_STRENGTH;
  readonly seed: number;
  readonly examples: readonly ExampleReview[];
  readonly royalLines: LinesReview;
}

export async function reviewBench(log: (line: string) => void = () => undefined): Promise<ReviewBench> {
  log(`Game review at ${DEFAULT_STRENGTH} strength, seed ${REVIEW_SEED}: each game's told-step-by-step example on one core, a worker started cold for each…`);
  const examples = await exampleReviews(log);
  log(`Game review: a ${LINES_DECISIONS}-decision Royal Lines game of ${LINES_SEATS} seats by the review command…`);
  const royalLinesFigures = await royalLinesReview(log);
  return { strength: DEFAULT_STRENGTH, seed: REVIEW_SEED, examples, royalLines: royalLinesFigures };
}

export function exampleMeetsWhole(example: ExampleReview): boolean {
  return example.reviewed && example.whole.cpuMs / 1000 < TARGET_EXAMPLE_S;
}

/** Whether the first judgement (the graph's first point) came within the target. */
export function exampleMeetsFirstJudgement(example: ExampleReview): boolean {
  return example.reviewed && example.firstJudgement !== null && example.firstJudgement.cpuMs / 1000 < TARGET_FIRST_MARK_S;
}

/** Whether the first mark came within the target; null when the line has no mark to show. */
export function exampleMeetsFirstMark(example: ExampleReview): boolean | null {
  if (!example.reviewed || example.firstMark === null) return null;
  return example.firstMark.cpuMs / 1000 < TARGET_FIRST_MARK_S;
}

/** The section's figures for `--json`, in seconds, with each target judged. */
export function reviewBenchJson(bench: ReviewBench) {
  const s = (ms: number) => round(ms / 1000);
  return {
    strength: bench.strength,
    seed: bench.seed,
    examples: bench.examples.map((example) =>
      !example.reviewed
        ? example
        : {
            game: example.game,
            file: example.file,
            decisions: example.decisions,
            marked: example.marked,
            cpuS: s(example.whole.cpuMs),
            wallS: s(example.whole.wallMs),
            firstJudgementCpuS: example.firstJudgement ? s(example.firstJudgement.cpuMs) : null,
            firstMark: example.firstMark ? { step: example.firstMark.step, cpuS: s(example.firstMark.cpuMs), wallS: s(example.firstMark.wallMs) } : null,
            targets: {
              wholeCpuS: { target: `< ${TARGET_EXAMPLE_S}`, met: exampleMeetsWhole(example) },
              firstJudgementCpuS: { target: `< ${TARGET_FIRST_MARK_S}`, met: exampleMeetsFirstJudgement(example) },
              firstMarkCpuS: { target: `< ${TARGET_FIRST_MARK_S}`, met: exampleMeetsFirstMark(example) },
            },
          },
    ),
    royalLines: {
      seats: bench.royalLines.seats,
      decisions: bench.royalLines.decisions,
      sameJudgements: bench.royalLines.sameJudgements,
      runs: [bench.royalLines.oneCore, bench.royalLines.everyCore].map((run) => ({
        jobs: run.jobs,
        marked: run.marked,
        wallS: round(run.wallS),
        cpuS: round(run.cpuS),
        decisionsPerCpuSec: round(run.decisionsPerCpuSec, 1),
        decisionsPerSec: round(run.decisionsPerSec, 1),
      })),
    },
  };
}

export function printReviewBench(bench: ReviewBench, log: (line: string) => void): void {
  log(`Game review at ${bench.strength} strength, seed ${bench.seed}, one core each (processor s, clock s in brackets):`);
  for (const example of bench.examples) {
    if (!example.reviewed) {
      log(`  ${example.game}: not measured: ${example.reason}`);
      continue;
    }
    const first = example.firstJudgement ? `${round(example.firstJudgement.cpuMs / 1000)} s (${round(example.firstJudgement.wallMs / 1000)} s)` : 'none';
    const mark = example.firstMark
      ? `first mark at step ${example.firstMark.step} after ${round(example.firstMark.cpuMs / 1000)} s (${round(example.firstMark.wallMs / 1000)} s)`
      : 'no step marked';
    log(`  ${example.file}: ${example.decisions} decisions, ${example.marked} marked`);
    log(`    whole line ${round(example.whole.cpuMs / 1000)} s (${round(example.whole.wallMs / 1000)} s) (target < ${TARGET_EXAMPLE_S} s: ${verdict(exampleMeetsWhole(example))})`);
    log(`    first judgement after ${first} (target < ${TARGET_FIRST_MARK_S} s: ${verdict(exampleMeetsFirstJudgement(example))})`);
    log(`    ${mark} (target < ${TARGET_FIRST_MARK_S} s: ${verdict(exampleMeetsFirstMark(example))})`);
  }
  const lines = bench.royalLines;
  log(`Royal Lines, ${lines.seats} seats, ${lines.decisions} decisions by the default bots, reviewed by the review command (workers started, file read in each):`);
  for (const run of [lines.oneCore, lines.everyCore]) {
    log(
      `  ${run.jobs} worker${run.jobs === 1 ? '' : 's'}: ${round(run.wallS, 1)} s on the clock, ${round(run.cpuS, 1)} s of processor time; ${round(run.decisionsPerCpuSec, 1)} decisions per processor second, ${round(run.decisionsPerSec, 1)} per clock second; ${run.marked} marked`,
    );
  }
  log(`  the same judgements on one worker and on every core: ${lines.sameJudgements ? 'yes' : 'NO'}`);
}

if (process.argv[1]?.endsWith('review.ts')) {
  const json = process.argv.includes('--json');
  const log = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  const bench = await reviewBench(log);
  if (json) process.stdout.write(`${JSON.stringify(reviewBenchJson(bench))}\n`);
  else {
    log('');
    printReviewBench(bench, log);
  }
}
