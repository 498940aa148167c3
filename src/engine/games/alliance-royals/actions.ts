/** Every action's refusal and recipe, by type; after each action an empty hand may end the round. */
import type { Seat } from '../../core/game';
import { isCopyCardId } from '../../core/cards';
import { isPackCard } from './cards';
import { checkHandOut, skipDraws } from './flow';
import * as plays from './optional-plays';
import * as turn from './turn-rules';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

/** Every card an action names, wherever it lies: the table lets a player pick an action by its cards. */
export function cardsNamed(action: AllianceRoyalsAction): string[] {
  switch (action.type) {
    case 'bundle':
    case 'gift':
    case 'play':
    case 'spoil':
    case 'discard':
      return [action.card];
    case 'meld':
      return [...action.cards];
    case 'assassinate':
      return [action.assassin, action.victim];
    case 'ransom':
      return [action.royal, action.pay];
    case 'changeHouse':
      return [action.card, action.dead, ...(action.pay ? [action.pay] : [])];
    case 'arrange':
      return [action.give, action.take];
    case 'hostage':
      return [action.card];
    case 'redeem':
      return [action.hostage, action.pay];
    case 'endRound':
      return action.discard ? [action.discard] : [];
    default:
      return [];
  }
}

/** Why the seat may not take this action now; null when it may. */
export function actionRefusal(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): string | null {
  if (state.end) return 'The game is over.';
  if (!Number.isInteger(seat) || seat < 0 || seat >= 4) return `There is no seat ${seat + 1} at this table.`;
  if (cardsNamed(action).some((card) => !isPackCard(card) && !isCopyCardId(card))) return 'That is not a card of this pack.';
  switch (action.type) {
    case 'house':
      return turn.houseRefusal(state, seat, action);
    case 'draw':
      return turn.drawRefusal(state, seat, action);
    case 'bundle':
      return turn.bundleRefusal(state, seat, action);
    case 'gift':
      return turn.giftRefusal(state, seat, action);
    case 'play':
      return turn.playRefusal(state, seat, action);
    case 'spoil':
      return turn.spoilRefusal(state, seat, action);
    case 'meld':
      return plays.meldRefusal(state, seat, action);
    case 'assassinate':
      return plays.assassinateRefusal(state, seat, action);
    case 'ransom':
      return plays.ransomRefusal(state, seat, action);
    case 'changeHouse':
      return plays.changeHouseRefusal(state, seat, action);
    case 'arrange':
      return plays.arrangeRefusal(state, seat, action);
    case 'consent':
      return plays.consentRefusal(state, seat, action);
    case 'hostage':
      return plays.hostageRefusal(state, seat, action);
    case 'redeem':
      return plays.redeemRefusal(state, seat, action);
    case 'discard':
      return turn.discardRefusal(state, seat, action);
    case 'endRound':
      return turn.endRoundRefusal(state, seat, action);
    case 'pass':
      return turn.passRefusal(state, seat);
    case 'deal':
      return turn.dealRefusal(state, seat);
    case 'surrender':
      return turn.surrenderRefusal(state, seat);
    default:
      return 'That is not an Alliance Royals action.';
  }
}

/** Carries out one legal action. */
export function applyAction(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): void {
  switch (action.type) {
    case 'house':
      turn.declareHouse(state, seat, action);
      break;
    case 'draw':
      turn.drawCard(state, seat, action);
      break;
    case 'bundle':
      turn.drawBundle(state, seat, action);
      break;
    case 'gift':
      turn.chooseGift(state, seat, action);
      break;
    case 'play':
      turn.playCard(state, seat, action);
      break;
    case 'spoil':
      turn.takeSpoil(state, seat, action);
      break;
    case 'meld':
      plays.meld(state, seat, action);
      break;
    case 'assassinate':
      plays.assassinate(state, seat, action);
      break;
    case 'ransom':
      plays.ransom(state, seat, action);
      break;
    case 'changeHouse':
      plays.changeHouse(state, seat, action);
      break;
    case 'arrange':
      plays.arrange(state, seat, action);
      break;
    case 'consent':
      plays.consent(state, seat, action);
      break;
    case 'hostage':
      plays.hostage(state, seat, action);
      break;
    case 'redeem':
      plays.redeem(state, seat, action);
      break;
    case 'discard':
      turn.discardCard(state, seat, action);
      break;
    case 'endRound':
      turn.endRound(state, seat, action);
      break;
    case 'pass':
      turn.pass(state);
      break;
    case 'deal':
      turn.deal(state);
      break;
    case 'surrender':
      turn.surrender(state, seat);
      break;
  }
  // An optional play during the draws can take away the attacker's only way to draw.
  if (state.phase === 'draw') skipDraws(state);
  // Melding away the last card before leading leaves no battle to fight.
  if (state.phase === 'battle' && state.battle.length === 0 && state.hands[state.attacker]!.length === 0) {
    state.queue = [];
    state.phase = 'play';
  }
  checkHandOut(state);
}
