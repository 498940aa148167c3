import { describe, expect, it } from 'vitest';
import { capitalise, listWords, plural } from './words';

describe('words', () => {
  it.each([
    [1, 'turn', undefined, '1 turn'],
    [0, 'turn', undefined, '0 turns'],
    [2, 'six', 'sixes', '2 sixes'],
    [1200, 'position', undefined, '1,200 positions'],
  ])('plural(%i, %s) reads "%s"', (count, one, many, text) => {
    expect(plural(count, one, many)).toBe(text);
  });

  it.each([
    [[], 'and', ''],
    [['a'], 'and', 'a'],
    [['a', 'b'], 'and', 'a and b'],
    [['a', 'b', 'c'], 'or', 'a, b or c'],
  ])('listWords(%j, %s) reads "%s"', (items, last, text) => {
    expect(listWords(items, last)).toBe(text);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('seat 1’s hand')).toBe('Seat 1’s hand');
    expect(capitalise('')).toBe('');
  });
});
