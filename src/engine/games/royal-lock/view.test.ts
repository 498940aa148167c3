import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { position } from './test-position';

function mentions(value: unknown, cards: readonly string[]): string[] {
  const text = JSON.stringify(value);
  return cards.filter((card) => new RegExp(`"${card}"`).test(text));
}

describe('view', () => {
  it('shows the table but no card inside either deck', () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, 11);
    for (const seat of [0, 1]) {
      const view = royalLock.view(state, seat);
      const hidden = royalLock.hiddenFrom(state, seat);
      expect(hidden).toHaveLength(17 + 26);
      expect(mentions(view, hidden)).toEqual([]);
      expect(view.grid).toEqual(state.grid);
      expect(view.blackDeckCount).toBe(17);
      expect(view.redDeckCount).toBe(26);
      expect(view.decks).toBeUndefined();
    }
  });

  it('tells whose turn it is, the actions left, the options and seats', () => {
    const state = position({ grid: ['KS*', ...'2S 3S 4S 5S 6S 7S 8S 9S'.split(' ')], marker: 1, actionsUsed: 2, seats: 2, options: { reach: 'any-space' } });
    const view = royalLock.view(state, 0);
    expect(view).toMatchObject({
      game: 'royal-lock',
      seats: 2,
      options: { reach: 'any-space', redDeckOut: 'reshuffle' },
      marker: 1,
      seatToAct: 1,
      actionsUsed: 2,
      actionsLeft: 1,
      lockedCount: 1,
      lockLimit: 3,
      markers: [4, 4],
      outcome: null,
      end: null,
    });
  });

  it('shows the discards face up and the last draw', () => {
    const state = position({ grid: 'AS 2S 3S 4S 5S 6S 7S 8S 9S'.split(' '), blackDeck: ['KC'], blackDiscard: ['QC', 'JC'], redDeck: ['5H', 'KD', '2H'], redDiscard: ['3H'], lastRedDraw: ['4H', '4D'] });
    applyFast(royalLock, state, 0, { type: 'endTurn' });
    const view = royalLock.view(state, 1);
    expect(view.blackDiscard.slice(0, 3)).toEqual(['QC', 'JC', '5S']);
    expect(view.redDiscard).toEqual(['3H', '4H', '4D']);
    expect(view.lastRedDraw?.cards).toEqual(['5H', 'KD']);
    expect(view.lastRedDraw?.effects).toEqual([{ cell: 4, card: '5S', wasLocked: false, result: 'removed' }]);
    expect(view.redDeckCount).toBe(1);
  });

  it('drops a draw effect from the view once its card is shuffled back into the deck', () => {
    const state = position({ grid: 'AS 2S 3S 4S 5S 6S 7S 8S 9S'.split(' '), redDeck: ['5H', 'KD', '2H', '3H'] });
    applyFast(royalLock, state, 0, { type: 'endTurn' });
    applyFast(royalLock, state, 1, { type: 'reshuffle' });
    const view = royalLock.view(state, 1);
    expect(view.lastRedDraw?.effects).toEqual([]);
    expect(mentions(view, royalLock.hiddenFrom(state, 1))).toEqual([]);
  });

  it("shows the decks in a teacher's view", () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 1, 11);
    const view = royalLock.view(state, 'all');
    expect(view.decks?.black).toEqual(state.blackDeck);
    expect(view.decks?.red).toEqual(state.redDeck);
  });

  it('is a copy: changing the state later does not change a view', () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 1, 11);
    const view = royalLock.view(state, 0);
    const before = JSON.stringify(view);
    applyFast(royalLock, state, 0, { type: 'remove', cell: 4 });
    expect(JSON.stringify(view)).toBe(before);
  });
});
