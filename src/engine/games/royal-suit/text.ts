/** The position as text for the CLI and logs: the court row by row, both decks and whose turn it is. */
import type { Viewer } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { coupleCard, coupleOn, pileName } from './court';
import { outcomeOf } from './outcome';
import { sideName, sideNoun } from './turn';
import { dutyOf, seesTop, shownCards } from './view';
import type { Duty, RoyalSuitState } from './types';
import { plural } from '../../core/words';

const DUTY_WORDS: Record<Duty, string> = {
  choose: 'play a card or move a couple card',
  mustPlay: 'no couple card can move: play a card',
  mustMove: 'no card can be played: move a couple card',
  mustSkip: 'no card can be played and no couple card can move: show the card and skip',
  extraPlay: 'play another card (the couple card went onto a face card)',
  extraSkip: 'the extra card cannot be played: show it and skip',
  lastMove: 'the other deck ran out: one last couple move, or decline',
};

function pileLine(state: RoyalSuitState, pile: number): string {
  const cards = state.piles[pile]!.map(cardLabel).join(' ');
  const couple = coupleOn(state, pile);
  const top = couple === null ? '' : ` [${cardLabel(coupleCard(state, couple))}]`;
  return `  ${pileName(pile)}: ${cards}${top}`;
}

function deckLine(state: RoyalSuitState, viewer: Viewer, owner: number): string {
  const deck = state.decks[owner]!;
  const parts = [`${sideName(owner)} (seat ${owner + 1}): ${plural(deck.length, 'card')}`];
  if (viewer === 'all') parts.push(`top first: ${deck.map(cardLabel).join(' ') || '(empty)'}`);
  else if (seesTop(state, viewer, owner)) parts.push(`top ${cardLabel(deck[0]!)}`);
  const shown = shownCards(state, owner);
  if (shown.length && viewer !== 'all') parts.push(`shown at the bottom: ${shown.map(cardLabel).join(' ')}`);
  return parts.join(' · ');
}

export function renderText(state: RoyalSuitState, viewer: Viewer): string {
  const lines = [`Royal Suit — turn ${state.turn}`, 'Court (bottom card first, [couple card] on top):'];
  for (let pile = 0; pile < state.piles.length; pile++) lines.push(pileLine(state, pile));
  for (let owner = 0; owner < state.decks.length; owner++) lines.push(deckLine(state, viewer, owner));
  if (state.lastMove) {
    const move = state.lastMove;
    lines.push(`Last couple move: ${cardLabel(coupleCard(state, move.couple))} from ${pileName(move.from)} to ${pileName(move.to)} by ${sideNoun(move.by)}`);
  }
  const outcome = outcomeOf(state);
  if (outcome) {
    lines.push(`Game over. ${outcome.text}`);
  } else {
    const duty = dutyOf(state, viewer);
    lines.push(`To play: ${sideName(state.seat)} (seat ${state.seat + 1})${duty ? ` · ${DUTY_WORDS[duty]}` : ''}`);
  }
  return lines.join('\n');
}
