/** Every action the seat may take now, in a stable order. */
import type { Seat } from '../../core/game';
import { SUITS } from '../../core/cards';
import { nextDealer } from './round';
import type { RoyalLinesAction, RoyalLinesState } from './types';

export function legalActions(state: RoyalLinesState, seat: Seat): RoyalLinesAction[] {
  switch (state.phase) {
    case 'promise':
      return state.chosen[seat] === null ? (state.hands[seat] ?? []).map((card) => ({ type: 'promise', card })) : [];
    case 'choice': {
      const pending = state.pending;
      if (!pending || pending.seat !== seat) return [];
      if (pending.kind === 'settle') return SUITS.map((suit) => ({ type: 'settle', suit }));
      return pending.groups.map((group) => ({ type: 'collapse', group }));
    }
    case 'scored':
      return seat === nextDealer(state) ? [{ type: 'deal' }] : [];
    case 'over':
      return [];
  }
}
