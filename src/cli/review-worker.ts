/** One worker thread of a review: judges its share of the line's decisions and sends each back as it is judged. */
import { parentPort, workerData } from 'node:worker_threads';
import { judgeDecision, lineDecisions } from '../engine/core/review';
import { readReplay } from '../main/files/replay-store';
import type { ReviewTask, ReviewWorkerMessage } from './review-command';

const task = workerData as ReviewTask;
const post = (message: ReviewWorkerMessage) => parentPort!.postMessage(message);
const read = await readReplay(task.file);
if (!read.ok) post({ kind: 'failed', message: read.message });
else {
  const { record } = read.loaded;
  const decisions = lineDecisions(record, task.line);
  for (let index = task.first; index < decisions.length; index += task.every) {
    post({ kind: 'judged', index, judgement: judgeDecision(record.game, decisions[index]!, task.strength, task.seed) });
  }
  post({ kind: 'done' });
}
