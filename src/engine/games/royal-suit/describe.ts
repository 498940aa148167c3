/** Actions in words: full sentences for the game log and short labels for buttons. */
import type { Seat } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { isFaceCard } from './cards';
import { coupleCard, coupleOn, courtTop, pileName } from './court';
import { outcomeOf } from './outcome';
import { otherSeat, sideName } from './turn';
import type { MoveAction, PileIndex, RoyalSuitAction, RoyalSuitState } from './types';

function direction(action: MoveAction): string {
  return action.to < action.from ? 'left' : 'right';
}

function describePlay(before: RoyalSuitState, seat: Seat, pile: PileIndex, after: RoyalSuitState): string {
  const card = cardLabel(before.decks[seat]![0]!);
  const onto = `onto the ${cardLabel(courtTop(before, pile))} (${pileName(pile)})`;
  if (after.decks[seat]!.length > 0) return `${sideName(seat)} play the ${card} ${onto}.`;
  const text = `${sideName(seat)} play their last card, the ${card}, ${onto}.`;
  return after.phase === 'lastMove' && !after.end ? `${text} ${sideName(otherSeat(seat))} may make one last couple move.` : text;
}

function describeMove(before: RoyalSuitState, seat: Seat, action: MoveAction, after: RoyalSuitState): string {
  const couple = coupleOn(before, action.from)!;
  const target = courtTop(before, action.to);
  const what = `the ${cardLabel(coupleCard(before, couple))} from ${pileName(action.from)} onto the ${cardLabel(target)} on ${pileName(action.to)}`;
  if (before.phase === 'lastMove') return `${sideName(seat)} make their last move: ${what}.`;
  const text = `${sideName(seat)} move ${what}`;
  if (after.end) return `${text}.`;
  return isFaceCard(target) ? `${text} — a face card, so they play again.` : `${text}.`;
}

function describeSkip(before: RoyalSuitState, seat: Seat): string {
  const card = cardLabel(before.decks[seat]![0]!);
  const again = before.phase === 'extraPlay' ? ' for their extra play' : '';
  return `${sideName(seat)} cannot play the ${card}${again} and show it, then put it under their deck.`;
}

function describeAction(before: RoyalSuitState, seat: Seat, action: RoyalSuitAction, after: RoyalSuitState): string {
  switch (action.type) {
    case 'play':
      return describePlay(before, seat, action.pile, after);
    case 'move':
      return describeMove(before, seat, action, after);
    case 'skip':
      return describeSkip(before, seat);
    case 'decline':
      return `${sideName(seat)} make no last move.`;
  }
}

/** The action as a sentence, ending with the outcome when it ends the game. */
export function describe(before: RoyalSuitState, seat: Seat, action: RoyalSuitAction, after: RoyalSuitState): string {
  const text = describeAction(before, seat, action, after);
  const outcome = !before.end ? outcomeOf(after) : null;
  return outcome ? `${text} ${outcome.text}` : text;
}

/** "Play 9♥ onto 8♠", "Move K♠ right onto Q♣", "Show 10♦ and skip", "No last move" */
export function actionLabel(state: RoyalSuitState, action: RoyalSuitAction): string {
  switch (action.type) {
    case 'play': {
      const card = state.decks[state.seat]?.[0];
      const target = state.piles[action.pile] ? cardLabel(courtTop(state, action.pile)) : pileName(action.pile);
      return card ? `Play ${cardLabel(card)} onto ${target}` : `Play onto ${target}`;
    }
    case 'move': {
      const couple = coupleOn(state, action.from);
      const name = couple === null ? 'couple card' : cardLabel(coupleCard(state, couple));
      const target = state.piles[action.to] ? ` onto ${cardLabel(courtTop(state, action.to))}` : '';
      return `Move ${name} ${direction(action)}${target}`;
    }
    case 'skip': {
      const card = state.decks[state.seat]?.[0];
      return card ? `Show ${cardLabel(card)} and skip` : 'Show and skip';
    }
    case 'decline':
      return 'No last move';
  }
}



