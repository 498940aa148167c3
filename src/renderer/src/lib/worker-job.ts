/**
 * A long series of work items (a review's judgements, a what-if's re-deals)
 * in a web worker: results arrive one by one, and cancelling ends the worker
 * (it cannot listen for messages while it works), so the next job starts a
 * fresh one. Where no worker can start, the items are worked here one per
 * task, between frames, so the screen still answers and Cancel still works.
 */

export class JobCancelled extends Error {
  constructor(what: string) {
    super(`${what} was cancelled.`);
    this.name = 'JobCancelled';
  }
}

export interface WorkerJob<T> {
  /** Every result, in item order, once all are made. */
  readonly done: Promise<T[]>;
  cancel(): void;
}

/** What a worker of a series answers: each item's result, then the end or the error. */
export type JobReply<T> = { readonly id: number; readonly index: number; readonly item: T } | { readonly id: number; readonly done: true } | { readonly id: number; readonly error: string };

export interface JobKind<R, T> {
  /** "The review": what a cancelled job is called. */
  readonly name: string;
  /** Starts the worker: `new Worker(new URL(…), …)` written out where the bundler can see the worker's file. */
  start(): Worker;
  count(request: R): number;
  /** One item worked on this thread, where no worker can start. */
  workOne(request: R, index: number): T;
}

/** One job of a kind runs at a time: starting another cancels the one before. */
export function jobRunner<R, T>(kind: JobKind<R, T>): (request: R, onItem: (item: T, index: number) => void) => WorkerJob<T> {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;

  const startWorker = (): Worker | null => {
    if (broken) return null;
    try {
      return kind.start();
    } catch {
      broken = true;
      return null;
    }
  };

  const workHere = (request: R, onItem: (item: T, index: number) => void, results: T[], isCancelled: () => boolean): Promise<T[]> =>
    new Promise((resolve, reject) => {
      const total = kind.count(request);
      const next = (index: number): void => {
        if (isCancelled()) return reject(new JobCancelled(kind.name));
        if (index >= total) return resolve(results);
        try {
          results[index] = kind.workOne(request, index);
          onItem(results[index]!, index);
        } catch (error) {
          return reject(error instanceof Error ? error : new Error(String(error)));
        }
        setTimeout(() => next(index + 1), 0);
      };
      setTimeout(() => next(results.length), 0);
    });

  return (request, onItem) => {
    worker?.terminate();
    const id = nextId++;
    const results: T[] = [];
    let cancelled = false;
    let stop = (): void => undefined;
    const plain = JSON.parse(JSON.stringify(request)) as R;
    const done = new Promise<T[]>((resolve, reject) => {
      const target = startWorker();
      if (!target) {
        workHere(plain, onItem, results, () => cancelled).then(resolve, reject);
        return;
      }
      worker = target;
      const end = (): void => {
        target.terminate();
        if (worker === target) worker = null;
      };
      stop = () => {
        end();
        reject(new JobCancelled(kind.name));
      };
      target.onmessage = (event: MessageEvent<JobReply<T>>) => {
        const reply = event.data;
        if (reply.id !== id) return;
        if ('item' in reply) {
          results[reply.index] = reply.item;
          onItem(reply.item, reply.index);
        } else if ('error' in reply) {
          end();
          reject(new Error(reply.error));
        } else {
          end();
          resolve(results);
        }
      };
      // A worker that cannot load: the job goes on here from where it got to.
      target.onerror = (event) => {
        event.preventDefault();
        broken = true;
        end();
        workHere(plain, onItem, results, () => cancelled).then(resolve, reject);
      };
      target.postMessage({ id, request: plain });
    });
    return {
      done,
      cancel: () => {
        cancelled = true;
        stop();
      },
    };
  };
}

/** The worker's side: works every item of the request in order and answers each. */
export function serveJobs<R, T>(count: (request: R) => number, workOne: (request: R, index: number) => T): void {
  self.onmessage = (event: MessageEvent<{ id: number; request: R }>) => {
    const { id, request } = event.data;
    const reply = (message: JobReply<T>): void => self.postMessage(message);
    try {
      for (let index = 0; index < count(request); index++) reply({ id, index, item: workOne(request, index) });
      reply({ id, done: true });
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
