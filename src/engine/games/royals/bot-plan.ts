/**
 * The planner: a heuristic player working from what one seat sees. It is the
 * heuristic bot, and it plays every seat in the search bot's simulations.
 *
 * Its reasons, in order: answer an attack (block what would hurt, counter a
 * block of a strong attack), keep defeated royals it can revive cheaply,
 * recruit, reveal jokers, hit the player with royals (high cards) and arrows
 * (low cards), knock down the royals that shield the player, wipe a crowded
 * floor, cycle cards that cannot help, and end the turn.
 */
import type { Seat } from '../../core/game';
import { arrowSetRefusal } from './attack';
import { isAceCard, isJackCard, isJokerCard, isNumberCard, isRoyalCard, numberValue, royalRank, suitOfCard } from './cards';
import { subsets } from './legal';
import { jokerDamage, royalDamage } from './score';
import { FIELD, JOKER_SPOTS, PLAYER, ROYAL_SPOTS, type Attack, type FieldCardView, type RoyalsAction, type RoyalsOptions, type RoyalsState, type RoyalsView, type Stage } from './types';

/** What the planner reads: its own hand and everything face up. */
export interface Seen {
  readonly seat: Seat;
  readonly hand: readonly string[];
  readonly fields: readonly (readonly FieldCardView[])[];
  readonly attack: Attack | null;
  readonly stage: Stage;
  readonly coldWar: boolean;
  readonly options: RoyalsOptions;
  readonly reshuffles: number;
  readonly lastReshuffle: boolean;
  readonly inLastRound: boolean;
  readonly tally: readonly number[];
}

export function seenFromView(view: RoyalsView, seat: Seat): Seen {
  return {
    seat,
    hand: view.hand,
    fields: view.fields,
    attack: view.attack,
    stage: view.stage,
    coldWar: view.coldWar,
    options: view.options,
    reshuffles: view.reshuffles,
    lastReshuffle: view.lastReshuffle,
    inLastRound: view.phase === 'last-round',
    tally: view.tally,
  };
}

/** The same, read straight from a state (the simulations' fast path); the tally is left out. */
export function seenFromState(state: RoyalsState, seat: Seat): Seen {
  return {
    seat,
    hand: state.hands[seat]!,
    fields: state.fields,
    attack: state.attack,
    stage: state.stage,
    coldWar: !state.hadRoyal.every(Boolean),
    options: state.options,
    reshuffles: state.reshuffles,
    lastReshuffle: state.lastReshuffle,
    inLastRound: state.phase === 'last-round',
    tally: [0, 0],
  };
}

const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const standing = (field: readonly FieldCardView[]) => field.filter((entry) => isRoyalCard(entry.card) && entry.pose !== 'sideways');

/** How much an attack would cost its defender, in points or in royals. */
function attackWeight(seen: Seen, attack: Attack): number {
  const defender = other(attack.by);
  if (attack.target === PLAYER) return attack.damage;
  if (attack.target === FIELD) {
    const royals = standing(seen.fields[defender]!);
    const combined = royals.reduce((sum, entry) => sum + royalRank(entry.card), 0);
    const card = attack.cards[0]!;
    const wiped = seen.options.wipe === 'damage' ? jokerDamage(card) >= combined : combined >= numberValue(card);
    return wiped ? 4 * royals.length : 0;
  }
  return attack.damage >= royalRank(attack.target) ? 4 : 0;
}

function respond(seen: Seen): RoyalsAction {
  const attack = seen.attack!;
  const ace = seen.hand.find(isAceCard);
  const weight = attackWeight(seen, attack);
  // The defender blocks what hurts; the attacker insists only on what is worth an ace.
  const threshold = attack.by === seen.seat ? 4 : 3;
  return ace && weight >= threshold ? { type: 'ace', card: ace } : { type: 'yield' };
}

/** Jackrifice: let fall the royal that is cheapest to lose — one it can revive, with the fewest cards under it. */
function chooseFaller(seen: Seen): RoyalsAction {
  const fallers = seen.attack!.fallers;
  const field = seen.fields[seen.seat]!;
  const suits = new Set(seen.hand.filter((card) => !isJokerCard(card)).map(suitOfCard));
  const cost = (royal: string) => {
    const entry = field.find((card) => card.card === royal)!;
    return (suits.has(suitOfCard(royal)) ? 0 : 10) + entry.under.length + (isJackCard(royal) ? 0 : 1);
  };
  const best = [...fallers].sort((a, b) => cost(a) - cost(b))[0]!;
  return { type: 'fall', royal: best };
}

/** Numbers in the hand, lowest first; aces last, as they block. */
function numbersByValue(hand: readonly string[]): string[] {
  return hand.filter(isNumberCard).sort((a, b) => (isAceCard(a) ? 11 : numberValue(a)) - (isAceCard(b) ? 11 : numberValue(b)));
}

function turnAction(seen: Seen): RoyalsAction {
  const { seat, hand } = seen;
  const mine = seen.fields[seat]!;
  const theirs = seen.fields[other(seat)]!;
  const shields = standing(theirs);
  // A defeated royal: revive it for a cheap card of its suit, else bury it (it frees the spot).
  for (const entry of mine) {
    if (entry.pose !== 'sideways') continue;
    const tribute = numbersByValue(hand).find((card) => suitOfCard(card) === suitOfCard(entry.card) && !isAceCard(card) && numberValue(card) <= 6);
    if (tribute) return { type: 'revive', royal: entry.card, card: tribute };
    return { type: 'bury', royal: entry.card };
  }
  const royalCount = mine.filter((entry) => isRoyalCard(entry.card)).length;
  const recruit = hand.filter(isRoyalCard).sort((a, b) => royalRank(a) - royalRank(b))[0];
  if (recruit && royalCount < ROYAL_SPOTS) return { type: 'recruit', card: recruit };
  const joker = hand.find(isJokerCard);
  if (joker && mine.filter((entry) => isJokerCard(entry.card)).length < JOKER_SPOTS) return { type: 'reveal', joker };
  if (!seen.coldWar) {
    const numbers = numbersByValue(hand);
    const high = [...numbers].reverse();
    const readyRoyals = mine.filter((entry) => isRoyalCard(entry.card) && entry.pose === 'upright').sort((a, b) => royalRank(a.card) - royalRank(b.card));
    const readyJokers = mine.filter((entry) => isJokerCard(entry.card) && entry.pose === 'upright');
    if (shields.length === 0) {
      // The player is open: the strongest royal with the highest card first.
      const royal = readyRoyals[0];
      const card = high.find((c) => !isAceCard(c)) ?? high[0];
      if (royal && card && royalDamage(royal.card, card) > 0) return { type: 'royal-attack', royal: royal.card, card, target: PLAYER };
      const big = high.find((c) => numberValue(c) >= 5);
      if (readyJokers[0] && big) return { type: 'joker-attack', joker: readyJokers[0].card, card: big, target: PLAYER };
    } else {
      // Knock down a shield: the royal worth most (fewest ranks to beat, most cards under), with the cheapest card that does it.
      const shieldsByValue = [...shields].sort((a, b) => royalRank(a.card) - royalRank(b.card) || b.under.length - a.under.length);
      for (const shield of shieldsByValue) {
        for (const royal of readyRoyals) {
          const card = numbers.find((c) => !isAceCard(c) && royalDamage(royal.card, c) >= royalRank(shield.card));
          if (card) return { type: 'royal-attack', royal: royal.card, card, target: shield.card };
        }
      }
      if (readyJokers[0]) {
        const combined = shields.reduce((sum, entry) => sum + royalRank(entry.card), 0);
        const wipeCard = numbers.find((c) => (seen.options.wipe === 'damage' ? jokerDamage(c) >= combined : combined >= numberValue(c)));
        if (wipeCard && shields.length >= 2) return { type: 'wipe', joker: readyJokers[0].card, card: wipeCard };
      }
    }
  }
  const volley = bestArrows(hand, shields);
  if (volley) return volley;
  const cycle = uselessCards(seen);
  if (cycle.length) return { type: 'discard', cards: cycle };
  const lead = (seen.tally[seat] ?? 0) - (seen.tally[other(seat)] ?? 0);
  if (!seen.lastReshuffle && !seen.inLastRound && seen.reshuffles >= 1 && lead >= 8) return { type: 'last-reshuffle' };
  // A turn that played nothing would draw nothing: one card goes, so the deck keeps moving towards the end.
  if (hand.length >= 5 && !seen.inLastRound) return { type: 'discard', cards: [weakestCard(seen)] };
  return { type: 'end-turn' };
}

/** The card the hand misses least: a royal with no spot, then the lowest number, then an ace, a joker last. */
function weakestCard(seen: Seen): string {
  const worth = (card: string) => (isJokerCard(card) ? 100 : isAceCard(card) ? 50 : isRoyalCard(card) ? 0 : numberValue(card));
  return [...seen.hand].sort((a, b) => worth(a) - worth(b))[0]!;
}

/** Arrows at the open player (the largest set of low cards), or at the shield they can beat. */
function bestArrows(hand: readonly string[], shields: readonly FieldCardView[]): RoyalsAction | null {
  const numbers = hand.filter((card) => isNumberCard(card) && !isAceCard(card));
  let best: string[] | null = null;
  for (const set of subsets(numbers, 2, 4)) {
    if (arrowSetRefusal(set) !== null) continue;
    const sum = set.reduce((total, card) => total + numberValue(card), 0);
    if (!best || set.length > best.length || (set.length === best.length && sum < best.reduce((t, c) => t + numberValue(c), 0))) best = set;
  }
  if (!best) return null;
  if (shields.length === 0) return { type: 'arrows', cards: best, target: PLAYER };
  const beaten = [...shields].sort((a, b) => royalRank(a.card) - royalRank(b.card)).find((entry) => royalRank(entry.card) <= best.length);
  return beaten ? { type: 'arrows', cards: best, target: beaten.card } : null;
}

/** Low number cards no royal can use well, kept only while they could still fire as arrows. */
function uselessCards(seen: Seen): string[] {
  const { hand } = seen;
  const hasRoyal = seen.fields[seen.seat]!.some((entry) => isRoyalCard(entry.card)) || hand.some(isRoyalCard);
  if (seen.inLastRound) return [];
  return hand.filter((card) => isNumberCard(card) && !isAceCard(card) && numberValue(card) <= (hasRoyal ? 3 : 5));
}

export function planAction(seen: Seen): RoyalsAction {
  switch (seen.stage) {
    case 'respond':
      return respond(seen);
    case 'fall':
      return chooseFaller(seen);
    case 'scored':
      return { type: 'next-game' };
    default:
      return turnAction(seen);
  }
}
