/**
 * Why the table on screen takes no action now, whatever the rules allow. Every game's table asks this before the
 * rules, and offers no action while it holds, so a control that cannot be used is never offered.
 */
import { puzzlePlayer } from './puzzle-player.svelte';
import { REPLAY_REFUSAL } from './refusals';
import { session } from './session.svelte';

/**
 * A replay is looked at, not played on; a puzzle's table takes the solver's move only while the puzzle waits for it
 * (not once it is solved, failed or stuck, while a line is stepped through or a move answered). Null when the rules
 * decide.
 */
export function tableClosed(): string | null {
  if (session.mode === 'replay') return REPLAY_REFUSAL;
  if (puzzlePlayer.isOpen && session.record === puzzlePlayer.shown) return puzzlePlayer.tableClosed;
  return null;
}
