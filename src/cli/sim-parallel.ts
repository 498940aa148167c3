/**
 * A simulation spread over worker threads. Game i is dealt and played from a
 * seed made of the series seed and i alone, and the sums add up the same in
 * any order (sim-stats.ts), so any number of workers gives exactly what one
 * core gives. Each worker takes a contiguous run of game numbers.
 */
import type { Worker } from 'node:worker_threads';
import type { SimArgs } from './args';
import { emptyTally, mergeTallies, type SimTally } from './sim-stats';
import { startWorker, workerModule } from './worker-start';

export interface WorkerTask {
  readonly args: SimArgs;
  readonly from: number;
  readonly to: number;
  readonly savedAt: string;
}

export type WorkerMessage = { readonly kind: 'progress'; readonly done: number } | { readonly kind: 'done'; readonly tally: SimTally };

/** How often a worker reports how many games it has played. */
export const PROGRESS_EVERY = 25;

const workerUrl = workerModule('sim-worker', import.meta.url);

/**
 * The worker threads to start: as many as asked (one per core when not asked), but never more than the machine's
 * cores, since a thread waiting for a core only adds its start-up time, nor more than there are games.
 */
export function workerCount(requested: number | null, games: number, cores: number): number {
  return Math.max(1, Math.min(requested ?? cores, cores, games));
}

function runWorker(task: WorkerTask, running: Worker[], onPlayed: (games: number) => void): Promise<SimTally> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(workerUrl, task);
    running.push(worker);
    let reported = 0;
    let tally: SimTally | null = null;
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') {
        onPlayed(message.done - reported);
        reported = message.done;
      } else {
        tally = message.tally;
        resolve(tally);
        // A loader in the thread (tsx) may hold it open after its work is done.
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!tally) reject(new Error(`a simulation worker stopped with code ${code} before it finished`));
    });
  });
}

export async function tallyInWorkers(
  args: SimArgs,
  plan: { readonly from: number; readonly to: number; readonly jobs: number; readonly players: number; readonly savedAt: string },
  onProgress?: (done: number, total: number) => void,
): Promise<SimTally> {
  const total = plan.to - plan.from;
  const jobs = Math.min(plan.jobs, total);
  let done = 0;
  const tasks = Array.from({ length: jobs }, (_, j): WorkerTask => ({
    args,
    from: plan.from + Math.floor((j * total) / jobs),
    to: plan.from + Math.floor(((j + 1) * total) / jobs),
    savedAt: plan.savedAt,
  }));
  const running: Worker[] = [];
  let tallies: SimTally[];
  try {
    tallies = await Promise.all(
      tasks.map((task) =>
        runWorker(task, running, (games) => {
          done += games;
          onProgress?.(done, total);
        }),
      ),
    );
  } catch (error) {
    // One worker's failure ends the run: the others would only keep the process alive to play games nobody counts.
    await Promise.all(running.map((worker) => worker.terminate()));
    throw error;
  }
  return tallies.reduce(mergeTallies, emptyTally(plan.players));
}
