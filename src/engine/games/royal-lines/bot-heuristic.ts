/**
 * The planner: a bot that knows the rules and plans for its settler. It values
 * every colonial by what it would do to its royal line (the form of government
 * its settler can reach, a collapse, a takeover, a joker's panic), guesses how
 * likely each promise is to win from the promises it has not seen, and keeps
 * high promises of the suits it wants while dumping high promises of suits it
 * does not want when they cannot win anything. Choices the rules give it are
 * made by the value of the line they leave.
 *
 * It reads only what its seat knows (see bot-seen.ts), so the same code plays
 * from a view at the table and from a position inside a search.
 */
import type { BotContext, BotPosition, BotSpec, Seat } from '../../core/game';
import { SUITS, type Suit } from '../../core/cards';
import { COLONIAL_SLOTS, colonialSlot, isAceCard, isJokerCard, promiseValue, SUIT_INDEX, suitIndexOfCard } from './cards';
import { COLLAPSE_SIZE, collapseGroups, panicGroups, removeGroup } from './colony';
import { ARISTOCRACY_EACH, ARISTOCRACY_MAX, DEMOCRACY_MAX, DEMOCRACY_MIN, REVOLUTION_EACH, REVOLUTION_MAX } from './score';
import { recruitableIndex } from './ship';
import { seenFromState, seenFromView, type Seen } from './bot-seen';
import type { CardId, Group, RoyalLinesAction, RoyalLinesState, RoyalLinesView, SettledJoker } from './types';

/** How much a promise kept for later is worth, per point its suit's colonials to come would bring, at value 10. */
const KEEP_WEIGHT = 0.5;

/** Suit index (C, D, H, S = 0..3) of a card the planner knows is suited: jokers are settled or skipped before. */
const suitIndex = suitIndexOfCard;

const RED = [false, true, true, false];

function bump(counts: number[], at: number, by: number): void {
  counts[at] = counts[at]! + by;
}

/** Zero in each suit's place; cheaper than fill for four places, asked several times a decision. */
function zeroSuits<T extends number[] | Int32Array>(counts: T): T {
  counts[0] = counts[1] = counts[2] = counts[3] = 0;
  return counts;
}

/** The settled joker entry for `card`, if it has settled. */
function settledAs(settled: readonly SettledJoker[], card: CardId): SettledJoker | undefined {
  for (const entry of settled) if (entry.joker === card) return entry;
  return undefined;
}

/** The form's points for royals counted by suit, the settler standing for a colour (and a suit, for an ace). */
function formPoints(counts: readonly number[], red: boolean, suit: number): number {
  const total = counts[0]! + counts[1]! + counts[2]! + counts[3]!;
  if (total === 0) return 0;
  if (suit >= 0 && counts[suit] === total) return Math.min(ARISTOCRACY_EACH * total, ARISTOCRACY_MAX);
  const own = red ? counts[1]! + counts[2]! : counts[0]! + counts[3]!;
  const other = total - own;
  if (own === 0) return Math.min(REVOLUTION_EACH * total, REVOLUTION_MAX);
  return Math.max(DEMOCRACY_MIN, Math.min(DEMOCRACY_MAX, own - other));
}

/** The same points as the rules' settlerScore, from suit counts: a joker settler takes the better colour. */
function settlerPoints(settler: CardId, counts: readonly number[]): number {
  if (isJokerCard(settler)) return Math.max(formPoints(counts, true, -1), formPoints(counts, false, -1));
  const suit = suitIndex(settler);
  return formPoints(counts, RED[suit]!, isAceCard(settler) ? suit : -1);
}

function suitCounts(cards: readonly CardId[], extra: readonly Suit[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const card of cards) bump(counts, suitIndex(card), 1);
  for (const suit of extra) bump(counts, SUIT_INDEX[suit], 1);
  return counts;
}

/** The best a player makes of a joker-free line by removing one of `groups` (two or three of it). */
function bestAfterRemoving(cards: readonly CardId[], groups: readonly Group[], count: number, settler: CardId, extra: readonly Suit[]): CardId[] {
  let best: CardId[] = [];
  let bestPoints = -Infinity;
  for (const group of groups) {
    const rest = [...cards];
    removeGroup(rest, group, count);
    const value = settlerPoints(settler, suitCounts(rest, extra));
    if (value > bestPoints) {
      bestPoints = value;
      best = rest;
    }
  }
  return best;
}

/**
 * The points a line would score for this settler, each unsettled joker taken
 * as it would most likely end: escaping with a pair (the best pair to lose),
 * or settling in as the best suit.
 */
export function lineValue(line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[]): number {
  const counts = [0, 0, 0, 0];
  let waking = 0;
  for (const card of line) {
    if (!isJokerCard(card)) bump(counts, suitIndex(card), 1);
    else {
      const entry = settledAs(settled, card);
      if (entry) bump(counts, SUIT_INDEX[entry.suit], 1);
      else waking++;
    }
  }
  if (waking === 0) return settlerPoints(settler, counts);
  let naturals: CardId[] = line.filter((card) => !isJokerCard(card));
  const settledSuits: Suit[] = [];
  for (const card of line) {
    const entry = isJokerCard(card) ? settledAs(settled, card) : undefined;
    if (entry) settledSuits.push(entry.suit);
  }
  for (let joker = 0; joker < waking; joker++) {
    const groups = panicGroups(naturals);
    if (groups.length > 0) {
      naturals = bestAfterRemoving(naturals, groups, 2, settler, settledSuits);
      continue;
    }
    const base = suitCounts(naturals, settledSuits);
    let bestSuit: Suit = SUITS[0];
    let bestPoints = -Infinity;
    for (let s = 0; s < 4; s++) {
      bump(base, s, 1);
      const value = settlerPoints(settler, base);
      bump(base, s, -1);
      if (value > bestPoints) {
        bestPoints = value;
        bestSuit = SUITS[s]!;
      }
    }
    settledSuits.push(bestSuit);
  }
  return settlerPoints(settler, suitCounts(naturals, settledSuits));
}

/**
 * What a planner asks of one line again and again while it weighs colonials:
 * its value now, and its royals counted by suit and by rank.
 */
interface LineFacts {
  readonly line: readonly CardId[];
  readonly settler: CardId;
  readonly settled: readonly SettledJoker[];
  readonly value: number;
  /** Royals by suit, settled jokers by the suit they took; null while a joker is still waking. Lent out, always restored. */
  readonly counts: number[] | null;
  /** Natural royals by suit. */
  readonly suits: readonly number[];
  /** Natural royals by rank: jacks, queens, kings, then any other. */
  readonly ranks: readonly number[];
  /** What each colonial weighed so far would change, by its slot (colonialSlot); NaN until weighed. */
  readonly gains: number[];
}

/**
 * The facts of the line each seat weighed last. A seat's line changes once a
 * recruitment, while the seat decides again and again in between, so the
 * planner finds its own line here most of the time. An entry keeps copies and
 * is used only for a line, settler and settled jokers equal to them.
 */
const LAST_FACTS: (LineFacts | undefined)[] = [];

/**
 * The facts of every line weighed since the table was last cleared, by a key
 * naming the line, settler and settled jokers. The same short lines come up
 * round after round (a search plays thousands), and three in four lines a
 * planner meets were weighed before. Cleared when full, to bound its memory.
 */
const FACTS_BY_KEY = new Map<string, LineFacts>();
const MAX_KEPT_FACTS = 4096;

function knownFacts(seat: Seat, line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[]): LineFacts {
  const last = LAST_FACTS[seat];
  if (last && last.settler === settler && sameCards(last.line, line) && sameSettled(last.settled, settled)) return last;
  const key = factsKey(line, settler, settled);
  let facts = FACTS_BY_KEY.get(key);
  if (!facts) {
    if (FACTS_BY_KEY.size >= MAX_KEPT_FACTS) FACTS_BY_KEY.clear();
    facts = lineFacts([...line], settler, settled.map((entry) => ({ ...entry })));
    FACTS_BY_KEY.set(key, facts);
  }
  LAST_FACTS[seat] = facts;
  return facts;
}

/** Card ids hold letters and digits only, so these separators keep keys of different facts apart. */
function factsKey(line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[]): string {
  let key = `${settler}:${line.join(',')}`;
  for (const entry of settled) key += `:${entry.seat}/${entry.joker}/${entry.suit}`;
  return key;
}

function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameSettled(a: readonly SettledJoker[], b: readonly SettledJoker[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.seat !== y.seat || x.joker !== y.joker || x.suit !== y.suit) return false;
  }
  return true;
}

/** Where a rank is counted in LineFacts.ranks, by the letter it is written with. */
function rankSlot(code: number): number {
  switch (code) {
    case 74: // J
      return 0;
    case 81: // Q
      return 1;
    case 75: // K
      return 2;
    default:
      return 3;
  }
}

function lineFacts(line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[]): LineFacts {
  const suits = [0, 0, 0, 0];
  const ranks = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  let waking = false;
  for (const card of line) {
    if (isJokerCard(card)) {
      const entry = settledAs(settled, card);
      if (entry) bump(counts, SUIT_INDEX[entry.suit], 1);
      else waking = true;
      continue;
    }
    const suit = suitIndex(card);
    bump(suits, suit, 1);
    bump(counts, suit, 1);
    bump(ranks, rankSlot(card.charCodeAt(0)), 1);
  }
  return { line, settler, settled, value: lineValue(line, settler, settled), counts: waking ? null : counts, suits, ranks, gains: NOTHING_WEIGHED.slice() };
}

/** A plain array, copied: a typed array costs many times more to create, and facts are made all the time. */
const NOTHING_WEIGHED: number[] = new Array<number>(COLONIAL_SLOTS).fill(NaN);

/** What recruiting `colonial` would change in the line's value: a takeover, a collapse, or one royal more. */
export function recruitGain(line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[], colonial: CardId): number {
  return gainOf(lineFacts(line, settler, settled), colonial);
}

/** Natural royals in the line of the colonial's rank. */
function sameRank(facts: LineFacts, colonial: CardId): number {
  const code = colonial.charCodeAt(0);
  const slot = rankSlot(code);
  if (slot < 3) return facts.ranks[slot]!;
  // Lines hold jacks, queens and kings; any other rank is counted card by card.
  let same = 0;
  for (const card of facts.line) if (!isJokerCard(card) && card.charCodeAt(0) === code) same++;
  return same;
}

function gainOf(facts: LineFacts, colonial: CardId): number {
  const slot = colonialSlot(colonial);
  if (slot < 0) return workOutGain(facts, colonial);
  let gain = facts.gains[slot]!;
  if (Number.isNaN(gain)) {
    gain = workOutGain(facts, colonial);
    facts.gains[slot] = gain;
  }
  return gain;
}

function workOutGain(facts: LineFacts, colonial: CardId): number {
  const { line, settler, settled, value: before } = facts;
  // An ace takes the settler's place: the same royals under a new settler, counted at once when no joker is waking.
  if (isAceCard(colonial)) return (facts.counts ? settlerPoints(colonial, facts.counts) : lineValue(line, colonial, settled)) - before;
  if (!isJokerCard(colonial) && facts.counts) {
    // The common case, counted without building lines: one royal more, unless it makes three of a kind.
    const suit = suitIndex(colonial);
    if (facts.suits[suit]! < COLLAPSE_SIZE - 1 && sameRank(facts, colonial) < COLLAPSE_SIZE - 1) {
      const counts = facts.counts;
      bump(counts, suit, 1);
      const after = settlerPoints(settler, counts);
      bump(counts, suit, -1);
      return after - before;
    }
  }
  const after = [...line, colonial];
  const groups = collapseGroups(after, colonial);
  if (groups.length === 0) return lineValue(after, settler, settled) - before;
  let best = -Infinity;
  for (const group of groups) {
    const rest = [...after];
    removeGroup(rest, group);
    best = Math.max(best, lineValue(rest, settler, settled));
  }
  return best - before;
}

/**
 * The promises a seat has not seen, as one bit per value (2..10 from the
 * lowest bit) for each suit: `unseen[s] >> (v - 2)` holds the unseen promises
 * of suit s worth v or more. Returns how many are unseen in all.
 */
function markUnseenPromises(seen: Seen, unseen: Int32Array): number {
  // One table reused by every decision: planning never nests, and a bot move allocates nothing here.
  zeroSuits(unseen);
  markSeen(unseen, seen.hand);
  markSeen(unseen, seen.played);
  let count = 0;
  for (let s = 0; s < 4; s++) {
    unseen[s] = ~unseen[s]! & ALL_VALUES;
    count += BITS_SET[unseen[s]!]!;
  }
  return count;
}

/** The bits of the promise values 2..10. */
const ALL_VALUES = (1 << 9) - 1;
const UNSEEN = new Int32Array(4);
/** How many bits each 9-bit number has set. */
const BITS_SET = Uint8Array.from({ length: ALL_VALUES + 1 }, (_, bits) => {
  let count = 0;
  for (let rest = bits; rest; rest >>= 1) count += rest & 1;
  return count;
});

/** Sets the bit of every promise in `cards`, seen so far by suit in `seen`. */
function markSeen(seen: Int32Array, cards: readonly CardId[]): void {
  for (const card of cards) {
    const s = suitIndex(card);
    seen[s] = seen[s]! | (1 << (promiseValue(card) - 2));
  }
}

/**
 * The chance a promise wins its colonial, as if each rival laid an unseen
 * promise at random: it loses to any higher attractive promise, or an equal
 * one whose colonial lies higher in the ship.
 */
function winChance(value: number, target: number, index: readonly number[], unseen: Int32Array, count: number, rivals: number): number {
  if (count === 0) return 1;
  let beaters = 0;
  for (let s = 0; s < 4; s++) {
    const at = index[s]!;
    if (at < 0) continue;
    beaters += BITS_SET[unseen[s]! >> (at > target ? value - 2 : value - 1)]!;
  }
  return chanceNoneBeats(beaters, count, rivals);
}

/** (1 - beaters / count) ** rivals, remembered: the same few hundred values are asked for millions of times. */
const CHANCES = new Float64Array(37 * 37 * 8).fill(-1);

function chanceNoneBeats(beaters: number, count: number, rivals: number): number {
  if (rivals >= 8) return Math.pow(1 - beaters / count, rivals);
  const slot = (beaters * 37 + count) * 8 + rivals;
  let chance = CHANCES[slot]!;
  if (chance < 0) chance = CHANCES[slot] = Math.pow(1 - beaters / count, rivals);
  return chance;
}

/**
 * How welcome the colonials of each suit still to come after this
 * recruitment are: the ship's below the ones at stake now (each will be
 * recruited by someone), and the unseen ones, weighted by the chance they
 * arrive with the second ship.
 */
function suitWelcome(seen: Seen, facts: LineFacts, index: readonly number[], welcome: number[]): number[] {
  zeroSuits(welcome);
  const ship = seen.ship;
  for (let at = 0; at < ship.length; at++) {
    const card = ship[at]!;
    if (isJokerCard(card) || isAceCard(card) || index[suitIndex(card)] === at) continue;
    bump(welcome, suitIndex(card), gainOf(facts, card));
  }
  if (seen.shipNumber === 1 && seen.colonialDeckCount > 0) {
    const unseen = seen.unseenColonials;
    const arrive = unseen.length === 0 ? 0 : seen.colonialDeckCount / unseen.length;
    for (const card of unseen) {
      if (!isJokerCard(card) && !isAceCard(card)) bump(welcome, suitIndex(card), arrive * gainOf(facts, card));
    }
  }
  return welcome;
}

// Reused by every decision, as UNSEEN is.
const GAINS = [0, 0, 0, 0];
const WELCOME = [0, 0, 0, 0];

/** The promise to lay: the best expected gain now, less what the card is worth kept for later. */
export function planPromise(seen: Seen): CardId {
  // The last promise of a ship is no choice: no need to weigh it (a search plays this in every simulated round).
  if (seen.hand.length === 1) return seen.hand[0]!;
  const index = recruitableIndex(seen.ship);
  const count = markUnseenPromises(seen, UNSEEN);
  const facts = knownFacts(seen.seat, seen.line, seen.settler, seen.settled);
  const gains = zeroSuits(GAINS);
  for (let s = 0; s < 4; s++) if (index[s]! >= 0) gains[s] = gainOf(facts, seen.ship[index[s]!]!);
  const welcome = suitWelcome(seen, facts, index, WELCOME);
  let best: CardId = seen.hand[0]!;
  let bestScore = -Infinity;
  for (const card of seen.hand) {
    const s = suitIndex(card);
    const value = promiseValue(card);
    let score = 0;
    const target = index[s]!;
    if (target >= 0) score += winChance(value, target, index, UNSEEN, count, seen.rivals) * gains[s]!;
    score -= (KEEP_WEIGHT * value * welcome[s]!) / 10;
    // Equal otherwise: lay the higher card and keep the low ones, which seldom win what is not wanted.
    score += value * 1e-4;
    if (score > bestScore) {
      bestScore = score;
      best = card;
    }
  }
  return best;
}

/** Which three collapse, or which pair a panicking joker takes: the choice that leaves the best line. */
export function planCollapse(seen: Seen, groups: readonly Group[], joker: CardId | null): Group {
  let best = groups[0]!;
  let bestValue = -Infinity;
  for (const group of groups) {
    const rest = [...seen.line];
    if (joker) rest.splice(rest.indexOf(joker), 1);
    removeGroup(rest, group, joker ? 2 : 3);
    const value = lineValue(rest, seen.settler, seen.settled);
    if (value > bestValue) {
      bestValue = value;
      best = group;
    }
  }
  return best;
}

/** The suit a settling joker takes: the one that scores best with the rest of the line. */
export function planSettle(seen: Seen, joker: CardId): Suit {
  let best: Suit = SUITS[0];
  let bestValue = -Infinity;
  for (const suit of SUITS) {
    const value = lineValue(seen.line, seen.settler, [...seen.settled, { seat: seen.seat, joker: joker as SettledJoker['joker'], suit }]);
    if (value > bestValue) {
      bestValue = value;
      best = suit;
    }
  }
  return best;
}

/** The planner's action for a seat that may act; null when it has nothing to do. */
export function planAction(seen: Seen): RoyalLinesAction | null {
  switch (seen.phase) {
    case 'promise':
      return seen.hand.length > 0 ? { type: 'promise', card: planPromise(seen) } : null;
    case 'choice': {
      const pending = seen.pending;
      if (!pending || pending.seat !== seen.seat) return null;
      if (pending.kind === 'settle') return { type: 'settle', suit: planSettle(seen, pending.joker) };
      return { type: 'collapse', group: planCollapse(seen, pending.groups, pending.kind === 'panic' ? pending.joker : null) };
    }
    case 'scored':
      return { type: 'deal' };
    case 'over':
      return null;
  }
}

export function sameAction(a: RoyalLinesAction, b: RoyalLinesAction): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'promise':
      return a.card === (b as typeof a).card;
    case 'collapse':
      return a.group === (b as typeof a).group;
    case 'settle':
      return a.suit === (b as typeof a).suit;
    case 'deal':
      return true;
  }
}

export function chooseHeuristic(context: BotContext<RoyalLinesView, RoyalLinesAction>): RoyalLinesAction {
  return legalPlan(context.legal, () => planAction(seenFromView(context.view)));
}

/** The same choice read from the position: seenFromState holds exactly what the seat's view would tell. */
export function chooseHeuristicInPosition(position: BotPosition<RoyalLinesState, RoyalLinesAction>): RoyalLinesAction {
  return legalPlan(position.legal, () => planAction(seenFromState(position.state, position.seat)));
}

function legalPlan(legal: readonly RoyalLinesAction[], plan: () => RoyalLinesAction | null): RoyalLinesAction {
  if (legal.length === 0) throw new Error('The planner was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const planned = plan();
  // The view allows exactly what the rules allow; should the lists ever differ, any legal action is safe.
  return (planned && legal.find((action) => sameAction(action, planned))) || legal[0]!;
}

export const heuristicBot: BotSpec<RoyalLinesView, RoyalLinesAction, RoyalLinesState> = {
  id: 'heuristic',
  label: 'Heuristic',
  choose: chooseHeuristic,
  chooseInPosition: chooseHeuristicInPosition,
};
