/**
 * The sampler: a bot that plays from what it can see. It deals the cards it
 * cannot see into the decks in several orders that fit what its seat knows
 * (bot-determinise.ts), and on each such deal judges every legal action with
 * a short search, both sides playing their best for a few actions, that
 * judges the positions it reaches by the heuristic's score (bot-score.ts).
 * Each judgement is turned into the supporters' chance to win (a game that
 * ends within the search is all but certain, a score is read through a
 * logistic curve fitted to played games), and it plays the action with the
 * best mean chance over the deals, so it never relies on one guess at the
 * hidden cards.
 *
 * It does not ask the solver: on a guessed deal the solver's forced lines
 * count on the order of cards nobody can see yet, and judging by them won
 * no more games while costing ten times as long (docs/royal-suit-bots.md).
 */
import type { BotContext, BotSpec } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { determinise } from './bot-determinise';
import { FEATURE_COUNT, FITTED_WEIGHTS, fittedLogit } from './bot-features';
import { DEFAULT_WEIGHTS, supportersScore, WIN_SCORE, type ScoreWeights } from './bot-score';
import { actionOf, applyCode, endOf, legalCodes, MAX_ACTIONS, seatOf, SUPPORTERS_WIN, type SearchPosition } from './solver-position';
import { SUPPORTERS, type RoyalSuitAction, type RoyalSuitView } from './types';

export interface SamplerStrength {
  /** Deals of the unknown cards judged per decision. */
  readonly deals: number;
  /** Actions the short search looks ahead after the action judged. */
  readonly depth: number;
  /** Score points that multiply the odds of a supporters' win by e (the logistic curve's scale). */
  readonly chanceScale: number;
  /** Added to a score before it is read as a chance: the supporters win about half the games from a score of minus this. */
  readonly chanceOffset: number;
  /**
   * What the search reads at its leaves: the heuristic's score through the curve, or the log-odds
   * fitted to features of the position (bot-features.ts), without or with the race between the decks.
   */
  readonly judgement: 'score' | 'fitted' | 'fitted-race';
  /** The weights of the heuristic's score, when the judgement is the score. */
  readonly scoreWeights: ScoreWeights;
}

/*
 * The curve was fitted (logistic regression) to the scores of 6,291 positions
 * in 300 seeded games of a lighter sampler (4 deals, a 2-action search)
 * against itself, and who won each game: from a score of 0 the supporters
 * won about 90% of them, from -200 about half.
 */
export const DEFAULT_STRENGTH: SamplerStrength = { deals: 16, depth: 4, chanceScale: 170, chanceOffset: 230, judgement: 'score', scoreWeights: DEFAULT_WEIGHTS };

/** The supporters' chance to win that a score stands for. */
export function chanceOfScore(score: number, strength: SamplerStrength): number {
  if (score >= WIN_SCORE) return 1;
  if (score <= -WIN_SCORE) return 0;
  if (strength.judgement !== 'score') return 1 / (1 + Math.exp(-score / LOGIT_UNIT));
  return 1 / (1 + Math.exp(-(score + strength.chanceOffset) / strength.chanceScale));
}

/** Fitted log-odds are searched as whole numbers: this many points to one unit of log-odds. */
const LOGIT_UNIT = 1000;

const featureScratch = new Array<number>(FEATURE_COUNT).fill(0);

/** The supporters' value of a position the search stops at, on the scale chanceOfScore reads. */
function leafValue(position: SearchPosition, strength: SamplerStrength): number {
  const { judgement } = strength;
  if (judgement === 'score') return supportersScore(position, strength.scoreWeights);
  const weights = judgement === 'fitted' ? FITTED_WEIGHTS.plain : FITTED_WEIGHTS.race;
  return Math.round(LOGIT_UNIT * fittedLogit(position, weights, featureScratch));
}

/** How much each action before a game's end takes off its certainty: a quick win is surer than one a guessed deal promises later. */
const PER_ACTION = 0.001;

/**
 * Minimax with alpha-beta on the supporters' score; the extra play makes a side act twice, so sides are read per position.
 * A finished game scores beyond ±WIN_SCORE by the depth left, so a sooner win and a later loss rank first.
 */
function shortSearch(position: SearchPosition, depth: number, alpha: number, beta: number, buffers: number[][], strength: SamplerStrength): number {
  const end = endOf(position);
  if (end !== 0) return end === SUPPORTERS_WIN ? WIN_SCORE + depth : -WIN_SCORE - depth;
  if (depth === 0) return leafValue(position, strength);
  const codes = buffers[depth]!;
  const count = legalCodes(position, codes);
  const maximising = seatOf(position) === SUPPORTERS;
  let best = maximising ? -Infinity : Infinity;
  for (let i = 0; i < count && alpha < beta; i++) {
    const value = shortSearch(applyCode(position, codes[i]!), depth - 1, alpha, beta, buffers, strength);
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

/** The supporters' chance after the action judged, by the short search's score; a game that ends within the search is all but certain. */
export function judge(child: SearchPosition, strength: SamplerStrength, buffers: number[][]): number {
  const score = shortSearch(child, strength.depth, -Infinity, Infinity, buffers, strength);
  // Actions from the child to the end the search found: the depth it had left says how deep the end lay.
  const actionsToEnd = (end: number) => strength.depth - (end - WIN_SCORE);
  if (score >= WIN_SCORE) return 1 - PER_ACTION * (1 + actionsToEnd(score));
  if (score <= -WIN_SCORE) return PER_ACTION * (1 + actionsToEnd(-score));
  return chanceOfScore(score, strength);
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
    for (const code of codes.slice(0, count)) {
      const key = JSON.stringify(actionOf(position, code));
      const chance = judge(applyCode(position, code), strength, buffers);
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
