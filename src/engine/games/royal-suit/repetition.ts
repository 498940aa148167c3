/**
 * The repetition rule (see docs/rulings.md): between two plays the court only
 * changes by couple moves and each deck only turns round by skips, so a
 * position is named by the couple's piles, the decks' rotations, who acts in
 * which phase and the move that may not be taken back. A position that comes
 * back means the game is going round in a circle.
 */
import type { RoyalSuitState } from './types';

export function positionKey(state: Pick<RoyalSuitState, 'seat' | 'phase' | 'couple' | 'lastMove' | 'skipsSincePlay' | 'decks'>): string {
  const move = state.lastMove ? `${state.lastMove.by}${state.lastMove.couple}${state.lastMove.from}${state.lastMove.to}` : '-';
  const rotations = state.decks.map((deck, seat) => (deck.length ? state.skipsSincePlay[seat]! % deck.length : 0));
  return `${state.seat}${state.phase.charAt(0)}|${state.couple.join(',')}|${move}|${rotations.join(',')}`;
}

/** Whether the position now is one already reached since the last card was played; records it if not. */
export function repeatsPosition(state: RoyalSuitState): boolean {
  const key = positionKey(state);
  if (state.visited.includes(key)) return true;
  state.visited.push(key);
  return false;
}

/** A card was played: no earlier position can come back, so the memory starts afresh. */
export function forgetPositions(state: RoyalSuitState): void {
  state.visited = [positionKey(state)];
}
