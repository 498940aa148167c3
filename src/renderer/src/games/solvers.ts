/** The exact solvers the app can run, by game id. */
import type { BaseAction, BaseState, Seat } from '../../../engine';
import { solve as solveRoyalSuit } from '../../../engine/games/royal-suit/solver';
import type { RoyalSuitState } from '../../../engine/games/royal-suit';

export interface SolverResult {
  /** The side that wins with best play, or null when the search ran out of budget. */
  readonly winner: Seat | null;
  /** The line of best play to the end: the winner hurries, the loser holds out; empty when unknown. */
  readonly line: readonly BaseAction[];
  /** Actions to the end of the game with best play; null when unknown. */
  readonly length: number | null;
  /** Positions searched. */
  readonly nodes: number;
}

export type Solver = (state: BaseState) => SolverResult;

const SOLVERS: Readonly<Record<string, Solver>> = {
  'royal-suit': (state) => {
    const result = solveRoyalSuit(state as RoyalSuitState);
    return { winner: result.winner, line: result.line.map((step) => step.action), length: result.length, nodes: result.nodes };
  },
};

export function solverFor(gameId: string): Solver | null {
  return SOLVERS[gameId] ?? null;
}
