/** The position as text for the CLI and logs: both fields, score piles, the hand the viewer may see, the deck and discard. */
import type { Viewer } from '../../core/game';
import { label, labels } from './cards';
import { outcomeOf } from './outcome';
import { seatScore } from './score';
import { activeSeats, inColdWar } from './turn';
import { plural, seatName } from './words';
import type { FieldCard, RoyalsState } from './types';

const PHASE_NAMES = { 'cold-war': 'Cold War', battle: 'Battle', 'last-round': 'Last Round' } as const;
const POSE_MARKS = { upright: '', diagonal: '/', sideways: '—' } as const;

function fieldText(field: readonly FieldCard[]): string {
  if (!field.length) return '—';
  return field.map((entry) => `${label(entry.card)}${POSE_MARKS[entry.pose]}${entry.under.length ? `[${labels(entry.under)}]` : ''}`).join(' ');
}

export function renderText(state: RoyalsState, viewer: Viewer): string {
  const phase = inColdWar(state) && state.phase !== 'cold-war' ? `${PHASE_NAMES[state.phase]} (still Cold War)` : PHASE_NAMES[state.phase];
  const lines = [
    `Royals — game ${state.game} of ${state.options.games} · wins ${state.wins.join('–')} · ${phase} · turn ${state.turn}, ${seatName(state.seat)} to play`,
  ];
  for (const seat of [0, 1]) {
    const hand = viewer === 'all' || viewer === seat ? labels(state.hands[seat]!) || '—' : plural(state.hands[seat]!.length, 'card');
    const pile = state.scores[seat]!;
    const groups = pile.groups.map((group) => `${label(group.head)}[${labels(group.cards)}]`).join(' ');
    lines.push(`${seatName(seat)}: field ${fieldText(state.fields[seat]!)} · hand ${hand}`);
    lines.push(`  score pile ${groups || '—'} · points ${labels(pile.points) || '—'} · score now ${seatScore(state, seat).total}`);
  }
  const last = state.lastReshuffle ? (state.lastReshuffleBy === null ? ' · last deck (limit)' : ` · Last Reshuffle called by ${seatName(state.lastReshuffleBy)}`) : '';
  lines.push(`Deck ${state.deck.length} · discard ${state.discard.length}${state.discard.length ? ` (top ${label(state.discard[state.discard.length - 1]!)})` : ''} · reshuffles ${state.reshuffles}${last}`);
  if (viewer === 'all') lines.push(`Deck, top first: ${labels(state.deck) || '—'}`);
  if (state.attack) {
    const attack = state.attack;
    lines.push(`Attack by ${seatName(attack.by)}: ${labels(attack.cards)} at ${attack.target} (${attack.damage} damage)${attack.aces.length ? ` · aces ${labels(attack.aces)}` : ''}`);
  }
  const outcome = outcomeOf(state);
  if (outcome) lines.push(`Match over. ${outcome.text}`);
  else if (state.stage === 'scored') lines.push(`Game over: ${state.result!.scores.map((score, seat) => `${seatName(seat)} ${score.total}`).join(', ')}.`);
  else lines.push(`Waiting for ${activeSeats(state).map(seatName).join('')}${state.stage === 'respond' ? ' to answer the attack' : state.stage === 'fall' ? ' to choose who falls' : ''}.`);
  return lines.join('\n');
}
