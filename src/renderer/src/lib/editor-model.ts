/**
 * The table editor's working copy of a position: cards moved between zones
 * and the palette of unplaced cards, scalar values set in the side form, and
 * undo/redo over both. Pure functions over plain data, so every rule of the
 * editor is pinned by unit tests and the components only draw and forward.
 */
import { unplacedCards, type CardTagSpec, type Position, type Problem, type ScalarSpec, type ScalarValue, type ZoneOrder, type ZoneSpec } from '../../../engine';
import { capitalise, numberText } from '../../../engine/core/words';
export { capitalise };

/** Where a card is picked up from: a place in a zone, or the palette of unplaced cards. */
export type CardSource = { readonly zone: string; readonly index: number } | { readonly palette: string };

/** Where a card is dropped: a zone (at an index, or at the end), or back to the palette. */
export type CardTarget = { readonly zone: string; readonly index?: number } | { readonly palette: true };

export interface EditorDoc {
  readonly position: Position;
  readonly past: readonly Position[];
  readonly future: readonly Position[];
}

/** Enough undo for a long session of setting up, without holding every position ever made. */
export const UNDO_LIMIT = 500;

export function newDoc(position: Position): EditorDoc {
  return { position, past: [], future: [] };
}

export function canUndo(doc: EditorDoc): boolean {
  return doc.past.length > 0;
}

export function canRedo(doc: EditorDoc): boolean {
  return doc.future.length > 0;
}

export function undo(doc: EditorDoc): EditorDoc {
  const previous = doc.past[doc.past.length - 1];
  if (!previous) return doc;
  return { position: previous, past: doc.past.slice(0, -1), future: [doc.position, ...doc.future] };
}

export function redo(doc: EditorDoc): EditorDoc {
  const next = doc.future[0];
  if (!next) return doc;
  return { position: next, past: [...doc.past, doc.position], future: doc.future.slice(1) };
}

/**
 * A new position on top of the undo history. `extra` (what a played state
 * remembers of its past, such as the last draw) no longer describes a
 * position once it is edited, so it is dropped and the game derives a neutral
 * value; an unedited position keeps it and plays on exactly as it was. The
 * card tags are part of the position the designer sees, so they stay.
 */
function commit(doc: EditorDoc, zones: Position['zones'], scalars: Position['scalars'], tags = doc.position.tags): EditorDoc {
  const position: Position = tags && Object.keys(tags).length > 0 ? { zones, scalars, tags } : { zones, scalars };
  const past = [...doc.past, doc.position];
  return { position, past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past, future: [] };
}

export function cardsIn(position: Position, zone: string): readonly string[] {
  return position.zones[zone] ?? [];
}

/** The card a source names, or null when it names nothing (a stale drag, a card already moved). */
export function cardAt(position: Position, pack: readonly string[], source: CardSource): string | null {
  if ('palette' in source) return unplacedCards(position, pack).includes(source.palette) ? source.palette : null;
  return cardsIn(position, source.zone)[source.index] ?? null;
}

/**
 * Moves one card. Dropped on a full zone that holds a single card (a grid
 * space), the two cards change places, since that is what a person setting up
 * a table means; any other zone takes the card at the given index (at the end
 * by default) and an over-full zone is left for the problems list to report.
 */
export function moveCard(
  doc: EditorDoc,
  pack: readonly string[],
  zoneSpecs: readonly ZoneSpec[],
  source: CardSource,
  target: CardTarget,
  tagSpecs: readonly CardTagSpec[] = [],
): EditorDoc {
  const moved = moveCardOnly(doc, pack, zoneSpecs, source, target);
  return moved === doc ? doc : withTagsWhereTheyApply(moved, tagSpecs);
}

function moveCardOnly(doc: EditorDoc, pack: readonly string[], zoneSpecs: readonly ZoneSpec[], source: CardSource, target: CardTarget): EditorDoc {
  const position = doc.position;
  const card = cardAt(position, pack, source);
  if (card === null) return doc;
  if ('palette' in target) {
    if ('palette' in source) return doc;
    return commit(doc, withZone(position.zones, source.zone, without(cardsIn(position, source.zone), source.index)), position.scalars);
  }
  const spec = zoneSpecs.find((zone) => zone.id === target.zone);
  if (!spec) return doc;
  const targetCards = cardsIn(position, target.zone);

  if (!('palette' in source) && source.zone === target.zone) {
    const from = source.index;
    const to = Math.min(target.index ?? targetCards.length - 1, targetCards.length - 1);
    if (from === to) return doc;
    const reordered = without(targetCards, from);
    reordered.splice(to, 0, card);
    return commit(doc, withZone(position.zones, target.zone, reordered), position.scalars);
  }

  let zones = position.zones;
  if (spec.capacity === 1 && targetCards.length === 1) {
    const displaced = targetCards[0]!;
    zones = withZone(zones, target.zone, [card]);
    if (!('palette' in source)) {
      const sourceCards = [...cardsIn(position, source.zone)];
      sourceCards[source.index] = displaced;
      zones = withZone(zones, source.zone, sourceCards);
    }
    return commit(doc, zones, position.scalars);
  }
  if (!('palette' in source)) zones = withZone(zones, source.zone, without(cardsIn(position, source.zone), source.index));
  const into = [...(zones[target.zone] ?? [])];
  const at = Math.max(0, Math.min(target.index ?? into.length, into.length));
  into.splice(at, 0, card);
  return commit(doc, withZone(zones, target.zone, into), position.scalars);
}

/** Every card of a zone back to the palette. */
export function clearZone(doc: EditorDoc, zone: string, tagSpecs: readonly CardTagSpec[] = []): EditorDoc {
  if (cardsIn(doc.position, zone).length === 0) return doc;
  return withTagsWhereTheyApply(commit(doc, withZone(doc.position.zones, zone, []), doc.position.scalars), tagSpecs);
}

/**
 * A card's tag set or taken off. A tag is a fact of the card where it lies, so it is set only on a card lying in one
 * of the tag's zones; anything else leaves the position as it is.
 */
export function toggleTag(doc: EditorDoc, spec: CardTagSpec, card: string): EditorDoc {
  const tagged = doc.position.tags?.[spec.key] ?? [];
  const on = tagged.includes(card);
  if (!on && !spec.zones.some((zone) => cardsIn(doc.position, zone).includes(card))) return doc;
  const cards = on ? tagged.filter((c) => c !== card) : [...tagged, card];
  const { [spec.key]: _old, ...others } = doc.position.tags ?? {};
  return commit(doc, doc.position.zones, doc.position.scalars, cards.length > 0 ? { ...others, [spec.key]: cards } : others);
}

/**
 * A move leaves a tag behind where its card no longer lies in one of the tag's zones ("melded in its owner's latest
 * turn" means nothing in a hand), within the same step of the undo history.
 */
function withTagsWhereTheyApply(doc: EditorDoc, specs: readonly CardTagSpec[]): EditorDoc {
  const tags = doc.position.tags;
  if (!tags) return doc;
  const kept: Record<string, readonly string[]> = {};
  let changed = false;
  for (const [key, cards] of Object.entries(tags)) {
    const spec = specs.find((s) => s.key === key);
    const stay = spec ? cards.filter((card) => spec.zones.some((zone) => cardsIn(doc.position, zone).includes(card))) : cards;
    if (stay.length !== cards.length) changed = true;
    if (stay.length > 0) kept[key] = stay;
  }
  if (!changed) return doc;
  const position: Position = Object.keys(kept).length > 0 ? { ...doc.position, tags: kept } : { zones: doc.position.zones, scalars: doc.position.scalars };
  return { ...doc, position };
}

export function setScalar(doc: EditorDoc, key: string, value: ScalarValue): EditorDoc {
  if (Object.is(doc.position.scalars[key], value)) return doc;
  return commit(doc, doc.position.zones, { ...doc.position.scalars, [key]: value });
}

function withZone(zones: Position['zones'], zone: string, cards: readonly string[]): Position['zones'] {
  return { ...zones, [zone]: cards };
}

function without(cards: readonly string[], index: number): string[] {
  return cards.filter((_, i) => i !== index);
}

/** What a person typed or picked in the side form, as the scalar's value, or the reason it cannot be. */
export function scalarFromInput(
  spec: ScalarSpec,
  raw: string | boolean,
): { readonly ok: true; readonly value: ScalarValue } | { readonly ok: false; readonly reason: string } {
  switch (spec.kind) {
    case 'boolean':
      return { ok: true, value: raw === true || raw === 'true' };
    case 'number': {
      const text = String(raw).trim();
      const value = Number(text);
      if (text === '' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
        return { ok: false, reason: `${spec.label} is a whole number from ${numberText(spec.min)} to ${numberText(spec.max)}.` };
      }
      return { ok: true, value };
    }
    case 'choice': {
      const choice = spec.choices.find((c) => String(c.value) === String(raw));
      if (!choice) return { ok: false, reason: `${spec.label} cannot be “${String(raw)}”.` };
      return { ok: true, value: choice.value };
    }
  }
}

export interface ZoneGroup {
  readonly group: string;
  readonly zones: readonly ZoneSpec[];
}

/** Zones drawn together, groups in the order the game lists their first zone. */
export function zoneGroups(zones: readonly ZoneSpec[]): ZoneGroup[] {
  const groups = new Map<string, ZoneSpec[]>();
  for (const zone of zones) {
    const list = groups.get(zone.group) ?? [];
    list.push(zone);
    groups.set(zone.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, zones: list }));
}

/**
 * Every word the editor says about where a card lies in a zone whose order counts, by the way the game lists it:
 * the zone's head, a card's place, the two ends a card can be put at (the card listed first, then the last one),
 * and the sentence the head explains itself with.
 */
const ORDER_WORDS: Record<
  ZoneOrder,
  { readonly head: string; readonly place: (nth: string) => string; readonly first: string; readonly last: string; readonly help: string }
> = {
  'top-first': {
    head: 'top first',
    place: (nth) => `${nth} from the top`,
    first: 'on top',
    last: 'at the bottom',
    help: 'Listed from the top card down: 1 is the top card.',
  },
  'bottom-first': {
    head: 'bottom first',
    place: (nth) => `${nth} from the bottom`,
    first: 'at the bottom',
    last: 'on top',
    help: 'Listed from the bottom card up: 1 is the bottom card, the last one lies on top.',
  },
  'as-laid': {
    head: 'in the order laid',
    place: (nth) => `laid ${nth}`,
    first: 'laid first',
    last: 'laid last',
    help: 'Listed in the order the cards were laid: 1 was laid first.',
  },
};

/**
 * What a zone's head says beside its name: how many cards it holds (of how
 * many), how they are listed where their order counts, and who sees them in
 * play unless every player does, since the editor shows every card face up:
 * "18 · top first · face down", "3 · bottom first", "7 · hidden from the others".
 */
export function zoneCountText(zone: ZoneSpec, count: number): string {
  const single = zone.capacity === 1;
  return [zone.capacity === null ? String(count) : `${count}/${zone.capacity}`]
    .concat(!single && zone.order && count > 1 ? [ORDER_WORDS[zone.order].head] : [], !single && zone.seenBy !== 'everyone' ? [SIGHT_WORDS[zone.seenBy]] : [])
    .join(' · ');
}

/** The head's words in sentences, for a person who asks: how the cards are listed, then who sees them; null when there is nothing to say. */
export function zoneHelpText(zone: ZoneSpec): string | null {
  const sentences = [zone.order && zone.capacity !== 1 ? ORDER_WORDS[zone.order].help : null, zoneSightText(zone)].filter((s) => s !== null);
  return sentences.length ? sentences.join(' ') : null;
}

const SIGHT_WORDS = { owner: 'hidden from the others', nobody: 'face down' } as const;

/** Who sees a zone's cards in play, in a sentence; null where every player does. */
export function zoneSightText(zone: ZoneSpec): string | null {
  switch (zone.seenBy) {
    case 'everyone':
      return null;
    case 'owner':
      return 'In play only the player these cards belong to sees them; the others see their backs.';
    case 'nobody':
      return 'In play these cards lie face down: no player sees them.';
  }
}

/**
 * A group of single-card spaces that makes a square (a 3×3 grid) is drawn as
 * that square; the side of the square, or null for any other group.
 */
export function squareSide(zones: readonly ZoneSpec[]): number | null {
  if (zones.length < 4 || zones.some((zone) => zone.capacity !== 1)) return null;
  const side = Math.round(Math.sqrt(zones.length));
  return side * side === zones.length ? side : null;
}

export interface PaletteGroup {
  /** Where these cards go when play starts, in words ("shuffled into the red deck"). */
  readonly label: string;
  readonly zone: string;
  readonly cards: readonly string[];
}

/** The unplaced cards, grouped by where play will put them. */
export function paletteGroups(
  position: Position,
  pack: readonly string[],
  goTo: (card: string) => { readonly zone: string; readonly label: string },
): PaletteGroup[] {
  const groups = new Map<string, { label: string; zone: string; cards: string[] }>();
  for (const card of unplacedCards(position, pack)) {
    const where = goTo(card);
    const key = `${where.zone}\u0000${where.label}`;
    const group = groups.get(key) ?? { label: where.label, zone: where.zone, cards: [] };
    group.cards.push(card);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What a problem points at, so the table can light it up. */
export interface Marks {
  readonly zones: ReadonlySet<string>;
  /** `zone#index` of single cards. */
  readonly cards: ReadonlySet<string>;
  readonly scalars: ReadonlySet<string>;
}

export const NO_MARKS: Marks = { zones: new Set(), cards: new Set(), scalars: new Set() };

export function cardKey(zone: string, index: number): string {
  return `${zone}#${index}`;
}

/**
 * The places a problem names. A card named without its index is found in its
 * zone; a zone named without a card is lit as a whole.
 */
export function marksOf(problem: Problem, position: Position): Marks {
  const zones = new Set<string>();
  const cards = new Set<string>();
  const scalars = new Set<string>();
  for (const where of problem.where) {
    if ('scalar' in where) {
      scalars.add(where.scalar);
      continue;
    }
    if (where.index !== undefined) cards.add(cardKey(where.zone, where.index));
    else if (where.card !== undefined) {
      cardsIn(position, where.zone).forEach((card, index) => {
        if (card === where.card) cards.add(cardKey(where.zone, index));
      });
    }
    zones.add(where.zone);
  }
  return { zones, cards, scalars };
}

/** The choices of the keyboard's "move to" list: every zone, then back to the palette. */
export interface Destination {
  readonly value: string;
  readonly label: string;
  readonly target: CardTarget;
}

export const PALETTE_VALUE = '@palette';
/** A zone's id puts a card after its last one; with this suffix, before its first. */
const FIRST_SUFFIX = '@first';

export function destinations(zones: readonly ZoneSpec[], position: Position): Destination[] {
  const list: Destination[] = zones.flatMap((zone): Destination[] => {
    const count = cardsIn(position, zone.id).length;
    const room = zone.capacity === null ? `${count} card${count === 1 ? '' : 's'}` : `${count} of ${zone.capacity}`;
    const name = `${capitalise(zone.label)} (${room})`;
    const whole: Destination = { value: zone.id, label: name, target: { zone: zone.id } };
    // In a zone whose order counts (a deck, a pile, a row) the keyboard may put a card at either end, as a drag onto a
    // card can, the two in the order the zone lists its cards.
    if (!zone.order || count === 0) return [whole];
    const words = ORDER_WORDS[zone.order];
    return [
      { value: `${zone.id}${FIRST_SUFFIX}`, label: `${name}, ${words.first}`, target: { zone: zone.id, index: 0 } },
      { ...whole, label: `${name}, ${words.last}` },
    ];
  });
  list.push({ value: PALETTE_VALUE, label: 'Back to the unplaced cards', target: { palette: true } });
  return list;
}

/**
 * Where a zone's card lies, as a screen reader says it after the card: "in red deck, 2nd from the top",
 * "in discard pile, 1st from the bottom", "in Seat 1's royal line, laid 3rd"; "in Seat 2's hand" where the order
 * means nothing or the card lies alone.
 */
export function cardPlaceText(zone: ZoneSpec, index: number, count: number): string {
  if (!zone.order || count < 2) return `in ${zone.label}`;
  return `in ${zone.label}, ${ORDER_WORDS[zone.order].place(orderWord(index))}`;
}

/** "1st", "2nd", "23rd": a card's place in its zone. */
export function orderWord(index: number): string {
  const n = index + 1;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
