import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFast, mutableCopy } from '../../core/game';
import { knownFactsOf, type PuzzleLine, type PuzzleStatement } from '../../core/puzzle';
import { parseReplayText, replayToRecord } from '../../core/replay-file';
import { solutionsInWords } from '../../core/puzzle-file';
import { findGame } from '..';
import { royalSuit } from './index';
import type { RoyalSuitAction, RoyalSuitState } from './types';
import { royalSuitVerifier } from './puzzle';
import { solve } from './solver';

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'royal-suit');

/** The saved position of a shipped puzzle: a concrete position from a real game. */
function positionOf(name: string, folder = EXAMPLES): RoyalSuitState {
  const { record, cursor } = replayToRecord(parseReplayText(readFileSync(join(folder, name), 'utf8')), findGame);
  return record.stateAt(cursor) as RoyalSuitState;
}

/** A win in 5 from a real game with two winning first actions: shipped once as puzzle 3, replaced since by one without. */
const cookedInFive = () => positionOf('cooked-win-in-5.royal.json', join(import.meta.dirname, 'fixtures'));

const wins = (side: number, limit: number): PuzzleStatement => ({ goal: 'side-wins', params: {}, side, limit, knowledge: 'all-cards' });

/** The shipped puzzles with their limits. */
const SHIPPED = readdirSync(EXAMPLES)
  .filter((name) => name.startsWith('puzzle-'))
  .map((name) => [name, parseReplayText(readFileSync(join(EXAMPLES, name), 'utf8')).puzzle!.limit] as const);

/**
 * A defence played through the rules from `state`: every action legal, and wherever the side is to move along it
 * the solver finds no win for the side within the actions left. It runs until the limit is spent, or the game
 * ends won by the other side.
 */
function expectDefenceHolds(state: RoyalSuitState, limit: number, defence: PuzzleLine): void {
  const side = state.seat;
  const game = mutableCopy(state);
  defence.steps.forEach(({ seat, action }, played) => {
    expect(game.end).toBeNull();
    expect(game.seat).toBe(seat);
    applyFast(royalSuit, game, seat, action as RoyalSuitAction);
    const left = limit - played - 1;
    if (!game.end && left > 0 && game.seat === side) expect(solve(game, { maxDepth: left }).winner).not.toBe(side);
  });
  if (game.end) expect(royalSuit.outcome(game)!.winners).not.toContain(side);
  else expect(defence.steps).toHaveLength(limit);
}

/** Each failing first action's defence from `state` goes on past the try (unless the try ends the game lost), and holds. */
function expectEveryDefenceHolds(state: RoyalSuitState, limit: number): void {
  const result = royalSuitVerifier.verify(state, wins(state.seat, limit));
  for (const defence of result.defences) {
    const tried = mutableCopy(state);
    applyFast(royalSuit, tried, state.seat, defence.steps[0]!.action as RoyalSuitAction);
    if (!tried.end) expect(defence.steps.length, defence.title).toBeGreaterThan(1);
    expectDefenceHolds(state, limit, defence);
  }
}

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

  it('finds the shipped win in 5 unique', () => {
    const result = royalSuitVerifier.verify(inFive, wins(0, 5));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.cooks).toEqual([]);
  });

  it('reports the second first action that also wins in 5 as a cook, told in words with its line', () => {
    const result = royalSuitVerifier.verify(cookedInFive(), wins(0, 5));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(false);
    expect(solutionsInWords(result)).toEqual([
      { firstMove: 'Play K♣ onto 9♥', line: ['Play K♣ onto 9♥', 'Play J♦ onto A♠', 'Move K♠ right onto 10♦', 'Play Q♦ onto K♣', 'Move K♠ right onto 8♥'] },
      { firstMove: 'Play K♣ onto 8♥', line: ['Play K♣ onto 8♥', 'Play J♦ onto A♠', 'Move K♠ right onto 10♦', 'Play Q♦ onto K♣', 'Move K♠ right onto Q♦'] },
    ]);
  });

  it('calls a win in 5 unsolvable within 4 actions', () => {
    const result = royalSuitVerifier.verify(inFive, wins(0, 4));
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
  });

  it('answers unknown when the budget runs out before the search settles', () => {
    expect(royalSuitVerifier.verify(inFive, wins(0, 5), { budget: 5 }).verdict).toBe('unknown');
  });

  it.each(SHIPPED.filter(([, limit]) => limit > 1))('%s answers each failing first action with a defence that holds to the limit', (name, limit) => {
    expectEveryDefenceHolds(positionOf(name), limit);
  });

  it.each(SHIPPED.filter(([, limit]) => limit > 2))('%s answers each later wrong action along its solution with a defence that holds', (name, limit) => {
    // The puzzle player searches again after every move, with the limit left.
    const start = positionOf(name);
    const solution = royalSuitVerifier.verify(start, wins(start.seat, limit)).solution!.steps;
    const game = mutableCopy(start);
    solution.forEach(({ seat, action }, played) => {
      const left = limit - played;
      if (played > 0 && seat === start.seat && left > 1) expectEveryDefenceHolds(game, left);
      applyFast(royalSuit, game, seat, action as RoyalSuitAction);
    });
  });

  it('refuses a side that is not to move', () => {
    expect(royalSuitVerifier.statementRefusal(inOne, wins(1, 1))).toBe('The side that solves must be the side to move.');
  });
});
