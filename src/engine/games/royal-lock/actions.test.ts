import { describe, expect, it } from 'vitest';
import { applyFast, IllegalActionError } from '../../core/game';
import { royalLock } from './index';
import { gridOf, position, type PositionSpec } from './test-position';
import type { RoyalLockAction, RoyalLockState } from './types';

// No royals, all distinct ranks: nothing here can win or be hit twice by accident.
const PLAIN = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

function play(state: RoyalLockState, ...actions: RoyalLockAction[]): RoyalLockState {
  for (const action of actions) applyFast(royalLock, state, royalLock.activeSeats(state)[0]!, action);
  return state;
}

function refusal(spec: PositionSpec, action: RoyalLockAction, seat = 0): string | null {
  return royalLock.illegalReason(position(spec), seat, action);
}

describe('move', () => {
  it.each([
    ['up', 4, 1],
    ['down', 4, 7],
    ['left', 4, 3],
    ['right', 4, 5],
    ['down from a corner', 0, 3],
    ['left from an edge', 5, 4],
  ])('moves %s: %i → %i, one action', (_name, from, to) => {
    const state = play(position({ grid: PLAIN, markers: [from, 4] }), { type: 'move', to });
    expect(state.markers).toEqual([to, 4]);
    expect(state.actionsUsed).toBe(1);
  });

  it.each([
    ['diagonally', 4, 0],
    ['two spaces', 3, 5],
    ['across the whole grid', 1, 7],
    ['from the right edge to the next row', 2, 3],
    ['nowhere', 4, 4],
  ])('refuses a move %s', (_name, from, to) => {
    expect(refusal({ grid: PLAIN, markers: [from, 4] }, { type: 'move', to })).toBe(
      'You can only move one space up, down, left or right.',
    );
  });

  it.each([
    { action: { type: 'move', to: -1 } },
    { action: { type: 'move', to: 9 } },
    { action: { type: 'move', to: 2.5 } },
    { action: { type: 'lock', cell: 9 } },
    { action: { type: 'remove', cell: -1 } },
  ] as const)('refuses $action as off the grid, without the numbers actions store spaces under', ({ action }) => {
    expect(refusal({ grid: PLAIN }, action)).toBe('There is no such space: the grid has nine spaces, in three rows of three.');
  });

  it('moves only the acting marker, onto empty spaces and the other marker too', () => {
    const grid = [...PLAIN];
    grid[1] = '-';
    const state = play(position({ grid, markers: [4, 1], marker: 1 }), { type: 'move', to: 4 }, { type: 'move', to: 1 });
    expect(state.markers).toEqual([4, 1]);
  });

  it('lists every edge-respecting move from a corner and from the centre', () => {
    const moves = (at: number) =>
      royalLock
        .legalActions(position({ grid: PLAIN, markers: [at, 4] }), 0)
        .filter((a) => a.type === 'move')
        .map((a) => (a.type === 'move' ? a.to : -1));
    expect(moves(0)).toEqual([3, 1]);
    expect(moves(4)).toEqual([1, 7, 3, 5]);
    expect(moves(8)).toEqual([5, 7]);
  });
});

describe('lock and unlock', () => {
  it('locks the card under the marker for one action', () => {
    const state = play(position({ grid: PLAIN }), { type: 'lock', cell: 4 });
    expect(gridOf(state)[4]).toBe('5S*');
    expect(state.actionsUsed).toBe(1);
  });

  it('unlocks a locked card for one action', () => {
    const grid = [...PLAIN];
    grid[4] = '5S*';
    const state = play(position({ grid }), { type: 'unlock', cell: 4 });
    expect(gridOf(state)[4]).toBe('5S');
    expect(state.actionsUsed).toBe(1);
  });

  it.each<[string, PositionSpec, RoyalLockAction, string]>([
    ['a fourth lock', { grid: ['AS*', '2S*', '3S*', ...PLAIN.slice(3)] }, { type: 'lock', cell: 4 }, 'Only 3 cards may be locked at once.'],
    ['an empty space', { grid: [...PLAIN.slice(0, 4), '-', ...PLAIN.slice(5)] }, { type: 'lock', cell: 4 }, 'That space is empty: there is no card to lock.'],
    ['a locked card', { grid: [...PLAIN.slice(0, 4), '5S*', ...PLAIN.slice(5)] }, { type: 'lock', cell: 4 }, 'The 5♠ is already locked.'],
    ['an upright card', { grid: PLAIN }, { type: 'unlock', cell: 4 }, 'The 5♠ is not locked.'],
    ['an empty space', { grid: [...PLAIN.slice(0, 4), '-', ...PLAIN.slice(5)] }, { type: 'unlock', cell: 4 }, 'That space is empty: there is no card to unlock.'],
    ['a card away from the marker', { grid: PLAIN }, { type: 'lock', cell: 0 }, 'Stand on that space to lock its card.'],
    ['a card away from the marker', { grid: ['AS*', ...PLAIN.slice(1)] }, { type: 'unlock', cell: 0 }, 'Stand on that space to unlock its card.'],
  ])('refuses %s (%j)', (_name, spec, action, reason) => {
    expect(refusal(spec, action)).toBe(reason);
  });

  it('allows a lock again once a locked card is unlocked', () => {
    const state = position({ grid: ['AS*', '2S*', '3S', '4S', '5S*', ...PLAIN.slice(5)] });
    expect(royalLock.illegalReason(state, 0, { type: 'lock', cell: 4 })).toBe('The 5♠ is already locked.');
    play(state, { type: 'unlock', cell: 4 }, { type: 'lock', cell: 4 });
    expect(gridOf(state)[4]).toBe('5S*');
  });
});

describe('remove', () => {
  it('sends an unlocked card to the black discard and leaves the space empty', () => {
    const state = play(position({ grid: PLAIN, blackDiscard: ['KC'] , blackDeck: ['QC'] }), { type: 'remove', cell: 4 });
    expect(gridOf(state)[4]).toBe('-');
    expect(state.blackDiscard.slice(0, 2)).toEqual(['KC', '5S']);
    expect(state.actionsUsed).toBe(1);
  });

  it.each<[string, PositionSpec, string]>([
    ['a locked card', { grid: [...PLAIN.slice(0, 4), '5S*', ...PLAIN.slice(5)] }, 'A locked card cannot be removed; unlock it first.'],
    ['an empty space', { grid: [...PLAIN.slice(0, 4), '-', ...PLAIN.slice(5)] }, 'That space is already empty: there is no card to remove.'],
    ['a card away from the marker', { grid: PLAIN, markers: [0, 0] }, 'Stand on that space to remove its card.'],
  ])('refuses %s', (_name, spec, reason) => {
    expect(refusal(spec, { type: 'remove', cell: 4 })).toBe(reason);
  });
});

describe('fill', () => {
  const holed = [...PLAIN.slice(0, 4), '-', ...PLAIN.slice(5)];

  it('fills the empty space underfoot with the top black card, unlocked', () => {
    const state = play(position({ grid: holed, blackDeck: ['KC', '2C'] }), { type: 'fill', cell: 4 });
    expect(gridOf(state)[4]).toBe('KC');
    expect(state.blackDeck).toEqual(['2C']);
    expect(state.actionsUsed).toBe(1);
  });

  it.each<[string, PositionSpec, number, string]>([
    ['a space with a card', { grid: PLAIN }, 4, 'That space already has a card: only an empty space can be filled.'],
    ['an empty black deck', { grid: holed, blackDeck: [] }, 4, 'The black deck is empty: reshuffle first.'],
    ['a space away from the marker', { grid: holed, markers: [3, 4] }, 4, 'Stand on that space to fill it.'],
    ['a space away from the marker, even with any-space reach', { grid: holed, markers: [3, 4], options: { reach: 'any-space' } }, 4, 'Stand on that space to fill it.'],
  ])('refuses %s', (_name, spec, cell, reason) => {
    expect(refusal(spec, { type: 'fill', cell })).toBe(reason);
  });
});

describe('reshuffle', () => {
  it('shuffles the black discard back into the black deck for one action, grid untouched', () => {
    const spec: PositionSpec = { grid: PLAIN, blackDiscard: ['2C', '3C', '4C'], seed: 3 };
    const before = position(spec);
    const state = play(position(spec), { type: 'reshuffle' });
    expect(state.blackDiscard).toEqual([]);
    expect([...state.blackDeck].sort()).toEqual([...before.blackDeck, ...before.blackDiscard].sort());
    expect(state.blackDeck).not.toEqual([...before.blackDeck, ...before.blackDiscard]);
    expect(state.grid).toEqual(before.grid);
    expect(state.actionsUsed).toBe(1);
    expect(royalLock.allCards(state)).toHaveLength(52);
    expect(new Set(royalLock.allCards(state)).size).toBe(52);
  });

  it('is refused with no black card off the grid', () => {
    expect(refusal({ grid: PLAIN, blackDeck: [], blackDiscard: [] }, { type: 'reshuffle' })).toBe('There are no black cards to reshuffle.');
  });

  it('labels itself with the number of cards it shuffles', () => {
    const state = position({ grid: PLAIN, blackDeck: ['KC', 'QC'], blackDiscard: ['2C'] });
    expect(royalLock.actionLabel(state, { type: 'reshuffle' })).toBe('Reshuffle (3 cards)');
  });
});

describe('reach option', () => {
  const grid = ['AS', '2S*', '-', ...PLAIN.slice(3)];
  it.each<[RoyalLockAction, string | null, string | null]>([
    [{ type: 'lock', cell: 0 }, 'Stand on that space to lock its card.', null],
    [{ type: 'unlock', cell: 1 }, 'Stand on that space to unlock its card.', null],
    [{ type: 'remove', cell: 0 }, 'Stand on that space to remove its card.', null],
    [{ type: 'fill', cell: 2 }, 'Stand on that space to fill it.', 'Stand on that space to fill it.'],
  ])('%j: own-space says %j, any-space says %j', (action, ownSpace, anySpace) => {
    expect(refusal({ grid }, action)).toBe(ownSpace);
    expect(refusal({ grid, options: { reach: 'any-space' } }, action)).toBe(anySpace);
  });

  it('lists card actions for every space only with any-space reach', () => {
    const cells = (spec: PositionSpec) =>
      new Set(royalLock.legalActions(position(spec), 0).flatMap((a) => ('cell' in a && a.type !== 'fill' ? [a.cell] : [])));
    expect([...cells({ grid })]).toEqual([4]);
    expect([...cells({ grid, options: { reach: 'any-space' } })].sort()).toEqual([0, 1, 3, 4, 5, 6, 7, 8]);
  });
});

describe('actions per turn and end of turn', () => {
  it('allows only end turn after 3 actions', () => {
    const state = play(position({ grid: PLAIN }), { type: 'move', to: 1 }, { type: 'move', to: 4 }, { type: 'lock', cell: 4 });
    expect(royalLock.legalActions(state, 0)).toEqual([{ type: 'endTurn' }]);
    expect(royalLock.illegalReason(state, 0, { type: 'move', to: 1 })).toBe('You have used your 3 actions; end your turn.');
  });

  it('allows ending a turn with no action (a pass)', () => {
    const state = position({ grid: PLAIN, redDeck: ['2H', '3H', '4H', '5H'] });
    expect(royalLock.illegalReason(state, 0, { type: 'endTurn' })).toBeNull();
    play(state, { type: 'endTurn' });
    expect(state.marker).toBe(1);
    expect(state.turn).toBe(2);
  });

  it.each([
    [2, [0, 1, 0, 1]],
    [1, [0, 0, 0, 0]],
  ])('with %i seats, turns alternate markers and pass to seats %j', (seats, expectedSeats) => {
    const state = position({ grid: PLAIN, seats: seats as 1 | 2, redDeck: ['KH', 'KD', 'QH', 'QD', 'JH', 'JD', '10H', '10D'] });
    const markers: number[] = [];
    const actingSeats: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      markers.push(state.marker);
      actingSeats.push(royalLock.activeSeats(state)[0]!);
      play(state, { type: 'move', to: state.markers[state.marker] === 4 ? 1 : 4 }, { type: 'endTurn' });
      expect(state.actionsUsed).toBe(0);
    }
    expect(markers).toEqual([0, 1, 0, 1]);
    expect(actingSeats).toEqual(expectedSeats);
    expect(state.turn).toBe(5);
    // each marker moved on its own turns only
    expect(state.markers).toEqual([4, 4]);
  });

  it('refuses a seat that does not own the turn', () => {
    const state = position({ grid: PLAIN, marker: 1 });
    expect(royalLock.activeSeats(state)).toEqual([1]);
    expect(royalLock.illegalReason(state, 0, { type: 'endTurn' })).toBe('It is not your turn.');
    expect(royalLock.legalActions(state, 0)).toEqual([]);
    expect(() => applyFast(royalLock, state, 0, { type: 'endTurn' })).toThrow(IllegalActionError);
  });

  it('has every listed action legal and the refused ones explained', () => {
    const state = position({ grid: ['AS*', '-', ...PLAIN.slice(2)], markers: [1, 4] });
    for (const action of royalLock.legalActions(state, 0)) expect(royalLock.illegalReason(state, 0, action)).toBeNull();
  });
});

describe('action schema', () => {
  it.each([
    { type: 'move', to: 0 },
    { type: 'lock', cell: 8 },
    { type: 'unlock', cell: 3 },
    { type: 'remove', cell: 4 },
    { type: 'fill', cell: 4 },
    { type: 'reshuffle' },
    { type: 'endTurn' },
  ])('accepts %j', (action) => {
    expect(royalLock.actionSchema.safeParse(action).success).toBe(true);
  });

  it.each([
    { type: 'move', to: 9 },
    { type: 'move', to: -1 },
    { type: 'lock', cell: 1.5 },
    { type: 'lock', cell: '4' },
    { type: 'lock' },
    { type: 'remove', cell: 4, extra: true },
    { type: 'fly', to: 2 },
    'endTurn',
    null,
  ])('refuses %j', (action) => {
    expect(royalLock.actionSchema.safeParse(action).success).toBe(false);
  });
});
