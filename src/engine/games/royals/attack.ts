/**
 * Attacks and the answers to them. An attack is declared, its number cards go
 * on the table, and the defender's block window opens: block with an ace or
 * let it through; after a block the attacker may counter-block with an ace or
 * accept the block; and so on while aces last. Only then is the attack resolved.
 */
import type { Seat } from '../../core/game';
import { isAceCard, isJokerCard, isNumberCard, isRoyalCard, label, numberValue, royalRank, suitOfCard } from './cards';
import { combinedRank, fallersFor, fieldCard, holds, removeFromField, removeFromHand, standingRoyals, targetRefusal } from './field';
import { jokerDamage, royalDamage } from './score';
import { inColdWar } from './turn';
import { otherSeat } from './words';
import {
  FIELD,
  PLAYER,
  type AceAction,
  type ArrowsAction,
  type Attack,
  type AttackAction,
  type FallAction,
  type JokerAttackAction,
  type RoyalAttackAction,
  type RoyalsState,
  type WipeAction,
  type WipeChoice,
} from './types';

const COLD_WAR = 'It is the Cold War: until both players have had a royal on the field, only arrows may attack.';

function numberCardRefusal(state: RoyalsState, seat: Seat, card: string): string | null {
  if (!holds(state, seat, card)) return `The ${label(card)} is not in your hand.`;
  if (!isNumberCard(card)) return `The ${label(card)} is not a number card: attacks take an ace or a card from 2 to 10.`;
  return null;
}

/** "a pair, trio, or quartet of numbered cards which match either in suite or number" */
export function arrowSetRefusal(cards: readonly string[]): string | null {
  if (cards.length < 2 || cards.length > 4) return 'Arrows are a pair, a trio or a quartet of number cards.';
  if (!cards.every(isNumberCard)) return 'Arrows are number cards only (ace to ten).';
  const sameSuit = cards.every((card) => suitOfCard(card) === suitOfCard(cards[0]!));
  const sameNumber = cards.every((card) => numberValue(card) === numberValue(cards[0]!));
  if (!sameSuit && !sameNumber) return 'Arrows must all share a suit or all share a number.';
  return null;
}

// 2. Firing Arrows: "These cards deal an amount of damage equal to the number of cards played."
export function arrowsRefusal(state: RoyalsState, seat: Seat, action: ArrowsAction): string | null {
  if (new Set(action.cards).size !== action.cards.length) return 'Each card can be fired only once.';
  const missing = action.cards.find((card) => !holds(state, seat, card));
  if (missing !== undefined) return `The ${label(missing)} is not in your hand.`;
  return arrowSetRefusal(action.cards) ?? targetRefusal(state, seat, action.target);
}

// 4. Attacking With a Royal: "damage to the target equal to the card number divided by the Royal's Rank, rounded down."
export function royalAttackRefusal(state: RoyalsState, seat: Seat, action: RoyalAttackAction): string | null {
  const entry = fieldCard(state, seat, action.royal);
  if (!entry || !isRoyalCard(action.royal)) return `There is no ${label(action.royal)} on your field.`;
  if (inColdWar(state)) return COLD_WAR;
  if (entry.pose === 'sideways') return `The ${label(action.royal)} is defeated: revive it before it can attack.`;
  if (entry.pose === 'diagonal') return `The ${label(action.royal)} is turned diagonally: it cannot attack until your next turn.`;
  return numberCardRefusal(state, seat, action.card) ?? targetRefusal(state, seat, action.target);
}

function jokerReadyRefusal(state: RoyalsState, seat: Seat, joker: string): string | null {
  const entry = fieldCard(state, seat, joker);
  if (!entry || !isJokerCard(joker)) return 'There is no such joker on your field.';
  if (inColdWar(state)) return COLD_WAR;
  if (entry.pose !== 'upright') return 'A joker may not attack on the turn it is revealed.';
  return null;
}

export function jokerAttackRefusal(state: RoyalsState, seat: Seat, action: JokerAttackAction): string | null {
  return jokerReadyRefusal(state, seat, action.joker) ?? numberCardRefusal(state, seat, action.card) ?? targetRefusal(state, seat, action.target);
}

// The Joker, 6: "Wipe The Floor" aims at every royal standing on the other field.
export function wipeRefusal(state: RoyalsState, seat: Seat, action: WipeAction): string | null {
  const ready = jokerReadyRefusal(state, seat, action.joker) ?? numberCardRefusal(state, seat, action.card);
  if (ready) return ready;
  if (standingRoyals(state, otherSeat(seat)).length === 0) return 'No royal stands on the other field to wipe away.';
  return null;
}

/**
 * Y21: as written, the floor is wiped when the royals' combined rank is equal
 * to or greater than the card's number; under the 'damage' variant, when the
 * joker's double damage reaches the combined rank.
 */
export function wipeSucceeds(state: RoyalsState, attacker: Seat, card: string): boolean {
  return wipeFells(state.options.wipe, combinedRank(state, otherSeat(attacker)), card);
}

/** Y21 on figures alone, so a table can say before the block window closes what the wipe would do. */
export function wipeFells(wipe: WipeChoice, combined: number, card: string): boolean {
  return wipe === 'damage' ? jokerDamage(card) >= combined : combined >= numberValue(card);
}

export function attackDamage(action: AttackAction): number {
  switch (action.type) {
    case 'arrows':
      return action.cards.length;
    case 'royal-attack':
      return royalDamage(action.royal, action.card);
    case 'joker-attack':
      return jokerDamage(action.card);
    case 'wipe':
      return jokerDamage(action.card);
  }
}

/** Declares the attack: its cards go on the table, a royal is turned diagonally, and the defender's window opens. */
export function declareAttack(state: RoyalsState, seat: Seat, action: AttackAction): void {
  const cards = action.type === 'arrows' ? [...action.cards] : [action.card];
  removeFromHand(state, seat, cards);
  const attack: Attack = {
    by: seat,
    kind: action.type === 'arrows' ? 'arrows' : action.type === 'royal-attack' ? 'royal' : action.type === 'joker-attack' ? 'joker' : 'wipe',
    source: action.type === 'royal-attack' ? action.royal : action.type === 'arrows' ? null : action.joker,
    cards,
    target: action.type === 'wipe' ? FIELD : action.target,
    damage: attackDamage(action),
    aces: [],
    fallers: [],
  };
  // "The royal is then turned diagonally": it has attacked, whether the attack is blocked or not.
  if (action.type === 'royal-attack') fieldCard(state, seat, action.royal)!.pose = 'diagonal';
  state.attack = attack;
  state.stage = 'respond';
}

// Blocking With an Ace: "Any kind of attack from your opponent on any kind of target may be blocked by
// discarding an Ace from your hand." "The opponent may respond by discarding an ace from their own hand."
export function aceRefusal(state: RoyalsState, seat: Seat, action: AceAction): string | null {
  if (state.stage !== 'respond') return 'There is no attack to block.';
  if (!holds(state, seat, action.card)) return `The ${label(action.card)} is not in your hand.`;
  if (!isAceCard(action.card)) return 'Only an ace can block.';
  return null;
}

export function playAce(state: RoyalsState, seat: Seat, action: AceAction): void {
  removeFromHand(state, seat, [action.card]);
  state.discard.push(action.card);
  state.attack!.aces.push(action.card);
}

export function yieldRefusal(state: RoyalsState): string | null {
  return state.stage === 'respond' ? null : 'There is no block window open.';
}

/** The window closes: an odd number of aces blocks the attack, an even number lets it through. */
export function closeWindow(state: RoyalsState): void {
  const attack = state.attack!;
  if (attack.aces.length % 2 === 1) blocked(state);
  else goesThrough(state);
}

/**
 * "your opponent must still discard any number cards used in the attack.
 * However, Jokers are not destroyed if their attack is blocked."
 */
function blocked(state: RoyalsState): void {
  state.discard.push(...state.attack!.cards);
  finishAttack(state);
}

function finishAttack(state: RoyalsState): void {
  state.attack = null;
  state.stage = 'turn';
}

/** The joker is used up: "immediately discarded if it does no damage to the player". */
function spendJokerToDiscard(state: RoyalsState, attack: Attack): void {
  if (attack.kind === 'joker' || attack.kind === 'wipe') state.discard.push(removeFromField(state, attack.by, attack.source!).card);
}

function goesThrough(state: RoyalsState): void {
  const attack = state.attack!;
  const defender = otherSeat(attack.by);
  if (attack.target === PLAYER) {
    hitPlayer(state, attack);
    finishAttack(state);
    return;
  }
  if (attack.kind === 'wipe') {
    if (wipeSucceeds(state, attack.by, attack.cards[0]!)) for (const entry of standingRoyals(state, defender)) entry.pose = 'sideways';
    state.discard.push(...attack.cards);
    spendJokerToDiscard(state, attack);
    finishAttack(state);
    return;
  }
  // "In order to defeat a royal your attack must be greater than or equal to their Rank."
  if (attack.damage >= royalRank(attack.target)) {
    const fallers = fallersFor(state, defender, attack.target);
    if (fallers.length) {
      attack.fallers = fallers;
      state.stage = 'fall';
      return;
    }
    fieldCard(state, defender, attack.target)!.pose = 'sideways';
  }
  state.discard.push(...attack.cards);
  spendJokerToDiscard(state, attack);
  finishAttack(state);
}

/**
 * Damage to the player: arrow cards go to the attacker's score pile, a royal's
 * card under the royal, a joker and its card together into the score pile.
 * Y16: an attack on the player that deals no damage (a jack with a card below 3)
 * scores nothing and its card is discarded.
 */
function hitPlayer(state: RoyalsState, attack: Attack): void {
  const pile = state.scores[attack.by]!;
  if (attack.damage === 0) {
    state.discard.push(...attack.cards);
    return;
  }
  switch (attack.kind) {
    case 'arrows':
      pile.points.push(...attack.cards);
      return;
    case 'royal':
      fieldCard(state, attack.by, attack.source!)!.under.push(...attack.cards);
      return;
    default:
      removeFromField(state, attack.by, attack.source!);
      pile.groups.push({ head: attack.source!, cards: [...attack.cards] });
  }
}

// Jackrifice: "you may choose to have your jack take the fall instead ... you can effectively choose which jack is defeated."
export function fallRefusal(state: RoyalsState, action: FallAction): string | null {
  if (state.stage !== 'fall') return 'No royal is about to fall.';
  if (!state.attack!.fallers.includes(action.royal)) {
    return `Choose the ${label(state.attack!.target)} or one of your standing jacks to take the fall.`;
  }
  return null;
}

export function letFall(state: RoyalsState, action: FallAction): void {
  const attack = state.attack!;
  fieldCard(state, otherSeat(attack.by), action.royal)!.pose = 'sideways';
  state.discard.push(...attack.cards);
  spendJokerToDiscard(state, attack);
  finishAttack(state);
}
