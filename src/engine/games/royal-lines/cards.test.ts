import { describe, expect, it } from 'vitest';
import { SUITS } from '../../core/cards';
import { aces, COLONIAL_SLOTS, colonialSlot, faceCards, isPromiseCard, jokers, promiseCards, SUIT_INDEX, suitIndexOfCard, suitOfCard } from './cards';

describe('card facts read off the id', () => {
  it('gives every ace, face card and joker of the largest deck a slot of its own', () => {
    const colonials = [...aces(), ...faceCards(), ...jokers(9)];
    const slots = colonials.map(colonialSlot);
    expect(new Set(slots).size).toBe(colonials.length);
    for (const slot of slots) expect(slot >= 0 && slot < COLONIAL_SLOTS).toBe(true);
  });

  it.each([['a promise', '9H'], ['a ten', '10S'], ['a joker past the ninth', 'JK10'], ['a joker with no number', 'JK'], ['no card', 'XX'], ['an unknown suit', 'KX']])(
    'gives %s no colonial slot',
    (_, card) => {
      expect(colonialSlot(card)).toBe(-1);
    },
  );

  it('reads the suit index of every suited card as SUIT_INDEX does, and none of a joker', () => {
    for (const card of [...promiseCards(), ...faceCards(), ...aces()]) expect(suitIndexOfCard(card)).toBe(SUIT_INDEX[suitOfCard(card)]);
    expect(SUITS.map((suit) => suitIndexOfCard(`Q${suit}`))).toEqual([0, 1, 2, 3]);
    expect(suitIndexOfCard('JK1')).toBe(-1);
  });

  it('knows a promise by its id: 2 to 10 of a suit, nothing else', () => {
    expect(promiseCards().every(isPromiseCard)).toBe(true);
    for (const card of [...faceCards(), ...aces(), ...jokers(3), '1S', '11S', '10', '10X', '0H', 'JK', '', 'S', '9HH', '109H']) expect([card, isPromiseCard(card)]).toEqual([card, false]);
  });
});
