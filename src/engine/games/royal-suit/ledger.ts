/**
 * How a Royal Suit seat comes to know a card. The court is face up from the
 * start. A deck lies face down but for its top card, which its owner sees
 * (both players, with the top cards open): a card coming to the top of the
 * seat's own deck is drawn, one coming to the top of the other deck is turned
 * face up. A card that cannot be played is shown to the other player before
 * it goes under its deck ("they have to show the card to the other player"),
 * and a card the other player plays from a hidden top is seen as it is played.
 *
 * Nothing a seat sees proves a card absent from a deck: a player who could
 * play may still move a couple card instead, and a card that cannot be played
 * is shown, so it is known rather than ruled out. This ledger rules out no
 * place; counting still places the unseen cards once one deck holds none.
 */
import { knownHowFromZones, type GameLedger, type KnowledgeChange, type KnownHow } from '../../core/ledger';
import { seedRng } from '../../core/rng';
import { determinisedState } from './bot-determinise';
import type { RoyalSuitAction, RoyalSuitState, RoyalSuitView } from './types';

export function royalSuitKnownHow(change: KnowledgeChange<RoyalSuitState, RoyalSuitAction>): KnownHow {
  const { move, to, viewer, card } = change;
  // A card still in a deck after a step was shown under it, or came to the top of the deck.
  if (move && to && to.owner !== null) {
    if (move.action.type === 'skip' && move.before.decks[move.seat]![0] === card) return 'shown';
    return to.owner === viewer ? 'drawn' : 'revealed';
  }
  return knownHowFromZones(change);
}

export const royalSuitLedger: GameLedger<RoyalSuitState, RoyalSuitAction, RoyalSuitView> = {
  knownHow: royalSuitKnownHow,
  // The deck cards the seat could not see dealt anew, uniformly: the determiniser models no player.
  redeal: (view, seed) => determinisedState(view, { rng: seedRng(seed) }),
};
