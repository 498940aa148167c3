/** The measurements bench/isolated.ts runs each in a fresh worker. */
import { parentPort, workerData } from 'node:worker_threads';
import { playFast, playRecorded } from './benchmarks';
import type { LongGame } from './long-game';
import { perCpuSecond, timeForCpu, warmUp } from './measure';
import { royalLinesRounds } from './royal-lines';

/** One measurement, answered once. */
export type IsolatedTask = { readonly kind: 'royal-lines'; readonly seats: number; readonly rounds: number };

/** A path of the long game, warmed up once, then timed block by block on request. */
export interface PathTask {
  readonly kind: 'path';
  readonly path: 'fast' | 'recorded';
  readonly game: LongGame;
  readonly blockCpuMs: number;
}

function play(task: PathTask): () => number {
  return task.path === 'fast' ? () => playFast(task.game) : () => playRecorded(task.game).lastStep('main');
}

const task = workerData as IsolatedTask | PathTask;
if (task.kind === 'path') {
  const work = play(task);
  warmUp(work);
  parentPort!.on('message', () => parentPort!.postMessage(perCpuSecond(timeForCpu(work, task.blockCpuMs))));
  parentPort!.postMessage('ready');
} else {
  parentPort!.postMessage(royalLinesRounds(task.seats, task.rounds));
}
