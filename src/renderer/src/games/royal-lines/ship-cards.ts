/**
 * The colonial ship as the table draws it: each colonial in arrival order,
 * whether a promise can recruit it now and with which suits. What attracts
 * comes from the engine (the view's `recruitable`, made by its `attractions`);
 * this only lays it out card by card and puts the reason into words.
 */
import { isJoker, suitOf, type CardId, type Suit, type SuitedCardId } from '../../../../engine';
import type { Attraction, RoyalLinesView } from '../../../../engine/games/royal-lines';
import { label, suitSingular } from '../../../../engine/games/royal-lines/words';

export interface ShipCard {
  readonly card: CardId;
  /** 1 for the first colonial to arrive; the highest number lies on top. */
  readonly place: number;
  readonly top: boolean;
  readonly joker: boolean;
  readonly recruitable: boolean;
  /** The suits whose promise would recruit this colonial now, most attractive first. */
  readonly suits: readonly Suit[];
  /** It came with the second ship in the recruitment just resolved. */
  readonly arrived: boolean;
  /** Why no promise can recruit it now; null when one can. */
  readonly blocked: string | null;
}

export function shipCards(view: Pick<RoyalLinesView, 'ship' | 'recruitable' | 'lastRecruitment'>): ShipCard[] {
  const arrived = new Set<string>(view.lastRecruitment?.secondShip ?? []);
  return view.ship.map((card, index) => {
    const suits = view.recruitable.filter((entry) => entry.colonial === card).map((entry) => entry.suit);
    return {
      card,
      place: index + 1,
      top: index === view.ship.length - 1,
      joker: isJoker(card),
      recruitable: suits.length > 0,
      suits,
      arrived: arrived.has(card),
      blocked: suits.length > 0 ? null : blockedReason(card, view.ship, view.recruitable),
    };
  });
}

function blockedReason(card: CardId, ship: readonly CardId[], recruitable: readonly Attraction[]): string {
  if (isJoker(card)) {
    const above = ship.slice(ship.indexOf(card) + 1).some((other) => isJoker(other));
    return above
      ? 'Another joker lies above it: only the topmost joker can be recruited.'
      : 'Every suit is in the ship, so the joker attracts no suit now.';
  }
  const suit = suitOf(card as SuitedCardId);
  const first = recruitable.find((entry) => entry.suit === suit && !entry.joker)?.colonial;
  return first
    ? `The ${label(first)} lies above it: only the topmost ${suitSingular(suit)} colonial can be recruited.`
    : `Only the topmost ${suitSingular(suit)} colonial can be recruited.`;
}
