/**
 * How an Alliance Royals seat comes to know a card. Its own cards it was dealt
 * or drew from the stack; a gift from its ally is passed to it in the
 * exchange, seen by the two allies and by no enemy (A7); a card leaving
 * another player's hand is seen as it is played: to a battle, laid in a Meld,
 * discarded, paid for a ransom or a redemption, or placed by a change of
 * house. A royal offered in an arranged marriage is shown while it is still
 * in hand, as the ally is asked (A21).
 *
 * A battle proves what a hand lacks: "playing in suit if possible" (A9), so a
 * player who did not follow the led suit holds none of it. Until the turn
 * ends only the attacker's hand can take in a card again (a ransom, an
 * arrangement, a redemption), and the attacker led, so what the battle of
 * this turn proves holds while the view shows it.
 */
import { knownHowFromZones, type GameLedger, type KnowledgeChange, type KnownHow } from '../../core/ledger';
import { suitOfCard } from './cards';
import { determinise } from './determinise';
import type { AllianceRoyalsAction, AllianceRoyalsState, AllianceRoyalsView } from './types';
import { ownerOfZone, zoneIds } from './zone-ids';

export function allianceRoyalsKnownHow(change: KnowledgeChange<AllianceRoyalsState, AllianceRoyalsAction>): KnownHow {
  const { move, from, to, viewer } = change;
  // A new round deals every hand afresh and turns one card up, wherever the cards lay before.
  if (!move || move.action.type === 'deal') return to?.owner === viewer && to.seenBy === 'owner' ? 'dealt' : move ? 'revealed' : 'face-up';
  const fromOtherHidden = from !== null && from.seenBy === 'owner' && from.owner !== viewer;
  // The ally's gift reaches this hand from the ally's hand or gift in flight, whichever of the two chose last.
  if (fromOtherHidden && to?.id === zoneIds.hand(viewer)) return 'passed';
  if (fromOtherHidden && to?.id === from.id) return 'shown';
  if (fromOtherHidden) return 'played';
  return knownHowFromZones(change);
}

/** The battle the view shows (under way, or fought this turn) proves which seats hold none of the led suit. */
function battleProvesNone(view: AllianceRoyalsView, seat: number, card: string): boolean {
  const plays = view.battle.length > 0 ? view.battle : (view.lastBattle?.plays ?? []);
  const led = plays[0];
  if (!led || seat === view.attacker) return false;
  const suit = suitOfCard(led.card);
  return suitOfCard(card) === suit && plays.some((play) => play.seat === seat && suitOfCard(play.card) !== suit);
}

export const allianceRoyalsLedger: GameLedger<AllianceRoyalsState, AllianceRoyalsAction, AllianceRoyalsView> = {
  knownHow: allianceRoyalsKnownHow,
  rulesOut: (view, zone, card) => zone.startsWith('hand.') && battleProvesNone(view, ownerOfZone(zone), card),
  // The bots' determiniser deals the unseen cards uniformly; a hand shown void of a suit is dealt again (core/redeal.ts).
  redeal: (view, seed) => determinise(view, seed),
};
