/**
 * Trial: the keeper, seeing each card it fills as it will when it plays. A fill
 * is a chance node over the ranks the black deck holds, weighed by their
 * counts; after it the search knows the card and may lock or remove it.
 */
import type { BotContext, BotSpec } from '../../src/engine/core/game';
import { rankOf } from '../../src/engine/core/cards';
import { applyAction } from '../../src/engine/games/royal-lock/actions';
import { playableCopy, playPlan } from '../../src/engine/games/royal-lock/keeper-bot';
import { drawExpectation, LOSS_SCORE, markerValueNear, nextDrawPool, WIN_SCORE, workSpaces, type ImaginedSpace } from '../../src/engine/games/royal-lock/keeper-score';
import { legalActions } from '../../src/engine/games/royal-lock/legal';
import { seatToAct } from '../../src/engine/games/royal-lock/turn';
import { ACTIONS_PER_TURN, type CardId, type RoyalLockAction, type RoyalLockState, type RoyalLockView } from '../../src/engine/games/royal-lock/types';

interface Search {
  readonly seat: number;
  readonly pool: CardId[] | null;
  readonly judged: Map<string, { draw: number; work: number[] }>;
  readonly memo: Map<string, number>;
  nodes: number;
}

function gridKey(state: RoyalLockState): string {
  return state.grid.map((s) => (s ? `${rankOf(s.card)}${s.locked ? '*' : ''}` : '-')).join(',');
}

function stopValue(state: RoyalLockState, search: Search): number {
  if (state.end) return state.end.label === 'win' ? WIN_SCORE : LOSS_SCORE;
  if (search.pool === null) return LOSS_SCORE / 2;
  const key = gridKey(state);
  let judged = search.judged.get(key);
  if (!judged) {
    const grid: ImaginedSpace[] = state.grid.map((s) => (s ? { kind: 'card', card: s.card, locked: s.locked } : null));
    judged = { draw: drawExpectation(search.pool, grid), work: workSpaces(grid) };
    search.judged.set(key, judged);
  }
  return judged.draw + markerValueNear(judged.work, state.markers[state.marker] ?? 4);
}

function stateKey(state: RoyalLockState): string {
  const discard = state.blackDiscard.map(rankOf).sort().join('');
  return `${gridKey(state)}|${state.markers.join(',')}|${state.marker}|${state.actionsUsed}|${state.blackDeck.length}|${discard}`;
}

function worthTrying(state: RoyalLockState, action: RoyalLockAction): boolean {
  if (action.type === 'endTurn') return false;
  if (action.type === 'reshuffle') return state.blackDiscard.length > 0;
  return true;
}

/** The value of the rest of the turn from here, best play, fills weighed by their chance. */
function valueOf(state: RoyalLockState, search: Search): number {
  const stop = stopValue(state, search);
  if (state.end || state.actionsUsed >= ACTIONS_PER_TURN) return stop;
  const key = stateKey(state);
  const known = search.memo.get(key);
  if (known !== undefined) return known;
  let best = stop;
  for (const action of legalActions(state, search.seat)) {
    if (!worthTrying(state, action)) continue;
    const value = actionValue(state, action, search);
    if (value > best) best = value;
  }
  search.memo.set(key, best);
  return best;
}

function actionValue(state: RoyalLockState, action: RoyalLockAction, search: Search): number {
  search.nodes++;
  if (action.type !== 'fill') {
    const next = playableCopy(state);
    applyAction(next, action);
    return valueOf(next, search);
  }
  const byRank = new Map<string, number>();
  state.blackDeck.forEach((card, at) => {
    const rank = rankOf(card);
    if (!byRank.has(rank)) byRank.set(rank, at);
  });
  const counts = new Map<string, number>();
  for (const card of state.blackDeck) counts.set(rankOf(card), (counts.get(rankOf(card)) ?? 0) + 1);
  let total = 0;
  for (const [rank, at] of byRank) {
    const next = playableCopy(state);
    const [card] = next.blackDeck.splice(at, 1);
    next.blackDeck.unshift(card!);
    applyAction(next, action);
    total += (counts.get(rank)! / state.blackDeck.length) * valueOf(next, search);
  }
  return total;
}

export function planSeeingFills(start: RoyalLockState): RoyalLockAction {
  const seat = seatToAct(start);
  if (seat === null) return { type: 'endTurn' };
  const search: Search = { seat, pool: nextDrawPool(start), judged: new Map(), memo: new Map(), nodes: 0 };
  let best = stopValue(start, search);
  let bestAction: RoyalLockAction = { type: 'endTurn' };
  for (const action of legalActions(start, seat)) {
    if (!worthTrying(start, action)) continue;
    const value = actionValue(start, action, search);
    if (value > best) {
      best = value;
      bestAction = action;
    }
  }
  return bestAction;
}

export const seeingFillsBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'seeing-fills',
  label: 'Seeing fills',
  choose: (context: BotContext<RoyalLockView, RoyalLockAction>) => playPlan(context, 'seeing-fills', planSeeingFills),
};

// ---- planner seeing fills: the cheap search ranks first actions; the best two are judged one turn further
import { lookAhead, PLANNER_SETTINGS } from '../../src/engine/games/royal-lock/lookahead-bot';
import { searchRoot, type JudgementCache } from '../../src/engine/games/royal-lock/keeper-bot';

/** The action the cheap search plays here, or null to end the turn. */
function policyAction(state: RoyalLockState, search: Search): RoyalLockAction | null {
  if (state.end || state.actionsUsed >= ACTIONS_PER_TURN) return null;
  let best = stopValue(state, search);
  let chosen: RoyalLockAction | null = null;
  for (const action of legalActions(state, search.seat)) {
    if (!worthTrying(state, action)) continue;
    const value = actionValue(state, action, search);
    if (value > best) {
      best = value;
      chosen = action;
    }
  }
  return chosen;
}

/** The turn's ends the cheap search would reach after `action`, each with its chance. */
function policyEnds(state: RoyalLockState, action: RoyalLockAction | null, search: Search, chance: number, out: { state: RoyalLockState; chance: number }[]): void {
  if (action === null) {
    out.push({ state, chance });
    return;
  }
  const outcomes: { next: RoyalLockState; p: number }[] = [];
  if (action.type === 'fill') {
    const counts = new Map<string, { at: number; n: number }>();
    state.blackDeck.forEach((card, at) => {
      const held = counts.get(rankOf(card));
      if (held) held.n++;
      else counts.set(rankOf(card), { at, n: 1 });
    });
    for (const { at, n } of counts.values()) {
      const next = playableCopy(state);
      const [card] = next.blackDeck.splice(at, 1);
      next.blackDeck.unshift(card!);
      applyAction(next, action);
      outcomes.push({ next, p: n / state.blackDeck.length });
    }
  } else {
    const next = playableCopy(state);
    applyAction(next, action);
    outcomes.push({ next, p: 1 });
  }
  for (const { next, p } of outcomes) policyEnds(next, policyAction(next, search), search, chance * p, out);
}

export function planSeeingFillsAhead(start: RoyalLockState): RoyalLockAction {
  const seat = seatToAct(start);
  if (seat === null) return { type: 'endTurn' };
  if (start.options.reach === 'any-space') return planSeeingFills(start);
  const search: Search = { seat, pool: nextDrawPool(start), judged: new Map(), memo: new Map(), nodes: 0 };
  const scored: { action: RoyalLockAction | null; value: number }[] = [{ action: null, value: stopValue(start, search) }];
  for (const action of legalActions(start, seat)) {
    if (!worthTrying(start, action)) continue;
    scored.push({ action, value: actionValue(start, action, search) });
  }
  scored.sort((a, b) => b.value - a.value);
  const choices = scored.slice(0, PLANNER_SETTINGS.candidates);
  if (choices.length === 1) return choices[0]!.action ?? { type: 'endTurn' };
  const known = new Map<string, number>();
  const judged: JudgementCache = new Map();
  let best = choices[0]!;
  let bestValue = -Infinity;
  for (const choice of choices) {
    const ends: { state: RoyalLockState; chance: number }[] = [];
    policyEnds(start, choice.action, search, 1, ends);
    let value = 0;
    for (const end of ends) value += end.chance * lookAhead({ node: searchRoot(end.state), value: stopValue(end.state, search) }, known, judged, PLANNER_SETTINGS);
    if (value > bestValue) {
      bestValue = value;
      best = choice;
    }
  }
  return best.action ?? { type: 'endTurn' };
}

export const seeingFillsPlannerBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'seeing-fills-planner',
  label: 'Seeing fills planner',
  choose: (context: BotContext<RoyalLockView, RoyalLockAction>) => playPlan(context, 'seeing-fills-planner', planSeeingFillsAhead),
};
