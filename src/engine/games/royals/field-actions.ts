/**
 * The turn actions that are not attacks, each as a pair: why it would be
 * refused, in words a player can read, and what it does.
 */
import type { Seat } from '../../core/game';
import { isJokerCard, isRoyalCard, label, suitOfCard } from './cards';
import { fieldCard, holds, jokersOn, removeFromField, removeFromHand, royalsOn } from './field';
import { otherSeat } from './words';
import {
  JOKER_SPOTS,
  ROYAL_SPOTS,
  type BuryAction,
  type DiscardAction,
  type RecruitAction,
  type RevealAction,
  type ReviveAction,
  type RoyalsState,
} from './types';

// 1. Discarding: "You may place any number of cards into the discard pile, up to your entire hand."
export function discardRefusal(state: RoyalsState, seat: Seat, action: DiscardAction): string | null {
  if (action.cards.length === 0) return 'Choose at least one card to discard.';
  if (new Set(action.cards).size !== action.cards.length) return 'Each card can be discarded only once.';
  const missing = action.cards.find((card) => !holds(state, seat, card));
  if (missing !== undefined) return `The ${label(missing)} is not in your hand.`;
  return null;
}

export function discardCards(state: RoyalsState, seat: Seat, action: DiscardAction): void {
  removeFromHand(state, seat, action.cards);
  state.discard.push(...action.cards);
}

// 3. Recruiting a Royal: "You may place a Jack, King, or Queen in one of the three available spots on the field.
// They are placed diagonally to indicate that they cannot attack until the next turn."
export function recruitRefusal(state: RoyalsState, seat: Seat, action: RecruitAction): string | null {
  if (!holds(state, seat, action.card)) return `The ${label(action.card)} is not in your hand.`;
  if (!isRoyalCard(action.card)) return 'Only a jack, queen or king can be recruited.';
  if (royalsOn(state, seat).length >= ROYAL_SPOTS) {
    return 'All three royal spots on your field are taken (a defeated royal keeps its spot until it is buried).';
  }
  return null;
}

export function recruitRoyal(state: RoyalsState, seat: Seat, action: RecruitAction): void {
  removeFromHand(state, seat, [action.card]);
  state.fields[seat]!.push({ card: action.card, pose: 'diagonal', under: [] });
  state.hadRoyal[seat] = true;
  if (state.phase === 'cold-war' && state.hadRoyal.every(Boolean)) state.phase = 'battle';
}

/** A defeated royal of the seat's own field: they are all from the other player's last turn (Y17). */
function defeatedRefusal(state: RoyalsState, seat: Seat, royal: string): string | null {
  const entry = fieldCard(state, seat, royal);
  if (!entry || !isRoyalCard(royal)) return `There is no ${label(royal)} on your field.`;
  if (entry.pose !== 'sideways') return `The ${label(royal)} has not been defeated.`;
  return null;
}

// 5. Revive a Royal: "you may give them any card in your hand which matches the suite of the defeated royal.
// They will then add this to their score pile. You may now right your royal, and attack with them during this turn."
export function reviveRefusal(state: RoyalsState, seat: Seat, action: ReviveAction): string | null {
  const defeated = defeatedRefusal(state, seat, action.royal);
  if (defeated) return defeated;
  if (!holds(state, seat, action.card)) return `The ${label(action.card)} is not in your hand.`;
  if (isJokerCard(action.card) || suitOfCard(action.card) !== suitOfCard(action.royal)) {
    return `The tribute for the ${label(action.royal)} must be a card of its suit.`;
  }
  return null;
}

export function reviveRoyal(state: RoyalsState, seat: Seat, action: ReviveAction): void {
  removeFromHand(state, seat, [action.card]);
  state.scores[otherSeat(seat)]!.points.push(action.card);
  fieldCard(state, seat, action.royal)!.pose = 'upright';
}

// 6. Bury a Royal: "If they have no number cards under them they are simply discarded, but if they do have
// number cards they are placed in the score pile and are out of play."
export function buryRefusal(state: RoyalsState, seat: Seat, action: BuryAction): string | null {
  return defeatedRefusal(state, seat, action.royal);
}

export function buryRoyal(state: RoyalsState, seat: Seat, royal: string): void {
  const entry = removeFromField(state, seat, royal);
  if (entry.under.length === 0) state.discard.push(entry.card);
  else state.scores[seat]!.groups.push({ head: entry.card, cards: entry.under });
}

// 7. Reveal a Joker: "You may take a joker from your hand and place it on either side of the royals on your field.
// The joker may not attack during this turn." Its field holds two jokers at most.
export function revealRefusal(state: RoyalsState, seat: Seat, action: RevealAction): string | null {
  if (!holds(state, seat, action.joker)) return `The ${label(action.joker)} is not in your hand.`;
  if (!isJokerCard(action.joker)) return 'Only a joker can be revealed.';
  if (jokersOn(state, seat).length >= JOKER_SPOTS) return 'Your field already holds two jokers.';
  return null;
}

export function revealJoker(state: RoyalsState, seat: Seat, action: RevealAction): void {
  removeFromHand(state, seat, [action.joker]);
  // Drawn diagonally like a new recruit: it may attack from the owner's next turn.
  state.fields[seat]!.push({ card: action.joker, pose: 'diagonal', under: [] });
}

// "At any time ... a player may call 'Last Reshuffle'" (Y9: on their own turn, once per game).
export function lastReshuffleRefusal(state: RoyalsState): string | null {
  if (state.phase === 'last-round') return 'The Last Round has begun already.';
  if (state.lastReshuffle) {
    return state.lastReshuffleBy === null
      ? 'The reshuffle limit is reached: the deck in play is the last one already.'
      : 'The Last Reshuffle has been called already.';
  }
  return null;
}

export function callLastReshuffle(state: RoyalsState, seat: Seat): void {
  state.lastReshuffle = true;
  state.lastReshuffleBy = seat;
}
