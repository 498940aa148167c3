/**
 * The table editor's view of Royal Lock (core/editor.ts): the layout from
 * editor-layout.ts, the checks from editor-checks.ts, and the way between a
 * state and a position in both directions.
 */
import { z } from 'zod';
import type { GameEditor, Position, ScalarValue, ZoneNote } from '../../core/editor';
import { shuffleInPlace, type RngState } from '../../core/rng';
import { rankOfCard } from './cards';
import { CELLS } from './grid';
import { readValues, unplacedDestination, unplacedOf, validateRoyalLock, zoneOf } from './editor-checks';
import { gridZone, royalLockPack, royalLockScalars, royalLockZones, scalarKeys, zoneIds } from './editor-layout';
import { redDrawSchema, stateSchema } from './state-schema';
import type { CardId, RedDraw, RoyalLockOptions, RoyalLockState } from './types';

/**
 * What the table shows of the last draw beyond its cards (what it removed or
 * unlocked, whether it reshuffled): carried over when it is about the cards on
 * show, else the neutral value of a draw that touched nothing.
 */
const extraSchema = z.object({ lastRedDraw: redDrawSchema.nullable() }).strict();

function toPosition(state: RoyalLockState): Position {
  const zones: Record<string, string[]> = {};
  const scalars: Record<string, ScalarValue> = {
    [scalarKeys.turn]: state.turn,
    [scalarKeys.marker]: state.marker,
    [scalarKeys.actionsUsed]: state.actionsUsed,
  };
  state.markers.forEach((cell, marker) => (scalars[scalarKeys.markerAt(marker)] = cell));
  for (const cell of CELLS) {
    const space = state.grid[cell];
    zones[gridZone(cell)] = space ? [space.card] : [];
    scalars[scalarKeys.locked(cell)] = space?.locked ?? false;
  }
  zones[zoneIds.blackDeck] = [...state.blackDeck];
  // Discards keep the most recent card last; the editor lists them top first, like the decks, the card on show first.
  zones[zoneIds.blackDiscard] = [...state.blackDiscard].reverse();
  zones[zoneIds.redDeck] = [...state.redDeck];
  zones[zoneIds.redDiscard] = [...state.redDiscard].reverse();
  zones[zoneIds.redDraw] = [...(state.lastRedDraw?.cards ?? [])];
  const lastRedDraw = state.lastRedDraw ? (JSON.parse(JSON.stringify(state.lastRedDraw)) as RedDraw) : null;
  return { zones, scalars, extra: { lastRedDraw } };
}

function lastRedDrawOf(position: Position, turn: number): RedDraw | null {
  const cards = zoneOf(position, zoneIds.redDraw) as CardId[];
  if (cards.length === 0) return null;
  const parsed = extraSchema.safeParse(position.extra ?? {});
  const kept = parsed.success ? parsed.data.lastRedDraw : null;
  if (kept && kept.turn === turn - 1 && kept.cards.length === cards.length && kept.cards.every((card, i) => card === cards[i])) {
    return kept;
  }
  const pair = cards.length === 2 && rankOfCard(cards[0]!) === rankOfCard(cards[1]!);
  return { turn: Math.max(1, turn - 1), cards: [...cards], pair, reshuffledRedDeck: false, effects: [] };
}

/**
 * A playable state from a position without problems. Unplaced black cards go
 * under the black deck's placed cards, red ones under the red deck's, each
 * shuffled; a game that was over when exported starts again un-ended, since
 * no position with problems is ever turned into a state.
 */
function toState(position: Position, options: RoyalLockOptions, seats: number, rng: RngState): RoyalLockState {
  const problems = validateRoyalLock(position, options, seats);
  if (problems.length > 0) throw new Error(`This position cannot be played: ${problems[0]!.message}`);
  const values = readValues(position);
  const holder = { rng: [...rng] };
  const unplaced = unplacedOf(position) as CardId[];
  const black = unplaced.filter((card) => unplacedDestination(card).zone === zoneIds.blackDeck);
  const red = unplaced.filter((card) => unplacedDestination(card).zone === zoneIds.redDeck);
  shuffleInPlace(holder, black);
  shuffleInPlace(holder, red);
  const cards = (zone: string) => [...(zoneOf(position, zone) as CardId[])];
  const turn = values.turn!;
  return {
    rng: holder.rng,
    options: { reach: options.reach, redDeckOut: options.redDeckOut },
    seats,
    grid: CELLS.map((cell) => {
      const card = zoneOf(position, gridZone(cell))[0] as CardId | undefined;
      return card === undefined ? null : { card, locked: values.locked[cell] === true };
    }),
    markers: values.markers.map((cell) => cell!),
    blackDeck: [...cards(zoneIds.blackDeck), ...black],
    blackDiscard: cards(zoneIds.blackDiscard).reverse(),
    redDeck: [...cards(zoneIds.redDeck), ...red],
    redDiscard: cards(zoneIds.redDiscard).reverse(),
    lastRedDraw: lastRedDrawOf(position, turn),
    turn,
    marker: values.marker!,
    actionsUsed: values.actionsUsed!,
    end: null,
  };
}

/**
 * The markers stand on grid spaces and the locks belong to the spaces' cards:
 * each is written on its space ("marker 1 · to move", "locked"). Values the
 * checks refuse are left out here; the problem list names them.
 */
function zoneNotes(position: Position): ZoneNote[] {
  const values = readValues(position);
  const notes: ZoneNote[] = [];
  values.markers.forEach((cell, marker) => {
    if (cell === null) return;
    const toMove = values.marker === marker ? ' · to move' : '';
    notes.push({ zone: gridZone(cell), text: `marker ${marker + 1}${toMove}` });
  });
  CELLS.forEach((cell) => {
    if (values.locked[cell] === true) notes.push({ zone: gridZone(cell), text: 'locked' });
  });
  return notes;
}

export const royalLockEditor: GameEditor<RoyalLockState, RoyalLockOptions> = {
  stateSchema,
  pack: () => royalLockPack(),
  zones: () => royalLockZones(),
  scalars: (_options, seats) => royalLockScalars(seats),
  zoneNotes: (position) => zoneNotes(position),
  toPosition,
  validate: validateRoyalLock,
  unplacedGoTo: (_position, _options, _seats, card) => unplacedDestination(card),
  toState,
};
