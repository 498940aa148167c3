/**
 * Who may act. During a recruitment every seat that has not laid its promise
 * is active at once (a simultaneous secret choice); a choice the rules give a
 * player makes that seat alone active; a scored round waits for the next
 * dealer to deal.
 */
import type { Seat } from '../../core/game';
import { nextDealer } from './round';
import type { RoyalLinesState } from './types';

export function activeSeats(state: RoyalLinesState): Seat[] {
  switch (state.phase) {
    case 'promise': {
      const seats: Seat[] = [];
      for (let seat = 0; seat < state.seats; seat++) if (state.chosen[seat] === null) seats.push(seat);
      return seats;
    }
    case 'choice':
      return state.pending ? [state.pending.seat] : [];
    case 'scored':
      return [nextDealer(state)];
    case 'over':
      return [];
  }
}
