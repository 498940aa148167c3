import { describe, expect, it } from 'vitest';
import { findGame, mutableCopy } from '../../../../engine';
import type { RoyalLockState, RoyalLockView } from '../../../../engine/games/royal-lock';
import { ROYAL_LOCK_KEYS, actionButtons, actionCell, actionKey, changedCells, clickMoveTargets, clickOnCell, extraActions } from './controls';

const game = findGame('royal-lock')!;

function position(edit: (state: RoyalLockState) => void = () => {}, options = game.defaultOptions()) {
  const state = mutableCopy(game.setup(options, 1, 5) as RoyalLockState);
  edit(state);
  return { state, view: game.view(state, 0) as RoyalLockView };
}

function byTestId(buttons: ReturnType<typeof actionButtons>) {
  return Object.fromEntries(buttons.map((b) => [b.testId, b]));
}

describe('the action bar', () => {
  it('has every action button of the table, in a fixed order', () => {
    const { state, view } = position();
    expect(actionButtons(game, state, 0, view, null).map((b) => b.testId)).toEqual([
      'action-move-up',
      'action-move-left',
      'action-move-down',
      'action-move-right',
      'action-lock',
      'action-unlock',
      'action-remove',
      'action-fill',
      'action-reshuffle',
      'action-end-turn',
    ]);
  });

  it.each([
    { at: 4, id: 'action-move-up', to: 1 },
    { at: 4, id: 'action-move-left', to: 3 },
    { at: 0, id: 'action-move-down', to: 3 },
    { at: 0, id: 'action-move-right', to: 1 },
  ])('from space $at, $id moves to space $to', ({ at, id, to }) => {
    const { state, view } = position((s) => (s.markers[0] = at));
    const button = byTestId(actionButtons(game, state, 0, view, null))[id]!;
    expect(button.action).toEqual({ type: 'move', to });
    expect(button.reason).toBeNull();
  });

  it.each([
    { at: 0, id: 'action-move-up', reason: /no space above the top-left/ },
    { at: 2, id: 'action-move-right', reason: /no space to the right of the top-right/ },
    { at: 7, id: 'action-move-down', reason: /no space below the bottom-middle/ },
  ])('at the edge ($at), $id explains there is no space', ({ at, id, reason }) => {
    const { state, view } = position((s) => (s.markers[0] = at));
    const button = byTestId(actionButtons(game, state, 0, view, null))[id]!;
    expect(button.action).toBeNull();
    expect(button.reason).toMatch(reason);
  });

  it('asks the rules why a card action is refused', () => {
    const { state, view } = position((s) => (s.grid[4] = null));
    const buttons = byTestId(actionButtons(game, state, 0, view, null));
    expect(buttons['action-lock']!.reason).toBe(game.illegalReason(state, 0, { type: 'lock', cell: 4 }));
    expect(buttons['action-lock']!.reason).not.toBeNull();
    expect(buttons['action-fill']!.reason).toBeNull();
  });

  it('a reason that holds for the whole table greys every button with it', () => {
    const { state, view } = position();
    const buttons = actionButtons(game, state, 0, view, 'This is a replay.');
    expect(buttons.filter((b) => b.action).every((b) => b.reason === 'This is a replay.')).toBe(true);
  });

  it('with the any-space reach, offers legal card actions away from the marker as extras', () => {
    const options = { ...game.defaultOptions(), reach: 'any-space' };
    const { state, view } = position(() => {}, options);
    const buttons = actionButtons(game, state, 0, view, null);
    const extras = extraActions(game.legalActions(state, 0), buttons);
    expect(extras.length).toBeGreaterThan(0);
    expect(extras.every((a) => 'cell' in a && a.cell !== 4)).toBe(true);
  });

  it('with the any-space reach, a card chosen on the grid is the one lock, unlock and remove act on', () => {
    const options = { ...game.defaultOptions(), reach: 'any-space' };
    const { state, view } = position((s) => (s.grid[2] = { card: s.grid[2]!.card, locked: true }), options);
    const buttons = byTestId(actionButtons(game, state, 0, view, null, 2));
    expect(buttons['action-lock']!.action).toEqual({ type: 'lock', cell: 2 });
    expect(buttons['action-unlock']!.action).toEqual({ type: 'unlock', cell: 2 });
    expect(buttons['action-unlock']!.reason).toBeNull();
    expect(buttons['action-remove']!.action).toEqual({ type: 'remove', cell: 2 });
    expect(buttons['action-fill']!.action, 'filling stays under the marker').toEqual({ type: 'fill', cell: 4 });
  });

  it('with the any-space reach, a click on a card chooses it; on an empty space it moves the marker', () => {
    const options = { ...game.defaultOptions(), reach: 'any-space' };
    const { state, view } = position((s) => (s.grid[1] = null), options);
    expect(clickOnCell(view, 8)).toEqual({ target: 8 });
    expect(clickOnCell(view, 5), 'a card next to the marker too').toEqual({ target: 5 });
    expect(clickOnCell(view, 4), 'the card under the marker: back to it').toEqual({ target: null });
    expect(clickOnCell(view, 1)).toEqual({ action: { type: 'move', to: 1 } });
    expect([...clickMoveTargets(view, game.legalActions(state, 0) as never)]).toEqual([1]);
  });

  it('with the standard reach, a click on a space moves the marker there', () => {
    const { state, view } = position();
    expect(clickOnCell(view, 5)).toEqual({ action: { type: 'move', to: 5 } });
    expect([...clickMoveTargets(view, game.legalActions(state, 0) as never)].sort()).toEqual([1, 3, 5, 7]);
  });

  it('with the standard reach, every legal action has its button', () => {
    const { state, view } = position();
    expect(extraActions(game.legalActions(state, 0), actionButtons(game, state, 0, view, null))).toEqual([]);
  });
});

describe('highlights', () => {
  it('compares actions by content, not key order', () => {
    expect(actionKey({ type: 'lock', cell: 3 } as never)).toBe(actionKey({ cell: 3, type: 'lock' } as never));
  });

  it.each([
    { action: { type: 'move', to: 5 }, cell: 5 },
    { action: { type: 'remove', cell: 2 }, cell: 2 },
    { action: { type: 'endTurn' }, cell: null },
    { action: null, cell: null },
  ])('a hint of $action points at cell $cell', ({ action, cell }) => {
    expect(actionCell(action)).toBe(cell);
  });

  it('finds the grid spaces a step changed from its patches', () => {
    const patches = [
      { path: ['grid', 3] },
      { path: ['grid', 7, 'locked'] },
      { path: ['markers', 0] },
      { path: ['blackDiscard', 2] },
    ];
    expect([...changedCells(patches)].sort()).toEqual([3, 7]);
  });
});

describe('the keys of the table', () => {
  it.each([
    { testId: 'action-move-up', shortcut: 'ArrowUp' },
    { testId: 'action-move-left', shortcut: 'ArrowLeft' },
    { testId: 'action-move-down', shortcut: 'ArrowDown' },
    { testId: 'action-move-right', shortcut: 'ArrowRight' },
    { testId: 'action-lock', shortcut: 'L' },
    { testId: 'action-end-turn', shortcut: 'E' },
  ])('$testId answers to $shortcut, as its arrow says', ({ testId, shortcut }) => {
    const { state, view } = position();
    expect(byTestId(actionButtons(game, state, 0, view, null))[testId]?.shortcut).toBe(shortcut);
  });

  it('gives every button its own key, and lists them all for the keys sheet', () => {
    const { state, view } = position();
    const buttons = actionButtons(game, state, 0, view, null);
    expect(new Set(buttons.map((b) => b.shortcut.toLowerCase())).size).toBe(buttons.length);
    const listed = ROYAL_LOCK_KEYS.map((entry) => entry.keys).join(' ');
    for (const button of buttons) expect(listed).toContain(button.keyName);
  });
});
