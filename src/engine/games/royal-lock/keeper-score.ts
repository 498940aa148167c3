/**
 * How the keeper bot judges a position at the end of its turn, before the red
 * draw: the exact odds of every draw (the red deck's contents are known, only
 * its order is not), then a static value of each grid the draw can leave.
 */
import { rankOf, type Rank } from '../../core/cards';
import { isRoyal } from './cards';
import { distance, LINES } from './grid';
import { redDraw } from './red-draw';
import { RED_DRAW_SIZE, type CardId, type Cell, type RoyalLockState } from './types';

export const WIN_SCORE = 1_000_000;
export const LOSS_SCORE = -1_000_000;

/**
 * A grid space as the bot pictures it. A space filled during the bot's own
 * search holds a card it cannot know yet, so it counts only as "a black card
 * with this chance of being royal".
 */
export type ImaginedSpace =
  | { readonly kind: 'card'; readonly card: CardId; readonly locked: boolean }
  | { readonly kind: 'unseen'; readonly royalChance: number }
  | null;

export interface DrawOutcome {
  /** The two drawn ranks; null stands for a rank that is on no grid card. */
  readonly ranks: readonly [Rank | null, Rank | null];
  readonly probability: number;
}

/** The red cards the next draw comes from, or null when the variant rule makes the draw a loss. */
export function nextDrawPool(state: RoyalLockState): CardId[] | null {
  if (state.redDeck.length >= RED_DRAW_SIZE) return state.redDeck;
  if (state.options.redDeckOut === 'loss') return null;
  return [...state.redDeck, ...state.redDiscard, ...(state.lastRedDraw?.cards ?? [])];
}

/**
 * The red cards this turn's end will draw, read from the true position (the
 * deck's order and, when the deck is short, how the seeded shuffle of the
 * discard falls), or null when the variant rule makes the draw a loss. No
 * player knows this; it measures what knowing it would be worth.
 */
export function comingRedDraw(state: RoyalLockState): CardId[] | null {
  if (state.redDeck.length >= RED_DRAW_SIZE) return state.redDeck.slice(0, RED_DRAW_SIZE);
  const copy: RoyalLockState = {
    ...state,
    rng: [...state.rng],
    grid: [...state.grid],
    blackDiscard: [...state.blackDiscard],
    redDeck: [...state.redDeck],
    redDiscard: [...state.redDiscard],
  };
  redDraw(copy);
  return copy.end ? null : [...copy.lastRedDraw!.cards];
}

/** Every distinct pair of ranks 2 cards from the pool can show, grouping ranks the grid does not hold. */
export function drawOutcomes(pool: readonly CardId[], gridRanks: ReadonlySet<Rank>): DrawOutcome[] {
  const counts = new Map<Rank | null, number>();
  for (const card of pool) {
    const rank = rankOf(card);
    const key = gridRanks.has(rank) ? rank : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const n = pool.length;
  const pairs = (n * (n - 1)) / 2;
  if (pairs === 0) return [{ ranks: [null, null], probability: 1 }];
  const keys = [...counts.keys()];
  const outcomes: DrawOutcome[] = [];
  keys.forEach((a, i) => {
    const ca = counts.get(a)!;
    for (let j = i; j < keys.length; j++) {
      const b = keys[j]!;
      const probability = i === j ? (ca * (ca - 1)) / 2 / pairs : (ca * counts.get(b)!) / pairs;
      if (probability > 0) outcomes.push({ ranks: [a, b], probability });
    }
  });
  return outcomes;
}

type KeeperWeight =
  | 'needsEmpty'
  | 'needsUnseenBase'
  | 'needsUnseenNotRoyal'
  | 'needsRoyal'
  | 'needsCard'
  | 'needsLockedCard'
  | 'line'
  | 'lineTwoEmpty'
  | 'empty'
  | 'lockedCard'
  | 'markerDistance'
  | 'drawLoss';

/**
 * The keeper's judgement in numbers, tuned by playing a thousand seeded games
 * per setting. Its scale is the line term: a line one action from a win is
 * worth half of `line`.
 */
export const KEEPER_WEIGHTS: Readonly<Record<KeeperWeight, number>> = {
  /** Actions a space needs before it holds a locked royal. */
  needsEmpty: 4.5,
  needsUnseenBase: 1,
  needsUnseenNotRoyal: 3,
  needsRoyal: 1,
  needsCard: 4.5,
  needsLockedCard: 5.5,
  /** Value of a line that needs no more actions; halves with each action needed. */
  line: 3200,
  lineTwoEmpty: 25,
  empty: 4,
  lockedCard: 5,
  markerDistance: 1,
  /** What losing at the coming draw costs, weighed by its chance. */
  drawLoss: 1000,
};

/** Roughly how many actions a space needs before it is a locked royal. */
function spaceNeeds(space: ImaginedSpace): number {
  const w = KEEPER_WEIGHTS;
  if (space === null) return w.needsEmpty;
  if (space.kind === 'unseen') return w.needsUnseenBase + w.needsUnseenNotRoyal * (1 - space.royalChance);
  const royal = isRoyal(space.card);
  if (royal) return space.locked ? 0 : w.needsRoyal;
  return space.locked ? w.needsLockedCard : w.needsCard;
}

function isWorkSpace(space: ImaginedSpace): boolean {
  if (space === null) return true;
  if (space.kind === 'unseen') return false;
  return isRoyal(space.card) !== space.locked;
}

const LINE_CELLS = LINES.map((line) => line.cells);
const LINE_MASKS = LINE_CELLS.map((cells) => cells.reduce((mask, cell) => mask | (1 << cell), 0));
const BIT_COUNTS = Array.from({ length: 512 }, (_, mask) => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count += 1;
  return count;
});

/**
 * A grid prepared for judging many draws quickly. A line's value is
 * `line × 2^-(needs of its 3 spaces)`, kept per space as the factor 2^-needs.
 */
class PreparedGrid {
  private readonly size: number;
  private readonly ranks: (Rank | null)[] = [];
  private readonly locked: boolean[] = [];
  private readonly lockedPlain: boolean[] = [];
  private readonly factor: number[] = [];
  private readonly factorUnlocked: number[] = [];
  private readonly factorEmpty: number;
  private readonly scratch: number[] = [];
  private emptyMask = 0;
  readonly gridRanks = new Set<Rank>();

  constructor(grid: readonly ImaginedSpace[]) {
    this.size = grid.length;
    this.factorEmpty = Math.pow(2, -spaceNeeds(null));
    grid.forEach((space, cell) => {
      const card = space?.kind === 'card' ? space : null;
      const rank = card ? rankOf(card.card) : null;
      if (rank) this.gridRanks.add(rank);
      if (space === null) this.emptyMask |= 1 << cell;
      this.ranks.push(rank);
      this.locked.push(card?.locked ?? false);
      this.lockedPlain.push(card !== null && card.locked && !isRoyal(card.card));
      this.factor.push(Math.pow(2, -spaceNeeds(space)));
      this.factorUnlocked.push(card ? Math.pow(2, -spaceNeeds({ kind: 'card', card: card.card, locked: false })) : 0);
      this.scratch.push(0);
    });
  }

  /** The grid's value once 2 red cards of these ranks are drawn (null: no grid rank), or null if the draw loses. */
  valueAfter(a: Rank | null, b: Rank | null): number | null {
    const w = KEEPER_WEIGHTS;
    const pair = a !== null && a === b;
    let empties = this.emptyMask;
    let lockedPlain = 0;
    for (let cell = 0; cell < this.size; cell++) {
      const rank = this.ranks[cell];
      const hit = rank != null && (rank === a || rank === b);
      if (hit && (pair || !this.locked[cell])) {
        empties |= 1 << cell;
        this.scratch[cell] = this.factorEmpty;
      } else {
        this.scratch[cell] = hit ? this.factorUnlocked[cell]! : this.factor[cell]!;
        if (!hit && this.lockedPlain[cell]) lockedPlain += 1;
      }
    }
    let lines = 0;
    let twoEmpty = 0;
    for (let i = 0; i < LINE_CELLS.length; i++) {
      const emptyHere = BIT_COUNTS[empties & LINE_MASKS[i]!]!;
      if (emptyHere === 3) return null;
      if (emptyHere === 2) twoEmpty += 1;
      const cells = LINE_CELLS[i]!;
      lines += this.scratch[cells[0]!]! * this.scratch[cells[1]!]! * this.scratch[cells[2]!]!;
    }
    return w.line * lines - w.lineTwoEmpty * twoEmpty - w.lockedCard * lockedPlain - w.empty * BIT_COUNTS[empties]!;
  }
}

/** The value of a grid at the start of the next turn, in points; null when a line is empty. */
export function gridValue(grid: readonly ImaginedSpace[]): number | null {
  return new PreparedGrid(grid).valueAfter(null, null);
}

/** The spaces that need work: an empty space, an unlocked royal, a locked plain card. */
export function workSpaces(grid: readonly ImaginedSpace[]): Cell[] {
  const cells: Cell[] = [];
  grid.forEach((space, cell) => {
    if (isWorkSpace(space)) cells.push(cell);
  });
  return cells;
}

/** A marker near a space that needs work saves actions later. */
export function markerValueNear(work: readonly Cell[], marker: Cell): number {
  let nearest = 4;
  for (const cell of work) nearest = Math.min(nearest, distance(marker, cell));
  return -KEEPER_WEIGHTS.markerDistance * nearest;
}

export function markerValue(grid: readonly ImaginedSpace[], marker: Cell): number {
  return markerValueNear(workSpaces(grid), marker);
}

/** The expected grid value after the coming red draw, every draw weighed by its chance. */
export function drawExpectation(pool: readonly CardId[], grid: readonly ImaginedSpace[]): number {
  const prepared = new PreparedGrid(grid);
  let total = 0;
  for (const outcome of drawOutcomes(pool, prepared.gridRanks)) {
    const value = prepared.valueAfter(outcome.ranks[0], outcome.ranks[1]);
    total += outcome.probability * (value ?? -KEEPER_WEIGHTS.drawLoss);
  }
  return total;
}
