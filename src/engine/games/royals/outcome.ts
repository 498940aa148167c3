/** How a match ends: after its last game, the player with more game wins takes it; equal wins are a draw. */
import type { Outcome } from '../../core/game';
import type { RoyalsState } from './types';
import { plural, seatName } from './words';

export function outcomeText(state: Pick<RoyalsState, 'end' | 'wins' | 'results' | 'options'>): string {
  const winners = state.end?.winners ?? [];
  if (state.options.games === 1) {
    const result = state.results[state.results.length - 1]!;
    const [a, b] = result.totals as [number, number];
    if (winners.length === 0) return `The game is a tie at ${plural(a, 'point')} each.`;
    const winner = winners[0]!;
    return `${seatName(winner)} wins ${Math.max(a, b)} to ${Math.min(a, b)}.`;
  }
  const [a, b] = state.wins as [number, number];
  if (winners.length === 0) return `The match is drawn: ${plural(a, 'win')} each.`;
  return `${seatName(winners[0]!)} wins the match ${Math.max(a, b)} games to ${Math.min(a, b)}.`;
}

export function outcomeOf(state: Pick<RoyalsState, 'end' | 'wins' | 'results' | 'options'>): Outcome | null {
  const end = state.end;
  if (!end) return null;
  return { label: end.winners.length === 1 ? 'win' : 'draw', winners: [...end.winners], text: outcomeText(state) };
}

/** Each seat's points over every game of the match. */
export function finalScores(state: Pick<RoyalsState, 'results'>): number[] {
  return state.results.reduce((sums, result) => sums.map((sum, seat) => sum + (result.totals[seat] ?? 0)), [0, 0]);
}
