/** Names for seats and counts, shared by refusals, the log and the text view. */
export { capitalise, listWords, plural } from '../../core/words';

export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}

export function otherSeat(seat: number): number {
  return seat === 0 ? 1 : 0;
}
