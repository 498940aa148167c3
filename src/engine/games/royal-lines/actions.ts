/**
 * What a player may do, each as a pair: why it would be refused (in words a
 * player can read) and what it does.
 */
import type { Seat } from '../../core/game';
import { isCardId } from '../../core/cards';
import { isPromiseCard } from './cards';
import { chooseCollapse, choosePanicCollapse, dealNextRound, nextDealer, revealAndRecruit, settleJoker } from './round';
import type { CollapseAction, DealAction, PromiseAction, PromiseCard, RoyalLinesAction, RoyalLinesState, SettleAction } from './types';
import { capitalise, groupPhrase, label, listWords, seatName } from './words';

/** What the table is waiting for, to tell a player why their action does not fit now. */
export function waitingFor(state: RoyalLinesState, seat: Seat): string {
  const pending = state.pending;
  switch (state.phase) {
    case 'over':
      return 'The match is over.';
    case 'scored':
      return `The round is over: ${seatName(nextDealer(state))} deals the next round.`;
    case 'promise':
      return state.chosen[seat] === null
        ? 'Now every player lays a promise face down.'
        : 'You have laid your promise face down; wait for the others.';
    case 'choice': {
      if (!pending) return 'Nothing is waiting for a choice.';
      const who = pending.seat === seat ? 'You' : seatName(pending.seat);
      const verb = pending.seat === seat ? 'must' : 'is to';
      if (pending.kind === 'settle') return `${who} ${verb} choose the suit a settled joker stands for.`;
      return `${who} ${verb} choose which three collapse: ${listWords(pending.groups.map(groupPhrase), 'or')}.`;
    }
  }
}

// "Each player plays a promise card face down."
export function promiseRefusal(state: RoyalLinesState, seat: Seat, action: PromiseAction): string | null {
  if (state.phase !== 'promise' || state.chosen[seat] !== null) return waitingFor(state, seat);
  const card = action.card;
  if (!isCardId(card)) return 'That is not a card.';
  if (!isPromiseCard(card)) return `The ${label(card)} is not a promise: promises are the cards 2 to 10.`;
  if (!state.hands[seat]!.includes(card)) return `The ${label(card)} is not in your hand.`;
  return null;
}

/** Lays the promise face down; the last one turns them all over. */
export function layPromise(state: RoyalLinesState, seat: Seat, action: PromiseAction): void {
  const hand = state.hands[seat]!;
  const card = action.card as PromiseCard;
  hand.splice(hand.indexOf(card), 1);
  state.chosen[seat] = card;
  if (everyPromiseLaid(state)) revealAndRecruit(state);
}

function everyPromiseLaid(state: RoyalLinesState): boolean {
  for (const card of state.chosen) if (card === null) return false;
  return true;
}

// "If both would happen simultaneously, the player chooses which 3 collapse." /
// "If there are multiple options where the joker could attach, the player chooses which 3 collapse."
export function collapseRefusal(state: RoyalLinesState, seat: Seat, action: CollapseAction): string | null {
  const pending = state.pending;
  if (state.phase !== 'choice' || !pending || pending.seat !== seat || pending.kind === 'settle') return waitingFor(state, seat);
  if (!pending.groups.includes(action.group)) {
    return `${capitalise(groupPhrase(action.group))} cannot collapse now: choose ${listWords(pending.groups.map(groupPhrase), 'or')}.`;
  }
  return null;
}

export function applyCollapse(state: RoyalLinesState, seat: Seat, action: CollapseAction): void {
  if (state.pending?.kind === 'panic') choosePanicCollapse(state, action.group);
  else chooseCollapse(state, seat, action.group);
}

// "Otherwise, the joker settles in and the player can choose which suit it represents."
export function settleRefusal(state: RoyalLinesState, seat: Seat, _action: SettleAction): string | null {
  const pending = state.pending;
  if (state.phase !== 'choice' || !pending || pending.seat !== seat || pending.kind !== 'settle') return waitingFor(state, seat);
  return null;
}

// "The turns are passed clockwise each round."
export function dealRefusal(state: RoyalLinesState, seat: Seat, _action: DealAction): string | null {
  if (state.phase !== 'scored') {
    return state.phase === 'over' ? waitingFor(state, seat) : `The round is still being played. ${waitingFor(state, seat)}`;
  }
  const dealer = nextDealer(state);
  return seat === dealer ? null : `${seatName(dealer)} deals the next round.`;
}

/** Why the seat may not take this action now; null when it may. */
export function actionRefusal(state: RoyalLinesState, seat: Seat, action: RoyalLinesAction): string | null {
  if (state.end) return 'The match is over.';
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return `There is no seat ${seat + 1} at this table.`;
  switch (action.type) {
    case 'promise':
      return promiseRefusal(state, seat, action);
    case 'collapse':
      return collapseRefusal(state, seat, action);
    case 'settle':
      return settleRefusal(state, seat, action);
    case 'deal':
      return dealRefusal(state, seat, action);
    default:
      return 'That is not a Royal Lines action.';
  }
}

/** Carries out one legal action. */
export function applyAction(state: RoyalLinesState, seat: Seat, action: RoyalLinesAction): void {
  switch (action.type) {
    case 'promise':
      layPromise(state, seat, action);
      return;
    case 'collapse':
      applyCollapse(state, seat, action);
      return;
    case 'settle':
      settleJoker(state, action.suit);
      return;
    case 'deal':
      dealNextRound(state);
      return;
  }
}
