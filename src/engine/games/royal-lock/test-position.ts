/**
 * Builds Royal Lock positions from a compact description, so tests read like
 * the table they set up:
 *
 *   position({ grid: ['KS', 'QC*', '-',  '2S', '5C', '-',  'JS', '7C', '8S'], markers: [1, 4] })
 *
 * A grid entry is a card id, with `*` when locked, or `-` for an empty space.
 * Decks are listed top card first. Cards not placed anywhere go to the black
 * or red deck (or, when the deck is given, to that colour's discard), so every
 * position holds the 52 cards exactly once unless a test lists both piles.
 */
import { seedRng } from '../../core/rng';
import { blackCards, redCards } from './cards';
import { CENTRE } from './grid';
import { optionsSchema, type CardId, type MarkerIndex, type RedDraw, type RoyalLockOptions, type RoyalLockState } from './types';

export interface PositionSpec {
  readonly grid: readonly string[];
  readonly markers?: readonly [number, number];
  readonly marker?: MarkerIndex;
  readonly actionsUsed?: number;
  readonly seats?: 1 | 2;
  readonly turn?: number;
  readonly blackDeck?: readonly string[];
  readonly blackDiscard?: readonly string[];
  readonly redDeck?: readonly string[];
  readonly redDiscard?: readonly string[];
  /** The cards of the previous turn's draw, still on show. */
  readonly lastRedDraw?: readonly string[];
  readonly options?: Partial<RoyalLockOptions>;
  readonly seed?: number;
}

function parseSpace(entry: string): { card: CardId; locked: boolean } | null {
  if (entry === '-') return null;
  const locked = entry.endsWith('*');
  return { card: (locked ? entry.slice(0, -1) : entry) as CardId, locked };
}

export function position(spec: PositionSpec): RoyalLockState {
  if (spec.grid.length !== 9) throw new Error(`a grid has 9 spaces, not ${spec.grid.length}`);
  const grid = spec.grid.map(parseSpace);
  const placed = new Set<string>([
    ...grid.flatMap((space) => (space ? [space.card] : [])),
    ...(spec.blackDeck ?? []),
    ...(spec.blackDiscard ?? []),
    ...(spec.redDeck ?? []),
    ...(spec.redDiscard ?? []),
    ...(spec.lastRedDraw ?? []),
  ]);
  const spareBlack = blackCards().filter((card) => !placed.has(card));
  const spareRed = redCards().filter((card) => !placed.has(card));
  const cards = (list: readonly string[] | undefined): CardId[] => (list ?? []).map((card) => card as CardId);
  const lastRedDraw: RedDraw | null = spec.lastRedDraw
    ? { turn: Math.max(1, (spec.turn ?? 2) - 1), cards: cards(spec.lastRedDraw), pair: false, reshuffledRedDeck: false, effects: [] }
    : null;
  return {
    rng: seedRng(spec.seed ?? 1),
    options: optionsSchema.parse(spec.options ?? {}),
    seats: spec.seats ?? 2,
    grid,
    markers: [...(spec.markers ?? [CENTRE, CENTRE])],
    blackDeck: spec.blackDeck ? cards(spec.blackDeck) : spareBlack,
    blackDiscard: spec.blackDiscard ? cards(spec.blackDiscard) : spec.blackDeck ? spareBlack : [],
    redDeck: spec.redDeck ? cards(spec.redDeck) : spareRed,
    redDiscard: spec.redDiscard ? cards(spec.redDiscard) : spec.redDeck ? spareRed : [],
    lastRedDraw,
    turn: spec.turn ?? 1,
    marker: spec.marker ?? 0,
    actionsUsed: spec.actionsUsed ?? 0,
    end: null,
  };
}

/** The grid in the same compact form, for comparing a position with what a test expects. */
export function gridOf(state: RoyalLockState): string[] {
  return state.grid.map((space) => (space ? `${space.card}${space.locked ? '*' : ''}` : '-'));
}
