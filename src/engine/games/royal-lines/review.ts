/**
 * The game review of Royal Lines. A decision is judged by the mover's chance
 * to win the round: the match is a race to a number of round wins, and a
 * round's points only decide who takes it, so a point more in a round already
 * won (or still lost) is worth nothing. The cards hidden from the mover are
 * dealt anew (the navigator's imagined worlds: rivals' face-down promises laid
 * again the way the planner would lay them), every candidate is tried in the
 * same worlds, and the planner plays every seat to the end of the round.
 */
import { SUITS } from '../../core/cards';
import type { Seat } from '../../core/game';
import type { GameReviewer, MoveMarks } from '../../core/review';
import { planAction, planPromise, sameAction } from './bot-heuristic';
import { playOutRound } from './bot-search';
import { imaginedWorld } from './bot-search-worlds';
import { seenFromView } from './bot-seen';
import { inGroup, isJokerCard, suitOfCard } from './cards';
import { COLLAPSE_SIZE } from './colony';
import { zoneId } from './editor-layout';
import { recruitableIndex } from './ship';
import type { CardId, Group, RoyalLinesAction, RoyalLinesState, RoyalLinesView } from './types';
import { seatName } from './words';

type Spot = { readonly zone: string; readonly card?: string };

/**
 * The planner's order of the promises: its favourite, then its favourite of
 * the rest, and so on. Cheap (one planner call a card) and read from the view
 * alone, so a quick review that tries only the first few tries the right few.
 */
function rankedPromises(view: RoyalLinesView, legal: readonly RoyalLinesAction[]): RoyalLinesAction[] {
  const seen = seenFromView(view);
  const left = [...seen.hand];
  const ranked: RoyalLinesAction[] = [];
  while (left.length > 0) {
    const card = planPromise({ ...seen, hand: left });
    left.splice(left.indexOf(card as never), 1);
    const action = legal.find((move) => move.type === 'promise' && move.card === card);
    if (action) ranked.push(action);
  }
  // Anything the planner's hand did not name (it always names them all) keeps its place at the end.
  for (const move of legal) if (!ranked.some((other) => sameAction(other, move))) ranked.push(move);
  return ranked;
}

/** A choice: the planner's answer first, the others in the rules' order. */
function rankedChoices(view: RoyalLinesView, legal: readonly RoyalLinesAction[]): RoyalLinesAction[] {
  const planned = planAction(seenFromView(view));
  if (!planned) return [...legal];
  return [...legal].sort((a, b) => Number(sameAction(b, planned)) - Number(sameAction(a, planned)));
}

export function rankedCandidates(view: RoyalLinesView, legal: readonly RoyalLinesAction[]): RoyalLinesAction[] {
  if (legal.length <= 1) return [...legal];
  return view.phase === 'promise' ? rankedPromises(view, legal) : rankedChoices(view, legal);
}

/** Each seat's share of the round win (winners level at the top share it); nothing while the round is unscored. */
export function roundWinShares(state: RoyalLinesState): number[] {
  const winners = state.result?.winners ?? [];
  return Array.from({ length: state.seats }, (_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
}

/** The cards of a line that a collapse of `group` would take: the joker and two for a panic, else three. */
function collapsingCards(line: readonly CardId[], group: Group, joker: CardId | null): CardId[] {
  const cards: CardId[] = joker ? [joker] : [];
  const wanted = joker ? COLLAPSE_SIZE - 1 : COLLAPSE_SIZE;
  for (const card of line) if (cards.length - (joker ? 1 : 0) < wanted && !isJokerCard(card) && inGroup(card, group)) cards.push(card);
  return cards;
}

const marks = (highlights: Spot[], arrows: MoveMarks['arrows'] = []): MoveMarks => ({ highlights, arrows });

/**
 * A promise goes from the hand to the laid-promise place, and the colonial its
 * suit would recruit now lights up in the ship; a collapse sends its cards
 * from the line to the discard; a settling joker lights up in the line.
 */
export function royalLinesMoveMarks(state: RoyalLinesState, seat: Seat, action: RoyalLinesAction): MoveMarks {
  const line = zoneId.line(seat);
  switch (action.type) {
    case 'promise': {
      const target = recruitableIndex(state.ship)[SUITS.indexOf(suitOfCard(action.card))] ?? -1;
      const lure: Spot[] = target >= 0 ? [{ zone: zoneId.ship, card: state.ship[target]! }] : [];
      return marks(lure, [{ from: { zone: zoneId.hand(seat), card: action.card }, to: { zone: zoneId.promise(seat) } }]);
    }
    case 'collapse': {
      const pending = state.pending;
      const joker = pending?.kind === 'panic' ? pending.joker : null;
      const cards = collapsingCards(state.lines[seat] ?? [], action.group, joker);
      return marks(
        cards.map((card) => ({ zone: line, card })),
        cards.map((card) => ({ from: { zone: line, card }, to: { zone: zoneId.discard } })),
      );
    }
    case 'settle': {
      const pending = state.pending;
      return marks(pending?.kind === 'settle' ? [{ zone: line, card: pending.joker }] : [{ zone: line }]);
    }
    case 'deal':
      return marks([]);
  }
}

export const royalLinesReviewer: GameReviewer<RoyalLinesState, RoyalLinesAction, RoyalLinesView> = {
  measure: { kind: 'chance', words: 'chance to win the round' },
  // A round has one winner among three to five seats: a move worth a twentieth of a round win is the least worth telling.
  thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
  method:
    'Deals the cards the mover could not see anew, tries each promise in the same deals, lets the planner play every seat to the end of the round, and counts how often the mover wins it.',
  // Seven candidates are a whole hand. A round is won or lost, so a world says little: up to 384 of them bring a
  // loss's interval to about ±5 points, and the shipped 39-step example still takes a few seconds of one core.
  budget: { worlds: 32, maxWorlds: 384, candidates: 7 },
  sides: (state) => Array.from({ length: state.seats }, (_, seat) => ({ name: seatName(seat), seats: [seat] })),
  determinise: (view, seed) => imaginedWorld(view, view.viewer as Seat, seed),
  candidates: (view, _seat, legal) => rankedCandidates(view, legal),
  // The planner is deterministic and the second ship's shuffle comes from the dealt world's own seed: the seed is not needed.
  playOut: (state) => playOutRound(state),
  value: roundWinShares,
  moveMarks: royalLinesMoveMarks,
};
