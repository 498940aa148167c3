/**
 * The 100-card pack of Alliance Royals and the faces the rules compare. Each
 * physical card has its own id ("10H", "10H/2", "10H/3"); rules look at the
 * face with `baseCard`.
 */
import { baseCard, copyCard, parseCard, SUITS, type Rank, type Suit, type SuitedCardId } from '../../core/cards';

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

export function face(card: string): SuitedCardId {
  return baseCard(card) as SuitedCardId;
}

export function rankOfCard(card: string): Rank {
  return parseCard(face(card)).rank;
}

export function suitOfCard(card: string): Suit {
  return parseCard(face(card)).suit;
}

export function isFace(card: string): boolean {
  const rank = rankOfCard(card);
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

export function isKingOrQueen(card: string): boolean {
  const rank = rankOfCard(card);
  return rank === 'K' || rank === 'Q';
}

export function isAce(card: string): boolean {
  return rankOfCard(card) === 'A';
}

/** A face card of the given house: one of that player's Royals. */
export function isRoyalOf(card: string, house: Suit | null): boolean {
  return house !== null && isFace(card) && suitOfCard(card) === house;
}

export function battleValue(card: string): number {
  return BATTLE_ORDER.indexOf(rankOfCard(card));
}

/** Five points for 9 to ace, ten for 2 to 8. */
export function cardPoints(card: string): number {
  return SINGLE_RANKS.includes(rankOfCard(card)) ? 10 : 5;
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
