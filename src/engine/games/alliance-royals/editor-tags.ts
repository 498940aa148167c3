/**
 * The facts of an Alliance Royals position that belong to single cards, which
 * a designer sets on the card in the editor: a card melded in its owner's
 * latest turn (others may ransom it), a royal paid into a Meld by a ransom
 * (its owner may ransom it back), a royal won in a battle lately (an arranged
 * marriage may take it), a betrothed royal and a hostage.
 *
 * Play keeps these as dates and lists (`meldedIn`, `wonIn`, `ransomBack`,
 * `betrothed`, `hostages`). A position set up by hand starts at the start of
 * a turn, so a tag stands for the date that makes it true then: melded in the
 * owner's latest turn as attacker, won in the turn before this one.
 */
import type { CardTagSpec, Position, Problem } from '../../core/editor';
import { taggedCards, zoneOfCard } from '../../core/editor';
import type { Seat } from '../../core/game';
import type { Suit } from '../../core/cards';
import { isKingOrQueen, isRoyalOf, suitOfCard } from './cards';
import { lastTurnsUpTo } from './flow';
import { meldedLastTurn } from './house-options';
import { isEnemyRoyal } from './royals';
import { allyOf } from './seats';
import type { AllianceRoyalsState, AllianceRoyalsView } from './types';
import { houseName, label, seatName } from './words';
import { ownerOfZone, zoneIds } from './zone-ids';

const SEATS = [0, 1, 2, 3] as const;

export const TAG_KEYS = {
  meldedLastTurn: 'melded-last-turn',
  ransomedIn: 'ransomed-in',
  wonLately: 'won-lately',
  betrothed: 'betrothed',
  hostage: 'hostage',
} as const;

const meldZones = SEATS.map(zoneIds.meld);
const spoilsZones = SEATS.map(zoneIds.spoils);

export const CARD_TAGS: readonly CardTagSpec[] = [
  {
    key: TAG_KEYS.meldedLastTurn,
    label: 'Melded in its owner’s latest turn',
    sign: '⇄',
    help: 'Another player may ransom it this turn, paying a card of the same rank in another suit.',
    zones: meldZones,
  },
  {
    key: TAG_KEYS.ransomedIn,
    label: 'Paid into this Meld by a ransom',
    sign: '↩',
    help: 'A royal of the Meld’s owner that another player paid in by a ransom: its owner may ransom it back in their next turn.',
    zones: meldZones,
  },
  {
    key: TAG_KEYS.wonLately,
    label: 'Won in a battle since the attacker’s previous turn',
    sign: '⚔',
    help: 'The attacker may take a royal their ally won lately in an arranged marriage. Set up by hand, it counts as won in the turn before this one.',
    zones: spoilsZones,
  },
  {
    key: TAG_KEYS.betrothed,
    label: 'Betrothed: placed here by an arranged marriage',
    sign: '◇',
    help: 'The ally’s royal king or queen, given by an arrangement; unmarried, it counts as the ally’s royal if the game’s option says so.',
    zones: spoilsZones,
  },
  {
    key: TAG_KEYS.hostage,
    label: 'Held as a hostage by this Spoils’ owner',
    sign: '⊘',
    help: 'An enemy’s king or queen declared a hostage: it nullifies one married or betrothed card like it, and an enemy may redeem it.',
    zones: spoilsZones,
  },
];

/** What play remembers of single cards, which a state and every seat's view hold alike (Melds and Spoils are face up). */
type CardFacts = Pick<AllianceRoyalsView, 'meldedIn' | 'lastTurn' | 'ransomBack' | 'wonIn' | 'turn' | 'betrothed' | 'hostages'> & {
  readonly meld: readonly (readonly string[])[];
  readonly spoils: readonly (readonly string[])[];
};

function tagsOfFacts(facts: CardFacts): Record<string, string[]> {
  const tags: Record<string, string[]> = {
    [TAG_KEYS.meldedLastTurn]: SEATS.flatMap((seat) => facts.meld[seat]!.filter((card) => meldedLastTurn(facts, seat, card))),
    [TAG_KEYS.ransomedIn]: facts.ransomBack.filter((entry) => facts.meld[entry.seat]!.includes(entry.card)).map((entry) => entry.card),
    [TAG_KEYS.wonLately]: facts.spoils.flat().filter((card) => (facts.wonIn[card] ?? -Infinity) >= facts.turn - 4),
    [TAG_KEYS.betrothed]: facts.betrothed.filter((card) => facts.spoils.some((spoils) => spoils.includes(card))),
    [TAG_KEYS.hostage]: facts.hostages.filter((entry) => facts.spoils[entry.holder]!.includes(entry.card)).map((entry) => entry.card),
  };
  return Object.fromEntries(Object.entries(tags).filter(([, cards]) => cards.length > 0));
}

/** Each tag's cards, read from a state: what play remembers, as the editor shows it. */
export function tagsOfState(state: AllianceRoyalsState): Record<string, string[]> {
  return tagsOfFacts(state);
}

/** Each tag's cards, read from a seat's view: the same as from the state, which the table shows on the cards. */
export function tagsOfView(view: AllianceRoyalsView): Record<string, string[]> {
  return tagsOfFacts({ ...view, meld: view.players.map((player) => player.meld), spoils: view.players.map((player) => player.spoils) });
}

/**
 * Gives a state set up by hand, before its turn `turn` begins, the dates and lists its tags stand for, so that the
 * betrothals and hostages count in the privileges the turn begins with.
 */
export function applyTags(state: AllianceRoyalsState, position: Position, turn: number): void {
  const latest = lastTurnsUpTo(state.dealer, turn);
  // Each tagged card with the seat whose Meld or Spoils it lies in.
  const placed = (key: string) =>
    taggedCards(position, key).flatMap((card) => {
      const zone = zoneOfCard(position, card);
      return zone === null ? [] : [{ card, owner: ownerOfZone(zone) }];
    });
  for (const { card, owner } of placed(TAG_KEYS.meldedLastTurn)) state.meldedIn[card] = latest[owner]!;
  for (const { card, owner } of placed(TAG_KEYS.ransomedIn)) state.ransomBack.push({ seat: owner, card });
  for (const { card } of placed(TAG_KEYS.wonLately)) state.wonIn[card] = turn - 1;
  for (const { card } of placed(TAG_KEYS.betrothed)) state.betrothed.push(card);
  for (const { card, owner } of placed(TAG_KEYS.hostage)) state.hostages.push({ card, holder: owner });
}

/**
 * Why a tag cannot be true of its card at the start of the attacker's turn, each in a player's words. The shared
 * checks (a card tagged where the tag means nothing) are `tagProblems`'.
 */
export function tagRuleProblems(position: Position, houses: readonly (Suit | null)[], dealer: Seat, turn: number, attacker: Seat): Problem[] {
  const problems: Problem[] = [];
  const latest = lastTurnsUpTo(dealer, turn);
  const each = (key: string, check: (card: string, owner: Seat) => string | null) => {
    for (const card of taggedCards(position, key)) {
      const zone = zoneOfCard(position, card);
      if (zone === null || !CARD_TAGS.find((spec) => spec.key === key)!.zones.includes(zone)) continue;
      const message = check(card, ownerOfZone(zone));
      if (message) problems.push({ message, where: [{ zone, card }] });
    }
  };
  const tagged = (key: string, card: string) => taggedCards(position, key).includes(card);
  each(TAG_KEYS.meldedLastTurn, (card, owner) => {
    if (owner === attacker) return `${seatName(owner)} attacks in this turn, so ${label(card)}, melded in their previous turn, can no longer be ransomed: take the tag off.`;
    if (latest[owner] === 0) return `${seatName(owner)} has not attacked yet this round, so ${label(card)} was not melded in a turn of theirs: take the tag off, or set the dealer or the turn.`;
    if (tagged(TAG_KEYS.ransomedIn, card)) return `${label(card)} was paid in by a ransom, not melded: take one of its tags off.`;
    return null;
  });
  each(TAG_KEYS.ransomedIn, (card, owner) =>
    isRoyalOf(card, houses[owner] ?? null) ? null : `Only a royal of ${seatName(owner)}’s house (${houseName(houses[owner] ?? null)}) paid into their Meld can be ransomed back: ${label(card)} is not one.`,
  );
  each(TAG_KEYS.wonLately, (card) => (turn >= 2 ? null : `No battle is fought before the round’s first turn, so ${label(card)} was not won in one: take the tag off, or set the turn.`));
  each(TAG_KEYS.betrothed, (card, owner) => {
    const ally = allyOf(owner);
    const allyHouse = houses[ally] ?? null;
    if (allyHouse === houses[owner]) return `${seatName(owner)} and ${seatName(ally)} share a house, so nothing in ${seatName(owner)}’s Spoils is betrothed: take the tag off ${label(card)}.`;
    if (!isKingOrQueen(card) || !isRoyalOf(card, allyHouse)) return `Only ${seatName(ally)}’s royal king or queen (${houseName(allyHouse)}) can be betrothed in ${seatName(owner)}’s Spoils: ${label(card)} is not one.`;
    if (tagged(TAG_KEYS.hostage, card)) return `${label(card)} cannot be both betrothed and a hostage: take one of its tags off.`;
    return null;
  });
  each(TAG_KEYS.hostage, (card, owner) =>
    isEnemyRoyal({ houses: [...houses] }, owner, card)
      ? null
      : `Only an enemy’s king or queen can be a hostage: ${label(card)} in ${seatName(owner)}’s Spoils is not one${isKingOrQueen(card) ? ` (no enemy of ${seatName(owner)} has ${houseName(suitOfCard(card))} as home house)` : ''}.`,
  );
  return problems;
}
