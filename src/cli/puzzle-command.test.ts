import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, main } from './main';
import { verdictLine } from './puzzle-command';
import { tempDir, type TempDir } from './test-replays';
import { MAIN_LINE, GameRecord } from '../engine/core/record';
import { recordToReplay } from '../engine/core/replay-file';
import { royals } from '../engine/games/royals';
import { puzzlePosition } from '../engine/games/royals/puzzle-position';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
const lastLock = join(EXAMPLES, 'royal-lock', 'puzzle-01-the-last-lock.royal.json');
const winInFive = join(EXAMPLES, 'royal-suit', 'puzzle-03-supporters-win-in-5.royal.json');
// Royal Lock 7 has several solutions, as its lesson says and its file marks.
const severalIntended = join(EXAMPLES, 'royal-lock', 'puzzle-07-what-the-red-deck-cannot-draw.royal.json');

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir: TempDir;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir.remove());

/** A copy of a shipped puzzle with its puzzle section edited. */
async function edited(path: string, name: string, edit: (puzzle: Record<string, unknown>) => void): Promise<string> {
  const json = JSON.parse(await readFile(path, 'utf8')) as { puzzle: Record<string, unknown> };
  edit(json.puzzle);
  const out = join(dir.path, name);
  await writeFile(out, JSON.stringify(json));
  return out;
}

describe('the closing line of puzzle verify', () => {
  it.each([
    [0, 1, 'The puzzle holds.'],
    [1, 1, 'The puzzle does not hold.'],
    [0, 3, 'All 3 puzzles hold.'],
    [1, 3, '1 of 3 puzzles does not hold.'],
    [2, 3, '2 of 3 puzzles do not hold.'],
  ])('%i failed of %i: %s', (failed, total, line) => {
    expect(verdictLine(failed, total)).toBe(line);
  });
});

describe('puzzle verify', () => {
  it('prints the verdict, the solution length, the positions and the time per file, exit 0', async () => {
    const result = await run('puzzle', 'verify', lastLock, winInFive);
    expect(result.code).toBe(EXIT_OK);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^ok {3}".*puzzle-01-the-last-lock\.royal\.json": solvable, unique; solution 1 action; [\d,]+ positions; 1 of 1 deal; chance 1\/1 \(100%\); \d+ ms$/);
    expect(lines[1]).toMatch(/^ok {3}".*win-in-5\.royal\.json": solvable, unique; solution 5 actions; [\d,]+ positions; \d+ ms$/);
    expect(lines[2]).toBe('All 2 puzzles hold.');
  });

  it('holds a puzzle whose file marks several solutions as intended, and tells each in words', async () => {
    const result = await run('puzzle', 'verify', severalIntended);
    expect(result.code).toBe(EXIT_OK);
    const lines = result.out.split('\n');
    expect(lines[0]).toMatch(/^ok {3}".*what-the-red-deck-cannot-draw\.royal\.json": solvable, several solutions, as intended: 7, also 17 ways with actions to spare; /);
    expect(lines[1]).toBe('     solution End the turn at once: End the turn: the red draw is 2♦ and 3♦, which removes the 2♠ and the 3♠; Lock J♠; Move left; Lock Q♠');
    expect(lines[2]).toBe('     also     Move up, Lock Q♠: Move up; Lock Q♠; End the turn: the red draw is 2♦ and 3♦, which removes the 2♠ and the 3♠; Lock J♠');
    expect(lines).toHaveLength(1 + 7 + 1);
  });

  it('gives the same as one JSON object with --json', async () => {
    const result = await run('puzzle', 'verify', '--json', severalIntended, lastLock);
    expect(result.code).toBe(EXIT_OK);
    const report = JSON.parse(result.out) as { ok: boolean; files: { verdict: string; severalIntended: boolean; solutions: { firstMove: string; line: string[] }[]; problems: string[] }[] };
    expect(report.ok).toBe(true);
    const [cooked, unique] = report.files;
    expect(cooked).toMatchObject({ verdict: 'solvable, several solutions, as intended: 7', severalIntended: true, problems: [] });
    expect(cooked!.solutions[1]).toEqual({
      firstMove: 'Move up, Lock Q♠',
      line: ['Move up', 'Lock Q♠', 'End the turn: the red draw is 2♦ and 3♦, which removes the 2♠ and the 3♠', 'Lock J♠'],
    });
    expect(unique).toMatchObject({ verdict: 'solvable, unique', severalIntended: false, solutions: [], problems: [] });
  });

  it('says where the solution’s moves may come in another order, and holds such a puzzle as unique', async () => {
    // Royals, every ace discarded: the K♠ with the 9♠ and the Q♥ with the 4♣ deal the 11 damage, either first.
    const state = puzzlePosition({ hands: [['9S', '4C', 'JD', 'KC', 'QD'], []], fields: [['KS', 'QH'], []], discard: ['AS', 'AH', 'AD', 'AC'] });
    const players = [
      { name: 'Player 1', bot: null },
      { name: 'Player 2', bot: null },
    ];
    const record = GameRecord.fromState(royals, state.options, players, state);
    const puzzle = { goal: 'damage', params: { damage: 11 }, side: 0, limit: 1, knowledge: 'hand-unknown', teaching: '', admitsCooks: false };
    const file = join(dir.path, 'either-order.royal.json');
    await writeFile(file, JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: '2025-01-01T00:00:00.000Z', puzzle })));
    const result = await run('puzzle', 'verify', file);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out).toMatch(/^ok {3}.*either-order\.royal\.json": solvable, unique, also in 1 other order; solution 4 actions; /m);
  });

  it('fails a file whose second solution it does not admit, exit 1', async () => {
    const file = await edited(severalIntended, 'cook.royal.json', (puzzle) => (puzzle.admitsCooks = false));
    const result = await run('puzzle', 'verify', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.out).toMatch(/^FAIL ".*cook\.royal\.json": solvable, 7 solutions, .* \(The puzzle has 6 other solutions, first moves: Move up, Lock Q♠; .+\.\)$/m);
    expect(result.out).toContain('     also     Remove 5♣, Fill: Remove 5♣; Fill; ');
    expect(result.out.split('\n').at(-1)).toBe('The puzzle does not hold.');
  });

  it('fails a puzzle its limit makes unsolvable, and a plain saved game', async () => {
    const short = await edited(winInFive, 'short.royal.json', (puzzle) => (puzzle.limit = 3));
    const plain = join(dir.path, 'plain.royal.json');
    const json = JSON.parse(await readFile(lastLock, 'utf8')) as Record<string, unknown>;
    delete json.puzzle;
    await writeFile(plain, JSON.stringify(json));
    const result = await run('puzzle', 'verify', short, plain);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.out).toContain('The puzzle cannot be solved as stated.');
    expect(result.out).toContain(`FAIL "${plain}": The file holds no puzzle: it is a plain saved game.`);
  });

  it('shows a path with its control characters made visible', async () => {
    const odd = join(dir.path, 'clear\u001b[2J\u202e.royal.json');
    const result = await run('puzzle', 'verify', odd);
    expect(result.code).toBe(EXIT_FAILED);
    const shown = `${dir.path}/clear\\u{1b}[2J\\u{202e}.royal.json`;
    expect(result.out.split('\n')[0]).toBe(`FAIL "${shown}": There is no file at "${shown}".`);
  });

  it.each([
    [
      'a unique solution where there are several',
      (puzzle: Record<string, unknown>) => ((puzzle.result as { unique: boolean }).unique = true),
      'The file says the solution is the only one, but the search finds 6 other solutions.',
    ],
    [
      'a solution the search does not find',
      (puzzle: Record<string, unknown>) => (puzzle.result as { solution: { steps: unknown[] } }).solution.steps.pop(),
      "The file's solution stops after 3 actions, but the search's goes on to 4.",
    ],
  ])('fails a file that records %s, saying where file and search disagree', async (_case, edit, problem) => {
    const file = await edited(severalIntended, 'disagrees.royal.json', edit);
    const result = await run('puzzle', 'verify', file);
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.out.split('\n')[0]).toMatch(/^FAIL ".*disagrees\.royal\.json": solvable, several solutions, as intended: 7, /);
    expect(result.out.split('\n')[0]!.endsWith(`(${problem})`)).toBe(true);
  });

  it.each([
    [['puzzle'], 'error: puzzle needs verify'],
    [['puzzle', 'solve'], 'error: unknown puzzle command "solve" (verify)'],
    [['puzzle', 'verify'], 'error: puzzle verify needs at least one FILE'],
  ])('answers %j with the reason, exit 2', async (argv, first) => {
    const result = await run(...argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err.split('\n')[0]).toBe(first);
  });
});
