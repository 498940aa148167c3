/**
 * Who may act. Most steps have one seat to act (the head of the queue, or the
 * attacker); the gift exchange waits for the attacker and ally at once, each
 * choosing in secret.
 */
import type { Seat } from '../../core/game';
import { nextDealer } from './flow';
import { allyOf } from './seats';
import type { AllianceRoyalsState } from './types';

export function activeSeats(state: AllianceRoyalsState): Seat[] {
  switch (state.phase) {
    case 'houses':
    case 'draw':
    case 'battle':
    case 'spoils':
    case 'window':
      return state.queue.length ? [state.queue[0]!] : [];
    case 'bundle':
    case 'play':
      return [state.attacker];
    case 'gift':
      return [state.attacker, allyOf(state.attacker)].filter((seat) => state.gifts[seat] === null);
    case 'consent':
      return state.arrangement ? [allyOf(state.arrangement.seat)] : [];
    case 'scored':
      return [nextDealer(state)];
    case 'over':
      return [];
  }
}
