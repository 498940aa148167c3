import { describe, expect, it } from 'vitest';
import { MAX_PATH_SHOWN, quotePath, quoteUntrusted, showInvisible } from './quote';

describe('quoteUntrusted', () => {
  it.each([
    ['plain', 'royal-lock', '"royal-lock"'],
    ['a terminal clear', '\u001b[2J', '"\\u{1b}[2J"'],
    ['a title change', '\u001b]0;pwned\u0007', '"\\u{1b}]0;pwned\\u{7}"'],
    ['a bidi override', 'abc\u202edef', '"abc\\u{202e}def"'],
    ['a long text', 'x'.repeat(50), `"${'x'.repeat(40)}…"`],
  ])('%s', (_name, text, quoted) => expect(quoteUntrusted(text)).toBe(quoted));
});

describe('showInvisible', () => {
  it.each([
    ['plain words, whole and unquoted', 'There is no file at /g/a.royal.json.', 'There is no file at /g/a.royal.json.'],
    ['a path with a terminal clear', '/g/\u001b[2Ja.royal.json', '/g/\\u{1b}[2Ja.royal.json'],
    ['a name written right to left', 'game\u202eelif.royal.json', 'game\\u{202e}elif.royal.json'],
    ['a long text, not cut', 'x'.repeat(500), 'x'.repeat(500)],
  ])('%s', (_name, text, shown) => expect(showInvisible(text)).toBe(shown));
});

describe('quotePath', () => {
  it.each([
    ['a path with spaces, whole and in quotes, so the sentence around it reads plainly', '/home/ann/My Games/a.royal.json', '"/home/ann/My Games/a.royal.json"'],
    ['a path with a terminal clear', '/g/\u001b[2Ja.royal.json', '"/g/\\u{1b}[2Ja.royal.json"'],
    ['a path longer than any message should repeat, cut', `/${'d'.repeat(MAX_PATH_SHOWN + 50)}`, `"/${'d'.repeat(MAX_PATH_SHOWN - 1)}…"`],
  ])('%s', (_name, path, quoted) => expect(quotePath(path)).toBe(quoted));
});
