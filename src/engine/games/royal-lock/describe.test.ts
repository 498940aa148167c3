import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { royalLock } from './index';
import { position, type PositionSpec } from './test-position';
import { drawEffectWords } from './describe';
import type { RedDraw, RoyalLockAction } from './types';

const PLAIN = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

function told(spec: PositionSpec, action: RoyalLockAction): string {
  const before = position(spec);
  const after = mutableCopy(before);
  const seat = royalLock.activeSeats(before)[0]!;
  royalLock.apply(after, seat, action);
  return royalLock.describe(before, seat, action, after);
}

describe('describe', () => {
  it.each<[string, PositionSpec, RoyalLockAction, string]>([
    ['a solo move', { grid: PLAIN, seats: 1, markers: [1, 4] }, { type: 'move', to: 0 }, 'Marker 1 moves left to the top-left space.'],
    ['a two-seat move', { grid: PLAIN, seats: 2, marker: 1 }, { type: 'move', to: 7 }, 'Seat 2 moves marker 2 down to the bottom-middle space.'],
    ['a lock', { grid: ['QS*', ...PLAIN.slice(1, 4), 'QC', ...PLAIN.slice(5)], marker: 1 }, { type: 'lock', cell: 4 }, 'Seat 2 locks the Q♣ (2 of 3 locked).'],
    ['an unlock', { grid: [...PLAIN.slice(0, 4), 'QC*', ...PLAIN.slice(5)] }, { type: 'unlock', cell: 4 }, 'Seat 1 unlocks the Q♣ (0 of 3 locked).'],
    ['a removal', { grid: PLAIN }, { type: 'remove', cell: 4 }, 'Seat 1 removes the 5♠ from the centre space to the black discard.'],
    ['a fill', { grid: [...PLAIN.slice(0, 4), '-', ...PLAIN.slice(5)], blackDeck: ['KC'] }, { type: 'fill', cell: 4 }, 'Seat 1 fills the centre space with the K♣ from the black deck.'],
    ['a reshuffle', { grid: PLAIN, blackDiscard: ['KC', 'QC'] }, { type: 'reshuffle' }, 'Seat 1 shuffles the black discard into the black deck (17 cards).'],
    ['a reshuffle of one card', { grid: PLAIN, blackDeck: [], blackDiscard: ['KC'] }, { type: 'reshuffle' }, 'Seat 1 shuffles the black discard into the black deck (1 card).'],
    [
      'a draw that unlocks and removes',
      { grid: ['QS*', ...PLAIN.slice(1, 6), '7C', ...PLAIN.slice(7)], redDeck: ['7H', 'QD'], actionsUsed: 1 },
      { type: 'endTurn' },
      'End of turn. Red draw: 7♥ and Q♦ — the locked Q♠ is unlocked; the 7♣ is removed. Seat 2 (marker 2) plays next.',
    ],
    [
      'a pass with no match',
      { grid: PLAIN, redDeck: ['KH', 'QD'], seats: 1 },
      { type: 'endTurn' },
      'Marker 1 passes. End of turn. Red draw: K♥ and Q♦ — no card on the grid matches. Marker 2 plays next.',
    ],
    [
      'a pair',
      { grid: ['KS*', ...PLAIN.slice(1)], redDeck: ['KH', 'KD'], actionsUsed: 3 },
      { type: 'endTurn' },
      'End of turn. Red draw: K♥ and K♦. Both red cards are kings: every black king on the grid is removed (K♠ was locked). Seat 2 (marker 2) plays next.',
    ],
    [
      'a pair of sixes hitting two cards',
      { grid: ['6C', ...PLAIN.slice(1, 5), '6S*', ...PLAIN.slice(6)], redDeck: ['6H', '6D'], actionsUsed: 3 },
      { type: 'endTurn' },
      'End of turn. Red draw: 6♥ and 6♦. Both red cards are sixes: every black six on the grid is removed (6♣ and 6♠; 6♠ was locked). Seat 2 (marker 2) plays next.',
    ],
    [
      'a red reshuffle',
      { grid: PLAIN, redDeck: [], lastRedDraw: ['KH', 'KD'], actionsUsed: 1, seed: 5 },
      { type: 'endTurn' },
      'End of turn. The red discard is shuffled back into the red deck. Red draw:',
    ],
    [
      'a win',
      { grid: ['KS*', 'QC*', 'JS', ...PLAIN.slice(3)], markers: [2, 4] },
      { type: 'lock', cell: 2 },
      'Seat 1 locks the J♠ (3 of 3 locked). The players win: the top row holds three locked royal cards (K♠, Q♣, J♠).',
    ],
    [
      'a loss after a draw',
      { grid: ['-', ...PLAIN.slice(1, 4), '-', ...PLAIN.slice(5)], redDeck: ['9H', '2D'], actionsUsed: 2 },
      { type: 'endTurn' },
      'End of turn. Red draw: 9♥ and 2♦ — the 2♠ is removed; the 9♠ is removed. The players lose: the diagonal from top-left to bottom-right has three empty spaces.',
    ],
    [
      'a loss when the red deck runs out',
      { grid: PLAIN, redDeck: ['2H'], options: { redDeckOut: 'loss' }, actionsUsed: 1 },
      { type: 'endTurn' },
      'End of turn. The red deck has fewer than 2 cards left to draw. The players lose: the red deck ran out of cards to draw.',
    ],
  ])('tells %s', (_name, spec, action, text) => {
    // A text ending in ':' is a beginning: what follows depends on the shuffle.
    const said = told(spec, action);
    expect(text.endsWith(':') ? said.slice(0, text.length) : said).toBe(text);
  });
});

describe('actionLabel', () => {
  const state = position({ grid: ['QS*', ...PLAIN.slice(1)], blackDiscard: ['KC'], options: { reach: 'any-space' } });
  it.each<[RoyalLockAction, string]>([
    [{ type: 'move', to: 1 }, 'Move up'],
    [{ type: 'move', to: 7 }, 'Move down'],
    [{ type: 'move', to: 3 }, 'Move left'],
    [{ type: 'move', to: 5 }, 'Move right'],
    [{ type: 'lock', cell: 4 }, 'Lock 5♠'],
    [{ type: 'unlock', cell: 0 }, 'Unlock Q♠'],
    [{ type: 'remove', cell: 8 }, 'Remove 9♠'],
    [{ type: 'fill', cell: 4 }, 'Fill'],
    [{ type: 'reshuffle' }, 'Reshuffle (17 cards)'],
    [{ type: 'endTurn' }, 'End turn'],
  ])('%j → %s', (action, label) => {
    expect(royalLock.actionLabel(state, action)).toBe(label);
  });
});

describe('the reshuffle button counts the black cards off the grid', () => {
  it.each([
    { blackDeck: [], blackDiscard: ['KC'], label: 'Reshuffle (1 card)' },
    { blackDeck: ['QC'], blackDiscard: ['KC'], label: 'Reshuffle (2 cards)' },
  ])('$label', ({ blackDeck, blackDiscard, label }) => {
    expect(royalLock.actionLabel(position({ grid: PLAIN, blackDeck, blackDiscard }), { type: 'reshuffle' })).toBe(label);
  });
});

describe('what a red draw does, in a few words', () => {
  const draw = (effects: RedDraw['effects']): RedDraw => ({ turn: 1, cards: ['QH', '7D'], pair: false, reshuffledRedDeck: false, effects });

  it.each([
    ['nothing', [], 'touches no card on the grid'],
    ['a card removed', [{ cell: 0, card: '7S', wasLocked: false, result: 'removed' }], 'removes the 7♠'],
    [
      'a lock undone and a card removed',
      [
        { cell: 1, card: 'QS', wasLocked: true, result: 'unlocked' },
        { cell: 4, card: '7C', wasLocked: false, result: 'removed' },
      ],
      'unlocks the Q♠ and removes the 7♣',
    ],
    [
      'a pair taking locked cards too',
      [
        { cell: 1, card: 'QS', wasLocked: true, result: 'removed' },
        { cell: 2, card: 'QC', wasLocked: false, result: 'removed' },
      ],
      'removes the Q♠ (locked) and the Q♣',
    ],
  ] as const)('%s', (_name, effects, words) => {
    expect(drawEffectWords(draw(effects))).toBe(words);
  });
});
