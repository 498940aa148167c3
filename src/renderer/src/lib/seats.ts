/**
 * What each seat is called at the table. A game may name its seats (the
 * supporters and the opposers); otherwise seats are numbered from 1.
 */
import type { AnyGameDefinition, Seat } from '../../../engine';

/** Seat names for games whose definition does not carry them yet. */
const LOCAL_SEAT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'royal-suit': ['Supporters', 'Opposers'],
};

interface MaybeNamedSeats {
  readonly seatNames?: readonly string[];
}

/** The seats' own names, or null when the game only numbers them. */
export function seatNames(game: AnyGameDefinition): readonly string[] | null {
  return (game as MaybeNamedSeats).seatNames ?? LOCAL_SEAT_NAMES[game.id] ?? null;
}

/** "Supporters", or "Seat 2" for a game that does not name its seats. */
export function seatName(game: AnyGameDefinition, seat: Seat): string {
  return seatNames(game)?.[seat] ?? `Seat ${seat + 1}`;
}

/** "the Opposers" or "seat 2", to use inside a sentence. */
export function seatInSentence(game: AnyGameDefinition, seat: Seat): string {
  const named = seatNames(game)?.[seat];
  return named ? `the ${named}` : `seat ${seat + 1}`;
}

/** A word on what each seat does, for the new-game form. */
const SEAT_NOTES: Readonly<Record<string, (seat: Seat, players: number) => string>> = {
  'royal-lock': (seat, players) => (players === 1 ? 'Steers both markers' : `Marker ${seat + 1}`),
  'royal-suit': (seat) => (seat === 0 ? 'Bring the couple together; they begin' : 'Keep the couple apart'),
};

export function seatNote(game: AnyGameDefinition, seat: Seat, players: number): string | null {
  return SEAT_NOTES[game.id]?.(seat, players) ?? null;
}
