/**
 * The Alliance Royals choice that ends the game by a player's word alone: a
 * surrender for their alliance, offered as they come to choose a home house
 * (rulings A29). The other alliance wins at once, the totals as they stand.
 */
import type { AllianceRoyalsAction, AllianceRoyalsView } from '../../../../engine/games/alliance-royals';
import type { Seat } from '../../../../engine';
import { numberText } from '../../../../engine/core/words';
import { allianceOf } from '../../../../engine/games/alliance-royals/seats';
import { allianceName } from '../../../../engine/games/alliance-royals/words';
import type { GraveQuestion } from '../../lib/grave';

/** What `seat` is asked before `action` is played, or null for an ordinary choice. */
export function graveQuestion(view: AllianceRoyalsView, seat: Seat, action: AllianceRoyalsAction): GraveQuestion | null {
  if (action.type !== 'surrender') return null;
  const own = allianceOf(seat);
  const other = own === 0 ? 1 : 0;
  const [a, b] = view.totals;
  return {
    title: `Surrender for ${allianceName(own)}?`,
    meaning: `${allianceName(other)} win the game at once. It ends with the totals as they stand, ${numberText(a)} for ${allianceName(0)} and ${numberText(b)} for ${allianceName(1)}: the round about to start is not played.`,
    confirm: 'Surrender',
  };
}
