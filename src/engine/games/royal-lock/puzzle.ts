/**
 * Royal Lock puzzles: lock three royals in a row within N turns, whatever the
 * red deck does, or with at least P% chance. A move of the search is a whole
 * turn (every order of up to 3 actions, two orders that leave the same table
 * counted once), so a cook is a truly different turn, not the same locks in
 * another order; turns in another order are the shared search's to judge
 * (sameSolution). After each turn the red draw is every pair of cards the red
 * deck may still hold, grouped by ranks, since only ranks touch the grid.
 */
import { mutableCopy } from '../../core/game';
import type { GameVerifier, PlayedOut, PuzzleStatement, PuzzleStep, VerifyHooks } from '../../core/puzzle';
import { statementProblem } from '../../core/puzzle';
import { PuzzleSearch, verifyWithModel, type PuzzleModel, type SearchChild, type SearchGoal } from '../../core/puzzle-search';
import { cardLabel } from '../../core/cards';
import { isRoyal, rankOfCard } from './cards';
import { LINES } from './grid';
import { actionLabel, drawEffectWords } from './describe';
import { legalActions } from './legal';
import { seatToAct } from './turn';
import { ACTIONS_PER_TURN, RED_DRAW_SIZE, type CardId, type RoyalLockAction, type RoyalLockState } from './types';
import { applyAction } from './actions';

/** A position of the search: the table, and whether the turn's actions are done and the red draw is next. */
interface Node {
  readonly state: RoyalLockState;
  readonly drawNext: boolean;
}

/** The red deck as the solver knows it: how many cards of each rank, since its order is hidden and suits never matter. */
function redKey(deck: readonly CardId[]): string {
  const counts = new Map<string, number>();
  for (const card of deck) counts.set(rankOfCard(card), (counts.get(rankOfCard(card)) ?? 0) + 1);
  return [...counts].sort().map(([rank, n]) => `${rank}${n}`).join('');
}

function gridKey(state: RoyalLockState): string {
  return state.grid.map((s) => (s ? `${s.card}${s.locked ? '*' : ''}` : '-')).join(',');
}

function tableKey(state: RoyalLockState): string {
  return `${gridKey(state)}|${state.markers.join(',')}|${state.marker}|${state.actionsUsed}|${state.blackDeck.join(',')}|${state.blackDiscard.join(',')}|${redKey(state.redDeck)}|${state.rng.join(',')}`;
}

/**
 * A finished game is known by how it ended and its grid: nothing follows it,
 * so where the markers stand and how the decks were left cannot matter.
 */
function finishedKey(state: RoyalLockState): string {
  return `end|${state.end!.label}|${gridKey(state)}`;
}

/**
 * Every distinct table a turn can end on, fewest actions first; a win ends
 * the turn at once, and two wins on the same grid are one solution wherever
 * the markers stand and however the decks were left.
 */
export function* turnEnds(state: RoyalLockState): Generator<SearchChild<Node>> {
  const seat = seatToAct(state)!;
  const seen = new Set<string>();
  let level: { state: RoyalLockState; steps: PuzzleStep[] }[] = [{ state: mutableCopy(state), steps: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { state: current, steps } of level) {
      const won = current.end?.label === 'win';
      const key = won ? finishedKey(current) : tableKey({ ...current, actionsUsed: 0 });
      if (seen.has(key)) continue;
      seen.add(key);
      if (current.end && !won) continue;
      const title = steps.length === 0 ? 'End the turn at once' : steps.map((s) => s.text).join(', ');
      yield { title, steps, state: { state: current, drawNext: !won }, weight: 1 };
      if (won || current.actionsUsed >= ACTIONS_PER_TURN) continue;
      for (const action of legalActions(current, seat)) {
        if (action.type === 'endTurn') continue;
        const after = mutableCopy(current);
        applyAction(after, action);
        next.push({ state: after, steps: [...steps, { seat, action, text: actionLabel(current, action) }] });
      }
    }
    level = next;
  }
}

/** Locks still needed for the nearest royal line: a royal to lock costs 1, any other space at least 3 (remove, fill, lock). */
function actionsToWin(state: RoyalLockState): number {
  let best = Infinity;
  for (const line of LINES) {
    let cost = 0;
    for (const cell of line.cells) {
      const space = state.grid[cell];
      cost += space && isRoyal(space.card) ? (space.locked ? 0 : 1) : space ? 3 : 2;
    }
    best = Math.min(best, cost);
  }
  return best;
}

/**
 * The fewest actions left this turn that lock a royal line, or null when none
 * can: a depth-first search, deepened one action at a time, cut where every
 * line is out of reach.
 */
export function winThisTurn(state: RoyalLockState): PuzzleStep[] | null {
  for (let depth = 0; depth <= ACTIONS_PER_TURN - state.actionsUsed; depth++) {
    const found = winWithin(state, depth);
    if (found) return found;
  }
  return null;
}

function winWithin(state: RoyalLockState, depth: number): PuzzleStep[] | null {
  if (state.end) return state.end.label === 'win' ? [] : null;
  if (depth <= 0 || actionsToWin(state) > depth) return null;
  const seat = seatToAct(state)!;
  for (const action of legalActions(state, seat)) {
    if (action.type === 'endTurn') continue;
    const after = mutableCopy(state);
    applyAction(after, action);
    const rest = winWithin(after, depth - 1);
    if (rest) return [{ seat, action, text: actionLabel(state, action) }, ...rest];
  }
  return null;
}

/**
 * Every red draw the red deck can still give, weighted by how many card pairs
 * give it. Draws are told apart by their ranks, since those decide later
 * draws too; before the last turn only what they do to the grid matters.
 */
export function* redDraws(state: RoyalLockState, turnsLeft: number): Generator<SearchChild<Node>> {
  const seat = seatToAct(state)!;
  const deck = state.redDeck;
  const onGrid = new Set(state.grid.flatMap((space) => (space ? [rankOfCard(space.card)] : [])));
  const rankKey = (card: CardId): string => (turnsLeft > 1 || onGrid.has(rankOfCard(card)) ? rankOfCard(card) : '-');
  const groups = new Map<string, { pair: [CardId, CardId]; weight: number }>();
  for (let i = 0; i < deck.length; i++) {
    for (let j = i + 1; j < deck.length; j++) {
      const a = rankKey(deck[i]!);
      const b = rankKey(deck[j]!);
      const key = a === '-' || b === '-' ? [a, b].sort().join('+') : [a, b].sort().join('+');
      const group = groups.get(key);
      if (group) group.weight++;
      else groups.set(key, { pair: [deck[i]!, deck[j]!], weight: 1 });
    }
  }
  const action: RoyalLockAction = { type: 'endTurn' };
  for (const { pair, weight } of groups.values()) {
    const next = mutableCopy(state);
    next.redDeck = [...pair, ...deck.filter((card) => card !== pair[0] && card !== pair[1])];
    applyAction(next, action);
    // What the draw does to the grid is why it beats a try, so the words say it, not just the cards.
    const effects = next.lastRedDraw ? `, which ${drawEffectWords(next.lastRedDraw)}` : '';
    const text = `End the turn: the red draw is ${cardLabel(pair[0])} and ${cardLabel(pair[1])}${effects}`;
    yield { title: text, steps: [{ seat, action, text }], state: { state: next, drawNext: false }, weight };
  }
}

const model: PuzzleModel<Node> = {
  key: (node) => (node.state.end ? finishedKey(node.state) : `${node.drawNext ? 'd' : 't'}|${tableKey(node.state)}`),
  settled(node, left) {
    const end = node.state.end;
    if (end) return end.label === 'win' ? 'win' : 'loss';
    // Only a lock wins, and locks are played in turns: with none left the goal is out of reach.
    if (left <= 0) return 'loss';
    // The last turn needs no tree: either its actions can finish a line or they cannot.
    if (left === 1 && !node.drawNext) return winThisTurn(node.state) ? 'win' : 'loss';
    return null;
  },
  kind: (node) => (node.drawNext ? 'chance' : 'solver'),
  children: (node, left) => (node.drawNext ? redDraws(node.state, left) : turnEnds(node.state)),
  spends: (node) => !node.drawNext,
  closing: (node) => (node.state.end ? [] : (winThisTurn(node.state) ?? [])),
  deals: (node, left) => drawSequences(node.state.redDeck.length, left - 1),
};

function choose2(n: number): number {
  return n < 2 ? 0 : (n * (n - 1)) / 2;
}

/** The red draws that can matter between `turns` + 1 turns: one unordered pair per turn. */
export function drawSequences(deckSize: number, turns: number): number {
  let total = 1;
  for (let k = 0; k < turns; k++) total *= choose2(deckSize - RED_DRAW_SIZE * k);
  return total;
}

export const ROYAL_LOCK_GOALS = [
  { id: 'lock-whatever', label: 'Lock three royals in a row within {limit} turns, whatever the red deck does', params: [], limitUnit: 'turns', limitMax: 4 },
  {
    id: 'lock-chance',
    label: 'Lock three royals in a row within {limit} turns with at least {percent}% chance',
    params: [{ key: 'percent', label: 'Chance wanted (%)', min: 1, max: 100, start: 50 }],
    limitUnit: 'turns',
    limitMax: 3,
  },
] as const;

function refusal(state: RoyalLockState, statement: PuzzleStatement): string | null {
  const shared = statementProblem(royalLockVerifier, statement);
  if (shared) return shared;
  if (state.end) return 'The game is over at this position: there is nothing to solve.';
  if (statement.side !== 0) return 'In Royal Lock the players solve together: the side is the players (seat 1).';
  // A reshuffled red deck follows the table's seed, which the solver may not know: stay within the deck.
  if (state.redDeck.length < RED_DRAW_SIZE * (statement.limit - 1)) {
    return `The red deck holds ${state.redDeck.length} cards, too few for the draws of ${statement.limit} turns without a reshuffle.`;
  }
  return null;
}

function searchGoal(statement: PuzzleStatement): SearchGoal {
  return statement.goal === 'lock-chance' ? { kind: 'chance', atLeast: { num: statement.params.percent!, den: 100 } } : { kind: 'all' };
}

/**
 * The solver's action in the puzzle player. Ending the turn draws from the red
 * deck, whose order the solver cannot know: the draw is the one that leaves
 * the least chance of the goal (the heaviest such draw where several tie), so
 * the player meets the defence the verifier proved it against.
 */
function playOut(state: RoyalLockState, statement: PuzzleStatement, left: number, action: unknown): PlayedOut<RoyalLockState> {
  const chosen = action as RoyalLockAction;
  const seat = seatToAct(state);
  if (seat === null) throw new Error('The game is over at this position.');
  const next = left - 1;
  if (chosen.type === 'endTurn' && next > 0 && !state.end) {
    const search = new PuzzleSearch(model, searchGoal(statement));
    let best: { child: SearchChild<Node>; value: { num: bigint; den: bigint } } | null = null;
    for (const child of redDraws(state, next)) {
      const value = search.value(child.state, next);
      const order = best === null ? -1 : Number(value.num * best.value.den - best.value.num * value.den);
      if (best === null || order < 0 || (order === 0 && child.weight > best.child.weight)) best = { child, value };
    }
    if (best) return { state: best.child.state.state, steps: best.child.steps, spent: 1 };
  }
  const after = mutableCopy(state);
  const step: PuzzleStep = { seat, action: chosen, text: actionLabel(state, chosen) };
  applyAction(after, chosen);
  return { state: after, steps: [step], spent: after.turn - state.turn };
}

export const royalLockVerifier: GameVerifier<RoyalLockState> = {
  goals: ROYAL_LOCK_GOALS,
  knowledge: [{ id: 'red-deck-unknown', label: 'The solver sees the grid and the black deck; the red deck’s order is unknown' }],
  statementRefusal: refusal,
  verify(state: RoyalLockState, statement: PuzzleStatement, hooks?: VerifyHooks) {
    const problem = refusal(state, statement);
    if (problem) throw new Error(problem);
    // Mid-turn, the turn under way is the first of the limit.
    return verifyWithModel(model, { state, drawNext: false }, statement.limit, searchGoal(statement), hooks);
  },
  playOut,
  // The players win or lose together, so the person steers every marker.
  solvingSeats: (state) => Array.from({ length: state.seats }, (_, seat) => seat),
};
