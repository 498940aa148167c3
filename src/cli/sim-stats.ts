/**
 * The sums a simulation keeps about the games it played, in a form that adds
 * up the same in any order: on one core, over worker threads or over shards
 * run on other machines and merged afterwards. Shares of a shared win are
 * counted in whole units so no floating-point sum depends on the order.
 */
import type { PlayedGame } from './sim';

/** A win shared by k seats gives each SHARE_UNIT / k, a whole number for every k up to 16 seats. */
export const SHARE_UNIT = 720_720;

export interface SimTally {
  games: number;
  totalActions: number;
  minActions: number;
  maxActions: number;
  unfinished: number;
  outcomes: Record<string, number>;
  winsBySeat: number[];
  shareUnitsBySeat: number[];
  /** Games by their length in actions ("37": 12 games), so merged parts give the exact spread. */
  actionCounts: Record<string, number>;
  /** For each seat, finished games by the points it ended with; all empty for a game that counts no points. */
  scoreCountsBySeat: Record<string, number>[];
}

export function emptyTally(players: number): SimTally {
  return {
    games: 0,
    totalActions: 0,
    minActions: Number.MAX_SAFE_INTEGER,
    maxActions: 0,
    unfinished: 0,
    outcomes: {},
    winsBySeat: Array.from({ length: players }, () => 0),
    shareUnitsBySeat: Array.from({ length: players }, () => 0),
    actionCounts: {},
    scoreCountsBySeat: Array.from({ length: players }, () => ({})),
  };
}

function countOne(counts: Record<string, number>, value: number): void {
  counts[value] = (counts[value] ?? 0) + 1;
}

function addCounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = { ...a };
  for (const [value, count] of Object.entries(b)) sum[value] = (sum[value] ?? 0) + count;
  return sum;
}

export function addGame(tally: SimTally, played: Pick<PlayedGame, 'actions' | 'outcome' | 'scores'>): void {
  const length = played.actions.length;
  countOne(tally.actionCounts, length);
  tally.games++;
  tally.totalActions += length;
  tally.minActions = Math.min(tally.minActions, length);
  tally.maxActions = Math.max(tally.maxActions, length);
  if (!played.outcome) {
    tally.unfinished++;
    return;
  }
  const { label, winners } = played.outcome;
  tally.outcomes[label] = (tally.outcomes[label] ?? 0) + 1;
  for (const seat of winners) {
    tally.winsBySeat[seat]! += 1;
    tally.shareUnitsBySeat[seat]! += SHARE_UNIT / winners.length;
  }
  played.scores?.forEach((points, seat) => countOne(tally.scoreCountsBySeat[seat]!, points));
}

export function mergeTallies(a: SimTally, b: SimTally): SimTally {
  return {
    games: a.games + b.games,
    totalActions: a.totalActions + b.totalActions,
    minActions: Math.min(a.minActions, b.minActions),
    maxActions: Math.max(a.maxActions, b.maxActions),
    unfinished: a.unfinished + b.unfinished,
    outcomes: addCounts(a.outcomes, b.outcomes),
    winsBySeat: a.winsBySeat.map((wins, seat) => wins + (b.winsBySeat[seat] ?? 0)),
    shareUnitsBySeat: a.shareUnitsBySeat.map((units, seat) => units + (b.shareUnitsBySeat[seat] ?? 0)),
    actionCounts: addCounts(a.actionCounts, b.actionCounts),
    scoreCountsBySeat: a.scoreCountsBySeat.map((counts, seat) => addCounts(counts, b.scoreCountsBySeat[seat] ?? {})),
  };
}

/** Games whose value lies in [from, to]: whole numbers, both ends included. */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly games: number;
}

/** At most this many bars in a histogram: more would be too thin to read. */
export const MAX_BINS = 20;

/** The bin width: 1, 2 or 5 times a power of ten, the smallest that needs no more than MAX_BINS bins. */
function binWidth(min: number, max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of [1, 2, 5]) {
      const width = step * power;
      if (Math.floor(max / width) - Math.floor(min / width) + 1 <= MAX_BINS) return width;
    }
  }
}

/** Exact counts by value as a histogram of bins of one round width, from the lowest value to the highest; empty counts give no bins. */
export function histogram(counts: Readonly<Record<string, number>>): Bin[] {
  const values = Object.keys(counts).map(Number);
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = binWidth(min, max);
  const first = Math.floor(min / width);
  const bins = Array.from({ length: Math.floor(max / width) - first + 1 }, (_, i) => ({ from: (first + i) * width, to: (first + i) * width + width - 1, games: 0 }));
  for (const [value, count] of Object.entries(counts)) bins[Math.floor(Number(value) / width) - first]!.games += count;
  return bins;
}

export { wilson95, type RateInterval } from '../engine/core/intervals';
