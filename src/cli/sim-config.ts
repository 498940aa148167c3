/** Turns sim arguments into a playable setting: a known game, its bots, valid options. */
import type { AnyGameDefinition, BotSpec, OptionSpec, OptionValues } from '../engine/core/game';
import { findGame, GAMES } from '../engine/games';
import { quoteUntrusted } from '../engine/core/quote';
import { UsageError, type SimArgs } from './args';

export interface SimConfig {
  readonly game: AnyGameDefinition;
  readonly games: number;
  readonly seed: number;
  readonly players: number;
  /** One bot per seat. */
  readonly bots: readonly BotSpec<unknown, { type: string }>[];
  readonly options: OptionValues;
  readonly maxActions: number;
  readonly saveReplays: string | null;
}

export function resolveGame(id: string): AnyGameDefinition {
  const game = findGame(id);
  if (!game) throw new UsageError(`unknown game ${quoteUntrusted(id)} (known: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

/** The bot a sim uses when none is named: the first that plays with some thought. */
export function defaultBot(game: AnyGameDefinition): BotSpec<unknown, { type: string }> {
  const bot = game.bots.find((b) => b.id !== 'random') ?? game.bots[0];
  if (!bot) throw new UsageError(`${game.title} has no bots to play a simulation`);
  return bot;
}

function optionValue(spec: OptionSpec | undefined, key: string, text: string): string | number | boolean {
  if (!spec) return text;
  if (spec.kind === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`option ${key} needs a number, not ${quoteUntrusted(text)}`);
    return value;
  }
  if (spec.kind === 'boolean') {
    if (text !== 'true' && text !== 'false') throw new UsageError(`option ${key} needs true or false, not ${quoteUntrusted(text)}`);
    return text === 'true';
  }
  return text;
}

export function resolveOptions(game: AnyGameDefinition, pairs: readonly (readonly [string, string])[]): OptionValues {
  const raw: Record<string, string | number | boolean> = {};
  for (const [key, text] of pairs) {
    const spec = game.optionSpecs.find((s) => s.key === key);
    if (!spec) {
      const known = game.optionSpecs.map((s) => s.key).join(', ') || 'none';
      throw new UsageError(`${game.title} has no option ${quoteUntrusted(key)} (options: ${known})`);
    }
    if (spec.kind === 'choice' && !spec.choices.some((c) => c.value === text)) {
      throw new UsageError(`option ${key} must be one of ${spec.choices.map((c) => c.value).join(', ')}, not ${quoteUntrusted(text)}`);
    }
    raw[key] = optionValue(spec, key, text);
  }
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`invalid option ${issue.path.join('.') || ''}: ${issue.message}`.replace(' :', ':'));
  }
  return parsed.data as OptionValues;
}

function resolveBots(game: AnyGameDefinition, ids: readonly string[] | null, players: number): SimConfig['bots'] {
  if (ids === null) return Array.from({ length: players }, () => defaultBot(game));
  if (ids.length !== 1 && ids.length !== players) {
    throw new UsageError(`--bots names ${ids.length} bots for ${players} player${players === 1 ? '' : 's'} (give one, or one per player)`);
  }
  const bots = ids.map((id) => {
    const bot = game.bots.find((b) => b.id === id);
    if (!bot) throw new UsageError(`${game.title} has no bot ${quoteUntrusted(id)} (bots: ${game.bots.map((b) => b.id).join(', ')})`);
    return bot;
  });
  return Array.from({ length: players }, (_, seat) => bots[ids.length === 1 ? 0 : seat]!);
}

function resolvePlayers(game: AnyGameDefinition, args: SimArgs): number {
  const { min, max } = game.seats;
  const players = args.players ?? (args.bots && args.bots.length > 1 ? args.bots.length : Math.min(Math.max(2, min), max));
  if (players < min || players > max) {
    throw new UsageError(`${game.title} takes ${min === max ? min : `${min} to ${max}`} players, not ${players}`);
  }
  return players;
}

export function resolveSim(args: SimArgs): SimConfig {
  const game = resolveGame(args.game);
  const players = resolvePlayers(game, args);
  return {
    game,
    games: args.games,
    seed: args.seed,
    players,
    bots: resolveBots(game, args.bots, players),
    options: resolveOptions(game, args.options),
    maxActions: args.maxActions,
    saveReplays: args.saveReplays,
  };
}
