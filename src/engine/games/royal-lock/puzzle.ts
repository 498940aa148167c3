/**
 * Royal Lock puzzles: lock three royals in a row within N turns, whatever the
 * red deck does, or with at least P% chance. A move of the search is a whole
 * turn (every order of up to 3 actions, two orders that leave the same table
 * counted once), so a cook is a truly different turn, not the same locks in
 * another order; turns in another order are the shared search's to judge
 * (sameSolution). After each turn the red draw is every pair of cards the red
 * deck may still hold, grouped by ranks, since only ranks touch the grid.
 *
 * The solver knows the black deck's order only until it is reshuffled: the
 * new order comes from the table's seed, which nobody at the table can know.
 * After a reshuffle a fill is a chance like the red draw, every card the deck
 * holds by its share, and a turn that fills from it goes on once the card is
 * turned up.
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
import { actingCell, seatToAct } from './turn';
import { ACTIONS_PER_TURN, RED_DRAW_SIZE, type CardId, type RoyalLockAction, type RoyalLockState } from './types';
import { applyAction } from './actions';

/**
 * A position of the search: the table, and what comes next there: a turn's
 * actions from its start (which spends a turn of the limit), the rest of a
 * turn after a fill turned up a card, the card a fill turns up from a
 * shuffled black deck, or the red draw that ends the turn.
 */
interface Node {
  readonly state: RoyalLockState;
  readonly next: 'turn' | 'rest-of-turn' | 'fill' | 'red-draw';
  /** The black deck has been reshuffled since the puzzle began, so its order is unknown. */
  readonly shuffled: boolean;
}

/** A deck whose order is hidden, as the solver knows it: how many cards of each rank, since suits never matter. */
function ranksKey(deck: readonly CardId[]): string {
  const counts = new Map<string, number>();
  for (const card of deck) counts.set(rankOfCard(card), (counts.get(rankOfCard(card)) ?? 0) + 1);
  return [...counts].sort().map(([rank, n]) => `${rank}${n}`).join('');
}

function gridKey(state: RoyalLockState): string {
  return state.grid.map((s) => (s ? `${s.card}${s.locked ? '*' : ''}` : '-')).join(',');
}

/**
 * The table as the solver knows it. The seed it carries is left out: it only
 * orders a reshuffled deck, which the search takes as unknown.
 */
function tableKey(state: RoyalLockState, shuffled: boolean): string {
  const black = shuffled ? `?${ranksKey(state.blackDeck)}` : state.blackDeck.join(',');
  return `${gridKey(state)}|${state.markers.join(',')}|${state.marker}|${state.actionsUsed}|${black}|${state.blackDiscard.join(',')}|${ranksKey(state.redDeck)}`;
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
 * the markers stand and however the decks were left. From a shuffled black
 * deck a fill ends the move instead: the card it turns up is a chance, and
 * the turn goes on after it.
 */
export function* turnEnds(state: RoyalLockState, shuffled = false): Generator<SearchChild<Node>> {
  const seat = seatToAct(state)!;
  const seen = new Set<string>();
  let level: { state: RoyalLockState; steps: PuzzleStep[]; shuffled: boolean }[] = [{ state: mutableCopy(state), steps: [], shuffled }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { state: current, steps, shuffled: unknownOrder } of level) {
      const won = current.end?.label === 'win';
      const key = won ? finishedKey(current) : `${unknownOrder ? 's' : 'k'}|${tableKey({ ...current, actionsUsed: 0 }, unknownOrder)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (current.end && !won) continue;
      yield { title: moveTitle(steps), steps, state: { state: current, next: 'red-draw', shuffled: unknownOrder }, weight: 1 };
      if (won || current.actionsUsed >= ACTIONS_PER_TURN) continue;
      for (const action of legalActions(current, seat)) {
        if (action.type === 'endTurn') continue;
        const step: PuzzleStep = { seat, action, text: actionLabel(current, action) };
        if (action.type === 'fill' && unknownOrder) {
          const fillKey = `fill|${key}`;
          if (seen.has(fillKey)) continue;
          seen.add(fillKey);
          const moved = [...steps, { ...step, text: 'Fill from the reshuffled black deck' }];
          yield { title: moveTitle(moved), steps: moved, state: { state: current, next: 'fill', shuffled: true }, weight: 1 };
          continue;
        }
        const after = mutableCopy(current);
        applyAction(after, action);
        next.push({ state: after, steps: [...steps, step], shuffled: unknownOrder || action.type === 'reshuffle' });
      }
    }
    level = next;
  }
}

function moveTitle(steps: readonly PuzzleStep[]): string {
  return steps.length === 0 ? 'End the turn at once' : steps.map((s) => s.text).join(', ');
}

/**
 * Every card a fill can turn up from a shuffled black deck, weighted by how
 * many of the deck's cards give it: cards of one rank are alike, since suits
 * never matter. The words are the fill's own step (turnEnds), so a line
 * names the card only by what follows it.
 */
export function* shuffledFills(state: RoyalLockState): Generator<SearchChild<Node>> {
  const action: RoyalLockAction = { type: 'fill', cell: actingCell(state) };
  const byRank = new Map<string, { card: CardId; weight: number }>();
  for (const card of state.blackDeck) {
    const group = byRank.get(rankOfCard(card));
    if (group) group.weight++;
    else byRank.set(rankOfCard(card), { card, weight: 1 });
  }
  for (const { card, weight } of byRank.values()) {
    const next = mutableCopy(state);
    next.blackDeck = [card, ...state.blackDeck.filter((other) => other !== card)];
    applyAction(next, action);
    yield { title: `The fill turns up the ${cardLabel(card)}`, steps: [], state: { state: next, next: 'rest-of-turn', shuffled: true }, weight };
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
 * line is out of reach. A fill from a shuffled black deck (`shuffled`, or a
 * reshuffle on the way) turns up an unknown card, so no sure win passes
 * through it; `hoping` lets it turn up a royal the deck holds instead, which
 * tells whether any card could win.
 */
export function winThisTurn(state: RoyalLockState, shuffled = false, hoping = false): PuzzleStep[] | null {
  for (let depth = 0; depth <= ACTIONS_PER_TURN - state.actionsUsed; depth++) {
    const found = winWithin(state, depth, shuffled, hoping);
    if (found) return found;
  }
  return null;
}

function winWithin(state: RoyalLockState, depth: number, shuffled: boolean, hoping: boolean): PuzzleStep[] | null {
  if (state.end) return state.end.label === 'win' ? [] : null;
  if (depth <= 0 || actionsToWin(state) > depth) return null;
  const seat = seatToAct(state)!;
  for (const action of legalActions(state, seat)) {
    if (action.type === 'endTurn') continue;
    const after = mutableCopy(state);
    if (action.type === 'fill' && shuffled) {
      // A card that is not a royal never helps lock a line, so hoping for a royal is enough.
      const royal = hoping ? state.blackDeck.find(isRoyal) : undefined;
      if (royal === undefined) continue;
      after.blackDeck = [royal, ...state.blackDeck.filter((card) => card !== royal)];
    }
    applyAction(after, action);
    const rest = winWithin(after, depth - 1, shuffled || action.type === 'reshuffle', hoping);
    if (rest) return [{ seat, action, text: actionLabel(state, action) }, ...rest];
  }
  return null;
}

/**
 * Every red draw the red deck can still give, weighted by how many card pairs
 * give it. Draws are told apart by their ranks, since those decide later
 * draws too; before the last turn only what they do to the grid matters.
 */
export function* redDraws(state: RoyalLockState, turnsLeft: number, shuffled = false): Generator<SearchChild<Node>> {
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
    yield { title: text, steps: [{ seat, action, text }], state: { state: next, next: 'turn', shuffled }, weight };
  }
}

/**
 * `left` counts the turns still to start, and the one under way at a turn's
 * start: a turn is spent as it begins, so the rest of it, its fills and its
 * red draw come after.
 */
const model: PuzzleModel<Node> = {
  key: (node) => (node.state.end ? finishedKey(node.state) : `${node.next}|${node.shuffled ? 's' : 'k'}|${tableKey(node.state, node.shuffled)}`),
  settled(node, left) {
    const end = node.state.end;
    if (end) return end.label === 'win' ? 'win' : 'loss';
    // Only a lock wins, and locks are played in turns: with none left the goal is out of reach.
    if ((node.next === 'turn' || node.next === 'red-draw') && left <= 0) return 'loss';
    const lastTurn = (node.next === 'turn' && left === 1) || (node.next === 'rest-of-turn' && left === 0);
    if (!lastTurn) return null;
    // The last turn needs no tree where its actions surely finish a line, or where no card a fill may turn up could.
    if (winThisTurn(node.state, node.shuffled)) return 'win';
    return winThisTurn(node.state, node.shuffled, true) ? null : 'loss';
  },
  kind: (node) => (node.next === 'turn' || node.next === 'rest-of-turn' ? 'solver' : 'chance'),
  // A puzzle is about the grid: a turn that also moves a marker or reshuffles, to the same grid and the same chance,
  // is the same solution with actions to spare.
  substance: (node) => gridKey(node.state),
  children: (node, left) =>
    node.next === 'red-draw' ? redDraws(node.state, left, node.shuffled) : node.next === 'fill' ? shuffledFills(node.state) : turnEnds(node.state, node.shuffled),
  spends: (node) => node.next === 'turn',
  closing: (node) => (node.state.end ? [] : (winThisTurn(node.state, node.shuffled) ?? [])),
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
 * Whether the black deck was reshuffled since the puzzle began at `start`:
 * the table's random state moves only when a deck is shuffled, and the red
 * deck is never reshuffled within a puzzle's limit (refusal).
 */
export function shuffledSince(start: RoyalLockState | undefined, state: RoyalLockState): boolean {
  return start !== undefined && start.rng.some((part, index) => part !== state.rng[index]);
}

/** Of a chance's outcomes, the one that leaves the least chance of the goal, the heaviest where several tie: the one the verifier's lines take. */
function worstOf(search: PuzzleSearch<Node>, children: Iterable<SearchChild<Node>>, left: number): SearchChild<Node> | null {
  let worst: { child: SearchChild<Node>; value: { num: bigint; den: bigint } } | null = null;
  for (const child of children) {
    const value = search.value(child.state, left);
    const order = worst === null ? -1 : Number(value.num * worst.value.den - worst.value.num * value.den);
    if (worst === null || order < 0 || (order === 0 && child.weight > worst.child.weight)) worst = { child, value };
  }
  return worst?.child ?? null;
}

/**
 * The solver's action in the puzzle player. Ending the turn draws from the red
 * deck, whose order the solver cannot know, and so does a fill from a black
 * deck reshuffled since the puzzle began: the cards are the ones that leave
 * the least chance of the goal, so the player meets the defence the verifier
 * proved it against.
 */
function playOut(state: RoyalLockState, statement: PuzzleStatement, left: number, action: unknown, start?: RoyalLockState): PlayedOut<RoyalLockState> {
  const chosen = action as RoyalLockAction;
  const seat = seatToAct(state);
  if (seat === null) throw new Error('The game is over at this position.');
  const next = left - 1;
  const shuffled = shuffledSince(start, state);
  if (!state.end && ((chosen.type === 'endTurn' && next > 0) || (chosen.type === 'fill' && shuffled))) {
    const search = new PuzzleSearch(model, searchGoal(statement));
    if (chosen.type === 'endTurn') {
      const draw = worstOf(search, redDraws(state, next, shuffled), next);
      if (draw) return { state: draw.state.state, steps: draw.steps, spent: 1 };
    } else {
      const fill = worstOf(search, shuffledFills(state), next);
      if (fill) {
        const card = fill.state.state.grid[chosen.cell]!.card;
        return { state: fill.state.state, steps: [{ seat, action: chosen, text: `Fill: the reshuffled black deck turns up the ${cardLabel(card)}` }], spent: 0 };
      }
    }
  }
  const after = mutableCopy(state);
  const step: PuzzleStep = { seat, action: chosen, text: actionLabel(state, chosen) };
  applyAction(after, chosen);
  return { state: after, steps: [step], spent: after.turn - state.turn };
}

/**
 * The black deck as the solver knows it: the puzzle shows its order, which the table (drawn for a seat) keeps face
 * down, until a reshuffle puts it in an order nobody at the table can know.
 */
function knownFacts(state: RoyalLockState, _statement: PuzzleStatement, start?: RoyalLockState): string[] {
  if (shuffledSince(start, state)) return ['The black deck has been reshuffled: its order is unknown.'];
  if (state.blackDeck.length === 0) return ['The black deck is empty.'];
  return [`The black deck, top card first: ${state.blackDeck.map(cardLabel).join(', ')}.`];
}

export const royalLockVerifier: GameVerifier<RoyalLockState> = {
  goals: ROYAL_LOCK_GOALS,
  knowledge: [{ id: 'red-deck-unknown', label: 'The solver sees the grid and the black deck until it is reshuffled; the red deck’s order is unknown' }],
  statementRefusal: refusal,
  verify(state: RoyalLockState, statement: PuzzleStatement, hooks?: VerifyHooks, start?: RoyalLockState) {
    const problem = refusal(state, statement);
    if (problem) throw new Error(problem);
    // Mid-turn, the turn under way is the first of the limit.
    return verifyWithModel(model, { state, next: 'turn', shuffled: shuffledSince(start, state) }, statement.limit, searchGoal(statement), hooks);
  },
  playOut,
  // The players win or lose together, so the person steers every marker.
  solvingSeats: (state) => Array.from({ length: state.seats }, (_, seat) => seat),
  knownFacts,
};
