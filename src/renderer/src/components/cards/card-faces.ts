/** How a card id is drawn: rank, suit symbol, colour and whether it is a royal (J, Q, K). */
import { cardName, colourOf, isFaceRank, parseCard, type CardColour, type SuitedCardId } from '../../../../engine';

const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

export interface CardFace {
  readonly rank: string;
  readonly symbol: string;
  readonly colour: CardColour;
  readonly royal: boolean;
  /** "queen of spades", for screen readers and tooltips. */
  readonly name: string;
}

export function cardFace(id: string): CardFace {
  const { rank, suit } = parseCard(id as SuitedCardId);
  return {
    rank,
    symbol: SUIT_SYMBOLS[suit],
    colour: colourOf(suit),
    royal: isFaceRank(rank),
    name: cardName(id as SuitedCardId),
  };
}
