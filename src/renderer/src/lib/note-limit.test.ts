import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../../../engine';
import { NOTE_CUT, fitNote, noteCount } from './note-limit';

describe('the length of a note', () => {
  it('is shown against the limit, with thousands marked', () => {
    expect(noteCount('x'.repeat(1950))).toBe('1,950 / 2,000');
    expect(noteCount('')).toBe('0 / 2,000');
  });

  it('counts an emoji as one character, as the file does', () => {
    expect(noteCount('👑👑')).toBe('2 / 2,000');
    const full = '👑'.repeat(MAX_NOTE_LENGTH);
    expect(fitNote(full, full.length)).toEqual({ note: full, caret: full.length, cut: false });
  });

  it('is left alone up to the limit', () => {
    const text = 'x'.repeat(MAX_NOTE_LENGTH);
    expect(fitNote(text, 5)).toEqual({ note: text, caret: 5, cut: false });
  });

  it('is cut at the limit where the pasted text ends, keeping what was there before and after', () => {
    const before = 'a'.repeat(1000);
    const after = 'z'.repeat(900);
    const pasted = 'p'.repeat(300);
    const fitted = fitNote(before + pasted + after, before.length + pasted.length);
    expect(fitted.cut).toBe(true);
    expect(fitted.note).toBe(before + 'p'.repeat(100) + after);
    expect(fitted.caret).toBe(1100);
  });

  it('says so when it is cut', () => {
    expect(NOTE_CUT).toBe('The note was cut at 2,000 characters: a note holds no more.');
  });
});
