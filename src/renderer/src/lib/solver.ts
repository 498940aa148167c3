/** "Who wins from here?" off the screen's thread: a search may take a while and the table stays alive. */
import { solveNow, type SolveAnswer, type SolveRequest } from './solve-request';
import { workerClient } from './worker-client';

const client = workerClient<SolveRequest, SolveAnswer>(
  () => new Worker(new URL('./solve-worker.ts', import.meta.url), { type: 'module' }),
  solveNow,
);

export function solvePosition(request: SolveRequest): Promise<SolveAnswer> {
  return client.run(request);
}
