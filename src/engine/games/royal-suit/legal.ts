/** Every action the seat may take now, in a stable order: plays (pile 0 to 5), couple moves, skip, decline. */
import type { Seat } from '../../core/game';
import { actionRefusal, coupleMoves } from './actions';
import { PILE_COUNT, type RoyalSuitAction, type RoyalSuitState } from './types';

export function legalActions(state: RoyalSuitState, seat: Seat): RoyalSuitAction[] {
  const candidates: RoyalSuitAction[] = [];
  for (let pile = 0; pile < PILE_COUNT; pile++) candidates.push({ type: 'play', pile });
  candidates.push(...coupleMoves(state, seat), { type: 'skip' }, { type: 'decline' });
  return candidates.filter((action) => actionRefusal(state, seat, action) === null);
}
