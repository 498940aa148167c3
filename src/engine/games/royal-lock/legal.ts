/** Every action the seat may take now, in a stable order: moves, card actions, fill, reshuffle, end turn. */
import type { Seat } from '../../core/game';
import { actionRefusal } from './actions';
import { CELLS, DIRECTIONS, step } from './grid';
import { actingCell } from './turn';
import type { RoyalLockAction, RoyalLockState } from './types';

export function legalActions(state: RoyalLockState, seat: Seat): RoyalLockAction[] {
  const here = actingCell(state);
  const candidates: RoyalLockAction[] = [];
  for (const direction of DIRECTIONS) {
    const to = step(here, direction);
    if (to !== null) candidates.push({ type: 'move', to });
  }
  const reachable = state.options.reach === 'any-space' ? CELLS : [here];
  for (const cell of reachable) {
    candidates.push({ type: 'lock', cell }, { type: 'unlock', cell }, { type: 'remove', cell });
  }
  candidates.push({ type: 'fill', cell: here }, { type: 'reshuffle' }, { type: 'endTurn' });
  return candidates.filter((action) => actionRefusal(state, seat, action) === null);
}
