/**
 * The planner: the keeper's search, looking one turn further. The keeper
 * judges the end of its turn by the odds of the coming red draw and a static
 * value of the grids the draw can leave. The planner takes the keeper's best
 * few ends of turn and judges each by what the next player can make of every
 * grid the draw can leave: for each pair of ranks the draw can show, weighed
 * by its exact chance, the best end of the next turn the keeper's search
 * finds (itself judged by the following draw). A grid that is good to hold
 * but leaves the partner nothing to do with it loses to one that sets up the
 * next turn.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { rankOf, type Rank } from '../../core/cards';
import { endTurn } from './actions';
import { bestEnd, firstAction, playableCopy, playPlan, turnEnds, type JudgementCache, type TurnEnd } from './keeper-bot';
import { drawOutcomes, KEEPER_WEIGHTS, WIN_SCORE } from './keeper-score';
import { RED_DRAW_SIZE, type CardId, type RoyalLockAction, type RoyalLockState, type RoyalLockView } from './types';

export interface PlannerSettings {
  /** Ends of turn judged one turn further: the keeper's best few, each by a different first action. */
  readonly candidates: number;
  /** Positions the next turn's search may examine for each draw, so a move stays quick. */
  readonly nextTurnPositions: number;
}

export const PLANNER_SETTINGS: PlannerSettings = { candidates: 2, nextTurnPositions: 400 };

/** Ranks of the cards on the grid the seat can see (a card filled in during the search is not one of them). */
function knownRanks(end: TurnEnd): Set<Rank> {
  const ranks = new Set<Rank>();
  end.node.state.grid.forEach((space, cell) => {
    if (space && end.node.unseen[cell] == null) ranks.add(rankOf(space.card));
  });
  return ranks;
}

/** A red card of the rank, or (null) of a rank on no grid card, to stand for one card of a draw. */
function cardFor(pool: CardId[], rank: Rank | null, gridRanks: ReadonlySet<Rank>): CardId | null {
  const at = pool.findIndex((card) => (rank === null ? !gridRanks.has(rankOf(card)) : rankOf(card) === rank));
  return at < 0 ? null : pool.splice(at, 1)[0]!;
}

/** The next turn's start after a draw of these two cards; the rules apply the draw. */
function afterDraw(state: RoyalLockState, cards: readonly CardId[]): RoyalLockState {
  const next = playableCopy(state);
  next.redDeck = [...cards, ...state.redDeck.filter((card) => !cards.includes(card))];
  endTurn(next);
  return next;
}

function startKey(state: RoyalLockState, unseen: readonly (number | null)[]): string {
  const grid = state.grid.map((space, cell) => (unseen[cell] != null ? '?' : space ? `${space.card}${space.locked ? '*' : ''}` : '-'));
  return `${grid.join(',')}|${state.markers.join(',')}|${state.marker}|${state.redDeck.length}`;
}

/**
 * What the next player can make of the grid after each draw, weighed by the
 * draw's chance; null when some draw cannot be pictured. A red deck too short
 * to draw from is shuffled at the draw, in an order no search should guess.
 * A draw of ranks on no card the seat has seen needs red cards that also miss
 * the cards filled this turn (their ranks in the rebuilt deck are a guess),
 * and the deck may hold none. A look that skipped such draws, or stood in the
 * keeper's value for them, would be measured on another scale than its rivals.
 */
export function lookAhead(end: TurnEnd, known: Map<string, number>, judged: JudgementCache, settings: PlannerSettings): number | null {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? WIN_SCORE : -WIN_SCORE;
  if (state.redDeck.length < RED_DRAW_SIZE) return null;
  const gridRanks = knownRanks(end);
  const allRanks = new Set<Rank>(state.grid.flatMap((space) => (space ? [rankOf(space.card)] : [])));
  let total = 0;
  for (const outcome of drawOutcomes(state.redDeck, gridRanks)) {
    const pool = [...state.redDeck];
    const cards = outcome.ranks.map((rank) => cardFor(pool, rank, rank === null ? allRanks : gridRanks));
    if (cards.some((card) => card === null)) return null;
    const next = afterDraw(state, cards as CardId[]);
    let value: number;
    if (next.end) value = next.end.label === 'win' ? WIN_SCORE : -KEEPER_WEIGHTS.drawLoss;
    else {
      // Cards filled in this turn are still unknown to the next player's reasoning.
      const unseen = end.node.unseen.map((chance, cell) => (next.grid[cell] ? chance : null));
      // Many draws leave the same grid (a rank on no card, a locked card unlocked either way).
      const key = startKey(next, unseen);
      const held = known.get(key);
      if (held === undefined) {
        value = -Infinity;
        for (const later of turnEnds(next, unseen, settings.nextTurnPositions, judged)) value = Math.max(value, later.value);
        known.set(key, value);
      } else value = held;
    }
    total += outcome.probability * value;
  }
  return total;
}

/** The keeper's best end of turn for each first action, best first. */
export function candidates(ends: readonly TurnEnd[], count: number): TurnEnd[] {
  const byFirst = new Map<string, TurnEnd>();
  for (const end of ends) {
    const key = JSON.stringify(firstAction(end));
    const held = byFirst.get(key);
    if (!held || end.value > held.value) byFirst.set(key, end);
  }
  return [...byFirst.values()].sort((a, b) => b.value - a.value).slice(0, count);
}

export function planAhead(start: RoyalLockState, settings: PlannerSettings = PLANNER_SETTINGS): RoyalLockAction {
  const ends = turnEnds(start);
  // Under the any-space reach a turn has thousands of ends instead of a few hundred: a whole next turn
  // after each draw would take seconds a move, and one cut to its first 400 positions won no more deals
  // than the keeper (docs/royal-lock-bots.md), so the keeper's judgement decides there.
  if (start.options.reach === 'any-space') return firstAction(bestEnd(ends));
  const choices = candidates(ends, settings.candidates);
  const keepersChoice = choices[0]!;
  if (choices.length === 1) return firstAction(keepersChoice);
  let best = keepersChoice;
  let bestValue = -Infinity;
  const known = new Map<string, number>();
  const judged: JudgementCache = new Map();
  for (const choice of choices) {
    const value = lookAhead(choice, known, judged, settings);
    // Looks are compared only with looks: where one cannot be made, the keeper's judgement decides.
    if (value === null) return firstAction(keepersChoice);
    if (value > bestValue) {
      bestValue = value;
      best = choice;
    }
  }
  return firstAction(best);
}

export function choosePlanner(context: BotContext<RoyalLockView, RoyalLockAction>, settings: PlannerSettings = PLANNER_SETTINGS): RoyalLockAction {
  return playPlan(context, 'planner', (state) => planAhead(state, settings));
}

export const lookaheadBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'planner',
  label: 'Planner',
  choose: (context) => choosePlanner(context),
};
