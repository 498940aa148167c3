/**
 * The cards of Royals: one deck of 54 (jokers in) or two of 108, each
 * physical card with its own id. Rules compare faces through `baseCard`.
 */
import { baseCard, cardLabel, copyCard, RANKS, SUITS, type CardId, type Rank, type Suit } from '../../core/cards';
import type { DeckChoice } from './types';

export const JOKERS_PER_DECK = 2;

export function deckCount(decks: DeckChoice): number {
  return decks === 'two' ? 2 : 1;
}

/** Every card of the pack, deck by deck; jokers are JK1..JK4. */
export function packCards(decks: DeckChoice): string[] {
  const count = deckCount(decks);
  const cards: string[] = [];
  for (let copy = 1; copy <= count; copy++) {
    for (const suit of SUITS) for (const rank of RANKS) cards.push(copyCard(`${rank}${suit}`, copy));
  }
  for (let joker = 1; joker <= count * JOKERS_PER_DECK; joker++) cards.push(`JK${joker}`);
  return cards;
}

export function isJokerCard(card: string): boolean {
  return baseCard(card).startsWith('JK');
}

function rankPart(card: string): Rank | null {
  const face = baseCard(card);
  if (face.startsWith('JK')) return null;
  const rank = face.slice(0, -1) as Rank;
  return RANKS.includes(rank) ? rank : null;
}

export function suitOfCard(card: string): Suit | null {
  const face = baseCard(card);
  if (face.startsWith('JK')) return null;
  const suit = face.slice(-1) as Suit;
  return SUITS.includes(suit) ? suit : null;
}

export function isRoyalCard(card: string): boolean {
  const rank = rankPart(card);
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** Ace to ten: the cards that fire arrows and give attacks their number. */
export function isNumberCard(card: string): boolean {
  const rank = rankPart(card);
  return rank !== null && !isRoyalCard(card);
}

export function isAceCard(card: string): boolean {
  return rankPart(card) === 'A';
}

/** "Ace cards may also ... be used as a number card with a value of one." */
export function numberValue(card: string): number {
  const rank = rankPart(card);
  if (rank === null || isRoyalCard(card)) return 0;
  return rank === 'A' ? 1 : Number(rank);
}

/** "Jack has a rank of 3, Queen has a rank of 2, and King has a rank of 1." */
export function royalRank(card: string): number {
  const rank = rankPart(card);
  return rank === 'J' ? 3 : rank === 'Q' ? 2 : rank === 'K' ? 1 : 0;
}

export function isJackCard(card: string): boolean {
  return rankPart(card) === 'J';
}

/** "Q♠", "Joker" */
export function label(card: string): string {
  return isJokerCard(card) ? 'Joker' : cardLabel(baseCard(card) as CardId);
}

export function labels(cards: readonly string[]): string {
  return cards.map(label).join(' ');
}
