/** Shared test moves: every seat lays its promise in seat order, or one seat answers its choice. */
import { applyFast } from '../../core/game';
import { royalLines } from './index';
import type { RoyalLinesAction, RoyalLinesState } from './types';

/** Lays one promise per seat, seat 0 first: the last one reveals and resolves the recruitment. */
export function recruit(state: RoyalLinesState, promises: readonly string[]): RoyalLinesState {
  promises.forEach((card, seat) => applyFast(royalLines, state, seat, { type: 'promise', card: card as never }));
  return state;
}

/** The single active seat takes the action. */
export function act(state: RoyalLinesState, action: RoyalLinesAction): RoyalLinesState {
  const active = royalLines.activeSeats(state);
  if (active.length !== 1) throw new Error(`expected one active seat, found ${active.length}`);
  applyFast(royalLines, state, active[0]!, action);
  return state;
}
