/** The measurements bench/isolated.ts runs each in a fresh worker. */
import { parentPort, workerData } from 'node:worker_threads';
import { playFast, playRecorded } from './benchmarks';
import type { LongGame } from './long-game';
import { perCpuSecond, timeRunsCpu } from './measure';

export type IsolatedTask =
  | { readonly kind: 'fast'; readonly game: LongGame; readonly rounds: number; readonly runs: number }
  | { readonly kind: 'recorded'; readonly game: LongGame; readonly rounds: number; readonly runs: number };

/** Actions per processor second: the best of `rounds` blocks of `runs` plays, after a warm-up. */
function bestOf(rounds: number, runs: number, play: () => number): number {
  let best = 0;
  for (let round = 0; round < rounds; round++) best = Math.max(best, perCpuSecond(timeRunsCpu(play, round === 0 ? 2 : 0, runs)));
  return best;
}

function run(task: IsolatedTask): number {
  switch (task.kind) {
    case 'fast':
      return bestOf(task.rounds, task.runs, () => playFast(task.game));
    case 'recorded':
      return bestOf(task.rounds, task.runs, () => playRecorded(task.game).lastStep('main'));
  }
}

parentPort!.postMessage(run(workerData as IsolatedTask));
