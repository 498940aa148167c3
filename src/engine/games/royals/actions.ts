/** Every action of Royals: why it would be refused now, and what it does. */
import type { Seat } from '../../core/game';
import {
  aceRefusal,
  arrowsRefusal,
  closeWindow,
  declareAttack,
  fallRefusal,
  jokerAttackRefusal,
  letFall,
  playAce,
  royalAttackRefusal,
  wipeRefusal,
  yieldRefusal,
} from './attack';
import {
  buryRefusal,
  buryRoyal,
  callLastReshuffle,
  discardCards,
  discardRefusal,
  lastReshuffleRefusal,
  recruitRefusal,
  recruitRoyal,
  revealJoker,
  revealRefusal,
  reviveRefusal,
  reviveRoyal,
} from './field-actions';
import { activeSeats, endTurn, startNextGame } from './turn';
import type { RoyalsAction, RoyalsState } from './types';

const TURN_ACTIONS = new Set(['discard', 'arrows', 'recruit', 'royal-attack', 'revive', 'bury', 'reveal', 'joker-attack', 'wipe', 'last-reshuffle', 'end-turn']);

function stageRefusal(state: RoyalsState, action: RoyalsAction): string | null {
  if (TURN_ACTIONS.has(action.type)) {
    if (state.stage === 'respond') return 'An attack waits for an answer first: block it with an ace, or let it through.';
    if (state.stage === 'fall') return 'First choose which royal takes the fall.';
    if (state.stage !== 'turn') return 'The game is scored: start the next game.';
    return null;
  }
  switch (action.type) {
    case 'ace':
    case 'yield':
      return state.stage === 'respond' ? null : 'There is no attack to answer.';
    case 'fall':
      return state.stage === 'fall' ? null : 'No royal is about to fall.';
    case 'next-game':
      return state.stage === 'scored' ? null : 'The game is not over yet.';
    default:
      return 'That is not a Royals action.';
  }
}

/** Why the seat may not take this action now; null when it may. */
export function actionRefusal(state: RoyalsState, seat: Seat, action: RoyalsAction): string | null {
  if (state.stage === 'over') return 'The match is over.';
  if (!activeSeats(state).includes(seat)) {
    return state.stage === 'respond' || state.stage === 'fall' ? 'The other player must answer the attack first.' : 'It is not your turn.';
  }
  const stage = stageRefusal(state, action);
  if (stage) return stage;
  switch (action.type) {
    case 'discard':
      return discardRefusal(state, seat, action);
    case 'arrows':
      return arrowsRefusal(state, seat, action);
    case 'recruit':
      return recruitRefusal(state, seat, action);
    case 'royal-attack':
      return royalAttackRefusal(state, seat, action);
    case 'revive':
      return reviveRefusal(state, seat, action);
    case 'bury':
      return buryRefusal(state, seat, action);
    case 'reveal':
      return revealRefusal(state, seat, action);
    case 'joker-attack':
      return jokerAttackRefusal(state, seat, action);
    case 'wipe':
      return wipeRefusal(state, seat, action);
    case 'last-reshuffle':
      return lastReshuffleRefusal(state);
    case 'ace':
      return aceRefusal(state, seat, action);
    case 'yield':
      return yieldRefusal(state);
    case 'fall':
      return fallRefusal(state, action);
    case 'end-turn':
    case 'next-game':
      return null;
    default:
      return 'That is not a Royals action.';
  }
}

/** Carries out one legal action. */
export function applyAction(state: RoyalsState, seat: Seat, action: RoyalsAction): void {
  switch (action.type) {
    case 'discard':
      return discardCards(state, seat, action);
    case 'arrows':
    case 'royal-attack':
    case 'joker-attack':
    case 'wipe':
      return declareAttack(state, seat, action);
    case 'recruit':
      return recruitRoyal(state, seat, action);
    case 'revive':
      return reviveRoyal(state, seat, action);
    case 'bury':
      return buryRoyal(state, seat, action.royal);
    case 'reveal':
      return revealJoker(state, seat, action);
    case 'last-reshuffle':
      return callLastReshuffle(state, seat);
    case 'end-turn':
      return endTurn(state, seat);
    case 'ace':
      return playAce(state, seat, action);
    case 'yield':
      return closeWindow(state);
    case 'fall':
      return letFall(state, action);
    case 'next-game':
      return startNextGame(state);
  }
}
