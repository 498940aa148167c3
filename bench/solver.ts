/** Royal Suit solver figures: positions searched per second, and the time to solve each example puzzle. */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { royalSuit, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { solve } from '../src/engine/games/royal-suit/solver';
import { readReplay } from '../src/main/files/replay-store';
import { seedFor } from '../src/engine/testing/seeds';

export const EXAMPLES_DIR = join(import.meta.dirname, '..', 'examples', 'royal-suit');

/** Deals searched from the set-up position, each with the same budget: most run it out, a few are solved. */
const DEALS = 6;
const DEAL_BUDGET = 500_000;

export interface SolverThroughput {
  readonly positions: number;
  readonly ms: number;
  readonly positionsPerSec: number;
  /** Of the deals searched, how many the budget sufficed for. */
  readonly dealsSolved: number;
  readonly deals: number;
}

export function solverThroughput(): SolverThroughput {
  const deals = Array.from({ length: DEALS }, (_, i) => royalSuit.setup(royalSuit.defaultOptions(), 2, seedFor(2024, i)));
  // Warm-up: the same work on a smaller budget, so the timed runs use optimised code.
  solve(deals[0]!, { budget: 50_000 });
  let positions = 0;
  let solved = 0;
  const start = performance.now();
  for (const deal of deals) {
    const result = solve(deal, { budget: DEAL_BUDGET });
    positions += result.nodes;
    if (result.verdict !== 'unknown') solved++;
  }
  const ms = performance.now() - start;
  return { positions, ms, positionsPerSec: positions / (ms / 1000), dealsSolved: solved, deals: DEALS };
}

export interface ExampleSolve {
  readonly file: string;
  readonly verdict: string;
  readonly length: number | null;
  readonly nodes: number;
  readonly ms: number;
}

export async function exampleSolves(dir = EXAMPLES_DIR): Promise<ExampleSolve[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.royal.json')).sort();
  const solves: ExampleSolve[] = [];
  for (const name of names) {
    const read = await readReplay(join(dir, name));
    if (!read.ok) throw new Error(`${name}: ${read.message}`);
    const state = read.loaded.record.stateAt(read.loaded.cursor) as RoyalSuitState;
    const start = performance.now();
    const result = solve(state);
    solves.push({ file: basename(name), verdict: result.verdict, length: result.length, nodes: result.nodes, ms: performance.now() - start });
  }
  return solves;
}
