/** Playing steps in tests: every action must be legal, and a refusal is read as the player would read it. */
import { expect } from 'vitest';
import type { Seat } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { battleValue } from './cards';
import { legalActions } from './legal';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

export function act(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): AllianceRoyalsState {
  const reason = actionRefusal(state, seat, action);
  expect(reason, `${JSON.stringify(action)} by seat ${seat + 1}`).toBeNull();
  expect(legalActions(state, seat)).toContainEqual(action);
  applyAction(state, seat, action);
  return state;
}

export function refusal(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): string | null {
  const reason = actionRefusal(state, seat, action);
  if (reason !== null) expect(legalActions(state, seat)).not.toContainEqual(action);
  return reason;
}

/** Everyone draws from the stack in turn order. */
export function drawAll(state: AllianceRoyalsState): AllianceRoyalsState {
  while (state.phase === 'draw') act(state, state.queue[0]!, { type: 'draw', from: 'stack' });
  return state;
}

/** Draws, then the attacker and ally give the named gifts. */
export function throughGifts(state: AllianceRoyalsState, attackerGift: string, allyGift: string): AllianceRoyalsState {
  drawAll(state);
  act(state, state.attacker, { type: 'gift', card: attackerGift });
  act(state, (state.attacker + 2) % 4, { type: 'gift', card: allyGift });
  return state;
}

/** The lowest card of the given kind among the legal actions: what a careful player gives away or plays to a battle it does not contest. */
function lowest(legal: readonly AllianceRoyalsAction[], type: 'gift' | 'play'): AllianceRoyalsAction | undefined {
  const cards = legal.filter((action): action is AllianceRoyalsAction & { card: string } => action.type === type);
  return cards.sort((a, b) => battleValue(a.card) - battleValue(b.card))[0];
}

/** The battle: each seat in turn plays the card named for it, or else its lowest legal card. */
export function battle(state: AllianceRoyalsState, cards: Record<number, string>): AllianceRoyalsState {
  while (state.phase === 'battle') {
    const seat = state.queue[0]!;
    act(state, seat, cards[seat] ? { type: 'play', card: cards[seat]! } : lowest(legalActions(state, seat), 'play')!);
  }
  return state;
}

/** Plays the rest of the current turn plainly: stack draws, first cards as gifts, first legal battle cards and spoils, first card discarded, no optional play. */
export function plainTurn(state: AllianceRoyalsState, stopAtPlay = false): AllianceRoyalsState {
  const attacker = state.attacker;
  for (let n = 0; n < 60 && state.attacker === attacker && state.phase !== 'scored' && state.phase !== 'over'; n++) {
    if (stopAtPlay && state.phase === 'play') break;
    const seat = state.phase === 'gift' ? [attacker, (attacker + 2) % 4].find((s) => state.gifts[s] === null)! : state.phase === 'play' ? attacker : state.queue[0]!;
    const legal = legalActions(state, seat);
    const pick = (type: AllianceRoyalsAction['type']) => legal.find((action) => action.type === type);
    const action = pick('draw') ?? lowest(legal, 'gift') ?? lowest(legal, 'play') ?? pick('spoil') ?? pick('discard') ?? (state.phase === 'window' ? pick('pass') : undefined) ?? legal[0]!;
    applyAction(state, seat, action);
  }
  return state;
}
