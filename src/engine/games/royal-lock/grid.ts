/** The 3x3 grid's geometry: spaces, lines and orthogonal neighbours. */
import type { Cell } from './types';

export const CELLS: readonly Cell[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
export const CENTRE: Cell = 4;

export interface GridLine {
  readonly cells: readonly Cell[];
  /** "top row", "left column", "diagonal from top-left to bottom-right" */
  readonly name: string;
}

/** Every row, column and diagonal: the lines a win or a loss is counted on. */
export const LINES: readonly GridLine[] = [
  { cells: [0, 1, 2], name: 'top row' },
  { cells: [3, 4, 5], name: 'middle row' },
  { cells: [6, 7, 8], name: 'bottom row' },
  { cells: [0, 3, 6], name: 'left column' },
  { cells: [1, 4, 7], name: 'middle column' },
  { cells: [2, 5, 8], name: 'right column' },
  { cells: [0, 4, 8], name: 'diagonal from top-left to bottom-right' },
  { cells: [2, 4, 6], name: 'diagonal from top-right to bottom-left' },
];

const CELL_NAMES = [
  'top-left',
  'top-middle',
  'top-right',
  'middle-left',
  'centre',
  'middle-right',
  'bottom-left',
  'bottom-middle',
  'bottom-right',
] as const;

export type Direction = 'up' | 'down' | 'left' | 'right';

export function isCell(value: unknown): value is Cell {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8;
}

export function rowOf(cell: Cell): number {
  return Math.floor(cell / 3);
}

export function columnOf(cell: Cell): number {
  return cell % 3;
}

/** "top-left", "centre" */
export function cellName(cell: Cell): string {
  return CELL_NAMES[cell] ?? `space ${cell}`;
}

/** The space one step away in a direction, or null off the edge. */
export function step(cell: Cell, direction: Direction): Cell | null {
  const row = rowOf(cell);
  const column = columnOf(cell);
  switch (direction) {
    case 'up':
      return row > 0 ? cell - 3 : null;
    case 'down':
      return row < 2 ? cell + 3 : null;
    case 'left':
      return column > 0 ? cell - 1 : null;
    case 'right':
      return column < 2 ? cell + 1 : null;
  }
}

export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

/** The direction from one space to an orthogonal neighbour, or null if `to` is not one. */
export function directionBetween(from: Cell, to: Cell): Direction | null {
  return DIRECTIONS.find((direction) => step(from, direction) === to) ?? null;
}

/** Spaces one step up, down, left or right. */
export function neighbours(cell: Cell): Cell[] {
  const out: Cell[] = [];
  for (const direction of DIRECTIONS) {
    const next = step(cell, direction);
    if (next !== null) out.push(next);
  }
  return out;
}

/** Orthogonal steps between two spaces. */
export function distance(a: Cell, b: Cell): number {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(columnOf(a) - columnOf(b));
}
