/** Starts a worker thread from a module beside this one, in built JavaScript or under tsx. */
import { Worker } from 'node:worker_threads';

/** The worker module `name` (without extension) next to the calling module `base` (its import.meta.url). */
export function workerModule(name: string, base: string): URL {
  return new URL(`./${name}.${base.endsWith('.ts') ? 'ts' : 'js'}`, base);
}

/** A TypeScript worker registers the loader the main thread runs under (tsx) before it loads its module. */
export function startWorker(url: URL, workerData: unknown): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** What a worker of a series sends: its items as they come (any other kind), then the end or the reason it failed. */
export type SeriesMessage = { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'done' };

/**
 * Runs a worker of a series to its end: each of its items is handed to `onItem`, a failure it reports rejects
 * with `failure(message)`, and a worker that stops before saying it is done rejects too, naming `what`.
 */
export function runSeriesWorker<M extends { readonly kind: string }>(
  url: URL,
  task: unknown,
  what: string,
  onItem: (message: Exclude<M, SeriesMessage>) => void,
  failure: (message: string) => Error,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(url, task);
    let finished = false;
    worker.on('message', (message: M | SeriesMessage) => {
      if (message.kind !== 'failed' && message.kind !== 'done') return onItem(message as Exclude<M, SeriesMessage>);
      finished = true;
      if (message.kind === 'failed') reject(failure((message as { message: string }).message));
      else resolve();
      // A loader in the thread (tsx) may hold it open after its work is done.
      void worker.terminate();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`${what} stopped with code ${code} before it finished`));
    });
  });
}
