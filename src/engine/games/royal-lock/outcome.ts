/**
 * How the game ends. The players win with 3 locked jacks, queens or kings in a
 * line; they lose the moment a line holds 3 empty spaces ("at any time",
 * so between actions too), or, under the variant, when the red deck runs out.
 */
import type { Outcome } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { isRoyal } from './cards';
import { LINES, type GridLine } from './grid';
import type { GridCard, RoyalLockEnd, RoyalLockState } from './types';

/**
 * The first line of 3 empty spaces, if any. Checked after every action, so
 * written as plain loops: no test is made per line and call.
 */
export function emptyLine<T>(grid: readonly (T | null)[]): GridLine | null {
  lines: for (const line of LINES) {
    for (const cell of line.cells) if (grid[cell] !== null) continue lines;
    return line;
  }
  return null;
}

/** The first line of 3 locked royal cards, if any. */
export function lockedRoyalLine(grid: readonly (GridCard | null)[]): GridLine | null {
  lines: for (const line of LINES) {
    for (const cell of line.cells) {
      const space = grid[cell];
      if (space == null || !space.locked || !isRoyal(space.card)) continue lines;
    }
    return line;
  }
  return null;
}

/** Ends the game if the grid now shows a loss or a win; a loss is checked first. */
export function checkGridEnd(state: RoyalLockState): void {
  if (state.end) return;
  const empty = emptyLine(state.grid);
  if (empty) {
    state.end = { label: 'loss', cause: 'empty-line', line: [...empty.cells] };
    return;
  }
  const royal = lockedRoyalLine(state.grid);
  if (royal) state.end = { label: 'win', cause: 'royal-line', line: [...royal.cells] };
}

export function allSeats(state: Pick<RoyalLockState, 'seats'>): number[] {
  return Array.from({ length: state.seats }, (_, seat) => seat);
}

function lineName(end: RoyalLockEnd): string {
  const cells = end.line ?? [];
  return LINES.find((line) => line.cells.every((cell, i) => cells[i] === cell))?.name ?? 'a line';
}

/** The outcome in words; the players win or lose together. */
export function outcomeText(end: RoyalLockEnd, grid: readonly (GridCard | null)[]): string {
  switch (end.cause) {
    case 'royal-line': {
      const cards = (end.line ?? []).map((cell) => grid[cell]).filter((space) => space != null);
      const labels = cards.map((space) => cardLabel(space.card)).join(', ');
      return `The players win: the ${lineName(end)} holds three locked royal cards (${labels}).`;
    }
    case 'empty-line':
      return `The players lose: the ${lineName(end)} has three empty spaces.`;
    case 'red-deck-out':
      return 'The players lose: the red deck ran out of cards to draw.';
  }
}

export function outcomeOf(state: Pick<RoyalLockState, 'end' | 'grid' | 'seats'>): Outcome | null {
  const end = state.end;
  if (!end) return null;
  return {
    label: end.label,
    winners: end.label === 'win' ? allSeats(state) : [],
    text: outcomeText(end, state.grid),
  };
}
