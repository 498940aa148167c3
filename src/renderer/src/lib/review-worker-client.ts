/** A game review in a web worker, its judgements arriving one by one (worker-job.ts). */
import type { StepJudgement } from '../../../engine/core/review';
import { judgeOne, type ReviewRequest } from './review-request';
import { JobCancelled, jobRunner, type WorkerJob } from './worker-job';

export { JobCancelled as ReviewCancelled };
export type ReviewJob = WorkerJob<StepJudgement>;
export type OnJudged = (judged: StepJudgement, index: number) => void;

/** Starts a review; one runs at a time, so starting another cancels the one before. */
export const runReviewJob: (request: ReviewRequest, onJudged: OnJudged) => ReviewJob = jobRunner<ReviewRequest, StepJudgement>({
  name: 'The review',
  start: () => new Worker(new URL('../workers/review-worker.ts', import.meta.url), { type: 'module' }),
  count: (request) => request.decisions.length,
  workOne: judgeOne,
});
