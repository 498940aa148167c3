/** Scoring a round, line by line, as the rules' "Scoring" section reads. */
import type { Seat } from '../../core/game';
import { cardPoints, rankOfCard } from './cards';
import { marriagesOf, nullifiedCards, royalSets } from './royals';
import { allyOf } from './seats';
import type { AllianceRoyalsState, ScoreLine } from './types';

// "Points are doubled for cards in matches of three or more (e.g., two sixes are 20 points, three sixes are 60 points)."
/** Board points: Meld and Spoils together, a rank held three or more times counting double. */
export function boardPoints(cards: readonly string[]): number {
  const perRank = new Map<string, number>();
  for (const card of cards) perRank.set(rankOfCard(card), (perRank.get(rankOfCard(card)) ?? 0) + 1);
  let total = 0;
  for (const card of cards) total += cardPoints(card) * ((perRank.get(rankOfCard(card)) ?? 0) >= 3 ? 2 : 1);
  return total;
}

// "Cards left in a player's hand are subtracted, without doubling for matches."
export function handPoints(cards: readonly string[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0);
}

// "Add another natural score for each of the following ... If your natural score is negative, the extra scores are also subtracted."
export function scoreLine(state: AllianceRoyalsState, seat: Seat, nullified: ReadonlySet<string> = nullifiedCards(state)): ScoreLine {
  const board = boardPoints([...state.meld[seat]!, ...state.spoils[seat]!]);
  const hand = handPoints(state.hands[seat]!);
  const natural = board - hand;
  const sets = royalSets(state, seat, nullified);
  const marriages = marriagesOf(state, seat, nullified).length + marriagesOf(state, allyOf(seat), nullified).length;
  return { seat, board, hand, natural, royalSets: sets, marriages, total: natural * (1 + sets + marriages) };
}

export function scoreLines(state: AllianceRoyalsState): ScoreLine[] {
  const nullified = nullifiedCards(state);
  return [0, 1, 2, 3].map((seat) => scoreLine(state, seat, nullified));
}
