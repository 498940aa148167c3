/**
 * Evaluating royal lines. The settler's colour is the foundation:
 * aristocracy (only the ace's suit) 3 p. each up to 6, revolution (only the
 * other colour) 2 p. each up to 8, otherwise democracy, +1 for the settler's
 * colour and -1 for the other, from -3 to 4. A joker settler is always the
 * favourable colour and never a suit, so it never forms an aristocracy.
 */
import type { CardColour, Suit } from '../../core/cards';
import type { Seat } from '../../core/game';
import { colourOfSuit, isAceCard, isJokerCard, suitOfCard } from './cards';
import type { CardId, Form, LineScore, RoyalLinesState, SettledJoker } from './types';

export const ARISTOCRACY_EACH = 3;
export const ARISTOCRACY_MAX = 6;
export const REVOLUTION_EACH = 2;
export const REVOLUTION_MAX = 8;
export const DEMOCRACY_MIN = -3;
export const DEMOCRACY_MAX = 4;

export interface FormScore {
  readonly form: Form;
  readonly points: number;
}

/** The line's form and points when the settler stands for `colour` (and `suit`, for an ace). */
export function formScore(suits: readonly Suit[], colour: CardColour, suit: Suit | null): FormScore {
  // An empty line has no royals to count: every form would give 0.
  if (suits.length === 0) return { form: 'none', points: 0 };
  // Royals of the settler's suit and of its colour, counted in one pass: every simulated round scores every line.
  let ofSuit = 0;
  let ofColour = 0;
  for (const s of suits) {
    if (s === suit) ofSuit++;
    if (colourOfSuit(s) === colour) ofColour++;
  }
  const ofOtherColour = suits.length - ofColour;
  if (suit !== null && ofSuit === suits.length) {
    return { form: 'aristocracy', points: Math.min(ARISTOCRACY_EACH * suits.length, ARISTOCRACY_MAX) };
  }
  if (ofOtherColour === suits.length) {
    return { form: 'revolution', points: Math.min(REVOLUTION_EACH * suits.length, REVOLUTION_MAX) };
  }
  return { form: 'democracy', points: Math.max(DEMOCRACY_MIN, Math.min(DEMOCRACY_MAX, ofColour - ofOtherColour)) };
}

/** The best a settler makes of these royals: an ace is its own suit and colour; a joker takes the better colour. */
export function settlerScore(settler: CardId, suits: readonly Suit[]): FormScore & { readonly colour: CardColour } {
  if (!isJokerCard(settler)) {
    const suit = suitOfCard(settler);
    const colour = colourOfSuit(suit);
    const { form, points } = formScore(suits, colour, isAceCard(settler) ? suit : null);
    return { form, points, colour };
  }
  const red = formScore(suits, 'red', null);
  const black = formScore(suits, 'black', null);
  return black.points > red.points ? { form: black.form, points: black.points, colour: 'black' } : { form: red.form, points: red.points, colour: 'red' };
}

/** The suit each royal counts as: its own, or the suit its settled joker chose. */
export function royalSuits(line: readonly CardId[], settled: readonly SettledJoker[]): Suit[] {
  const suits: Suit[] = [];
  for (const card of line) suits.push(isJokerCard(card) ? settledSuit(card, settled) : suitOfCard(card));
  return suits;
}

function settledSuit(joker: CardId, settled: readonly SettledJoker[]): Suit {
  for (const entry of settled) if (entry.joker === joker) return entry.suit;
  throw new Error(`the ${joker} in the royal line has not settled`);
}

export function lineScore(state: Pick<RoyalLinesState, 'settlers' | 'lines' | 'settled'>, seat: Seat): LineScore {
  const settler = state.settlers[seat]!;
  const royals = state.lines[seat] ?? [];
  const suits = royalSuits(royals, state.settled);
  const { form, points, colour } = settlerScore(settler, suits);
  return { seat, settler, royals: [...royals], suits, form, points, colour };
}
