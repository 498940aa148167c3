import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { gridOf, position, type PositionSpec } from './test-position';
import type { RoyalLockState } from './types';

const PLAIN = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

function endTurn(spec: PositionSpec): RoyalLockState {
  const state = position(spec);
  applyFast(royalLock, state, royalLock.activeSeats(state)[0]!, { type: 'endTurn' });
  return state;
}

function withSpaces(changes: Record<number, string>): string[] {
  return PLAIN.map((entry, cell) => changes[cell] ?? entry);
}

describe('red draw at the end of a turn', () => {
  it.each<[string, string[], string[], string[], string[]]>([
    // name, grid, red cards drawn, grid after, black discard after
    ['no card matches', PLAIN, ['KH', 'QD'], PLAIN, []],
    ['an unlocked match is removed', PLAIN, ['5H', 'KD'], withSpaces({ 4: '-' }), ['5S']],
    ['a locked match is unlocked and stays', withSpaces({ 4: '5S*' }), ['5H', 'KD'], PLAIN, []],
    ['a pair removes locked cards too', withSpaces({ 0: '5C', 4: '5S*' }), ['5H', '5D'], withSpaces({ 0: '-', 4: '-' }), ['5C', '5S']],
    ['a pair of a rank not on the grid does nothing', PLAIN, ['KH', 'KD'], PLAIN, []],
    ['both cards match different grid cards', withSpaces({ 6: '7S*' }), ['5H', '7D'], withSpaces({ 4: '-', 6: '7S' }), ['5S']],
    ['one card matches every grid card of its rank', withSpaces({ 0: '5C' }), ['5H', 'KD'], withSpaces({ 0: '-', 4: '-' }), ['5C', '5S']],
  ])('%s', (_name, grid, drawn, gridAfter, discardAfter) => {
    const state = endTurn({ grid, redDeck: [...drawn, '2H', '2D'], blackDeck: ['KC'], blackDiscard: [] });
    expect(gridOf(state)).toEqual(gridAfter);
    expect(state.blackDiscard).toEqual(discardAfter);
    expect(state.lastRedDraw?.cards).toEqual(drawn);
    expect(state.redDeck).toEqual(['2H', '2D']);
  });

  it('records what the draw did, cell by cell', () => {
    const state = endTurn({ grid: withSpaces({ 0: 'QS*', 4: '5S' }), redDeck: ['QH', '5D'], turn: 3 });
    expect(state.lastRedDraw).toEqual({
      turn: 3,
      cards: ['QH', '5D'],
      pair: false,
      reshuffledRedDeck: false,
      effects: [
        { cell: 0, card: 'QS', wasLocked: true, result: 'unlocked' },
        { cell: 4, card: '5S', wasLocked: false, result: 'removed' },
      ],
    });
  });

  it('puts the previous draw on the red discard when drawing again', () => {
    const state = endTurn({ grid: PLAIN, lastRedDraw: ['KH', 'QD'], redDeck: ['JH', 'JD', '10H'], redDiscard: ['2H'] });
    expect(state.redDiscard).toEqual(['2H', 'KH', 'QD']);
    expect(state.lastRedDraw?.cards).toEqual(['JH', 'JD']);
    expect(state.redDeck).toEqual(['10H']);
  });

  it('keeps all 52 cards through a draw', () => {
    const state = endTurn({ grid: withSpaces({ 0: '5C', 4: '5S*' }), redDeck: ['5H', '5D'], lastRedDraw: ['KH', 'QD'] });
    const cards = royalLock.allCards(state);
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
  });
});

describe('when the red deck runs out', () => {
  it('shuffles the red discard back under what is left, by default', () => {
    const state = endTurn({ grid: PLAIN, redDeck: ['KH'], lastRedDraw: ['QH', 'QD'] });
    expect(state.lastRedDraw?.reshuffledRedDeck).toBe(true);
    expect(state.lastRedDraw?.cards[0]).toBe('KH');
    expect(state.redDeck).toHaveLength(24);
    expect(state.redDiscard).toEqual([]);
    expect(state.end).toBeNull();
    expect(new Set(royalLock.allCards(state)).size).toBe(52);
  });

  it('reshuffles an empty red deck from the whole discard', () => {
    const state = endTurn({ grid: PLAIN, redDeck: [] });
    expect(state.lastRedDraw?.reshuffledRedDeck).toBe(true);
    expect(state.redDeck).toHaveLength(24);
    expect(state.redDiscard).toEqual([]);
  });

  it('loses the game under the variant, without a draw', () => {
    const state = endTurn({ grid: PLAIN, redDeck: ['KH'], lastRedDraw: ['QH', 'QD'], options: { redDeckOut: 'loss' } });
    expect(state.end).toEqual({ label: 'loss', cause: 'red-deck-out', line: null });
    expect(royalLock.outcome(state)).toEqual({ label: 'loss', winners: [], text: 'The players lose: the red deck ran out of cards to draw.' });
    expect(state.redDeck).toEqual(['KH']);
    expect(state.lastRedDraw?.cards).toEqual(['QH', 'QD']);
    expect(gridOf(state)).toEqual(PLAIN);
  });

  it('still draws the last 2 cards under the variant', () => {
    const state = endTurn({ grid: PLAIN, redDeck: ['KH', 'KD'], options: { redDeckOut: 'loss' } });
    expect(state.end).toBeNull();
    expect(state.redDeck).toEqual([]);
    expect(state.marker).toBe(1);
  });
});
