/**
 * The three decks Royal Lines splits a deck into, and the card facts the rules
 * ask. Card facts are read straight off the id ("9H", "10S", "KD", "JK2"):
 * the bots will ask them millions of times.
 */
import { cardId, SUITS, type CardColour, type CardId, type JokerId, type Rank, type Suit, type SuitedCardId } from '../../core/cards';
import type { Group, JokerChoice, PromiseCard } from './types';

export const PROMISE_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const satisfies readonly Rank[];
export const COLONIAL_RANKS = ['J', 'Q', 'K'] as const satisfies readonly Rank[];
export type ColonialRank = (typeof COLONIAL_RANKS)[number];

/** Cards 2 to 10 of every suit: 36 promises. */
export function promiseCards(): PromiseCard[] {
  return SUITS.flatMap((suit) => PROMISE_RANKS.map((rank) => cardId(rank, suit)));
}

/** Jacks, queens and kings: the 12 colonials proper. */
export function faceCards(): SuitedCardId[] {
  return SUITS.flatMap((suit) => COLONIAL_RANKS.map((rank) => cardId(rank, suit)));
}

export function aces(): SuitedCardId[] {
  return SUITS.map((suit) => cardId('A', suit));
}

export function jokers(count: number): JokerId[] {
  return Array.from({ length: count }, (_, i): JokerId => `JK${i + 1}`);
}

/** "1 for 2 - 3 players, 2 for 4 players, 3 for 5 players"; the variant takes one away with 4 or 5. */
export function jokerCount(seats: number, choice: JokerChoice): number {
  const standard = seats <= 3 ? 1 : seats - 2;
  return choice === 'one-less' && seats >= 4 ? standard - 1 : standard;
}

/** The variant that drops a joker also drops the absent colonial; it only applies with 4 or 5 players. */
export function hasAbsentColonial(seats: number, choice: JokerChoice): boolean {
  return !(choice === 'one-less' && seats >= 4);
}

export function isJokerCard(card: string): card is JokerId {
  return card.charCodeAt(0) === 74 && card.charCodeAt(1) === 75; // "JK": no suited card has the suit K
}

export function isAceCard(card: string): boolean {
  return card.charCodeAt(0) === 65; // "A"
}

/** The suit of a suited card; a joker has none. */
export function suitOfCard(card: string): Suit {
  return card[card.length - 1] as Suit;
}

export function rankOfCard(card: string): Rank {
  return card.slice(0, -1) as Rank;
}

/** 2..10 for a promise card. */
export function promiseValue(card: string): number {
  return card.length === 3 ? 10 : card.charCodeAt(0) - 48;
}

export function isPromiseCard(card: string): card is PromiseCard {
  // A rank of 2 to 9 or 10, then a suit, read off the codes: the rules ask this of every promise laid.
  const first = card.charCodeAt(0);
  const rank = card.length === 2 ? first >= 50 && first <= 57 : card.length === 3 && first === 49 && card.charCodeAt(1) === 48;
  return rank && suitIndexOfCard(card) >= 0;
}

export function isColonialRank(rank: string): rank is ColonialRank {
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

export const SUIT_INDEX: Readonly<Record<Suit, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** SUIT_INDEX of a suited card's suit, read off the code of its last letter without making a string; -1 for no suit. */
export function suitIndexOfCard(card: string): number {
  switch (card.charCodeAt(card.length - 1)) {
    case 67: // C
      return 0;
    case 68: // D
      return 1;
    case 72: // H
      return 2;
    case 83: // S
      return 3;
    default:
      return -1;
  }
}

export function colourOfSuit(suit: Suit): CardColour {
  return suit === 'D' || suit === 'H' ? 'red' : 'black';
}

export function otherColour(colour: CardColour): CardColour {
  return colour === 'red' ? 'black' : 'red';
}

/** Aces and face cards by rank and suit, then jokers JK1 to JK9: every colonial a deck can hold has a slot. */
export const COLONIAL_SLOTS = 16 + 9;

/**
 * A colonial's slot, read off its id: a small number bots index tables with
 * (far cheaper than hashing the id), different for every colonial; -1 for
 * any other card.
 */
export function colonialSlot(card: string): number {
  if (isJokerCard(card)) {
    const number = card.length === 3 ? card.charCodeAt(2) - 48 : 0;
    return number >= 1 && number <= 9 ? 15 + number : -1;
  }
  const suit = card.length === 2 ? suitIndexOfCard(card) : -1;
  if (suit < 0) return -1;
  switch (card.charCodeAt(0)) {
    case 74: // J
      return suit;
    case 81: // Q
      return 4 + suit;
    case 75: // K
      return 8 + suit;
    case 65: // A
      return 12 + suit;
    default:
      return -1;
  }
}

/** Whether a non-joker card belongs to a collapse group: shares its rank or its suit. */
export function inGroup(card: CardId, group: Group): boolean {
  if (isJokerCard(card)) return false;
  return isColonialRank(group) ? card.charCodeAt(0) === group.charCodeAt(0) : suitOfCard(card) === group;
}

/** Hands are kept sorted by suit, then value, so a hand reads the same however it was dealt. */
export function comparePromises(a: PromiseCard, b: PromiseCard): number {
  return suitIndexOfCard(a) - suitIndexOfCard(b) || promiseValue(a) - promiseValue(b);
}
