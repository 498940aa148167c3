/**
 * The game review of Alliance Royals. A decision is judged by its round
 * margin (the mover's alliance's points this round less the other
 * alliance's): the cards hidden from the mover are dealt anew, every
 * candidate move is tried in the same deals, and the heuristic bot plays
 * every seat to the end of the round (review-playout.ts).
 */
import type { MoveMarks, GameReviewer } from '../../core/review';
import type { Seat } from '../../core/game';
import { actionScore, seenFromView } from './bot-heuristic';
import { determinise } from './determinise';
import { allianceRoyalsEditor } from './editor';
import { allianceMargins, playOutRoundEnd } from './review-playout';
import { allyOf } from './seats';
import { zoneIds } from './zone-ids';
import type { AllianceRoyalsAction, AllianceRoyalsState, AllianceRoyalsView } from './types';
import { allianceName } from './words';

type Spot = { readonly zone: string; readonly card?: string };
type Arrow = MoveMarks['arrows'][number];

/** The heuristic bot's order: its favourite first, ties in the rules' listing order. */
function rankedCandidates(view: AllianceRoyalsView, legal: readonly AllianceRoyalsAction[]): AllianceRoyalsAction[] {
  const seen = seenFromView(view);
  const scored = legal.map((action) => ({ action, score: actionScore(seen, action) }));
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.action);
}

/** Where a card lies on the editor's table; copies have their own ids, so a card lies in one zone. */
function spotFinder(state: AllianceRoyalsState): (card: string) => Spot {
  const zones = allianceRoyalsEditor.toPosition(state).zones;
  return (card) => {
    for (const [zone, cards] of Object.entries(zones)) if (cards.includes(card)) return { zone, card };
    return { zone: zoneIds.dead };
  };
}

const mark = (highlights: Spot[], arrows: Arrow[] = []): MoveMarks => ({ highlights, arrows });

/** The cards a move takes and where they go, as arrows (and the cards it names, highlighted). */
export function allianceMoveMarks(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): MoveMarks {
  const at = spotFinder(state);
  const hand = zoneIds.hand(seat);
  const fromHand = (card: string): Spot => ({ zone: hand, card });
  switch (action.type) {
    case 'draw': {
      const top = state.discard[state.discard.length - 1];
      const from: Spot = action.from === 'stack' || top === undefined ? { zone: zoneIds.stack } : { zone: zoneIds.discard, card: top };
      return mark([], [{ from, to: { zone: hand } }]);
    }
    case 'bundle':
      return mark([{ zone: zoneIds.discard }], [{ from: at(action.card), to: { zone: zoneIds.meld(seat) } }]);
    case 'gift':
      return mark([], [{ from: fromHand(action.card), to: { zone: zoneIds.hand(allyOf(seat)) } }]);
    case 'play':
      return mark([], [{ from: fromHand(action.card), to: { zone: zoneIds.battle } }]);
    case 'spoil':
      return mark([], [{ from: at(action.card), to: { zone: zoneIds.spoils(seat) } }]);
    case 'meld':
      return mark([], action.cards.map((card) => ({ from: fromHand(card), to: { zone: zoneIds.meld(seat) } })));
    case 'assassinate':
      return mark([at(action.victim)], [{ from: at(action.assassin), to: at(action.victim) }]);
    case 'ransom':
      return mark([at(action.royal)], [{ from: fromHand(action.pay), to: at(action.royal) }]);
    case 'changeHouse':
      return mark([at(action.card)], [{ from: at(action.dead), to: { zone: zoneIds.dead } }]);
    case 'arrange':
      return mark([], [
        { from: fromHand(action.give), to: { zone: zoneIds.spoils(allyOf(seat)) } },
        { from: at(action.take), to: { zone: hand } },
      ]);
    case 'consent':
      return mark(state.arrangement ? [at(state.arrangement.give), at(state.arrangement.take)] : []);
    case 'hostage':
      return mark([at(action.card)]);
    case 'redeem':
      return mark([at(action.hostage)], [{ from: fromHand(action.pay), to: at(action.hostage) }]);
    case 'discard':
      return mark([], [{ from: fromHand(action.card), to: { zone: zoneIds.discard } }]);
    case 'endRound':
      return action.discard ? mark([], [{ from: fromHand(action.discard), to: { zone: zoneIds.discard } }]) : mark([{ zone: hand }]);
    case 'house':
    case 'pass':
    case 'deal':
    case 'surrender':
      return mark([]);
  }
}

export const allianceRoyalsReviewer: GameReviewer<AllianceRoyalsState, AllianceRoyalsAction, AllianceRoyalsView> = {
  measure: { kind: 'points', words: 'round margin' },
  // A low card (2 to 8) is worth 10 points in hand or on the board, a high one 5: an inaccuracy loses about one low card, a blunder four.
  thresholds: { inaccuracy: 10, mistake: 20, blunder: 40 },
  method:
    'Deals the cards the mover could not see anew, lets the heuristic bot play every seat to the end of the round, and counts the round: the alliance’s points less the other alliance’s.',
  // A round played out takes about a millisecond and its margin swings by some 150 points from deal to deal: eight deals
  // (twelve where a mark is in doubt) for the heuristic bot's two favourites and the played move judge the shipped
  // two-round example in under ten seconds of one core, and resolve losses of about 50 points and more.
  budget: { worlds: 8, maxWorlds: 12, candidates: 2 },
  sides: () => [
    { name: allianceName(0), seats: [0, 2] },
    { name: allianceName(1), seats: [1, 3] },
  ],
  determinise: (view, seed) => determinise(view, seed),
  candidates: (view, _seat, legal) => rankedCandidates(view, legal),
  // The heuristic bot is deterministic: the deal is all the chance there is, so the seed is not needed.
  playOut: (state) => playOutRoundEnd(state),
  value: (state) => allianceMargins(state),
  moveMarks: allianceMoveMarks,
};
