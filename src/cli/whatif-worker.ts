/** One worker thread of a what-if series: plays its share of the re-deals out and sends each result back. */
import { parentPort, workerData } from 'node:worker_threads';
import { playRedeal, redealSeed } from '../engine/core/redeal';
import { readReplay } from '../main/files/replay-store';
import { whatIfBot, type WhatIfTask, type WhatIfWorkerMessage } from './whatif-command';

const task = workerData as WhatIfTask;
const post = (message: WhatIfWorkerMessage) => parentPort!.postMessage(message);
const read = await readReplay(task.file);
if (!read.ok) post({ kind: 'failed', message: read.message });
else {
  const { record } = read.loaded;
  const fork = record.stateAt(task.cursor);
  const bot = whatIfBot(record.game);
  const bots = record.players.map(() => bot);
  try {
    for (let index = task.first; index < task.deals; index += task.every) {
      post({ kind: 'played', index, result: playRedeal(record.game, fork, task.seat, redealSeed(task.seed, index), bots, task.maxActions) });
    }
    post({ kind: 'done' });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
