/** A what-if series in a web worker, each re-deal's result arriving as it is played (worker-job.ts). */
import { playOne, type RedealRequest } from './redeal-request';
import { jobRunner, type WorkerJob } from './worker-job';

export type RedealJob = WorkerJob<number | null>;

/** Starts a series; one runs at a time, so starting another cancels the one before. */
export const runRedealJob: (request: RedealRequest, onPlayed: (result: number | null, index: number) => void) => RedealJob = jobRunner<RedealRequest, number | null>({
  name: 'The re-deals',
  start: () => new Worker(new URL('../workers/redeal-worker.ts', import.meta.url), { type: 'module' }),
  count: (request) => request.deals,
  workOne: playOne,
});
