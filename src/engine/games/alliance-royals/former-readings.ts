/**
 * The readings of the rules Alliance Royals played before a ruling changed them, so that a game saved under
 * one still opens up to the step where the two part (core/replay-file.ts).
 */
import { mutableCopy, type FormerReading } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { exchangeOrBattleUnderWay, scoreRound } from './flow';
import { activeSeats } from './turn';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

/**
 * Before ruling A27, once the stack was gone an empty hand ended the round after any action, even one that
 * left a gift on its way or a battle unfinished. Today both are carried through first.
 */
export const handOutMidAct: FormerReading<AllianceRoyalsState, AllianceRoyalsAction> = {
  ruling: 'A27',
  play(state, seat, action) {
    // The former reading differed only in when the round ended, never in which plays were allowed.
    if (state.end !== null || !activeSeats(state).includes(seat) || actionRefusal(state, seat, action) !== null) return null;
    const after = mutableCopy(state);
    applyAction(after, seat, action);
    if (!(after.stack.length === 0 && exchangeOrBattleUnderWay(after) && after.hands.some((hand) => hand.length === 0))) return null;
    const out = after.hands.findIndex((hand) => hand.length === 0);
    const cut =
      after.phase === 'gift'
        ? 'with a gift still on its way; today the gift exchange is made whole before an empty hand ends the round'
        : 'with the battle not yet settled; today a battle under way is fought out, and its victors take their spoils, before an empty hand ends the round';
    scoreRound(after, 'hand-out', null);
    Object.assign(state, after);
    return `the game was saved when Seat ${out + 1}'s empty hand ended the round at once, ${cut}.`;
  },
};

export const formerReadings = [handOutMidAct] as const;
