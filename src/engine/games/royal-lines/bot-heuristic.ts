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
import type { BotContext, BotSpec } from '../../core/game';
import { SUITS, type Suit } from '../../core/cards';
import { isAceCard, isJokerCard, promiseValue, SUIT_INDEX } from './cards';
import { COLLAPSE_SIZE, collapseGroups, panicGroups, removeGroup } from './colony';
import { ARISTOCRACY_EACH, ARISTOCRACY_MAX, DEMOCRACY_MAX, DEMOCRACY_MIN, REVOLUTION_EACH, REVOLUTION_MAX } from './score';
import { recruitableIndex } from './ship';
import { seenFromView, type Seen } from './bot-seen';
import type { CardId, Group, RoyalLinesAction, RoyalLinesView, SettledJoker } from './types';

/** How much a promise kept for later is worth, per point its suit's colonials to come would bring, at value 10. */
const KEEP_WEIGHT = 0.5;

/** Suit index (C, D, H, S = 0..3) of a suited card, read off its last letter. */
function suitIndex(card: string): number {
  switch (card.charCodeAt(card.length - 1)) {
    case 67: // C
      return 0;
    case 68: // D
      return 1;
    case 72: // H
      return 2;
    default: // S
      return 3;
  }
}

const RED = [false, true, true, false];

function bump(counts: number[], at: number, by: number): void {
  counts[at] = counts[at]! + by;
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
      const entry = settled.find((joker) => joker.joker === card);
      if (entry) bump(counts, SUIT_INDEX[entry.suit], 1);
      else waking++;
    }
  }
  if (waking === 0) return settlerPoints(settler, counts);
  let naturals: CardId[] = line.filter((card) => !isJokerCard(card));
  const settledSuits: Suit[] = [];
  for (const card of line) {
    const entry = isJokerCard(card) ? settled.find((joker) => joker.joker === card) : undefined;
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

function hasWakingJoker(line: readonly CardId[], settled: readonly SettledJoker[]): boolean {
  for (const card of line) if (isJokerCard(card) && !settled.some((joker) => joker.joker === card)) return true;
  return false;
}

/** What recruiting `colonial` would change in the line's value: a takeover, a collapse, or one royal more. */
export function recruitGain(line: readonly CardId[], settler: CardId, settled: readonly SettledJoker[], colonial: CardId): number {
  const before = lineValue(line, settler, settled);
  if (isAceCard(colonial)) return lineValue(line, colonial, settled) - before;
  if (!isJokerCard(colonial) && !hasWakingJoker(line, settled)) {
    // The common case, counted without building lines: one royal more, unless it makes three of a kind.
    const suit = suitIndex(colonial);
    const rank = colonial.charCodeAt(0);
    let sameSuit = 0;
    let sameRank = 0;
    for (const card of line) {
      if (isJokerCard(card)) continue;
      if (suitIndex(card) === suit) sameSuit++;
      if (card.charCodeAt(0) === rank) sameRank++;
    }
    if (sameSuit < COLLAPSE_SIZE - 1 && sameRank < COLLAPSE_SIZE - 1) {
      const counts = suitCounts([], []);
      for (const card of line) {
        if (!isJokerCard(card)) bump(counts, suitIndex(card), 1);
        else bump(counts, SUIT_INDEX[settled.find((joker) => joker.joker === card)!.suit], 1);
      }
      bump(counts, suit, 1);
      return settlerPoints(settler, counts) - before;
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

/** Unseen promises as a 36-slot table (suit × value 2..10), with how many there are. */
function unseenPromiseTable(seen: Seen): { unseen: boolean[]; count: number } {
  const unseen = new Array<boolean>(36).fill(true);
  let count = 36;
  const mark = (card: CardId) => {
    const slot = suitIndex(card) * 9 + promiseValue(card) - 2;
    if (unseen[slot]) {
      unseen[slot] = false;
      count--;
    }
  };
  for (const card of seen.hand) mark(card);
  for (const card of seen.played) mark(card);
  return { unseen, count };
}

/**
 * The chance a promise wins its colonial, as if each rival laid an unseen
 * promise at random: it loses to any higher attractive promise, or an equal
 * one whose colonial lies higher in the ship.
 */
function winChance(value: number, target: number, index: readonly number[], unseen: readonly boolean[], count: number, rivals: number): number {
  if (count === 0) return 1;
  let beaters = 0;
  for (let s = 0; s < 4; s++) {
    const at = index[s]!;
    if (at < 0) continue;
    const from = at > target ? value : value + 1;
    for (let v = from; v <= 10; v++) if (unseen[s * 9 + v - 2]) beaters++;
  }
  return Math.pow(1 - beaters / count, rivals);
}

/**
 * How welcome the colonials of each suit still to come after this
 * recruitment are: the ship's below the ones at stake now (each will be
 * recruited by someone), and the unseen ones, weighted by the chance they
 * arrive with the second ship.
 */
function suitWelcome(seen: Seen, index: readonly number[]): number[] {
  const welcome = [0, 0, 0, 0];
  const gain = (card: CardId) => recruitGain(seen.line, seen.settler, seen.settled, card);
  seen.ship.forEach((card, at) => {
    if (isJokerCard(card) || isAceCard(card) || index[suitIndex(card)] === at) return;
    bump(welcome, suitIndex(card), gain(card));
  });
  if (seen.shipNumber === 1 && seen.colonialDeckCount > 0) {
    const unseen = seen.unseenColonials;
    const arrive = unseen.length === 0 ? 0 : seen.colonialDeckCount / unseen.length;
    for (const card of unseen) {
      if (!isJokerCard(card) && !isAceCard(card)) bump(welcome, suitIndex(card), arrive * gain(card));
    }
  }
  return welcome;
}

/** The promise to lay: the best expected gain now, less what the card is worth kept for later. */
export function planPromise(seen: Seen): CardId {
  const index = recruitableIndex(seen.ship);
  const { unseen, count } = unseenPromiseTable(seen);
  const gains = SUITS.map((_, s) => (index[s]! >= 0 ? recruitGain(seen.line, seen.settler, seen.settled, seen.ship[index[s]!]!) : 0));
  const welcome = suitWelcome(seen, index);
  let best: CardId = seen.hand[0]!;
  let bestScore = -Infinity;
  for (const card of seen.hand) {
    const s = suitIndex(card);
    const value = promiseValue(card);
    let score = 0;
    const target = index[s]!;
    if (target >= 0) score += winChance(value, target, index, unseen, count, seen.rivals) * gains[s]!;
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
  const { legal } = context;
  if (legal.length === 0) throw new Error('The planner was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const planned = planAction(seenFromView(context.view));
  // The view allows exactly what the rules allow; should the lists ever differ, any legal action is safe.
  return (planned && legal.find((action) => sameAction(action, planned))) || legal[0]!;
}

export const heuristicBot: BotSpec<RoyalLinesView, RoyalLinesAction> = {
  id: 'heuristic',
  label: 'Heuristic',
  choose: chooseHeuristic,
};
