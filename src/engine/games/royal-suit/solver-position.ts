/**
 * Royal Suit positions for search: the whole game state in a few dozen bytes.
 *
 * The rules only ever ask three things of a card: its colour, whether it is a
 * face card and whether it is an ace. So a card is kept as one of six classes,
 * and two positions that differ only in which seven or king lies somewhere are
 * the same position to a search, which lets a transposition table merge them.
 * Only the top court card of each pile matters (cards are never taken off a
 * pile; a couple card lies over it), and each deck is its classes top first.
 *
 * Every rule of actions.ts is restated here on bytes; solver-position.test.ts
 * holds the two to the same legal actions and outcomes over many random games.
 * Actions are small codes: 0-5 play onto that pile, 6-9 move a couple card
 * (6 + 2 × couple + 0 for left, 1 for right), 10 show and skip, 11 decline.
 */
import type { Seat } from '../../core/game';
import { colourOfCard, isAce, isFaceCard } from './cards';
import { courtTop } from './court';
import { OPPOSERS, PILE_COUNT, SUPPORTERS, type CardId, type RoyalSuitAction, type RoyalSuitState } from './types';

// Byte layout.
const SEAT = 0;
const PHASE = 1;
const COUPLE = 2; // [black pile, red pile]
const LAST = 4; // [present, by, couple, from, to]
const SKIPS = 9; // skips in a row per seat, capped at the deck size (only "every card shown" matters)
const ROTATION = 11; // skips since the last play per seat, modulo the deck size
const END = 13;
const TOPS = 14; // the court card on top of each pile, under any couple card
const LENGTHS = 20;
const DECKS = 22;

export const PHASE_TURN = 0;
export const PHASE_EXTRA = 1;
export const PHASE_LAST = 2;

export const NO_END = 0;
export const SUPPORTERS_WIN = 1;
export const OPPOSERS_WIN = 2;

export const MOVE_CODE = 6;
export const SKIP_CODE = 10;
export const DECLINE_CODE = 11;
/** Enough room for every action code a position can offer. */
export const MAX_ACTIONS = 12;

const RED = 1;
const FACE = 2;
const ACE = 4;

/**
 * A position: the bytes, and the repetition keys of the positions reached
 * since the last card was played, sorted (the repetition rule needs them).
 */
export interface SearchPosition {
  readonly bytes: Uint8Array;
  readonly visited: readonly number[];
}

/** The class of a card: bit 0 red, then 2 for a face card or 4 for an ace. */
export function cardClass(card: CardId): number {
  return (colourOfCard(card) === 'red' ? RED : 0) | (isFaceCard(card) ? FACE : isAce(card) ? ACE : 0);
}

const NONE: readonly number[] = [];

const PHASE_CODES = { turn: PHASE_TURN, extraPlay: PHASE_EXTRA, lastMove: PHASE_LAST } as const;
const PHASE_LETTERS = ['t', 'e', 'l'];

function capacityOf(bytes: Uint8Array): number {
  return (bytes.length - DECKS) >> 1;
}

/** The repetition key of repetition.ts as a number: who acts in which phase, the couple, the last move, the rotations. */
function repetitionKey(b: Uint8Array): number {
  const last = b[LAST] ? 1 + b[LAST + 1]! * 72 + b[LAST + 2]! * 36 + b[LAST + 3]! * 6 + b[LAST + 4]! : 0;
  let key = b[SEAT]! * 3 + b[PHASE]!;
  key = key * 36 + b[COUPLE]! * 6 + b[COUPLE + 1]!;
  key = key * 145 + last;
  return (key * 23 + b[ROTATION]!) * 23 + b[ROTATION + 1]!;
}

/** Reads a key written by repetition.ts's positionKey. */
export function parseRepetitionKey(text: string): number {
  const match = /^([01])([tel])\|(\d),(\d)\|(-|([01])([01])(\d)(\d))\|(\d+),(\d+)$/.exec(text);
  if (!match) throw new Error(`not a Royal Suit position key: ${text}`);
  const b = new Uint8Array(DECKS);
  b[SEAT] = Number(match[1]);
  b[PHASE] = PHASE_LETTERS.indexOf(match[2]!);
  b[COUPLE] = Number(match[3]);
  b[COUPLE + 1] = Number(match[4]);
  if (match[5] !== '-') {
    b[LAST] = 1;
    for (let i = 0; i < 4; i++) b[LAST + 1 + i] = Number(match[6 + i]);
  }
  b[ROTATION] = Number(match[10]);
  b[ROTATION + 1] = Number(match[11]);
  return repetitionKey(b);
}

/** The search form of a game position. Decks may hold any cards: the search only uses what the state says. */
export function fromState(state: RoyalSuitState): SearchPosition {
  const capacity = state.options.deck === 'long' ? 22 : 12;
  const b = new Uint8Array(DECKS + 2 * capacity);
  b[SEAT] = state.seat;
  b[PHASE] = PHASE_CODES[state.phase];
  b[COUPLE] = state.couple[0]!;
  b[COUPLE + 1] = state.couple[1]!;
  const last = state.lastMove;
  if (last) {
    b[LAST] = 1;
    b[LAST + 1] = last.by;
    b[LAST + 2] = last.couple;
    b[LAST + 3] = last.from;
    b[LAST + 4] = last.to;
  }
  for (let seat = 0; seat < 2; seat++) {
    const deck = state.decks[seat]!;
    if (deck.length > capacity) throw new Error(`a deck of ${deck.length} cards does not fit a ${state.options.deck} game`);
    b[SKIPS + seat] = Math.min(state.skipsInARow[seat]!, deck.length);
    b[ROTATION + seat] = deck.length ? state.skipsSincePlay[seat]! % deck.length : 0;
    b[LENGTHS + seat] = deck.length;
    deck.forEach((card, i) => {
      b[DECKS + seat * capacity + i] = cardClass(card);
    });
  }
  if (state.end) b[END] = state.end.label === 'supporters' ? SUPPORTERS_WIN : OPPOSERS_WIN;
  for (let pile = 0; pile < PILE_COUNT; pile++) b[TOPS + pile] = cardClass(courtTop(state, pile));
  // The last move ends the game whatever it does, so no position can come back after it.
  const visited = state.phase === 'lastMove' ? NONE : [...new Set(state.visited.map(parseRepetitionKey))].sort((x, y) => x - y);
  return { bytes: b, visited };
}

export function seatOf(position: SearchPosition): Seat {
  return position.bytes[SEAT]!;
}

export function phaseOf(position: SearchPosition): number {
  return position.bytes[PHASE]!;
}

/** NO_END, SUPPORTERS_WIN or OPPOSERS_WIN. */
export function endOf(position: SearchPosition): number {
  return position.bytes[END]!;
}

/** The seat that won, or null while the game goes on. */
export function winnerOf(position: SearchPosition): Seat | null {
  const end = position.bytes[END];
  return end === SUPPORTERS_WIN ? SUPPORTERS : end === OPPOSERS_WIN ? OPPOSERS : null;
}

export function couplePiles(position: SearchPosition): [number, number] {
  return [position.bytes[COUPLE]!, position.bytes[COUPLE + 1]!];
}

export function deckLength(position: SearchPosition, seat: Seat): number {
  return position.bytes[LENGTHS + seat]!;
}

/** The class of the seat's top card, or -1 for an empty deck. */
export function topClass(position: SearchPosition, seat: Seat): number {
  const b = position.bytes;
  return b[LENGTHS + seat] ? b[DECKS + seat * capacityOf(b)]! : -1;
}

/** The class of the court card on top of the pile (under a couple card lying there). */
export function pileClass(position: SearchPosition, pile: number): number {
  return position.bytes[TOPS + pile]!;
}

export function isRed(cls: number): boolean {
  return (cls & RED) !== 0;
}

export function isFaceClass(cls: number): boolean {
  return (cls & FACE) !== 0;
}

export function isAceClass(cls: number): boolean {
  return (cls & ACE) !== 0;
}

// Scratch space for keys, one per byte length (standard and long games differ).
const keyScratch = new Map<number, number[]>();

/** The transposition key: every byte, two to a character, then the positions since the last play. */
export function keyOf(position: SearchPosition): string {
  const b = position.bytes;
  const half = b.length >> 1;
  let pairs = keyScratch.get(half);
  if (!pairs) {
    pairs = new Array<number>(half).fill(0);
    keyScratch.set(half, pairs);
  }
  for (let i = 0; i < half; i++) pairs[i] = b[2 * i]! | (b[2 * i + 1]! << 8);
  const head = String.fromCharCode.apply(null, pairs);
  return position.visited.length > 1 ? `${head}${position.visited.join(',')}` : head;
}

function coupleOnPile(b: Uint8Array, pile: number): boolean {
  return b[COUPLE] === pile || b[COUPLE + 1] === pile;
}

function canPlayAt(b: Uint8Array, card: number, pile: number): boolean {
  return !coupleOnPile(b, pile) && ((b[TOPS + pile]! ^ card) & RED) !== 0;
}

function canMoveTo(b: Uint8Array, seat: number, couple: number, to: number): boolean {
  if (to < 0 || to >= PILE_COUNT || coupleOnPile(b, to)) return false;
  const target = b[TOPS + to]!;
  // A couple card needs the other colour: black (couple 0) onto red, red (couple 1) onto black.
  if (target & ACE || (target & RED) === couple) return false;
  const from = b[COUPLE + couple]!;
  return !(b[LAST] && b[LAST + 1] !== seat && b[LAST + 2] === couple && b[LAST + 3] === to && b[LAST + 4] === from);
}

function moveCount(b: Uint8Array, seat: number, out: number[] | null, at: number): number {
  let n = 0;
  for (let couple = 0; couple < 2; couple++) {
    const from = b[COUPLE + couple]!;
    if (canMoveTo(b, seat, couple, from - 1)) {
      if (out) out[at + n] = MOVE_CODE + 2 * couple;
      n++;
    }
    if (canMoveTo(b, seat, couple, from + 1)) {
      if (out) out[at + n] = MOVE_CODE + 2 * couple + 1;
      n++;
    }
  }
  return n;
}

/**
 * Writes the legal action codes into `out` in the order legal.ts lists them
 * (plays by pile, couple moves black first and left first, skip, decline); returns how many.
 */
export function legalCodes(position: SearchPosition, out: number[]): number {
  const b = position.bytes;
  if (b[END]) return 0;
  const seat = b[SEAT]!;
  const phase = b[PHASE]!;
  if (phase === PHASE_LAST) {
    const n = moveCount(b, seat, out, 0);
    out[n] = DECLINE_CODE;
    return n + 1;
  }
  let n = 0;
  const card = b[DECKS + seat * capacityOf(b)]!;
  for (let pile = 0; pile < PILE_COUNT; pile++) if (canPlayAt(b, card, pile)) out[n++] = pile;
  const plays = n;
  if (phase === PHASE_TURN) n += moveCount(b, seat, out, n);
  if (n === 0 || (plays === 0 && phase === PHASE_EXTRA)) out[n++] = SKIP_CODE;
  return n;
}

function passTurnTo(b: Uint8Array, seat: number): void {
  b[SEAT] = seat;
  b[PHASE] = PHASE_TURN;
  // The take-back rule binds only the next player: it lapses when the turn comes back to the mover.
  if (b[LAST] && b[LAST + 1] === seat) b.fill(0, LAST, LAST + 5);
}

function withVisit(b: Uint8Array, visited: readonly number[]): readonly number[] | null {
  const key = repetitionKey(b);
  let at = 0;
  while (at < visited.length && visited[at]! < key) at++;
  if (visited[at] === key) return null;
  const next = visited.slice();
  next.splice(at, 0, key);
  return next;
}

/** The position after a legal action code; the position given is left as it was. */
export function applyCode(position: SearchPosition, code: number): SearchPosition {
  const b = position.bytes.slice();
  const seat = b[SEAT]!;
  const capacity = capacityOf(b);
  const base = DECKS + seat * capacity;
  const length = b[LENGTHS + seat]!;
  if (code < MOVE_CODE) {
    b[TOPS + code] = b[base]!;
    b.copyWithin(base, base + 1, base + length);
    b[base + length - 1] = 0;
    b[LENGTHS + seat] = length - 1;
    b.fill(0, SKIPS, ROTATION + 2);
    if (length === 1) {
      passTurnTo(b, seat ^ 1);
      if (moveCount(b, seat ^ 1, null, 0) > 0) b[PHASE] = PHASE_LAST;
      else b[END] = OPPOSERS_WIN;
      return { bytes: b, visited: NONE };
    }
    passTurnTo(b, seat ^ 1);
    return { bytes: b, visited: [repetitionKey(b)] };
  }
  if (code < SKIP_CODE) {
    const couple = (code - MOVE_CODE) >> 1;
    const from = b[COUPLE + couple]!;
    const to = (code - MOVE_CODE) & 1 ? from + 1 : from - 1;
    const wasLast = b[PHASE] === PHASE_LAST;
    b[COUPLE + couple] = to;
    b[LAST] = 1;
    b[LAST + 1] = seat;
    b[LAST + 2] = couple;
    b[LAST + 3] = from;
    b[LAST + 4] = to;
    b[SKIPS] = 0;
    b[SKIPS + 1] = 0;
    if (Math.abs(b[COUPLE]! - b[COUPLE + 1]!) === 1) {
      b[END] = SUPPORTERS_WIN;
      return { bytes: b, visited: position.visited };
    }
    if (wasLast) {
      b[END] = OPPOSERS_WIN;
      return { bytes: b, visited: position.visited };
    }
    if (b[TOPS + to]! & FACE) b[PHASE] = PHASE_EXTRA;
    else passTurnTo(b, seat ^ 1);
    return visitOrEnd(b, position.visited);
  }
  if (code === SKIP_CODE) {
    const card = b[base]!;
    b.copyWithin(base, base + 1, base + length);
    b[base + length - 1] = card;
    b[SKIPS + seat] = Math.min(b[SKIPS + seat]! + 1, length);
    b[ROTATION + seat] = (b[ROTATION + seat]! + 1) % length;
    passTurnTo(b, seat ^ 1);
    if (b[SKIPS]! >= b[LENGTHS]! && b[SKIPS + 1]! >= b[LENGTHS + 1]!) {
      b[END] = OPPOSERS_WIN;
      return { bytes: b, visited: position.visited };
    }
    return visitOrEnd(b, position.visited);
  }
  b[END] = OPPOSERS_WIN;
  return { bytes: b, visited: position.visited };
}

function visitOrEnd(b: Uint8Array, visited: readonly number[]): SearchPosition {
  const next = withVisit(b, visited);
  if (next === null) {
    b[END] = OPPOSERS_WIN;
    return { bytes: b, visited };
  }
  return { bytes: b, visited: next };
}

/** The game action a code stands for in this position. */
export function actionOf(position: SearchPosition, code: number): RoyalSuitAction {
  if (code < MOVE_CODE) return { type: 'play', pile: code };
  if (code < SKIP_CODE) {
    const couple = (code - MOVE_CODE) >> 1;
    const from = position.bytes[COUPLE + couple]!;
    return { type: 'move', from, to: (code - MOVE_CODE) & 1 ? from + 1 : from - 1 };
  }
  return code === SKIP_CODE ? { type: 'skip' } : { type: 'decline' };
}

/** The code of a game action in this position, or -1 if it names no couple card. */
export function codeOf(position: SearchPosition, action: RoyalSuitAction): number {
  switch (action.type) {
    case 'play':
      return action.pile;
    case 'move': {
      const b = position.bytes;
      const couple = b[COUPLE] === action.from ? 0 : b[COUPLE + 1] === action.from ? 1 : -1;
      if (couple < 0) return -1;
      return MOVE_CODE + 2 * couple + (action.to > action.from ? 1 : 0);
    }
    case 'skip':
      return SKIP_CODE;
    case 'decline':
      return DECLINE_CODE;
  }
}
