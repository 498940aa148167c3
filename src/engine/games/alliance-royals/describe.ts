/** Actions in words: the log line for a step, and the short label of a button. */
import type { Seat } from '../../core/game';
import { allianceOf, allyOf } from './seats';
import type { AllianceRoyalsAction, AllianceRoyalsState, RoundResult } from './types';
import { allianceName, houseName, label, labels, numberText, seatName } from './words';

/**
 * " in Seat 2’s Spoils" (or " from …" in the record): copies of a card look alike and may stand on several boards,
 * so a button or a record line that reaches into any board says which card it means.
 */
function whereOnBoard(state: AllianceRoyalsState, card: string, word: 'in' | 'from' = 'in'): string {
  for (let seat = 0; seat < 4; seat++) {
    if (state.spoils[seat]!.includes(card)) return ` ${word} ${seatName(seat)}’s Spoils`;
    if (state.meld[seat]!.includes(card)) return ` ${word} ${seatName(seat)}’s Meld`;
  }
  return '';
}

export function actionLabel(state: AllianceRoyalsState, action: AllianceRoyalsAction): string {
  switch (action.type) {
    case 'house':
      return `Choose ${houseName(action.suit)}`;
    case 'draw':
      return action.from === 'stack' ? 'Draw from the stack' : 'Take the discard';
    case 'bundle':
      return `Take the discard pile from ${label(action.card)}`;
    case 'gift':
      return `Give ${label(action.card)}`;
    case 'play':
      return `Play ${label(action.card)}`;
    case 'spoil':
      return `Take ${label(action.card)}`;
    case 'meld':
      return `Meld ${labels(action.cards)}`;
    case 'assassinate':
      return `Assassinate ${label(action.victim)}${whereOnBoard(state, action.victim)} with ${label(action.assassin)}`;
    case 'ransom':
      return `Ransom ${label(action.royal)}${whereOnBoard(state, action.royal)} for ${label(action.pay)}`;
    case 'changeHouse':
      return `Change house with three ${label(action.card)}${action.pay ? ` (ransom paid with ${label(action.pay)})` : ''}`;
    case 'arrange':
      return `Ask to trade ${label(action.give)} for ${label(action.take)}`;
    case 'consent':
      return action.accept ? 'Agree to the arrangement' : 'Refuse the arrangement';
    case 'hostage':
      return `${action.declare ? 'Declare' : 'Release'} ${label(action.card)} as hostage`;
    case 'redeem':
      return `Redeem ${label(action.hostage)} with ${label(action.pay)}`;
    case 'discard':
      return `Discard ${label(action.card)}`;
    case 'endRound':
      return action.discard ? `Discard ${label(action.discard)} and end the round` : 'End the round';
    case 'pass':
      return state.phase === 'draw' ? 'Skip the draw' : 'Pass';
    case 'deal':
      return 'Deal the next round';
    case 'surrender':
      return state.queue[0] === undefined ? 'Surrender' : `Surrender for ${allianceName(allianceOf(state.queue[0]))}`;
  }
}

export function describeResult(result: RoundResult): string {
  const lines = result.lines.map(
    (line) =>
      `${seatName(line.seat)}: board ${numberText(line.board)} − hand ${numberText(line.hand)} = ${numberText(line.natural)}` +
      `${line.royalSets || line.marriages ? ` × ${1 + line.royalSets + line.marriages} (${line.royalSets} royal set${line.royalSets === 1 ? '' : 's'}, ${line.marriages} marriage${line.marriages === 1 ? '' : 's'})` : ''} → ${numberText(line.total)}`,
  );
  return `${lines.join('; ')}. ${allianceName(0)} ${numberText(result.alliance[0])}, ${allianceName(1)} ${numberText(result.alliance[1])}.`;
}

export function describe(before: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction, after: AllianceRoyalsState): string {
  const who = seatName(seat);
  let text: string;
  switch (action.type) {
    case 'house':
      text = `${who} chooses ${houseName(action.suit)} as home house.`;
      break;
    case 'draw':
      text = action.from === 'stack' ? `${who} draws from the stack.` : `${who} takes ${label(before.discard[before.discard.length - 1]!)} from the discard pile.`;
      break;
    case 'bundle': {
      const index = before.discard.indexOf(action.card);
      text = `${who} takes ${before.discard.length - index} cards from the discard pile, from ${label(action.card)} up.`;
      break;
    }
    case 'gift':
      text = after.giftDone && !before.giftDone ? `${who} chooses a gift; ${seatName(before.attacker)} and ${seatName(allyOf(before.attacker))} exchange their gifts.` : `${who} chooses a gift.`;
      break;
    case 'play':
      text = `${who} plays ${label(action.card)}.`;
      if (after.victor !== null && before.victor === null) text += ` ${seatName(after.victor)} wins the battle.`;
      break;
    case 'spoil':
      text = `${who} takes ${label(action.card)} as spoils.`;
      if (after.phase !== 'spoils' && after.lastBattle && after.lastBattle !== before.lastBattle && after.lastBattle.dead.length) {
        text += ` ${after.lastBattle.dead.length} card${after.lastBattle.dead.length === 1 ? ' goes' : 's go'} to the dead pile.`;
      }
      break;
    case 'meld':
      text = `${who} melds ${labels(action.cards)}.`;
      break;
    case 'assassinate':
      text = `${who} assassinates ${label(action.victim)}${whereOnBoard(before, action.victim, 'from')} with ${label(action.assassin)}.`;
      break;
    case 'ransom':
      text = `${who} ransoms ${label(action.royal)}${whereOnBoard(before, action.royal, 'from')} with ${label(action.pay)}.`;
      break;
    case 'changeHouse':
      text = `${who} shows three ${label(action.card)} and changes house to ${houseName(after.houses[seat] ?? null)}.`;
      break;
    case 'arrange':
      text = `${who} asks ${seatName(allyOf(seat))} to trade ${label(action.give)} for ${label(action.take)}.`;
      break;
    case 'consent':
      text = `${who} ${action.accept ? 'agrees to' : 'refuses'} the arrangement.`;
      break;
    case 'hostage':
      text = `${who} ${action.declare ? 'declares' : 'releases'} ${label(action.card)} ${action.declare ? 'a hostage' : 'from being a hostage'}.`;
      break;
    case 'redeem':
      text = `${who} redeems the hostage ${label(action.hostage)} with ${label(action.pay)}.`;
      break;
    case 'discard':
      text = `${who} discards ${label(action.card)}.`;
      break;
    case 'endRound':
      text = `${who} ${action.discard ? `discards ${label(action.discard)} and ` : ''}ends the round.`;
      break;
    case 'pass':
      text = before.phase === 'window' ? `${who} does not take the discard.` : before.phase === 'draw' ? `${who} skips the draw.` : `${who} has no card to discard.`;
      break;
    case 'deal':
      text = `${who} deals round ${after.round}.`;
      break;
    case 'surrender':
      text = `${who} surrenders for their alliance.`;
      break;
  }
  if (after.result && after.result !== before.result && after.phase !== before.phase && (after.phase === 'scored' || after.phase === 'over') && action.type !== 'surrender') {
    text += ` Round ${after.result.round} is scored. ${describeResult(after.result)}`;
  }
  return text;
}

