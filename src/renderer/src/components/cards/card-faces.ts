/** How a card id is drawn: rank, suit symbol, colour and whether it is a royal (J, Q, K) or a joker. */
import { cardName, colourOf, isFaceRank, isJoker, parseCard, type CardColour, type CardId, type SuitedCardId } from '../../../../engine';

const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

export interface CardFace {
  readonly rank: string;
  /** The suit symbol; empty for a joker, which has no suit. */
  readonly symbol: string;
  readonly colour: CardColour;
  readonly royal: boolean;
  readonly joker: boolean;
  /** "queen of spades", for screen readers and tooltips. */
  readonly name: string;
}

export function cardFace(id: string): CardFace {
  if (isJoker(id as CardId)) return { rank: 'JK', symbol: '', colour: 'black', royal: false, joker: true, name: 'joker' };
  const { rank, suit } = parseCard(id as SuitedCardId);
  return {
    rank,
    symbol: SUIT_SYMBOLS[suit],
    colour: colourOf(suit),
    royal: isFaceRank(rank),
    joker: false,
    name: cardName(id as SuitedCardId),
  };
}
