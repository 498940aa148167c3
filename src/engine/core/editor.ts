/**
 * The editor contract: what a game tells the table editor so that any
 * position can be set up, checked and played from, with no game-specific code
 * in the shared editor.
 *
 * A position in editor form is cards in named zones plus scalar values
 * (whose turn, scores, locks…). A game converts its state to that form and
 * back; the conversion of a state reached in play is exact, so a position
 * exported to the editor and turned back plays on identically.
 */
import type { z } from 'zod';
import { baseCard, cardLabel, isCopyCardId } from './cards';
import type { OptionValues, Seat } from './game';
import { quoteUntrusted } from './quote';
import type { RngState } from './rng';
import { capitalise, listWords, numberText } from './words';

export type ZoneSight = 'everyone' | 'owner' | 'nobody';

/**
 * How a zone lists its cards where their order counts: a pile from its top card down ("top-first": a deck, a
 * discard whose top card comes first) or from its bottom card up ("bottom-first": a pile spread from the bottom,
 * where the last card listed lies on top), or a row in the order its cards were laid ("as-laid": a royal line, a
 * battle). Index 0 is the card listed first.
 */
export type ZoneOrder = 'top-first' | 'bottom-first' | 'as-laid';

export const ZONE_ORDERS: readonly ZoneOrder[] = ['top-first', 'bottom-first', 'as-laid'];

/** A place cards can be: a grid space, a hand, a deck, a pile. */
export interface ZoneSpec {
  /** Stable id used in positions and problems, e.g. "grid.b2", "hand.1", "redDeck". */
  readonly id: string;
  /** How a player names it: "grid b2", "seat 2's hand", "red deck"; never its order, which the editor says beside it. */
  readonly label: string;
  /** The seat whose zone it is, if any (hands, fields, score piles). */
  readonly owner: Seat | null;
  /** How its cards are listed where their order counts; null where it means nothing (a hand, a grid space). */
  readonly order: ZoneOrder | null;
  /** The most cards it can hold; null when only the pack limits it. */
  readonly capacity: number | null;
  /**
   * Who sees its cards in play: every player (a grid, a discard pile), only the seat it belongs to (a hand, a
   * promise laid face down) or no player (a deck, face down). The editor itself shows every card to the designer.
   */
  readonly seenBy: ZoneSight;
  /** Zones drawn together share a group ("grid", "piles", "seat 2"). */
  readonly group: string;
}

export type ScalarValue = string | number | boolean | null;

/** A value of the position that is not a card in a zone. */
export type ScalarSpec = { readonly key: string; readonly label: string; readonly help?: string } & (
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | {
      readonly kind: 'choice';
      readonly choices: readonly { readonly value: string | number; readonly label: string }[];
    }
  | { readonly kind: 'boolean' }
);

/**
 * A position in editor form. `extra` carries what a state holds that is
 * neither a card in a zone nor an editable scalar (e.g. what the last draw
 * did, shown on the table): games fill it when exporting a played state, and
 * derive a neutral value when it is absent.
 */
export interface Position {
  readonly zones: Readonly<Record<string, readonly string[]>>;
  readonly scalars: Readonly<Record<string, ScalarValue>>;
  /** The cards each card tag is set on, by the tag's key (see `CardTagSpec`); none when absent. */
  readonly tags?: Readonly<Record<string, readonly string[]>>;
  readonly extra?: unknown;
}

/**
 * A fact of the position that belongs to one card where it lies, set on the
 * card itself rather than in the form: "melded in its owner's latest turn",
 * "held as a hostage". A tag names its cards by id, so only a game whose cards
 * each have an id of their own (copies named "9H/2") lists tags.
 */
export interface CardTagSpec {
  /** Stable id used in positions and problems, e.g. "hostage". */
  readonly key: string;
  /** What the tag says of its card, as a tick box beside it reads: "Held as a hostage by this Spoils' owner". */
  readonly label: string;
  /** One or two characters drawn on a tagged card's corner. */
  readonly sign: string;
  /** What the tag lets play do, for a designer who asks. */
  readonly help: string;
  /** The zones a card may carry the tag in; a card moved out of them loses it. */
  readonly zones: readonly string[];
}

/**
 * A few words drawn on a zone from a scalar that belongs to it ("marker 1",
 * "locked"), so a designer sees where a value stands on the table and not only
 * in the form beside it.
 */
export interface ZoneNote {
  readonly zone: string;
  readonly text: string;
}

/** Where a problem is, so the editor can highlight it. */
export type ProblemLocation =
  | { readonly zone: string; readonly card?: string; readonly index?: number }
  | { readonly scalar: string };

/** A reason the position cannot be played, in a player's words, with every place it concerns. */
export interface Problem {
  readonly message: string;
  readonly where: readonly ProblemLocation[];
}

export interface GameEditor<S, O extends OptionValues = OptionValues> {
  /** Checks a state read from a file field by field before the rules see it. */
  readonly stateSchema: z.ZodType<S>;
  /** Every card the game is played with, as a multiset (two-deck packs repeat ids). */
  pack(options: O, seats: number): readonly string[];
  zones(options: O, seats: number): readonly ZoneSpec[];
  scalars(options: O, seats: number): readonly ScalarSpec[];
  /** Words to draw on zones for the scalars that belong to them; a game whose scalars belong to no zone has none. */
  zoneNotes?(position: Position, options: O, seats: number): readonly ZoneNote[];
  /** The tags a designer may set on cards; a game with no facts tied to single cards has none. */
  cardTags?(options: O, seats: number): readonly CardTagSpec[];
  /** The editor form of a state. Exact: `toState(toPosition(s), …, s.rng)` has s's fingerprint. */
  toPosition(state: S): Position;
  /** Every problem, located; an empty list means the position can be played. */
  validate(position: Position, options: O, seats: number): Problem[];
  /** Where the cards left unplaced go when play starts, e.g. { zone: "redDeck", label: "shuffled into the red deck" }. */
  unplacedGoTo(position: Position, options: O, seats: number, card: string): { readonly zone: string; readonly label: string };
  /**
   * A playable state from a position without problems. Unplaced cards go where
   * `unplacedGoTo` says, shuffled with `rng`, which then lives on in the state.
   */
  toState(position: Position, options: O, seats: number, rng: RngState): S;
}

/** Cards of the pack not in any zone, as a multiset, in pack order. */
export function unplacedCards(position: Position, pack: readonly string[]): string[] {
  const left = countOf(Object.values(position.zones).flat());
  const out: string[] = [];
  for (const card of pack) {
    const placed = left.get(card) ?? 0;
    if (placed > 0) left.set(card, placed - 1);
    else out.push(card);
  }
  return out;
}

/**
 * The card-conservation problems every game shares: a card placed more often
 * than the pack holds it ("Q♠ is placed twice (grid b2 and red deck): take one
 * of them back to the unplaced cards"), a card
 * that is not in this game's pack, and zones over capacity or unknown.
 */
export function packProblems(position: Position, pack: readonly string[], zones: readonly ZoneSpec[]): Problem[] {
  const problems: Problem[] = [];
  const zoneById = new Map(zones.map((zone) => [zone.id, zone]));
  const inPack = countOf(pack);
  const places = new Map<string, { zone: string; index: number }[]>();
  for (const [zoneId, cards] of Object.entries(position.zones)) {
    const zone = zoneById.get(zoneId);
    if (!zone) {
      problems.push({ message: `There is no zone ${quoteUntrusted(zoneId)} in this game.`, where: [{ zone: zoneId }] });
      continue;
    }
    if (zone.capacity !== null && cards.length > zone.capacity) {
      problems.push({
        message: `${capitalise(zone.label)} holds ${cards.length} cards; it holds at most ${zone.capacity}: move ${someOfThem(cards.length - zone.capacity)} elsewhere.`,
        where: [{ zone: zoneId }],
      });
    }
    cards.forEach((card, index) => {
      const list = places.get(card) ?? [];
      list.push({ zone: zoneId, index });
      places.set(card, list);
    });
  }
  for (const [card, where] of places) {
    const allowed = inPack.get(card) ?? 0;
    const label = displayCard(card);
    if (allowed === 0) {
      problems.push({
        message: `${label} is not a card of this game's pack: take it off the table.`,
        where: where.map((w) => ({ zone: w.zone, card, index: w.index })),
      });
    } else if (where.length > allowed) {
      const zoneNames = placeNames(where.map((w) => zoneById.get(w.zone)?.label ?? w.zone));
      problems.push({
        message: `${label} is placed ${timesWord(where.length)}${allowed > 1 ? ` but the pack has ${allowed}` : ''} (${listWords(zoneNames)}): take ${someOfThem(where.length - allowed)} back to the unplaced cards.`,
        where: where.map((w) => ({ zone: w.zone, card, index: w.index })),
      });
    }
  }
  return problems;
}

/**
 * The problems every game shares in its values: a value missing, not of its
 * kind or out of its bounds ("Turn number is a whole number from 1 to
 * 99999."), and a value the game does not have, named. The form keeps what a
 * designer types within bounds; a file or a hand-made position may not.
 */
export function scalarProblems(position: Position, specs: readonly ScalarSpec[]): Problem[] {
  const known = new Set(specs.map((spec) => spec.key));
  const problems: Problem[] = Object.keys(position.scalars)
    .filter((key) => !known.has(key))
    .map((key) => ({ message: `There is no value ${quoteUntrusted(key)} in this game.`, where: [{ scalar: key }] }));
  for (const spec of specs) {
    const message = scalarProblem(spec, position.scalars[spec.key]);
    if (message) problems.push({ message, where: [{ scalar: spec.key }] });
  }
  return problems;
}

function scalarProblem(spec: ScalarSpec, value: ScalarValue | undefined): string | null {
  if (value === undefined || value === null) return `${spec.label} is not set.`;
  switch (spec.kind) {
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max
        ? null
        : `${spec.label} is a whole number from ${numberText(spec.min)} to ${numberText(spec.max)}.`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${spec.label} is either yes or no.`;
    case 'choice':
      return spec.choices.some((choice) => choice.value === value) ? null : `${spec.label} is one of: ${spec.choices.map((choice) => choice.label).join('; ')}.`;
  }
}

/** The cards a position sets a tag on. */
export function taggedCards(position: Position, key: string): readonly string[] {
  return position.tags?.[key] ?? [];
}

/** The zone `card` lies in, or null when it is not placed. */
export function zoneOfCard(position: Position, card: string): string | null {
  for (const [zone, cards] of Object.entries(position.zones)) if (cards.includes(card)) return zone;
  return null;
}

/**
 * The problems every game with card tags shares: a tag the game does not
 * have, a card tagged twice, and a tagged card that does not lie where the
 * tag can be set ("K♠ is tagged “Held as a hostage”, but it lies in Seat 2's
 * hand"). The editor drops a tag whose card it moves away; a file may not.
 */
export function tagProblems(position: Position, specs: readonly CardTagSpec[], zones: readonly ZoneSpec[]): Problem[] {
  const problems: Problem[] = [];
  const labels = new Map(zones.map((zone) => [zone.id, zone.label]));
  for (const key of Object.keys(position.tags ?? {})) {
    if (!specs.some((spec) => spec.key === key)) problems.push({ message: `There is no card tag ${quoteUntrusted(key)} in this game.`, where: [] });
  }
  for (const spec of specs) {
    const cards = taggedCards(position, spec.key);
    for (const [index, card] of cards.entries()) {
      const name = `${displayCard(card)} is tagged “${spec.label}”`;
      const zone = zoneOfCard(position, card);
      if (cards.indexOf(card) !== index) problems.push({ message: `${name} twice.`, where: zone ? [{ zone, card }] : [] });
      else if (zone === null) problems.push({ message: `${name}, but it is not placed.`, where: [] });
      else if (!spec.zones.includes(zone)) problems.push({ message: `${name}, but it lies in ${labels.get(zone) ?? zone}, where the tag means nothing.`, where: [{ zone, card }] });
    }
  }
  return problems;
}

/** "Q♠" (copies of a card look alike), or the raw id quoted when it is not a card at all. */
export function displayCard(card: string): string {
  return isCopyCardId(card) ? cardLabel(baseCard(card)) : quoteUntrusted(card, 12);
}

export function countOf(cards: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/** Zone labels in order of first appearance, a repeated one counted: "red deck ×3". */
function placeNames(labels: readonly string[]): string[] {
  const counts = countOf(labels);
  return [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label));
}

/** How many of the cards named a fix takes away: "one of them", "3 of them". */
function someOfThem(n: number): string {
  return `${n === 1 ? 'one' : n} of them`;
}

function timesWord(n: number): string {
  return n === 2 ? 'twice' : n === 3 ? 'three times' : `${n} times`;
}

