import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLines } from './index';
import { position } from './test-position';
import { recruit } from './test-play';
import { allCards, isHiddenFrom } from './view';
import type { CardId, RoyalLinesState } from './types';

function mentions(value: unknown, cards: readonly string[]): string[] {
  const text = JSON.stringify(value);
  return cards.filter((card) => text.includes(`"${card}"`));
}

describe('view', () => {
  it('shows a seat its own hand and settler, and no other hand, settler or deck card', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 4, 21);
    for (const seat of [0, 1, 2, 3]) {
      const view = royalLines.view(state, seat);
      const hidden = royalLines.hiddenFrom(state, seat);
      expect(hidden).toHaveLength(3 * 7 + 3 + 6 + 8);
      expect(mentions(view, hidden)).toEqual([]);
      expect(view.hand).toEqual(state.hands[seat]);
      expect(view.players.map((player) => player.settler)).toEqual(state.settlers.map((card, other) => (other === seat ? card : null)));
      expect(view.players.map((player) => player.handCount)).toEqual([7, 7, 7, 7]);
      expect(view.ship).toEqual(state.ship);
      expect(view.absent).toBe(state.absent);
      expect(view.colonialDeckCount).toBe(6);
      expect(view.promiseDeckCount).toBe(8);
      expect(view.all).toBeUndefined();
    }
  });

  it('tells who has laid a promise, but never which, until all are revealed', () => {
    const state = position({ ship: ['KH', 'QS', 'JD'], hands: [['9H', '2D'], ['8S', '3D'], ['4C', '5D']] });
    applyFast(royalLines, state, 1, { type: 'promise', card: '8S' });
    const others = royalLines.view(state, 0);
    expect(others.players.map((player) => player.hasChosen)).toEqual([false, true, false]);
    expect(others.promise).toBeNull();
    expect(mentions(others, ['8S'])).toEqual([]);
    expect(royalLines.hiddenFrom(state, 0)).toContain('8S');
    expect(royalLines.view(state, 1).promise).toBe('8S');
    expect(royalLines.view(state, 'all').all?.chosen).toEqual([null, '8S', null]);
    expect(others.activeSeats).toEqual([0, 2]);
  });

  it('marks the recruitable colonials', () => {
    const state = position({ ship: ['KD', 'JK1', 'QS', 'JS'], hands: [['9H'], ['8S'], ['4C']] });
    expect(royalLines.view(state, 0).recruitable).toEqual([
      { suit: 'S', colonial: 'JS', joker: false },
      { suit: 'C', colonial: 'JK1', joker: true },
      { suit: 'H', colonial: 'JK1', joker: true },
      { suit: 'D', colonial: 'KD', joker: false },
    ]);
  });

  it('shows the played promises and the last recruitment to everyone', () => {
    const state = recruit(position({ ship: ['KD', 'JK1', 'QS'], hands: [['9H', '2D'], ['8S', '3D'], ['9C', '4D'], ['4C', '5D']] }), ['9H', '8S', '9C', '4C']);
    const view = royalLines.view(state, 3);
    expect(view.played).toEqual(expect.arrayContaining(['9H', '8S', '9C', '4C']));
    expect(view.lastRecruitment?.winner).toEqual({ by: 1, card: '8S' });
    expect(view.lastRecruitment?.cancelled).toEqual([
      { by: 0, card: '9H' },
      { by: 2, card: '9C' },
    ]);
    expect(view.players[1]?.line).toEqual(['QS']);
  });

  it('stops naming promises shuffled back for the second ship, except to the teacher', () => {
    const state = recruit(
      position({ ship: ['KS', 'QS'], hands: [['10S', '2H'], ['2C', '3H'], ['3C', '4H']], colonialDeck: ['JD', 'QD', 'KC', 'JH', 'QH', 'AS'] }),
      ['10S', '2C', '3C'],
    );
    const view = royalLines.view(state, 0);
    const hidden = new Set(royalLines.hiddenFrom(state, 0));
    for (const play of view.lastRecruitment!.plays) {
      const card = state.lastRecruitment!.plays.find((p) => p.by === play.by)!.card;
      expect(play.card).toBe(hidden.has(card) ? null : card);
    }
    expect(view.lastRecruitment?.plays.some((play) => play.card === null)).toBe(true);
    expect(royalLines.view(state, 'all').lastRecruitment?.plays).toEqual(state.lastRecruitment?.plays);
  });

  it('shows a settler that took over face up to everyone', () => {
    const state = recruit(position({ ship: ['KD', 'AH'], hands: [['10H', '2C'], ['2D', '3C'], ['3D', '4C']], settlers: ['JK1', 'AC', 'AD'] }), ['10H', '2D', '3D']);
    const view = royalLines.view(state, 2);
    expect(view.players[0]).toMatchObject({ settler: 'AH', settlerShown: true });
    expect(view.discard).toContain('JK1');
    expect(royalLines.hiddenFrom(state, 2)).not.toContain('AH');
  });

  it('turns every settler over once the round is scored', () => {
    const state = recruit(position({ ship: ['KC'], shipNumber: 2, hands: [['2H'], ['3H']], settlers: ['AS', 'JK1'], pirateSettler: 'AD' }), ['2H', '3H']);
    expect(state.phase).toBe('scored');
    const view = royalLines.view(state, 1);
    expect(view.players.map((player) => player.settler)).toEqual(['AS', 'JK1']);
    expect(view.pirates).toEqual({ settler: 'AD' });
    expect(view.result?.scores).toHaveLength(2);
  });

  it("gives the teacher's view every hidden card", () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 5);
    const view = royalLines.view(state, 'all');
    expect(view.all).toEqual({
      hands: state.hands,
      chosen: [null, null, null],
      settlers: state.settlers,
      pirateSettler: null,
      colonialDeck: state.colonialDeck,
      promiseDeck: state.promiseDeck,
    });
    expect(view.players.map((player) => player.settler)).toEqual(state.settlers);
    expect(view.hand).toEqual([]);
  });

  it('is a copy: changing the state later does not change a view', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 5);
    const view = royalLines.view(state, 0);
    const before = JSON.stringify(view);
    applyFast(royalLines, state, 0, { type: 'promise', card: state.hands[0]![0]! });
    expect(JSON.stringify(view)).toBe(before);
  });

  // The view names a recruitment's promises by asking isHiddenFrom card by card; it must agree with the list.
  it.each<[string, () => RoyalLinesState]>([
    ['a fresh deal of 4', () => royalLines.setup(royalLines.defaultOptions(), 4, 21)],
    ['a fresh deal of 2, with the pirates', () => royalLines.setup(royalLines.defaultOptions(), 2, 8)],
    ['a promise laid face down', () => {
      const state = position({ ship: ['KH', 'QS', 'JD'], hands: [['9H', '2D'], ['8S', '3D'], ['4C', '5D']] });
      applyFast(royalLines, state, 1, { type: 'promise', card: '8S' });
      return state;
    }],
    ['promises shuffled back for the second ship', () =>
      recruit(
        position({ ship: ['KS', 'QS'], hands: [['10S', '2H'], ['2C', '3H'], ['3C', '4H']], colonialDeck: ['JD', 'QD', 'KC', 'JH', 'QH', 'AS'] }),
        ['10S', '2C', '3C'],
      )],
    ['a settler taken over', () => recruit(position({ ship: ['KD', 'AH'], hands: [['10H', '2C'], ['2D', '3C'], ['3D', '4C']], settlers: ['JK1', 'AC', 'AD'] }), ['10H', '2D', '3D'])],
    ['a scored round with the pirates', () => recruit(position({ ship: ['KC'], shipNumber: 2, hands: [['2H'], ['3H']], settlers: ['AS', 'JK1'], pirateSettler: 'AD' }), ['2H', '3H'])],
  ])('tells card by card what hiddenFrom lists: %s', (_, build) => {
    const state = build();
    for (let seat = 0; seat < state.seats; seat++) {
      const hidden = royalLines.hiddenFrom(state, seat);
      const asked: CardId[] = [...allCards(state), 'JK9', 'XX' as CardId];
      for (const card of asked) expect([card, isHiddenFrom(state, seat, card)]).toEqual([card, hidden.includes(card)]);
    }
  });
});
