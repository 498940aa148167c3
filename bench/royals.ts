/**
 * Royals on the fast path: complete games, each dealt from its own seed into
 * a plain state and played to the score in place, once by the planner in both
 * seats (what the search bot's simulations do, rules applied unchecked) and
 * once by random play through the checked fast path (applyFast with the legal
 * moves, the way simulations of bots against the rules run).
 */
import { applyFast, mutableCopy } from '../src/engine/core/game';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { royals, type RoyalsState } from '../src/engine/games/royals';
import { applyAction } from '../src/engine/games/royals/actions';
import { planAction, seenFromState } from '../src/engine/games/royals/bot-plan';
import { perSecond, timeRuns } from './measure';

export interface RoyalsThroughput {
  readonly games: number;
  readonly plannerGamesPerSec: number;
  readonly randomGamesPerSec: number;
  readonly meanPlannerActions: number;
}

const MAX_ACTIONS = 5000;

function deals(count: number): RoyalsState[] {
  return Array.from({ length: count }, (_, i) => royals.setup(royals.defaultOptions(), 2, i + 1));
}

function playPlanner(state: RoyalsState): number {
  let actions = 0;
  while (!state.end && actions < MAX_ACTIONS) {
    const seat = royals.activeSeats(state)[0]!;
    applyAction(state, seat, planAction(seenFromState(state, seat)));
    actions++;
  }
  return actions;
}

function playRandom(state: RoyalsState, seed: number): number {
  const holder = { rng: seedRng(seed) };
  let actions = 0;
  while (!state.end && actions < MAX_ACTIONS) {
    const seat = royals.activeSeats(state)[0]!;
    const legal = royals.legalActions(state, seat);
    applyFast(royals, state, seat, legal[randomInt(holder, 0, legal.length - 1)]!);
    actions++;
  }
  return actions;
}

export function royalsGames(games: number): RoyalsThroughput {
  const starts = deals(games);
  let actions = 0;
  for (const start of starts) actions += playPlanner(mutableCopy(start));
  const planner = timeRuns(() => {
    for (const start of starts) playPlanner(mutableCopy(start));
    return starts.length;
  }, 1, 3);
  const random = timeRuns(() => {
    starts.forEach((start, i) => playRandom(mutableCopy(start), i));
    return starts.length;
  }, 1, 3);
  return {
    games: planner.units,
    plannerGamesPerSec: Math.round(perSecond(planner)),
    randomGamesPerSec: Math.round(perSecond(random)),
    meanPlannerActions: Math.round((actions / starts.length) * 10) / 10,
  };
}
