/**
 * The length limit of a note, shown as the note is typed. A note longer than
 * the file allows is cut where the new text went in (typed, pasted or
 * dropped), never at the end of what was already there, and the box says so.
 * Characters are counted as the file counts them: one per code point, so an
 * emoji is one character.
 */
import { MAX_NOTE_LENGTH } from '../../../engine';

/** "1,950 / 2,000". */
export function noteCount(note: string): string {
  return `${[...note].length.toLocaleString('en')} / ${MAX_NOTE_LENGTH.toLocaleString('en')}`;
}

export const NOTE_CUT = `The note was cut at ${MAX_NOTE_LENGTH.toLocaleString('en')} characters: a note holds no more.`;

export interface FittedNote {
  readonly note: string;
  /** Where the caret goes in the fitted note (a UTF-16 index, as the text box counts). */
  readonly caret: number;
  readonly cut: boolean;
}

/** The note as the box holds it, cut to the limit just before the caret, where the new text ends. */
export function fitNote(text: string, caret: number): FittedNote {
  const length = [...text].length;
  if (length <= MAX_NOTE_LENGTH) return { note: text, caret, cut: false };
  const excess = length - MAX_NOTE_LENGTH;
  const before = [...text.slice(0, caret)];
  const after = text.slice(caret);
  if (before.length < excess) {
    const note = [...text].slice(0, MAX_NOTE_LENGTH).join('');
    return { note, caret: note.length, cut: true };
  }
  const kept = before.slice(0, before.length - excess).join('');
  return { note: kept + after, caret: kept.length, cut: true };
}
