/** The court: six piles in a row, with the two couple cards lying on top of two of them. */
import { cardLabel } from '../../core/cards';
import { coupleCardsOf } from './cards';
import { PILE_COUNT, type CardId, type CoupleIndex, type PileIndex, type RoyalSuitState } from './types';

export function isPile(pile: number): boolean {
  return Number.isInteger(pile) && pile >= 0 && pile < PILE_COUNT;
}

/** Which couple card lies on the pile, if any. */
export function coupleOn(state: Pick<RoyalSuitState, 'couple'>, pile: PileIndex): CoupleIndex | null {
  if (state.couple[0] === pile) return 0;
  if (state.couple[1] === pile) return 1;
  return null;
}

export function coupleCard(state: Pick<RoyalSuitState, 'options'>, couple: CoupleIndex): CardId {
  return coupleCardsOf(state.options)[couple];
}

/** The court card a pile shows under any couple card: its last card. Piles never run empty. */
export function courtTop(state: Pick<RoyalSuitState, 'piles'>, pile: PileIndex): CardId {
  const cards = state.piles[pile]!;
  return cards[cards.length - 1]!;
}

/** The card on top of a pile: the couple card lying there, else the court top. */
export function visibleTop(state: Pick<RoyalSuitState, 'piles' | 'couple' | 'options'>, pile: PileIndex): CardId {
  const couple = coupleOn(state, pile);
  return couple === null ? courtTop(state, pile) : coupleCard(state, couple);
}

/** "The supporters win, when the two cards representing the couple are lying right next to each other." */
export function coupleReunited(state: Pick<RoyalSuitState, 'couple'>): boolean {
  return Math.abs(state.couple[0]! - state.couple[1]!) === 1;
}

/** Piles as players count them, 1 to 6 from the left. */
export function pileName(pile: PileIndex): string {
  return `pile ${pile + 1}`;
}

/** "the 8♠ on pile 3" */
export function cardOnPile(state: Pick<RoyalSuitState, 'piles'>, pile: PileIndex): string {
  return `the ${cardLabel(courtTop(state, pile))} on ${pileName(pile)}`;
}
