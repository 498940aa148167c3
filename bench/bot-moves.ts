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
  /** The option changed from the standard game, if any. */
  readonly variant?: OptionVariant;
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

/** Times one bot of one game over seeded games with the bot in every seat, under the standard options or the one change given. */
export function botMoveTimes(game: AnyGameDefinition, botId: string, settings: BotMoveSettings = DEFAULT_BOT_MOVES, variant?: OptionVariant): BotMoveTimes {
  const bot = game.bots.find((b) => b.id === botId);
  if (!bot) throw new Error(`${game.title} has no bot "${botId}"`);
  const seats = Math.min(4, game.seats.max);
  const cpu: number[] = [];
  const wall: number[] = [];
  let spent = 0;
  for (let seed = 1; cpu.length < settings.moves && spent < settings.budgetMs; seed++) {
    const state = game.setup(optionsWith(game, variant), seats, seed) as BaseState;
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
  return { game: game.id, bot: botId, ...(variant ? { variant } : {}), seats, moves: cpu.length, cpu: summary(cpu), wall: summary(wall) };
}

/** One option set to a choice other than the standard one. */
export interface OptionVariant {
  readonly key: string;
  readonly value: string | boolean;
}

function optionsWith(game: AnyGameDefinition, variant: OptionVariant | undefined): ReturnType<AnyGameDefinition['defaultOptions']> {
  const standard = game.defaultOptions();
  return variant ? game.optionsSchema.parse({ ...standard, [variant.key]: variant.value }) : standard;
}

/**
 * Every choice of every option that differs from the standard one, and every
 * switch turned the other way: each can change how much a bot has to search.
 * Numbers (a winning total) only make a game longer, not a move harder.
 */
export function optionVariants(game: AnyGameDefinition): OptionVariant[] {
  const standard = game.defaultOptions() as Readonly<Record<string, unknown>>;
  return game.optionSpecs.flatMap((spec): OptionVariant[] => {
    if (spec.kind === 'choice') return spec.choices.filter((choice) => choice.value !== standard[spec.key]).map((choice) => ({ key: spec.key, value: choice.value }));
    if (spec.kind === 'boolean') return [{ key: spec.key, value: !standard[spec.key] }];
    return [];
  });
}

/** Fewer moves for each variant: it checks the target holds under the other rules, not a figure to compare closely. */
export const VARIANT_BOT_MOVES: BotMoveSettings = { moves: 60, budgetMs: 8_000, maxActions: 400 };

/** The default bot of every game (the one a player meets) under every option choice that is not the standard one. */
export function defaultBotVariantTimes(settings: BotMoveSettings = VARIANT_BOT_MOVES, log: (line: string) => void = () => {}): BotMoveTimes[] {
  const results: BotMoveTimes[] = [];
  for (const game of GAMES) {
    const bot = game.bots[0];
    if (!bot) continue;
    for (const variant of optionVariants(game)) {
      log(`  ${game.id} / ${bot.id} with ${variant.key}=${variant.value}…`);
      results.push(botMoveTimes(game, bot.id, settings, variant));
    }
  }
  return results;
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
