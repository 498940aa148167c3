/** The position as text for the CLI and logs: a 3x3 board with card labels, markers and counts. */
import type { Viewer } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { outcomeOf } from './outcome';
import { describeRedDraw } from './describe';
import { lockedCount } from './actions';
import { actionsLeft, seatOfMarker } from './turn';
import { LOCK_LIMIT, type Cell, type RoyalLockState } from './types';
import { plural } from '../../core/words';

const MARKER_SIGNS = ['①', '②'] as const;
const CELL_WIDTH = 9;

function centred(text: string, width: number): string {
  const length = [...text].length;
  const left = Math.max(0, Math.floor((width - length) / 2));
  const right = Math.max(0, width - length - left);
  return ' '.repeat(left) + text + ' '.repeat(right);
}

function cellText(state: RoyalLockState, cell: Cell): string {
  const space = state.grid[cell];
  const card = !space ? '--' : space.locked ? `[${cardLabel(space.card)}]` : cardLabel(space.card);
  const signs = state.markers.flatMap((at, marker) => (at === cell ? [MARKER_SIGNS[marker] ?? '?'] : [])).join('');
  return signs ? `${card} ${signs}` : card;
}

export function renderText(state: RoyalLockState, viewer: Viewer): string {
  const border = `+${Array.from({ length: 3 }, () => '-'.repeat(CELL_WIDTH)).join('+')}+`;
  const rows = [0, 1, 2].map(
    (row) => `|${[0, 1, 2].map((column) => centred(cellText(state, row * 3 + column), CELL_WIDTH)).join('|')}|`,
  );
  const lines = [`Royal Lock — turn ${state.turn}`, border];
  for (const row of rows) lines.push(row, border);
  lines.push(`Locked: ${lockedCount(state)} of ${LOCK_LIMIT}`);
  const discard = state.blackDiscard.length ? state.blackDiscard.map(cardLabel).join(' ') : '(empty)';
  lines.push(`Black deck: ${plural(state.blackDeck.length, 'card')} · black discard: ${discard}`);
  lines.push(`Red deck: ${plural(state.redDeck.length, 'card')} · red discard: ${plural(state.redDiscard.length, 'card')}`);
  if (viewer === 'all') {
    lines.push(`Black deck, top first: ${state.blackDeck.map(cardLabel).join(' ') || '(empty)'}`);
    lines.push(`Red deck, top first: ${state.redDeck.map(cardLabel).join(' ') || '(empty)'}`);
  }
  lines.push(state.lastRedDraw ? `Last red draw (end of turn ${state.lastRedDraw.turn}): ${describeRedDraw(state.lastRedDraw)}` : 'Last red draw: none yet');
  const outcome = outcomeOf(state);
  if (outcome) {
    lines.push(`Game over. ${outcome.text}`);
  } else {
    const seat = seatOfMarker(state, state.marker);
    const who = state.seats === 2 ? `seat ${seat + 1} with marker ${MARKER_SIGNS[state.marker]}` : `marker ${MARKER_SIGNS[state.marker]}`;
    lines.push(`To play: ${who} · ${actionsLeft(state)} of 3 actions left`);
  }
  return lines.join('\n');
}
