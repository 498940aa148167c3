/**
 * Royals, marriages, betrothals and hostages: which royals a player may count
 * for privileges and for the extra scores. Everything here reads the state and
 * changes nothing.
 */
import type { Seat } from '../../core/game';
import type { Suit } from '../../core/cards';
import { face, isKingOrQueen, isRoyalOf, rankOfCard, suitOfCard } from './cards';
import { allyOf, areEnemies } from './seats';
import type { AllianceRoyalsState } from './types';

type RoyalsState = Pick<AllianceRoyalsState, 'houses' | 'spoils' | 'hostages' | 'betrothed' | 'options'>;

/** Married spouses in one Spoils: each pair is the holder's royal K or Q with the conjugal royal of the ally's house. */
export interface Marriage {
  readonly holder: Seat;
  /** The holder's own royal. */
  readonly own: string;
  /** The ally's royal, married into the holder's Spoils. */
  readonly spouse: string;
}

// "A Hostage nullifies the privileges and scoring results of one identical card that is Married or Betrothed."
/**
 * The married or betrothed cards each hostage nullifies: one identical card
 * per hostage, never a royal of the hostage holder's own house, looked for
 * clockwise from the holder's left.
 */
export function nullifiedCards(state: RoyalsState): Set<string> {
  const nullified = new Set<string>();
  for (const hostage of state.hostages) {
    for (let step = 1; step <= 4; step++) {
      const holder = (hostage.holder + step) % 4;
      const hit = bondedCards(state, holder).find(
        (card) => face(card) === face(hostage.card) && !nullified.has(card) && !isRoyalOf(card, state.houses[hostage.holder] ?? null),
      );
      if (hit) {
        nullified.add(hit);
        break;
      }
    }
  }
  return nullified;
}

/** Cards in `holder`'s Spoils that are married (either spouse) or betrothed, ignoring hostages. */
function bondedCards(state: RoyalsState, holder: Seat): string[] {
  const pairs = marriagePairs(state, holder, new Set());
  const cards = pairs.flatMap((pair) => [pair.own, pair.spouse]);
  const allyHouse = state.houses[allyOf(holder)] ?? null;
  for (const card of state.spoils[holder]!) if (state.betrothed.includes(card) && isRoyalOf(card, allyHouse) && !cards.includes(card)) cards.push(card);
  return cards;
}

// "If a player has in Spoils a Royal King or Queen, together with the conjugal match from Ally's House, that is a Marriage."
// "If you and your Ally have the same House, you cannot have Marriages."
function marriagePairs(state: RoyalsState, holder: Seat, nullified: ReadonlySet<string>): Marriage[] {
  const own = state.houses[holder] ?? null;
  const allied = state.houses[allyOf(holder)] ?? null;
  if (own === null || allied === null || own === allied) return [];
  const spoils = state.spoils[holder]!.filter((card) => !nullified.has(card));
  const pairs: Marriage[] = [];
  const used = new Set<string>();
  for (const [ownRank, spouseRank] of [['K', 'Q'], ['Q', 'K']] as const) {
    const owns = spoils.filter((card) => rankOfCard(card) === ownRank && suitOfCard(card) === own);
    const spouses = spoils.filter((card) => rankOfCard(card) === spouseRank && suitOfCard(card) === allied);
    for (const card of owns) {
      const spouse = spouses.find((s) => !used.has(s));
      if (!spouse) break;
      used.add(spouse);
      used.add(card);
      pairs.push({ holder, own: card, spouse });
    }
  }
  return pairs;
}

/** The marriages in `holder`'s Spoils that hostages leave standing. */
export function marriagesOf(state: RoyalsState, holder: Seat, nullified: ReadonlySet<string> = nullifiedCards(state)): Marriage[] {
  return marriagePairs(state, holder, nullified);
}

// "A Married Royal in your Ally's Spoils display counts as your Royal to earn privileges."
/**
 * The royals `seat` may count: its own house's face cards in its Spoils, and
 * its royals married (or, unless the option says otherwise, betrothed) in its
 * ally's Spoils, less what hostages nullify.
 */
export function countedRoyals(state: RoyalsState, seat: Seat, nullified: ReadonlySet<string> = nullifiedCards(state)): string[] {
  const house = state.houses[seat] ?? null;
  if (house === null) return [];
  const own = state.spoils[seat]!.filter((card) => isRoyalOf(card, house) && !nullified.has(card));
  const ally = allyOf(seat);
  const married = marriagePairs(state, ally, nullified).map((pair) => pair.spouse);
  const betrothed = state.options.betrothedCounts
    ? state.spoils[ally]!.filter((card) => state.betrothed.includes(card) && isRoyalOf(card, house) && !nullified.has(card) && !married.includes(card))
    : [];
  return [...own, ...married, ...betrothed];
}

/** The privileges a player has now: a royal (meld, end the round), two different royals (the bundle draw), assassins. */
export function privilegesOf(state: RoyalsState, seat: Seat): { royal: boolean; twoRoyals: boolean; assassins: string[] } {
  const royals = countedRoyals(state, seat);
  const faces = new Set(royals.map(rankOfCard));
  return {
    royal: royals.length > 0,
    twoRoyals: faces.size >= 2,
    assassins: state.spoils[seat]!.filter((card) => rankOfCard(card) === 'A'),
  };
}

// "Each complete set of your Royals (K, Q & J) in Spoils or married in your Ally's Spoils."
export function royalSets(state: RoyalsState, seat: Seat, nullified: ReadonlySet<string> = nullifiedCards(state)): number {
  const royals = countedRoyals(state, seat, nullified);
  const count = (rank: string) => royals.filter((card) => rankOfCard(card) === rank).length;
  return Math.min(count('J'), count('Q'), count('K'));
}

/** Whether `card`, in `holder`'s Spoils, is a King or Queen of an enemy's house (a possible hostage). */
export function isEnemyRoyal(state: Pick<AllianceRoyalsState, 'houses'>, holder: Seat, card: string): boolean {
  if (!isKingOrQueen(card)) return false;
  const suit: Suit = suitOfCard(card);
  // A royal of the holder's own house is the holder's own, even where an enemy shares that house.
  if (state.houses[holder] === suit) return false;
  return [0, 1, 2, 3].some((other) => areEnemies(holder, other) && state.houses[other] === suit);
}
