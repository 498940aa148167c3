/**
 * How a Royal Lines seat comes to know a card. Its own settler and hand are
 * dealt to it, at a round's start and when the second ship brings 6 more
 * promises from the reshuffled deck; a promise it lays face down it already
 * holds. Everything else it learns is turned face up: every promise at a
 * recruitment (the pirates' too, turned off the promise deck), the second
 * ship's colonials, a settler discarded by a takeover, the settlers at the
 * round's scoring, the absent colonial and the first ship of a new round.
 *
 * No play proves a hand lacks a card: any promise may be laid, whatever the
 * ship. What the deck's make-up proves, the ledger tells: promises (2 to 10)
 * lie only in hands, laid face down or in the promise deck; a settler is an
 * ace or a joker; the colonial deck holds the face cards and the leftover
 * settlers. So an unseen face card is placed in the colonial deck by counting.
 */
import type { GameLedger, KnowledgeChange, KnownHow } from '../../core/ledger';
import { isAceCard, isJokerCard, isPromiseCard } from './cards';
import { determinise } from './determinise';
import { zoneId } from './editor-layout';
import type { RoyalLinesAction, RoyalLinesState, RoyalLinesView } from './types';

export function royalLinesKnownHow(change: KnowledgeChange<RoyalLinesState, RoyalLinesAction>): KnownHow {
  const { move, to, viewer } = change;
  const toOwnSecret = to !== null && to.owner === viewer && to.seenBy === 'owner';
  if (!move) return toOwnSecret ? 'dealt' : 'face-up';
  return toOwnSecret ? 'dealt' : 'revealed';
}

const PROMISE_ZONE = /^(hand|promise)\.\d+$/;
const SETTLER_ZONE = /^settler\.\d+$/;

/** Whether the rules let `zone`, one that hides cards, hold `card`. */
function mayHold(zone: string, card: string): boolean {
  if (zone === zoneId.colonialDeck) return !isPromiseCard(card);
  if (zone === zoneId.pirateSettler || SETTLER_ZONE.test(zone)) return isAceCard(card) || isJokerCard(card);
  if (zone === zoneId.promiseDeck || PROMISE_ZONE.test(zone)) return isPromiseCard(card);
  return true;
}

export const royalLinesLedger: GameLedger<RoyalLinesState, RoyalLinesAction, RoyalLinesView> = {
  knownHow: royalLinesKnownHow,
  rulesOut: (_view, zone, card) => !mayHold(zone, card),
  // Not the navigator's imagined worlds, which lay the rivals' promises as the planner would: a what-if deals uniformly.
  redeal: (view, seed) => determinise(view, seed),
};
