/**
 * Work sent to a web worker and answered by promise. Where the host cannot
 * start the worker, or the worker fails to load, the same work is done on
 * this thread instead, so the answer always comes.
 */
type Reply<R> = { id: number; result: R } | { id: number; error: string };

interface Pending<Q, R> {
  readonly request: Q;
  readonly resolve: (result: R) => void;
  readonly reject: (error: Error) => void;
}

export interface WorkerClient<Q, R> {
  run(request: Q): Promise<R>;
}

export function workerClient<Q, R>(start: () => Worker, answerNow: (request: Q) => R): WorkerClient<Q, R> {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Pending<Q, R>>();

  function answerHere(job: Pending<Q, R>): void {
    try {
      job.resolve(answerNow(job.request));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function running(): Worker | null {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = start();
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<Reply<R>>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    };
    // A worker that cannot load fails as a whole: answer everything waiting here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      broken = true;
      worker?.terminate();
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      for (const job of waiting) answerHere(job);
    };
    return worker;
  }

  return {
    run(request: Q): Promise<R> {
      return new Promise((resolve, reject) => {
        const job: Pending<Q, R> = { request, resolve, reject };
        const target = running();
        if (!target) {
          answerHere(job);
          return;
        }
        const id = nextId++;
        pending.set(id, job);
        target.postMessage({ id, request });
      });
    },
  };
}

/** The worker's side: answers each request with `answer`, or with the error it threw. */
export function serveRequests<Q, R>(answer: (request: Q) => R): void {
  self.onmessage = (event: MessageEvent<{ id: number; request: Q }>) => {
    const { id, request } = event.data;
    try {
      self.postMessage({ id, result: answer(request) });
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
