/** Names for seats, cards, groups and forms, shared by refusals, the log and the text view. */
export { capitalise, listWords, numberText, plural } from '../../core/words';
import { cardLabel, rankPlural, type Suit } from '../../core/cards';
import { isColonialRank, isJokerCard } from './cards';
import type { CardId, Group, Player } from './types';

const SUIT_PLURALS: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const SUIT_SINGULARS: Record<Suit, string> = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' };
const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}

export function playerName(player: Player): string {
  return player === 'pirates' ? 'the pirates' : seatName(player);
}

/** "Seat 2" or "The pirates", to open a sentence. */
export function playerTitle(player: Player): string {
  return player === 'pirates' ? 'The pirates' : seatName(player);
}

/** "9♥", "K♠", "joker" */
export function label(card: CardId): string {
  return isJokerCard(card) ? 'joker' : cardLabel(card);
}

export function suitPlural(suit: Suit): string {
  return SUIT_PLURALS[suit];
}

export function suitSingular(suit: Suit): string {
  return SUIT_SINGULARS[suit];
}

export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** "kings", "hearts" */
export function groupPlural(group: Group): string {
  return isColonialRank(group) ? rankPlural(group) : SUIT_PLURALS[group];
}

/** "the three kings", "the three hearts" */
export function groupPhrase(group: Group): string {
  return `the three ${groupPlural(group)}`;
}
