/**
 * How a Royals seat comes to know a card. Its own cards it was dealt or drew
 * from the deck; the other player's cards it sees the moment they leave that
 * hand, for every way out of a hand is face up: recruited or revealed to a
 * field, discarded, fired as arrows, given to a royal or joker, spent as an
 * ace, or paid as tribute into this seat's own score pile.
 *
 * Nothing a seat sees proves a card absent from the other hand: the defender
 * is asked to block even without an ace (Y22) and nobody has to play a card
 * (Y27), so no hand is ever shown to hold no legal play, and this ledger rules
 * out no place.
 */
import { knownHowFromZones, type GameLedger, type KnowledgeChange, type KnownHow } from '../../core/ledger';
import { determinise } from './determinise';
import type { RoyalsAction, RoyalsState, RoyalsView } from './types';

export function royalsKnownHow(change: KnowledgeChange<RoyalsState, RoyalsAction>): KnownHow {
  const { move, to, from, viewer } = change;
  // A new game of the match deals every hand afresh, whatever it held before.
  if (!move || move.action.type === 'next-game') return to?.owner === viewer && to.seenBy === 'owner' ? 'dealt' : 'face-up';
  // A tribute lands in this seat's score pile from the other hand: paid face up, not passed in secret.
  if (from?.seenBy === 'owner' && from.owner !== viewer) return 'played';
  return knownHowFromZones(change);
}

export const royalsLedger: GameLedger<RoyalsState, RoyalsAction, RoyalsView> = {
  knownHow: royalsKnownHow,
  // The bots' determiniser models no player: it deals the unseen cards uniformly, as a what-if must.
  redeal: (view, seed) => determinise(view, seed),
};
