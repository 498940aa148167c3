/**
 * The 100-card pack of Alliance Royals and the faces the rules compare. Each
 * physical card has its own id ("10H", "10H/2", "10H/3"); rules look at the
 * face with `baseCard`.
 */
import { cardLabel, copyCard, SUITS, type Rank, type Suit, type SuitedCardId } from '../../core/cards';

export const TRIPLE_RANKS: readonly Rank[] = ['9', '10', 'J', 'Q', 'K', 'A'];
export const SINGLE_RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8'];
/** Battle order, low to high (the Sneak's exception is handled by the battle rule). */
const BATTLE_ORDER: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Three of each card 9 through ace, one of each 2 through 8, suit by suit. */
export function pack(): string[] {
  const cards: string[] = [];
  for (const suit of SUITS) {
    for (const rank of SINGLE_RANKS) cards.push(`${rank}${suit}`);
    for (const rank of TRIPLE_RANKS) for (let copy = 1; copy <= 3; copy++) cards.push(copyCard(`${rank}${suit}` as SuitedCardId, copy));
  }
  return cards;
}

interface Facts {
  readonly face: SuitedCardId;
  readonly rank: Rank;
  readonly suit: Suit;
  readonly battle: number;
  readonly points: number;
  readonly label: string;
  /** 0 to 51, suit by suit. */
  readonly index: number;
}

/**
 * Every rule asks a card its face, rank and suit, thousands of times a round
 * in the bots' look-ahead. The 52 faces are worked out once; a card id finds
 * its face from its characters ("10H/2": rank "10", suit "H"), without
 * slicing or hashing a string. A malformed id throws as parseCard does.
 */
const SUIT_INDEX = codeTable({ C: 0, D: 1, H: 2, S: 3 });
const RANK_INDEX = codeTable({ '2': 0, '3': 1, '4': 2, '5': 3, '6': 4, '7': 5, '8': 6, '9': 7, J: 9, Q: 10, K: 11, A: 12 });

/** A character-code lookup: -1 where the character means nothing. */
function codeTable(entries: Record<string, number>): Int8Array {
  const table = new Int8Array(128).fill(-1);
  for (const [char, index] of Object.entries(entries)) table[char.charCodeAt(0)] = index;
  return table;
}

const FACTS: readonly Facts[] = SUITS.flatMap((suit, s) =>
  BATTLE_ORDER.map((rank, battle): Facts => {
    const base = `${rank}${suit}` as SuitedCardId;
    return { face: base, rank, suit, battle, points: SINGLE_RANKS.includes(rank) ? 10 : 5, label: cardLabel(base), index: s * 13 + battle };
  }),
);

function factsOf(card: string): Facts {
  const slash = card.indexOf('/');
  const length = slash < 0 ? card.length : slash;
  const suit = SUIT_INDEX[card.charCodeAt(length - 1) & 127] ?? -1;
  let rank = -1;
  if (length === 2) rank = RANK_INDEX[card.charCodeAt(0) & 127] ?? -1;
  else if (length === 3 && card.charCodeAt(0) === 49 && card.charCodeAt(1) === 48) rank = 8;
  if (suit < 0 || rank < 0 || card.charCodeAt(length - 1) > 127 || (length === 2 && card.charCodeAt(0) > 127)) throw new Error(`not a suited card: ${card}`);
  return FACTS[suit * 13 + rank]!;
}

/** A number from 0 to 51 for the card's face, the same for every copy. */
export function faceIndex(card: string): number {
  return factsOf(card).index;
}


/** "9♥": copies of a card look alike. */
export function cardText(card: string): string {
  return factsOf(card).label;
}

const PACK_IDS: ReadonlySet<string> = new Set(pack());

/** Whether `card` is one of the pack's 100 ids (a quick check before the general one). */
export function isPackCard(card: string): boolean {
  return PACK_IDS.has(card);
}

export function face(card: string): SuitedCardId {
  return factsOf(card).face;
}

export function rankOfCard(card: string): Rank {
  return factsOf(card).rank;
}

export function suitOfCard(card: string): Suit {
  return factsOf(card).suit;
}

export function isFace(card: string): boolean {
  const rank = factsOf(card).rank;
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

export function isKingOrQueen(card: string): boolean {
  const rank = factsOf(card).rank;
  return rank === 'K' || rank === 'Q';
}

export function isAce(card: string): boolean {
  return factsOf(card).rank === 'A';
}

/** A face card of the given house: one of that player's Royals. */
export function isRoyalOf(card: string, house: Suit | null): boolean {
  if (house === null) return false;
  const facts = factsOf(card);
  return facts.suit === house && (facts.rank === 'J' || facts.rank === 'Q' || facts.rank === 'K');
}

export function battleValue(card: string): number {
  return factsOf(card).battle;
}

/** Five points for 9 to ace, ten for 2 to 8. */
export function cardPoints(card: string): number {
  return factsOf(card).points;
}

/** K <-> Q: the spouse a royal needs for a marriage. */
export function conjugalRank(rank: Rank): Rank | null {
  return rank === 'K' ? 'Q' : rank === 'Q' ? 'K' : null;
}

/** Sorts a hand for display: by suit, then rank high to low, then copy. */
export function compareCards(a: string, b: string): number {
  const suit = SUITS.indexOf(suitOfCard(a)) - SUITS.indexOf(suitOfCard(b));
  if (suit !== 0) return suit;
  const rank = battleValue(b) - battleValue(a);
  return rank !== 0 ? rank : a < b ? -1 : a > b ? 1 : 0;
}
