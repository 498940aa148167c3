import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { checkPuzzleFile, verdictProblems } from './puzzle-file';
import type { PuzzleLine, VerifyResult } from './puzzle';
import { parseReplayText, replayToRecord } from './replay-file';

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');
const shipped = readdirSync(EXAMPLES, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.royal.json'))
  .map((name) => ({ name, file: parseReplayText(readFileSync(join(EXAMPLES, name), 'utf8')) }))
  .filter(({ file }) => file.puzzle !== undefined)
  .sort((a, b) => a.name.localeCompare(b.name));

describe('every shipped puzzle', () => {
  it('is at least ten per game that offers puzzles, each with a title and a teaching point', () => {
    const games = new Map<string, number>();
    for (const { file } of shipped) {
      games.set(file.game, (games.get(file.game) ?? 0) + 1);
      expect(file.title).toBeTruthy();
      expect(file.puzzle!.teaching.length).toBeGreaterThan(10);
    }
    expect([...games.keys()].sort()).toEqual(['alliance-royals', 'royal-lines', 'royal-lock', 'royal-suit', 'royals']);
    for (const count of games.values()) expect(count).toBeGreaterThanOrEqual(10);
  });

  it.each(shipped.map(({ name, file }) => [name, file] as const))('%s holds as its file states it', (_name, file) => {
    const check = checkPuzzleFile(file, findGame);
    expect(check.problems).toEqual([]);
    expect(check.result.verdict).toBe('solvable');
    expect(check.result.solution!.steps).toEqual(file.puzzle!.result!.solution!.steps);
  });

  it('refuses a cook the file does not admit', () => {
    const withCook = shipped.find(({ file }) => file.puzzle!.admitsCooks && file.game === 'royal-suit')!.file;
    const check = checkPuzzleFile({ ...withCook, puzzle: { ...withCook.puzzle!, admitsCooks: false } }, findGame);
    expect(check.problems[0]).toMatch(/^The puzzle has 1 other solution, first: /);
  });

  it('refuses a puzzle its limit makes unsolvable', () => {
    const first = shipped.find(({ name }) => name.includes('royal-suit') && name.includes('win-in-5'))!.file;
    const check = checkPuzzleFile({ ...first, puzzle: { ...first.puzzle!, limit: 3 } }, findGame);
    expect(check.problems).toContain('The puzzle cannot be solved as stated.');
    expect(check.problems).toContain('The file says the puzzle is solvable, but the search finds it unsolvable.');
  });
});

describe('opening a puzzle file', () => {
  const lock = shipped.find(({ file }) => file.game === 'royal-lock')!.file;

  it.each([
    ['a goal the game does not offer', { goal: 'win-fast' }, 'The file\'s puzzle cannot be set at its saved position: This game has no puzzle goal called "win-fast".'],
    ['a side other than the players', { side: 1 }, "The file's puzzle cannot be set at its saved position: In Royal Lock the players solve together: the side is the players (seat 1)."],
  ])('refuses %s in a player’s words', (_name, edit, message) => {
    const text = JSON.stringify({ ...lock, puzzle: { ...lock.puzzle!, ...edit } });
    expect(() => replayToRecord(parseReplayText(text), findGame)).toThrow(message);
  });

  it('refuses a puzzle for a game that has none', () => {
    const game = findGame('royal-lock')!;
    const without = (id: string) => (id === 'royal-lock' ? { ...game, puzzle: undefined } : findGame(id));
    expect(() => replayToRecord(lock, without)).toThrow('The file holds a puzzle, but Royal Lock has no puzzles in this version.');
  });
});

describe('whether a verified result makes the puzzle asked for', () => {
  const line = (title: string): PuzzleLine => ({ title, steps: [] });
  const result = (verdict: VerifyResult['verdict'], cooks: string[] = [], reason?: string): VerifyResult => ({
    verdict,
    reason,
    solution: verdict === 'solvable' ? line('Lock Q♥') : null,
    unique: verdict === 'solvable' ? cooks.length === 0 : null,
    cooks: cooks.map(line),
    transpositions: [],
    spare: [],
    defences: [],
    positions: 10,
    probability: null,
    deals: null,
  });
  it.each([
    { case: 'one solution', verify: result('solvable'), admitsCooks: false, problems: [] },
    { case: 'cooks the puzzle admits', verify: result('solvable', ['Remove 5♣', 'Move up']), admitsCooks: true, problems: [] },
    {
      case: 'cooks the puzzle does not admit',
      verify: result('solvable', ['Remove 5♣', 'Move up']),
      admitsCooks: false,
      problems: ['The puzzle has 2 other solutions, first: Remove 5♣.'],
    },
    { case: 'one cook', verify: result('solvable', ['Move up']), admitsCooks: false, problems: ['The puzzle has 1 other solution, first: Move up.'] },
    { case: 'no solution', verify: result('unsolvable'), admitsCooks: true, problems: ['The puzzle cannot be solved as stated.'] },
    {
      case: 'a goal met at the position itself',
      verify: { ...result('solvable'), reached: true as const },
      admitsCooks: true,
      problems: ['The goal is already met at this position: there is nothing left to solve.'],
    },
    { case: 'a search stopped', verify: result('unknown', [], 'The search was stopped.'), admitsCooks: false, problems: ['The search was stopped.'] },
    { case: 'a search unsettled', verify: result('unknown'), admitsCooks: false, problems: ['The search could not settle the puzzle.'] },
  ])('$case', ({ verify, admitsCooks, problems }) => {
    expect(verdictProblems(verify, admitsCooks)).toEqual(problems);
  });
});
