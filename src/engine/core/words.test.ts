import { describe, expect, it } from 'vitest';
import { capitalise, listWords, numberText, plural } from './words';

describe('words', () => {
  it.each([
    [1, 'turn', undefined, '1 turn'],
    [0, 'turn', undefined, '0 turns'],
    [2, 'six', 'sixes', '2 sixes'],
    [1200, 'position', undefined, '1,200 positions'],
    [-2, 'point', undefined, '−2 points'],
    [-1, 'point', undefined, '−1 point'],
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

  it.each([
    [-30, '−30'],
    [0, '0'],
    [-0, '0'],
    [1066, '1066'],
    [-99999, '−99999'],
  ])('numberText(%d) reads "%s", with a true minus sign', (value, text) => {
    expect(numberText(value)).toBe(text);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('seat 1’s hand')).toBe('Seat 1’s hand');
    expect(capitalise('')).toBe('');
  });
});
