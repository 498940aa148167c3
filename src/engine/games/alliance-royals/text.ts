/** The position as text for the CLI and logs. */
import type { Viewer } from '../../core/game';
import { outcomeOf } from './outcome';
import { activeSeats } from './turn';
import type { AllianceRoyalsState } from './types';
import { allianceName, houseName, labels, numberText, seatName } from './words';

export function renderText(state: AllianceRoyalsState, viewer: Viewer): string {
  const lines = [
    `Alliance Royals — round ${state.round}, turn ${state.turn}, attacker ${seatName(state.attacker)} · dealer ${seatName(state.dealer)} · ` +
      `${allianceName(0)} ${numberText(state.totals[0])}, ${allianceName(1)} ${numberText(state.totals[1])}`,
  ];
  for (let seat = 0; seat < 4; seat++) {
    const hand = viewer === 'all' || viewer === seat ? labels(state.hands[seat]!) : `${state.hands[seat]!.length} cards`;
    lines.push(`${seatName(seat)} (${houseName(state.houses[seat] ?? null)}): hand ${hand} · spoils ${labels(state.spoils[seat]!)} · meld ${labels(state.meld[seat]!)}`);
  }
  lines.push(`Stack ${state.stack.length} · discard ${labels(state.discard)} · dead pile ${state.dead.length}`);
  if (state.battle.length) lines.push(`Battle: ${state.battle.map((play) => `${seatName(play.seat)} ${labels([play.card])}`).join(', ')}`);
  if (state.hostages.length) lines.push(`Hostages: ${state.hostages.map((entry) => `${labels([entry.card])} held by ${seatName(entry.holder)}`).join(', ')}`);
  const outcome = outcomeOf(state);
  lines.push(outcome ? outcome.text : `Phase ${state.phase}; to act: ${activeSeats(state).map(seatName).join(', ') || 'nobody'}`);
  return lines.join('\n');
}
