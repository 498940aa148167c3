/**
 * The positions the navigator imagines. `determinise` deals every unseen card
 * at random, which is right for the hands and decks, but a promise another
 * seat has already laid face down was not dealt at random: that player chose
 * it from its hand. So the rebuilt position takes the laid promise back into
 * that hand and lets the planner choose again, as the navigator expects the
 * others to play in its simulations anyway. Without this the second seat to
 * lay a promise reasons as if the first had laid any card at all.
 */
import type { Seat } from '../../core/game';
import { planPromise } from './bot-heuristic';
import { seenFromState } from './bot-seen';
import { comparePromises } from './cards';
import { determinise } from './determinise';
import type { PromiseCard, RoyalLinesState, RoyalLinesView } from './types';

/** Lay again, as the planner would, every promise another seat has laid face down. */
export function relayHiddenPromises(state: RoyalLinesState, seat: Seat): void {
  if (state.phase !== 'promise') return;
  for (let other = 0; other < state.seats; other++) {
    const laid = state.chosen[other];
    if (other === seat || laid == null) continue;
    const hand = state.hands[other]!;
    hand.push(laid);
    hand.sort(comparePromises);
    const card = planPromise(seenFromState(state, other)) as PromiseCard;
    hand.splice(hand.indexOf(card), 1);
    state.chosen[other] = card;
  }
}

/** A position `seat` could be in, its rivals' face-down promises laid the way the planner would lay them. */
export function imaginedWorld(view: RoyalLinesView, seat: Seat, seed: number): RoyalLinesState {
  const world = determinise(view, seed);
  relayHiddenPromises(world, seat);
  return world;
}
