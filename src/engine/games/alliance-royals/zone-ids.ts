/** The ids of the editor's zones for Alliance Royals, in one place for the editor and its card tags. */
import type { Seat } from '../../core/game';

export const zoneIds = {
  hand: (seat: Seat) => `hand.${seat}`,
  spoils: (seat: Seat) => `spoils.${seat}`,
  meld: (seat: Seat) => `meld.${seat}`,
  gift: (seat: Seat) => `gift.${seat}`,
  stack: 'stack',
  discard: 'discard',
  dead: 'dead',
  battle: 'battle',
} as const;

/** The seat a seat's zone ("meld.2") belongs to. */
export function ownerOfZone(zone: string): Seat {
  return Number(zone.split('.')[1]) as Seat;
}
