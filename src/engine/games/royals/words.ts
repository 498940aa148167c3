/** Names for seats, counts and poses, shared by refusals, the log, the text view, the table and the editor. */
export { capitalise, listWords, plural } from '../../core/words';
import type { Pose } from './types';

/** How a field card stands, in words: "sideways (defeated)". */
export const POSE_WORDS: Readonly<Record<Pose, string>> = { upright: 'upright', diagonal: 'diagonal (resting)', sideways: 'sideways (defeated)' };

export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}

export function otherSeat(seat: number): number {
  return seat === 0 ? 1 : 0;
}
