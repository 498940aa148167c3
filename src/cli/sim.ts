/**
 * Bot-against-rules simulation on the fast path: each game is one plain
 * state mutated in place, so thousands of games run in seconds. A game kept
 * as a replay is rebuilt through GameRecord, the same way the app records,
 * and must reach the very position the fast path reached.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { applyFast, botChoice, type BaseAction, type BaseState, type Outcome, type Seat } from '../engine/core/game';
import { stateHash } from '../engine/core/hash';
import { quotePath } from '../engine/core/quote';
import { GameRecord, MAIN_LINE, type Cursor } from '../engine/core/record';
import { recordToReplay } from '../engine/core/replay-file';
import { seedFor } from '../engine/testing/seeds';
import { errorCode, oneLine } from '../main/files/fs-messages';
import { REPLAY_EXTENSION, writeReplay } from '../main/files/replay-store';
import { CommandError } from './replay-commands';
import type { SimArgs } from './args';
import type { SimConfig } from './sim-config';
import { tallyInWorkers, workerCount } from './sim-parallel';
import { findGame } from '../engine/games';
import { addGame, emptyTally, histogram, SHARE_UNIT, wilson95, type Bin, type RateInterval, type SimTally } from './sim-stats';

export interface PlayedGame {
  readonly index: number;
  readonly seed: number;
  readonly actions: readonly { readonly seat: Seat; readonly action: BaseAction }[];
  readonly outcome: Outcome | null;
  /** Each seat's points at the end, for a finished game of a game that counts points; null otherwise. */
  readonly scores: readonly number[] | null;
  readonly finalHash: string;
}

/** What makes games one series: the report names it, and merged shards must agree on it. */
export interface Series {
  readonly game: string;
  /** Games in the whole series. */
  readonly games: number;
  readonly seed: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly maxActions: number;
}

/** One seat's final points over the finished games; with none finished, the figures are null and there are no bins. */
export interface SeatScores {
  readonly mean: number | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly histogram: readonly Bin[];
}

export interface SimReport extends Omit<Series, 'games' | 'maxActions'> {
  /** Games this report covers: the series, or one shard of it. */
  readonly games: number;
  readonly outcomes: Readonly<Record<string, number>>;
  /** For each seat, the games it won alone or shared. */
  readonly winsBySeat: readonly number[];
  /** For each seat, its share of the wins: a game won by k seats gives each 1/k, so the shares add up to the finished games. */
  readonly shareBySeat: readonly number[];
  readonly meanActions: number;
  readonly minActions: number;
  readonly maxActions: number;
  readonly unfinished: number;
  /** Each seat's wins over the finished games alone, with the 95% confidence interval; with none finished, no rate in 0 to 1. */
  readonly winRateBySeat: readonly RateInterval[];
  /** The spread of game lengths in actions, every game counted (an unfinished one at the length it was cut off). */
  readonly actionsHistogram: readonly Bin[];
  /** Each seat's points over the finished games; null for a game that counts no points. */
  readonly scoresBySeat: readonly SeatScores[] | null;
  readonly maxActionLimit: number;
  /** Games in the whole series; `games` is how many this report covers, fewer for one shard. */
  readonly seriesGames: number;
  readonly shard: Shard | null;
  /** The sums the report was made from, which merge adds up across shards. */
  readonly tally: SimTally;
  readonly elapsedMs: number;
}

/** Plays game `index` of the series to its end or to the action limit. */
export function playGame(config: SimConfig, index: number): PlayedGame {
  const { game, bots } = config;
  const seed = seedFor(config.seed, index);
  const state = game.setup(config.options, config.players, seed) as BaseState;
  const actions: { seat: Seat; action: BaseAction }[] = [];
  let outcome: Outcome | null = game.outcome(state);
  while (!outcome && actions.length < config.maxActions) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) throw new Error(`${game.title} stopped with nobody to act and no outcome (seed ${seed}).`);
    const legal = game.legalActions(state, seat) as BaseAction[];
    const bot = bots[seat]!;
    const action = botChoice(game, bot, { state, seat, legal, seed: seedFor(seed, actions.length + 1) });
    applyFast(game, state, seat, action);
    actions.push({ seat, action });
    outcome = game.outcome(state);
  }
  const scores = outcome && game.finalScores ? [...game.finalScores(state)] : null;
  return { index, seed, actions, outcome, scores, finalHash: stateHash(state) };
}

function fileName(config: SimConfig, played: PlayedGame): string {
  const width = String(config.games).length;
  return `${config.game.id}-${String(played.index + 1).padStart(width, '0')}-seed${played.seed}${REPLAY_EXTENSION}`;
}

/** Rebuilds a played game through the record and writes it as a replay file; returns its path. */
export async function saveReplay(config: SimConfig, played: PlayedGame, dir: string, savedAt: string): Promise<string> {
  const players = config.bots.map((bot, seat) => ({ name: `${bot.label} ${seat + 1}`, bot: bot.id }));
  const record = GameRecord.start(config.game, config.options, players, played.seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (const { seat, action } of played.actions) {
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(`game ${played.index + 1} could not be recorded: ${result.reason}`);
    cursor = result.cursor;
  }
  if (stateHash(record.stateAt(cursor)) !== played.finalHash) {
    throw new Error(`game ${played.index + 1}: the recorded path reached another position than the fast path`);
  }
  const path = join(dir, fileName(config, played));
  const title = `${config.game.title} simulation, game ${played.index + 1} of ${config.games}`;
  try {
    await writeReplay(path, recordToReplay(record, { cursor, savedAt, title }));
  } catch (error) {
    // The store says why in a user's words; the game it was saving is worth naming too.
    throw new CommandError(`The replay of game ${played.index + 1} was not saved: ${error instanceof Error ? error.message : String(error)}`);
  }
  return path;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Which part of a study this run plays: shard `index` of `count`, numbered from 1. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The games shard i of n plays: a contiguous run of game numbers, so shards never overlap and together cover the series. */
export function shardRange(games: number, shard: Shard | null): { from: number; to: number } {
  if (!shard) return { from: 0, to: games };
  return { from: Math.floor(((shard.index - 1) * games) / shard.count), to: Math.floor((shard.index * games) / shard.count) };
}

export interface SimHooks {
  /** The clock for elapsedMs and the save time of replay files. */
  readonly now?: () => number;
  readonly shard?: Shard | null;
  /** Plays the games on this many worker threads, at most one per core; the sums are the same as on one. */
  readonly parallel?: { readonly jobs: number; readonly args: SimArgs } | null;
  /** Called now and then with the games played so far and the games to play. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Plays games `from` to `to` (not included) in this thread, adding each to `tally`. */
export async function playRange(config: SimConfig, from: number, to: number, tally: SimTally, savedAt: string, onGame?: () => void): Promise<void> {
  for (let index = from; index < to; index++) {
    const played = playGame(config, index);
    addGame(tally, played);
    if (config.saveReplays) await saveReplay(config, played, config.saveReplays, savedAt);
    onGame?.();
  }
}

/** Why the folder for --save-replays could not be made, as a sentence. */
export function folderFailureMessage(error: unknown, dir: string): string {
  const shown = quotePath(dir);
  switch (errorCode(error)) {
    case 'EEXIST':
      return `${shown} is a file, not a folder: --save-replays needs a folder to write the replays into.`;
    case 'ENOTDIR':
      return `The folder ${shown} cannot be made: part of its path is a file, not a folder.`;
    case 'EACCES':
    case 'EPERM':
      return `The folder ${shown} cannot be made: permission denied.`;
    case 'EROFS':
      return `The folder ${shown} cannot be made: the disk is read-only.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The folder ${shown} cannot be made: the disk is full.`;
    case 'ENAMETOOLONG':
      return `The path ${shown} is too long.`;
    default:
      return `The folder ${shown} cannot be made (${errorCode(error) ?? (error instanceof Error ? oneLine(error.message) : 'unknown error')}).`;
  }
}

/** Makes the folder replays are saved into before any game is played, so a bad folder costs no games. */
export async function makeReplayFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new CommandError(folderFailureMessage(error, dir));
  }
}

export async function runSim(config: SimConfig, hooks: SimHooks = {}): Promise<SimReport> {
  const now = hooks.now ?? (() => performance.now());
  const started = now();
  if (config.saveReplays) await makeReplayFolder(config.saveReplays);
  const savedAt = new Date().toISOString();
  const shard = hooks.shard ?? null;
  const { from, to } = shardRange(config.games, shard);
  let tally: SimTally;
  const jobs = hooks.parallel ? workerCount(hooks.parallel.jobs, to - from, availableParallelism()) : 1;
  if (hooks.parallel && jobs > 1) {
    tally = await tallyInWorkers(hooks.parallel.args, { from, to, jobs, players: config.players, savedAt }, hooks.onProgress);
  } else {
    tally = emptyTally(config.players);
    let done = 0;
    await playRange(config, from, to, tally, savedAt, () => hooks.onProgress?.(++done, to - from));
  }
  return simReport(seriesOf(config), tally, shard, round(now() - started));
}

export function seriesOf(config: SimConfig): Series {
  const { game, games, seed, players, bots, options, maxActions } = config;
  return { game: game.id, games, seed, players, bots: bots.map((bot) => bot.id), options: { ...options }, maxActions };
}

function seatScores(counts: Readonly<Record<string, number>>): SeatScores {
  const entries = Object.entries(counts).map(([value, games]) => [Number(value), games] as const);
  const games = entries.reduce((sum, [, n]) => sum + n, 0);
  if (games === 0) return { mean: null, min: null, max: null, histogram: [] };
  const values = entries.map(([value]) => value);
  const total = entries.reduce((sum, [value, n]) => sum + value * n, 0);
  return { mean: round(total / games), min: Math.min(...values), max: Math.max(...values), histogram: histogram(counts) };
}

/** The report of a series from its sums; `merge` builds the same from the sums of every shard. */
export function simReport(series: Series, tally: SimTally, shard: Shard | null, elapsedMs: number): SimReport {
  const finished = tally.games - tally.unfinished;
  return {
    game: series.game,
    games: tally.games,
    seed: series.seed,
    players: series.players,
    bots: [...series.bots],
    options: { ...series.options },
    outcomes: Object.fromEntries(Object.entries(tally.outcomes).sort(([a], [b]) => (a < b ? -1 : 1))),
    winsBySeat: [...tally.winsBySeat],
    shareBySeat: tally.shareUnitsBySeat.map((units) => round(units / SHARE_UNIT)),
    winRateBySeat: tally.winsBySeat.map((wins) => {
      const interval = wilson95(wins, finished);
      return { rate: interval.rate === null ? null : round(interval.rate), low: round(interval.low), high: round(interval.high) };
    }),
    actionsHistogram: histogram(tally.actionCounts),
    scoresBySeat: findGame(series.game)?.finalScores ? tally.scoreCountsBySeat.map(seatScores) : null,
    meanActions: tally.games ? round(tally.totalActions / tally.games) : 0,
    minActions: tally.games ? tally.minActions : 0,
    maxActions: tally.maxActions,
    unfinished: tally.unfinished,
    maxActionLimit: series.maxActions,
    seriesGames: series.games,
    shard,
    tally,
    elapsedMs,
  };
}
