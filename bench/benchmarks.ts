/** The three measurements: recorded (immer) throughput, fast-path throughput, and seeking in a long record. */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { applyFast } from '../src/engine/core/game';
import { GameRecord, MAIN_LINE, type Cursor } from '../src/engine/core/record';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../src/engine/games/royal-lock';
import type { LongGame } from './long-game';
import { mean, percentile, perSecond, timeRuns } from './measure';

type Played = LongGame['actions'];

/** Plays the actions on one plain state mutated in place: what bots and sims do. */
export function playFast(game: LongGame): number {
  const state = royalLock.setup(game.options, game.seats, game.seed);
  for (const { seat, action } of game.actions) applyFast(royalLock, state, seat, action);
  return game.actions.length;
}

/** Plays the actions through the record, one immer step each, on the main line. */
export function playRecorded(game: LongGame, actions: Played = game.actions): GameRecord<RoyalLockState, RoyalLockAction> {
  const players = Array.from({ length: game.seats }, (_, seat) => ({ name: `Guardian ${seat + 1}`, bot: null }));
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, game.options, players, game.seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (const { seat, action } of actions) {
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(`step ${cursor.step + 1} was refused: ${result.reason}`);
    cursor = result.cursor;
  }
  return record;
}

export interface Throughput {
  readonly actionsPerSec: number;
  readonly actions: number;
  readonly ms: number;
}

export function fastThroughput(game: LongGame, runs: number): Throughput {
  const timing = timeRuns(() => playFast(game), 3, runs);
  return { actionsPerSec: perSecond(timing), actions: timing.units, ms: timing.ms };
}

export function recordedThroughput(game: LongGame, runs: number): { throughput: Throughput; record: GameRecord<RoyalLockState, RoyalLockAction> } {
  let record: GameRecord<RoyalLockState, RoyalLockAction> | null = null;
  const warmup = game.actions.slice(0, 2000);
  playRecorded(game, warmup);
  const timing = timeRuns(() => {
    record = playRecorded(game);
    return game.actions.length;
  }, 0, runs);
  return { throughput: { actionsPerSec: perSecond(timing), actions: timing.units, ms: timing.ms }, record: record! };
}

export interface PathComparison {
  /** Actions per processor second on each path: the median of its blocks. */
  readonly fastPerCpuSec: number;
  readonly recordedPerCpuSec: number;
  /** The median of the ratios of each fast block to the recorded block timed right after it. */
  readonly ratio: number;
  readonly lowestRatio: number;
  readonly highestRatio: number;
  readonly rounds: number;
}

/**
 * Both paths over the same actions, in processor time, each in a worker of
 * its own (bench/isolated.ts) so neither path's garbage is collected on the
 * other's time. Their blocks take turns, and each fast block is compared with
 * the recorded block right after it: the other work on the machine changes
 * both alike within a pair, where two paths measured one after the other
 * could meet a quiet spell and a busy one.
 */
export async function comparePaths(game: LongGame, rounds: number, fastBlockCpuMs: number, recordedBlockCpuMs: number): Promise<PathComparison> {
  const { startIsolatedPath } = await import('./isolated');
  const fast = await startIsolatedPath({ kind: 'path', path: 'fast', game, blockCpuMs: fastBlockCpuMs });
  const recorded = await startIsolatedPath({ kind: 'path', path: 'recorded', game, blockCpuMs: recordedBlockCpuMs });
  const fastBlocks: number[] = [];
  const recordedBlocks: number[] = [];
  const ratios: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      fastBlocks.push(await fast.block());
      recordedBlocks.push(await recorded.block());
      ratios.push(fastBlocks[round]! / recordedBlocks[round]!);
    }
  } finally {
    fast.close();
    recorded.close();
  }
  return {
    fastPerCpuSec: percentile(fastBlocks, 0.5),
    recordedPerCpuSec: percentile(recordedBlocks, 0.5),
    ratio: percentile(ratios, 0.5),
    lowestRatio: Math.min(...ratios),
    highestRatio: Math.max(...ratios),
    rounds,
  };
}

export interface SeekTimes {
  readonly samples: number;
  readonly meanUs: number;
  readonly p99Us: number;
  readonly maxUs: number;
}

/** Times `samples` seeks to random steps of the line, each on its own. */
export function seekTimes(record: GameRecord, line: string, samples: number, seed: number): SeekTimes {
  const last = record.lastStep(line);
  const generator = xoroshiro128plus(seed);
  const steps = Array.from({ length: samples }, () => uniformInt(generator, 0, last));
  let sink = 0;
  // Warm-up over the same kind of work, so the timed seeks run optimised code.
  for (let i = 0; i < 1000; i++) sink += (record.stateAt({ line, step: steps[i % samples]! }) as RoyalLockState).turn;
  const times: number[] = [];
  for (const step of steps) {
    const start = performance.now();
    const state = record.stateAt({ line, step }) as RoyalLockState;
    times.push((performance.now() - start) * 1000);
    sink += state.turn;
  }
  if (sink < 0) throw new Error('unreachable');
  return { samples, meanUs: mean(times), p99Us: percentile(times, 0.99), maxUs: Math.max(...times) };
}
