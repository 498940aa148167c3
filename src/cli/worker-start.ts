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
