/**
 * The game review's playout and its win chance. A whole game played out by
 * the planner takes a millisecond or more and ends in a plain win or loss, so
 * a few dozen deals could only tell very large losses from luck. Instead the
 * planner plays both seats a few turns on (the horizon), and the position
 * there is turned into a chance to win: the search bot's position value (the
 * score margin and the royals, jokers and hand on each side, bot-search.ts)
 * through a logistic curve fitted to planner games. A game that ends within
 * the horizon counts by its result.
 */
import type { Seat } from '../../core/game';
import { applyAction } from './actions';
import { planAction, seenFromState } from './bot-plan';
import { positionValue } from './bot-search';
import { activeSeats } from './turn';
import type { RoyalsState } from './types';

/** Turns begun before the playout stops: the turn under way, the answer to it, and one more of each. */
export const HORIZON_TURNS = 4;
/** A bound no four turns reach (a turn and the answers to it take some ten actions), so a playout always ends. */
const MAX_PLAYOUT_ACTIONS = 400;

/**
 * The curve from position value to the chance that the seat about to play
 * wins: chance = 1 / (1 + e^−(lead + slope · value)). Fitted by logistic
 * regression on some 60 000 turn starts of 3 000 planner games (one move in
 * ten random, so that poor positions are in the sample too). A point of
 * value weighs more as the game nears its end; `lead` is the edge of the
 * seat about to play with a full hand.
 */
const CURVES = {
  /** Reshuffles to come: much can still change. */
  open: { lead: 0.37, slope: 0.13 },
  /** The Last Reshuffle is in effect: the deck in play is the last one. */
  lastDeck: { lead: 0.6, slope: 0.23 },
  /** The Last Round: a final turn each. */
  lastRound: { lead: 0.2, slope: 0.25 },
} as const;

function gameIsScored(state: RoyalsState): boolean {
  return state.stage === 'scored' || state.stage === 'over';
}

/** The seat that acts now: the turn's player, the seat answering a block, or the defender choosing who falls. */
function actor(state: RoyalsState): Seat | undefined {
  return activeSeats(state)[0];
}

/**
 * The planner plays both seats until HORIZON_TURNS more turns have begun, or
 * the game under way is scored. Counted from the state after the move, so
 * "End the turn" looks one turn further than the moves that keep the turn
 * going; the fitted curve reads either turn start fairly (on the shipped
 * example the two horizons differ by 0.2 points of chance on average).
 */
export function playOutHorizon(state: RoyalsState): void {
  const until = state.turn + HORIZON_TURNS;
  const game = state.game;
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS; n++) {
    if (state.game !== game || gameIsScored(state)) return;
    if (state.stage === 'turn' && state.turn >= until) return;
    const seat = actor(state);
    if (seat === undefined) return;
    applyAction(state, seat, planAction(seenFromState(state, seat)));
  }
}

function curveFor(state: RoyalsState): { readonly lead: number; readonly slope: number } {
  if (state.phase === 'last-round') return CURVES.lastRound;
  return state.lastReshuffle ? CURVES.lastDeck : CURVES.open;
}

/** A scored game's shares: 1 to the winner, a half each for a tie. */
function resultShares(state: RoyalsState): [number, number] {
  const winners = state.result?.winners ?? state.results[state.results.length - 1]?.winners ?? [];
  if (winners.length !== 1) return [0.5, 0.5];
  return winners[0] === 0 ? [1, 0] : [0, 1];
}

/** Each seat's chance to win the game under way (seat 1 first): its result once scored, else the fitted curve. */
export function winChances(state: RoyalsState): [number, number] {
  if (gameIsScored(state)) return resultShares(state);
  const toPlay = state.seat;
  const { lead, slope } = curveFor(state);
  const chance = 1 / (1 + Math.exp(-(lead + slope * positionValue(state, toPlay, state.game))));
  return toPlay === 0 ? [chance, 1 - chance] : [1 - chance, chance];
}
