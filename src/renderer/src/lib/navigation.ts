/**
 * Moving the cursor through a record: undo/redo, the timeline and the line
 * picker. Pure functions over the record so they can be
 * pinned by tests without a UI.
 */
import type { Cursor, GameRecord } from '../../../engine';

/** The cursor `delta` steps along its line, clamped to the set-up position and the line's end. */
export function stepBy(record: GameRecord, cursor: Cursor, delta: number): Cursor {
  return stepTo(record, cursor.line, cursor.step + delta);
}

/** A cursor on `line` at `step`, clamped to the line. */
export function stepTo(record: GameRecord, line: string, step: number): Cursor {
  const last = record.lastStep(line);
  return { line, step: Math.max(0, Math.min(last, Math.round(step))) };
}

/** Switching lines keeps the step number when the other line reaches it. */
export function switchLine(record: GameRecord, cursor: Cursor, line: string): Cursor {
  return stepTo(record, line, cursor.step);
}

export function atLineEnd(record: GameRecord, cursor: Cursor): boolean {
  return cursor.step === record.lastStep(cursor.line);
}

/** The words for every position on a line: the set-up, then each step as it was described when played. */
export function timelineTexts(record: GameRecord, line: string): string[] {
  return ['Set-up', ...record.history(line).map((step) => step.text)];
}

export function sameCursor(a: Cursor, b: Cursor): boolean {
  return a.line === b.line && a.step === b.step;
}
