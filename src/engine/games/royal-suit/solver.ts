/**
 * The Royal Suit solver: for a position where every card's place is known, who
 * wins with best play, how, and in how many actions.
 *
 * It is a depth-first minimax over the byte positions of solver-position.ts,
 * deepened one action at a time, so the first depth that settles the position
 * gives the shortest forced win (and the longest resistance for the side that
 * loses). Every position searched is remembered under its key: a win or a
 * loss found is final, and "nothing forced within d actions" spares the next
 * search at that depth or less. Cycles end by the rules themselves: the
 * repetition rule makes a position that comes back since the last play a win
 * for the opposers, and the positions since the last play are part of the key,
 * so a remembered result never depends on the path that reached it.
 *
 * A node budget bounds the work; when it runs out the answer is 'unknown'.
 */
import type { Seat } from '../../core/game';
import {
  actionOf,
  applyCode,
  endOf,
  fromState,
  keyOf,
  legalCodes,
  MAX_ACTIONS,
  MOVE_CODE,
  seatOf,
  SKIP_CODE,
  SUPPORTERS_WIN,
  type SearchPosition,
} from './solver-position';
import { OPPOSERS, SUPPORTERS, type RoyalSuitAction, type RoyalSuitState } from './types';

/** The result for the side to move. */
export type SolveVerdict = 'win' | 'loss' | 'unknown';

export interface SolvedStep {
  readonly seat: Seat;
  readonly action: RoyalSuitAction;
}

export interface SolveResult {
  readonly verdict: SolveVerdict;
  /** The side to move at the position solved. */
  readonly seat: Seat;
  /** The seat that wins with best play; null when unknown. */
  readonly winner: Seat | null;
  /** Actions to the end of the game with best play (the winner hurries, the loser holds out); null when unknown. */
  readonly length: number | null;
  /**
   * That line of play, from the position solved to the end of the game. Where nothing is forced within maxDepth
   * actions (verdict 'unknown', depth maxDepth) and `holdingLine` was asked, maxDepth actions in which neither side
   * lets the other force a win sooner; otherwise empty when unknown.
   */
  readonly line: readonly SolvedStep[];
  /** Positions searched, the line's search included. */
  readonly nodes: number;
  /** The deepest search completed, in actions. */
  readonly depth: number;
}

export interface SolveOptions {
  /** Positions the search may visit before it answers 'unknown' (default 2,000,000). */
  readonly budget?: number;
  /** The deepest search tried, in actions (default and at most 250). */
  readonly maxDepth?: number;
  /**
   * Where nothing is forced within maxDepth, give a line of maxDepth actions that shows how it holds (a puzzle's
   * defence). Off by default: "who wins from here?" has nothing to show for a result it could not find.
   */
  readonly holdingLine?: boolean;
}

export const DEFAULT_BUDGET = 2_000_000;
export const MAX_DEPTH = 250;

class BudgetSpent extends Error {}

/*
 * A table entry packs three numbers: kind (0 nothing found, 1 the mover wins,
 * 2 the mover loses), the length of the forced line found, and the depth up
 * to which nothing is forced (so a found line is known to be no shorter).
 */
const KIND = 1 << 16;
const LEN = 1 << 8;
const WIN = 1;
const LOSS = 2;

function pack(kind: number, length: number, none: number): number {
  return kind * KIND + length * LEN + none;
}

/** The searching machine: its table outlives one depth, so deeper searches reuse shallower ones. */
export class RoyalSuitSearch {
  nodes = 0;
  private budget = Infinity;
  private readonly table = new Map<string, number>();
  private readonly buffers: number[][] = [];

  /** The positions remembered so far. */
  get tableSize(): number {
    return this.table.size;
  }

  /**
   * The value of the position within `depth` actions, for its side to move:
   * +n it wins in n actions, -n it loses in n, 0 nothing is forced that soon.
   * Throws BudgetSpent when the budget runs out.
   */
  value(position: SearchPosition, depth: number): number {
    return this.search(position, depth, 0);
  }

  /** The shortest forced result within `limit` actions (deepening from 1), or 0. */
  exactValue(position: SearchPosition, limit: number): number {
    const end = endOf(position);
    if (end !== 0) throw new Error('the game is over at this position');
    for (let depth = 1; depth <= limit; depth++) {
      const value = this.search(position, depth, 0);
      if (value !== 0) return value;
    }
    return 0;
  }

  withBudget<T>(budget: number, work: () => T): T | null {
    this.budget = this.nodes + budget;
    try {
      return work();
    } catch (error) {
      if (error instanceof BudgetSpent) return null;
      throw error;
    } finally {
      this.budget = Infinity;
    }
  }

  private buffer(ply: number): number[] {
    let buffer = this.buffers[ply];
    if (!buffer) {
      buffer = new Array<number>(MAX_ACTIONS).fill(0);
      this.buffers[ply] = buffer;
    }
    return buffer;
  }

  private search(position: SearchPosition, depth: number, ply: number): number {
    // Stop before counting a position the budget has no room for, so an 'unknown' never reports more than it.
    if (this.nodes >= this.budget) throw new BudgetSpent();
    this.nodes++;
    const key = keyOf(position);
    const entry = this.table.get(key);
    let kind = 0;
    let found = 0;
    let none = 0;
    if (entry !== undefined) {
      kind = Math.floor(entry / KIND);
      found = Math.floor(entry / LEN) % 256;
      none = entry % LEN;
      if (kind === WIN && found <= depth) return found;
      if (kind === LOSS && found <= depth) return -found;
      if (none >= depth) return 0;
    }
    const mover = seatOf(position);
    const codes = this.buffer(ply);
    const count = orderedCodes(position, mover, codes);
    const children: SearchPosition[] = [];
    let longestLoss = 0;
    // Endings first: a win now needs no search, a loss now is the longest it can be at once.
    for (let i = 0; i < count; i++) {
      const child = applyCode(position, codes[i]!);
      const end = endOf(child);
      if (end === 0) {
        children.push(child);
        continue;
      }
      if ((end === SUPPORTERS_WIN ? SUPPORTERS : OPPOSERS) === mover) {
        this.table.set(key, pack(WIN, 1, none));
        return 1;
      }
      longestLoss = 1;
    }
    let unsettled = false;
    if (depth > 1) {
      for (const child of children) {
        let value = this.search(child, depth - 1, ply + 1);
        if (seatOf(child) !== mover) value = -value;
        if (value > 0) {
          this.table.set(key, pack(WIN, value + 1, none));
          return value + 1;
        }
        if (value < 0) longestLoss = Math.max(longestLoss, 1 - value);
        else unsettled = true;
      }
    } else {
      unsettled = children.length > 0;
    }
    if (!unsettled) {
      this.table.set(key, pack(LOSS, longestLoss, none));
      return -longestLoss;
    }
    // Nothing is forced within this depth; a line found before, longer than the depth, stays known.
    this.table.set(key, pack(kind, found, Math.max(none, depth)));
    return 0;
  }
}

/*
 * The order actions are tried in: for the supporters the couple moves that
 * close the gap (the black card is always left of the red, as they cannot
 * pass each other), for the opposers the plays that use up their cards. Only
 * speed depends on it, never the answer.
 */
const SUPPORTER_ORDER = [MOVE_CODE + 1, MOVE_CODE + 2, 0, 1, 2, 3, 4, 5, MOVE_CODE, MOVE_CODE + 3, SKIP_CODE, SKIP_CODE + 1];
const OPPOSER_ORDER = [0, 1, 2, 3, 4, 5, MOVE_CODE, MOVE_CODE + 3, MOVE_CODE + 1, MOVE_CODE + 2, SKIP_CODE, SKIP_CODE + 1];
const RANKS = [SUPPORTER_ORDER, OPPOSER_ORDER].map((order) => {
  const rank = new Array<number>(order.length).fill(0);
  order.forEach((code, i) => {
    rank[code] = i;
  });
  return rank;
});

function orderedCodes(position: SearchPosition, mover: Seat, codes: number[]): number {
  const count = legalCodes(position, codes);
  const rank = RANKS[mover]!;
  // Insertion sort: a dozen codes at most.
  for (let i = 1; i < count; i++) {
    const code = codes[i]!;
    let j = i - 1;
    while (j >= 0 && rank[codes[j]!]! > rank[code]!) {
      codes[j + 1] = codes[j]!;
      j--;
    }
    codes[j + 1] = code;
  }
  return count;
}

interface LineStep {
  readonly code: number;
  readonly child: SearchPosition;
  /** The child's value for its own side to move (0 once the game is over). */
  readonly value: number;
}

/**
 * The action a side takes along the best line within `depth` actions, where the position's value is `value`: one
 * that keeps it, so the winner takes its quickest, the loser its longest-lasting, and where nothing is forced, one
 * that still lets the other side force nothing.
 */
function bestStep(search: RoyalSuitSearch, position: SearchPosition, value: number, depth: number): LineStep {
  const mover = seatOf(position);
  const codes = new Array<number>(MAX_ACTIONS).fill(0);
  const count = legalCodes(position, codes);
  for (let i = 0; i < count; i++) {
    const code = codes[i]!;
    const child = applyCode(position, code);
    const end = endOf(child);
    let result: number;
    let inner = 0;
    if (end !== 0) {
      result = (end === SUPPORTERS_WIN ? SUPPORTERS : OPPOSERS) === mover ? 1 : -1;
    } else {
      inner = search.exactValue(child, depth - 1);
      const seen = seatOf(child) === mover ? inner : -inner;
      result = seen > 0 ? seen + 1 : seen < 0 ? seen - 1 : 0;
    }
    if (result === value) return { code, child, value: inner };
  }
  throw new Error('the solver lost its line: no action keeps the value it proved');
}

/** The line from `start`, whose value within `depth` actions is `value`, to the end of the game or of those actions. */
function lineOf(search: RoyalSuitSearch, start: SearchPosition, value: number, depth: number): SolvedStep[] {
  const line: SolvedStep[] = [];
  let position = start;
  let current = value;
  for (let left = depth; left > 0; left--) {
    const step = bestStep(search, position, current, left);
    line.push({ seat: seatOf(position), action: actionOf(position, step.code) });
    if (endOf(step.child) !== 0) break;
    position = step.child;
    current = step.value;
  }
  return line;
}

/** Solves a search position; `seat` etc. are read from it. */
export function solvePosition(position: SearchPosition, options: SolveOptions = {}, search = new RoyalSuitSearch()): SolveResult {
  if (endOf(position) !== 0) throw new Error('The game is over at this position: there is nothing to solve.');
  const budget = options.budget ?? DEFAULT_BUDGET;
  const maxDepth = Math.min(options.maxDepth ?? MAX_DEPTH, MAX_DEPTH);
  const seat = seatOf(position);
  const start = search.nodes;
  let depth = 0;
  let value = 0;
  search.withBudget(budget, () => {
    for (let d = 1; d <= maxDepth; d++) {
      value = search.value(position, d);
      depth = d;
      if (value !== 0) return;
    }
  });
  if (value === 0) {
    // Searched to the last depth asked, nothing forced is itself a result, and the line shows how it holds.
    const line = options.holdingLine && depth === maxDepth ? lineOf(search, position, 0, maxDepth) : [];
    return { verdict: 'unknown', seat, winner: null, length: null, line, nodes: search.nodes - start, depth };
  }
  const line = lineOf(search, position, value, Math.abs(value));
  const winner = value > 0 ? seat : 1 - seat;
  return { verdict: value > 0 ? 'win' : 'loss', seat, winner, length: Math.abs(value), line, nodes: search.nodes - start, depth };
}

/** Solves a game position with every card's place known (the decks are read from the state). */
export function solve(state: RoyalSuitState, options: SolveOptions = {}): SolveResult {
  if (state.end) throw new Error('The game is over at this position: there is nothing to solve.');
  return solvePosition(fromState(state), options);
}
