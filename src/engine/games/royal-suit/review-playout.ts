/**
 * The game review's playout: the heuristic bot plays both sides to the end of
 * the game. A game of the standard deck lasts a few dozen actions and the
 * heuristic looks one action ahead on the byte positions of
 * solver-position.ts, so a whole game costs a fraction of a millisecond and
 * the review needs no horizon: every playout ends won or lost by the rules.
 *
 * The heuristic chooses on the byte position, and the same action is carried
 * out on the game state, so the state the judge reads is played by the
 * rules of actions.ts (and ends with their reason); the two are kept in step.
 */
import { applyAction } from './actions';
import { rankedCodes } from './bot-heuristic';
import { actionOf, applyCode, endOf, fromState } from './solver-position';
import type { RoyalSuitState } from './types';

/**
 * More actions than any game can take: the stuck and repetition rules end a
 * game that goes round, and every play uses a card. Reaching it is a fault.
 */
const MAX_PLAYOUT_ACTIONS = 10_000;

/** Plays `state` to its end with the heuristic bot on both sides; mutates it. */
export function playOutGame(state: RoyalSuitState): void {
  let position = fromState(state);
  for (let actions = 0; !state.end; actions++) {
    if (actions >= MAX_PLAYOUT_ACTIONS) throw new Error('a Royal Suit playout did not end: the rules should have ended it long before');
    const best = rankedCodes(position)[0]!;
    applyAction(state, state.seat, actionOf(position, best.code));
    position = applyCode(position, best.code);
    if ((endOf(position) !== 0) !== (state.end !== null)) throw new Error('the byte position and the game state parted ways in a playout');
  }
}

/** Each side's result once the game is over, seat by seat (supporters, opposers): 1 for the winner, 0 for the other. */
export function sideResults(state: RoyalSuitState): [number, number] {
  if (!state.end) throw new Error('a Royal Suit playout stopped before the game was over');
  const supporters = state.end.label === 'supporters' ? 1 : 0;
  return [supporters, 1 - supporters];
}
