/**
 * One example reviewed in a worker of its own, as the app's review worker
 * starts cold for every review: the file opened, then every decision of its
 * main line judged in step order on this one thread, with the processor time
 * and the clock time at which the first judgement and the first mark came.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { MAIN_LINE } from '../src/engine/core/record';
import { parseReplayText, replayToRecord } from '../src/engine/core/replay-file';
import { reviewLine, type ReviewStrength } from '../src/engine/core/review';
import { findGame } from '../src/engine/games';
import { cpuMsSince } from './measure';

export interface ExampleTask {
  readonly path: string;
  readonly strength: ReviewStrength;
  readonly seed: number;
}

/** When something came: processor ms and clock ms since the review began. */
export interface Moment {
  readonly cpuMs: number;
  readonly wallMs: number;
}

export interface ExampleTiming {
  readonly decisions: number;
  readonly marked: number;
  readonly whole: Moment;
  readonly firstJudgement: Moment | null;
  /** Null when no step was marked. */
  readonly firstMark: (Moment & { readonly step: number }) | null;
}

const task = workerData as ExampleTask;
const { record } = replayToRecord(parseReplayText(readFileSync(task.path, 'utf8')), findGame);
const cpu = process.cpuUsage();
const start = performance.now();
const now = (): Moment => ({ cpuMs: cpuMsSince(cpu), wallMs: performance.now() - start });
let firstJudgement: Moment | null = null;
let firstMark: ExampleTiming['firstMark'] = null;
const review = reviewLine(record, MAIN_LINE, task.strength, task.seed, (judged) => {
  firstJudgement ??= now();
  if (judged.mark && !firstMark) firstMark = { ...now(), step: judged.step };
});
const timing: ExampleTiming = {
  decisions: review.steps.length,
  marked: review.steps.filter((judged) => judged.mark !== null).length,
  whole: now(),
  firstJudgement,
  firstMark,
};
parentPort!.postMessage(timing);
