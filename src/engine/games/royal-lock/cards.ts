/** The two halves of the deck Royal Lock splits by colour, and card facts the rules ask. */
import { isFaceRank, rankOf, suitedCards, type Rank } from '../../core/cards';
import type { CardId } from './types';

/** Clubs and spades: the cards the grid is built from. */
export function blackCards(): CardId[] {
  return suitedCards(['C', 'S']);
}

/** Diamonds and hearts: the cards drawn at the end of each turn. */
export function redCards(): CardId[] {
  return suitedCards(['D', 'H']);
}

/** Jacks, queens and kings: the cards a winning line is made of. */
export function isRoyal(card: CardId): boolean {
  return isFaceRank(rankOf(card));
}

export function rankOfCard(card: CardId): Rank {
  return rankOf(card);
}
