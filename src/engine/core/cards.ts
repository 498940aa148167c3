/**
 * Ordinary playing cards. A card is named by a short id such as "QS" (queen of
 * spades), "10H" or "JK1" (first joker), so states stay plain JSON and a card
 * id can be searched for in a view to prove it is not leaked.
 */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export type SuitedCardId = `${Rank}${Suit}`;
export type JokerId = `JK${number}`;
export type CardId = SuitedCardId | JokerId;

export type CardColour = 'red' | 'black';

export interface SuitedCard {
  readonly rank: Rank;
  readonly suit: Suit;
}

const SUIT_NAMES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const RANK_NAMES: Record<Rank, string> = {
  A: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven',
  '8': 'eight', '9': 'nine', '10': 'ten', J: 'jack', Q: 'queen', K: 'king',
};

export function cardId(rank: Rank, suit: Suit): SuitedCardId {
  return `${rank}${suit}`;
}

export function isJoker(id: CardId): id is JokerId {
  return id.startsWith('JK');
}

/** Splits a suited card id into rank and suit; throws on a joker or a malformed id. */
export function parseCard(id: CardId): SuitedCard {
  const suit = id.slice(-1) as Suit;
  const rank = id.slice(0, -1) as Rank;
  if (!SUITS.includes(suit) || !RANKS.includes(rank)) throw new Error(`not a suited card: ${id}`);
  return { rank, suit };
}

export function isCardId(value: unknown): value is CardId {
  if (typeof value !== 'string') return false;
  if (/^JK[0-9]+$/.test(value)) return true;
  const suit = value.slice(-1);
  const rank = value.slice(0, -1);
  return (SUITS as readonly string[]).includes(suit) && (RANKS as readonly string[]).includes(rank);
}

export function rankOf(id: SuitedCardId): Rank {
  return id.slice(0, -1) as Rank;
}

export function suitOf(id: SuitedCardId): Suit {
  return id.slice(-1) as Suit;
}

export function colourOf(suit: Suit): CardColour {
  return suit === 'D' || suit === 'H' ? 'red' : 'black';
}

/** A 1..13 value: ace low, king high. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

export function isFaceRank(rank: Rank): boolean {
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** Every suited card of the given suits, ace to king, in a fixed order. */
export function suitedCards(suits: readonly Suit[] = SUITS): SuitedCardId[] {
  return suits.flatMap((suit) => RANKS.map((rank) => cardId(rank, suit)));
}

/** "queen of spades", "joker" */
export function cardName(id: CardId): string {
  if (isJoker(id)) return 'joker';
  const { rank, suit } = parseCard(id);
  return `${RANK_NAMES[rank]} of ${SUIT_NAMES[suit]}`;
}

/** "Q♠", "10♥", "Joker": compact label for tables and logs (a joker has no suit sign to be short with). */
export function cardLabel(id: CardId): string {
  if (isJoker(id)) return 'Joker';
  const { rank, suit } = parseCard(id);
  return `${rank}${SUIT_SYMBOLS[suit]}`;
}

export function rankName(rank: Rank): string {
  return RANK_NAMES[rank];
}

/** "kings", "sixes" */
export function rankPlural(rank: Rank): string {
  const name = RANK_NAMES[rank];
  return name === 'six' ? 'sixes' : `${name}s`;
}

/**
 * Packs with more than one copy of a card (two decks, a rummy pack) give each
 * physical card its own id, so a hidden copy can never be confused with a
 * visible one: the first copy keeps the plain id ("QS"), further copies carry
 * their number ("QS/2", "QS/3"). Rules compare faces with `baseCard`.
 */
export type CopyCardId = CardId | `${CardId}/${number}`;

export function copyCard(id: CardId, copy: number): CopyCardId {
  return copy <= 1 ? id : `${id}/${copy}`;
}

/** The face of a physical card: "QS/2" -> "QS". */
export function baseCard(id: string): CardId {
  const slash = id.indexOf('/');
  return (slash < 0 ? id : id.slice(0, slash)) as CardId;
}

/** Whether `id` names a card or a numbered copy of one. */
export function isCopyCardId(id: unknown): id is CopyCardId {
  if (typeof id !== 'string') return false;
  const match = /^(.+?)(?:\/([2-9]|[1-9][0-9]))?$/.exec(id);
  return match !== null && isCardId(match[1]);
}
