import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_LINE } from '../engine/core/record';
import type { RoyalSuitState } from '../engine/games/royal-suit';
import { solve } from '../engine/games/royal-suit/solver';
import { DEFAULT_SOLVE_BUDGET, parseCliArgs, UsageError } from './args';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, main } from './main';
import { CommandError } from './replay-commands';
import { solveReplay, solveText, type SolveReport } from './solve-command';
import { royalSuitFile, royalSuitRecord, tempDir, writeSample, type TempDir } from './test-replays';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function commandError(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    if (error instanceof CommandError) return error.message;
    throw error;
  }
  throw new Error('expected a CommandError');
}

let dir: TempDir;
let suit: string;
let lock: string;
beforeAll(async () => {
  dir = await tempDir();
  suit = await writeSample(dir.path, 'suit.royal.json', royalSuitFile(4));
  lock = await writeSample(dir.path, 'lock.royal.json');
});
afterAll(() => dir.remove());

const record = royalSuitRecord();
const last = record.lastStep(MAIN_LINE);
const stateAt = (step: number) => record.stateAt({ line: MAIN_LINE, step }) as RoyalSuitState;

describe('parseCliArgs: solve', () => {
  it('fills in defaults and reads every flag', () => {
    expect(parseCliArgs(['solve', 'a.royal.json'])).toEqual({
      kind: 'solve',
      file: 'a.royal.json',
      step: null,
      line: null,
      budget: DEFAULT_SOLVE_BUDGET,
      json: false,
    });
    expect(parseCliArgs(['solve', 'a.json', '--step', '7', '--line', 'branch-1', '--budget', '5000', '--json'])).toEqual({
      kind: 'solve',
      file: 'a.json',
      step: 7,
      line: 'branch-1',
      budget: 5000,
      json: true,
    });
  });

  it.each([
    [['solve'], 'solve needs exactly one FILE'],
    [['solve', 'a.json', 'b.json'], 'solve needs exactly one FILE'],
    [['solve', 'a.json', '--budget', '0'], '--budget must be from 1 to 1000000000, not 0'],
    [['solve', 'a.json', '--budget', 'lots'], '--budget needs a whole number, not "lots"'],
    [['solve', 'a.json', '--step', 'last'], '--step needs a whole number, not "last"'],
    [['solve', 'a.json', '--viewer', '1'], 'unknown option "--viewer"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(new UsageError(message));
  });
});

describe('solveReplay', () => {
  it('solves the saved position by default, as the solver does', async () => {
    const report = await solveReplay({ file: suit, step: null, line: null, budget: DEFAULT_SOLVE_BUDGET });
    const direct = solve(stateAt(4));
    expect(report).toMatchObject({
      cursor: { line: MAIN_LINE, step: 4 },
      lastStep: last,
      seat: direct.seat,
      verdict: direct.verdict,
      winner: direct.winner,
      length: direct.length,
      nodes: direct.nodes,
    });
    expect(report.line.map((s) => s.action)).toEqual(direct.line.map((s) => s.action));
    expect(report.line).toHaveLength(report.length!);
  });

  it.each([0, 1, 16, 26, last - 1])('tells the line of step %i in words, ending with the outcome', async (step) => {
    const report = await solveReplay({ file: suit, step, line: null, budget: DEFAULT_SOLVE_BUDGET });
    expect(report.verdict).not.toBe('unknown');
    for (const { text } of report.line) expect(text).toMatch(/^(Supporters|Opposers) /);
    expect(report.line.at(-1)!.text).toMatch(/The (Supporters|Opposers) win/);
  });

  it('answers unknown when the budget is too small', async () => {
    const report = await solveReplay({ file: suit, step: 0, line: null, budget: 100 });
    // The budget is honoured exactly: the position at which it ran out is not searched, so it is not counted.
    expect(report).toMatchObject({ verdict: 'unknown', winner: null, length: null, line: [], nodes: 100 });
  });

  it.each<[string, () => Promise<unknown>, string | RegExp]>([
    ['a Royal Lock replay', () => solveReplay({ file: lock, step: null, line: null, budget: 10 }), 'solve works on Royal Suit replays; this file holds a Royal Lock game'],
    ['a finished game', () => solveReplay({ file: suit, step: last, line: null, budget: 10 }), new RegExp(`^the game is over at step ${last}: The Opposers win`)],
    ['a step outside the line', () => solveReplay({ file: suit, step: last + 1, line: null, budget: 10 }), `step ${last + 1} is outside "Main line" (0 to ${last})`],
    ['an unknown line', () => solveReplay({ file: suit, step: 1, line: 'side', budget: 10 }), 'the replay has no line "side" (lines: main)'],
  ])('refuses %s', async (_name, action, message) => {
    const text = await commandError(action);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });
});

describe('solve output', () => {
  const report: SolveReport = {
    game: 'royal-suit',
    cursor: { line: MAIN_LINE, step: 12 },
    lineName: 'Main line',
    lastStep: 31,
    seat: 1,
    verdict: 'loss',
    winner: 0,
    length: 2,
    line: [
      { seat: 1, action: { type: 'play', pile: 3 }, text: 'Opposers play the 9♣ onto the 8♦ (pile 4).' },
      { seat: 0, action: { type: 'move', from: 4, to: 3 }, text: 'Supporters move the Q♥ from pile 5 onto the 9♣ on pile 4. The Supporters win.' },
    ],
    nodes: 1234,
    depth: 2,
    budget: 2_000_000,
  };

  it('prints the result, the line, its length and the positions searched', () => {
    expect(solveText(report)).toBe(
      [
        'Royal Suit, step 12 of 31 on "Main line" (line main): the Opposers to move.',
        'Result: loss — the Supporters win in 2 actions however the Opposers play.',
        'Line:',
        '  1. Opposers play the 9♣ onto the 8♦ (pile 4).',
        '  2. Supporters move the Q♥ from pile 5 onto the 9♣ on pile 4. The Supporters win.',
        'Length: 2 actions',
        'Positions searched: 1,234',
      ].join('\n'),
    );
  });

  it.each([
    ['a line break', 'Try\nthis', '"Try\\u{a}this"'],
    ['a right-to-left override', 'Try\u202e', '"Try\\u{202e}"'],
    ['a long name', 'x'.repeat(80), `"${'x'.repeat(60)}…"`],
  ])('quotes a line name with %s as the file wrote it', (_case, lineName, shown) => {
    expect(solveText({ ...report, lineName }).split('\n')[0]).toBe(`Royal Suit, step 12 of 31 on ${shown} (line main): the Opposers to move.`);
  });

  it('says when the budget ran out', () => {
    const unknown: SolveReport = { ...report, verdict: 'unknown', winner: null, length: null, line: [], nodes: 2_000_000, depth: 19 };
    expect(solveText(unknown).split('\n').slice(1)).toEqual([
      'Result: unknown — no forced result found within the budget of 2,000,000 positions (every line searched 19 actions deep).',
      'Positions searched: 2,000,000',
    ]);
  });
});

describe('main: solve', () => {
  it('prints the answer for a step', async () => {
    const result = await run('solve', suit, '--step', '15');
    expect(result.code).toBe(EXIT_OK);
    expect(result.out.split('\n').slice(0, 2)).toEqual([
      `Royal Suit, step 15 of ${last} on "Main line" (line main): the Supporters to move.`,
      'Result: win — the Supporters win in 1 action with best play.',
    ]);
  });

  it('prints one JSON object with --json', async () => {
    const result = await run('solve', suit, '--json');
    expect(result.code).toBe(EXIT_OK);
    expect(result.out.split('\n')).toHaveLength(1);
    expect(JSON.parse(result.out)).toMatchObject({ game: 'royal-suit', cursor: { step: 4 }, verdict: 'win', length: 12 });
  });

  it('refuses other games with exit 1 and bad arguments with exit 2', async () => {
    expect(await run('solve', lock)).toEqual({ code: EXIT_FAILED, out: '', err: 'error: solve works on Royal Suit replays; this file holds a Royal Lock game' });
    const usage = await run('solve');
    expect(usage.code).toBe(EXIT_USAGE);
    expect(usage.err.split('\n')[0]).toBe('error: solve needs exactly one FILE');
  });
});
