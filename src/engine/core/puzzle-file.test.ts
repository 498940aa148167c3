import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { checkPuzzleFile, solutionsInWords, solutionText, storedResultProblems, verdictProblems, verdictWords } from './puzzle-file';
import type { PuzzleLine, PuzzleSection, VerifyResult } from './puzzle';
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

  it.each(shipped.map(({ name, file }) => [name, file] as const))('%s has one solution, or says in its lesson that several are intended', (_name, file) => {
    const check = checkPuzzleFile(file, findGame);
    if (file.puzzle!.admitsCooks) {
      expect(check.result.unique).toBe(false);
      expect(file.puzzle!.teaching).toContain('several solutions, as intended');
      expect(verdictWords(check.result, check.severalIntended)).toMatch(/^solvable, several solutions, as intended: \d+$/);
    } else {
      expect(check.result.unique).toBe(true);
      expect(verdictWords(check.result, check.severalIntended)).toBe('solvable, unique');
    }
  });

  it('refuses a cook the file does not admit, naming the other first moves', () => {
    const withCook = shipped.find(({ name }) => name.includes('what-the-red-deck-cannot-draw'))!.file;
    const check = checkPuzzleFile({ ...withCook, puzzle: { ...withCook.puzzle!, admitsCooks: false } }, findGame);
    expect(check.severalIntended).toBe(false);
    expect(check.problems[0]).toBe('The puzzle has 6 other solutions, first moves: Move up, Lock Q♠; Remove 5♣, Fill; Move up, Move right, Lock J♠ and 3 more.');
    expect(verdictWords(check.result, false)).toBe('solvable, 7 solutions');
  });

  it('tells every solution of a cooked puzzle in words: its first move and its line', () => {
    // Royal Lock 7: every red royal has been seen, so the royals may be locked in either turn.
    const cooked = shipped.find(({ name }) => name.includes('what-the-red-deck-cannot-draw'))!.file;
    const solutions = solutionsInWords(checkPuzzleFile(cooked, findGame).result);
    expect(solutions.map((s) => s.firstMove)).toEqual([
      'End the turn at once',
      'Move up, Lock Q♠',
      'Remove 5♣, Fill',
      'Move up, Move right, Lock J♠',
      'Move down, Remove 7♣, Fill',
      'Move left, Remove 2♠, Fill',
      'Move right, Remove 3♠, Fill',
    ]);
    expect(solutionText(solutions[1]!)).toBe('Move up, Lock Q♠: Move up; Lock Q♠; End the turn: the red draw is 2♦ and 3♦, which removes the 2♠ and the 3♠; Lock J♠');
  });

  it('tells no alternatives for a puzzle with one solution', () => {
    const unique = shipped.find(({ name }) => name.includes('the-last-lock'))!.file;
    expect(solutionsInWords(checkPuzzleFile(unique, findGame).result)).toEqual([]);
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
      problems: ['The puzzle has 2 other solutions, first moves: Remove 5♣; Move up.'],
    },
    { case: 'one cook', verify: result('solvable', ['Move up']), admitsCooks: false, problems: ['The puzzle has 1 other solution, first move: Move up.'] },
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

describe('where the result a file records disagrees with the search', () => {
  type Step = { seat: number; action: { type: string; card: string }; text: string };
  type Line = { title: string; steps: Step[] };
  const step = (seat: number, card: string, text: string): Step => ({ seat, action: { type: 'lock', card }, text });
  const line = (title: string, ...steps: Step[]): Line => ({ title, steps });
  const solution = line('Lock Q♥', step(0, 'QH', 'Lock Q♥.'), step(1, 'KS', 'Draw K♠.'));
  const found: VerifyResult = {
    verdict: 'solvable',
    solution,
    unique: false,
    cooks: [line('Lock J♣'), line('Lock 9♦')],
    transpositions: [line('Lock K♠ first')],
    spare: [line('Lock Q♥, then move')],
    defences: [line('End the turn'), line('Lock 2♠')],
    positions: 1200,
    probability: { num: 2, den: 3 },
    deals: { checked: 6, total: 6 },
  };
  type Stored = NonNullable<PuzzleSection['result']>;
  const agreeing: Stored = {
    verdict: 'solvable',
    unique: false,
    // A file keeps only some of the cooks and defences: one of each is no disagreement.
    solution: { ...solution, steps: solution.steps.map((s) => ({ ...s, action: { card: s.action.card, type: s.action.type }, text: `${s.text} (older words)` })) },
    cooks: [line('Lock J♣')],
    defences: [line('Lock 2♠')],
    // The positions searched measure a version's search, not the puzzle.
    positions: 99,
    probability: { num: 4, den: 6 },
    deals: { checked: 6, total: 6 },
  };

  it.each<{ case: string; stored: Partial<Stored>; found?: Partial<VerifyResult>; problems: string[] }>([
    { case: 'the same result, told apart in words, key order and positions', stored: {}, problems: [] },
    { case: 'a verdict', stored: { verdict: 'unsolvable', unique: null, solution: null }, problems: ['The file says the puzzle is unsolvable, but the search finds it solvable.'] },
    { case: 'a solution the file leaves out', stored: { solution: null }, problems: ['The file gives no solution, but the search finds one.'] },
    {
      case: 'a solution that goes another way',
      stored: { solution: line('Lock Q♥', step(0, 'QH', 'Lock Q♥.'), step(1, 'QS', 'Draw Q♠.\u202e')) },
      problems: ['The file\'s solution differs from the search\'s at action 2: the file has "Draw Q♠.\\u{202e}", the search "Draw K♠.".'],
    },
    { case: 'a solution cut short', stored: { solution: line('Lock Q♥', step(0, 'QH', 'Lock Q♥.')) }, problems: ["The file's solution stops after 1 action, but the search's goes on to 2."] },
    {
      case: 'a solution played by another seat',
      stored: { solution: line('Lock Q♥', step(1, 'QH', 'Lock Q♥.'), step(1, 'KS', 'Draw K♠.')) },
      problems: ['The file\'s solution differs from the search\'s at action 1: the file has "Lock Q♥.", the search "Lock Q♥.".'],
    },
    { case: 'a solution said to be the only one', stored: { unique: true, cooks: [] }, problems: ['The file says the solution is the only one, but the search finds 2 other solutions.'] },
    { case: 'other solutions the search does not find', stored: {}, found: { unique: true, cooks: [] }, problems: ['The file says the puzzle has other solutions, but the search finds only the one.'] },
    { case: 'a cook that fails', stored: { cooks: [line('Lock 2♠')] }, problems: ['The file lists "Lock 2♠" as another solution, but the search finds that it fails.'] },
    {
      case: 'a cook that is the solution in another order',
      stored: { cooks: [line('Lock K♠ first')] },
      problems: ["The file lists \"Lock K♠ first\" as another solution, but the search finds it is the solution's own moves in another order."],
    },
    {
      case: 'a cook that is the solution with actions to spare',
      stored: { cooks: [line('Lock Q♥, then move')] },
      problems: ['The file lists "Lock Q♥, then move" as another solution, but the search finds it is the solution with actions to spare.'],
    },
    {
      case: 'failing first moves that solve',
      stored: { defences: [line('Lock J♣'), line('Lock Q♥')] },
      problems: ['The file says "Lock J♣" fails, but the search finds that it solves the puzzle.', 'The file says "Lock Q♥" fails, but the search finds that it solves the puzzle.'],
    },
    { case: 'a chance', stored: { probability: { num: 1, den: 2 } }, problems: ['The file gives the chance with best play as 1/2 (50%), but the search finds 2/3 (66.67%).'] },
    { case: 'a chance the file leaves out', stored: { probability: null }, problems: ['The file gives no chance with best play, but the search finds 2/3 (66.67%).'] },
    {
      case: 'a chance where no card is unknown',
      stored: {},
      found: { probability: null, deals: null },
      problems: ['The file gives the chance with best play as 4/6 (66.67%), but to the search no card is unknown.', 'The file counts 6 deals of the unknown cards, but the search finds no deals.'],
    },
    { case: 'the deals', stored: { deals: { checked: 5, total: 5 } }, problems: ['The file counts 5 deals of the unknown cards, but the search finds 6 deals.'] },
  ])('$case', ({ stored, found: change, problems }) => {
    expect(storedResultProblems({ ...agreeing, ...stored }, { ...found, ...change })).toEqual(problems);
  });

  it('says nothing when the file records no result or the search did not settle', () => {
    expect(storedResultProblems(undefined, found)).toEqual([]);
    expect(storedResultProblems({ ...agreeing, verdict: 'unsolvable' }, { ...found, verdict: 'unknown', reason: 'Stopped.' })).toEqual([]);
  });
});
