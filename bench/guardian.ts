/**
 * The guardian: a Royal Lock policy that tries to survive, not to win, so the
 * bench gets one honest game record of 10,000 actions.
 *
 * It sees only its seat's view. At each decision it tries every way to spend
 * the rest of its turn (moves, fills, locks; a filled card stays unknown to
 * it until it is really turned up) and judges each end position by the exact
 * odds of the coming red draw: the red deck's contents are known from the
 * cards already seen, only their order is not. A draw that empties a line
 * costs everything; otherwise it wants few empty spaces, no line close to
 * emptying and the diagonal 0-4-8 locked, since every line crosses that
 * diagonal. It never locks three royal cards in a line: that would win and
 * end the game. Spare actions unlock and relock a diagonal card, so turns
 * stay full and the game holds fewer red draws. It plays with the any-space
 * reach option, where lock, unlock and remove reach the whole grid.
 */
import { mutableCopy } from '../src/engine/core/game';
import { rankOf, type Rank } from '../src/engine/core/cards';
import { seedRng } from '../src/engine/core/rng';
import { royalLock } from '../src/engine/games/royal-lock';
import { blackCards, redCards } from '../src/engine/games/royal-lock/cards';
import { distance, LINES } from '../src/engine/games/royal-lock/grid';
import type { CardId, RoyalLockAction, RoyalLockState, RoyalLockView } from '../src/engine/games/royal-lock/types';

export const GUARDIAN_OPTIONS = { reach: 'any-space', redDeckOut: 'reshuffle' } as const;
const DIAGONAL: readonly number[] = [0, 4, 8];
const CENTRE = 4;
const END_TURN: RoyalLockAction = { type: 'endTurn' };

const WEIGHTS = { loss: 1e6, win: 1e6, empty: 1, lineTwoEmpty: 6, openDiagonal: 2, unseen: 0.3, offCentre: 0.05 };

interface Node {
  readonly state: RoyalLockState;
  readonly first: RoyalLockAction | null;
  /** Spaces filled during the search: their card is not known yet. */
  readonly unseen: readonly boolean[];
}

function seenCards(view: RoyalLockView): Set<CardId> {
  const seen = new Set<CardId>([...view.blackDiscard, ...view.redDiscard, ...(view.lastRedDraw?.cards ?? [])]);
  for (const space of view.grid) if (space) seen.add(space.card);
  return seen;
}

/** A position to search from: the view, with the unseen cards in the decks in an arbitrary order. */
function positionOf(view: RoyalLockView): RoyalLockState {
  const seen = seenCards(view);
  return {
    rng: seedRng(0),
    options: { ...view.options },
    seats: view.seats,
    grid: view.grid.map((space) => (space ? { ...space } : null)),
    markers: [...view.markers],
    blackDeck: blackCards().filter((card) => !seen.has(card)),
    blackDiscard: [...view.blackDiscard],
    redDeck: redCards().filter((card) => !seen.has(card)),
    redDiscard: [...view.redDiscard],
    lastRedDraw: null,
    turn: view.turn,
    marker: view.marker,
    actionsUsed: view.actionsUsed,
    end: null,
  };
}

/** The ranks the next draw comes from, counted: the unseen red cards, or every red card if the deck must reshuffle. */
function drawPool(view: RoyalLockView): Map<Rank, number> {
  const seen = seenCards(view);
  const pool = view.redDeckCount < 2 ? redCards() : redCards().filter((card) => !seen.has(card));
  const counts = new Map<Rank, number>();
  for (const card of pool) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  return counts;
}

type Space = { rank: Rank | null; locked: boolean } | null;

function staticValue(grid: readonly Space[], marker: number): number {
  let value = 0;
  for (const line of LINES) {
    const empties = line.cells.filter((cell) => !grid[cell]).length;
    if (empties === 3) return -WEIGHTS.loss;
    if (empties === 2) value -= WEIGHTS.lineTwoEmpty;
  }
  for (let cell = 0; cell < 9; cell++) {
    const space = grid[cell];
    if (!space) value -= WEIGHTS.empty;
    else if (space.rank === null) value -= WEIGHTS.unseen;
    if (DIAGONAL.includes(cell) && !space?.locked) value -= WEIGHTS.openDiagonal;
  }
  return value - WEIGHTS.offCentre * distance(marker, CENTRE);
}

/** The value of a position at the end of the turn: the average over every red draw the pool allows. */
function evaluate(node: Node, pool: Map<Rank, number>): number {
  const { state } = node;
  if (state.end) return state.end.label === 'win' ? -WEIGHTS.win : -WEIGHTS.loss;
  const grid: Space[] = state.grid.map((space, cell) =>
    space ? { rank: node.unseen[cell] ? null : rankOf(space.card), locked: space.locked } : null,
  );
  const marker = state.markers[state.marker]!;
  const ranks = [...pool.keys()];
  const n = ranks.reduce((sum, rank) => sum + pool.get(rank)!, 0);
  const draws = (n * (n - 1)) / 2;
  if (draws === 0) return staticValue(grid, marker);
  let value = 0;
  for (let i = 0; i < ranks.length; i++) {
    for (let j = i; j < ranks.length; j++) {
      const a = ranks[i]!;
      const b = ranks[j]!;
      const ca = pool.get(a)!;
      const p = i === j ? (ca * (ca - 1)) / 2 / draws : (ca * pool.get(b)!) / draws;
      if (p === 0) continue;
      const after = grid.map((space): Space => {
        if (!space || space.rank === null || (space.rank !== a && space.rank !== b)) return space;
        return a === b || !space.locked ? null : { rank: space.rank, locked: false };
      });
      value += p * staticValue(after, marker);
    }
  }
  return value;
}

function keyOf(node: Node): string {
  const grid = node.state.grid.map((space, cell) => (space ? (node.unseen[cell] ? '?' : space.card) + (space.locked ? '*' : '') : '-'));
  return `${grid.join(',')}|${node.state.markers.join(',')}|${node.state.blackDeck.length}`;
}

function worthTrying(node: Node, action: RoyalLockAction): boolean {
  switch (action.type) {
    case 'move':
    case 'fill':
    case 'lock':
      return true;
    case 'reshuffle':
      return node.state.blackDeck.length === 0;
    default:
      return false;
  }
}

function child(node: Node, seat: number, action: RoyalLockAction): Node {
  const state = mutableCopy(node.state);
  royalLock.apply(state, seat, action);
  const unseen = action.type === 'fill' ? node.unseen.map((u, cell) => u || cell === action.cell) : node.unseen;
  return { state, first: node.first ?? action, unseen };
}

function sameAction(a: RoyalLockAction, b: RoyalLockAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function chooseGuardian(view: RoyalLockView, legal: readonly RoyalLockAction[]): RoyalLockAction {
  const seat = view.seatToAct;
  if (seat === null || legal.length === 0) return legal[0] ?? END_TURN;
  const pool = drawPool(view);
  const root: Node = { state: positionOf(view), first: null, unseen: view.grid.map(() => false) };
  let best = { value: evaluate(root, pool), action: END_TURN };
  const seen = new Set([keyOf(root)]);
  let frontier = [root];
  while (frontier.length) {
    const next: Node[] = [];
    for (const node of frontier) {
      if (node.state.end || node.state.actionsUsed >= 3) continue;
      for (const action of royalLock.legalActions(node.state, seat)) {
        if (!worthTrying(node, action)) continue;
        const grown = child(node, seat, action);
        const key = keyOf(grown);
        if (seen.has(key)) continue;
        seen.add(key);
        const value = evaluate(grown, pool);
        if (value > best.value + 1e-9) best = { value, action: grown.first! };
        next.push(grown);
      }
    }
    frontier = next;
  }
  const chosen = legal.find((action) => sameAction(action, best.action));
  if (chosen && chosen.type !== 'endTurn') return chosen;
  if (view.actionsLeft >= 2) {
    // A spare action: unlock a diagonal card now, relock it with the next; no red draw falls in between.
    const cell = DIAGONAL.find((c) => view.grid[c]?.locked);
    const unlock = cell === undefined ? undefined : legal.find((a) => a.type === 'unlock' && a.cell === cell);
    if (unlock) return unlock;
  }
  return legal.find((action) => action.type === 'endTurn') ?? legal[0]!;
}
