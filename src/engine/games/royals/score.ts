/**
 * Scoring, in the order the text gives: each royal with the damage of the
 * cards below it, each joker with double its card, then one point for every
 * tribute and arrow card.
 */
import type { Seat } from '../../core/game';
import { isJokerCard, isRoyalCard, numberValue, royalRank } from './cards';
import type { FieldCard, GameResult, RoyalScore, RoyalsState, ScoreGroup, SeatScore } from './types';

/** "the card number divided by the Royal's Rank, rounded down" */
export function royalDamage(royal: string, card: string): number {
  const rank = royalRank(royal);
  return rank ? Math.floor(numberValue(card) / rank) : 0;
}

/** "When using it to attack a single royal or the player directly it does double the damage on the number card." */
export function jokerDamage(card: string): number {
  return 2 * numberValue(card);
}

function groupScore(group: ScoreGroup | FieldCard, onField: boolean): RoyalScore {
  const head = 'head' in group ? group.head : group.card;
  const cards = 'head' in group ? group.cards : group.under;
  const points = isJokerCard(head)
    ? cards.reduce((sum, card) => sum + jokerDamage(card), 0)
    : cards.reduce((sum, card) => sum + royalDamage(head, card), 0);
  return { head, cards: [...cards], points, onField };
}

export function seatScore(state: RoyalsState, seat: Seat): SeatScore {
  const pile = state.scores[seat]!;
  const royals = pile.groups.filter((group) => isRoyalCard(group.head)).map((group) => groupScore(group, false));
  const jokers = pile.groups.filter((group) => isJokerCard(group.head)).map((group) => groupScore(group, false));
  // Y25: the cards under a royal "will be used for scoring at the end", wherever the royal stands then.
  if (state.options.fieldScores === 'count') {
    for (const entry of state.fields[seat]!) {
      if (isRoyalCard(entry.card) && entry.under.length) royals.push(groupScore(entry, true));
    }
  }
  const total = [...royals, ...jokers].reduce((sum, part) => sum + part.points, 0) + pile.points.length;
  return { royals, jokers, points: [...pile.points], total };
}

/** "Whichever player has the higher score has won"; equal scores are a tie (Y26). */
export function gameResult(state: RoyalsState): GameResult {
  const scores = [0, 1].map((seat) => seatScore(state, seat));
  const [a, b] = [scores[0]!.total, scores[1]!.total];
  return { game: state.game, first: state.first, scores, winners: a === b ? [] : [a > b ? 0 : 1] };
}
