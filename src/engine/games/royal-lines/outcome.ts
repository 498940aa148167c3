/** How a match ends: a player reaches the target number of round wins (players level at the top share it, or play on). */
import type { Outcome } from '../../core/game';
import type { RoyalLinesState } from './types';
import { listWords, plural, seatName } from './words';

export function outcomeText(state: Pick<RoyalLinesState, 'end' | 'wins'>): string {
  const winners = state.end?.winners ?? [];
  const wins = plural(state.wins[winners[0] ?? 0] ?? 0, 'round win');
  if (winners.length === 1) return `${seatName(winners[0]!)} wins the match with ${wins} and becomes the Colonial Overlord.`;
  return `${listWords(winners.map(seatName))} share the match with ${wins} each.`;
}

export function outcomeOf(state: Pick<RoyalLinesState, 'end' | 'wins'>): Outcome | null {
  const end = state.end;
  if (!end) return null;
  return {
    label: end.winners.length === 1 ? 'win' : 'shared',
    winners: [...end.winners],
    text: outcomeText(state),
  };
}
