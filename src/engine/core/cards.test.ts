import { describe, expect, it } from 'vitest';
import {
  RANKS,
  SUITS,
  cardId,
  cardLabel,
  cardName,
  colourOf,
  isCardId,
  isFaceRank,
  isJoker,
  parseCard,
  rankName,
  rankOf,
  rankValue,
  suitOf,
  suitedCards,
  type CardId,
} from './cards';

describe('card ids', () => {
  it.each([
    ['Q', 'S', 'QS'],
    ['10', 'H', '10H'],
    ['A', 'C', 'AC'],
  ] as const)('%s of %s is %s and parses back', (rank, suit, id) => {
    expect(cardId(rank, suit)).toBe(id);
    expect(parseCard(id)).toEqual({ rank, suit });
    expect(rankOf(id)).toBe(rank);
    expect(suitOf(id)).toBe(suit);
  });

  it.each(['JK1', 'JK2'] as const)('%s is a joker and not a suited card', (id) => {
    expect(isJoker(id)).toBe(true);
    expect(() => parseCard(id)).toThrow(`not a suited card: ${id}`);
  });

  it.each(['1S', 'QX', '', 'S', '11H'])('parseCard refuses %j', (id) => {
    expect(() => parseCard(id as CardId)).toThrow('not a suited card');
  });

  it.each([
    ['QS', true],
    ['10D', true],
    ['JK1', true],
    ['JK', false],
    ['JKx', false],
    ['1S', false],
    ['qs', false],
    [42, false],
    [null, false],
    [undefined, false],
  ])('isCardId(%j) is %s', (value, expected) => {
    expect(isCardId(value)).toBe(expected);
  });
});

describe('card properties', () => {
  it.each([
    ['C', 'black'],
    ['S', 'black'],
    ['D', 'red'],
    ['H', 'red'],
  ] as const)('%s is %s', (suit, colour) => {
    expect(colourOf(suit)).toBe(colour);
  });

  it('values ranks from ace 1 to king 13', () => {
    expect(RANKS.map(rankValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('knows the face ranks', () => {
    expect(RANKS.filter(isFaceRank)).toEqual(['J', 'Q', 'K']);
  });
});

describe('suitedCards', () => {
  it('lists the 52 cards once each, suit by suit from ace to king', () => {
    const deck = suitedCards();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck.slice(0, 3)).toEqual(['AC', '2C', '3C']);
    expect(deck.at(-1)).toBe('KS');
    expect(deck.every(isCardId)).toBe(true);
  });

  it('lists only the suits asked for', () => {
    expect(suitedCards(['S', 'C'])).toEqual([...RANKS.map((r) => `${r}S`), ...RANKS.map((r) => `${r}C`)]);
    expect(suitedCards([])).toEqual([]);
    expect(SUITS).toEqual(['C', 'D', 'H', 'S']);
  });
});

describe('card names', () => {
  it.each([
    ['QS', 'queen of spades', 'Q♠'],
    ['10H', 'ten of hearts', '10♥'],
    ['AD', 'ace of diamonds', 'A♦'],
    ['KC', 'king of clubs', 'K♣'],
    ['JK1', 'joker', 'Joker'],
  ] as const)('%s is the %s (%s)', (id, name, label) => {
    expect(cardName(id)).toBe(name);
    expect(cardLabel(id)).toBe(label);
  });

  it('names every rank', () => {
    expect(RANKS.map(rankName)).toEqual([
      'ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king',
    ]);
  });
});
