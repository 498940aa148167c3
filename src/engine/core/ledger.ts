/**
 * The knowledge ledger: for one seat at one step of a line, what it knows of
 * every card, since when and why, and where it could be when it does not.
 *
 * It is derived from the record alone, never stored: the game says which
 * cards a seat may not know in a state (`hiddenFrom`, which already keeps what
 * a seat remembers, such as a card it was shown) and where every card lies
 * (the editor's zones). A card is known while it is not hidden from the seat;
 * the step that made it known is the first of that unbroken run, and the
 * game's ledger names how that step told it (dealt, drawn, played, shown,
 * passed, turned face up). A card hidden from the seat could be in any zone
 * holding cards hidden from it, which the seat can count; where counting
 * leaves one place, the card is inferred to be there.
 *
 * The walk over the line is made once per line and seat and kept beside the
 * record (a WeakMap), so stepping through a replay asks only a lookup.
 */
import type { AnyGameDefinition, BaseAction, BaseState, Seat } from './game';
import type { GameEditor, ZoneSpec } from './editor';
import type { Cursor, GameRecord } from './record';

/** How a seat came to know a card. */
export const KNOWN_HOWS = ['dealt', 'face-up', 'drawn', 'played', 'shown', 'passed', 'revealed'] as const;
export type KnownHow = (typeof KNOWN_HOWS)[number];

/** The step that made a card known to a seat, as the game's ledger is asked to name it. */
export interface KnowledgeChange<S = BaseState, A = BaseAction> {
  /** The step the card became known at; 0 is the set-up position (no action). */
  readonly step: number;
  readonly card: string;
  /** The seat that came to know it. */
  readonly viewer: Seat;
  /** The move of that step and who made it; null at the set-up position. */
  readonly move: { readonly before: S; readonly seat: Seat; readonly action: A } | null;
  readonly after: S;
  /** Where the card lay before the step and after it (null: in no zone, e.g. not yet dealt). */
  readonly from: ZoneSpec | null;
  readonly to: ZoneSpec | null;
}

/** What a game tells the ledger. Everything else is derived from the record by the core. */
export interface GameLedger<S extends BaseState = BaseState, A extends BaseAction = BaseAction, V = unknown> {
  /** How the step told the viewer the card (`knownHowFromZones` reads most steps right; a game adds its own ways). */
  knownHow(change: KnowledgeChange<S, A>): KnownHow;
  /**
   * Whether the viewer, from what its view shows, must rule `zone` out for a
   * hidden `card` (a suit a hand was seen not to hold). Reads the view only:
   * the ledger may not learn from the truth.
   */
  rulesOut?(view: V, zone: string, card: string): boolean;
  /**
   * A whole position the view's seat could be in, drawn uniformly among those
   * that agree with everything it sees, from `seed`: the what-if re-deal
   * (core/redeal.ts). Unlike a bot's imagined worlds it models no player.
   */
  redeal(view: V, seed: number): S;
}

/** How a card reached a seat's knowledge, read from where it lay before and after the step. */
export function knownHowFromZones(change: KnowledgeChange): KnownHow {
  const { move, from, to, viewer } = change;
  if (!move) return to?.owner === viewer ? 'dealt' : 'face-up';
  if (to?.owner === viewer && move.seat !== viewer && from?.owner !== viewer && from?.owner !== null && from !== null) return 'passed';
  if (to?.owner === viewer && (from === null || from.seenBy === 'nobody')) return 'drawn';
  if (from?.owner === move.seat && move.seat !== viewer) return 'played';
  return 'revealed';
}

/** A card's place, as the ledger tells it. */
export interface LedgerPlace {
  readonly zone: string;
  readonly label: string;
}

export type LedgerEntry =
  | {
      readonly card: string;
      readonly status: 'known';
      readonly place: LedgerPlace | null;
      /** The step it has been known since, without a break. */
      readonly since: number;
      readonly how: KnownHow;
    }
  | { readonly card: string; readonly status: 'inferred'; readonly place: LedgerPlace; readonly lastKnown: number | null }
  | {
      readonly card: string;
      readonly status: 'unknown';
      /** The places it could be, with how many cards hidden from the seat each holds. */
      readonly places: readonly (LedgerPlace & { readonly hidden: number })[];
      /** The last step the seat knew it at, if it ever did. */
      readonly lastKnown: number | null;
    };

export interface Ledger {
  readonly seat: Seat;
  readonly step: number;
  readonly entries: readonly LedgerEntry[];
}

/** Each card's runs of being known to the seat: [first step, last step] pairs, the last open (Infinity) while it lasts. */
interface SeatTrack {
  readonly walked: number;
  readonly runs: ReadonlyMap<string, readonly (readonly [number, number, KnownHow])[]>;
}

const tracks = new WeakMap<object, Map<string, SeatTrack>>();

function editorOf(game: AnyGameDefinition): GameEditor<BaseState> {
  if (!game.editor) throw new Error(`${game.title} has no editor: its zones are where the ledger finds the cards`);
  return game.editor as GameEditor<BaseState>;
}

function ledgerOf(game: AnyGameDefinition): GameLedger {
  return game.ledger as GameLedger;
}

/** Where each card lies in a state: card id → zone. Copies of one card (two-deck packs) carry their own ids. */
function zoneOfCards(editor: GameEditor<BaseState>, state: BaseState): Map<string, string> {
  const where = new Map<string, string>();
  for (const [zone, cards] of Object.entries(editor.toPosition(state).zones)) for (const card of cards) where.set(card, zone);
  return where;
}

function zoneSpecs(record: GameRecord): Map<string, ZoneSpec> {
  const editor = editorOf(record.game);
  return new Map(editor.zones(record.options, record.players.length).map((zone) => [zone.id, zone]));
}

/** Walks the line from where the kept track stopped up to `step`, noting every run of knowledge. */
function trackTo(record: GameRecord, line: string, seat: Seat, step: number): SeatTrack {
  let byLine = tracks.get(record);
  if (!byLine) tracks.set(record, (byLine = new Map()));
  const key = `${line}\u0000${seat}`;
  const kept = byLine.get(key);
  // A line's steps before its last never change; a line played on is walked on from where it stopped.
  if (kept && kept.walked >= step) return kept;
  const game = record.game;
  const editor = editorOf(game);
  const ledger = ledgerOf(game);
  const specs = zoneSpecs(record);
  const runs = new Map<string, [number, number, KnownHow][]>();
  for (const [card, list] of kept?.runs ?? []) runs.set(card, list.map((run) => [run[0], run[1], run[2]]));
  const start = kept ? kept.walked + 1 : 0;
  let beforeState = start > 0 ? record.stateAt({ line, step: start - 1 }) : null;
  let beforeZones = beforeState ? zoneOfCards(editor, beforeState) : new Map<string, string>();
  for (let at = start; at <= step; at++) {
    const made = at === 0 ? null : record.stepAt({ line, step: at });
    const state = record.stateAt({ line, step: at });
    const hidden = new Set(game.hiddenFrom(state, seat));
    const zones = zoneOfCards(editor, state);
    for (const card of game.allCards(state) as readonly string[]) {
      const list = runs.get(card) ?? [];
      const open = list.length > 0 && list[list.length - 1]![1] === Infinity;
      if (hidden.has(card)) {
        if (open) list[list.length - 1]![1] = at - 1;
        continue;
      }
      if (open) continue;
      const from = beforeZones.get(card);
      const to = zones.get(card);
      const how = ledger.knownHow({
        step: at,
        card,
        viewer: seat,
        move: made && beforeState ? { before: beforeState, seat: made.seat, action: made.action } : null,
        after: state,
        from: from === undefined ? null : (specs.get(from) ?? null),
        to: to === undefined ? null : (specs.get(to) ?? null),
      });
      list.push([at, Infinity, how]);
      runs.set(card, list);
    }
    beforeState = state;
    beforeZones = zones;
  }
  const track: SeatTrack = { walked: step, runs };
  byLine.set(key, track);
  return track;
}

function placeOf(specs: ReadonlyMap<string, ZoneSpec>, zone: string | undefined): LedgerPlace | null {
  if (zone === undefined) return null;
  return { zone, label: specs.get(zone)?.label ?? zone };
}

/**
 * The places each hidden card could be: every zone holding cards hidden from
 * the seat, less those the game's ledger rules out for it; then counting
 * (a zone with as many hidden cards as cards that could be there holds them
 * all) narrows them until nothing changes.
 */
function possiblePlaces(
  hiddenCards: readonly string[],
  hiddenCount: ReadonlyMap<string, number>,
  rulesOut: (zone: string, card: string) => boolean,
): Map<string, string[]> {
  const zones = [...hiddenCount.keys()];
  const places = new Map(hiddenCards.map((card) => [card, zones.filter((zone) => !rulesOut(zone, card))]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const zone of zones) {
      const could = hiddenCards.filter((card) => places.get(card)!.includes(zone));
      const settled = could.filter((card) => places.get(card)!.length === 1);
      // Every card that could be here must be, or the zone could not hold its count.
      if (could.length === hiddenCount.get(zone) && settled.length < could.length) {
        for (const card of could) if (places.get(card)!.length > 1) places.set(card, [zone]);
        changed = true;
      }
      // The zone is full of cards that must be here: no other card is.
      if (settled.length === hiddenCount.get(zone) && could.length > settled.length) {
        for (const card of could) {
          const list = places.get(card)!;
          if (list.length > 1) places.set(card, list.filter((other) => other !== zone));
        }
        changed = true;
      }
    }
  }
  return places;
}

/** The ledger of `seat` at the cursor's step: every card of the game, known, inferred or unknown. */
export function knowledgeAt(record: GameRecord, cursor: Cursor, seat: Seat): Ledger {
  const game = record.game;
  const editor = editorOf(game);
  const ledger = ledgerOf(game);
  const specs = zoneSpecs(record);
  const track = trackTo(record, cursor.line, seat, cursor.step);
  const state = record.stateAt(cursor);
  const hidden = new Set(game.hiddenFrom(state, seat) as readonly string[]);
  const zones = zoneOfCards(editor, state);
  const hiddenCount = new Map<string, number>();
  for (const card of hidden) {
    const zone = zones.get(card);
    if (zone !== undefined) hiddenCount.set(zone, (hiddenCount.get(zone) ?? 0) + 1);
  }
  const view = ledger.rulesOut ? game.view(state, seat) : null;
  const places = possiblePlaces([...hidden], hiddenCount, (zone, card) => ledger.rulesOut?.(view, zone, card) ?? false);
  const runsAt = (card: string) => (track.runs.get(card) ?? []).filter((run) => run[0] <= cursor.step);
  const entries: LedgerEntry[] = (game.allCards(state) as readonly string[]).map((card) => {
    const runs = runsAt(card);
    const last = runs[runs.length - 1];
    if (!hidden.has(card) && last) return { card, status: 'known', place: placeOf(specs, zones.get(card)), since: last[0], how: last[2] };
    const lastKnown = last ? Math.min(last[1], cursor.step) : null;
    const could = places.get(card) ?? [];
    if (could.length === 1) return { card, status: 'inferred', place: placeOf(specs, could[0])!, lastKnown };
    return { card, status: 'unknown', places: could.map((zone) => ({ ...placeOf(specs, zone)!, hidden: hiddenCount.get(zone)! })), lastKnown };
  });
  return { seat, step: cursor.step, entries };
}

/** Cards one seat knows and another does not, at the cursor: the table's markers. */
export function knownOnlyTo(record: GameRecord, cursor: Cursor, knower: Seat, other: Seat): string[] {
  const mine = knowledgeAt(record, cursor, knower).entries;
  const theirs = new Map(knowledgeAt(record, cursor, other).entries.map((entry) => [entry.card, entry.status]));
  return mine.filter((entry) => entry.status === 'known' && theirs.get(entry.card) !== 'known').map((entry) => entry.card);
}

const HOW_WORDS: Readonly<Record<KnownHow, string>> = {
  dealt: 'dealt to this seat',
  'face-up': 'face up',
  drawn: 'drawn by this seat',
  played: 'seen when it was played',
  shown: 'shown to this seat',
  passed: 'passed to this seat',
  revealed: 'turned face up',
};

/** Why a seat knows a card, in a player's words: "drawn by this seat at step 12". */
export function knownWords(how: KnownHow, since: number): string {
  return since === 0 ? `${HOW_WORDS[how]} at the start` : `${HOW_WORDS[how]} at step ${since}`;
}

/** A ledger line in words, for the panel's titles and the command line. */
export function entryWords(entry: LedgerEntry): string {
  switch (entry.status) {
    case 'known':
      return `known${entry.place ? ` (${entry.place.label})` : ''}: ${knownWords(entry.how, entry.since)}`;
    case 'inferred':
      return `inferred: it can only be in ${entry.place.label}, by counting what was seen`;
    case 'unknown': {
      const places = entry.places.map((place) => `${place.label} (${place.hidden} unseen)`).join(', ');
      const seen = entry.lastKnown !== null ? `; last known at step ${entry.lastKnown}` : '';
      return `unknown: one of ${places || 'no place'}${seen}`;
    }
  }
}
