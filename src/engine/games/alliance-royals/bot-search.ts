/**
 * The search bot. It rebuilds a few positions its seat could be in
 * (determinise.ts: hidden cards dealt at random, consistently with its view),
 * tries each of the heuristic bot's favourite actions in every one of them, lets
 * the heuristic bot play every seat on to the end of the round on the fast path,
 * and takes the action whose rounds score best for its alliance.
 */
import { mutableCopy, type BotContext, type BotSpec, type Seat } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { actionScore, planFrom, seenFromState, seenFromView } from './bot-heuristic';
import { determinise } from './determinise';
import { candidateActions } from './legal';
import { scoreLines } from './score';
import { allianceOf } from './seats';
import { activeSeats } from './turn';
import type { AllianceRoyalsAction, AllianceRoyalsState, AllianceRoyalsView } from './types';

export const DEFAULT_SAMPLES = 3;
/** Only the heuristic bot's best few actions are searched: the rest are rarely better and cost as much. */
const CANDIDATES = 4;
/** Playouts look this many actions ahead (about three turns), then the round is scored as it stands. */
const MAX_PLAYOUT_ACTIONS = 80;

/** The heuristic bot plays every seat until the round is scored or the look-ahead runs out. */
export function playOutRound(state: AllianceRoyalsState): void {
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS; n++) {
    if (state.phase === 'scored' || state.phase === 'over') return;
    const seat = activeSeats(state)[0];
    if (seat === undefined) return;
    const action = heuristicChoice(state, seat);
    if (action === null) return;
    applyAction(state, seat, action);
  }
}

/**
 * The heuristic bot's choice, as planFrom would make it from the full list of
 * legal actions (the first of the best scores, in the listing's order), but
 * asking the rules about a candidate only when it would beat the best so far:
 * most candidates are never checked.
 */
export function heuristicChoice(state: AllianceRoyalsState, seat: Seat): AllianceRoyalsAction | null {
  const seen = seenFromState(state, seat);
  let best: AllianceRoyalsAction | null = null;
  let bestScore = -Infinity;
  for (const action of candidateActions(state, seat)) {
    const score = actionScore(seen, action);
    if ((best === null || score > bestScore) && actionRefusal(state, seat, action) === null) {
      best = action;
      bestScore = score;
    }
  }
  return best;
}

/** The alliance's margin this round: its score less the enemies'. */
export function roundMargin(state: AllianceRoyalsState, seat: Seat): number {
  const lines = state.phase === 'scored' || state.phase === 'over' ? state.result!.lines : scoreLines(state);
  let margin = 0;
  for (const line of lines) margin += allianceOf(line.seat) === allianceOf(seat) ? line.total : -line.total;
  return margin;
}

function sampleSeed(seed: number, k: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 2147483647;
}

/** The steps where the choice shapes the round; elsewhere the heuristic bot's choice stands. */
const SEARCHED = new Set(['gift', 'battle', 'spoils', 'play', 'window']);

export function searchAction(context: BotContext<AllianceRoyalsView, AllianceRoyalsAction>, samples: number): AllianceRoyalsAction {
  const { legal, view, seat } = context;
  if (legal.length === 0) throw new Error('The search bot was asked to move with no legal action.');
  const seen = seenFromView(view);
  const planned = planFrom(seen, legal);
  if (legal.length === 1 || !SEARCHED.has(view.phase)) return planned;
  const ranked = [...legal].sort((a, b) => actionScore(seen, b) - actionScore(seen, a)).slice(0, CANDIDATES);
  const totals = ranked.map(() => 0);
  for (let k = 0; k < samples; k++) {
    const world = determinise(view, sampleSeed(context.seed, k));
    ranked.forEach((action, i) => {
      const state = mutableCopy(world);
      applyAction(state, seat, action);
      playOutRound(state);
      totals[i] = totals[i]! + roundMargin(state, seat);
    });
  }
  let best = 0;
  for (let i = 1; i < ranked.length; i++) if (totals[i]! > totals[best]!) best = i;
  return ranked[best]!;
}

export function createSearchBot(samples: number = DEFAULT_SAMPLES): BotSpec<AllianceRoyalsView, AllianceRoyalsAction> {
  return { id: 'search', label: 'Search', choose: (context) => searchAction(context, samples) };
}

export const searchBot = createSearchBot();
