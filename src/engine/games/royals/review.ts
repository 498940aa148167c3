/**
 * The game review of Royals. A decision is judged by the mover's chance to
 * win the game under way: the other hand and the deck are dealt anew from
 * the unseen cards (determinise.ts), every candidate move is tried in the
 * same deals, the planner plays both seats four turns on, and the position
 * there becomes a chance to win (review-playout.ts). Answers to an attack
 * (block, counter-block, let it through) and the Jackrifice are decisions of
 * the seat that answers, judged from its own view like any other.
 */
import { mutableCopy, type Seat } from '../../core/game';
import type { GameReviewer, MoveMarks } from '../../core/review';
import { applyAction } from './actions';
import { planAction, seenFromView } from './bot-plan';
import { candidateActions, playOutToNextTurn, positionValue } from './bot-search';
import { determinise } from './determinise';
import { zoneIds } from './editor-layout';
import { playOutHorizon, winChances } from './review-playout';
import { FIELD, PLAYER, type RoyalsAction, type RoyalsState, type RoyalsView } from './types';
import { otherSeat, seatName } from './words';

/** Deals the pre-screen tries each move in: enough to put the planner's rivals in a sensible order, cheap beside the judging. */
const SCREEN_WORLDS = 2;

function sameAction(a: RoyalsAction, b: RoyalsAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A seed for the pre-screen's deal `k`, made from the view alone so the order never depends on a hidden card. */
function screenSeed(view: RoyalsView, k: number): number {
  return (view.gameNumber * 7919 + view.turn * 104729 + view.discard.length * 31 + view.deckCount * 17 + k * 65537) % 2147483647;
}

/**
 * The search bot's quick look: each move tried in a couple of deals and the
 * planner played to the mover's next turn, scored by the position value.
 */
function screenValues(view: RoyalsView, seat: Seat, moves: readonly RoyalsAction[]): number[] {
  const totals = moves.map(() => 0);
  for (let k = 0; k < SCREEN_WORLDS; k++) {
    const world = determinise(view, screenSeed(view, k));
    moves.forEach((move, i) => {
      const state = mutableCopy(world);
      applyAction(state, seat, move);
      playOutToNextTurn(state, seat);
      totals[i] = totals[i]! + positionValue(state, seat, world.game);
    });
  }
  return totals;
}

/**
 * The planner's choice first, then the moves the search bot would consider
 * (every move but most discards) in the order a quick look puts them, then
 * the other discards as the rules list them.
 */
export function rankedCandidates(view: RoyalsView, seat: Seat, legal: readonly RoyalsAction[]): RoyalsAction[] {
  if (legal.length <= 1) return [...legal];
  const planned = planAction(seenFromView(view, seat));
  const considered = candidateActions(legal, planned).filter((action) => !sameAction(action, planned));
  const values = screenValues(view, seat, considered);
  const screened = considered.map((action, i) => ({ action, value: values[i]! })).sort((a, b) => b.value - a.value).map((entry) => entry.action);
  const first = legal.some((action) => sameAction(action, planned)) ? [planned] : [];
  const ranked = [...first, ...screened];
  return [...ranked, ...legal.filter((action) => !ranked.some((other) => sameAction(other, action)))];
}

type Spot = { readonly zone: string; readonly card?: string };
type Arrow = MoveMarks['arrows'][number];

const marks = (highlights: Spot[], arrows: Arrow[] = []): MoveMarks => ({ highlights, arrows });

/** Where an attack lands: the royal aimed at on the other field, or that field as a whole for the player and a wipe. */
function targetSpot(seat: Seat, target: string): Spot {
  const field = zoneIds.field(otherSeat(seat));
  return target === PLAYER || target === FIELD ? { zone: field } : { zone: field, card: target };
}

/** The cards a move takes and where they go, as arrows, with the royal or joker it uses highlighted: the action names every card it moves. */
export function royalsMoveMarks(_state: RoyalsState, seat: Seat, action: RoyalsAction): MoveMarks {
  const hand = (card: string): Spot => ({ zone: zoneIds.hand(seat), card });
  const mine = (card: string): Spot => ({ zone: zoneIds.field(seat), card });
  switch (action.type) {
    case 'discard':
      return marks([], action.cards.map((card) => ({ from: hand(card), to: { zone: zoneIds.discard } })));
    case 'arrows':
      return marks([], action.cards.map((card) => ({ from: hand(card), to: targetSpot(seat, action.target) })));
    case 'recruit':
      return marks([], [{ from: hand(action.card), to: { zone: zoneIds.field(seat) } }]);
    case 'reveal':
      return marks([], [{ from: hand(action.joker), to: { zone: zoneIds.field(seat) } }]);
    case 'royal-attack':
      return marks([mine(action.royal)], [{ from: hand(action.card), to: targetSpot(seat, action.target) }]);
    case 'joker-attack':
      return marks([mine(action.joker)], [{ from: hand(action.card), to: targetSpot(seat, action.target) }]);
    case 'wipe':
      return marks([mine(action.joker)], [{ from: hand(action.card), to: targetSpot(seat, FIELD) }]);
    case 'revive':
      // The tribute goes to the other player's score pile, and the royal stands again.
      return marks([mine(action.royal)], [{ from: hand(action.card), to: { zone: zoneIds.scorePoints(otherSeat(seat)) } }]);
    case 'bury':
      return marks([], [{ from: mine(action.royal), to: { zone: zoneIds.scoreGroups(seat) } }]);
    case 'ace':
      return marks([], [{ from: hand(action.card), to: { zone: zoneIds.attack } }]);
    case 'yield':
      return marks([{ zone: zoneIds.attack }]);
    case 'fall':
      return marks([mine(action.royal)]);
    case 'last-reshuffle':
      return marks([{ zone: zoneIds.discard }, { zone: zoneIds.deck }]);
    case 'end-turn':
      return marks([{ zone: zoneIds.hand(seat) }]);
    case 'next-game':
      return marks([]);
  }
}

export const royalsReviewer: GameReviewer<RoyalsState, RoyalsAction, RoyalsView> = {
  measure: { kind: 'chance', words: 'chance to win the game' },
  thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
  method:
    'Deals the cards the mover could not see anew, lets the planner play both seats four turns on, and reads the chance to win from the score and the royals, jokers and cards on each side there.',
  // Four turns played out take about a tenth of a millisecond, and the chance there moves smoothly with the position,
  // so a paired difference of 32 deals (128 where a mark is in doubt) resolves some 5 to 10 points of chance. Six
  // candidates cover the planner's move and the quick look's best rivals; the shipped 73-step example takes two to
  // five seconds of one core.
  budget: { worlds: 32, maxWorlds: 128, candidates: 6 },
  sides: () => [0, 1].map((seat) => ({ name: seatName(seat), seats: [seat] })),
  determinise: (view, seed) => determinise(view, seed),
  candidates: (view, seat, legal) => rankedCandidates(view, seat, legal),
  // The planner is deterministic and the world carries its own shuffle: the deal is all the chance there is.
  playOut: (state) => playOutHorizon(state),
  value: (state) => winChances(state),
  moveMarks: royalsMoveMarks,
};
