/**
 * Where a record's annotations are kept while it is on the table, keyed by
 * line and step so a branch keeps its own marks.
 */
import type { Cursor, GameRecord } from '../../../engine';
import { EMPTY_MARKS, isEmpty, type StepMarks } from './annotations-tools';

const store = new WeakMap<GameRecord, Map<string, StepMarks>>();

function key(cursor: Cursor): string {
  return `${cursor.line}@${cursor.step}`;
}

export function readMarks(record: GameRecord, cursor: Cursor): StepMarks {
  return store.get(record)?.get(key(cursor)) ?? EMPTY_MARKS;
}

export function writeMarks(record: GameRecord, cursor: Cursor, marks: StepMarks): void {
  let map = store.get(record);
  if (!map) store.set(record, (map = new Map()));
  if (isEmpty(marks)) map.delete(key(cursor));
  else map.set(key(cursor), marks);
}

/** Every annotated step, lines in the record's order, steps in order. */
export function annotatedCursors(record: GameRecord): { cursor: Cursor; marks: StepMarks }[] {
  const map = store.get(record);
  if (!map) return [];
  const out: { cursor: Cursor; marks: StepMarks }[] = [];
  for (const line of record.lines) {
    for (const [k, marks] of map) {
      const at = k.lastIndexOf('@');
      if (k.slice(0, at) === line.id) out.push({ cursor: { line: line.id, step: Number(k.slice(at + 1)) }, marks });
    }
  }
  return out.sort((a, b) => (a.cursor.line === b.cursor.line ? a.cursor.step - b.cursor.step : 0));
}
