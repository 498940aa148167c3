/**
 * Who plays on after "Continue here". In a replay of bots alone nobody at the
 * screen has a seat, so the bots would play the new line on their own at once;
 * the person who asked to continue takes the seat to move instead, and the
 * bots keep the others to answer.
 */
import type { AnyGameDefinition, PlayerInfo, Seat } from '../../../engine';
import { seatName } from './seats';
import { humanSeats } from './viewer';

/** The seats once play resumes, or null when they stay as they are (a person already plays, or nobody is to move). */
export function seatsToContinue(game: AnyGameDefinition, players: readonly PlayerInfo[], seatToMove: Seat | null): PlayerInfo[] | null {
  if (seatToMove === null || humanSeats(players).length > 0) return null;
  return players.map((player, seat) => (seat === seatToMove ? { name: seatName(game, seat), bot: null } : player));
}
