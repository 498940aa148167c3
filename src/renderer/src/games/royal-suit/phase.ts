/**
 * What the side to act must do next, in words, from the view alone. The
 * side whose eyes the table is drawn for is spoken to ("Supporters, play your
 * 9♥ …"); anyone else reads about them ("The Supporters are to play their 9♥
 * …"). A card the viewer may not see is never named.
 */
import { cardLabel, type CardId } from '../../../../engine';
import { capitalise } from '../../../../engine/core/words';
import type { RoyalSuitView } from '../../../../engine/games/royal-suit/types';
import { repeatWarnings, targetsOf } from './picking';

/** The sides' names by seat: "Supporters", "Opposers". */
export type SideNames = readonly string[];

/** One sentence: what the side to act must (or may) do now, or how the game ended. */
export function phaseText(view: RoyalSuitView, names: SideNames): string {
  if (view.outcome) {
    const winner = view.outcome.winners[0];
    return winner === undefined ? 'Game over.' : `Game over: the ${names[winner] ?? `seat ${winner + 1}`} win.`;
  }
  const seat = view.seatToAct;
  if (seat === null) return 'Game over.';
  const name = names[seat] ?? `Seat ${seat + 1}`;
  const otherName = names[1 - seat] ?? 'the other side';
  const top = view.decks[seat]?.top ?? null;
  const duty = view.viewer === seat ? addressed(view, name, otherName, top) : described(view, name, otherName, top);
  if (!view.repetition?.every || repeatWarnings(view).length === 0) return duty;
  const whoever = view.viewer === seat ? 'you' : 'they';
  return `${duty} Whatever ${whoever} do now brings back an earlier position: ${lossTo(view, names)}.`;
}

/** "the Opposers win": what the repetition rule would end the game with. */
function lossTo(view: RoyalSuitView, names: SideNames): string {
  const winner = view.repetition?.winner ?? 0;
  return `the ${names[winner] ?? `seat ${winner + 1}`} win`;
}

/** The warning on a pile the picked-up couple card on `from` may go to, or null when the move there is safe. */
export function pileWarning(view: RoyalSuitView, names: SideNames, from: number, to: number): string | null {
  if (!targetsOf({ kind: 'couple', pile: from }, repeatWarnings(view)).has(to)) return null;
  return `Moving the ${coupleLabel(view, from)} here brings back an earlier position: ${lossTo(view, names)}.`;
}

/** The words added to the prompt when the couple card on `from` is picked up, or '' when none of its moves repeats. */
export function coupleWarning(view: RoyalSuitView, names: SideNames, from: number): string {
  const piles = [...targetsOf({ kind: 'couple', pile: from }, repeatWarnings(view))].sort((a, b) => a - b);
  if (piles.length === 0) return '';
  return `Moving the ${coupleLabel(view, from)} to pile ${piles.map((pile) => pile + 1).join(' or ')} brings back an earlier position: ${lossTo(view, names)}.`;
}

/** The warning on the skip, or null when showing the card is safe. */
export function skipWarning(view: RoyalSuitView, names: SideNames): string | null {
  if (!repeatWarnings(view).some((action) => action.type === 'skip')) return null;
  return `Showing this card brings back an earlier position: ${lossTo(view, names)}.`;
}

function coupleLabel(view: RoyalSuitView, pile: number): string {
  const card = view.court[pile]?.couple;
  return card ? cardLabel(card) : 'couple card';
}

/** Spoken to the side to act. */
function addressed(view: RoyalSuitView, name: string, other: string, top: CardId | null): string {
  const card = top ? `your ${cardLabel(top)}` : 'your top card';
  switch (view.duty) {
    case 'choose':
      return `${name}, play ${card} onto a pile of the other colour, or move a couple card onto a neighbouring pile of the other colour.`;
    case 'mustPlay':
      return `${name}, no couple card can move: play ${card} onto a pile of the other colour.`;
    case 'mustMove':
      return `${name}, ${card} fits no pile: you must move a couple card.`;
    case 'mustSkip':
      return `${name}, ${card} fits no pile and no couple card can move: show it and put it under your deck.`;
    case 'extraPlay':
      return `${name}, the couple card landed on a face card: play ${card} as well.`;
    case 'extraSkip':
      return `${name}, the couple card landed on a face card, but ${card} fits no pile: show it and put it under your deck.`;
    case 'lastMove':
      return `${name}, the ${other} played their last card: you may make one last couple move, or decline.`;
    case null:
      return described(view, name, other, top);
  }
}

/** Told to someone watching the side to act. */
function described(view: RoyalSuitView, name: string, other: string, top: CardId | null): string {
  const side = `the ${name}`;
  const Side = capitalise(side);
  const card = top ? `their ${cardLabel(top)}` : 'their top card';
  const sides = top ? `${Side}’ ${cardLabel(top)}` : `${Side}’ top card`;
  switch (view.duty) {
    case 'choose':
      return `${Side} are to play ${card} onto a pile of the other colour, or move a couple card onto a neighbouring pile of the other colour.`;
    case 'mustPlay':
      return `No couple card can move: ${side} are to play ${card} onto a pile of the other colour.`;
    case 'mustMove':
      return `${sides} fits no pile: they must move a couple card.`;
    case 'mustSkip':
      return `${sides} fits no pile and no couple card can move: they must show it and put it under their deck.`;
    case 'extraPlay':
      return `The couple card landed on a face card: ${side} must play ${card} as well.`;
    case 'extraSkip':
      return `The couple card landed on a face card, but ${side}’ ${top ? cardLabel(top) : 'top card'} fits no pile: they must show it and put it under their deck.`;
    case 'lastMove':
      return `The ${other} played their last card: ${side} may make one last couple move, or decline.`;
    case null:
      return unseen(view, side, other);
  }
}

/** The duty hangs on a card the viewer cannot see: say only what the phase tells. */
function unseen(view: RoyalSuitView, side: string, other: string): string {
  switch (view.phase) {
    case 'turn':
      return `${capitalise(side)} are to play a card or move a couple card.`;
    case 'extraPlay':
      return `The couple card landed on a face card: ${side} must play another card.`;
    case 'lastMove':
      return `The ${other} played their last card: ${side} may make one last couple move, or decline.`;
  }
}
