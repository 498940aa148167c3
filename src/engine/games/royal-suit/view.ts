/**
 * What a seat sees. The court is face up and public. A deck is face down but
 * for its top card, which its owner sees (both players under the 'open'
 * option); cards shown when they could not be played went under the deck in
 * view of both players, so the bottom `shownBelow` cards of a deck are known
 * to both, in order.
 */
import type { Seat, Viewer } from '../../core/game';
import { canMoveCouple, canPlay } from './actions';
import { coupleCardsOf } from './cards';
import { coupleOn, coupleCard, visibleTop } from './court';
import { bringsBackAPosition, legalActions } from './legal';
import { outcomeOf } from './outcome';
import { seatToAct } from './turn';
import { OPPOSERS, type CardId, type CourtPileView, type DeckView, type Duty, type RepetitionView, type RoyalSuitState, type RoyalSuitView } from './types';

/** Whether `viewer` sees the top card of `owner`'s deck. */
export function seesTop(state: RoyalSuitState, viewer: Viewer, owner: Seat): boolean {
  const deck = state.decks[owner]!;
  if (deck.length === 0) return false;
  return viewer === 'all' || viewer === owner || state.options.topCards === 'open' || state.shownBelow[owner]! >= deck.length;
}

/** The bottom cards of a deck that were shown, in deck order. */
export function shownCards(state: RoyalSuitState, owner: Seat): CardId[] {
  const deck = state.decks[owner]!;
  return deck.slice(deck.length - state.shownBelow[owner]!);
}

/** What the seat to act must do, or null when the game is over or `viewer` cannot see the card it depends on. */
export function dutyOf(state: RoyalSuitState, viewer: Viewer): Duty | null {
  if (state.end) return null;
  if (state.phase === 'lastMove') return 'lastMove';
  if (!seesTop(state, viewer, state.seat)) return null;
  const playable = canPlay(state, state.seat);
  if (state.phase === 'extraPlay') return playable ? 'extraPlay' : 'extraSkip';
  const movable = canMoveCouple(state, state.seat);
  if (playable) return movable ? 'choose' : 'mustPlay';
  return movable ? 'mustMove' : 'mustSkip';
}

/**
 * The actions of the seat to act that would bring back an earlier position, as far as `viewer` can tell, or null
 * when there are none. Where a couple move leads is public: the couple's piles, the move barred from being taken
 * back, and how far each deck has turned. Whether a skip is legal hangs on the top card, so only a viewer who
 * sees that card hears of a skip, or that every action repeats.
 */
export function repetitionOf(state: RoyalSuitState, viewer: Viewer): RepetitionView | null {
  if (state.end) return null;
  const seesCard = seesTop(state, viewer, state.seat);
  const legal = legalActions(state, state.seat);
  const actions = legal.filter((action) => (seesCard || action.type === 'move') && bringsBackAPosition(state, state.seat, action));
  if (actions.length === 0) return null;
  const every = seesCard && actions.length === legal.length;
  // A game going round in a circle never brings the couple together: the rule gives it to the opposers.
  return { actions, every, winner: OPPOSERS };
}

function deckView(state: RoyalSuitState, viewer: Viewer, owner: Seat): DeckView {
  const deck = state.decks[owner]!;
  const view: DeckView = {
    count: deck.length,
    top: seesTop(state, viewer, owner) ? deck[0]! : null,
    shown: shownCards(state, owner),
    lastShown: state.lastShown[owner] ?? null,
  };
  return viewer === 'all' ? { ...view, cards: [...deck] } : view;
}

function courtView(state: RoyalSuitState): CourtPileView[] {
  return state.piles.map((cards, pile) => {
    const couple = coupleOn(state, pile);
    return { cards: [...cards], couple: couple === null ? null : coupleCard(state, couple), top: visibleTop(state, pile) };
  });
}

export function viewOf(state: RoyalSuitState, viewer: Viewer): RoyalSuitView {
  return {
    game: 'royal-suit',
    viewer,
    options: { ...state.options },
    coupleCards: coupleCardsOf(state.options),
    couple: [...state.couple],
    court: courtView(state),
    decks: state.decks.map((_, owner) => deckView(state, viewer, owner)),
    seatToAct: seatToAct(state),
    phase: state.phase,
    duty: dutyOf(state, viewer),
    repetition: repetitionOf(state, viewer),
    turn: state.turn,
    lastMove: state.lastMove ? { ...state.lastMove } : null,
    skipsInARow: [...state.skipsInARow],
    skipsSincePlay: [...state.skipsSincePlay],
    visited: [...state.visited],
    end: state.end ? { ...state.end } : null,
    outcome: outcomeOf(state),
  };
}

/** Cards a seat may not know: every deck card it has not seen face up, except those shown below. */
export function hiddenFrom(state: RoyalSuitState, seat: Seat): CardId[] {
  return state.decks.flatMap((deck, owner) => {
    const known = deck.length - state.shownBelow[owner]!;
    const first = seesTop(state, seat, owner) ? 1 : 0;
    return deck.slice(first, Math.max(first, known));
  });
}

/** Every card in the game, each exactly once: court piles, the couple cards and both decks. */
export function allCards(state: RoyalSuitState): CardId[] {
  return [...state.piles.flat(), ...coupleCardsOf(state.options), ...state.decks.flat()];
}
