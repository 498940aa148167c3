/**
 * Runs measurements in worker threads of their own: a fresh heap, so one
 * path's garbage (a recorded game of 10,000 immer states) is never collected
 * on another path's time. The bench runs under tsx, so the worker registers
 * the same loader before it loads its module.
 */
import { Worker } from 'node:worker_threads';
import type { IsolatedTask, PathTask } from './isolated-worker';

const workerUrl = new URL('./isolated-worker.ts', import.meta.url);

function startWorker(task: IsolatedTask | PathTask): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData: task });
}

/** The worker's next message, or its failure. */
function nextMessage<T>(worker: Worker, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: T) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      reject(error);
    };
    const onExit = (code: number) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      reject(new Error(`the ${what} measurement stopped with code ${code}`));
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
  });
}

/** One measurement in a worker of its own. */
export async function measureIsolated<T>(task: IsolatedTask): Promise<T> {
  const worker = startWorker(task);
  try {
    return await nextMessage<T>(worker, task.kind);
  } finally {
    void worker.terminate();
  }
}

export interface IsolatedPath {
  /** Times one block in the worker: actions per processor second. */
  block(): Promise<number>;
  close(): void;
}

/** A path in a worker of its own, warmed up and waiting for blocks to time. */
export async function startIsolatedPath(task: PathTask): Promise<IsolatedPath> {
  const worker = startWorker(task);
  await nextMessage<'ready'>(worker, `${task.path} path`);
  return {
    block: () => {
      const answer = nextMessage<number>(worker, `${task.path} path`);
      worker.postMessage('block');
      return answer;
    },
    close: () => void worker.terminate(),
  };
}
