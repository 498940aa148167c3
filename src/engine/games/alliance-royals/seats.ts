/** Who sits where: partners opposite, clockwise is the next seat. */
import type { Seat } from '../../core/game';
import { SEATS } from './types';

export function allyOf(seat: Seat): Seat {
  return (seat + 2) % SEATS;
}

export function nextSeat(seat: Seat): Seat {
  return (seat + 1) % SEATS;
}

/** 0 for seats 1 & 3 (0 and 2), 1 for seats 2 & 4 (1 and 3). */
export function allianceOf(seat: Seat): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

export function areEnemies(a: Seat, b: Seat): boolean {
  return allianceOf(a) !== allianceOf(b);
}

/** The four seats clockwise starting at `first`. */
export function clockwiseFrom(first: Seat): Seat[] {
  return [0, 1, 2, 3].map((n) => (first + n) % SEATS);
}
