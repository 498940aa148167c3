/**
 * Why a click on a part of the Royals table that no action uses does nothing: the other seat's hand, the deck and
 * the discard pile are never picked, but a click on them is a question, answered in the player's words.
 */
import type { RoyalsView } from '../../../../engine/games/royals';

export function otherHandRefusal(owner: string): string {
  return `These are ${owner}'s cards: you can only play cards from your own hand.`;
}

/** Cards are never drawn by hand: the rules fill the hand back up, at a moment the game's options choose. */
export function deckRefusal(view: RoyalsView): string {
  if (view.phase === 'last-round') return 'This is the Last Round: no more cards are drawn, each player plays on with the cards in hand.';
  const when = view.options.refill === 'start-of-turn' ? 'at the start of your turn' : 'at the end of your turn, and after aces spent on the other turn';
  return `You draw from the deck without clicking it: your hand is filled back up to five ${when}.`;
}

export function discardRefusal(view: RoyalsView): string {
  if (view.lastReshuffle) return 'Cards in the discard pile are out of play: this is the last deck, so they are not shuffled back in.';
  return 'Cards in the discard pile are out of play until the deck runs out: then they are shuffled into a new deck.';
}
