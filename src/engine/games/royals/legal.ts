/** Every action the seat may take now, in a stable order; each one passes actionRefusal. */
import type { Seat } from '../../core/game';
import { arrowSetRefusal } from './attack';
import { isAceCard, isJokerCard, isNumberCard, isRoyalCard, suitOfCard } from './cards';
import { standingRoyals, targetsFor } from './field';
import { lastReshuffleRefusal } from './field-actions';
import { activeSeats, inColdWar } from './turn';
import { otherSeat } from './words';
import { JOKER_SPOTS, ROYAL_SPOTS, type RoyalsAction, type RoyalsState } from './types';

/** Every non-empty subset of `items` with at most `max` members, in a stable order. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const total = 1 << items.length;
  for (let mask = 1; mask < total; mask++) {
    const pick: T[] = [];
    items.forEach((item, i) => {
      if (mask & (1 << i)) pick.push(item);
    });
    if (pick.length >= min && pick.length <= max) out.push(pick);
  }
  return out;
}

function turnActions(state: RoyalsState, seat: Seat): RoyalsAction[] {
  const hand = state.hands[seat]!;
  const field = state.fields[seat]!;
  const numbers = hand.filter(isNumberCard);
  const targets = targetsFor(state, seat);
  const actions: RoyalsAction[] = [];
  for (const entry of field) {
    if (entry.pose !== 'sideways') continue;
    for (const card of hand) if (!isJokerCard(card) && suitOfCard(card) === suitOfCard(entry.card)) actions.push({ type: 'revive', royal: entry.card, card });
    actions.push({ type: 'bury', royal: entry.card });
  }
  if (field.filter((entry) => isRoyalCard(entry.card)).length < ROYAL_SPOTS) {
    for (const card of hand) if (isRoyalCard(card)) actions.push({ type: 'recruit', card });
  }
  if (field.filter((entry) => isJokerCard(entry.card)).length < JOKER_SPOTS) {
    for (const card of hand) if (isJokerCard(card)) actions.push({ type: 'reveal', joker: card });
  }
  for (const cards of subsets(numbers, 2, 4)) {
    if (arrowSetRefusal(cards) === null) for (const target of targets) actions.push({ type: 'arrows', cards, target });
  }
  if (!inColdWar(state)) {
    const wipeable = standingRoyals(state, otherSeat(seat)).length > 0;
    for (const entry of field) {
      if (entry.pose !== 'upright') continue;
      for (const card of numbers) {
        if (isRoyalCard(entry.card)) {
          for (const target of targets) actions.push({ type: 'royal-attack', royal: entry.card, card, target });
        } else {
          for (const target of targets) actions.push({ type: 'joker-attack', joker: entry.card, card, target });
          if (wipeable) actions.push({ type: 'wipe', joker: entry.card, card });
        }
      }
    }
  }
  for (const cards of subsets(hand, 1, hand.length)) actions.push({ type: 'discard', cards });
  if (lastReshuffleRefusal(state) === null) actions.push({ type: 'last-reshuffle' });
  actions.push({ type: 'end-turn' });
  return actions;
}

export function legalActions(state: RoyalsState, seat: Seat): RoyalsAction[] {
  if (!activeSeats(state).includes(seat)) return [];
  switch (state.stage) {
    case 'turn':
      return turnActions(state, seat);
    case 'respond':
      return [...state.hands[seat]!.filter(isAceCard).map((card): RoyalsAction => ({ type: 'ace', card })), { type: 'yield' }];
    case 'fall':
      return state.attack!.fallers.map((royal): RoyalsAction => ({ type: 'fall', royal }));
    case 'scored':
      return [{ type: 'next-game' }];
    case 'over':
      return [];
  }
}
