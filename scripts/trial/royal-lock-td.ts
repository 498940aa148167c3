/**
 * Trial, not a bot of the game: a keeper whose judgement of a grid is learned
 * from games instead of the hand-weighted line formula. The value of a turn
 * start is the chance to win, sigmoid of a sum of table entries: one per line
 * (three classes: edge, middle, diagonal; each space empty or a card, royal or
 * plain, locked or not, and how many red cards of its rank the deck still
 * holds), one per 2x2 corner square, the markers' distances to work, the black
 * deck's royal share and the locks. The turn search and the exact odds of the
 * coming draw are the keeper's; only the judgement after the draw changes.
 *
 *   evaluate GAMES OUT.json [IN.json|-] [BASE] [ALPHA] [LAMBDA]
 *       the keeper plays GAMES games (seedFor(BASE, i)); the table learns its chance to win by TD(lambda)
 *   train GAMES OUT.json [IN.json|-] [BASE] [ALPHA]
 *       the learned judgement plays itself and learns from its own choices (TD(0))
 *   play WEIGHTS.json NAME --from I --to J [--base 78]
 *       the duel's deals, one JSON line each, for `royal-lock-duel.ts compare`
 *
 * TD_SQUARES=0 leaves the squares out; TD_RED=0 leaves out the red cards left.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { rankOf as rankOfSlow, type Rank } from '../../src/engine/core/cards';
const RANKS = new Map<string, Rank>();
function rankOf(card: string): Rank {
  let r = RANKS.get(card);
  if (r === undefined) {
    r = rankOfSlow(card as never);
    RANKS.set(card, r);
  }
  return r;
}
import type { BotSpec } from '../../src/engine/core/game';
import { royalLock, type RoyalLockAction, type RoyalLockView } from '../../src/engine/games/royal-lock';
import { applyAction } from '../../src/engine/games/royal-lock/actions';
import { isRoyal } from '../../src/engine/games/royal-lock/cards';
import { distance } from '../../src/engine/games/royal-lock/grid';
import { firstAction, planTurn, playPlan, turnEnds, type TurnEnd } from '../../src/engine/games/royal-lock/keeper-bot';
import { drawOutcomes, nextDrawPool } from '../../src/engine/games/royal-lock/keeper-score';
import { seatToAct } from '../../src/engine/games/royal-lock/turn';
import type { CardId, RoyalLockState } from '../../src/engine/games/royal-lock/types';
import { seedFor } from '../../src/engine/testing/seeds';
import { playDeal } from '../royal-lock-duel';

const NS = 14; // 0 empty, 2..13 card states
const LINE_TUPLES: [number, number, number, number][] = [
  // [class, end, middle, end]
  [0, 0, 1, 2],
  [0, 6, 7, 8],
  [0, 0, 3, 6],
  [0, 2, 5, 8],
  [1, 3, 4, 5],
  [1, 1, 4, 7],
  [2, 0, 4, 8],
  [2, 2, 4, 6],
];
const SQUARES: [number, number, number, number][] = [
  [0, 1, 3, 4],
  [2, 1, 5, 4],
  [6, 7, 3, 4],
  [8, 7, 5, 4],
];
const LINE_SIZE = NS ** 3;
const SQ_SIZE = NS ** 4;
const OFF_LINES = 0;
const OFF_SQ = OFF_LINES + 3 * LINE_SIZE;
const OFF_MARK = OFF_SQ + SQ_SIZE;
const OFF_BLACK = OFF_MARK + 25;
const OFF_LOCKS = OFF_BLACK + 11;
const OFF_BIAS = OFF_LOCKS + 4;
const SIZE = OFF_BIAS + 1;

let W = new Float64Array(SIZE);

type Dist = { s: number; p: number }[];

const USE_RED = process.env.TD_RED !== '0';
const USE_SQUARES = process.env.TD_SQUARES !== '0';
function cardState(card: CardId, locked: boolean, redLeft: number): number {
  return 2 + ((isRoyal(card) ? 2 : 0) + (locked ? 1 : 0)) * 3 + (USE_RED ? Math.min(2, redLeft) : 2);
}

/** Features of a grid as distributions per cell; returns expected logit and, given `active`, records the features used. */
function logit(cells: Dist[], nextMarker: number, otherMarker: number, royalChance: number, locks: number, active?: Map<number, number>): number {
  let sum = W[OFF_BIAS]!;
  if (active) active.set(OFF_BIAS, 1);
  for (let t = 0; t < LINE_TUPLES.length; t++) {
    const tuple = LINE_TUPLES[t]!;
    const da = cells[tuple[1]]!;
    const db = cells[tuple[2]]!;
    const dc = cells[tuple[3]]!;
    const off = OFF_LINES + tuple[0] * LINE_SIZE;
    for (let i = 0; i < da.length; i++) {
      const x = da[i]!;
      for (let j = 0; j < db.length; j++) {
        const y = db[j]!;
        for (let k = 0; k < dc.length; k++) {
          const z = dc[k]!;
          const lo = x.s < z.s ? x.s : z.s;
          const hi = x.s < z.s ? z.s : x.s;
          const index = off + (lo * NS + y.s) * NS + hi;
          const p = x.p * y.p * z.p;
          sum += p * W[index]!;
          if (active) active.set(index, (active.get(index) ?? 0) + p);
        }
      }
    }
  }
  for (let t = 0; t < (USE_SQUARES ? SQUARES.length : 0); t++) {
    const sq = SQUARES[t]!;
    const dw = cells[sq[0]]!;
    const dx = cells[sq[1]]!;
    const dy = cells[sq[2]]!;
    const dz = cells[sq[3]]!;
    for (let h = 0; h < dw.length; h++) {
      const w = dw[h]!;
      for (let i = 0; i < dx.length; i++) {
        const x = dx[i]!;
        for (let j = 0; j < dy.length; j++) {
          const y = dy[j]!;
          const lo = x.s < y.s ? x.s : y.s;
          const hi = x.s < y.s ? y.s : x.s;
          for (let k = 0; k < dz.length; k++) {
            const z = dz[k]!;
            const index = OFF_SQ + ((w.s * NS + lo) * NS + hi) * NS + z.s;
            const p = w.p * x.p * y.p * z.p;
            sum += p * W[index]!;
            if (active) active.set(index, (active.get(index) ?? 0) + p);
          }
        }
      }
    }
  }
  const extras = [OFF_MARK + nextMarker * 5 + otherMarker, OFF_BLACK + Math.round(royalChance * 10), OFF_LOCKS + Math.min(3, locks)];
  for (const index of extras) {
    sum += W[index]!;
    if (active) active.set(index, (active.get(index) ?? 0) + 1);
  }
  return sum;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function isWork(d: Dist): boolean {
  // empty, unlocked royal, locked plain
  return d.some(({ s }) => s === 0 || (s >= 2 && [2 + 2 * 3, 2 + 2 * 3 + 1, 2 + 2 * 3 + 2, 2 + 1 * 3, 2 + 1 * 3 + 1, 2 + 1 * 3 + 2].includes(s)));
}

function markerDist(cells: Dist[], marker: number): number {
  let nearest = 4;
  cells.forEach((d, cell) => {
    if (isWork(d)) nearest = Math.min(nearest, distance(marker, cell));
  });
  return nearest;
}

function blackRoyalChance(state: RoyalLockState): number {
  const pile = state.blackDeck.length > 0 ? state.blackDeck : state.blackDiscard;
  if (pile.length === 0) return 0;
  return pile.filter(isRoyal).length / pile.length;
}

function rankCounts(pool: readonly CardId[]): Map<Rank, number> {
  const counts = new Map<Rank, number>();
  for (const card of pool) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  return counts;
}

const LINE_CELLS = LINE_TUPLES.map(([, a, b, c]) => [a, b, c]);

/** A turn start's features (every card known): for the TD update. */
function startFeatures(state: RoyalLockState): { cells: Dist[]; next: number; other: number; chance: number; locks: number } {
  const pool = nextDrawPool(state) ?? [];
  const counts = rankCounts(pool);
  const cells: Dist[] = state.grid.map((space) => (space ? [{ s: cardState(space.card, space.locked, counts.get(rankOf(space.card)) ?? 0), p: 1 }] : [{ s: 0, p: 1 }]));
  const locks = state.grid.filter((s) => s?.locked).length;
  const m = state.marker;
  return { cells, next: markerDist(cells, state.markers[m]!), other: markerDist(cells, state.markers[1 - m] ?? state.markers[m]!), chance: blackRoyalChance(state), locks };
}

interface DrawLeaf { p: number; base: number; work: number }
const WORK_STATES = new Set([2 + 2 * 3, 2 + 2 * 3 + 1, 2 + 2 * 3 + 2, 2 + 1 * 3, 2 + 1 * 3 + 1, 2 + 1 * 3 + 2]);
function workMask(cells: Dist[]): number {
  let mask = 0;
  cells.forEach((d, cell) => {
    if (d.some(({ s }) => s === 0 || WORK_STATES.has(s))) mask |= 1 << cell;
  });
  return mask;
}
const NEAREST: number[][] = Array.from({ length: 9 }, (_, marker) =>
  Array.from({ length: 512 }, (_, mask) => {
    let nearest = 4;
    for (let cell = 0; cell < 9; cell++) if ((mask >> cell) & 1) nearest = Math.min(nearest, distance(marker, cell));
    return nearest;
  }),
);

/** Per grid (and deck sizes): each draw's chance, the logit without the marker term, and the cells (for marker distances). */
function drawLeaves(end: TurnEnd): DrawLeaf[] | null {
  const state = end.node.state;
  const pool = nextDrawPool(state);
  if (pool === null) return null;
  const counts = rankCounts(pool);
  const ranks: (Rank | null)[] = [];
  const gridRanks = new Set<Rank>();
  state.grid.forEach((space, cell) => {
    const unseen = end.node.unseen[cell] != null;
    const rank = space && !unseen ? rankOf(space.card) : null;
    ranks.push(rank);
    if (rank) gridRanks.add(rank);
  });
  const chance = blackRoyalChance(state);
  const leaves: DrawLeaf[] = [];
  for (const outcome of drawOutcomes(pool, gridRanks)) {
    const [a, b] = outcome.ranks;
    const pair = a !== null && a === b;
    const cells: Dist[] = [];
    let locks = 0;
    let empties = 0;
    state.grid.forEach((space, cell) => {
      const unseen = end.node.unseen[cell];
      if (unseen != null) {
        cells.push([
          { s: 2 + 2 * 3 + 2, p: unseen },
          { s: 2 + 0 * 3 + 2, p: 1 - unseen },
        ]);
        return;
      }
      if (!space) {
        cells.push([{ s: 0, p: 1 }]);
        empties |= 1 << cell;
        return;
      }
      const rank = ranks[cell]!;
      const hits = (rank === a ? 1 : 0) + (rank === b ? 1 : 0);
      let locked = space.locked;
      if (hits > 0) {
        if (pair || !locked) {
          cells.push([{ s: 0, p: 1 }]);
          empties |= 1 << cell;
          return;
        }
        locked = false;
      }
      if (locked) locks += 1;
      cells.push([{ s: cardState(space.card, locked, (counts.get(rank) ?? 0) - hits), p: 1 }]);
    });
    const lost = LINE_CELLS.some((line) => line.every((c) => (empties >> c) & 1));
    if (lost) continue; // counts 0
    // The marker term is added per end; logit() adds one for (0, 0), taken out again here.
    const base = logit(cells, 0, 0, chance, locks) - W[OFF_MARK]!;
    leaves.push({ p: outcome.probability, base, work: workMask(cells) });
  }
  return leaves;
}

/** An end of turn's value: win 1, loss 0, else the exact expectation over the coming draw of V after it. */
function endValue(end: TurnEnd, cache: Map<string, DrawLeaf[] | null>): number {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? 1 : 0;
  const key = `${end.node.gridKey}|${state.blackDeck.length}|${state.blackDiscard.length}`;
  let leaves = cache.get(key);
  if (leaves === undefined) {
    leaves = drawLeaves(end);
    cache.set(key, leaves);
  }
  if (leaves === null) return 0;
  const nextMarkerIndex = 1 - state.marker;
  const next = state.markers[nextMarkerIndex] ?? state.markers[0]!;
  const other = state.markers[1 - nextMarkerIndex] ?? next;
  let total = 0;
  for (const leaf of leaves) {
    total += leaf.p * sigmoid(leaf.base + W[OFF_MARK + NEAREST[next]![leaf.work]! * 5 + NEAREST[other]![leaf.work]!]!);
  }
  return total;
}

function bestOf(state: RoyalLockState): { action: RoyalLockAction; value: number } {
  const ends = turnEnds(state);
  const cache = new Map<string, DrawLeaf[] | null>();
  let best = ends[0]!;
  let bestValue = -1;
  for (const end of ends) {
    const v = endValue(end, cache);
    if (v > bestValue + 1e-12) {
      bestValue = v;
      best = end;
    }
  }
  return { action: firstAction(best), value: bestValue };
}

function train(games: number, out: string, seedBase: number, alpha: number): void {
  let wins = 0;
  let recent = 0;
  const t0 = Date.now();
  for (let g = 0; g < games; g++) {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, seedFor(seedBase, g));
    let lastTurn = -1;
    let n = 0;
    while (!state.end && n < 2000) {
      const seat = seatToAct(state)!;
      const { action, value } = bestOf(state);
      if (state.turn !== lastTurn && state.actionsUsed === 0) {
        lastTurn = state.turn;
        const f = startFeatures(state);
        const active = new Map<number, number>();
        const v = sigmoid(logit(f.cells, f.next, f.other, f.chance, f.locks, active));
        const delta = value - v;
        const step = alpha / active.size;
        for (const [index, p] of active) W[index] = W[index]! + step * delta * p;
      }
      void seat;
      applyAction(state, action);
      n += 1;
    }
    const won = state.end?.label === 'win';
    if (won) {
      wins += 1;
      recent += 1;
    }
    if ((g + 1) % 500 === 0) {
      console.error(`${g + 1} games, ${(wins / (g + 1) * 100).toFixed(1)}% overall, last 500 ${(recent / 5).toFixed(1)}%, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      recent = 0;
      writeFileSync(out, JSON.stringify(Array.from(W)));
    }
  }
  writeFileSync(out, JSON.stringify(Array.from(W)));
}

/** TD(0) evaluation of the keeper's own play: V learns the keeper's chance to win from each turn start. */
function evaluateKeeper(games: number, out: string, seedBase: number, alpha: number, lambda: number): void {
  let wins = 0;
  let err = 0;
  let errN = 0;
  const t0 = Date.now();
  for (let g = 0; g < games; g++) {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, seedFor(seedBase, g));
    const starts: Map<number, number>[] = [];
    let lastTurn = -1;
    let n = 0;
    while (!state.end && n < 2000) {
      if (state.turn !== lastTurn && state.actionsUsed === 0) {
        lastTurn = state.turn;
        const f = startFeatures(state);
        const active = new Map<number, number>();
        logit(f.cells, f.next, f.other, f.chance, f.locks, active);
        starts.push(active);
      }
      applyAction(state, planTurn(state));
      n += 1;
    }
    const won = state.end?.label === 'win';
    if (won) wins += 1;
    // TD(lambda) targets, computed backwards from the outcome with the current weights.
    const value = (active: Map<number, number>) => {
      let sum = 0;
      for (const [index, p] of active) sum += W[index]! * p;
      return sigmoid(sum);
    };
    let target = won ? 1 : 0;
    for (let t = starts.length - 1; t >= 0; t--) {
      const active = starts[t]!;
      const v = value(active);
      const delta = target - v;
      if (t < 3) {
        err += delta * delta;
        errN += 1;
      }
      const step = alpha / active.size;
      for (const [index, p] of active) W[index] = W[index]! + step * delta * p;
      target = lambda * target + (1 - lambda) * v;
    }
    if ((g + 1) % 2000 === 0) {
      console.error(`${g + 1} games, keeper ${(wins / (g + 1) * 100).toFixed(1)}%, early-start mse ${(err / errN).toFixed(4)}, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      err = 0;
      errN = 0;
      writeFileSync(out, JSON.stringify(Array.from(W)));
    }
  }
  writeFileSync(out, JSON.stringify(Array.from(W)));
}

function tdBot(name: string): BotSpec<RoyalLockView, RoyalLockAction> {
  return { id: name, label: name, choose: (context) => playPlan(context, name, (state) => bestOf(state).action) };
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'train') {
  const [games, out, input, base, alpha] = rest;
  if (input && input !== '-') W = Float64Array.from(JSON.parse(readFileSync(input, 'utf8')) as number[]);
  train(Number(games), out!, Number(base ?? 5000), Number(alpha ?? 0.1));
} else if (command === 'evaluate') {
  const [games, out, input, base, alpha, lambda] = rest;
  if (input && input !== '-') W = Float64Array.from(JSON.parse(readFileSync(input, 'utf8')) as number[]);
  evaluateKeeper(Number(games), out!, Number(base ?? 5000), Number(alpha ?? 0.1), Number(lambda ?? 0.7));
} else if (command === 'play') {
  const [weights, name, ...flags] = rest;
  W = Float64Array.from(JSON.parse(readFileSync(weights!, 'utf8')) as number[]);
  const flag = (f: string, d: number) => {
    const i = flags.indexOf(f);
    return i >= 0 ? Number(flags[i + 1]) : d;
  };
  const bot = tdBot(name!);
  for (let i = flag('--from', 0); i < flag('--to', 300); i++) console.log(JSON.stringify(playDeal(bot, i, flag('--base', 78), 2)));
}
