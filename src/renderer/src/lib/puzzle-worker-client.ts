/**
 * Puzzle searches in a web worker, with progress and a way to cancel. A
 * search cannot listen for messages while it runs, so cancelling ends the
 * worker and the next search starts a fresh one. Where no worker can start,
 * the search runs on this thread: it still answers, but cannot be cancelled.
 */
import type { VerifyProgress } from '../../../engine/core/puzzle';
import { answerPuzzle, type PuzzleAnswer, type PuzzleReply, type PuzzleRequest } from './puzzle-request';

export class PuzzleCancelled extends Error {
  constructor() {
    super('The search was cancelled.');
    this.name = 'PuzzleCancelled';
  }
}

export interface PuzzleJob {
  readonly done: Promise<PuzzleAnswer>;
  cancel(): void;
}

interface Running {
  readonly id: number;
  readonly onProgress: (progress: VerifyProgress) => void;
  readonly resolve: (answer: PuzzleAnswer) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
let running: Running | null = null;

function startWorker(): Worker | null {
  if (broken) return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('../workers/puzzle-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<PuzzleReply>) => {
    const reply = event.data;
    const job = running;
    if (!job || job.id !== reply.id) return;
    if ('progress' in reply) return job.onProgress(reply.progress);
    running = null;
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply.answer);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = true;
    stopWorker();
    const job = running;
    running = null;
    if (job) job.reject(new Error('The puzzle search could not start on its own thread; try again.'));
  };
  return worker;
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

/** Starts a search; one runs at a time, so starting another cancels the one before. */
export function runPuzzleJob(request: PuzzleRequest, onProgress: (progress: VerifyProgress) => void = () => undefined): PuzzleJob {
  if (running) cancelRunning();
  const id = nextId++;
  let cancel = (): void => undefined;
  const done = new Promise<PuzzleAnswer>((resolve, reject) => {
    const target = startWorker();
    if (!target) {
      // On this thread the screen waits for the answer; a microtask lets "searching" show first.
      queueMicrotask(() => {
        try {
          resolve(answerPuzzle(request, onProgress));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      return;
    }
    running = { id, onProgress, resolve, reject };
    cancel = () => {
      if (running?.id === id) cancelRunning();
    };
    target.postMessage({ id, request: JSON.parse(JSON.stringify(request)) as PuzzleRequest });
  });
  return { done, cancel: () => cancel() };
}

function cancelRunning(): void {
  const job = running;
  running = null;
  stopWorker();
  job?.reject(new PuzzleCancelled());
}
