/**
 * Royal Suit bots measured against an opponent on the same deals. Royal Suit
 * favours the supporters, so each deal (seed `seedFor(base, i)`, each move
 * seeded as the sim command seeds it) is played twice: the bot as the
 * supporters, then as the opposers, the other seat played by the opponent
 * (the heuristic unless told). Two bots are compared by the games they won at
 * the same deal and seat: the paired difference of their wins.
 *
 * Usage:
 *   npx tsx scripts/royal-suit-duel.ts play BOT --from I --to J [--base 101] [--against heuristic] >> results.jsonl
 *   npx tsx scripts/royal-suit-duel.ts play NAME --settings '{"deals":32}' --from I --to J >> results.jsonl
 *   npx tsx scripts/royal-suit-duel.ts compare BOT_A BOT_B results.jsonl...
 *
 * `play` prints one JSON line per deal as it ends, so a long series can be
 * watched, cut short and continued with a later --from. `compare` prints each
 * bot's wins (as the supporters and as the opposers) and the paired
 * difference with its 95% interval. Bots: the game's own list; with
 * --settings, the sampler with those settings changed, under the name NAME;
 * with --tree, the tree search (bot-ismcts.ts) likewise. `play seeing-everything`
 * is no bot: the sampler's judgement on the true deal, a ceiling (see seeingEverything);
 * `play solving-everything [--budget N]` is that ceiling playing the solver's forced win
 * on the true deal wherever the solver proves one (see solvingEverything); `play knowing-their-top`
 * is the sampler told only the opponent's top card, and `play knowing-their-top-after-their-move`
 * only where the opponent's last action could tell it (see knowingTheirTop).
 * With --as-opposers JSON the bot plays the opposers' side as the sampler with those settings.
 */
import type { BotSpec } from '../src/engine/core/game';
import { royalSuit } from '../src/engine/games/royal-suit';
import { chooseByTree, DEFAULT_TREE, type TreeStrength } from '../src/engine/games/royal-suit/bot-ismcts';
import { chooseSampled, DEFAULT_STRENGTH, judge, type SamplerStrength } from '../src/engine/games/royal-suit/bot-sampler';
import { solve } from '../src/engine/games/royal-suit/solver';
import { actionOf, applyCode, fromState, legalCodes, MAX_ACTIONS } from '../src/engine/games/royal-suit/solver-position';
import { isFaceCard } from '../src/engine/games/royal-suit/cards';
import { OPPOSERS, SUPPORTERS, type RoyalSuitAction, type RoyalSuitState, type RoyalSuitView } from '../src/engine/games/royal-suit/types';
import { seedFor } from '../src/engine/testing/seeds';
import { pairedSummary, readResults, runWhenStarted, settingsChanges, summaryText, playTimed, textFlag, wholeNumberFlag, type TimedPlay } from './duel';

type SuitBot = BotSpec<RoyalSuitView, RoyalSuitAction>;

export function botById(id: string): SuitBot {
  const bot = royalSuit.bots.find((b) => b.id === id);
  if (!bot) throw new Error(`No Royal Suit bot is called "${id}"; the bots are ${royalSuit.bots.map((b) => b.id).join(', ')}.`);
  return bot;
}

/** The sampler with some settings changed (a JSON object of SamplerStrength fields), under its own name. */
export function samplerVariant(name: string, json: string): SuitBot {
  const changes = settingsChanges(json, DEFAULT_STRENGTH, '--settings', 'sampler') as Partial<SamplerStrength>;
  const strength: SamplerStrength = { ...DEFAULT_STRENGTH, ...changes, scoreWeights: { ...DEFAULT_STRENGTH.scoreWeights, ...changes.scoreWeights } };
  return { id: name, label: name, choose: (context) => chooseSampled(context, strength) };
}

/** The tree search with some settings changed (TreeStrength fields; `leaf` takes sampler settings), under its own name. */
export function treeVariant(name: string, json: string): SuitBot {
  const changes = settingsChanges(json, DEFAULT_TREE, '--tree', 'tree search') as Partial<Omit<TreeStrength, 'leaf'>> & { leaf?: Partial<SamplerStrength> };
  const strength: TreeStrength = { ...DEFAULT_TREE, ...changes, leaf: { ...DEFAULT_TREE.leaf, ...changes.leaf } };
  return { id: name, label: name, choose: (context) => chooseByTree(context, strength) };
}

/**
 * Not a bot: the sampler's judgement on the true deal, every card seen (its search on the
 * position itself instead of on guesses). What it wins above the sampler is what the hidden
 * cards cost that judgement, a ceiling for any bot that judges the same way from its view.
 */
export function seeingEverything(strength: SamplerStrength = DEFAULT_STRENGTH): { bot: SuitBot; see: (state: RoyalSuitState) => void } {
  let seen: RoyalSuitState | null = null;
  const buffers = Array.from({ length: strength.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
  const choose = (context: { seat: number; legal: readonly RoyalSuitAction[] }): RoyalSuitAction => {
    if (!seen) throw new Error('The ceiling needs the position before each choice.');
    const position = fromState(seen);
    const codes = new Array<number>(MAX_ACTIONS).fill(0);
    const count = legalCodes(position, codes);
    let best = context.legal[0]!;
    let bestValue = -Infinity;
    for (const code of codes.slice(0, count)) {
      const chance = judge(applyCode(position, code), strength, buffers);
      const value = context.seat === SUPPORTERS ? chance : 1 - chance;
      if (value > bestValue) {
        bestValue = value;
        best = actionOf(position, code);
      }
    }
    return best;
  };
  return { bot: { id: 'seeing-everything', label: 'Seeing everything', choose }, see: (state) => (seen = state) };
}

/** Positions the solving ceiling's solver may search before each choice. */
export const SOLVING_BUDGET = 200_000;

/**
 * Not a bot: perfect play wherever it can be proven, every card seen. Before
 * each choice the solver searches the true deal; where it proves a forced win
 * for the side to move, the ceiling plays the first action of that win, and
 * elsewhere (no forced win, or none found within `budget` positions) it
 * chooses as seeingEverything does. It bounds from below what full sight of
 * the cards can win against an opponent, and so shows how much of the margin
 * over the heuristic the hidden cards leave to any bot.
 */
export function solvingEverything(budget = SOLVING_BUDGET): { bot: SuitBot; see: (state: RoyalSuitState) => void } {
  const judged = seeingEverything();
  let seen: RoyalSuitState | null = null;
  const choose: SuitBot['choose'] = (context) => {
    if (!seen) throw new Error('The ceiling needs the position before each choice.');
    const solved = solve(seen, { budget });
    const first = solved.verdict === 'win' ? solved.line[0] : undefined;
    const forced = first && context.legal.find((action) => JSON.stringify(action) === JSON.stringify(first.action));
    return forced || judged.bot.choose(context);
  };
  const see = (state: RoyalSuitState) => {
    seen = state;
    judged.see(state);
  };
  return { bot: { id: 'solving-everything', label: 'Solving everything', choose }, see };
}

/**
 * Not a bot: the sampler told one card more than its view holds, the opponent's
 * top card, every other hidden card still guessed. What it wins above the
 * sampler is what that one card is worth, out of all the hidden cards cost.
 * `afterTheirMove`: told only when the opponent still holds the card it chose
 * its last action with (it moved a couple card and played nothing after), the
 * only choices at which anything the opponent did could tell a bot that card.
 */
export function knowingTheirTop(afterTheirMove = false, strength: SamplerStrength = DEFAULT_STRENGTH): { bot: SuitBot; see: (state: RoyalSuitState) => void } {
  let seen: RoyalSuitState | null = null;
  const choose: SuitBot['choose'] = (context) => {
    if (!seen) throw new Error('The ceiling needs the position before each choice.');
    const theirs = 1 - context.seat;
    if (afterTheirMove && !keptTheirCard(context.view, theirs)) return chooseSampled(context, strength);
    const top = seen.decks[theirs]![0] ?? null;
    const decks = context.view.decks.map((deck, seat) => (seat === theirs ? { ...deck, top } : deck));
    return chooseSampled({ ...context, view: { ...context.view, decks } }, strength);
  };
  const id = afterTheirMove ? 'knowing-their-top-after-their-move' : 'knowing-their-top';
  return { bot: { id, label: id, choose }, see: (state) => (seen = state) };
}

/** Whether the opponent's top card is the one it chose its last action with: it moved a couple card onto a value card, so played nothing after. */
export function keptTheirCard(view: RoyalSuitView, theirs: number): boolean {
  const move = view.lastMove;
  if (!move || move.by !== theirs) return false;
  const under = view.court[move.to]!.cards.at(-1);
  return under !== undefined && !isFaceCard(under);
}

/** The ceilings the duel can measure, by name. */
function ceilingByName(name: string, args: readonly string[]): ReturnType<typeof seeingEverything> | null {
  if (name === 'seeing-everything') return seeingEverything();
  if (name === 'knowing-their-top') return knowingTheirTop();
  if (name === 'knowing-their-top-after-their-move') return knowingTheirTop(true);
  if (name === 'solving-everything') return solvingEverything(wholeNumberFlag(args, '--budget', SOLVING_BUDGET));
  return null;
}

/** One bot as the supporters, another as the opposers, under one name. */
export function bySide(name: string, supporters: SuitBot, opposers: SuitBot): SuitBot {
  return { id: name, label: name, choose: (context) => (context.seat === SUPPORTERS ? supporters : opposers).choose(context) };
}

export interface DealResult {
  readonly bot: string;
  readonly against: string;
  readonly base: number;
  readonly index: number;
  readonly seed: number;
  /** Whether the bot won the game it played as the supporters, and the one as the opposers. */
  readonly supporters: boolean;
  readonly opposers: boolean;
  /** Actions of both games. */
  readonly actions: number;
  /** Processor time the bot's choices took over both games, ms. */
  readonly botMs: number;
  /** The slowest single choice, ms. */
  readonly slowestMs: number;
}

/** A game is cut off after this many actions and counted as lost by the bot (no game has come near it). */
const ACTION_LIMIT = 10_000;

interface GamePlayed extends TimedPlay {
  readonly won: boolean;
}

function playGame(bot: SuitBot, opponent: SuitBot, botSeat: number, seed: number, see?: (state: RoyalSuitState) => void): GamePlayed {
  const state = royalSuit.setup(royalSuit.defaultOptions(), 2, seed);
  const played = playTimed(royalSuit, state, seed, (seat) => (seat === botSeat ? bot : opponent), (seat) => seat === botSeat, ACTION_LIMIT, see);
  const outcome = royalSuit.outcome(state);
  return { ...played, won: outcome !== null && outcome.winners.includes(botSeat) };
}

/** Plays deal `index` of the series from `base` twice: the bot as the supporters, then as the opposers. */
export function playDeal(bot: SuitBot, index: number, base = 101, opponent: SuitBot = botById('heuristic'), see?: (state: RoyalSuitState) => void): DealResult {
  const seed = seedFor(base, index);
  const [asSupporters, asOpposers] = [SUPPORTERS, OPPOSERS].map((seat) => playGame(bot, opponent, seat, seed, see)) as [GamePlayed, GamePlayed];
  return {
    bot: bot.id,
    against: opponent.id,
    base,
    index,
    seed,
    supporters: asSupporters.won,
    opposers: asOpposers.won,
    actions: asSupporters.actions + asOpposers.actions,
    botMs: Math.round(asSupporters.botMs + asOpposers.botMs),
    slowestMs: Math.round(Math.max(asSupporters.slowestMs, asOpposers.slowestMs)),
  };
}

/** Pairs the games of two bots by opponent, series, deal and seat; a deal only one of them played is left out. */
export function pairGames(results: readonly DealResult[], botA: string, botB: string, seats: 'both' | 'supporters' | 'opposers' = 'both'): { a: boolean; b: boolean }[] {
  const key = (r: DealResult) => `${r.against}/${r.base}/${r.index}`;
  const ofA = new Map(results.filter((r) => r.bot === botA).map((r) => [key(r), r]));
  const pairs: { a: boolean; b: boolean }[] = [];
  const seen = new Set<string>();
  for (const r of results) {
    const a = ofA.get(key(r));
    if (r.bot !== botB || seen.has(key(r)) || !a) continue;
    seen.add(key(r));
    if (seats !== 'opposers') pairs.push({ a: a.supporters, b: r.supporters });
    if (seats !== 'supporters') pairs.push({ a: a.opposers, b: r.opposers });
  }
  return pairs;
}

/** The comparison in words: both seats together, then each seat alone, and the bots' processor time per deal. */
export function comparisonText(results: readonly DealResult[], botA: string, botB: string): string {
  const lines = [summaryText(botA, botB, pairedSummary(pairGames(results, botA, botB))).replace(/deals played by both/, 'games played by both')];
  for (const seats of ['supporters', 'opposers'] as const) {
    const s = pairedSummary(pairGames(results, botA, botB, seats));
    const sign = s.difference >= 0 ? '+' : '';
    lines.push(`as the ${seats}: ${botA} ${s.winsA}, ${botB} ${s.winsB} of ${s.deals}; ${sign}${s.difference.toFixed(1)} points, 95% interval ${s.low.toFixed(1)} to ${s.high.toFixed(1)}`);
  }
  for (const bot of [botA, botB]) {
    const own = results.filter((r) => r.bot === bot);
    const ms = own.reduce((sum, r) => sum + r.botMs, 0);
    const slowest = own.reduce((max, r) => Math.max(max, r.slowestMs), 0);
    lines.push(`${bot}: ${(ms / Math.max(1, own.length)).toFixed(0)} ms of processor time per deal, slowest move ${slowest} ms`);
  }
  return lines.join('\n');
}

function main(args: readonly string[]): void {
  const [command, ...rest] = args;
  if (command === 'play') {
    const settings = rest.indexOf('--settings');
    const tree = rest.indexOf('--tree');
    const name = rest[0] ?? 'variant';
    const ceiling = ceilingByName(name, rest);
    const chosen = ceiling ? ceiling.bot : settings >= 0 ? samplerVariant(name, rest[settings + 1] ?? '') : tree >= 0 ? treeVariant(name, rest[tree + 1] ?? '') : botById(name);
    const opposers = rest.indexOf('--as-opposers');
    const bot = opposers < 0 ? chosen : bySide(name, chosen, samplerVariant(name, rest[opposers + 1] ?? ''));
    const opponent = botById(textFlag(rest, '--against', 'heuristic'));
    const from = wholeNumberFlag(rest, '--from', 0);
    const to = wholeNumberFlag(rest, '--to', from + 100);
    const base = wholeNumberFlag(rest, '--base', 101);
    for (let index = from; index < to; index++) console.log(JSON.stringify(playDeal(bot, index, base, opponent, ceiling?.see)));
    return;
  }
  if (command === 'compare' && rest.length >= 3) {
    const [botA, botB, ...files] = rest as [string, string, ...string[]];
    console.log(comparisonText(readResults<DealResult>(files), botA, botB));
    return;
  }
  throw new Error('Usage: royal-suit-duel.ts play BOT|seeing-everything|solving-everything|knowing-their-top|knowing-their-top-after-their-move [--budget N] [--settings JSON | --tree JSON] [--as-opposers JSON] [--from I] [--to J] [--base S] [--against BOT] | compare BOT_A BOT_B FILE...');
}

runWhenStarted('royal-suit-duel.ts', main);
