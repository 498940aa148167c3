/**
 * What the duel scripts of every game share: two bots compared by their wins
 * at the same deals (a paired difference with its 95% interval), the bot's
 * processor time per choice, settings of a bot variant read from JSON, the
 * scripts' arguments and their result files (one JSON line per deal).
 */
import { readFileSync } from 'node:fs';
import { applyFast, type BaseAction, type BaseState, type BotContext, type BotSpec, type GameDefinition, type OptionValues, type Seat } from '../src/engine/core/game';
import { seedFor } from '../src/engine/testing/seeds';

export interface PairedSummary {
  readonly deals: number;
  readonly winsA: number;
  readonly winsB: number;
  readonly both: number;
  /** Deals A won and B lost, and the other way round. */
  readonly onlyA: number;
  readonly onlyB: number;
  /** B's win rate less A's, in points, with the 95% interval of that paired difference. */
  readonly difference: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Wins of two bots on the same deals. Each deal gives a difference of -1, 0
 * or +1; their mean is the difference of the win rates, and its standard
 * error comes from the deals themselves (the normal approximation, sound for
 * hundreds of deals).
 */
export function pairedSummary(pairs: readonly { readonly a: boolean; readonly b: boolean }[]): PairedSummary {
  const deals = pairs.length;
  if (deals === 0) throw new Error('No deal was played by both bots.');
  const winsA = pairs.filter((p) => p.a).length;
  const winsB = pairs.filter((p) => p.b).length;
  const both = pairs.filter((p) => p.a && p.b).length;
  const onlyA = winsA - both;
  const onlyB = winsB - both;
  const mean = (onlyB - onlyA) / deals;
  const meanSquare = (onlyA + onlyB) / deals;
  const variance = deals > 1 ? ((meanSquare - mean * mean) * deals) / (deals - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / deals);
  const points = (x: number) => Math.round(x * 1000) / 10;
  return { deals, winsA, winsB, both, onlyA, onlyB, difference: points(mean), low: points(mean - half), high: points(mean + half) };
}

export function summaryText(botA: string, botB: string, s: PairedSummary): string {
  const rate = (wins: number) => `${((wins / s.deals) * 100).toFixed(1)}%`;
  return [
    `${s.deals} deals played by both`,
    `${botA}: ${s.winsA} wins (${rate(s.winsA)}), ${s.onlyA} where ${botB} lost`,
    `${botB}: ${s.winsB} wins (${rate(s.winsB)}), ${s.onlyB} where ${botA} lost`,
    `both won ${s.both}`,
    `${botB} less ${botA}: ${s.difference >= 0 ? '+' : ''}${s.difference.toFixed(1)} points, 95% interval ${s.low.toFixed(1)} to ${s.high.toFixed(1)}`,
  ].join('\n');
}

/** The bot's choice and the processor time it took, ms. */
export function timedChoice<V, A>(bot: BotSpec<V, A>, context: BotContext<V, A>): { action: A; ms: number } {
  const start = process.cpuUsage();
  const action = bot.choose(context);
  const used = process.cpuUsage(start);
  return { action, ms: (used.user + used.system) / 1000 };
}

export interface TimedPlay {
  readonly actions: number;
  /** Processor time the timed seats' choices took, ms, and the slowest single choice. */
  readonly botMs: number;
  readonly slowestMs: number;
}

/**
 * Plays `state` in place to its end (or `maxActions`), each seat by its bot,
 * each move seeded as the sim command seeds it; the choices of the seats
 * `timed` names are timed, and `beforeTimed` sees the position first.
 */
export function playTimed<S extends BaseState, V, A extends BaseAction>(
  game: GameDefinition<S, A, OptionValues, V>,
  state: S,
  seed: number,
  botOf: (seat: Seat) => BotSpec<V, A>,
  timed: (seat: Seat) => boolean,
  maxActions: number,
  beforeTimed?: (state: S) => void,
): TimedPlay {
  let actions = 0;
  let botMs = 0;
  let slowestMs = 0;
  while (!game.outcome(state) && actions < maxActions) {
    const seat = game.activeSeats(state)[0]!;
    const context = { view: game.view(state, seat), seat, legal: game.legalActions(state, seat), seed: seedFor(seed, actions + 1) };
    let action: A;
    if (timed(seat)) {
      beforeTimed?.(state);
      const choice = timedChoice(botOf(seat), context);
      action = choice.action;
      botMs += choice.ms;
      slowestMs = Math.max(slowestMs, choice.ms);
    } else {
      action = botOf(seat).choose(context);
    }
    applyFast(game, state, seat, action);
    actions += 1;
  }
  return { actions, botMs, slowestMs };
}

/**
 * The settings a variant of a bot changes: a JSON object whose keys its
 * defaults know. `flagName` and `whose` name them in the messages.
 */
export function settingsChanges(json: string, defaults: object, flagName: string, whose: string): Record<string, unknown> {
  let changes: unknown;
  try {
    changes = JSON.parse(json);
  } catch {
    changes = null;
  }
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
    throw new Error(`${flagName} needs a JSON object of ${whose} settings, not "${json}".`);
  }
  const known = Object.keys(defaults);
  const unknown = Object.keys(changes).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new Error(`The ${whose} has no setting called ${unknown.join(', ')}; its settings are ${known.join(', ')}.`);
  return changes as Record<string, unknown>;
}

/** A whole number given as `name N`, or `fallback` without it. */
export function wholeNumberFlag(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a whole number, not "${args[at + 1] ?? ''}".`);
  return value;
}

/** The text given as `name TEXT`, or `fallback` without it. */
export function textFlag(args: readonly string[], name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at < 0 ? fallback : (args[at + 1] ?? fallback);
}

/** Every result line of the files (one JSON object per line). */
export function readResults<T>(files: readonly string[]): T[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as T),
  );
}

/** Runs `main` when `script` is the file node was started with; a refusal is printed as a message and exits 1. */
export function runWhenStarted(script: string, main: (args: readonly string[]) => void): void {
  if (!process.argv[1]?.endsWith(script)) return;
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
