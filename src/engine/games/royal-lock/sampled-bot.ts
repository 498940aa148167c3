/**
 * The sampler: the planner's candidates judged on sampled deals. At a
 * decision it takes the keeper's best few first actions (from its own rebuilt
 * position, as the planner does), then rebuilds the position again several
 * times from the seat's view, each time with both decks' unseen cards in a
 * fresh order, and on each rebuilt deal judges every candidate as if that
 * order were known: the keeper's search seeing the order (and, as the planner
 * does, the next turn after the draw that deal holds). The candidate with the
 * best mean over the deals is played, optionally mixed with the planner's own
 * judgement.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { seedFor } from '../../testing/seeds';
import { endTurn } from './actions';
import { determinise } from './determinise';
import { bestEnd, firstAction, playableCopy, playPlan, turnEnds, type JudgementCache, type TurnEnd } from './keeper-bot';
import { KEEPER_WEIGHTS, WIN_SCORE } from './keeper-score';
import { candidates, lookAhead, PLANNER_SETTINGS } from './lookahead-bot';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

export interface SamplerSettings {
  /** Deals sampled at each decision. */
  readonly samples: number;
  /** First actions judged: the keeper's best few. */
  readonly candidates: number;
  /** 1: each sampled deal judged one turn further (the knowing planner); 0: by the end of this turn (the knowing keeper). */
  readonly nextTurn: number;
  /** Percent of the score from the planner's own judgement, the rest from the sampled deals. */
  readonly ownPercent: number;
  /** 1: each sampled deal votes for its best candidate, instead of the mean. */
  readonly vote: number;
  /** Positions each next turn's search may examine. */
  readonly nextTurnPositions: number;
  /** 1: this turn's search on each sampled deal knows the coming draw; 0: judges it by its odds, as the keeper does. */
  readonly seeThisDraw: number;
  /** What a win on a sampled deal counts for in the mean. */
  readonly winValue: number;
}

export const SAMPLER_SETTINGS: SamplerSettings = { samples: 16, candidates: 3, nextTurn: 1, ownPercent: 0, vote: 0, seeThisDraw: 1, nextTurnPositions: 400, winValue: WIN_SCORE };

/** The best the next turn can make of an end of turn, after the red draw the deck holds (the order seen). */
export function nextTurnKnown(end: TurnEnd, judged: JudgementCache, positions: number): number {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? WIN_SCORE : -WIN_SCORE;
  const next = playableCopy(state);
  endTurn(next);
  if (next.end) return next.end.label === 'win' ? WIN_SCORE : -KEEPER_WEIGHTS.drawLoss;
  let value = -Infinity;
  for (const later of turnEnds(next, null, positions, judged, 'order')) value = Math.max(value, later.value);
  return value;
}

const keyOf = (action: RoyalLockAction) => JSON.stringify(action);

export function planSampled(view: RoyalLockView, seed: number, settings: SamplerSettings = SAMPLER_SETTINGS): RoyalLockAction {
  const own = determinise(view, seed);
  const ends = turnEnds(own);
  if (own.options.reach === 'any-space') return firstAction(bestEnd(ends));
  const choices = candidates(ends, settings.candidates);
  if (choices.length === 1) return firstAction(choices[0]!);
  const keys = choices.map((choice) => keyOf(firstAction(choice)));
  const sums = choices.map(() => 0);
  const judged: JudgementCache = new Map();
  for (let k = 0; k < settings.samples; k++) {
    const deal: RoyalLockState = determinise(view, seedFor(seed, k + 1));
    const best = new Map<string, TurnEnd>();
    const sight = settings.seeThisDraw ? 'order' : 'contents';
    for (const end of turnEnds(deal, null, undefined, sight === 'order' ? judged : null, sight)) {
      const key = keyOf(firstAction(end));
      const held = best.get(key);
      if (!held || end.value > held.value) best.set(key, end);
    }
    const values = keys.map((key) => {
      const end = best.get(key);
      if (!end) return -WIN_SCORE;
      const value = settings.nextTurn ? nextTurnKnown(end, judged, settings.nextTurnPositions) : end.value;
      return value >= WIN_SCORE ? settings.winValue : value;
    });
    if (settings.vote) {
      let top = 0;
      values.forEach((value, i) => {
        if (value > values[top]!) top = i;
      });
      sums[top]! += 1;
    } else values.forEach((value, i) => (sums[i]! += value / settings.samples));
  }
  const scores = [...sums];
  if (settings.ownPercent > 0) {
    const known = new Map<string, number>();
    const ownJudged: JudgementCache = new Map();
    const w = settings.ownPercent / 100;
    choices.forEach((choice, i) => {
      scores[i] = w * lookAhead(choice, known, ownJudged, PLANNER_SETTINGS) + (1 - w) * scores[i]!;
    });
  }
  let top = 0;
  scores.forEach((score, i) => {
    if (score > scores[top]!) top = i;
  });
  return firstAction(choices[top]!);
}

export function chooseSampled(context: BotContext<RoyalLockView, RoyalLockAction>, settings: SamplerSettings = SAMPLER_SETTINGS): RoyalLockAction {
  return playPlan(context, 'sampler', () => planSampled(context.view, context.seed, settings));
}

export const sampledBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'sampler',
  label: 'Sampler',
  choose: (context) => chooseSampled(context),
};
