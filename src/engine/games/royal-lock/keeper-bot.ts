/**
 * The keeper: a bot that knows the rules. It rebuilds a playable position
 * from its view (the hidden deck order guessed from its seed), tries every
 * distinct way to spend the rest of its turn, and judges each end position by
 * the exact odds of the coming red draw. It plays the first action of the best.
 */
import type { BotContext, BotSpec } from '../../core/game';
import { actionRefusal, applyAction } from './actions';
import { rankOf } from '../../core/cards';
import { isRoyal } from './cards';
import { determinise } from './determinise';
import { comingRedDraw, drawExpectation, LOSS_SCORE, markerValueNear, nextDrawPool, WIN_SCORE, workSpaces, type ImaginedSpace } from './keeper-score';
import { legalActions } from './legal';
import { actingCell, nextActingCell, seatToAct } from './turn';
import { ACTIONS_PER_TURN, type Cell, type RoyalLockAction, type RoyalLockState, type RoyalLockView } from './types';

/** A bound on positions examined, so a decision always stays quick. */
const MAX_POSITIONS = 20_000;

/**
 * What a search knows of the hidden cards. A player knows the decks' contents
 * only ('contents': the keeper's own sight). 'order' is the true position seen
 * whole: a filled card is known at once and the coming red draw is the one the
 * deck holds; 'draw' knows that draw only. No player has either; they measure
 * what the hidden order costs.
 */
export type Sight = 'contents' | 'draw' | 'order';

export interface SearchNode {
  readonly state: RoyalLockState;
  /** The first action of the sequence that led here; null at the start. */
  readonly first: RoyalLockAction | null;
  /** For spaces filled during the search: the chance the unseen card is royal. */
  readonly unseen: readonly (number | null)[];
  /** The grid as the bot pictures it, as text: what the draw odds depend on. */
  readonly gridKey: string;
}

function imagined(node: SearchNode): ImaginedSpace[] {
  return node.state.grid.map((space, cell) => {
    const chance = node.unseen[cell];
    if (chance != null) return { kind: 'unseen', royalChance: chance };
    return space ? { kind: 'card', card: space.card, locked: space.locked } : null;
  });
}

function gridKeyOf(state: RoyalLockState, unseen: readonly (number | null)[]): string {
  let key = '';
  for (let cell = 0; cell < state.grid.length; cell++) {
    const chance = unseen[cell];
    const space = state.grid[cell];
    if (cell > 0) key += ',';
    if (chance != null) key += `?${chance.toFixed(3)}`;
    else if (space) key += space.locked ? `${space.card}*` : space.card;
    else key += '-';
  }
  return key;
}

function positionKey(node: SearchNode, sight: Sight): string {
  const { state } = node;
  const key = `${node.gridKey}|${state.markers.join(',')}|${state.blackDeck.length}|${state.blackDiscard.length}`;
  // Seeing the order, two ways to the same grid may leave the decks (and the shuffles to come) differently.
  return sight === 'order' ? `${key}|${state.blackDeck.join('')}|${state.rng.join(',')}` : key;
}

export function searchRoot(state: RoyalLockState, unseen: readonly (number | null)[] | null = null): SearchNode {
  const spaces = unseen ?? state.grid.map(() => null);
  return { state, first: null, unseen: spaces, gridKey: gridKeyOf(state, spaces) };
}

/** What a grid is worth before a draw from a pool: the draw's expectation, and the spaces that need work. */
interface GridJudgement {
  readonly draw: number;
  readonly work: readonly number[];
}

/**
 * Judgements of grids, to share between searches whose coming draws come from
 * pools of the same ranks (the planner's searches of the next turn).
 */
export type JudgementCache = Map<string, GridJudgement>;

/**
 * Scores end-of-turn positions. The red deck is the same for the whole turn,
 * so the draw odds of a grid are worked out once for each place of the next turn's marker.
 */
class Judge {
  private readonly judgements: JudgementCache;
  private readonly pool: RoyalLockState['redDeck'] | null;
  /** Names the pool's ranks in a shared cache's keys; empty when the cache is this search's own. */
  private readonly poolKey: string;

  private readonly sight: Sight;

  constructor(start: RoyalLockState, shared: JudgementCache | null, sight: Sight = 'contents') {
    this.sight = sight;
    this.pool = nextDrawPool(start);
    this.judgements = shared ?? new Map();
    this.poolKey = shared && this.pool ? `${this.pool.map(rankOf).sort().join('')}|` : '';
  }

  score(node: SearchNode): number {
    const end = node.state.end;
    if (end) return end.label === 'win' ? WIN_SCORE : LOSS_SCORE;
    // Knowing the draw, it is the two cards it will be (a shuffle this turn can change them when the deck is short).
    const pool = this.sight === 'contents' ? this.pool : comingRedDraw(node.state);
    // Under the variant an empty red deck ends the game at this turn's end.
    if (pool === null) return LOSS_SCORE / 2;
    const nextMarker = nextTurnMarker(node.state);
    const key = `${this.sight === 'contents' ? this.poolKey : `${pool.join('')}|`}${node.gridKey}|${nextMarker ?? ''}`;
    let judged = this.judgements.get(key);
    if (judged === undefined) {
      const grid = imagined(node);
      judged = { draw: drawExpectation(pool, grid, nextMarker), work: workSpaces(grid) };
      this.judgements.set(key, judged);
    }
    return judged.draw + markerValueNear(judged.work, actingCell(node.state));
  }
}

/**
 * Where the next turn's marker stands, which decides the lines its turn can
 * finish; null under the any-space reach, where counting those lines lost
 * games (docs/royal-lock-bots.md).
 */
export function nextTurnMarker(state: RoyalLockState): Cell | null {
  return state.options.reach === 'own-space' ? nextActingCell(state) : null;
}

/** Actions worth trying: none that touch a card the bot has not seen, no shuffle that changes nothing it knows. */
function worthTrying(node: SearchNode, action: RoyalLockAction): boolean {
  switch (action.type) {
    case 'endTurn':
      return false;
    case 'lock':
    case 'unlock':
    case 'remove':
      return node.unseen[action.cell] == null;
    case 'reshuffle':
      return node.state.blackDiscard.length > 0;
    default:
      return true;
  }
}

/**
 * A copy the search may play on. The rules replace grid spaces, draws and
 * options rather than editing them (the recorded path needs that for immer),
 * so those objects can be shared; only the arrays the rules change are copied.
 */
export function playableCopy(state: RoyalLockState): RoyalLockState {
  return {
    ...state,
    rng: [...state.rng],
    grid: [...state.grid],
    markers: [...state.markers],
    blackDeck: [...state.blackDeck],
    blackDiscard: [...state.blackDiscard],
    redDeck: [...state.redDeck],
    redDiscard: [...state.redDiscard],
  };
}

/**
 * The position after an action. Only the arrays the action changes are copied
 * (the rules replace grid spaces and the generator's state rather than edit
 * them), since the search makes thousands of these per decision.
 */
function child(node: SearchNode, action: RoyalLockAction, sight: Sight): SearchNode {
  const state = { ...node.state };
  let unseen = node.unseen;
  switch (action.type) {
    case 'move':
      state.markers = [...state.markers];
      break;
    case 'lock':
    case 'unlock':
      state.grid = [...state.grid];
      break;
    case 'remove':
      state.grid = [...state.grid];
      state.blackDiscard = [...state.blackDiscard];
      break;
    case 'fill': {
      state.grid = [...state.grid];
      state.blackDeck = [...state.blackDeck];
      if (sight === 'order') break;
      let royals = 0;
      for (const card of state.blackDeck) if (isRoyal(card)) royals += 1;
      const royalChance = royals / state.blackDeck.length;
      unseen = node.unseen.map((chance, cell) => (cell === action.cell ? royalChance : chance));
      break;
    }
    default:
      return fullChild(node, action);
  }
  applyAction(state, action);
  return { state, first: node.first ?? action, unseen, gridKey: gridKeyOf(state, unseen) };
}

/** Any other action (a reshuffle) on a full copy. */
function fullChild(node: SearchNode, action: RoyalLockAction): SearchNode {
  const state = playableCopy(node.state);
  applyAction(state, action);
  return { state, first: node.first ?? action, unseen: node.unseen, gridKey: gridKeyOf(state, node.unseen) };
}

function sameAction(a: RoyalLockAction, b: RoyalLockAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A position the rest of the turn can reach, with the keeper's score for ending the turn there. */
export interface TurnEnd {
  readonly node: SearchNode;
  readonly value: number;
}

/**
 * Every distinct position the rest of the turn can reach, breadth first (so a
 * position is first met by its shortest way there), the start first, each
 * with the keeper's score; at most `limit` of them. Searches given the same
 * `shared` cache judge each grid once per pool of ranks the draw comes from.
 * `sight` is what the search knows of the hidden cards (the keeper's, unless measuring).
 */
export function turnEnds(
  start: RoyalLockState,
  unseen: readonly (number | null)[] | null = null,
  limit = MAX_POSITIONS,
  shared: JudgementCache | null = null,
  sight: Sight = 'contents',
): TurnEnd[] {
  const seat = seatToAct(start);
  const root = searchRoot(start, unseen);
  const judge = new Judge(start, shared, sight);
  const ends: TurnEnd[] = [{ node: root, value: judge.score(root) }];
  if (seat === null) return ends;
  const seen = new Set<string>([positionKey(root, sight)]);
  let frontier = [root];
  while (frontier.length > 0) {
    const next: SearchNode[] = [];
    for (const node of frontier) {
      if (node.state.end || node.state.actionsUsed >= ACTIONS_PER_TURN) continue;
      for (const action of legalActions(node.state, seat)) {
        if (ends.length >= limit) return ends;
        if (!worthTrying(node, action)) continue;
        const nextNode = child(node, action, sight);
        const key = positionKey(nextNode, sight);
        if (seen.has(key)) continue;
        seen.add(key);
        ends.push({ node: nextNode, value: judge.score(nextNode) });
        next.push(nextNode);
      }
    }
    frontier = next;
  }
  return ends;
}

/** The first action towards an end of turn; ending the turn at once when it is the start. */
export function firstAction(end: TurnEnd): RoyalLockAction {
  return end.node.first ?? { type: 'endTurn' };
}

/** The best of the ends, the first met among equals. */
export function bestEnd(ends: readonly TurnEnd[]): TurnEnd {
  let best = ends[0]!;
  for (const end of ends) if (end.value > best.value) best = end;
  return best;
}

/** The best first action for the rest of this turn in a rebuilt position. */
export function planTurn(start: RoyalLockState): RoyalLockAction {
  return firstAction(bestEnd(turnEnds(start)));
}

/**
 * A bot's move from its plan: the position is rebuilt from the view with the
 * bot's seed, `plan` chooses on it, and the legal action equal to the plan is
 * played. The rebuilt position allows exactly what the view allows; should the
 * lists ever differ, the last legal action (end turn, when allowed) is the safe choice.
 */
export function playPlan(
  context: BotContext<RoyalLockView, RoyalLockAction>,
  bot: string,
  plan: (state: RoyalLockState) => RoyalLockAction,
): RoyalLockAction {
  const { legal } = context;
  if (legal.length === 0) throw new Error(`The ${bot} was asked to move with no legal action.`);
  const state = determinise(context.view, context.seed);
  const planned = plan(state);
  const seat = seatToAct(state);
  const ok = seat !== null && actionRefusal(state, seat, planned) === null;
  return (ok && legal.find((action) => sameAction(action, planned))) || legal[legal.length - 1]!;
}

export function chooseKeeper(context: BotContext<RoyalLockView, RoyalLockAction>): RoyalLockAction {
  return playPlan(context, 'keeper', planTurn);
}

export const keeperBot: BotSpec<RoyalLockView, RoyalLockAction> = {
  id: 'keeper',
  label: 'Keeper',
  choose: chooseKeeper,
};
