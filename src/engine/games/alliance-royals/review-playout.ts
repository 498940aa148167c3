/**
 * The game review's playout: the heuristic bot plays every seat to the end of
 * the round, and the round's score is the judgement. The search bot stops
 * after 80 actions (bot-search.ts), but a review is about what a move does to
 * the round, and a playout cut short at some turn favours whichever alliance
 * moved last: the margin swings from one turn to the next by more than most
 * losses a review looks for.
 */
import { applyAction } from './actions';
import { heuristicChoice, roundMargin } from './bot-search';
import { allianceOf } from './seats';
import { activeSeats } from './turn';
import type { AllianceRoyalsState } from './types';

/** A bound no round reaches (a whole round takes the heuristic bot about two hundred actions), so a playout always ends. */
const MAX_PLAYOUT_ACTIONS = 1000;

function roundIsScored(state: AllianceRoyalsState): boolean {
  return state.phase === 'scored' || state.phase === 'over';
}

/** The heuristic bot plays every seat until the round is scored (or the game ends). */
export function playOutRoundEnd(state: AllianceRoyalsState): void {
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS && !roundIsScored(state); n++) {
    const seat = activeSeats(state)[0];
    if (seat === undefined) return;
    const action = heuristicChoice(state, seat);
    if (action === null) return;
    applyAction(state, seat, action);
  }
}

/**
 * A surrender scores no round: it loses the game. It counts as the other
 * alliance winning the whole target in one round, so it is never a good move.
 */
function surrenderMargin(state: AllianceRoyalsState): number {
  return allianceOf(state.end!.winners[0]!) === 0 ? state.options.target : -state.options.target;
}

/** Each alliance's round margin as the round was scored (or stands): seats 1 & 3 first. */
export function allianceMargins(state: AllianceRoyalsState): [number, number] {
  const margin = state.end?.reason === 'surrender' ? surrenderMargin(state) : roundMargin(state, 0);
  // `0 - margin` keeps a level round at +0 for both sides rather than −0.
  return [margin, 0 - margin];
}
