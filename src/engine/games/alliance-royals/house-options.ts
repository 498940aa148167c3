/**
 * Where the three identical cards of a change of house can come from, and
 * every change a player could make now. Kept apart from the flow so that the
 * flow can ask "could anyone take this discard?" without a cycle of imports.
 */
import type { Seat } from '../../core/game';
import { copyCard, type SuitedCardId } from '../../core/cards';
import { face, faceIndex, rankOfCard, suitOfCard, TRIPLE_RANKS } from './cards';
import type { AllianceRoyalsState, AllianceRoyalsView, ChangeHouseAction } from './types';

/**
 * turn: the attacker's optional play; draw: the attacker's own draw, which may
 * take the discard top; window: after a discard, out of turn, with the discard top.
 */
export type ChangeContext = 'turn' | 'draw' | 'window';

export type Source = { readonly kind: 'hand' | 'meld' | 'spoils' | 'discard' } | { readonly kind: 'ransom'; readonly owner: Seat };

/** All three physical copies of a face. */
export function copiesOf(card: string): readonly string[] {
  const base = face(card);
  let copies = COPIES.get(base);
  if (!copies) {
    copies = [1, 2, 3].map((n) => copyCard(base, n));
    COPIES.set(base, copies);
  }
  return copies;
}

const COPIES = new Map<string, readonly string[]>();

// "5) ransomed from another player's Meld if melded the previous turn."
/** Whether `card` in `owner`'s Meld was melded during the owner's latest turn. */
export function meldedLastTurn(state: Pick<AllianceRoyalsView, 'meldedIn' | 'lastTurn'>, owner: Seat, card: string): boolean {
  const when = state.meldedIn[card];
  return when !== undefined && state.lastTurn[owner]! > 0 && when === state.lastTurn[owner];
}

/** Where a copy is, seen from `seat` making a change of house in `context`; null when it cannot be used. */
export function sourceOf(state: AllianceRoyalsState, seat: Seat, card: string, context: ChangeContext): Source | null {
  if (state.hands[seat]!.includes(card)) return { kind: 'hand' };
  if (state.meld[seat]!.includes(card)) return { kind: 'meld' };
  if (state.spoils[seat]!.includes(card)) return { kind: 'spoils' };
  if (context !== 'turn' && state.discard[state.discard.length - 1] === card) return { kind: 'discard' };
  for (let owner = 0; owner < 4; owner++) {
    if (owner !== seat && state.meld[owner]!.includes(card) && meldedLastTurn(state, owner, card)) return { kind: 'ransom', owner };
  }
  return null;
}

/** Cards from `seat`'s hand that may pay a ransom for `card`: the same rank in another suit. */
export function ransomPays(state: AllianceRoyalsState, seat: Seat, card: string): string[] {
  return state.hands[seat]!.filter((pay) => rankOfCard(pay) === rankOfCard(card) && suitOfCard(pay) !== suitOfCard(card));
}

/** Every change of house `seat` could make now in `context`. */
export function changeOptions(state: AllianceRoyalsState, seat: Seat, context: ChangeContext): ChangeHouseAction[] {
  const options: ChangeHouseAction[] = [];
  const top = state.discard[state.discard.length - 1];
  const topFace = context !== 'turn' && top !== undefined ? face(top) : null;
  if (context === 'window' && topFace === null) return options;
  const faces = context === 'window' ? [topFace!] : allFaces();
  const own = context === 'window' ? ownCopiesOf(state, seat, topFace!) : ownCopies(state, seat);
  for (const base of faces) {
    // Three copies are needed, at most one from the discard pile and one by ransom: most faces fail this count at once.
    const reach = own[faceIndex(base)]! + (base === topFace ? 1 : 0);
    if (reach < 2 || (reach === 2 && !ransomable(state, seat, base))) continue;
    const copies = copiesOf(base);
    const sources = copies.map((card) => sourceOf(state, seat, card, context));
    if (sources.some((source) => source === null)) continue;
    const discards = sources.filter((source) => source!.kind === 'discard').length;
    const ransoms = sources.filter((source) => source!.kind === 'ransom').length;
    if (ransoms > 1) continue;
    if (context === 'window' && discards !== 1) continue;
    const pays = ransoms ? ransomPays(state, seat, base) : [null];
    for (const dead of copies) for (const pay of pays) options.push({ type: 'changeHouse', card: base, dead, pay });
  }
  return options;
}

/** How many copies of each face (by faceIndex) lie in `seat`'s hand, Meld and Spoils. */
function ownCopies(state: AllianceRoyalsState, seat: Seat): Uint8Array {
  const counts = new Uint8Array(52);
  for (const card of state.hands[seat]!) counts[faceIndex(card)]! += 1;
  for (const card of state.meld[seat]!) counts[faceIndex(card)]! += 1;
  for (const card of state.spoils[seat]!) counts[faceIndex(card)]! += 1;
  return counts;
}

/** The same count for one face only: after a discard, only its top card's face matters. */
function ownCopiesOf(state: AllianceRoyalsState, seat: Seat, base: string): Uint8Array {
  const counts = new Uint8Array(52);
  const index = faceIndex(base);
  for (const zone of [state.hands[seat]!, state.meld[seat]!, state.spoils[seat]!]) for (const card of zone) if (faceIndex(card) === index) counts[index]! += 1;
  return counts;
}

/** Whether `seat` could ransom a copy of `base` from another player's Meld now. */
function ransomable(state: AllianceRoyalsState, seat: Seat, base: string): boolean {
  for (let owner = 0; owner < 4; owner++) {
    if (owner === seat) continue;
    for (const card of state.meld[owner]!) if (face(card) === base && meldedLastTurn(state, owner, card)) return true;
  }
  return false;
}

let facesCache: string[] | null = null;
function allFaces(): string[] {
  facesCache ??= (['C', 'D', 'H', 'S'] as const).flatMap((suit) => TRIPLE_RANKS.map((rank) => `${rank}${suit}` as SuitedCardId));
  return facesCache;
}
