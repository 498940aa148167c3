/**
 * Royal Lock bots compared on the same deals. Royal Lock is played together
 * against the red deck, so one bot is stronger than another when it wins more
 * of the same deals: each deal (seed `seedFor(base, i)`, every seat played by
 * the bot, each move seeded as the sim command seeds it) is played once by
 * each bot, and the paired difference of their wins is what counts.
 *
 * Usage:
 *   npx tsx scripts/royal-lock-duel.ts play BOT --from I --to J [--seats 2] [--base 77] >> results.jsonl
 *   npx tsx scripts/royal-lock-duel.ts play NAME --settings '{"candidates":3}' --from I --to J >> results.jsonl
 *   npx tsx scripts/royal-lock-duel.ts compare BOT_A BOT_B results.jsonl...
 *
 * `play` prints one JSON line per deal as it ends, so a long series can be
 * watched, cut short and continued with a later --from. `compare` pairs the
 * lines of two bots by deal and prints their wins and the difference with a
 * 95% interval. Bots: the game's own list, and the planner, which is not in it;
 * with --settings, the planner with those settings changed, under the name NAME.
 */
import { readFileSync } from 'node:fs';
import { applyFast, type BotSpec } from '../src/engine/core/game';
import { royalLock, type RoyalLockAction, type RoyalLockView } from '../src/engine/games/royal-lock';
import { choosePlanner, lookaheadBot, PLANNER_SETTINGS, type PlannerSettings } from '../src/engine/games/royal-lock/lookahead-bot';
import { seedFor } from '../src/engine/testing/seeds';

type LockBot = BotSpec<RoyalLockView, RoyalLockAction>;

/** Every bot the duel can play: the game's list first, then the planner unless the list holds it already. */
export function duelBots(): LockBot[] {
  const listed = [...royalLock.bots];
  return listed.some((bot) => bot.id === lookaheadBot.id) ? listed : [...listed, lookaheadBot];
}

export function botById(id: string): LockBot {
  const bot = duelBots().find((b) => b.id === id);
  if (!bot) throw new Error(`No Royal Lock bot is called "${id}"; the bots are ${duelBots().map((b) => b.id).join(', ')}.`);
  return bot;
}

/**
 * The planner with some settings changed (a JSON object of PlannerSettings
 * fields), under its own name, so a setting can be tried before it is kept.
 */
export function plannerVariant(name: string, json: string): LockBot {
  let changes: unknown;
  try {
    changes = JSON.parse(json);
  } catch {
    changes = null;
  }
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
    throw new Error(`--settings needs a JSON object of planner settings, such as {"candidates":3}, not "${json}".`);
  }
  const known = Object.keys(PLANNER_SETTINGS);
  const unknown = Object.keys(changes).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new Error(`The planner has no setting called ${unknown.join(', ')}; its settings are ${known.join(', ')}.`);
  for (const [key, value] of Object.entries(changes)) {
    if (!Number.isInteger(value) || (value as number) < 1) throw new Error(`The planner's ${key} needs a whole number of at least 1, not ${JSON.stringify(value)}.`);
  }
  const settings: PlannerSettings = { ...PLANNER_SETTINGS, ...(changes as Partial<PlannerSettings>) };
  return { id: name, label: name, choose: (context) => choosePlanner(context, settings) };
}

export interface DealResult {
  readonly bot: string;
  readonly base: number;
  readonly seats: number;
  readonly index: number;
  readonly seed: number;
  readonly win: boolean;
  readonly actions: number;
  /** Processor time the bot's choices took over the deal, ms. */
  readonly botMs: number;
  /** The slowest single choice, ms. */
  readonly slowestMs: number;
}

/** A deal is cut off after this many actions and counted as not won (no game has come near it). */
const MAX_ACTIONS = 10_000;

/** Plays deal `index` of the series from `base` with `bot` in every seat, seeded as the sim command seeds it. */
export function playDeal(bot: LockBot, index: number, base = 77, seats = 2): DealResult {
  const seed = seedFor(base, index);
  const state = royalLock.setup(royalLock.defaultOptions(), seats, seed);
  let actions = 0;
  let botMs = 0;
  let slowestMs = 0;
  while (!royalLock.outcome(state) && actions < MAX_ACTIONS) {
    const seat = royalLock.activeSeats(state)[0]!;
    const legal = royalLock.legalActions(state, seat);
    const view = royalLock.view(state, seat);
    const start = process.cpuUsage();
    const action = bot.choose({ view, seat, legal, seed: seedFor(seed, actions + 1) });
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    botMs += ms;
    slowestMs = Math.max(slowestMs, ms);
    applyFast(royalLock, state, seat, action);
    actions += 1;
  }
  const win = royalLock.outcome(state)?.label === 'win';
  return { bot: bot.id, base, seats, index, seed, win, actions, botMs: Math.round(botMs), slowestMs: Math.round(slowestMs) };
}

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

/** Pairs the results of two bots by series and deal; a deal only one of them played is left out. */
export function pairResults(results: readonly DealResult[], botA: string, botB: string): { a: boolean; b: boolean }[] {
  const key = (r: DealResult) => `${r.base}/${r.seats}/${r.index}`;
  const ofA = new Map(results.filter((r) => r.bot === botA).map((r) => [key(r), r.win]));
  const pairs: { a: boolean; b: boolean }[] = [];
  const seen = new Set<string>();
  for (const r of results) {
    if (r.bot !== botB || seen.has(key(r)) || !ofA.has(key(r))) continue;
    seen.add(key(r));
    pairs.push({ a: ofA.get(key(r))!, b: r.win });
  }
  return pairs;
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

function flag(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a whole number, not "${args[at + 1] ?? ''}".`);
  return value;
}

function main(args: readonly string[]): void {
  const [command, ...rest] = args;
  if (command === 'play') {
    const settings = rest.indexOf('--settings');
    const bot = settings < 0 ? botById(rest[0] ?? '') : plannerVariant(rest[0] ?? 'variant', rest[settings + 1] ?? '');
    const from = flag(rest, '--from', 0);
    const to = flag(rest, '--to', from + 100);
    const seats = flag(rest, '--seats', 2);
    const base = flag(rest, '--base', 77);
    for (let index = from; index < to; index++) console.log(JSON.stringify(playDeal(bot, index, base, seats)));
    return;
  }
  if (command === 'compare' && rest.length >= 3) {
    const [botA, botB, ...files] = rest as [string, string, ...string[]];
    const results = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as DealResult),
    );
    console.log(summaryText(botA, botB, pairedSummary(pairResults(results, botA, botB))));
    return;
  }
  throw new Error('Usage: royal-lock-duel.ts play BOT [--settings JSON] [--from I] [--to J] [--seats N] [--base S] | compare BOT_A BOT_B FILE...');
}

if (process.argv[1]?.endsWith('royal-lock-duel.ts')) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
