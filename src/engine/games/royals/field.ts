/** What stands on a field: royals and jokers, their poses, and what an attack may aim at. */
import type { Seat } from '../../core/game';
import { isJackCard, isJokerCard, isRoyalCard, royalRank } from './cards';
import { otherSeat } from './words';
import { PLAYER, type FieldCard, type RoyalsState } from './types';

export function fieldCard(state: RoyalsState, seat: Seat, card: string): FieldCard | undefined {
  return state.fields[seat]!.find((entry) => entry.card === card);
}

export function royalsOn(state: RoyalsState, seat: Seat): FieldCard[] {
  return state.fields[seat]!.filter((entry) => isRoyalCard(entry.card));
}

export function jokersOn(state: RoyalsState, seat: Seat): FieldCard[] {
  return state.fields[seat]!.filter((entry) => isJokerCard(entry.card));
}

/** Upright or diagonal royals: the ones that defend. A defeated (sideways) royal does not. */
export function standingRoyals(state: RoyalsState, seat: Seat): FieldCard[] {
  return royalsOn(state, seat).filter((entry) => entry.pose !== 'sideways');
}

/**
 * "In order to deal damage to the opposing player directly there cannot be any
 * upright or diagonal royals on their field. If royals are present, they must
 * be the target of your attack." Jokers and defeated royals do not shield.
 */
export function targetsFor(state: RoyalsState, attacker: Seat): string[] {
  const standing = standingRoyals(state, otherSeat(attacker));
  return standing.length ? standing.map((entry) => entry.card) : [PLAYER];
}

export function targetRefusal(state: RoyalsState, attacker: Seat, target: string): string | null {
  const targets = targetsFor(state, attacker);
  if (targets.includes(target)) return null;
  if (target === PLAYER) return 'Royals stand on the other field: they must be the target, not the player.';
  const standing = fieldCard(state, otherSeat(attacker), target);
  if (standing && isRoyalCard(standing.card)) return 'That royal is defeated already: only upright or diagonal royals can be attacked.';
  return targets[0] === PLAYER
    ? 'No royal stands on the other field: attack the player.'
    : 'Aim at a royal standing on the other field.';
}

/** The combined rank of the royals standing on a field (Wipe The Floor). */
export function combinedRank(state: RoyalsState, seat: Seat): number {
  return standingRoyals(state, seat).reduce((sum, entry) => sum + royalRank(entry.card), 0);
}

/** Jackrifice: the royals the defender may let fall instead of `target` — itself and every other standing jack. */
export function fallersFor(state: RoyalsState, defender: Seat, target: string): string[] {
  const jacks = standingRoyals(state, defender).filter((entry) => isJackCard(entry.card) && entry.card !== target);
  return jacks.length ? [target, ...jacks.map((entry) => entry.card)] : [];
}

export function removeFromField(state: RoyalsState, seat: Seat, card: string): FieldCard {
  const field = state.fields[seat]!;
  const index = field.findIndex((entry) => entry.card === card);
  return field.splice(index, 1)[0]!;
}

export function removeFromHand(state: RoyalsState, seat: Seat, cards: readonly string[]): void {
  const hand = state.hands[seat]!;
  for (const card of cards) hand.splice(hand.indexOf(card), 1);
}

export function holds(state: RoyalsState, seat: Seat, card: string): boolean {
  return state.hands[seat]!.includes(card);
}
