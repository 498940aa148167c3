import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { position, type PositionSpec } from './test-position';
import type { RoyalLockAction, RoyalLockState } from './types';

function play(spec: PositionSpec, ...actions: RoyalLockAction[]): RoyalLockState {
  const state = position(spec);
  for (const action of actions) applyFast(royalLock, state, royalLock.activeSeats(state)[0]!, action);
  return state;
}

describe('winning', () => {
  it.each<[string, string[], number, string]>([
    ['a row', ['KS*', 'QC*', 'JS', '2S', '3S', '4S', '5S', '6S', '7S'], 2, 'top row'],
    ['a column', ['KS*', '2S', '3S', 'QC*', '4S', '5S', 'JC', '6S', '7S'], 6, 'left column'],
    ['a diagonal', ['2S', '3S', 'KS*', '4S', 'QC*', '5S', 'JS', '6S', '7S'], 6, 'diagonal from top-right to bottom-left'],
    ['both kings and a queen', ['2S', '3S', '4S', 'KS*', 'KC*', 'QS', '5S', '6S', '7S'], 5, 'middle row'],
  ])('three locked royals in %s win at once', (_name, grid, cell, lineName) => {
    const state = play({ grid, markers: [cell, 4], seats: 2 }, { type: 'lock', cell });
    const outcome = royalLock.outcome(state);
    expect(outcome?.label).toBe('win');
    expect(outcome?.winners).toEqual([0, 1]);
    expect(outcome?.text).toContain(`the ${lineName} holds three locked royal cards`);
    expect(royalLock.activeSeats(state)).toEqual([]);
    expect(state.lastRedDraw).toBeNull();
  });

  it('names the one seat as winner in a solo game', () => {
    const state = play({ grid: ['KS*', 'QC*', 'JS', '2S', '3S', '4S', '5S', '6S', '7S'], markers: [2, 4], seats: 1 }, { type: 'lock', cell: 2 });
    expect(royalLock.outcome(state)?.winners).toEqual([0]);
  });

  it.each<[string, string[]]>([
    ['a royal is unlocked', ['KS*', 'QC*', 'JS', '2S', '3S', '4S', '5S', '6S', '7S']],
    ['a locked card is not royal', ['KS*', 'QC*', '10S*', '2S', '3S', '4S', '5S', '6S', '7S']],
    ['the royals are not in a line', ['KS*', 'QC*', '2S', 'JS*', '3S', '4S', '5S', '6S', '7S']],
  ])('does not win when %s', (_name, grid) => {
    const state = play({ grid, markers: [4, 4] }, { type: 'move', to: 1 });
    expect(royalLock.outcome(state)).toBeNull();
  });
});

describe('losing', () => {
  it.each<[string, string[], number, string]>([
    ['a row', ['-', '-', '2S', '3S', '4S', '5S', '6S', '7S', '8S'], 2, 'top row'],
    ['a column', ['2S', '3S', '4S', '-', '5S', '6S', '-', '7S', '8S'], 0, 'left column'],
    ['a diagonal', ['-', '2S', '3S', '4S', '-', '5S', '6S', '7S', '8S'], 8, 'diagonal from top-left to bottom-right'],
  ])('a removal that leaves three empty spaces in %s loses before any fill', (_name, grid, cell, lineName) => {
    const state = play({ grid, markers: [cell, 4] }, { type: 'remove', cell });
    const outcome = royalLock.outcome(state);
    expect(outcome).toEqual({ label: 'loss', winners: [], text: `The players lose: the ${lineName} has three empty spaces.` });
    expect(state.actionsUsed).toBe(1);
    expect(royalLock.legalActions(state, 0)).toEqual([]);
    expect(royalLock.illegalReason(state, 0, { type: 'fill', cell })).toBe('The game is over.');
  });

  it('a draw that empties a line loses, and the turn does not pass', () => {
    const state = play({ grid: ['-', '2S', '3S', '4S', '-', '5S', '6S', '7S', '8S'], redDeck: ['8H', 'KD'] }, { type: 'endTurn' });
    expect(royalLock.outcome(state)?.text).toBe('The players lose: the diagonal from top-left to bottom-right has three empty spaces.');
    expect(state.marker).toBe(0);
    expect(royalLock.activeSeats(state)).toEqual([]);
  });

  it('two empty spaces in a line are not yet a loss', () => {
    const state = play({ grid: ['-', '-', '2S', '3S', '4S', '5S', '6S', '7S', '8S'] }, { type: 'move', to: 1 });
    expect(royalLock.outcome(state)).toBeNull();
  });

  it('counts a loss before a win in a position that shows both', () => {
    const state = play({ grid: ['KS*', 'QS*', 'JS', '2S', '3S', '4S', '-', '-', '5S'], markers: [2, 8] }, { type: 'lock', cell: 2 });
    expect(royalLock.outcome(state)?.label).toBe('win');
    const both = play({ grid: ['KS*', 'QS*', 'JS*', '2S', '3S', '4S', '-', '-', '5S'], markers: [8, 8] }, { type: 'remove', cell: 8 });
    expect(royalLock.outcome(both)?.label).toBe('loss');
  });
});
