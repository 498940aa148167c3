/**
 * When the attacker's optional plays are allowed. "Any time during Attacker's
 * turn" is read as every moment the attacker holds the action: their own
 * draws, leading the battle, and the optional-plays step. Melding, arranged
 * marriages and hostages wait for the gift exchange.
 */
import type { Seat } from '../../core/game';
import type { AllianceRoyalsState } from './types';

export function attackerHoldsAction(state: AllianceRoyalsState, seat: Seat): boolean {
  if (seat !== state.attacker) return false;
  switch (state.phase) {
    case 'draw':
      return state.queue[0] === seat;
    case 'battle':
      return state.battle.length === 0 && state.queue[0] === seat;
    case 'play':
      return true;
    default:
      return false;
  }
}

// "Melding, Arranged Marriage, and Hostage Declaration are permitted only after the Gift Exchange."
export function afterGiftPlaysOpen(state: AllianceRoyalsState, seat: Seat): boolean {
  return state.giftDone && attackerHoldsAction(state, seat) && state.phase !== 'draw';
}

/** What the table waits for, to tell a player why an action does not fit now. */
export function waitingFor(state: AllianceRoyalsState, seat: Seat): string {
  const who = (other: Seat) => (other === seat ? 'you' : `Seat ${other + 1}`);
  const next = state.queue[0];
  switch (state.phase) {
    case 'over':
      return 'The game is over.';
    case 'scored':
      return `The round is over: Seat ${((state.dealer + 1) % 4) + 1} deals the next round.`;
    case 'houses':
      return `Now ${who(next!)} ${next === seat ? 'choose' : 'chooses'} a home house.`;
    case 'draw':
      return `Now ${who(next!)} ${next === seat ? 'draw' : 'draws'}.`;
    case 'bundle':
      return `Seat ${state.attacker + 1} must first meld the bottom card of the bundle.`;
    case 'gift':
      return `Seat ${state.attacker + 1} and Seat ${((state.attacker + 2) % 4) + 1} are choosing their gifts.`;
    case 'battle':
      return `Now ${who(next!)} ${next === seat ? 'play' : 'plays'} a card to the battle.`;
    case 'spoils':
      return `Now ${who(next!)} ${next === seat ? 'take' : 'takes'} a card from the battle.`;
    case 'play':
      return `It is Seat ${state.attacker + 1}'s turn to make optional plays and discard.`;
    case 'consent':
      return `Seat ${((state.attacker + 2) % 4) + 1} is answering a request for an arranged marriage.`;
    case 'window':
      return `Now ${who(next!)} may take the discard to change houses.`;
  }
}
