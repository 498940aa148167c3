/**
 * How a Royal Lock seat comes to know a card. Nobody holds a hand: every card
 * out of the two face-down decks lies face up for both players. The grid and
 * the black discard are face up from the start; after that a card is known
 * when it comes off a deck: a black card filled into the grid, or the two red
 * cards drawn as a turn ends. The seat whose step took it off the deck drew
 * it; the other player saw it turned face up. A card shuffled back into a
 * deck is hidden again, until it comes off once more.
 *
 * The decks never mix colours ("Separate the deck of cards into red and black
 * cards"): a black card the seat cannot see is in the black deck and a red
 * one in the red deck, so the ledger rules the other deck out and counting
 * places every unseen card, though never its order.
 */
import type { GameLedger, KnowledgeChange, KnownHow } from '../../core/ledger';
import { redCards } from './cards';
import { determinise } from './determinise';
import { zoneIds } from './editor-layout';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

const RED: ReadonlySet<string> = new Set(redCards());

export function royalLockKnownHow(change: KnowledgeChange<RoyalLockState, RoyalLockAction>): KnownHow {
  const { move, viewer } = change;
  if (!move) return 'face-up';
  return move.seat === viewer ? 'drawn' : 'revealed';
}

/** The deck a card of this colour can never be in. */
function otherColourDeck(card: string): string {
  return RED.has(card) ? zoneIds.blackDeck : zoneIds.redDeck;
}

export const royalLockLedger: GameLedger<RoyalLockState, RoyalLockAction, RoyalLockView> = {
  knownHow: royalLockKnownHow,
  rulesOut: (_view, zone, card) => zone === otherColourDeck(card),
  // The decks dealt anew in orders the seat could not see, uniformly: the determiniser models no player.
  redeal: (view, seed) => determinise(view, seed),
};
