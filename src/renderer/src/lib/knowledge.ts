/**
 * The knowledge ledger as the app shows it: one seat's cards grouped as known,
 * inferred and unknown, the words for each, and the marks on the table for the
 * cards one seat knows and another does not. The ledgers themselves come from
 * the engine (core/ledger.ts); this module only arranges them for the screen.
 *
 * Fair play, as with the game review: while a game is being played and keeps
 * its secrets, the ledger is that of the seat whose screen it is, alone. Its own
 * knowledge is no secret to it, but what another seat knows would tell it about
 * cards it has not seen (a card another seat knows lies somewhere), so nothing
 * is said of the other seats until the table is open: a finished game, a
 * replay opened from a file, a teacher table or a game of bots alone.
 */
import { displayCard, type Seat } from '../../../engine';
import type { KnownHow, Ledger, LedgerEntry, LedgerPlace } from '../../../engine/core/ledger';

export type KnownEntry = Extract<LedgerEntry, { status: 'known' }>;
export type InferredEntry = Extract<LedgerEntry, { status: 'inferred' }>;
export type UnknownEntry = Extract<LedgerEntry, { status: 'unknown' }>;

/** Whose ledger may be shown, and why not when none may. */
export type LedgerAccess =
  | { readonly kind: 'unavailable'; readonly reason: string }
  /** A game being played: the seat at the screen's own ledger, nothing of the others. */
  | { readonly kind: 'own'; readonly seat: Seat }
  /** An open table: every seat's ledger; `seat` is the one the table is drawn for, null with everything face up. */
  | { readonly kind: 'every'; readonly seat: Seat | null };

export interface AccessFacts {
  readonly gameTitle: string;
  /** The game has a ledger and an editor's zones to place the cards in. */
  readonly hasLedger: boolean;
  /** Hidden cards may be shown (session.secretsOpen). */
  readonly secretsOpen: boolean;
  /** Whose eyes the table is drawn for. */
  readonly viewer: Seat | 'all';
}

export function ledgerAccess({ gameTitle, hasLedger, secretsOpen, viewer }: AccessFacts): LedgerAccess {
  if (!hasLedger) return { kind: 'unavailable', reason: `The knowledge ledger is not available for ${gameTitle} yet.` };
  if (secretsOpen) return { kind: 'every', seat: viewer === 'all' ? null : viewer };
  // A table keeping its secrets is drawn for one seat at a time: the one holding the screen.
  if (viewer === 'all') return { kind: 'unavailable', reason: 'The knowledge ledger is shown for the seat holding the screen.' };
  return { kind: 'own', seat: viewer };
}

/** A group of cards that lie, or could lie, in the same places. */
export interface PlaceGroup<E extends LedgerEntry> {
  readonly key: string;
  /** "Seat 1's hand", or "deck (20 unseen), Seat 2's hand (5 unseen)" for cards that could be in either. */
  readonly where: string;
  readonly entries: readonly E[];
}

export interface LedgerGroups {
  readonly known: readonly PlaceGroup<KnownEntry>[];
  readonly inferred: readonly PlaceGroup<InferredEntry>[];
  readonly unknown: readonly PlaceGroup<UnknownEntry>[];
  readonly counts: { readonly known: number; readonly inferred: number; readonly unknown: number };
}

function placeLabel(place: LedgerPlace | null): string {
  return place?.label ?? 'out of play';
}

/** "deck (20 unseen), Seat 2's hand (5 unseen)": where an unknown card could be, and how many unseen cards each place holds. */
export function placesWords(places: UnknownEntry['places']): string {
  if (places.length === 0) return 'no place the seat can count';
  return places.map((place) => `${place.label} (${place.hidden} unseen)`).join(', ');
}

function groupBy<E extends LedgerEntry>(entries: readonly E[], keyOf: (entry: E) => string, whereOf: (entry: E) => string): PlaceGroup<E>[] {
  const groups = new Map<string, { key: string; where: string; entries: E[] }>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else groups.set(key, { key, where: whereOf(entry), entries: [entry] });
  }
  return [...groups.values()];
}

/** The ledger's cards in three lists, each grouped by where its cards lie (or could), in the order the game lists them. */
export function groupLedger(ledger: Ledger): LedgerGroups {
  const known = ledger.entries.filter((entry): entry is KnownEntry => entry.status === 'known');
  const inferred = ledger.entries.filter((entry): entry is InferredEntry => entry.status === 'inferred');
  const unknown = ledger.entries.filter((entry): entry is UnknownEntry => entry.status === 'unknown');
  return {
    known: groupBy(known, (entry) => entry.place?.zone ?? '', (entry) => placeLabel(entry.place)),
    inferred: groupBy(inferred, (entry) => entry.place.zone, (entry) => placeLabel(entry.place)),
    unknown: groupBy(
      unknown,
      (entry) => entry.places.map((place) => place.zone).join('\u0000'),
      (entry) => placesWords(entry.places),
    ),
    counts: { known: known.length, inferred: inferred.length, unknown: unknown.length },
  };
}

function cards(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

/** "Known to Seat 1: 14 cards; 3 inferred; 35 unknown." */
export function summaryWords(seatName: string, counts: LedgerGroups['counts']): string {
  return `Known to ${seatName}: ${cards(counts.known)}; ${counts.inferred} inferred; ${counts.unknown} unknown.`;
}

const HOW_SHORT: Readonly<Record<KnownHow, string>> = {
  dealt: 'dealt',
  'face-up': 'face up',
  drawn: 'drawn',
  played: 'seen played',
  shown: 'shown',
  passed: 'passed',
  revealed: 'turned face up',
};

/** "drawn at step 12", "dealt at the start": a known card's reason, short enough for a button. */
export function reasonWords(how: KnownHow, since: number): string {
  return `${HOW_SHORT[how]} ${since === 0 ? 'at the start' : `at step ${since}`}`;
}

/** "Seat 2", "Seat 2 and Seat 3", "Seat 2, Seat 3 and Seat 4". */
export function namesWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One seat's knowledge of a card, for a mark's title and the list of what others know. */
export interface Knower {
  readonly seat: Seat;
  readonly since: number;
  readonly how: KnownHow;
}

/**
 * A mark on the table. 'mine': a card the chosen seat knows and some other seat
 * does not. 'theirs': a card some other seat knows and the chosen seat does not;
 * face down to the chosen seat, so it is marked where it lies (its zone).
 */
export interface TableMarker {
  readonly card: string;
  readonly kind: 'mine' | 'theirs';
  /** The zone the card lies in, to mark when the card itself is not drawn face up. */
  readonly zone: string | null;
  readonly knowers: readonly Knower[];
  /** The seats that do not know it. */
  readonly unaware: readonly Seat[];
  readonly title: string;
}

function knownEntry(ledger: Ledger, card: string): KnownEntry | null {
  const entry = ledger.entries.find((line) => line.card === card);
  return entry?.status === 'known' ? entry : null;
}

function knowerWords(knower: Knower, name: (seat: Seat) => string): string {
  return `${name(knower.seat)} since ${knower.since === 0 ? 'the start' : `step ${knower.since}`} (${HOW_SHORT[knower.how]})`;
}

/**
 * The marks for `seat` from every seat's ledger at one step: each card it knows that another seat does not, and each card
 * another seat knows that it does not, titled with who knows it since when.
 */
export function tableMarkers(ledgers: readonly Ledger[], seat: Seat, name: (seat: Seat) => string): TableMarker[] {
  const mine = ledgers.find((ledger) => ledger.seat === seat);
  if (!mine) return [];
  const others = ledgers.filter((ledger) => ledger.seat !== seat);
  const markers: TableMarker[] = [];
  for (const entry of mine.entries) {
    const knowers: Knower[] = [];
    const unaware: Seat[] = [];
    for (const ledger of ledgers) {
      const known = knownEntry(ledger, entry.card);
      if (known) knowers.push({ seat: ledger.seat, since: known.since, how: known.how });
      else unaware.push(ledger.seat);
    }
    if (unaware.length === 0 || knowers.length === 0) continue;
    const label = displayCard(entry.card);
    const notTo = `not to ${namesWords(unaware.map(name))}`;
    const knownBy = knowers.map((knower) => knowerWords(knower, name)).join('; ');
    if (entry.status === 'known') {
      markers.push({ card: entry.card, kind: 'mine', zone: entry.place?.zone ?? null, knowers, unaware, title: `${label}: known to ${knownBy}; ${notTo}.` });
    } else if (others.some((ledger) => knownEntry(ledger, entry.card))) {
      const zone = others.map((ledger) => knownEntry(ledger, entry.card)?.place?.zone).find((found) => found !== undefined) ?? null;
      markers.push({ card: entry.card, kind: 'theirs', zone, knowers, unaware, title: `${label}: known to ${knownBy}; ${notTo}.` });
    }
  }
  return markers;
}

/** A card other seats know and the chosen seat does not, where it lies and who knows it. */
export interface OtherKnowledge {
  readonly card: string;
  readonly where: string;
  readonly knowers: readonly Knower[];
}

/** What the other seats know that `seat` does not: "the Opposers know your next card". */
export function othersKnow(ledgers: readonly Ledger[], seat: Seat): OtherKnowledge[] {
  const mine = ledgers.find((ledger) => ledger.seat === seat);
  if (!mine) return [];
  return mine.entries.flatMap((entry) => {
    if (entry.status === 'known') return [];
    const knowers = ledgers.flatMap((ledger) => {
      const known = ledger.seat === seat ? null : knownEntry(ledger, entry.card);
      return known ? [{ seat: ledger.seat, since: known.since, how: known.how, place: known.place }] : [];
    });
    if (knowers.length === 0) return [];
    return [{ card: entry.card, where: placeLabel(knowers[0]!.place), knowers: knowers.map(({ seat: s, since, how }) => ({ seat: s, since, how })) }];
  });
}

/** Cards told the same way at the same step, for one line of the panel: "drawn at step 6: 8♦ 3♦ 7♦". */
export interface ReasonRow {
  readonly key: string;
  readonly how: KnownHow;
  readonly since: number;
  readonly cards: readonly string[];
}

/** The cards in rows by how and when they became known, the earliest first. */
export function reasonRows(items: readonly { readonly card: string; readonly how: KnownHow; readonly since: number }[]): ReasonRow[] {
  const rows = new Map<string, { key: string; how: KnownHow; since: number; cards: string[] }>();
  for (const { card, how, since } of items) {
    const key = `${since}-${how}`;
    const row = rows.get(key);
    if (row) row.cards.push(card);
    else rows.set(key, { key, how, since, cards: [card] });
  }
  return [...rows.values()].sort((a, b) => a.since - b.since);
}

/** What others know, by where it lies and who knows it: its rows read the first knower's reason. */
export interface OthersGroup {
  readonly key: string;
  readonly where: string;
  readonly knowers: readonly Seat[];
  readonly rows: readonly ReasonRow[];
}

export function groupOthers(list: readonly OtherKnowledge[]): OthersGroup[] {
  const groups = new Map<string, { where: string; knowers: Seat[]; items: { card: string; how: KnownHow; since: number }[] }>();
  for (const other of list) {
    const knowers = other.knowers.map((knower) => knower.seat);
    const key = `${other.where}\u0000${knowers.join(',')}`;
    const first = other.knowers.reduce((a, b) => (b.since < a.since ? b : a));
    const item = { card: other.card, how: first.how, since: first.since };
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { where: other.where, knowers, items: [item] });
  }
  return [...groups.entries()].map(([key, group]) => ({ key, where: group.where, knowers: group.knowers, rows: reasonRows(group.items) }));
}

/** "the Opposers since step 12 (drawn)": who else knows a card, for the list of what others know. */
export function knowersWords(knowers: readonly Knower[], name: (seat: Seat) => string): string {
  return knowers.map((knower) => knowerWords(knower, name)).join('; ');
}
