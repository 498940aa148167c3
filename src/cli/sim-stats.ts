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
  };
}

export function addGame(tally: SimTally, played: Pick<PlayedGame, 'actions' | 'outcome'>): void {
  const length = played.actions.length;
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
}

export function mergeTallies(a: SimTally, b: SimTally): SimTally {
  const outcomes: Record<string, number> = { ...a.outcomes };
  for (const [label, count] of Object.entries(b.outcomes)) outcomes[label] = (outcomes[label] ?? 0) + count;
  return {
    games: a.games + b.games,
    totalActions: a.totalActions + b.totalActions,
    minActions: Math.min(a.minActions, b.minActions),
    maxActions: Math.max(a.maxActions, b.maxActions),
    unfinished: a.unfinished + b.unfinished,
    outcomes,
    winsBySeat: a.winsBySeat.map((wins, seat) => wins + (b.winsBySeat[seat] ?? 0)),
    shareUnitsBySeat: a.shareUnitsBySeat.map((units, seat) => units + (b.shareUnitsBySeat[seat] ?? 0)),
  };
}

export { wilson95, type RateInterval } from '../engine/core/intervals';
