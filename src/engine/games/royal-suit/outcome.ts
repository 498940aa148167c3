/**
 * How the game ends: the supporters win the moment the couple cards lie on
 * adjacent piles; the opposers win when a deck runs out (after the other
 * side's optional last move), when the game is stuck, or when it goes round
 * in a circle (see docs/rulings.md).
 */
import type { Outcome } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { coupleCard, pileName } from './court';
import { otherSeat, sideNoun } from './turn';
import { OPPOSERS, SUPPORTERS, type RoyalSuitEnd, type RoyalSuitState } from './types';

function playedOutText(end: RoyalSuitEnd): string {
  const out = end.playedOut ?? SUPPORTERS;
  const other = sideNoun(otherSeat(out));
  const first = `The Opposers win: ${sideNoun(out)} played their last card`;
  switch (end.lastMove) {
    case 'declined':
      return `${first} and ${other} made no last move.`;
    case 'made':
      return `${first} and the last move of ${other} did not bring the couple together.`;
    default:
      return `${first} and ${other} had no couple move left.`;
  }
}

export function outcomeText(state: Pick<RoyalSuitState, 'end' | 'couple' | 'options'>): string {
  const end = state.end!;
  switch (end.cause) {
    case 'reunited': {
      const [black, red] = [coupleCard(state, 0), coupleCard(state, 1)].map(cardLabel);
      const piles = [...state.couple].sort((a, b) => a - b).map((pile) => pileName(pile).replace('pile ', ''));
      const when = end.lastMove === 'made' ? ' with the last move' : '';
      return `The Supporters win${when}: the ${black} and the ${red} lie side by side (piles ${piles.join(' and ')}).`;
    }
    case 'played-out':
      return playedOutText(end);
    case 'stuck':
      return 'The Opposers win: every card of both decks was shown in turn without a play or a couple move, so the couple can never meet.';
    case 'repetition':
      return 'The Opposers win: a position came back without a card being played, so the couple went round in a circle instead of coming together.';
  }
}

export function outcomeOf(state: Pick<RoyalSuitState, 'end' | 'couple' | 'options'>): Outcome | null {
  const end = state.end;
  if (!end) return null;
  return {
    label: end.label,
    winners: [end.label === 'supporters' ? SUPPORTERS : OPPOSERS],
    text: outcomeText(state),
  };
}
