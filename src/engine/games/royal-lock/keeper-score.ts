/**
 * How the keeper bot judges a position at the end of its turn, before the red
 * draw: the exact odds of every draw (the red deck's contents are known, only
 * its order is not), then a static value of each grid the draw can leave,
 * which counts the lines the next turn can finish.
 */
import { rankOf, type Rank } from '../../core/cards';
import { isRoyal } from './cards';
import { CELLS, distance, LINES } from './grid';
import { redDraw } from './red-draw';
import { ACTIONS_PER_TURN, LOCK_LIMIT, RED_DRAW_SIZE, type CardId, type Cell, type RoyalLockState } from './types';

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
  | 'drawLoss'
  | 'nextTurnFinish';

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
  /**
   * A line the next turn can finish (`nextTurnCanFinish`) is worth at least
   * this share of `line`, times the chance its unseen cards are royal.
   */
  nextTurnFinish: 0.625,
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
  /** 1 for a royal, 0 for a plain card or an empty space, the chance of a royal for an unseen card. */
  private readonly royalChance: number[] = [];
  private readonly scratch: number[] = [];
  private emptyMask = 0;
  readonly gridRanks = new Set<Rank>();

  constructor(
    grid: readonly ImaginedSpace[],
    /** Where the next turn's marker stands; null counts no line as one the next turn can finish. */
    private readonly nextMarker: Cell | null,
  ) {
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
      this.royalChance.push(space === null ? 0 : space.kind === 'unseen' ? space.royalChance : isRoyal(space.card) ? 1 : 0);
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
    let locked = 0;
    let lockedPlain = 0;
    for (let cell = 0; cell < this.size; cell++) {
      const rank = this.ranks[cell];
      const hit = rank != null && (rank === a || rank === b);
      if (hit && (pair || !this.locked[cell])) {
        empties |= 1 << cell;
        this.scratch[cell] = this.factorEmpty;
      } else {
        this.scratch[cell] = hit ? this.factorUnlocked[cell]! : this.factor[cell]!;
        if (!hit && this.locked[cell]) locked |= 1 << cell;
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
      const value = this.scratch[cells[0]!]! * this.scratch[cells[1]!]! * this.scratch[cells[2]!]!;
      lines += Math.max(value, emptyHere === 0 ? this.nextTurnFinishValue(cells, locked) : 0);
    }
    return w.line * lines - w.lineTwoEmpty * twoEmpty - w.lockedCard * lockedPlain - w.empty * BIT_COUNTS[empties]!;
  }

  /**
   * A line the next turn can finish is a threat whatever its spaces' factors
   * say: the line term counts it at least `nextTurnFinish` times the chance
   * that its unseen cards are royal.
   */
  private nextTurnFinishValue(line: readonly Cell[], locked: number): number {
    let chance = 1;
    for (const cell of line) chance *= this.royalChance[cell]!;
    if (this.nextMarker === null || chance === 0 || !nextTurnCanFinish(line, locked, this.nextMarker)) return 0;
    return KEEPER_WEIGHTS.nextTurnFinish * chance;
  }
}

/** A job the next turn must do on a space: lock its card, or unlock it to free a lock. */
interface Job {
  readonly cell: Cell;
  readonly lock: boolean;
}

/**
 * Whether the marker acting next can make a line of three locked cards within
 * its turn: lock each unlocked card of the line and, since only 3 cards may be
 * locked at once, unlock every locked card outside it, stepping from space to
 * space under the own-space reach. (Whether the cards are royal is the
 * caller's chance.) `locked` has a bit for each locked space.
 */
export function nextTurnCanFinish(line: readonly Cell[], locked: number, marker: Cell): boolean {
  const jobs: Job[] = [];
  for (const cell of line) if ((locked & (1 << cell)) === 0) jobs.push({ cell, lock: true });
  for (const cell of CELLS) {
    if ((locked & (1 << cell)) !== 0 && !line.includes(cell)) jobs.push({ cell, lock: false });
  }
  if (jobs.length > ACTIONS_PER_TURN) return false;
  return someOrderFits(jobs, marker, 0, BIT_COUNTS[locked]!);
}

/** Tries the jobs in every order (at most 3 of them): walking to each costs its steps, doing it one action. */
function someOrderFits(jobs: readonly Job[], at: Cell, used: number, locks: number): boolean {
  if (jobs.length === 0) return true;
  return jobs.some((job, index) => {
    const cost = used + distance(at, job.cell) + 1;
    if (cost > ACTIONS_PER_TURN || (job.lock && locks >= LOCK_LIMIT)) return false;
    const rest = jobs.filter((_, other) => other !== index);
    return someOrderFits(rest, job.cell, cost, job.lock ? locks + 1 : locks - 1);
  });
}

/** The value of a grid at the start of the next turn, in points; null when a line is empty. */
export function gridValue(grid: readonly ImaginedSpace[], nextMarker: Cell | null): number | null {
  return new PreparedGrid(grid, nextMarker).valueAfter(null, null);
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
export function drawExpectation(pool: readonly CardId[], grid: readonly ImaginedSpace[], nextMarker: Cell | null): number {
  const prepared = new PreparedGrid(grid, nextMarker);
  let total = 0;
  for (const outcome of drawOutcomes(pool, prepared.gridRanks)) {
    const value = prepared.valueAfter(outcome.ranks[0], outcome.ranks[1]);
    total += outcome.probability * (value ?? -KEEPER_WEIGHTS.drawLoss);
  }
  return total;
}
