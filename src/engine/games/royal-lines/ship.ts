/**
 * The colonial ship: which suits attract, and which colonial a promise of each
 * suit would recruit. The ship is kept in arrival order, so its last card lies
 * on top ("topmost") and the second ship's colonials lie above the one left
 * from the first.
 */
import { SUITS, type Suit } from '../../core/cards';
import { isJokerCard, suitIndexOfCard } from './cards';
import type { Attraction, CardId } from './types';

/**
 * For each suit (C, D, H, S), the index in the ship of the colonial a promise
 * of that suit would recruit, or -1 when the suit does not attract.
 *
 * "With many of the same suit, only the topmost colonial is recruitable." A
 * joker stands for every suit no other colonial in the ship holds ("If all
 * suits are present, joker is not available"); of several jokers only the
 * topmost is recruitable, as for any shared suit.
 */
export function recruitableIndex(ship: readonly CardId[]): number[] {
  const index = [-1, -1, -1, -1];
  let joker = -1;
  for (let i = 0; i < ship.length; i++) {
    const card = ship[i]!;
    if (isJokerCard(card)) joker = i;
    else index[suitIndexOfCard(card)] = i;
  }
  if (joker >= 0) {
    for (let s = 0; s < 4; s++) if (index[s] === -1) index[s] = joker;
  }
  return index;
}

/** The suits a joker in this ship stands for; empty when there is no joker or every suit is present. */
export function jokerSuits(ship: readonly CardId[]): Suit[] {
  const index = recruitableIndex(ship);
  return SUITS.filter((_, s) => index[s]! >= 0 && isJokerCard(ship[index[s]!]!));
}

/** The attractive suits and what each would recruit, topmost colonial first; suits sharing a joker follow suit order. */
export function attractions(ship: readonly CardId[]): Attraction[] {
  const index = recruitableIndex(ship);
  const out: Attraction[] = [];
  // From the top of the ship down, without sorting: every recruitment records this.
  for (let at = ship.length - 1; at >= 0; at--) {
    for (let s = 0; s < 4; s++) if (index[s] === at) out.push({ suit: SUITS[s]!, colonial: ship[at]!, joker: isJokerCard(ship[at]!) });
  }
  return out;
}

/** The colonial on top of the ship: the one discarded when nobody plays an attractive suit. */
export function topmostIndex(ship: readonly CardId[]): number {
  return ship.length - 1;
}
