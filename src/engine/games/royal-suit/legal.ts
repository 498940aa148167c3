/** Every action the seat may take now, in a stable order: plays (pile 0 to 5), couple moves, skip, decline. */
import { mutableCopy, type Seat } from '../../core/game';
import { actionRefusal, applyAction, coupleMoves } from './actions';
import { PILE_COUNT, type RoyalSuitAction, type RoyalSuitState } from './types';

export function legalActions(state: RoyalSuitState, seat: Seat): RoyalSuitAction[] {
  const candidates: RoyalSuitAction[] = [];
  for (let pile = 0; pile < PILE_COUNT; pile++) candidates.push({ type: 'play', pile });
  candidates.push(...coupleMoves(state, seat), { type: 'skip' }, { type: 'decline' });
  return candidates.filter((action) => actionRefusal(state, seat, action) === null);
}

/**
 * Whether the legal `action` would bring back an earlier position and so end the game by the repetition rule
 * (see docs/rulings.md). It is taken on a copy with the rules' own recipes, so the answer can never drift from
 * the rule itself.
 */
export function bringsBackAPosition(state: RoyalSuitState, seat: Seat, action: RoyalSuitAction): boolean {
  const next = mutableCopy(state);
  applyAction(next, seat, action);
  return next.end?.cause === 'repetition';
}

/** The seat's legal actions that would bring back an earlier position, in the order of `legalActions`. */
export function actionsThatRepeat(state: RoyalSuitState, seat: Seat): RoyalSuitAction[] {
  return legalActions(state, seat).filter((action) => bringsBackAPosition(state, seat, action));
}
