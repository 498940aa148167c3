/**
 * Evaluating royal lines. The settler's colour is the foundation:
 * aristocracy (only the ace's suit) 3 p. each up to 6, revolution (only the
 * other colour) 2 p. each up to 8, otherwise democracy, +1 for the settler's
 * colour and -1 for the other, from -3 to 4. A joker settler is always the
 * favourable colour and never a suit, so it never forms an aristocracy.
 */
import type { CardColour, Suit } from '../../core/cards';
import type { Seat } from '../../core/game';
import { colourOfSuit, isAceCard, isJokerCard, otherColour, suitOfCard } from './cards';
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
  if (suit !== null && suits.every((s) => s === suit)) {
    return { form: 'aristocracy', points: Math.min(ARISTOCRACY_EACH * suits.length, ARISTOCRACY_MAX) };
  }
  const other = otherColour(colour);
  if (suits.every((s) => colourOfSuit(s) === other)) {
    return { form: 'revolution', points: Math.min(REVOLUTION_EACH * suits.length, REVOLUTION_MAX) };
  }
  let points = 0;
  for (const s of suits) points += colourOfSuit(s) === colour ? 1 : -1;
  return { form: 'democracy', points: Math.max(DEMOCRACY_MIN, Math.min(DEMOCRACY_MAX, points)) };
}

/** The best a settler makes of these royals: an ace is its own suit and colour; a joker takes the better colour. */
export function settlerScore(settler: CardId, suits: readonly Suit[]): FormScore & { readonly colour: CardColour } {
  if (!isJokerCard(settler)) {
    const suit = suitOfCard(settler);
    return { ...formScore(suits, colourOfSuit(suit), isAceCard(settler) ? suit : null), colour: colourOfSuit(suit) };
  }
  const red = formScore(suits, 'red', null);
  const black = formScore(suits, 'black', null);
  return black.points > red.points ? { ...black, colour: 'black' } : { ...red, colour: 'red' };
}

/** The suit each royal counts as: its own, or the suit its settled joker chose. */
export function royalSuits(line: readonly CardId[], settled: readonly SettledJoker[]): Suit[] {
  return line.map((card) => {
    if (!isJokerCard(card)) return suitOfCard(card);
    const joker = settled.find((entry) => entry.joker === card);
    if (!joker) throw new Error(`the ${card} in the royal line has not settled`);
    return joker.suit;
  });
}

export function lineScore(state: Pick<RoyalLinesState, 'settlers' | 'lines' | 'settled'>, seat: Seat): LineScore {
  const settler = state.settlers[seat]!;
  const royals = state.lines[seat] ?? [];
  const suits = royalSuits(royals, state.settled);
  const { form, points, colour } = settlerScore(settler, suits);
  return { seat, settler, royals: [...royals], suits, form, points, colour };
}
