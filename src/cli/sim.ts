/**
 * Bot-against-rules simulation on the fast path: each game is one plain
 * state mutated in place, so thousands of games run in seconds. A game kept
 * as a replay is rebuilt through GameRecord, the same way the app records,
 * and must reach the very position the fast path reached.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { applyFast, type BaseAction, type BaseState, type Outcome, type Seat } from '../engine/core/game';
import { stateHash } from '../engine/core/hash';
import { GameRecord, MAIN_LINE, type Cursor } from '../engine/core/record';
import { recordToReplay } from '../engine/core/replay-file';
import { seedFor } from '../engine/testing/seeds';
import { REPLAY_EXTENSION, writeReplay } from '../main/files/replay-store';
import type { SimConfig } from './sim-config';

export interface PlayedGame {
  readonly index: number;
  readonly seed: number;
  readonly actions: readonly { readonly seat: Seat; readonly action: BaseAction }[];
  readonly outcome: Outcome | null;
  readonly finalHash: string;
}

export interface SimReport {
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly players: number;
  readonly bots: readonly string[];
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly outcomes: Readonly<Record<string, number>>;
  /** For each seat, the games it won alone or shared. */
  readonly winsBySeat: readonly number[];
  /** For each seat, its share of the wins: a game won by k seats gives each 1/k, so the shares add up to the finished games. */
  readonly shareBySeat: readonly number[];
  readonly meanActions: number;
  readonly minActions: number;
  readonly maxActions: number;
  readonly unfinished: number;
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
    const view: unknown = game.view(state, seat);
    const action = bot.choose({ view, seat, legal, seed: seedFor(seed, actions.length + 1) });
    applyFast(game, state, seat, action);
    actions.push({ seat, action });
    outcome = game.outcome(state);
  }
  return { index, seed, actions, outcome, finalHash: stateHash(state) };
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
  await writeReplay(path, recordToReplay(record, { cursor, savedAt, title }));
  return path;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export interface SimHooks {
  /** The clock for elapsedMs and the save time of replay files. */
  readonly now?: () => number;
}

export async function runSim(config: SimConfig, hooks: SimHooks = {}): Promise<SimReport> {
  const now = hooks.now ?? (() => performance.now());
  const started = now();
  if (config.saveReplays) await mkdir(config.saveReplays, { recursive: true });
  const savedAt = new Date().toISOString();
  const outcomes: Record<string, number> = {};
  let total = 0;
  let min = Infinity;
  let max = 0;
  let unfinished = 0;
  const winsBySeat = Array.from({ length: config.players }, () => 0);
  const shareBySeat = Array.from({ length: config.players }, () => 0);
  for (let index = 0; index < config.games; index++) {
    const played = playGame(config, index);
    const length = played.actions.length;
    total += length;
    min = Math.min(min, length);
    max = Math.max(max, length);
    if (played.outcome) {
      outcomes[played.outcome.label] = (outcomes[played.outcome.label] ?? 0) + 1;
      for (const seat of played.outcome.winners) {
        winsBySeat[seat] = winsBySeat[seat]! + 1;
        shareBySeat[seat] = shareBySeat[seat]! + 1 / played.outcome.winners.length;
      }
    } else unfinished++;
    if (config.saveReplays) await saveReplay(config, played, config.saveReplays, savedAt);
  }
  return {
    game: config.game.id,
    games: config.games,
    seed: config.seed,
    players: config.players,
    bots: config.bots.map((bot) => bot.id),
    options: { ...config.options },
    outcomes: Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => (a < b ? -1 : 1))),
    winsBySeat,
    shareBySeat: shareBySeat.map(round),
    meanActions: round(total / config.games),
    minActions: min,
    maxActions: max,
    unfinished,
    elapsedMs: round(now() - started),
  };
}
