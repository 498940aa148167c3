/** Turns: supporters (seat 0) and opposers (seat 1) alternate; supporters begin. */
import type { Seat } from '../../core/game';
import { SUPPORTERS, type RoyalSuitState } from './types';

export function otherSeat(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** "Supporters", "Opposers" — how sentences name the side acting. */
export function sideName(seat: Seat): string {
  return seat === SUPPORTERS ? 'Supporters' : 'Opposers';
}

/** "the Supporters": the side's name inside a sentence. */
export function sideNoun(seat: Seat): string {
  return `the ${sideName(seat)}`;
}

export function seatToAct(state: Pick<RoyalSuitState, 'seat' | 'end'>): Seat | null {
  return state.end ? null : state.seat;
}

export function activeSeats(state: RoyalSuitState): Seat[] {
  const seat = seatToAct(state);
  return seat === null ? [] : [seat];
}

/**
 * Hands the turn to `seat`. The take-back restriction binds only the next
 * player's turn, so it lapses once the turn comes back to the player who moved.
 */
export function giveTurnTo(state: RoyalSuitState, seat: Seat): void {
  state.seat = seat;
  state.phase = 'turn';
  state.turn += 1;
  if (state.lastMove?.by === seat) state.lastMove = null;
}

export function passTurn(state: RoyalSuitState): void {
  giveTurnTo(state, otherSeat(state.seat));
}
