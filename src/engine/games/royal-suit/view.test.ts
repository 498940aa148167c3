import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalSuit } from './index';
import { ABOUT_TO_REPEAT, position } from './test-position';
import type { RoyalSuitState } from './types';

function mentions(value: unknown, cards: readonly string[]): string[] {
  const text = JSON.stringify(value);
  return cards.filter((card) => text.includes(`"${card}"`));
}

const BLOCKED = ['7D', 'AD', '9D', '10H', 'JD', '7C'];

describe('view', () => {
  it('shows each seat its own top card only, and nothing else of either deck', () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 11);
    for (const seat of [0, 1]) {
      const view = royalSuit.view(state, seat);
      const hidden = royalSuit.hiddenFrom(state, seat);
      expect(hidden).toHaveLength(23);
      expect(hidden).not.toContain(state.decks[seat]![0]);
      expect(mentions(view, hidden)).toEqual([]);
      expect(view.decks[seat]!.top).toBe(state.decks[seat]![0]);
      expect(view.decks[1 - seat]!.top).toBeNull();
      expect(view.decks.map((deck) => deck.count)).toEqual([12, 12]);
      expect(view.decks.every((deck) => deck.cards === undefined)).toBe(true);
    }
  });

  it('shows both top cards to both players under the open option', () => {
    const state = royalSuit.setup({ ...royalSuit.defaultOptions(), topCards: 'open' }, 2, 11);
    const view = royalSuit.view(state, 1);
    expect(view.decks.map((deck) => deck.top)).toEqual([state.decks[0]![0], state.decks[1]![0]]);
    expect(royalSuit.hiddenFrom(state, 1)).toHaveLength(22);
    expect(mentions(view, royalSuit.hiddenFrom(state, 1))).toEqual([]);
  });

  it('shows the court face up: every pile, its top and the couple card lying on it', () => {
    const state = position({ court: ['7D', '8D 9S', 'QC', '10C', 'AD', 'JS'], couple: [1, 5], decks: ['9H', '10D'] });
    const view = royalSuit.view(state, 1);
    expect(view.court[1]).toEqual({ cards: ['8D', '9S'], couple: 'KS', top: 'KS' });
    expect(view.court[2]).toEqual({ cards: ['QC'], couple: null, top: 'QC' });
    expect(view.couple).toEqual([1, 5]);
    expect(view.coupleCards).toEqual(['KS', 'QH']);
  });

  it('lets the opponent see a shown card and the order of the shown cards under the deck', () => {
    const state = position({ court: BLOCKED, decks: ['9H 8S 7H', '10D 8D'] });
    applyFast(royalSuit, state, 0, { type: 'skip' });
    const view = royalSuit.view(state, 1);
    expect(view.decks[0]).toEqual({ count: 3, top: null, shown: ['9H'], lastShown: '9H' });
    expect(royalSuit.hiddenFrom(state, 1)).toEqual(['8S', '7H', '8D']);
    expect(mentions(view, royalSuit.hiddenFrom(state, 1))).toEqual([]);
  });

  it('lets the opponent see the top card once every card of a deck was shown', () => {
    const state = position({ court: BLOCKED, decks: ['9H 8H 7H', '10D'], shownBelow: [3, 1] });
    expect(royalSuit.view(state, 1).decks[0]!.top).toBe('9H');
    expect(royalSuit.hiddenFrom(state, 1)).toEqual([]);
  });

  it("tells the seat to act what it must do, but not the opponent who cannot see the card it depends on", () => {
    const forcedMove = position({ court: ['7D', '8D', '9D', '10H', 'JD', '7C'], decks: ['9H', '10D'] });
    expect(royalSuit.view(forcedMove, 0).duty).toBe('mustMove');
    expect(royalSuit.view(forcedMove, 1).duty).toBeNull();
    expect(royalSuit.view(forcedMove, 'all').duty).toBe('mustMove');
    expect(royalSuit.view(position({ court: BLOCKED, decks: ['9H', '10D'] }), 0).duty).toBe('mustSkip');
    expect(royalSuit.view(position({ court: BLOCKED, decks: ['9S', '10D'] }), 0).duty).toBe('mustPlay');
    expect(royalSuit.view(position({ court: ['7D', '8D', '9D', '10H', 'JD', '7C'], decks: ['9S', '10D'] }), 0).duty).toBe('choose');
    const extra = position({ court: BLOCKED, decks: ['9H', '10D'], phase: 'extraPlay' });
    expect(royalSuit.view(extra, 0).duty).toBe('extraSkip');
    const last = position({ court: ['7D', '8D', '9D', '10H', 'JD', '7C'], decks: ['', '10D'], phase: 'lastMove', seat: 1 });
    expect(royalSuit.view(last, 0)).toMatchObject({ duty: 'lastMove', phase: 'lastMove', seatToAct: 1 });
  });

  it.each<{ name: string; state: () => RoyalSuitState; views: Record<string, unknown> }>([
    {
      name: 'warns of a couple move back into an earlier position, whoever looks: where it leads is public',
      state: ABOUT_TO_REPEAT.supportersMove,
      views: {
        0: { actions: [{ type: 'move', from: 0, to: 1 }], every: false, winner: 1 },
        1: { actions: [{ type: 'move', from: 0, to: 1 }], every: false, winner: 1 },
        all: { actions: [{ type: 'move', from: 0, to: 1 }], every: false, winner: 1 },
      },
    },
    {
      name: 'tells of a repeating skip only those who see the card it hangs on',
      state: ABOUT_TO_REPEAT.supportersSkip,
      views: { 0: { actions: [{ type: 'skip' }], every: true, winner: 1 }, 1: null, all: { actions: [{ type: 'skip' }], every: true, winner: 1 } },
    },
    { name: 'has nothing to tell at a fresh deal', state: () => royalSuit.setup(royalSuit.defaultOptions(), 2, 11), views: { 0: null, 1: null, all: null } },
  ])('$name', ({ state: make, views }) => {
    const state = make();
    for (const viewer of [0, 1, 'all'] as const) expect(royalSuit.view(state, viewer).repetition, `viewer ${viewer}`).toEqual(views[viewer]);
  });

  it('tells whose turn it is, the last couple move, the options and the outcome', () => {
    const state = position({ court: ['7D', '8D', 'QC', '10C', 'AD', 'JS'], decks: ['9H 8S', '10D'], options: { deck: 'long' } });
    applyFast(royalSuit, state, 0, { type: 'move', from: 0, to: 1 });
    expect(royalSuit.view(state, 0)).toMatchObject({
      game: 'royal-suit',
      viewer: 0,
      options: { deck: 'long', blackRoyal: 'KS', redRoyal: 'QH', topCards: 'private' },
      seatToAct: 1,
      phase: 'turn',
      turn: 2,
      lastMove: { by: 0, couple: 0, from: 0, to: 1 },
      end: null,
      outcome: null,
    });
  });

  it("shows both decks in order in a teacher's view", () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 11);
    const view = royalSuit.view(state, 'all');
    expect(view.decks.map((deck) => deck.cards)).toEqual(state.decks);
    expect(view.decks.map((deck) => deck.top)).toEqual([state.decks[0]![0], state.decks[1]![0]]);
  });

  it('is a copy: changing the state later does not change a view', () => {
    const state: RoyalSuitState = royalSuit.setup(royalSuit.defaultOptions(), 2, 11);
    const view = royalSuit.view(state, 'all');
    const before = JSON.stringify(view);
    const seat = state.seat;
    applyFast(royalSuit, state, seat, royalSuit.legalActions(state, seat)[0]!);
    expect(JSON.stringify(view)).toBe(before);
  });
});
