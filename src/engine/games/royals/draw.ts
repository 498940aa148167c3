/**
 * Drawing, reshuffling and the start of the Last Round.
 *
 * "At the moment the last card is drawn from the deck all players must stop
 * what they're doing and shuffle the discard pile." The reshuffle happens the
 * moment the deck empties, even when no further card is wanted. Once the Last
 * Reshuffle is in effect, the deck running out begins the Last Round instead.
 */
import type { Seat } from '../../core/game';
import { shuffleInPlace } from '../../core/rng';
import { otherSeat } from './words';
import { HAND_SIZE, RESHUFFLE_LIMIT, type RoyalsState } from './types';

/** When a draw happens: at the start of the drawer's turn, or as the drawer's turn ends. */
export type DrawMoment = 'start' | 'end';

/**
 * Y11: the Last Round gives each player one final turn. A draw at the start
 * of a turn makes that turn the drawer's final one; a draw as a turn ends gives
 * the other player the next final turn and the drawer one more after it.
 */
export function beginLastRound(state: RoyalsState, drawer: Seat, moment: DrawMoment): void {
  state.phase = 'last-round';
  state.finalTurns = moment === 'start' ? [drawer, otherSeat(drawer)] : [otherSeat(drawer), drawer];
}

/** The deck has just run out: reshuffle the discard pile into a new deck, or begin the Last Round. */
export function deckRanOut(state: RoyalsState, drawer: Seat, moment: DrawMoment): void {
  if (state.phase === 'last-round') return;
  // Y8: with nothing to reshuffle the deck cannot be replaced, so the game moves into its final round.
  if (state.lastReshuffle || state.discard.length === 0) {
    beginLastRound(state, drawer, moment);
    return;
  }
  state.deck = state.discard;
  state.discard = [];
  shuffleInPlace(state, state.deck);
  state.reshuffles += 1;
  // Y10: the recommended limit makes the third reshuffle the last one.
  if (state.options.reshuffleLimit && state.reshuffles >= RESHUFFLE_LIMIT) state.lastReshuffle = true;
}

/** Draws until the seat holds five cards, reshuffling as the deck runs out; returns how many were drawn. */
export function refill(state: RoyalsState, seat: Seat, moment: DrawMoment): number {
  const hand = state.hands[seat]!;
  let drawn = 0;
  while (hand.length < HAND_SIZE) {
    if (state.deck.length === 0) {
      deckRanOut(state, seat, moment);
      if (state.deck.length === 0) break;
    }
    hand.push(state.deck.shift()!);
    drawn++;
    if (state.deck.length === 0) deckRanOut(state, seat, moment);
  }
  return drawn;
}
