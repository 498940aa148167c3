import { describe, expect, it } from 'vitest';
import { royalLines } from '../../../../engine/games/royal-lines';
import { shipCards } from './ship-cards';
import { afterRecruitment, position } from './test-positions';

const hands3 = [['9H', '2D'], ['8S', '3D'], ['4C', '5D']];

describe('the ship on the table', () => {
  it.each<[string, string[], Record<string, string[]>]>([
    ['every suit has its own colonial', ['KD', 'QS', 'JH', 'QC'], { KD: ['D'], QS: ['S'], JH: ['H'], QC: ['C'] }],
    ['the joker stands for the suits nobody else holds, in ship order', ['KD', 'JK1', 'QS'], { KD: ['D'], JK1: ['C', 'H'], QS: ['S'] }],
    ['only the topmost of a suit is recruitable', ['KS', 'QS', 'JH'], { KS: [], QS: ['S'], JH: ['H'] }],
    ['with every suit present the joker attracts nothing', ['KC', 'KD', 'JK1', 'KH', 'KS'], { KC: ['C'], KD: ['D'], JK1: [], KH: ['H'], KS: ['S'] }],
  ])('%s', (_, ship, suits) => {
    const cards = shipCards(royalLines.view(position({ ship, hands: hands3 }), 0));
    expect(cards.map((c) => c.card)).toEqual(ship);
    expect(Object.fromEntries(cards.map((c) => [c.card, [...c.suits]]))).toEqual(suits);
    for (const card of cards) {
      expect(card.recruitable).toBe(card.suits.length > 0);
      expect(card.blocked === null).toBe(card.recruitable);
    }
    expect(cards.filter((c) => c.top).map((c) => c.card)).toEqual([ship[ship.length - 1]]);
    expect(cards.map((c) => c.place)).toEqual(ship.map((_, i) => i + 1));
  });

  it('says why a colonial cannot be recruited', () => {
    const cards = shipCards(royalLines.view(position({ ship: ['KS', 'QS', 'JK1', 'KC', 'KD', 'KH', 'JK2'], hands: hands3, seats: 3 }), 0));
    const reason = (card: string) => cards.find((c) => c.card === card)!.blocked;
    expect(reason('KS')).toBe('The Q♠ lies above it: only the topmost spade colonial can be recruited.');
    expect(reason('JK1')).toBe('Another joker lies above it: only the topmost joker can be recruited.');
    expect(reason('JK2')).toBe('Every suit is in the ship, so the joker attracts no suit now.');
  });

  it('marks the colonials that just arrived with the second ship', () => {
    // The last recruitment of the first ship: one colonial stays and the six of the deck arrive above it.
    const state = afterRecruitment(
      { ship: ['KH', 'QS'], hands: [['9H'], ['2S'], ['3C']], colonialDeck: ['JC', 'QC', 'KC', 'JD', 'QD', 'KD'] },
      ['9H', '2S', '3C'],
    );
    const cards = shipCards(royalLines.view(state, 0));
    expect(cards.map((c) => c.card)).toEqual(['QS', 'JC', 'QC', 'KC', 'JD', 'QD', 'KD']);
    expect(cards.filter((c) => c.arrived).map((c) => c.card)).toEqual(['JC', 'QC', 'KC', 'JD', 'QD', 'KD']);
  });
});
