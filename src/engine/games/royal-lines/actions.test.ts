import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLines } from './index';
import { position } from './test-position';
import type { RoyalLinesAction } from './types';

const table = () => position({ ship: ['KH', 'QS', 'JD'], hands: [['9H', '2D'], ['8S', '3D'], ['4C', '5D']] });

describe('laying promises: a simultaneous secret choice', () => {
  it('makes every seat active at once, each until it has laid its promise', () => {
    const state = table();
    expect(royalLines.activeSeats(state)).toEqual([0, 1, 2]);
    applyFast(royalLines, state, 1, { type: 'promise', card: '8S' });
    expect(royalLines.activeSeats(state)).toEqual([0, 2]);
    expect(state.chosen).toEqual([null, '8S', null]);
    expect(state.hands[1]).toEqual(['3D']);
    expect(royalLines.legalActions(state, 1)).toEqual([]);
    applyFast(royalLines, state, 2, { type: 'promise', card: '4C' });
    expect(state.lastRecruitment).toBeNull();
    applyFast(royalLines, state, 0, { type: 'promise', card: '9H' });
    expect(state.lastRecruitment?.plays).toHaveLength(3);
    expect(state.chosen).toEqual([null, null, null]);
    expect(royalLines.activeSeats(state)).toEqual([0, 1, 2]);
  });

  it('lists the hand cards as the legal promises', () => {
    expect(royalLines.legalActions(table(), 0)).toEqual([
      { type: 'promise', card: '9H' },
      { type: 'promise', card: '2D' },
    ]);
  });

  it.each<[string, RoyalLinesAction, number, string]>([
    ['a card from another hand', { type: 'promise', card: '8S' }, 0, 'The 8♠ is not in your hand.'],
    ['a colonial', { type: 'promise', card: 'KS' }, 0, 'The K♠ is not a promise: promises are the cards 2 to 10.'],
    ['an ace', { type: 'promise', card: 'AS' }, 0, 'The A♠ is not a promise: promises are the cards 2 to 10.'],
    ['a joker', { type: 'promise', card: 'JK1' }, 0, 'The joker is not a promise: promises are the cards 2 to 10.'],
    ['a collapse nobody needs', { type: 'collapse', group: 'K' }, 0, 'Now every player lays a promise face down.'],
    ['a settle nobody needs', { type: 'settle', suit: 'H' }, 0, 'Now every player lays a promise face down.'],
    ['a deal mid-round', { type: 'deal' }, 0, 'The round is still being played. Now every player lays a promise face down.'],
    ['a seat that is not at the table', { type: 'promise', card: '9H' }, 3, 'There is no seat 4 at this table.'],
  ])('refuses %s', (_name, action, seat, reason) => {
    expect(royalLines.illegalReason(table(), seat, action)).toBe(reason);
  });

  it('refuses a second promise from a seat that has laid one', () => {
    const state = table();
    applyFast(royalLines, state, 0, { type: 'promise', card: '9H' });
    expect(royalLines.illegalReason(state, 0, { type: 'promise', card: '2D' })).toBe(
      'You have laid your promise face down; wait for the others.',
    );
  });

  it('reads actions from files with the schema and explains bad ones', () => {
    expect(royalLines.actionSchema.safeParse({ type: 'promise', card: '9H' }).success).toBe(true);
    expect(royalLines.actionSchema.safeParse({ type: 'collapse', group: 'K' }).success).toBe(true);
    expect(royalLines.actionSchema.safeParse({ type: 'settle', suit: 'S' }).success).toBe(true);
    expect(royalLines.actionSchema.safeParse({ type: 'deal' }).success).toBe(true);
    const bad = royalLines.actionSchema.safeParse({ type: 'promise', card: '1H' });
    expect(bad.error?.issues[0]?.message).toBe('That is not a card: name it like "9H", "KS" or "JK1".');
    expect(royalLines.actionSchema.safeParse({ type: 'collapse', group: 'A' }).error?.issues[0]?.message).toBe(
      'A collapse is named by a rank (J, Q, K) or a suit (C, D, H, S).',
    );
    expect(royalLines.actionSchema.safeParse({ type: 'deal', extra: 1 }).success).toBe(false);
  });
});
