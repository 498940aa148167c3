import { describe, expect, it } from 'vitest';
import { quoteUntrusted } from './quote';

describe('quoteUntrusted', () => {
  it.each([
    ['plain', 'royal-lock', '"royal-lock"'],
    ['a terminal clear', '\u001b[2J', '"\\u{1b}[2J"'],
    ['a title change', '\u001b]0;pwned\u0007', '"\\u{1b}]0;pwned\\u{7}"'],
    ['a bidi override', 'abc\u202edef', '"abc\\u{202e}def"'],
    ['a long text', 'x'.repeat(50), `"${'x'.repeat(40)}…"`],
  ])('%s', (_name, text, quoted) => expect(quoteUntrusted(text)).toBe(quoted));
});
