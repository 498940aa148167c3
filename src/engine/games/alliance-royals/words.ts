/** Names for seats, cards and houses, shared by refusals, the log and the text view. */
export { capitalise, listWords, numberText } from '../../core/words';
import type { Suit } from '../../core/cards';
import { displayCard } from '../../core/editor';
import { cardText } from './cards';

const HOUSES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}

/** "9♥"; copies of a card look alike. Anything that is not a card is quoted. */
export function label(card: string): string {
  try {
    return cardText(card);
  } catch {
    return displayCard(card);
  }
}

export function labels(cards: readonly string[]): string {
  return cards.length ? cards.map(label).join(' ') : '—';
}

export function houseName(suit: Suit | null): string {
  return suit === null ? 'no house yet' : HOUSES[suit];
}

export function houseSymbol(suit: Suit): string {
  return SYMBOLS[suit];
}

export function allianceName(alliance: 0 | 1): string {
  return alliance === 0 ? 'Seats 1 & 3' : 'Seats 2 & 4';
}
