/**
 * The sampler: a bot that plays from what it can see. It deals the cards it
 * cannot see into the decks in several orders that fit what its seat knows
 * (bot-determinise.ts), and on each such deal judges every legal action with
 * every card face up: the solver settles it when a small budget suffices (near
 * the end, or when a win is forced soon); otherwise a short search, both sides
 * playing their best for a few actions, judges the positions it reaches by
 * the heuristic's score (bot-score.ts). Each judgement is turned into the
 * supporters' chance to win (a forced result is certain, a score is read
 * through a logistic curve fitted to played games), and it plays the action
 * with the best mean chance over the deals, so it never relies on one guess
 * at the hidden cards, and one deal where the solver finds a forced result
 * weighs no more than any other.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { determinise } from './bot-determinise';
import { supportersScore, WIN_SCORE } from './bot-score';
import { RoyalSuitSearch } from './solver';
import { actionOf, applyCode, endOf, legalCodes, MAX_ACTIONS, seatOf, type SearchPosition } from './solver-position';
import { SUPPORTERS, type RoyalSuitAction, type RoyalSuitView } from './types';

export interface SamplerStrength {
  /** Deals of the unknown cards judged per decision. */
  readonly deals: number;
  /** Positions the solver may search per action and deal before the short search judges. */
  readonly solverBudget: number;
  /** Actions the short search looks ahead after the action judged. */
  readonly depth: number;
  /** Score points that multiply the odds of a supporters' win by e (the logistic curve's scale). */
  readonly chanceScale: number;
  /** Added to a score before it is read as a chance: the supporters win about half the games from a score of minus this. */
  readonly chanceOffset: number;
}

/*
 * The curve was fitted (logistic regression) to the scores of 6,291 positions
 * in 300 seeded games of a lighter sampler (4 deals, a 2-action search)
 * against itself, and who won each game: from a score
 * of 0 the supporters won about 90% of them, from -200 about half.
 */
export const DEFAULT_STRENGTH: SamplerStrength = { deals: 8, solverBudget: 300, depth: 4, chanceScale: 170, chanceOffset: 230 };

/** How much a forced result's length takes off its certainty: a quick win is safer when the deal is only a guess. */
const PER_ACTION = 0.0005;

/** The supporters' chance to win that a score stands for. */
export function chanceOfScore(score: number, strength: SamplerStrength): number {
  if (score >= WIN_SCORE) return 1;
  if (score <= -WIN_SCORE) return 0;
  return 1 / (1 + Math.exp(-(score + strength.chanceOffset) / strength.chanceScale));
}

/** Minimax with alpha-beta on the supporters' score; the extra play makes a side act twice, so sides are read per position. */
function shortSearch(position: SearchPosition, depth: number, alpha: number, beta: number, buffers: number[][]): number {
  if (depth === 0 || endOf(position) !== 0) return supportersScore(position);
  const codes = buffers[depth]!;
  const count = legalCodes(position, codes);
  const maximising = seatOf(position) === SUPPORTERS;
  let best = maximising ? -Infinity : Infinity;
  for (let i = 0; i < count && alpha < beta; i++) {
    const value = shortSearch(applyCode(position, codes[i]!), depth - 1, alpha, beta, buffers);
    if (maximising) {
      best = Math.max(best, value);
      alpha = Math.max(alpha, best);
    } else {
      best = Math.min(best, value);
      beta = Math.min(beta, best);
    }
  }
  return best;
}

/** The supporters' chance after the action judged: a forced result if the solver finds one, else the short search's score read as a chance. */
export function judge(child: SearchPosition, search: RoyalSuitSearch, strength: SamplerStrength, buffers: number[][]): number {
  if (endOf(child) !== 0) return chanceOfScore(supportersScore(child), strength);
  const value = search.withBudget(strength.solverBudget, () => search.exactValue(child, 250)) ?? 0;
  if (value !== 0) {
    const supportersWin = (value > 0) === (seatOf(child) === SUPPORTERS);
    const doubt = PER_ACTION * Math.abs(value);
    // A quicker win is better, a later loss less bad.
    return supportersWin ? 1 - doubt : doubt;
  }
  return chanceOfScore(shortSearch(child, strength.depth, -Infinity, Infinity, buffers), strength);
}

export function chooseSampled(context: BotContext<RoyalSuitView, RoyalSuitAction>, strength: SamplerStrength = DEFAULT_STRENGTH): RoyalSuitAction {
  const { legal, view, seat } = context;
  if (legal.length === 0) throw new Error('The sampler bot was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const random = { rng: seedRng(context.seed) };
  const codes = new Array<number>(MAX_ACTIONS).fill(0);
  const buffers = Array.from({ length: strength.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
  const forSupporters = seat === SUPPORTERS;
  const totals = new Map<string, number>();
  for (let deal = 0; deal < strength.deals; deal++) {
    const position = determinise(view, randomInt(random, 0, 0x7fffffff));
    const count = legalCodes(position, codes);
    const search = new RoyalSuitSearch();
    for (const code of codes.slice(0, count)) {
      const key = JSON.stringify(actionOf(position, code));
      const chance = judge(applyCode(position, code), search, strength, buffers);
      const value = forSupporters ? chance : 1 - chance;
      totals.set(key, (totals.get(key) ?? 0) + value);
    }
  }
  let best: RoyalSuitAction = legal[0]!;
  let bestTotal = -Infinity;
  // Ties keep the rules' order of the legal list.
  for (const action of legal) {
    const total = totals.get(JSON.stringify(action)) ?? -Infinity;
    if (total > bestTotal) {
      bestTotal = total;
      best = action;
    }
  }
  return best;
}

export const samplerBot: BotSpec<RoyalSuitView, RoyalSuitAction> = {
  id: 'sampler',
  label: 'Sampler',
  choose: (context) => chooseSampled(context),
};
