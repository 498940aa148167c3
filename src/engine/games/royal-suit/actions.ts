/**
 * The actions of Royal Suit, each as a pair: why it would be refused (in words
 * a player can read) and what it does. Seat 0 leads the supporters, seat 1 the opposers.
 */
import type { Seat } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { colourOfCard, coupleColour, isAce, isFaceCard, otherColour } from './cards';
import { coupleCard, coupleOn, coupleReunited, courtTop, isPile, pileName } from './court';
import { forgetPositions, repeatsPosition } from './repetition';
import { activeSeats, giveTurnTo, otherSeat, passTurn } from './turn';
import {
  PILE_COUNT,
  type CardId,
  type CoupleIndex,
  type LastMoveTaken,
  type MoveAction,
  type PileIndex,
  type PlayAction,
  type RoyalSuitAction,
  type RoyalSuitState,
} from './types';

// Players count the piles from 1, as the table and the log name them; only actions store them from 0.
const NO_SUCH_PILE = `There is no such pile: the court has ${PILE_COUNT} piles, numbered 1 to ${PILE_COUNT} from the left.`;

export function topCard(state: RoyalSuitState, seat: Seat): CardId | undefined {
  return state.decks[seat]?.[0];
}

// Playing a card: "Cards must not be played onto the couple." and
// "Hand cards are always put onto cards of the opposite color (red on black, black on red)."
export function placementRefusal(state: RoyalSuitState, card: CardId, pile: PileIndex): string | null {
  if (!isPile(pile)) return NO_SUCH_PILE;
  const couple = coupleOn(state, pile);
  if (couple !== null) {
    return `Cards must not be played onto the couple: the ${cardLabel(coupleCard(state, couple))} lies on ${pileName(pile)}.`;
  }
  const colour = colourOfCard(card);
  if (colourOfCard(courtTop(state, pile)) === colour) {
    return `The ${cardLabel(card)} must go onto a ${otherColour(colour)} card.`;
  }
  return null;
}

/** Whether the seat's top card can be played anywhere in the court. */
export function canPlay(state: RoyalSuitState, seat: Seat): boolean {
  const card = topCard(state, seat);
  if (!card) return false;
  for (let pile = 0; pile < PILE_COUNT; pile++) if (placementRefusal(state, card, pile) === null) return true;
  return false;
}

export function playRefusal(state: RoyalSuitState, seat: Seat, action: PlayAction): string | null {
  if (state.phase === 'lastMove') return 'The other deck has run out: you may only make one last couple move, or decline it.';
  const card = topCard(state, seat);
  if (!card) return 'Your deck is empty: there is no card to play.';
  return placementRefusal(state, card, action.pile);
}

export function playCard(state: RoyalSuitState, seat: Seat, action: PlayAction): void {
  const deck = state.decks[seat]!;
  const card = deck.shift()!;
  state.piles[action.pile]!.push(card);
  state.shownBelow[seat] = Math.min(state.shownBelow[seat]!, deck.length);
  state.skipsInARow = [0, 0];
  state.skipsSincePlay = [0, 0];
  if (deck.length === 0) {
    deckPlayedOut(state, seat);
    return;
  }
  passTurn(state);
  forgetPositions(state);
}

// Moving a couple card: "A couple card can be moved onto another card, if the latter is lying
// right next to the couple card and is of the opposite color" and "Couple cards cannot be moved onto Aces."
// "When a couple card has been moved, the next player is not allowed to take the move back right after."
export function coupleMoveRefusal(state: RoyalSuitState, seat: Seat, from: PileIndex, to: PileIndex): string | null {
  if (!isPile(from) || !isPile(to)) return NO_SUCH_PILE;
  const couple = coupleOn(state, from);
  if (couple === null) return `There is no couple card on ${pileName(from)} to move.`;
  const label = cardLabel(coupleCard(state, couple));
  if (Math.abs(to - from) !== 1) return `The ${label} can only move to a pile right next to it.`;
  const other = coupleOn(state, to);
  if (other !== null) return `The ${label} cannot be moved onto the other couple card.`;
  const target = courtTop(state, to);
  if (isAce(target)) return `Couple cards cannot be moved onto aces: the ${cardLabel(target)} blocks ${pileName(to)}.`;
  const colour = coupleColour(couple);
  if (colourOfCard(target) === colour) return `The ${label} can only be moved onto a ${otherColour(colour)} card.`;
  const last = state.lastMove;
  if (last && last.by !== seat && last.couple === couple && last.from === to && last.to === from) {
    return `You may not take back the move just made: the ${label} has just come from ${pileName(to)}.`;
  }
  return null;
}

/** Whether the seat could move a couple card now (phase aside). */
export function canMoveCouple(state: RoyalSuitState, seat: Seat): boolean {
  return coupleMoves(state, seat).length > 0;
}

/** Every couple move the seat could make now (phase aside), black couple card first, left before right. */
export function coupleMoves(state: RoyalSuitState, seat: Seat): MoveAction[] {
  const moves: MoveAction[] = [];
  for (const from of state.couple) {
    for (const to of [from - 1, from + 1]) {
      if (coupleMoveRefusal(state, seat, from, to) === null) moves.push({ type: 'move', from, to });
    }
  }
  return moves;
}

export function moveRefusal(state: RoyalSuitState, seat: Seat, action: MoveAction): string | null {
  if (state.phase === 'extraPlay') {
    return 'You moved a couple card onto a face card: now you must play another card (or show it and skip if it cannot be played).';
  }
  return coupleMoveRefusal(state, seat, action.from, action.to);
}

// "If a couple card is moved onto a face card, the player is obliged to play another card.
// If a couple card is moved onto a value card, nothing else happens and it is the other player's turn."
export function moveCouple(state: RoyalSuitState, seat: Seat, action: MoveAction): void {
  const couple = coupleOn(state, action.from) as CoupleIndex;
  const wasLastMove = state.phase === 'lastMove';
  state.couple[couple] = action.to;
  state.lastMove = { by: seat, couple, from: action.from, to: action.to };
  state.skipsInARow = [0, 0];
  if (coupleReunited(state)) {
    const playedOut = wasLastMove ? otherSeat(seat) : null;
    state.end = { label: 'supporters', cause: 'reunited', playedOut, lastMove: wasLastMove ? 'made' : null };
    return;
  }
  if (wasLastMove) {
    endPlayedOut(state, otherSeat(seat), 'made');
    return;
  }
  if (isFaceCard(courtTop(state, action.to))) state.phase = 'extraPlay';
  else passTurn(state);
  if (repeatsPosition(state)) endOpposers(state, 'repetition');
}

// "If the player cannot do this ... they have to show the card to the other player
// (in order to prove that they cannot play) and then put the card under their deck and skip their turn."
// "If a player cannot play a card, but is able to move a couple card, he has to perform this move."
export function skipRefusal(state: RoyalSuitState, seat: Seat): string | null {
  if (state.phase === 'lastMove') return 'There is nothing to skip: make your last couple move, or decline it.';
  const card = topCard(state, seat);
  if (!card) return 'Your deck is empty: there is no card to show.';
  if (canPlay(state, seat)) {
    return `The ${cardLabel(card)} can be played, so you may not skip: only a card that cannot be played is shown and put under.`;
  }
  if (state.phase === 'turn' && canMoveCouple(state, seat)) {
    return `The ${cardLabel(card)} cannot be played, but a couple card can move: you must move it.`;
  }
  return null;
}

export function showAndSkip(state: RoyalSuitState, seat: Seat): void {
  const deck = state.decks[seat]!;
  const card = deck.shift()!;
  deck.push(card);
  state.shownBelow[seat] = Math.min(state.shownBelow[seat]! + 1, deck.length);
  state.lastShown[seat] = card;
  state.skipsInARow[seat]! += 1;
  state.skipsSincePlay[seat]! += 1;
  passTurn(state);
  if (isStuck(state)) endOpposers(state, 'stuck');
  else if (repeatsPosition(state)) endOpposers(state, 'repetition');
}

/**
 * The stuck rule (see docs/rulings.md): with no play or move in between, each
 * player has shown every card of their deck. The court has not changed, so no
 * card will ever be playable and no couple card movable.
 */
export function isStuck(state: RoyalSuitState): boolean {
  return state.decks.every((deck, seat) => state.skipsInARow[seat]! >= deck.length);
}

// "The opposers win, when one of the players has played all the cards from their hand. If, in the latter case,
// the other player is able to perform a move action, they can choose to do so. After that, the game immediately ends."
export function deckPlayedOut(state: RoyalSuitState, seat: Seat): void {
  const other = otherSeat(seat);
  giveTurnTo(state, other);
  if (canMoveCouple(state, other)) state.phase = 'lastMove';
  else endPlayedOut(state, seat, 'impossible');
}

export function declineRefusal(state: RoyalSuitState): string | null {
  if (state.phase !== 'lastMove') return 'There is nothing to decline: only the last move after a deck runs out may be declined.';
  return null;
}

export function declineLastMove(state: RoyalSuitState, seat: Seat): void {
  endPlayedOut(state, otherSeat(seat), 'declined');
}

function endPlayedOut(state: RoyalSuitState, playedOut: Seat, lastMove: LastMoveTaken): void {
  state.end = { label: 'opposers', cause: 'played-out', playedOut, lastMove };
}

function endOpposers(state: RoyalSuitState, cause: 'stuck' | 'repetition'): void {
  state.end = { label: 'opposers', cause, playedOut: null, lastMove: null };
}

/** Why the seat may not take this action now; null when it may. */
export function actionRefusal(state: RoyalSuitState, seat: Seat, action: RoyalSuitAction): string | null {
  if (state.end) return 'The game is over.';
  if (!activeSeats(state).includes(seat)) return 'It is not your turn.';
  switch (action.type) {
    case 'play':
      return playRefusal(state, seat, action);
    case 'move':
      return moveRefusal(state, seat, action);
    case 'skip':
      return skipRefusal(state, seat);
    case 'decline':
      return declineRefusal(state);
    default:
      return 'That is not a Royal Suit action.';
  }
}

/** Carries out one legal action. */
export function applyAction(state: RoyalSuitState, seat: Seat, action: RoyalSuitAction): void {
  switch (action.type) {
    case 'play':
      playCard(state, seat, action);
      return;
    case 'move':
      moveCouple(state, seat, action);
      return;
    case 'skip':
      showAndSkip(state, seat);
      return;
    case 'decline':
      declineLastMove(state, seat);
      return;
  }
}

