/**
 * The navigator: a search bot. It rebuilds a number of positions its seat
 * could be in (hidden cards dealt at random, consistently with its view: see
 * determinise.ts), tries each legal action in every one of them, lets the
 * planner play every seat to the end of the round on the fast path (a plain
 * copy mutated in place), and takes the action with the best average result:
 * its share of the round win, and a little for the score margin.
 *
 * Every action is tried in the same rebuilt positions, with the same shuffle
 * for the second ship, so the comparison is not drowned in the luck of the
 * deal.
 */
import { mutableCopy, type BotContext, type BotSpec, type Seat } from '../../core/game';
import { applyAction } from './actions';
import { planAction, planPromise, sameAction } from './bot-heuristic';
import { seenFromState, seenFromView } from './bot-seen';
import { imaginedWorld } from './bot-search-worlds';
import type { RoyalLinesAction, RoyalLinesState, RoyalLinesView } from './types';

/**
 * Positions rebuilt per decision at the default strength. 24 scored no better
 * than 8 against the heuristic bot (docs/royal-lines-bots.md), so the default
 * takes the faster setting; a move stays far under a second.
 */
export const DEFAULT_SAMPLES = 8;
/** How many times the better half of the actions is tried again in as many new positions. */
const HALVINGS = 2;
/** The score margin only breaks near-ties between actions that win equally often. */
const MARGIN_WEIGHT = 0.05;
/** A round has at most 13 recruitments of 5 promises and a few choices; a bound against any surprise. */
const MAX_PLAYOUT_ACTIONS = 200;

/** The planner plays every seat until the round is scored. */
export function playOutRound(state: RoyalLinesState): void {
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS; n++) {
    switch (state.phase) {
      case 'promise': {
        const seat = state.chosen.indexOf(null);
        applyAction(state, seat, { type: 'promise', card: planPromise(seenFromState(state, seat)) });
        break;
      }
      case 'choice': {
        const seat = state.pending!.seat;
        applyAction(state, seat, planAction(seenFromState(state, seat))!);
        break;
      }
      case 'scored':
      case 'over':
        return;
    }
  }
  throw new Error('a simulated round did not end');
}

/** The seat's share of the round win, and a little for its margin over the best other line. */
export function roundValue(state: RoyalLinesState, seat: Seat): number {
  const result = state.result;
  if (!result) return 0;
  const share = result.winners.includes(seat) ? 1 / result.winners.length : 0;
  let others = -Infinity;
  for (const score of result.scores) if (score.seat !== seat) others = Math.max(others, score.points);
  const margin = result.scores[seat]!.points - others;
  return share + (MARGIN_WEIGHT * margin) / 16;
}

/** A well-mixed seed for rebuilt position `k` of a decision. */
function sampleSeed(seed: number, k: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 2147483647;
}

export interface ActionTrials {
  /** Each legal action's average value over the positions it was tried in. */
  readonly values: number[];
  /** How many rebuilt positions each action was tried in. */
  readonly tried: number[];
}

/**
 * Tries the legal actions in rebuilt positions, spending the simulations
 * where the choice is made: every action in `samples` positions, then the
 * better half in as many more, and so on up to `HALVINGS` times, the survivors
 * always in the same positions as each other.
 */
export function tryActions(view: RoyalLinesView, seat: Seat, legal: readonly RoyalLinesAction[], seed: number, samples: number): ActionTrials {
  const totals = legal.map(() => 0);
  const tried = legal.map(() => 0);
  let alive = legal.map((_, i) => i);
  let worlds = 0;
  let batch = samples;
  for (let halving = 0; ; halving++) {
    for (let k = worlds; k < worlds + batch; k++) {
      const world = imaginedWorld(view, seat, sampleSeed(seed, k));
      for (const i of alive) {
        const state = mutableCopy(world);
        applyAction(state, seat, legal[i]!);
        playOutRound(state);
        totals[i] = totals[i]! + roundValue(state, seat);
        tried[i] = tried[i]! + 1;
      }
    }
    worlds += batch;
    if (alive.length <= 2 || halving >= HALVINGS) break;
    alive = [...alive].sort((a, b) => totals[b]! - totals[a]! || a - b).slice(0, Math.ceil(alive.length / 2));
    batch = worlds;
  }
  return { values: totals.map((total, i) => total / tried[i]!), tried };
}

/** The average value of each legal action over the positions it was tried in. */
export function actionValues(view: RoyalLinesView, seat: Seat, legal: readonly RoyalLinesAction[], seed: number, samples: number): number[] {
  return tryActions(view, seat, legal, seed, samples).values;
}

export function searchAction(context: BotContext<RoyalLinesView, RoyalLinesAction>, samples: number): RoyalLinesAction {
  const { legal, view, seat } = context;
  if (legal.length === 0) throw new Error('The navigator was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const { values, tried } = tryActions(view, seat, legal, context.seed, samples);
  // Only the actions tried longest compete: an action dropped early may look lucky in its few positions.
  const most = Math.max(...tried);
  const finalists = legal.map((_, i) => i).filter((i) => tried[i] === most);
  let best = finalists[0]!;
  for (const i of finalists) if (values[i]! > values[best]!) best = i;
  // Among actions that do equally well, the planner's reasons decide.
  const planned = planAction(seenFromView(view));
  const plannedAt = planned ? legal.findIndex((action) => sameAction(action, planned)) : -1;
  if (plannedAt >= 0 && tried[plannedAt] === most && values[plannedAt]! >= values[best]! - 1e-9) return legal[plannedAt]!;
  return legal[best]!;
}

export function createSearchBot(samples: number = DEFAULT_SAMPLES): BotSpec<RoyalLinesView, RoyalLinesAction> {
  return {
    id: 'search',
    label: 'Search',
    choose: (context) => searchAction(context, samples),
  };
}

export const searchBot = createSearchBot();
