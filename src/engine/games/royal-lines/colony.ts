/**
 * Special recruitments that change a royal line at once: an ace takes over
 * the settler's place, and three colonials of a rank or of a suit collapse.
 * Recruited jokers stay inactive (they count for neither) until the panic.
 */
import { SUITS } from '../../core/cards';
import { COLONIAL_RANKS, inGroup, isJokerCard, rankOfCard, suitIndexOfCard, suitOfCard } from './cards';
import type { CardId, Group } from './types';

export const COLLAPSE_SIZE = 3;

function countIn(line: readonly CardId[], group: Group): number {
  let count = 0;
  for (const card of line) if (inGroup(card, group)) count++;
  return count;
}

/**
 * The collapses a new recruit sets off in the line it joined (it is already
 * in it): its rank, its suit, both (the player chooses) or none. Every
 * recruitment is checked, so no other three can be waiting in the line.
 */
export function collapseGroups(line: readonly CardId[], recruit: CardId): Group[] {
  if (isJokerCard(recruit)) return [];
  const groups: Group[] = [];
  const rank = rankOfCard(recruit) as Group;
  const suit = suitOfCard(recruit);
  if (countIn(line, rank) >= COLLAPSE_SIZE) groups.push(rank);
  if (countIn(line, suit) >= COLLAPSE_SIZE) groups.push(suit);
  return groups;
}

/** Takes the cards of a group out of a line (jokers are never part of it); returns them in line order. */
export function removeGroup(line: CardId[], group: Group, limit = COLLAPSE_SIZE): CardId[] {
  const removed: CardId[] = [];
  for (let i = 0; i < line.length && removed.length < limit; ) {
    if (inGroup(line[i]!, group)) removed.push(...line.splice(i, 1));
    else i++;
  }
  return removed;
}

/**
 * Where a panicking joker could attach: "any 2 cards of the same suit or same
 * number (joker being the 3rd one)". Ranks first, then suits, so a list of
 * options always reads the same.
 */
const COLONIAL_CODES = COLONIAL_RANKS.map((rank) => rank.charCodeAt(0));

export function panicGroups(line: readonly CardId[]): Group[] {
  // One pass over the line, counted by rank (J, Q, K) and suit (C, D, H, S); bots ask this for every line they weigh.
  const ranks = [0, 0, 0];
  const suits = [0, 0, 0, 0];
  for (const card of line) {
    if (isJokerCard(card)) continue;
    // A card is of a colonial rank when its first letter is that rank's, as inGroup reads it.
    const rank = COLONIAL_CODES.indexOf(card.charCodeAt(0));
    if (rank >= 0) ranks[rank]!++;
    suits[suitIndexOfCard(card)]!++;
  }
  const groups: Group[] = [];
  for (let r = 0; r < COLONIAL_RANKS.length; r++) if (ranks[r]! >= COLLAPSE_SIZE - 1) groups.push(COLONIAL_RANKS[r]!);
  for (let s = 0; s < SUITS.length; s++) if (suits[s]! >= COLLAPSE_SIZE - 1) groups.push(SUITS[s]!);
  return groups;
}
