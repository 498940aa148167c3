/**
 * `solve`: who wins a Royal Suit position from a replay, with every card face
 * up (a replay knows every deck), the line of best play in words, its length
 * and the positions searched.
 */
import { mutableCopy, type Seat } from '../engine/core/game';
import type { Cursor } from '../engine/core/record';
import { royalSuit, sideNoun, type RoyalSuitAction, type RoyalSuitState } from '../engine/games/royal-suit';
import { solve, type SolveVerdict } from '../engine/games/royal-suit/solver';
import { readReplay } from '../main/files/replay-store';
import type { SolveArgs } from './args';
import { chooseCursor, CommandError } from './replay-commands';
import { plural } from '../engine/core/words';
import { quoteUntrusted } from '../engine/core/quote';

export interface SolvedLineStep {
  readonly seat: Seat;
  readonly action: RoyalSuitAction;
  readonly text: string;
}

export interface SolveReport {
  readonly game: 'royal-suit';
  readonly cursor: Cursor;
  readonly lineName: string;
  readonly lastStep: number;
  /** The side to move at the position solved. */
  readonly seat: Seat;
  readonly verdict: SolveVerdict;
  readonly winner: Seat | null;
  readonly length: number | null;
  readonly line: readonly SolvedLineStep[];
  /** Positions searched, the search of the line included; never more than the budget when the answer is "unknown". */
  readonly nodes: number;
  readonly depth: number;
  readonly budget: number;
}

/** Each step of the line in words, as the game log would tell it. */
function narrate(start: RoyalSuitState, line: readonly { seat: Seat; action: RoyalSuitAction }[]): SolvedLineStep[] {
  let state = start;
  return line.map(({ seat, action }) => {
    const next = mutableCopy(state);
    royalSuit.apply(next, seat, action);
    const text = royalSuit.describe(state, seat, action, next);
    state = next;
    return { seat, action, text };
  });
}

export async function solveReplay(args: Pick<SolveArgs, 'file' | 'step' | 'line' | 'budget'>): Promise<SolveReport> {
  const read = await readReplay(args.file);
  if (!read.ok) throw new CommandError(read.message);
  const { record } = read.loaded;
  if (record.game.id !== royalSuit.id) {
    throw new CommandError(`solve works on Royal Suit replays; this file holds a ${record.game.title} game`);
  }
  const cursor = chooseCursor(record, read.loaded.cursor, args.line, args.step);
  const state = record.stateAt(cursor) as RoyalSuitState;
  const outcome = royalSuit.outcome(state);
  if (outcome) throw new CommandError(`the game is over at step ${cursor.step}: ${outcome.text}`);
  const result = solve(state, { budget: args.budget });
  return {
    game: 'royal-suit',
    cursor,
    lineName: record.line(cursor.line).name,
    lastStep: record.lastStep(cursor.line),
    seat: result.seat,
    verdict: result.verdict,
    winner: result.winner,
    length: result.length,
    line: narrate(state, result.line),
    nodes: result.nodes,
    depth: result.depth,
    budget: args.budget,
  };
}

function verdictLine(report: SolveReport): string {
  const mover = sideNoun(report.seat);
  if (report.verdict === 'unknown') {
    return `Result: unknown — no forced result found within the budget of ${plural(report.budget, 'position')} (every line searched ${plural(report.depth, 'action')} deep).`;
  }
  const length = plural(report.length!, 'action');
  if (report.verdict === 'win') return `Result: win — ${mover} win in ${length} with best play.`;
  return `Result: loss — ${sideNoun(report.winner!)} win in ${length} however ${mover} play.`;
}

export function solveText(report: SolveReport): string {
  const lines = [
    `Royal Suit, step ${report.cursor.step} of ${report.lastStep} on ${quoteUntrusted(report.lineName, 60)} (line ${report.cursor.line}): ${sideNoun(report.seat)} to move.`,
    verdictLine(report),
  ];
  if (report.line.length) {
    lines.push('Line:');
    report.line.forEach((step, i) => lines.push(`  ${i + 1}. ${step.text}`));
    lines.push(`Length: ${plural(report.length!, 'action')}`);
  }
  lines.push(`Positions searched: ${report.nodes.toLocaleString('en')}`);
  return lines.join('\n');
}

export function solveJson(report: SolveReport): string {
  return JSON.stringify(report);
}
