/**
 * A game review in a web worker: judgements arrive one by one, and
 * cancelling ends the worker (a review cannot listen for messages while it
 * judges), so the next review starts a fresh one. Where no worker can start,
 * the review runs on this thread a step at a time between frames, so the
 * screen still answers and Cancel still works.
 */
import type { StepJudgement } from '../../../engine/core/review';
import { judgeOne, type ReviewReply, type ReviewRequest } from './review-request';

export class ReviewCancelled extends Error {
  constructor() {
    super('The review was cancelled.');
    this.name = 'ReviewCancelled';
  }
}

export interface ReviewJob {
  /** Every judgement, in step order, once all are made. */
  readonly done: Promise<StepJudgement[]>;
  cancel(): void;
}

export type OnJudged = (judged: StepJudgement, index: number) => void;

let worker: Worker | null = null;
let broken = false;
let nextId = 1;

function startWorker(): Worker | null {
  if (broken) return null;
  try {
    return new Worker(new URL('../workers/review-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    broken = true;
    return null;
  }
}

/** Judges on this thread, one step per task, so input and painting come between steps. */
function reviewHere(request: ReviewRequest, onJudged: OnJudged, judged: StepJudgement[], isCancelled: () => boolean): Promise<StepJudgement[]> {
  return new Promise((resolve, reject) => {
    const next = (index: number): void => {
      if (isCancelled()) return reject(new ReviewCancelled());
      if (index >= request.decisions.length) return resolve(judged);
      try {
        judged[index] = judgeOne(request, index);
        onJudged(judged[index]!, index);
      } catch (error) {
        return reject(error instanceof Error ? error : new Error(String(error)));
      }
      setTimeout(() => next(index + 1), 0);
    };
    setTimeout(() => next(judged.length), 0);
  });
}

/** Starts a review; one runs at a time, so starting another cancels the one before. */
export function runReviewJob(request: ReviewRequest, onJudged: OnJudged): ReviewJob {
  worker?.terminate();
  const id = nextId++;
  const judged: StepJudgement[] = [];
  let cancelled = false;
  let stop = (): void => undefined;
  const plain = JSON.parse(JSON.stringify(request)) as ReviewRequest;
  const done = new Promise<StepJudgement[]>((resolve, reject) => {
    const target = startWorker();
    if (!target) {
      reviewHere(plain, onJudged, judged, () => cancelled).then(resolve, reject);
      return;
    }
    worker = target;
    const end = (): void => {
      target.terminate();
      if (worker === target) worker = null;
    };
    stop = () => {
      end();
      reject(new ReviewCancelled());
    };
    target.onmessage = (event: MessageEvent<ReviewReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if ('judged' in reply) {
        judged[reply.index] = reply.judged;
        onJudged(reply.judged, reply.index);
      } else if ('error' in reply) {
        end();
        reject(new Error(reply.error));
      } else {
        end();
        resolve(judged);
      }
    };
    // A worker that cannot load: the review goes on here from where it got to.
    target.onerror = (event) => {
      event.preventDefault();
      broken = true;
      end();
      reviewHere(plain, onJudged, judged, () => cancelled).then(resolve, reject);
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
}
