/**
 * The heuristic bot: it knows the rules and looks one action ahead. It
 * rebuilds a position from its view (the unknown deck cards guessed from its
 * seed; its judgement never looks at them), tries each legal action and keeps
 * the one whose position scores best for its side (bot-score.ts). When its
 * action leaves it to act again (the extra play) it looks at that action too.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { determinise } from './bot-determinise';
import { DEFAULT_WEIGHTS, scoreFor, type ScoreWeights } from './bot-score';
import { actionOf, applyCode, endOf, legalCodes, MAX_ACTIONS, seatOf, type SearchPosition } from './solver-position';
import type { RoyalSuitAction, RoyalSuitView } from './types';

/** The best score `seat` can reach from the position with its own actions before the turn passes. */
function settledScore(position: SearchPosition, seat: number, codes: number[], weights: ScoreWeights): number {
  if (endOf(position) !== 0 || seatOf(position) !== seat) return scoreFor(position, seat, weights);
  const count = legalCodes(position, codes);
  let best = -Infinity;
  const own = codes.slice(0, count);
  for (const code of own) best = Math.max(best, scoreFor(applyCode(position, code), seat, weights));
  return best;
}

/** Each legal action code with its score for the seat to move, best first (ties keep the rules' order). */
export function rankedCodes(position: SearchPosition, weights: ScoreWeights = DEFAULT_WEIGHTS): { code: number; score: number }[] {
  const seat = seatOf(position);
  const codes = new Array<number>(MAX_ACTIONS).fill(0);
  const count = legalCodes(position, codes);
  const scratch = new Array<number>(MAX_ACTIONS).fill(0);
  const ranked = codes.slice(0, count).map((code) => ({ code, score: settledScore(applyCode(position, code), seat, scratch, weights) }));
  return ranked.sort((a, b) => b.score - a.score);
}

export function chooseHeuristic(context: BotContext<RoyalSuitView, RoyalSuitAction>): RoyalSuitAction {
  const { legal } = context;
  if (legal.length === 0) throw new Error('The heuristic bot was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const position = determinise(context.view, context.seed);
  const best = rankedCodes(position)[0];
  const action = best ? actionOf(position, best.code) : null;
  return legal.find((a) => JSON.stringify(a) === JSON.stringify(action)) ?? legal[0]!;
}

export const heuristicBot: BotSpec<RoyalSuitView, RoyalSuitAction> = {
  id: 'heuristic',
  label: 'Heuristic',
  choose: chooseHeuristic,
};
