/**
 * "Who wins from here?": an exact search of a position whose every card is
 * known. Games that have a solver list it in games/solvers.ts; the answer is
 * put in words here, with the winning line told by the game itself.
 */
import { findGame, quoteUntrusted, mutableCopy, applyFast, type AnyGameDefinition, type BaseAction, type BaseState, type Seat } from '../../../engine';
import { solverFor, type SolverResult } from '../games/solvers';

export interface SolveRequest {
  readonly gameId: string;
  readonly state: BaseState;
}

export interface SolveAnswer {
  /** For the side to move: it can force a win, it loses whatever it does, or the search ran out of budget. */
  readonly verdict: 'win' | 'loss' | 'unknown';
  /** The side to move. */
  readonly seat: Seat;
  /** The winning side, when known. */
  readonly winner: Seat | null;
  /** The line the search found, each action in the game's words. */
  readonly line: readonly string[];
  readonly actions: readonly BaseAction[];
  /** Actions to the end of the game with best play; null when unknown. */
  readonly length: number | null;
  /** Positions the search visited. */
  readonly nodes: number;
}

export function hasSolver(gameId: string): boolean {
  return solverFor(gameId) !== null;
}

export function solveNow(request: SolveRequest): SolveAnswer {
  const game = findGame(request.gameId);
  if (!game) throw new Error(`unknown game ${quoteUntrusted(request.gameId)}`);
  const solve = solverFor(request.gameId);
  if (!solve) throw new Error(`${game.title} has no solver`);
  const seat = game.activeSeats(request.state)[0];
  if (seat === undefined) throw new Error('the game is over');
  return answerOf(game, request.state, seat, solve(request.state));
}

function answerOf(game: AnyGameDefinition, state: BaseState, seat: Seat, result: SolverResult): SolveAnswer {
  const verdict = result.winner === null ? 'unknown' : result.winner === seat ? 'win' : 'loss';
  return { verdict, seat, winner: result.winner, line: lineInWords(game, state, result.line), actions: result.line, length: result.length, nodes: result.nodes };
}

/** The line as the game tells each step, played out on a copy of the position. */
export function lineInWords(game: AnyGameDefinition, start: BaseState, line: readonly BaseAction[]): string[] {
  const texts: string[] = [];
  let state = start;
  for (const action of line) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const after = mutableCopy(state);
    applyFast(game, after, seat, action);
    texts.push(game.describe(state, seat, action, after));
    state = after;
  }
  return texts;
}
