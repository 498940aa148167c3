/**
 * The puzzle work a worker does for the screen: verify a position against a
 * statement, or play the solver's action out against the hidden answer the
 * verifier proved the puzzle against. A position reached by playing the
 * puzzle comes with `start`, where the puzzle was set (GameVerifier.verify).
 * Plain data in, plain data out, so the same function answers in a worker or,
 * where none can start, on this thread.
 */
import { findGame, quoteUntrusted, type BaseState } from '../../../engine';
import type { PlayedOut, PuzzleStatement, PuzzleStep, VerifyHooks, VerifyProgress, VerifyResult } from '../../../engine/core/puzzle';
import { walkLine, type WalkedStep } from './puzzle-play';

export type PuzzleRequest =
  | {
      readonly kind: 'verify';
      readonly gameId: string;
      readonly state: BaseState;
      readonly statement: PuzzleStatement;
      readonly start?: BaseState;
      readonly budget?: number;
    }
  | {
      readonly kind: 'playOut';
      readonly gameId: string;
      readonly state: BaseState;
      readonly statement: PuzzleStatement;
      readonly left: number;
      readonly action: unknown;
      readonly start?: BaseState;
    }
  | {
      readonly kind: 'walk';
      readonly gameId: string;
      readonly state: BaseState;
      readonly statement: PuzzleStatement;
      readonly left: number;
      readonly steps: readonly PuzzleStep[];
      readonly start?: BaseState;
    };

export type PuzzleAnswer =
  | { readonly kind: 'verify'; readonly result: VerifyResult }
  | { readonly kind: 'playOut'; readonly played: PlayedOut<BaseState> }
  | { readonly kind: 'walk'; readonly positions: readonly WalkedStep[] };

/** Messages from the worker: progress while it searches, then the answer or the error. */
export type PuzzleReply =
  | { readonly id: number; readonly progress: VerifyProgress }
  | { readonly id: number; readonly answer: PuzzleAnswer }
  | { readonly id: number; readonly error: string };

/**
 * The search the puzzle player asks for at a position it reached: the
 * statement with the limit left, from where the puzzle began, so what the
 * goal counts since then (and what the solver no longer knows) is judged
 * from there.
 */
export function searchAgain(gameId: string, statement: PuzzleStatement, start: BaseState, position: { readonly state: BaseState; readonly left: number }): PuzzleRequest {
  return { kind: 'verify', gameId, state: position.state, statement: { ...statement, limit: position.left }, start };
}

export function answerPuzzle(request: PuzzleRequest, onProgress?: (progress: VerifyProgress) => void): PuzzleAnswer {
  const game = findGame(request.gameId);
  if (!game) throw new Error(`This version does not know the game ${quoteUntrusted(request.gameId)}.`);
  const verifier = game.puzzle;
  if (!verifier) throw new Error(`${game.title} has no puzzle verifier in this version.`);
  if (request.kind === 'verify') {
    const hooks: VerifyHooks = { ...(onProgress ? { onProgress } : {}), ...(request.budget ? { budget: request.budget } : {}) };
    return { kind: 'verify', result: verifier.verify(request.state, request.statement, hooks, request.start) };
  }
  if (request.kind === 'walk') return { kind: 'walk', positions: walkLine(game, request.statement, { state: request.state, left: request.left }, request.steps, request.start) };
  if (!verifier.playOut) throw new Error(`${game.title} answers its puzzles from the verifier's lines.`);
  return { kind: 'playOut', played: verifier.playOut(request.state, request.statement, request.left, request.action, request.start) };
}
