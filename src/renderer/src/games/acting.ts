/**
 * Whether each game's table, drawn with everything face up, takes the action of a person to act, by game id. Most
 * do; a table that takes a secret choice only from the seat's own view says so here, and the session shows that
 * view while the person chooses (viewer.ts).
 */
import type { BaseState, Seat } from '../../../engine';
import type { RoyalLinesState } from '../../../engine/games/royal-lines';
import { actsFaceUp as royalLinesActsFaceUp } from './royal-lines/acting';

const ACTS_FACE_UP: Readonly<Record<string, (state: BaseState, seat: Seat) => boolean>> = {
  'royal-lines': (state, seat) => royalLinesActsFaceUp(state as RoyalLinesState, seat),
};

export function tableActsFaceUp(gameId: string, state: BaseState, seat: Seat): boolean {
  return ACTS_FACE_UP[gameId]?.(state, seat) ?? true;
}
