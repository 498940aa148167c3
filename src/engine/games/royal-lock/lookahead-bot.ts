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
import { isRoyal } from './cards';
import { bestEnd, firstAction, playableCopy, playPlan, turnEnds, type JudgementCache, type TurnEnd } from './keeper-bot';
import { drawOutcomes, KEEPER_WEIGHTS, LOSS_SCORE, WIN_SCORE } from './keeper-score';
import { RED_DRAW_SIZE, type CardId, type RoyalLockAction, type RoyalLockState, type RoyalLockView } from './types';

export interface PlannerSettings {
  /** Ends of turn judged one turn further: the keeper's best few, each by a different first action. */
  readonly candidates: number;
  /** Positions the next turn's search may examine for each draw, so a move stays quick. */
  readonly nextTurnPositions: number;
  /**
   * The chance of winning the game from the start of a turn whose best end the
   * keeper scores `v`: 1 / (1 + e^-(intercept + slope × v / 1000)). A win during
   * the next turn then counts 1 and a loss 0, on the same scale as every other
   * grid; null weighs a win as WIN_SCORE and a loss as -drawLoss instead.
   */
  readonly winChance: { readonly intercept: number; readonly slope: number } | null;
  /**
   * Whether the next player sees the cards filled in this turn: each is then
   * either a royal (with the chance the search gave it) or a plain card, and
   * the next turn is searched for both, able to lock or remove it. When false
   * the next turn's search may not touch those cards, as this turn's may not.
   */
  readonly revealFills: boolean;
}

export const PLANNER_SETTINGS: PlannerSettings = { candidates: 2, nextTurnPositions: 400, winChance: null, revealFills: false };

/** What a keeper's score of the next turn's best end is worth to the planner. */
function worth(value: number, settings: PlannerSettings): number {
  const chance = settings.winChance;
  if (chance === null) return value;
  if (value >= WIN_SCORE) return 1;
  if (value <= LOSS_SCORE / 2) return 0;
  return 1 / (1 + Math.exp(-(chance.intercept + (chance.slope * value) / 1000)));
}

function won(settings: PlannerSettings): number {
  return settings.winChance === null ? WIN_SCORE : 1;
}

function lost(settings: PlannerSettings, atDraw: boolean): number {
  if (settings.winChance !== null) return 0;
  return atDraw ? -KEEPER_WEIGHTS.drawLoss : -WIN_SCORE;
}

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

/** A start of the next turn as the next player may find it, with its chance. */
interface Revealed {
  readonly state: RoyalLockState;
  readonly unseen: readonly (number | null)[];
  readonly probability: number;
}

/**
 * The next turn's start for each kind of card (royal or plain) the cards
 * filled this turn can turn out to be. A card of the kind stands for all of
 * them: the filled card itself when it is of that kind (it is one random
 * card of the unseen ones), otherwise the first of that kind left in the
 * rebuilt black deck, which is in random order too.
 */
function revealed(next: RoyalLockState, unseen: readonly (number | null)[]): Revealed[] {
  let starts: Revealed[] = [{ state: next, unseen, probability: 1 }];
  unseen.forEach((chance, cell) => {
    if (chance == null) return;
    const grown: Revealed[] = [];
    for (const start of starts) {
      for (const royal of [true, false]) {
        const probability = start.probability * (royal ? chance : 1 - chance);
        if (probability <= 0) continue;
        const state = playableCopy(start.state);
        const held = state.grid[cell]!.card;
        if (isRoyal(held) !== royal) {
          const at = state.blackDeck.findIndex((card) => isRoyal(card) === royal);
          if (at < 0) continue;
          state.grid[cell] = { card: state.blackDeck[at]!, locked: false };
          state.blackDeck[at] = held;
        }
        grown.push({ state, unseen: start.unseen.map((c, i) => (i === cell ? null : c)), probability });
      }
    }
    starts = grown;
  });
  return starts;
}

function startKey(state: RoyalLockState, unseen: readonly (number | null)[]): string {
  const grid = state.grid.map((space, cell) => (unseen[cell] != null ? '?' : space ? `${space.card}${space.locked ? '*' : ''}` : '-'));
  return `${grid.join(',')}|${state.markers.join(',')}|${state.marker}|${state.redDeck.length}`;
}

/** The best the next player can make of a turn's start, worth as the settings weigh it. */
function nextTurnValue(
  next: RoyalLockState,
  unseen: readonly (number | null)[],
  known: Map<string, number>,
  judged: JudgementCache,
  settings: PlannerSettings,
): number {
  // Many draws leave the same grid (a rank on no card, a locked card unlocked either way).
  const key = startKey(next, unseen);
  const held = known.get(key);
  if (held !== undefined) return held;
  let value = -Infinity;
  for (const later of turnEnds(next, unseen, settings.nextTurnPositions, judged)) value = Math.max(value, later.value);
  value = worth(value, settings);
  known.set(key, value);
  return value;
}

/** What the next player can make of the grid after each draw, weighed by the draw's chance. */
function lookAhead(end: TurnEnd, known: Map<string, number>, judged: JudgementCache, settings: PlannerSettings): number {
  const state = end.node.state;
  if (state.end) return state.end.label === 'win' ? won(settings) : lost(settings, false);
  // A red deck too short to draw from is left to the keeper's own judgement.
  if (state.redDeck.length < RED_DRAW_SIZE) return worth(end.value, settings);
  const gridRanks = knownRanks(end);
  const allRanks = new Set<Rank>(state.grid.flatMap((space) => (space ? [rankOf(space.card)] : [])));
  let total = 0;
  for (const outcome of drawOutcomes(state.redDeck, gridRanks)) {
    const pool = [...state.redDeck];
    const cards = outcome.ranks.map((rank) => cardFor(pool, rank, rank === null ? allRanks : gridRanks));
    if (cards.some((card) => card === null)) return worth(end.value, settings);
    const next = afterDraw(state, cards as CardId[]);
    let value: number;
    if (next.end) value = next.end.label === 'win' ? won(settings) : lost(settings, true);
    else {
      // Cards filled in this turn are unknown to this turn's reasoning.
      const unseen = end.node.unseen.map((chance, cell) => (next.grid[cell] ? chance : null));
      const starts = settings.revealFills ? revealed(next, unseen) : [{ state: next, unseen, probability: 1 }];
      value = 0;
      for (const start of starts) value += start.probability * nextTurnValue(start.state, start.unseen, known, judged, settings);
    }
    total += outcome.probability * value;
  }
  return total;
}

/** The keeper's best end of turn for each first action, best first. */
function candidates(ends: readonly TurnEnd[], count: number): TurnEnd[] {
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
  // Under the any-space reach a turn has thousands of ends instead of a few hundred, and looking a
  // turn further from each draw would take seconds a move: the keeper's judgement decides there.
  if (start.options.reach === 'any-space') return firstAction(bestEnd(ends));
  const choices = candidates(ends, settings.candidates);
  if (choices.length === 1) return firstAction(choices[0]!);
  let best = choices[0]!;
  let bestValue = -Infinity;
  const known = new Map<string, number>();
  const judged: JudgementCache = new Map();
  for (const choice of choices) {
    const value = lookAhead(choice, known, judged, settings);
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
