/**
 * Turns: the two markers take turns, up to 3 actions each. With 2 players
 * each steers one marker; a solo player steers both, turn by turn.
 */
import type { Seat } from '../../core/game';
import { ACTIONS_PER_TURN, type MarkerIndex, type RoyalLockState } from './types';

/** The seat that steers a marker. */
export function seatOfMarker(state: Pick<RoyalLockState, 'seats'>, marker: MarkerIndex): Seat {
  return state.seats === 2 ? marker : 0;
}

/** The seat whose turn it is, or null once the game is over. */
export function seatToAct(state: Pick<RoyalLockState, 'seats' | 'marker' | 'end'>): Seat | null {
  return state.end ? null : seatOfMarker(state, state.marker);
}

export function activeSeats(state: RoyalLockState): Seat[] {
  const seat = seatToAct(state);
  return seat === null ? [] : [seat];
}

export function actionsLeft(state: Pick<RoyalLockState, 'actionsUsed'>): number {
  return Math.max(0, ACTIONS_PER_TURN - state.actionsUsed);
}

/** Where the acting marker stands. */
export function actingCell(state: Pick<RoyalLockState, 'markers' | 'marker'>): number {
  return state.markers[state.marker] ?? 4;
}

/** Where the marker that acts next turn stands: the other marker, solo or not. */
export function nextActingCell(state: Pick<RoyalLockState, 'markers' | 'marker'>): number {
  return state.markers[state.marker === 0 ? 1 : 0] ?? 4;
}

/** Hands the turn to the other marker with a fresh set of actions. */
export function passTurn(state: RoyalLockState): void {
  state.marker = state.marker === 0 ? 1 : 0;
  state.actionsUsed = 0;
  state.turn += 1;
}
