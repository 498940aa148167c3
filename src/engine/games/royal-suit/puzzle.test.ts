import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownFactsOf, type PuzzleStatement } from '../../core/puzzle';
import { parseReplayText, replayToRecord } from '../../core/replay-file';
import { findGame } from '..';
import type { RoyalSuitState } from './types';
import { royalSuitVerifier } from './puzzle';

/** The saved position of a shipped puzzle: a concrete position from a real game. */
function positionOf(name: string): RoyalSuitState {
  const text = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'royal-suit', name), 'utf8');
  const { record, cursor } = replayToRecord(parseReplayText(text), findGame);
  return record.stateAt(cursor) as RoyalSuitState;
}

const wins = (side: number, limit: number): PuzzleStatement => ({ goal: 'side-wins', params: {}, side, limit, knowledge: 'all-cards' });

describe('the Royal Suit verifier', () => {
  const inOne = positionOf('puzzle-01-supporters-win-in-1.royal.json');
  const inFive = positionOf('puzzle-03-supporters-win-in-5.royal.json');

  it('tells the solver nothing beside the table: with every card known, the table shows them all face up', () => {
    expect(knownFactsOf(royalSuitVerifier, inFive, wins(0, 5), inFive)).toEqual([]);
  });

  it('finds the only winning first action of a win in 1, and the defence after each other try', () => {
    const result = royalSuitVerifier.verify(inOne, wins(0, 1));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.steps).toHaveLength(1);
    expect(result.defences.length).toBeGreaterThan(0);
  });

  it('reports the second first action that also wins in 5 as a cook', () => {
    const result = royalSuitVerifier.verify(inFive, wins(0, 5));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(false);
    expect(result.cooks).toHaveLength(1);
    expect(result.cooks[0]!.steps.length).toBeLessThanOrEqual(5);
  });

  it('calls a win in 5 unsolvable within 4 actions', () => {
    const result = royalSuitVerifier.verify(inFive, wins(0, 4));
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
  });

  it('answers unknown when the budget runs out before the search settles', () => {
    expect(royalSuitVerifier.verify(inFive, wins(0, 5), { budget: 5 }).verdict).toBe('unknown');
  });

  it('refuses a side that is not to move', () => {
    expect(royalSuitVerifier.statementRefusal(inOne, wins(1, 1))).toBe('The side that solves must be the side to move.');
  });
});
