import { describe, expect, it } from 'vitest';
import { chanceText, goalText, puzzleSchema, reduceChance, statementProblem, type PuzzleGoalSpec } from './puzzle';
import { GAMES } from '../games';

const goal: PuzzleGoalSpec = {
  id: 'deal-damage',
  label: 'Deal at least {damage} damage within {limit} turns',
  params: [{ key: 'damage', label: 'Damage', min: 1, max: 40, start: 10 }],
  limitUnit: 'turns',
  limitMax: 3,
};
const verifier = { goals: [goal], knowledge: [{ id: 'hand', label: 'Only your hand' }] };
const base = { goal: 'deal-damage', params: { damage: 12 }, side: 0, limit: 1, knowledge: 'hand' };

describe('puzzle statements', () => {
  it.each([
    [1, 'Deal at least 12 damage within 1 turn'],
    [2, 'Deal at least 12 damage within 2 turns'],
  ])('fills the goal’s words with a limit of %i and its values', (limit, text) => {
    expect(goalText(goal, { ...base, limit })).toBe(text);
  });

  it.each([
    ['an unknown goal', { ...base, goal: 'win' }, 'This game has no puzzle goal called "win".'],
    ['a limit of 0', { ...base, limit: 0 }, 'The limit must be a whole number of turns from 1 to 3.'],
    ['a missing value', { ...base, params: {} }, 'The goal needs a value for "Damage".'],
    ['a value out of bounds', { ...base, params: { damage: 41 } }, '"Damage" must be a whole number from 1 to 40.'],
    ['an extra value', { ...base, params: { damage: 3, speed: 1 } }, 'The goal takes no value called "speed".'],
    ['an unknown knowledge', { ...base, knowledge: 'all' }, 'This game offers no knowledge setting called "all".'],
    ['a goal with a terminal escape in its name', { ...base, goal: '\u001b[2Jwin' }, 'This game has no puzzle goal called "\\u{1b}[2Jwin".'],
    ['a value whose name hides a control character', { ...base, params: { damage: 3, '\u0000nul': 1 } }, 'The goal takes no value called "\\u{0}nul".'],
    ['a knowledge written right to left', { ...base, knowledge: '\u202eall' }, 'This game offers no knowledge setting called "\\u{202e}all".'],
  ])('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(statementProblem(verifier, statement)).toBe(reason);
  });

  it('writes a value below zero, and a range that reaches below it, with a true minus sign', () => {
    const score: PuzzleGoalSpec = { ...goal, label: 'Score at least {points} points', params: [{ key: 'points', label: 'Points wanted', min: -2000, max: 5000, start: 20 }] };
    const points = (value: number) => ({ ...base, params: { points: value } });
    expect(goalText(score, points(-40))).toBe('Score at least −40 points');
    expect(statementProblem({ ...verifier, goals: [score] }, points(-2001))).toBe('"Points wanted" must be a whole number from −2000 to 5000.');
  });

  it('accepts a statement in bounds', () => {
    expect(statementProblem(verifier, base)).toBeNull();
  });

  it.each([
    [6, 8, { num: 3, den: 4 }, '3/4 (75%)'],
    [38, 65, { num: 38, den: 65 }, '38/65 (58.46%)'],
    [0, 5, { num: 0, den: 1 }, '0/1 (0%)'],
  ])('reduces %i/%i and writes it for people', (num, den, reduced, text) => {
    expect(reduceChance(num, den)).toEqual(reduced);
    expect(chanceText(reduceChance(num, den))).toBe(text);
  });

  it('keeps the mark of several solutions intended, and refuses one that is not a yes or no', () => {
    expect(puzzleSchema.parse({ ...base, admitsCooks: true }).admitsCooks).toBe(true);
    expect(puzzleSchema.safeParse({ ...base, admitsCooks: 'yes' }).success).toBe(false);
  });

  it('fills the section’s defaults and refuses a chance above 1', () => {
    expect(puzzleSchema.parse(base)).toEqual({ ...base, teaching: '', admitsCooks: false });
    const bad = { ...base, result: { verdict: 'solvable', unique: true, solution: null, positions: 1, probability: { num: 3, den: 2 } } };
    expect(puzzleSchema.safeParse(bad).success).toBe(false);
  });
});

describe("every game's puzzle goals", () => {
  const params = GAMES.flatMap((game) => (game.puzzle?.goals ?? []).flatMap((spec) => spec.params.map((param) => ({ game: game.id, goal: spec.id, param }))));
  it.each(params)('$game $goal: "$param.label" starts inside its range', ({ param }) => {
    expect(param.start).toBeGreaterThanOrEqual(param.min);
    expect(param.start).toBeLessThanOrEqual(param.max);
  });
});
