/**
 * The marshal: a search bot. It rebuilds a few positions its seat could be in
 * (the other hand and the deck dealt at random from the unseen cards, see
 * determinise.ts), tries each candidate action in every one of them, lets the
 * planner play both seats up to the start of its own next turn (or the end of
 * the game) on the fast path, and takes the action with the best average
 * value: the score margin, the royals and jokers standing, and the cards in hand.
 *
 * Every candidate is tried in the same rebuilt positions, so the comparison
 * is not drowned in the luck of the deal.
 */
import { mutableCopy, type BotContext, type BotSpec, type Seat } from '../../core/game';
import { applyAction } from './actions';
import { planAction, seenFromState, seenFromView } from './bot-plan';
import { isAceCard, isJokerCard, isRoyalCard, numberValue, royalRank } from './cards';
import { determinise } from './determinise';
import { seatScore } from './score';
import type { DiscardAction, RoyalsAction, RoyalsState, RoyalsView } from './types';

export const DEFAULT_SAMPLES = 6;
/** A turn and the answer to it are far shorter; a bound against any surprise. */
const MAX_PLAYOUT_ACTIONS = 400;
const WIN_VALUE = 60;
/** What a royal standing on a field is worth in points to come: a king hits hardest. */
const ROYAL_WORTH = [0, 4, 3, 2.5];
const JOKER_WORTH = 5;

function sameAction(a: RoyalsAction, b: RoyalsAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The planner plays both seats until `seat`'s next turn begins or the game is over. */
export function playOutToNextTurn(state: RoyalsState, seat: Seat): void {
  const game = state.game;
  const turn = state.turn;
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS; n++) {
    if (state.game !== game || state.stage === 'scored' || state.stage === 'over') return;
    if (state.stage === 'turn' && state.seat === seat && state.turn > turn) return;
    const actor = state.stage === 'turn' ? state.seat : state.stage === 'fall' ? 1 - state.seat : state.attack!.aces.length % 2 === 0 ? 1 - state.attack!.by : state.attack!.by;
    applyAction(state, actor, planAction(seenFromState(state, actor)));
  }
}

/** Material on a seat's side: royals and jokers standing, and the hand. */
function material(state: RoyalsState, seat: Seat): number {
  let worth = 0;
  for (const entry of state.fields[seat]!) {
    if (isJokerCard(entry.card)) worth += JOKER_WORTH;
    else worth += entry.pose === 'sideways' ? 1 : ROYAL_WORTH[royalRank(entry.card)]!;
  }
  for (const card of state.hands[seat]!) {
    if (isJokerCard(card)) worth += 3;
    else if (isAceCard(card)) worth += 1.5;
    else if (isRoyalCard(card)) worth += 1.5;
    else worth += numberValue(card) / 5;
  }
  return worth;
}

/** The position's value for `seat`: a finished game by its result, else the score margin and the material. */
export function positionValue(state: RoyalsState, seat: Seat, game: number): number {
  const finished = state.results[game - 1];
  if (finished) {
    const margin = finished.totals[seat]! - finished.totals[1 - seat]!;
    const share = finished.winners.length === 0 ? 0.5 : finished.winners.includes(seat) ? 1 : 0;
    return share * WIN_VALUE + margin;
  }
  const margin = seatScore(state, seat).total - seatScore(state, 1 - seat).total;
  return margin + material(state, seat) - material(state, 1 - seat);
}

/** A well-mixed seed for rebuilt position `k` of a decision. */
function sampleSeed(seed: number, k: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 2147483647;
}

/** The actions worth simulating: every one but discards, of which only the planner's and "all low cards". */
export function candidateActions(legal: readonly RoyalsAction[], planned: RoyalsAction): RoyalsAction[] {
  const out: RoyalsAction[] = legal.filter((action) => action.type !== 'discard');
  const discards = legal.filter((action): action is DiscardAction => action.type === 'discard');
  if (planned.type === 'discard') out.push(planned);
  const lowOnly = discards.filter((action) => action.cards.every((card) => !isAceCard(card) && !isJokerCard(card) && !isRoyalCard(card) && numberValue(card) <= 5));
  const low = lowOnly.sort((a, b) => b.cards.length - a.cards.length)[0];
  if (low && !out.some((action) => sameAction(action, low))) out.push(low);
  return out;
}

export function searchAction(context: BotContext<RoyalsView, RoyalsAction>, samples: number): RoyalsAction {
  const { legal, view, seat } = context;
  if (legal.length === 0) throw new Error('The marshal was asked to move with no legal action.');
  if (legal.length === 1) return legal[0]!;
  const planned = planAction(seenFromView(view, seat));
  const candidates = candidateActions(legal, planned);
  if (candidates.length === 1) return candidates[0]!;
  const totals = candidates.map(() => 0);
  for (let k = 0; k < samples; k++) {
    const world = determinise(view, sampleSeed(context.seed, k));
    candidates.forEach((action, i) => {
      const state = mutableCopy(world);
      applyAction(state, seat, action);
      playOutToNextTurn(state, seat);
      totals[i] = totals[i]! + positionValue(state, seat, world.game);
    });
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  // Among equally good actions, the planner's reasons decide.
  const plannedAt = candidates.findIndex((action) => sameAction(action, planned));
  if (plannedAt >= 0 && totals[plannedAt]! >= totals[best]! - 1e-9) return candidates[plannedAt]!;
  return candidates[best]!;
}

export function createSearchBot(samples: number = DEFAULT_SAMPLES): BotSpec<RoyalsView, RoyalsAction> {
  return { id: 'search', label: 'Search', choose: (context) => searchAction(context, samples) };
}

export const searchBot = createSearchBot();
