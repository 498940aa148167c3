/**
 * Runs a measurement in a worker thread of its own: a fresh heap, so one
 * path's garbage (a recorded game of 10,000 immer states) is never collected
 * on another path's time. The bench runs under tsx, so the worker registers
 * the same loader before it loads its module.
 */
import { Worker } from 'node:worker_threads';
import type { IsolatedTask } from './isolated-worker';

const workerUrl = new URL('./isolated-worker.ts', import.meta.url);

export function measureIsolated<T>(task: IsolatedTask): Promise<T> {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: task });
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the ${task.kind} measurement stopped with code ${code}`));
    });
  });
}
