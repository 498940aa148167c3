/**
 * The review work a worker does for the screen: judge each decision of a
 * line (engine/core/review.ts) and tell each judgement as it is made. Plain
 * data in, plain data out, so the same function runs in a worker or, where
 * none can start, on this thread.
 */
import { findGame } from '../../../engine';
import { judgeDecision, type Decision, type ReviewStrength, type StepJudgement } from '../../../engine/core/review';

export interface ReviewRequest {
  readonly gameId: string;
  readonly decisions: readonly Decision[];
  readonly strength: ReviewStrength;
  readonly seed: number;
}

export function judgeOne(request: ReviewRequest, index: number): StepJudgement {
  const game = findGame(request.gameId);
  if (!game) throw new Error(`There is no game “${request.gameId}” to review.`);
  return judgeDecision(game, request.decisions[index]!, request.strength, request.seed);
}
