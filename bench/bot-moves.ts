/**
 * How long a bot takes to choose a move at its default strength, game by game
 * and bot by bot: every seat is played by the bot under test, from seeded
 * deals, and each `choose` is timed at the position the game reached, the way
 * the table asks it (the seat's view, the legal moves, a seed per step).
 *
 * Each move is timed twice: the processor time the process spent on it (what
 * one core does, whatever else the machine is running) and the time on the
 * clock. The target is judged on processor time, since the bench shares its
 * two cores with other work.
 */
import type { AnyGameDefinition, BaseAction, BaseState } from '../src/engine/core/game';
import { GAMES } from '../src/engine/games';
import { cpuMsSince, percentile } from './measure';

export interface BotMoveTimes {
  readonly game: string;
  readonly bot: string;
  readonly seats: number;
  readonly moves: number;
  /** Processor time per move, ms. */
  readonly cpu: { readonly p50: number; readonly p95: number; readonly max: number };
  /** Clock time per move, ms. */
  readonly wall: { readonly p50: number; readonly p95: number; readonly max: number };
}

export interface BotMoveSettings {
  /** Moves timed per bot. */
  readonly moves: number;
  /** A bot stops being timed once its moves have taken this much processor time, ms. */
  readonly budgetMs: number;
  /** Actions a game may last before the next deal is taken. */
  readonly maxActions: number;
}

export const DEFAULT_BOT_MOVES: BotMoveSettings = { moves: 150, budgetMs: 20_000, maxActions: 400 };

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(times: readonly number[]) {
  return { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), max: round(Math.max(...times)) };
}

/** Times one bot of one game over seeded games with the bot in every seat. */
export function botMoveTimes(game: AnyGameDefinition, botId: string, settings: BotMoveSettings = DEFAULT_BOT_MOVES): BotMoveTimes {
  const bot = game.bots.find((b) => b.id === botId);
  if (!bot) throw new Error(`${game.title} has no bot "${botId}"`);
  const seats = Math.min(4, game.seats.max);
  const cpu: number[] = [];
  const wall: number[] = [];
  let spent = 0;
  for (let seed = 1; cpu.length < settings.moves && spent < settings.budgetMs; seed++) {
    const state = game.setup(game.defaultOptions(), seats, seed) as BaseState;
    for (let step = 0; step < settings.maxActions && cpu.length < settings.moves && spent < settings.budgetMs; step++) {
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) break;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const context = { view: game.view(state, seat), seat, legal, seed: Math.imul(seed, 7919) + step };
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      const action = bot.choose(context);
      wall.push(performance.now() - wallStart);
      cpu.push(cpuMsSince(cpuStart));
      spent += cpu.at(-1)!;
      const reason = game.illegalReason(state, seat, action);
      if (reason !== null) throw new Error(`${game.title}, bot ${botId}: an illegal move (${reason})`);
      game.apply(state, seat, action);
    }
  }
  return { game: game.id, bot: botId, seats, moves: cpu.length, cpu: summary(cpu), wall: summary(wall) };
}

/** Every bot of every game. */
export function allBotMoveTimes(settings: BotMoveSettings = DEFAULT_BOT_MOVES, log: (line: string) => void = () => {}): BotMoveTimes[] {
  const results: BotMoveTimes[] = [];
  for (const game of GAMES) {
    for (const bot of game.bots) {
      log(`  ${game.id} / ${bot.id}…`);
      results.push(botMoveTimes(game, bot.id, settings));
    }
  }
  return results;
}
