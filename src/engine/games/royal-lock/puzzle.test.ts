import { describe, expect, it } from 'vitest';
import type { PuzzleStatement } from '../../core/puzzle';
import { drawSequences, royalLockVerifier, winThisTurn } from './puzzle';
import { position } from './test-position';

const whatever = (limit: number): PuzzleStatement => ({ goal: 'lock-whatever', params: {}, side: 0, limit, knowledge: 'red-deck-unknown' });
const chance = (limit: number, percent: number): PuzzleStatement => ({ goal: 'lock-chance', params: { percent }, side: 0, limit, knowledge: 'red-deck-unknown' });

const FILLER = ['2S', '5C', '3S', '4S', '7C', '8S'];

describe('the Royal Lock verifier', () => {
  it('finds the one turn that locks the last royal, and calls it unique', () => {
    const state = position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [4, 4] });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.steps.map((s) => s.action)).toEqual([
      { type: 'move', to: 1 },
      { type: 'move', to: 2 },
      { type: 'lock', cell: 2 },
    ]);
    expect(result.probability).toEqual({ num: 1, den: 1 });
  });

  it('reports a cook: with any-space reach the lock may be played from where the marker ends up', () => {
    const state = position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [4, 4], options: { reach: 'any-space' } });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.verdict).toBe('solvable');
    expect(result.solution!.title).toBe('Lock J♠');
    expect(result.unique).toBe(false);
    expect(result.cooks.map((c) => c.title)).toContain('Move up, Lock J♠');
  });

  it('calls a line two locks and two steps away unsolvable in one turn, with a defence for every try', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2] });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
    expect(result.defences.length).toBeGreaterThan(0);
  });

  // Marker 1 walks 7 → 4 → 1 and locks Q♠; marker 2 waits on J♠. Of the 6 pairs
  // the red deck (J♥ 5♥ 5♦ 6♥) can give, the 3 with J♥ take the unlocked J♠ away.
  const twoTurns = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2], redDeck: ['JH', '5H', '5D', '6H'] });

  it.each([
    ['whatever the red deck does', whatever(2), 'unsolvable'],
    ['with at least 50% chance', chance(2, 50), 'solvable'],
    ['with at least 51% chance', chance(2, 51), 'unsolvable'],
  ] as const)('weighs every red draw exactly: %s', (_name, statement, verdict) => {
    const result = royalLockVerifier.verify(twoTurns, statement);
    expect(result.verdict).toBe(verdict);
    expect(result.probability).toEqual({ num: 1, den: 2 });
    expect(result.deals).toEqual({ checked: 6, total: 6 });
  });

  it('shows the refuting draw for a try that fails, and what it does to the grid: why the try fails', () => {
    const result = royalLockVerifier.verify(twoTurns, whatever(2));
    const defence = result.defences.find((d) => d.title === 'Move up, Move up, Lock Q♠')!;
    expect(defence.steps.at(-1)!.text).toMatch(/^End the turn: the red draw is .*J♥.*, which removes the J♠/);
  });

  it.each([
    ['a side other than the players', { ...whatever(1), side: 1 }, 'In Royal Lock the players solve together: the side is the players (seat 1).'],
    ['a limit past the goal’s', whatever(9), 'The limit must be a whole number of turns from 1 to 4.'],
    ['a chance without its percent', { ...chance(1, 50), params: {} }, 'The goal needs a value for "Chance wanted (%)".'],
    ['more turns than the red deck can draw for', whatever(4), 'The red deck holds 4 cards, too few for the draws of 4 turns without a reshuffle.'],
  ] as const)('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(royalLockVerifier.statementRefusal(twoTurns, statement)).toBe(reason);
  });

  it('finds the actions that finish a line this turn, or none', () => {
    expect(winThisTurn(position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [2, 4] }))!.map((s) => s.text)).toEqual(['Lock J♠']);
    expect(winThisTurn(position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2] }))).toBeNull();
  });

  it('plays out a turn ending against the draw that hurts most, and counts the turn spent', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2], redDeck: ['5H', '5D', '6H', 'JH'] });
    const walked = [{ type: 'move', to: 4 }, { type: 'move', to: 1 }, { type: 'lock', cell: 1 }].reduce(
      (current, action) => {
        const played = royalLockVerifier.playOut!(current, whatever(2), 2, action);
        expect(played.spent).toBe(0);
        return played.state;
      },
      state,
    );
    const ended = royalLockVerifier.playOut!(walked, whatever(2), 2, { type: 'endTurn' });
    expect(ended.spent).toBe(1);
    expect(ended.steps.map((s) => s.text)).toEqual([expect.stringMatching(/J♥.*, which removes the J♠/)]);
    expect(ended.state.grid[2]).toBeNull();
  });

  it('lets the deck as it lies answer a turn ended with no turn left after it', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2], redDeck: ['5H', '5D', '6H', 'JH'] });
    const ended = royalLockVerifier.playOut!(state, whatever(1), 1, { type: 'endTurn' });
    expect(ended.spent).toBe(1);
    expect(ended.state.redDeck).toEqual(['6H', 'JH']);
  });

  it.each([
    [26, 1, 1],
    [26, 2, 325],
    [10, 3, 45 * 28],
  ])('counts the red draws a %i-card deck gives over %i turns: %i', (deck, turns, count) => {
    expect(drawSequences(deck, turns - 1)).toBe(count);
  });
});
