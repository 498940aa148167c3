/**
 * Royal Suit puzzles: the supporters (or the opposers) to move win within N
 * actions, both sides' actions counted, against every defence. Every card's
 * place is known, so the solver of solver.ts settles each first move exactly;
 * a first move that also wins within the limit is a cook.
 */
import { mutableCopy } from '../../core/game';
import type { GameVerifier, PuzzleLine, PuzzleStatement, PuzzleStep, VerifyHooks, VerifyResult } from '../../core/puzzle';
import { DEFAULT_PUZZLE_BUDGET, statementProblem } from '../../core/puzzle';
import { applyAction } from './actions';
import { actionLabel } from './describe';
import { legalActions } from './legal';
import { outcomeOf } from './outcome';
import { solve, type SolvedStep } from './solver';
import type { RoyalSuitAction, RoyalSuitState } from './types';

export const ROYAL_SUIT_GOALS = [
  { id: 'side-wins', label: 'The side to move wins within {limit} actions, whatever the other side does', params: [], limitUnit: 'actions', limitMax: 250 },
] as const;

function stepsOf(state: RoyalSuitState, line: readonly SolvedStep[]): PuzzleStep[] {
  const copy = mutableCopy(state);
  return line.map(({ seat, action }) => {
    const text = actionLabel(copy, action);
    applyAction(copy, seat, action);
    return { seat, action, text };
  });
}

function refusal(state: RoyalSuitState, statement: PuzzleStatement): string | null {
  const shared = statementProblem(royalSuitVerifier, statement);
  if (shared) return shared;
  if (state.end) return 'The game is over at this position: there is nothing to solve.';
  if (statement.side !== state.seat) return 'The side that solves must be the side to move.';
  return null;
}

interface Try {
  readonly action: RoyalSuitAction;
  /** Actions to the win for the side, this one counted; null when it does not win within the limit. */
  readonly wins: number | null;
  readonly line: PuzzleLine;
  readonly positions: number;
}

/**
 * A first action settled: after it, the solver searches the position to the end of the limit. Its line is the
 * solution or cook where the action wins within the limit, else the defence: the other side's answers that keep
 * the side from winning, played to the end of the game or of the limit.
 */
function tryAction(state: RoyalSuitState, action: RoyalSuitAction, limit: number, budget: number): Try | 'unknown' {
  const side = state.seat;
  const first: PuzzleStep = { seat: side, action, text: actionLabel(state, action) };
  const next = mutableCopy(state);
  applyAction(next, side, action);
  const left = limit - 1;
  if (next.end || left === 0) {
    const won = next.end !== null && outcomeOf(next)!.winners.includes(side);
    return { action, wins: won ? 1 : null, line: { title: first.text, steps: [first] }, positions: 1 };
  }
  const solved = solve(next, { budget, maxDepth: left, holdingLine: true });
  if (solved.verdict === 'unknown' && solved.depth < left) return 'unknown';
  const line = { title: first.text, steps: [first, ...stepsOf(next, solved.line)] };
  const wins = solved.winner === side ? solved.length! + 1 : null;
  return { action, wins, line, positions: solved.nodes };
}

export const royalSuitVerifier: GameVerifier<RoyalSuitState> = {
  goals: ROYAL_SUIT_GOALS,
  knowledge: [{ id: 'all-cards', label: 'The solver knows where every card lies, both decks included' }],
  statementRefusal: refusal,
  verify(state: RoyalSuitState, statement: PuzzleStatement, hooks: VerifyHooks = {}): VerifyResult {
    const problem = refusal(state, statement);
    if (problem) throw new Error(problem);
    const budget = hooks.budget ?? DEFAULT_PUZZLE_BUDGET;
    const tries: Try[] = [];
    let positions = 0;
    const actions = legalActions(state, state.seat);
    for (const [index, action] of actions.entries()) {
      if (hooks.shouldStop?.()) return unknown('The search was stopped before it settled the puzzle.', positions);
      const result = tryAction(state, action, statement.limit, Math.max(1, budget - positions));
      if (result === 'unknown') return unknown(`The search stopped after ${positions.toLocaleString('en')} positions without settling the puzzle.`, positions);
      positions += result.positions;
      tries.push(result);
      hooks.onProgress?.({ positions, fraction: (index + 1) / actions.length });
    }
    const winners = tries.filter((t) => t.wins !== null).sort((a, b) => a.wins! - b.wins!);
    const defences = tries.filter((t) => t.wins === null).map((t) => t.line);
    if (winners.length === 0) {
      return { verdict: 'unsolvable', solution: null, unique: null, cooks: [], transpositions: [], spare: [], defences, positions, probability: null, deals: null };
    }
    const cooks = winners.slice(1).map((t) => t.line);
    return { verdict: 'solvable', solution: winners[0]!.line, unique: cooks.length === 0, cooks, transpositions: [], spare: [], defences, positions, probability: null, deals: null };
  },
};

function unknown(reason: string, positions: number): VerifyResult {
  return { verdict: 'unknown', reason, solution: null, unique: null, cooks: [], transpositions: [], spare: [], defences: [], positions, probability: null, deals: null };
}
