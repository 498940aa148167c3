import { describe, expect, it } from 'vitest';
import { royalLock } from './index';
import { position } from './test-position';

const PLAIN_GRID = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

describe('renderText', () => {
  it('draws the grid with locks, markers, counts, the last draw and whose turn it is', () => {
    const state = position({
      grid: ['QS*', '-', '3S', '4S', '5S', '6S', '7S', '8S', '10C'],
      markers: [0, 4],
      marker: 1,
      actionsUsed: 1,
      blackDeck: ['KC', 'JC'],
      blackDiscard: ['2S'],
      redDeck: ['2H', '3H', '4H'],
      lastRedDraw: ['2D', '9H'],
      turn: 4,
    });
    expect(royalLock.renderText(state, 0)).toBe(
      [
        'Royal Lock — turn 4',
        '+---------+---------+---------+',
        '| [Q♠] ①  |   --    |   3♠    |',
        '+---------+---------+---------+',
        '|   4♠    |  5♠ ②   |   6♠    |',
        '+---------+---------+---------+',
        '|   7♠    |   8♠    |   10♣   |',
        '+---------+---------+---------+',
        'Locked: 1 of 3',
        'Black deck: 2 cards · black discard: 2♠',
        'Red deck: 3 cards · red discard: 21 cards',
        'Last red draw (end of turn 3): Red draw: 2♦ and 9♥ — no card on the grid matches.',
        'To play: seat 2 with marker ② · 2 of 3 actions left',
      ].join('\n'),
    );
  });

  it.each([
    { blackDeck: ['KC'], redDeck: ['KH'], redDiscard: ['QH'], line: 'Black deck: 1 card · black discard: (empty)|Red deck: 1 card · red discard: 1 card' },
    { blackDeck: [], redDeck: ['KH', 'QH'], redDiscard: [], line: 'Black deck: 0 cards · black discard: (empty)|Red deck: 2 cards · red discard: 0 cards' },
  ])('counts the decks in words: $line', ({ blackDeck, redDeck, redDiscard, line }) => {
    const state = position({ grid: PLAIN_GRID, blackDeck, blackDiscard: [], redDeck, redDiscard });
    const lines = royalLock.renderText(state, 0).split('\n');
    expect(lines.filter((text) => /^(Black|Red) deck: /.test(text)).join('|')).toBe(line);
  });

  it('names the deck cards only for a teacher', () => {
    const state = position({ grid: ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'], blackDeck: ['KC'], redDeck: ['KH'] });
    expect(royalLock.renderText(state, 0)).not.toContain('K♣');
    expect(royalLock.renderText(state, 'all')).toContain('Black deck, top first: K♣');
    expect(royalLock.renderText(state, 'all')).toContain('Red deck, top first: K♥');
  });

  it('ends with the outcome once the game is over', () => {
    const state = position({ grid: ['-', '-', '-', '4S', '5S', '6S', '7S', '8S', '9S'] });
    state.end = { label: 'loss', cause: 'empty-line', line: [0, 1, 2] };
    expect(royalLock.renderText(state, 0).split('\n').at(-1)).toBe('Game over. The players lose: the top row has three empty spaces.');
  });
});
