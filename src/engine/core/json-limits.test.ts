import { describe, expect, it } from 'vitest';
import { REPLAY_JSON_LIMITS, scanJsonLimits, type JsonLimits } from './json-limits';

const small: JsonLimits = { maxDepth: 3, maxValues: 10, maxStringChars: 8 };

describe('scanJsonLimits', () => {
  it.each([
    ['a flat object', '{"a": 1, "b": [1, 2]}'],
    ['nesting exactly at the limit', '[[[1]]]'],
    ['a string exactly at the limit', '"12345678"'],
    ['brackets and commas inside strings, which are not structure', '["[[[[,,,{", "]]]],,,}"]'],
    ['an escaped quote inside a string', '["a\\"[[[[[", 1]'],
    ['exactly the allowed number of entries', '[1,2,3,4,5,6,7,8,9,10]'],
  ])('lets through %s', (_name, text) => {
    expect(scanJsonLimits(text, small)).toEqual({ ok: true });
  });

  it.each([
    ['nesting one past the limit', '[[[[1]]]]', 'it holds lists or groups nested more than 3 deep (by line 1 of the file), far more than any replay'],
    ['a string one past the limit', '\n\n"123456789"', 'it holds a text of more than 8 characters (by line 3 of the file), far more than any replay'],
    ['an unterminated huge string', '["' + 'x'.repeat(50), 'it holds a text of more than 8 characters (by line 1 of the file), far more than any replay'],
    ['one entry too many', '[1,2,3,4,5,6,7,8,9,10,11]', 'it holds more than 10 entries (by line 1 of the file), far more than any replay'],
    ['keys counting as entries', '{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}', 'it holds more than 10 entries (by line 1 of the file), far more than any replay'],
  ])('refuses %s, saying where', (_name, text, reason) => {
    expect(scanJsonLimits(text, small)).toEqual({ ok: false, reason });
  });

  it('refuses the files that once took a gigabyte: ten million empty objects and arrays sixteen million deep', () => {
    const manyObjects = `[${'{},'.repeat(2_500_000)}{}]`;
    expect(scanJsonLimits(manyObjects, REPLAY_JSON_LIMITS)).toEqual({
      ok: false,
      reason: 'it holds more than 2,000,000 entries (by line 1 of the file), far more than any replay',
    });
    const deep = '['.repeat(16_000_000);
    expect(scanJsonLimits(deep, REPLAY_JSON_LIMITS)).toEqual({
      ok: false,
      reason: 'it holds lists or groups nested more than 64 deep (by line 1 of the file), far more than any replay',
    });
  });
});
