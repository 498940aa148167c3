/**
 * Measurement: at each turn start of games of two keepers, the chance of losing
 * to the coming draw at the end the keeper rates best, and the least chance
 * any end of turn within reach carries. One JSON line a game.
 *   npx tsx scripts/trial/risk.ts FROM TO [BOT] > risk.jsonl
 */
import { royalLock } from '../../src/engine/games/royal-lock';
import { bestEnd, turnEnds } from '../../src/engine/games/royal-lock/keeper-bot';
import { nextDrawPool } from '../../src/engine/games/royal-lock/keeper-score';
import { LINES } from '../../src/engine/games/royal-lock/grid';
import { rankOf } from '../../src/engine/core/cards';
import type { RoyalLockState } from '../../src/engine/games/royal-lock/types';
import { seedFor } from '../../src/engine/testing/seeds';
import { playTimed } from '../duel';
import { botById } from '../royal-lock-duel';

/** The chance the coming draw empties a line, the grid as it truly is, the draw from the red cards a player knows are left. */
function lossChance(state: RoyalLockState): number {
  if (state.end) return state.end.label === 'win' ? 0 : 1;
  const pool = nextDrawPool(state);
  if (!pool || pool.length < 2) return 0;
  let lost = 0;
  let pairs = 0;
  for (let i = 0; i < pool.length; i++) {
    for (let j = i + 1; j < pool.length; j++) {
      const a = rankOf(pool[i]!);
      const b = rankOf(pool[j]!);
      const empty = state.grid.map((s) => !s || ((rankOf(s.card) === a || rankOf(s.card) === b) && (a === b || !s.locked)));
      pairs++;
      if (LINES.some((line) => line.cells.every((cell) => empty[cell]))) lost++;
    }
  }
  return lost / pairs;
}

const from = Number(process.argv[2] ?? 0);
const to = Number(process.argv[3] ?? 600);
const bot = botById(process.argv[4] ?? 'keeper');
for (let i = from; i < to; i++) {
  const seed = seedFor(79, i);
  const state = royalLock.setup(royalLock.defaultOptions(), 2, seed);
  const turns: { chosen: number; min: number }[] = [];
  let lastTurn = -1;
  playTimed(royalLock, state, seed, () => bot, () => true, 10_000, (s: RoyalLockState) => {
    if (s.actionsUsed !== 0 || s.turn === lastTurn || s.end) return;
    lastTurn = s.turn;
    const ends = turnEnds(s);
    const min = Math.min(...ends.map((end) => lossChance(end.node.state)));
    turns.push({ chosen: lossChance(bestEnd(ends).node.state), min });
  });
  console.log(JSON.stringify({ i, outcome: royalLock.outcome(state)?.label ?? 'none', turns }));
}
