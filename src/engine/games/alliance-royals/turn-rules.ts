/**
 * The five parts of a turn and the steps around them, each as a pair: why it
 * would be refused (in words a player can read) and what it does.
 */
import type { Seat } from '../../core/game';
import { isFace, isRoyalOf, suitOfCard } from './cards';
import {
  beginTurn,
  bundleMeldable,
  dealNext,
  endTurn,
  exchangeGifts,
  finishSpoils,
  nextDealer,
  resolveBattle,
  scoreRound,
  skipDraws,
} from './flow';
import { allianceOf, allyOf } from './seats';
import { waitingFor } from './timing';
import type {
  AllianceRoyalsState,
  BundleAction,
  DiscardAction,
  DrawAction,
  EndRoundAction,
  GiftAction,
  HouseAction,
  PlayAction,
  SpoilAction,
} from './types';
import { houseName, label } from './words';

// "In the same order as the deal, each player declares a Home House (suit). Two or more players may choose the same House."
export function houseRefusal(state: AllianceRoyalsState, seat: Seat, _action: HouseAction): string | null {
  if (state.phase !== 'houses' || state.queue[0] !== seat) return waitingFor(state, seat);
  return null;
}

export function declareHouse(state: AllianceRoyalsState, seat: Seat, action: HouseAction): void {
  state.houses[seat] = action.suit;
  state.queue.shift();
  if (state.queue.length === 0) beginTurn(state);
}

// "Each player may draw either the top card of the Draw Stack or the top card of the Discard Pile if this is from their Home House."
export function drawRefusal(state: AllianceRoyalsState, seat: Seat, action: DrawAction): string | null {
  if (state.phase !== 'draw' || state.queue[0] !== seat) return waitingFor(state, seat);
  if (action.from === 'stack') return state.stack.length ? null : 'The draw stack is empty.';
  const top = state.discard[state.discard.length - 1];
  if (top === undefined) return 'The discard pile is empty.';
  if (suitOfCard(top) !== state.houses[seat]) {
    return `The top of the discard pile, ${label(top)}, is not of your home house (${houseName(state.houses[seat] ?? null)}).`;
  }
  return null;
}

export function drawCard(state: AllianceRoyalsState, seat: Seat, action: DrawAction): void {
  const card = action.from === 'stack' ? state.stack.shift()! : state.discard.pop()!;
  state.hands[seat]!.push(card);
  state.queue.shift();
  skipDraws(state);
}

// "If Attacker at the beginning of their turn has in Spoils two or more different Royals from their own Home House ...
// they may draw a bundle of cards from the Discard Pile ... The bottom card so drawn must be used immediately in a meld."
export function bundleRefusal(state: AllianceRoyalsState, seat: Seat, action: BundleAction): string | null {
  if (state.phase !== 'draw' || state.queue[0] !== seat) return waitingFor(state, seat);
  if (seat !== state.attacker || state.queue.length !== 5) return 'Only the attacker may draw a bundle, and only as their first draw.';
  if (!state.privilege.twoRoyals) return 'A bundle needs two different royals in your Spoils as your turn began.';
  const index = state.discard.indexOf(action.card);
  if (index < 0) return `${label(action.card)} is not in the discard pile.`;
  if (isRoyalOf(action.card, state.houses[seat] ?? null)) return `${label(action.card)} is one of your royals, and royals may not be melded.`;
  if (!bundleMeldable(state, seat, index)) return `You could not meld ${label(action.card)} at once: a meld needs three of its rank.`;
  return null;
}

export function drawBundle(state: AllianceRoyalsState, seat: Seat, action: BundleAction): void {
  const index = state.discard.indexOf(action.card);
  state.hands[seat]!.push(...state.discard.splice(index));
  state.bundleCard = action.card;
  // The bundle stands for both of the attacker's draws: the others still draw one each.
  state.queue = state.queue.slice(1, 4);
  state.phase = 'bundle';
}

/** After the bundle's bottom card is melded, the other players draw. */
export function afterBundleMeld(state: AllianceRoyalsState): void {
  state.bundleCard = null;
  state.phase = 'draw';
  skipDraws(state);
}

// "Attacker and Ally pass one card to each other from their hands. The exchange is mandatory and made without discussion."
export function giftRefusal(state: AllianceRoyalsState, seat: Seat, action: GiftAction): string | null {
  if (state.phase !== 'gift') return waitingFor(state, seat);
  if (seat !== state.attacker && seat !== allyOf(state.attacker)) return 'Only the attacker and their ally exchange gifts.';
  if (state.gifts[seat] !== null) return 'You have chosen your gift; wait for your ally.';
  if (!state.hands[seat]!.includes(action.card)) return `${label(action.card)} is not in your hand.`;
  return null;
}

export function chooseGift(state: AllianceRoyalsState, seat: Seat, action: GiftAction): void {
  const hand = state.hands[seat]!;
  hand.splice(hand.indexOf(action.card), 1);
  state.gifts[seat] = action.card;
  if (state.gifts[state.attacker] !== null && state.gifts[allyOf(state.attacker)] !== null) exchangeGifts(state);
}

// "playing in suit if possible"
export function playRefusal(state: AllianceRoyalsState, seat: Seat, action: PlayAction): string | null {
  if (state.phase !== 'battle' || state.queue[0] !== seat) return waitingFor(state, seat);
  const hand = state.hands[seat]!;
  if (!hand.includes(action.card)) return `${label(action.card)} is not in your hand.`;
  const lead = state.battle[0];
  if (lead) {
    const suit = suitOfCard(lead.card);
    if (suitOfCard(action.card) !== suit && hand.some((card) => suitOfCard(card) === suit)) {
      return `You must follow suit: ${label(lead.card)} was led and you hold ${houseName(suit)}.`;
    }
  }
  return null;
}

export function playCard(state: AllianceRoyalsState, seat: Seat, action: PlayAction): void {
  const hand = state.hands[seat]!;
  hand.splice(hand.indexOf(action.card), 1);
  state.battle.push({ seat, card: action.card });
  state.queue.shift();
  if (state.queue.length === 0) resolveBattle(state);
}

// "Victor chooses one of the cards played, and their Ally chooses another."
export function spoilRefusal(state: AllianceRoyalsState, seat: Seat, action: SpoilAction): string | null {
  if (state.phase !== 'spoils' || state.queue[0] !== seat) return waitingFor(state, seat);
  if (!state.battle.some((play) => play.card === action.card)) return `${label(action.card)} was not played in this battle.`;
  if (state.taken.some((entry) => entry.card === action.card)) return `${label(action.card)} has already been taken.`;
  return null;
}

export function takeSpoil(state: AllianceRoyalsState, seat: Seat, action: SpoilAction): void {
  state.spoils[seat]!.push(action.card);
  state.wonIn[action.card] = state.turn;
  state.taken.push({ seat, card: action.card });
  state.queue.shift();
  if (state.queue.length === 0 || state.taken.length === state.battle.length) finishSpoils(state);
}

// "Attacker discards one card from their hand to the top of the Discard Pile."
export function discardRefusal(state: AllianceRoyalsState, seat: Seat, action: DiscardAction): string | null {
  if (state.phase !== 'play' || seat !== state.attacker) return waitingFor(state, seat);
  if (!state.hands[seat]!.includes(action.card)) return `${label(action.card)} is not in your hand.`;
  return null;
}

export function discardCard(state: AllianceRoyalsState, seat: Seat, action: DiscardAction): void {
  const hand = state.hands[seat]!;
  hand.splice(hand.indexOf(action.card), 1);
  state.discard.push(action.card);
  endTurn(state);
}

// "Attacker may end the Round if they meet three requirements ... Discarding is optional on the final turn."
export function endRoundRefusal(state: AllianceRoyalsState, seat: Seat, action: EndRoundAction): string | null {
  if (state.phase !== 'play' || seat !== state.attacker) return waitingFor(state, seat);
  if (!state.privilege.royal) return 'To end the round you need a royal in your Spoils from before this turn.';
  if (state.victor !== seat) return 'To end the round you must have won this turn’s battle yourself.';
  const hand = state.hands[seat]!;
  if (action.discard !== null && !hand.includes(action.discard)) return `${label(action.discard)} is not in your hand.`;
  const faces = hand.filter((card) => card !== action.discard && isFace(card));
  if (faces.length) return `To end the round no king, queen or jack may stay in your hand: you still hold ${faces.map(label).join(' ')}.`;
  return null;
}

export function endRound(state: AllianceRoyalsState, seat: Seat, action: EndRoundAction): void {
  if (action.discard !== null) {
    const hand = state.hands[seat]!;
    hand.splice(hand.indexOf(action.discard), 1);
    state.discard.push(action.discard);
  }
  scoreRound(state, 'ended', seat);
}

/**
 * Passing: declining the discard in the window, declining a draw that only an
 * optional play could make, or ending a turn with nothing left to discard.
 */
export function passRefusal(state: AllianceRoyalsState, seat: Seat): string | null {
  if (state.phase === 'window') return state.queue[0] === seat ? null : waitingFor(state, seat);
  if (state.phase === 'draw') return state.queue[0] === seat ? skipDrawRefusal(state, seat) : waitingFor(state, seat);
  if (state.phase === 'play' && seat === state.attacker) {
    return state.hands[seat]!.length === 0 ? null : 'You must discard a card to end your turn.';
  }
  return waitingFor(state, seat);
}

export function pass(state: AllianceRoyalsState): void {
  if (state.phase === 'play') {
    endTurn(state);
    return;
  }
  state.queue.shift();
  if (state.phase === 'draw') skipDraws(state);
  else if (state.queue.length === 0) beginTurn(state);
}

// "If the Draw Stack runs out ... players skipping their draw unless they can legally draw from the Discard Pile." (ruling A31)
/**
 * Why the seat may not skip its draw: a card it may simply draw. Without one,
 * the draw is open only through a bundle or a change of house, both optional
 * plays, so the seat may pass instead.
 */
export function skipDrawRefusal(state: AllianceRoyalsState, seat: Seat): string | null {
  if (state.stack.length > 0) return 'You must draw: the draw stack still holds cards.';
  const top = state.discard[state.discard.length - 1];
  if (top !== undefined && suitOfCard(top) === state.houses[seat]) return `You must draw: ${label(top)} on top of the discard pile is of your home house.`;
  return null;
}

// "Players rotate clockwise turns as Dealer."
export function dealRefusal(state: AllianceRoyalsState, seat: Seat): string | null {
  if (state.phase !== 'scored') return state.phase === 'over' ? waitingFor(state, seat) : 'The round is still being played.';
  return seat === nextDealer(state) ? null : `Seat ${nextDealer(state) + 1} deals the next round.`;
}

export function deal(state: AllianceRoyalsState): void {
  dealNext(state);
}

// "3) One Alliance surrenders."
/**
 * Each player, as they come to choose a home house at the start of a round,
 * may surrender for their alliance instead: every player is offered it once a
 * round, whoever deals and whoever plays beside them.
 */
export function surrenderRefusal(state: AllianceRoyalsState, seat: Seat): string | null {
  if (state.phase === 'over') return 'The game is over.';
  if (state.phase !== 'houses') return 'An alliance surrenders at the start of a round, when one of its players is to choose a home house.';
  return state.queue[0] === seat ? null : waitingFor(state, seat);
}

export function surrender(state: AllianceRoyalsState, seat: Seat): void {
  const winners = [0, 1, 2, 3].filter((other) => allianceOf(other) !== allianceOf(seat));
  state.end = { winners, reason: 'surrender' };
  state.phase = 'over';
  state.queue = [];
}

