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
 * `play knowing-keeper` and `play knowing-planner` are no bots: the keeper's and
 * the planner's reasoning on the true position, a ceiling (see knowing);
 * `play knowing-draw-keeper` is the keeper knowing only each coming red draw.
 */
import type { BotSpec } from '../src/engine/core/game';
import { royalLock, type RoyalLockAction, type RoyalLockView } from '../src/engine/games/royal-lock';
import { endTurn } from '../src/engine/games/royal-lock/actions';
import { bestEnd, firstAction, playableCopy, turnEnds, type JudgementCache, type Sight, type TurnEnd } from '../src/engine/games/royal-lock/keeper-bot';
import { KEEPER_WEIGHTS, WIN_SCORE } from '../src/engine/games/royal-lock/keeper-score';
import { candidates, choosePlanner, lookaheadBot, PLANNER_SETTINGS, type PlannerSettings } from '../src/engine/games/royal-lock/lookahead-bot';
import type { RoyalLockState } from '../src/engine/games/royal-lock/types';
import { seedFor } from '../src/engine/testing/seeds';
import { pairedSummary, readResults, runWhenStarted, settingsChanges, summaryText, playTimed, wholeNumberFlag } from './duel';

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
  const changes = settingsChanges(json, PLANNER_SETTINGS, '--settings', 'planner');
  for (const [key, value] of Object.entries(changes)) {
    if (!Number.isInteger(value) || (value as number) < 1) throw new Error(`The planner's ${key} needs a whole number of at least 1, not ${JSON.stringify(value)}.`);
  }
  const settings: PlannerSettings = { ...PLANNER_SETTINGS, ...(changes as Partial<PlannerSettings>) };
  return { id: name, label: name, choose: (context) => choosePlanner(context, settings) };
}

/** The keeper's choice on the true position: its search and judgement, the decks' order seen (or only the coming draw). */
export function planKnowingKeeper(start: RoyalLockState, sight: Sight = 'order'): RoyalLockAction {
  return firstAction(bestEnd(turnEnds(start, null, undefined, null, sight)));
}

/** The best the next turn can make of an end of turn, after the red draw the deck truly holds. */
function nextTurnKnown(end: TurnEnd, judged: JudgementCache, settings: PlannerSettings): number {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? WIN_SCORE : -WIN_SCORE;
  const next = playableCopy(state);
  endTurn(next);
  if (next.end) return next.end.label === 'win' ? WIN_SCORE : -KEEPER_WEIGHTS.drawLoss;
  let value = -Infinity;
  for (const later of turnEnds(next, null, settings.nextTurnPositions, judged, 'order')) value = Math.max(value, later.value);
  return value;
}

/**
 * The planner's choice on the true position: its best few ends of turn, each
 * judged by the next turn after the one red draw the deck holds (the planner
 * weighs every draw the deck could give by its chance).
 */
export function planKnowingPlanner(start: RoyalLockState, settings: PlannerSettings = PLANNER_SETTINGS): RoyalLockAction {
  const choices = candidates(turnEnds(start, null, undefined, null, 'order'), settings.candidates);
  let best = choices[0]!;
  let bestValue = -Infinity;
  if (choices.length === 1) return firstAction(best);
  const judged: JudgementCache = new Map();
  for (const choice of choices) {
    const value = nextTurnKnown(choice, judged, settings);
    if (value > bestValue) {
      bestValue = value;
      best = choice;
    }
  }
  return firstAction(best);
}

const KNOWING_PLANS = {
  'knowing-keeper': (state: RoyalLockState) => planKnowingKeeper(state),
  'knowing-draw-keeper': (state: RoyalLockState) => planKnowingKeeper(state, 'draw'),
  'knowing-planner': (state: RoyalLockState) => planKnowingPlanner(state),
} as const;

export type KnowingName = keyof typeof KNOWING_PLANS;

export function isKnowingName(name: string): name is KnowingName {
  return Object.hasOwn(KNOWING_PLANS, name);
}

/**
 * Not a bot: the keeper's (or the planner's) reasoning on the true position,
 * the order of both decks known (a filled card seen at once, the coming red
 * draw the two cards it will be, a shuffle's fall foreseen) instead of
 * guessed. What it wins above the bot is what the hidden order costs that
 * reasoning; what it wins in all is a ceiling for bots that reason the same
 * way from a player's view. The draw-knowing keeper knows only each coming red
 * draw (a filled card stays a chance of a royal). `see` must be given the position before each choice.
 */
export function knowing(name: KnowingName): { bot: LockBot; see: (state: RoyalLockState) => void } {
  const plan = KNOWING_PLANS[name];
  let seen: RoyalLockState | null = null;
  const choose = (context: { seat: number; legal: readonly RoyalLockAction[] }): RoyalLockAction => {
    if (!seen) throw new Error('The ceiling needs the position before each choice.');
    const planned = plan(playableCopy(seen));
    const chosen = context.legal.find((action) => JSON.stringify(action) === JSON.stringify(planned));
    if (!chosen) throw new Error(`The ${name} chose ${JSON.stringify(planned)}, which seat ${context.seat} may not play here.`);
    return chosen;
  };
  return { bot: { id: name, label: name, choose }, see: (state) => (seen = state) };
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

/**
 * Plays deal `index` of the series from `base` with `bot` in every seat, seeded as the sim command seeds it;
 * `see` is shown the position before each choice (the ceiling's).
 */
export function playDeal(bot: LockBot, index: number, base = 77, seats = 2, see?: (state: RoyalLockState) => void): DealResult {
  const seed = seedFor(base, index);
  const state = royalLock.setup(royalLock.defaultOptions(), seats, seed);
  const { actions, botMs, slowestMs } = playTimed(royalLock, state, seed, () => bot, () => true, MAX_ACTIONS, see);
  const win = royalLock.outcome(state)?.label === 'win';
  return { bot: bot.id, base, seats, index, seed, win, actions, botMs: Math.round(botMs), slowestMs: Math.round(slowestMs) };
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

function main(args: readonly string[]): void {
  const [command, ...rest] = args;
  if (command === 'play') {
    const settings = rest.indexOf('--settings');
    const name = rest[0] ?? '';
    const ceiling = isKnowingName(name) ? knowing(name) : null;
    const bot = ceiling ? ceiling.bot : settings < 0 ? botById(name) : plannerVariant(name || 'variant', rest[settings + 1] ?? '');
    const from = wholeNumberFlag(rest, '--from', 0);
    const to = wholeNumberFlag(rest, '--to', from + 100);
    const seats = wholeNumberFlag(rest, '--seats', 2);
    const base = wholeNumberFlag(rest, '--base', 77);
    for (let index = from; index < to; index++) console.log(JSON.stringify(playDeal(bot, index, base, seats, ceiling?.see)));
    return;
  }
  if (command === 'compare' && rest.length >= 3) {
    const [botA, botB, ...files] = rest as [string, string, ...string[]];
    console.log(summaryText(botA, botB, pairedSummary(pairResults(readResults<DealResult>(files), botA, botB))));
    return;
  }
  throw new Error('Usage: royal-lock-duel.ts play BOT|knowing-keeper|knowing-planner|knowing-draw-keeper [--settings JSON] [--from I] [--to J] [--seats N] [--base S] | compare BOT_A BOT_B FILE...');
}

runWhenStarted('royal-lock-duel.ts', main);
