import { describe, expect, it } from 'vitest';
import { attractions, jokerSuits, recruitableIndex } from './ship';
import type { CardId } from './types';

const ship = (...cards: string[]) => cards as CardId[];

describe('attractive suits', () => {
  it.each<[string, CardId[], (number)[]]>([
    ['each suit points at its colonial', ship('KH', 'QS', 'JD'), [-1, 2, 0, 1]],
    ['only the topmost of a shared suit (the last to arrive)', ship('JS', 'KS', 'QH'), [-1, -1, 2, 1]],
    ['an ace attracts its suit like any colonial', ship('AH', 'KS'), [-1, -1, 0, 1]],
    ['a joker takes every suit nobody else holds', ship('KD', 'JK1', 'QS'), [1, 0, 1, 2]],
    ['a joker is unavailable when all four suits are present', ship('KD', 'QS', 'JH', 'JC', 'JK1'), [3, 0, 2, 1]],
    ['of two jokers only the topmost is recruitable', ship('JK1', 'QS', 'JK2'), [2, 2, 2, 1]],
    ['a lone joker attracts every suit', ship('JK1'), [0, 0, 0, 0]],
    ['an empty ship attracts nothing', ship(), [-1, -1, -1, -1]],
  ])('%s', (_name, cards, expected) => {
    expect(recruitableIndex(cards)).toEqual(expected);
  });

  it('names the joker suits', () => {
    expect(jokerSuits(ship('KD', 'JK1', 'QS'))).toEqual(['C', 'H']);
    expect(jokerSuits(ship('KD', 'QS', 'JH', 'JC', 'JK1'))).toEqual([]);
    expect(jokerSuits(ship('KD', 'QS'))).toEqual([]);
  });

  it('lists attractions topmost colonial first, suits sharing a joker in suit order', () => {
    expect(attractions(ship('KD', 'JK1', 'QS'))).toEqual([
      { suit: 'S', colonial: 'QS', joker: false },
      { suit: 'C', colonial: 'JK1', joker: true },
      { suit: 'H', colonial: 'JK1', joker: true },
      { suit: 'D', colonial: 'KD', joker: false },
    ]);
  });
});
