/**
 * What each seat is called at the table. A game may name its seats (the
 * Supporters and the Opposers); otherwise seats are numbered from 1.
 */
import type { AnyGameDefinition, Seat } from '../../../engine';

/** The seats' own names, or null when the game only numbers them. */
export function seatNames(game: AnyGameDefinition): readonly string[] | null {
  return game.seatNames ?? null;
}

/** "Supporters", or "Seat 2" for a game that does not name its seats. */
export function seatName(game: AnyGameDefinition, seat: Seat): string {
  return seatNames(game)?.[seat] ?? `Seat ${seat + 1}`;
}

/** "the Opposers" or "Seat 2", to use inside a sentence: a numbered seat is a name, as the game record writes it. */
export function seatInSentence(game: AnyGameDefinition, seat: Seat): string {
  const named = seatNames(game)?.[seat];
  return named ? `the ${named}` : `Seat ${seat + 1}`;
}

/** A word on what each seat does, for the new-game form. */
export function seatNote(game: AnyGameDefinition, seat: Seat, players: number): string | null {
  return game.seatNote?.(seat, players) ?? null;
}
