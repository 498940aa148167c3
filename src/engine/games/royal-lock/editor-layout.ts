/**
 * What the table editor shows of Royal Lock: the nine grid spaces, the black
 * and red piles, the red cards on show from the last draw, and the values a
 * designer sets beside them (whose turn, the turn number, actions used, where
 * each marker stands, and which grid cards are locked).
 *
 * Locks are a scalar per grid space rather than a second kind of zone: a lock
 * belongs to the space's card, so a designer drags the card and ticks the box,
 * and moving a card never silently moves a lock with it.
 */
import type { ScalarSpec, ZoneOrder, ZoneSight, ZoneSpec } from '../../core/editor';
import { suitedCards } from '../../core/cards';
import { capitalise } from '../../core/words';
import { CELLS, cellName } from './grid';
import { TURN_MAX } from './state-schema';
import { ACTIONS_PER_TURN, type Cell } from './types';

const COLUMNS = ['a', 'b', 'c'] as const;

/** "grid.a1" is the top-left space, "grid.c3" the bottom-right: columns a–c left to right, rows 1–3 top to bottom. */
export function gridZone(cell: Cell): string {
  return `grid.${COLUMNS[cell % 3]}${Math.floor(cell / 3) + 1}`;
}

export const GRID_ZONES: readonly string[] = CELLS.map(gridZone);

export const zoneIds = {
  blackDeck: 'blackDeck',
  blackDiscard: 'blackDiscard',
  redDeck: 'redDeck',
  redDiscard: 'redDiscard',
  redDraw: 'redDraw',
} as const;

export const scalarKeys = {
  turn: 'turn',
  marker: 'marker',
  actionsUsed: 'actionsUsed',
  markerAt: (marker: number) => `markers.${marker}`,
  locked: (cell: Cell) => `locked.${gridZone(cell).slice('grid.'.length)}`,
} as const;

/** "marker 1 (seat 1)": markers are numbered from 1 on screen; solo, one seat steers both. */
export function markerName(marker: number, seats: number): string {
  return `marker ${marker + 1}${seats === 2 ? ` (seat ${marker + 1})` : ''}`;
}

export function spaceLabel(cell: Cell): string {
  return `${cellName(cell)} space`;
}

export function royalLockPack(): string[] {
  return suitedCards();
}

export function royalLockZones(): ZoneSpec[] {
  const zone = (id: string, label: string, order: ZoneOrder | null, seenBy: ZoneSight, group: string, capacity: number | null = null): ZoneSpec => ({
    id,
    label,
    owner: null,
    order,
    capacity,
    seenBy,
    group,
  });
  return [
    ...CELLS.map((cell): ZoneSpec => ({
      id: gridZone(cell),
      label: spaceLabel(cell),
      owner: null,
      order: null,
      capacity: 1,
      seenBy: 'everyone',
      group: 'grid',
    })),
    zone(zoneIds.blackDeck, 'black deck', 'top-first', 'nobody', 'black cards'),
    zone(zoneIds.blackDiscard, 'black discard', 'top-first', 'everyone', 'black cards'),
    zone(zoneIds.redDeck, 'red deck', 'top-first', 'nobody', 'red cards'),
    zone(zoneIds.redDiscard, 'red discard', 'top-first', 'everyone', 'red cards'),
    // The two cards drawn together act as one draw (a pair, or two ranks): which came first means nothing.
    zone(zoneIds.redDraw, 'red cards drawn at the end of last turn', null, 'everyone', 'red cards', 2),
  ];
}

export function royalLockScalars(seats: number): ScalarSpec[] {
  const spaces = CELLS.map((cell) => ({ value: cell, label: capitalise(cellName(cell)) }));
  return [
    {
      key: scalarKeys.marker,
      label: 'Whose turn',
      help: 'Marker 1 plays the odd turns, marker 2 the even ones.',
      kind: 'choice',
      choices: [0, 1].map((marker) => ({ value: marker, label: capitalise(markerName(marker, seats)) })),
    },
    { key: scalarKeys.turn, label: 'Turn number', help: 'The first turn is turn 1.', kind: 'number', min: 1, max: TURN_MAX },
    { key: scalarKeys.actionsUsed, label: 'Actions used this turn', kind: 'number', min: 0, max: ACTIONS_PER_TURN },
    ...[0, 1].map((marker): ScalarSpec => ({
      key: scalarKeys.markerAt(marker),
      label: `Where ${markerName(marker, seats)} stands`,
      kind: 'choice',
      choices: spaces,
    })),
    ...CELLS.map((cell): ScalarSpec => ({
      key: scalarKeys.locked(cell),
      label: `${capitalise(cellName(cell))} card locked`,
      help: 'A locked card is turned sideways.',
      kind: 'boolean',
    })),
  ];
}
