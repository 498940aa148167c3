import { describe, expect, it } from 'vitest';
import { isolated } from './untrusted-text';

describe('isolated', () => {
  it.each([
    ['a plain name', 'Branch 1', '\u2068Branch 1\u2069'],
    ['a right-to-left override, kept inside the isolate', '\u202eBranch', '\u2068\u202eBranch\u2069'],
    ['a pop that would close the isolate early', 'a\u2069\u202eb', '\u2068a\u202eb\u2069'],
    ['isolates of its own', '\u2066x\u2067y\u2068z', '\u2068xyz\u2069'],
    ['Hebrew with a right-to-left mark', 'שלום\u200f', '\u2068שלום\u200f\u2069'],
    ['nothing', '', '\u2068\u2069'],
  ])('wraps %s', (_name, text, expected) => {
    expect(isolated(text)).toBe(expected);
  });
});
