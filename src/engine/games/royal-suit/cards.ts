/** The cards Royal Suit is played with, and the card facts its rules ask about. */
import { colourOf, isFaceRank, rankOf, suitOf, suitedCards, type CardColour } from '../../core/cards';
import type { CardId, CoupleIndex, DeckChoice, RoyalSuitOptions } from './types';

const SHORT_DECK_RANKS = new Set(['7', '8', '9', '10', 'J', 'Q', 'K', 'A']);

/** "Remove all cards from 2 to 6 as well as the Jokers": 32 cards; the long variant keeps all 52. */
export function deckCards(deck: DeckChoice): CardId[] {
  const all = suitedCards();
  return deck === 'long' ? all : all.filter((card) => SHORT_DECK_RANKS.has(rankOf(card)));
}

export function colourOfCard(card: CardId): CardColour {
  return colourOf(suitOf(card));
}

export function isFaceCard(card: CardId): boolean {
  return isFaceRank(rankOf(card));
}

export function isAce(card: CardId): boolean {
  return rankOf(card) === 'A';
}

/** The two couple cards, [black, red]. */
export function coupleCardsOf(options: Pick<RoyalSuitOptions, 'blackRoyal' | 'redRoyal'>): [CardId, CardId] {
  return [options.blackRoyal, options.redRoyal];
}

export function coupleColour(couple: CoupleIndex): CardColour {
  return couple === 0 ? 'black' : 'red';
}

export function otherColour(colour: CardColour): CardColour {
  return colour === 'red' ? 'black' : 'red';
}
