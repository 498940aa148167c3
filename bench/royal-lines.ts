/**
 * Royal Lines on the fast path: whole rounds of 4 players, each dealt from its
 * own seed into a plain state and played to the scoring in place, once by the
 * planner in every seat (what the search bot's simulations do) and once by
 * random play through the checked fast path (applyFast with the legal moves).
 */
import { applyFast, mutableCopy } from '../src/engine/core/game';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { royalLines, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { playOutRound } from '../src/engine/games/royal-lines/bot-search';
import { perSecond, timeRuns } from './measure';

export interface RoundThroughput {
  readonly seats: number;
  readonly rounds: number;
  readonly plannerRoundsPerSec: number;
  readonly randomRoundsPerSec: number;
  readonly meanActionsPerRound: number;
}

function deals(seats: number, count: number): RoyalLinesState[] {
  return Array.from({ length: count }, (_, i) => royalLines.setup(royalLines.defaultOptions(), seats, i + 1));
}

/** Random legal actions to the scoring; returns the actions taken. */
function playRandomRound(state: RoyalLinesState, seed: number): number {
  const holder = { rng: seedRng(seed) };
  let actions = 0;
  while (state.phase === 'promise' || state.phase === 'choice') {
    const seat = royalLines.activeSeats(state)[0]!;
    const legal = royalLines.legalActions(state, seat);
    applyFast(royalLines, state, seat, legal[randomInt(holder, 0, legal.length - 1)]!);
    actions++;
  }
  return actions;
}

export function royalLinesRounds(seats: number, rounds: number): RoundThroughput {
  const starts = deals(seats, rounds);
  let actions = 0;
  for (const start of starts) actions += playRandomRound(mutableCopy(start), 1);
  const planner = timeRuns(() => {
    for (const start of starts) playOutRound(mutableCopy(start));
    return starts.length;
  }, 1, 3);
  const random = timeRuns(() => {
    starts.forEach((start, i) => playRandomRound(mutableCopy(start), i));
    return starts.length;
  }, 1, 3);
  return {
    seats,
    rounds: planner.units,
    plannerRoundsPerSec: Math.round(perSecond(planner)),
    randomRoundsPerSec: Math.round(perSecond(random)),
    meanActionsPerRound: Math.round((actions / starts.length) * 10) / 10,
  };
}
