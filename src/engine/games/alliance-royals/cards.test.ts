import { describe, expect, it } from 'vitest';
import { battleValue, cardPoints, face, isAce, isFace, isKingOrQueen, isRoyalOf, pack, rankOfCard, suitOfCard } from './cards';
import { label } from './words';

describe('what a card id says', () => {
  it.each([
    { card: '10H/2', face: '10H', rank: '10', suit: 'H', points: 5, battle: 8, text: '10♥' },
    { card: 'QS', face: 'QS', rank: 'Q', suit: 'S', points: 5, battle: 10, text: 'Q♠' },
    { card: '2C', face: '2C', rank: '2', suit: 'C', points: 10, battle: 0, text: '2♣' },
    { card: 'AD/3', face: 'AD', rank: 'A', suit: 'D', points: 5, battle: 12, text: 'A♦' },
    { card: '8D', face: '8D', rank: '8', suit: 'D', points: 10, battle: 6, text: '8♦' },
  ])('$card is $text', ({ card, face: base, rank, suit, points, battle, text }) => {
    expect(face(card)).toBe(base);
    expect(rankOfCard(card)).toBe(rank);
    expect(suitOfCard(card)).toBe(suit);
    expect(cardPoints(card)).toBe(points);
    expect(battleValue(card)).toBe(battle);
    expect(label(card)).toBe(text);
  });

  it('tells royals, kings and queens, and aces apart', () => {
    expect([isFace('JH'), isKingOrQueen('JH'), isRoyalOf('JH', 'H'), isRoyalOf('JH', 'S'), isRoyalOf('JH', null)]).toEqual([true, false, true, false, false]);
    expect([isFace('AH'), isAce('AH/2'), isRoyalOf('10H', 'H')]).toEqual([false, true, false]);
  });

  it.each(['JK1', '1H', '', 'ZZ', '11H', 'H', '10X'])('refuses the malformed id %j', (card) => {
    expect(() => rankOfCard(card)).toThrow('not a suited card');
    expect(label(card)).not.toBe('');
  });

  it('knows every card of the pack', () => {
    expect(new Set(pack().map(face)).size).toBe(52);
  });
});
