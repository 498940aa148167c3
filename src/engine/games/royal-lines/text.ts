/** The position as text for the CLI and logs: each seat's settler, line and hand as the viewer may see them, then the ship. */
import type { Viewer } from '../../core/game';
import { isJokerCard } from './cards';
import { describeRecruitment, describeResult } from './describe';
import { outcomeOf } from './outcome';
import { attractions } from './ship';
import { activeSeats } from './turn';
import type { CardId, RoyalLinesState } from './types';
import { settlerKnown } from './view';
import { label, listWords, plural, seatName, suitSymbol } from './words';

function cards(list: readonly CardId[]): string {
  return list.length ? list.map(label).join(' ') : '—';
}

export function renderText(state: RoyalLinesState, viewer: Viewer): string {
  const lines = [
    `Royal Lines — round ${state.round}, ship ${state.shipNumber}, recruitment ${Math.min(state.recruitments + 1, 13)} · ` +
      `dealer ${seatName(state.dealer)} · first to ${plural(state.options.target, 'round win')}`,
  ];
  for (let seat = 0; seat < state.seats; seat++) {
    const settler = settlerKnown(state, seat, viewer) ? label(state.settlers[seat]!) : '??';
    const shown = state.settlerShown[seat] ? ' (face up)' : '';
    const royals = state.lines[seat]!.map((card) => {
      const settled = isJokerCard(card) ? state.settled.find((entry) => entry.joker === card) : undefined;
      return settled ? `${label(card)}=${suitSymbol(settled.suit)}` : label(card);
    });
    const hand = viewer === 'all' || viewer === seat ? cards(state.hands[seat]!) : plural(state.hands[seat]!.length, 'card');
    const chosen = state.chosen[seat];
    const promise = chosen ? ` · promise ${viewer === 'all' || viewer === seat ? label(chosen) : 'laid face down'}` : '';
    lines.push(
      `${seatName(seat)}: settler ${settler}${shown} · wins ${state.wins[seat]} · line ${royals.length ? royals.join(' ') : '—'} · hand ${hand}${promise}`,
    );
  }
  if (state.seats === 2) {
    const known = viewer === 'all' || state.phase === 'scored' || state.phase === 'over';
    const settler = known && state.pirateSettler ? label(state.pirateSettler) : '??';
    lines.push(`Pirates: settler ${settler}`);
  }
  const top = state.ship[state.ship.length - 1];
  lines.push(`Ship (arrival order, top last): ${cards(state.ship)}${top ? ` · on top: ${label(top)}` : ''}`);
  const recruitable = attractions(state.ship).map((entry) => `${suitSymbol(entry.suit)}→${label(entry.colonial)}`);
  lines.push(`Recruitable: ${recruitable.length ? recruitable.join(' ') : '—'}`);
  lines.push(
    `Absent colonial: ${state.absent ? label(state.absent) : 'none'} · colonial deck ${state.colonialDeck.length} · ` +
      `promise deck ${state.promiseDeck.length} · played ${cards(state.played)}`,
  );
  lines.push(`Discard: ${cards(state.discard)}`);
  if (viewer === 'all') {
    lines.push(`Colonial deck, top first: ${cards(state.colonialDeck)}`);
    lines.push(`Promise deck, top first: ${cards(state.promiseDeck)}`);
  }
  if (state.lastRecruitment) lines.push(`Last recruitment: ${describeRecruitment(state.lastRecruitment)}`);
  if (state.result) lines.push(describeResult(state.result, state.wins));
  const outcome = outcomeOf(state);
  if (outcome) {
    lines.push(`Match over. ${outcome.text}`);
  } else {
    const active = activeSeats(state).map(seatName);
    const task = state.phase === 'promise' ? 'to lay a promise' : state.phase === 'scored' ? 'to deal' : 'to choose';
    lines.push(`Waiting for ${listWords(active)} ${task}.`);
  }
  return lines.join('\n');
}
