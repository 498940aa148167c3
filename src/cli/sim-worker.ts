/** One worker thread of a simulation: plays its run of games and sends back their sums. */
import { parentPort, workerData } from 'node:worker_threads';
import { playRange } from './sim';
import { resolveSim } from './sim-config';
import { PROGRESS_EVERY, type WorkerMessage, type WorkerTask } from './sim-parallel';
import { emptyTally } from './sim-stats';

const task = workerData as WorkerTask;
const config = resolveSim(task.args);
const tally = emptyTally(config.players);
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
let done = 0;
await playRange(config, task.from, task.to, tally, task.savedAt, () => {
  done++;
  if (done % PROGRESS_EVERY === 0) post({ kind: 'progress', done });
});
post({ kind: 'progress', done });
post({ kind: 'done', tally });
