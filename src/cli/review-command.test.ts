import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './args';
import { EXIT_FAILED, EXIT_OK } from './main';
import { runCli } from './test-replays';

const EXAMPLE = fileURLToPath(new URL('../../examples/royal-lines/a-round-told-step-by-step.royal.json', import.meta.url));

const run = runCli;

describe('review arguments', () => {
  it('defaults to the main line, standard strength, seed 1 and every core', () => {
    expect(parseCliArgs(['review', 'game.royal.json'])).toEqual({ kind: 'review', file: 'game.royal.json', line: null, strength: 'standard', seed: 1, jobs: null, json: false });
  });

  it.each([
    { argv: ['review'], message: 'review needs exactly one FILE' },
    { argv: ['review', 'a', '--strength', 'godlike'], message: '--strength must be quick, standard, deep, not "godlike"' },
    { argv: ['review', 'a', '--jobs', '0'], message: /--jobs/ },
  ])('refuses $argv', ({ argv, message }) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('review FILE', () => {
  it('judges every decision the same on one core as on two', async () => {
    const one = await run('review', EXAMPLE, '--strength', 'quick', '--jobs', '1', '--json');
    const two = await run('review', EXAMPLE, '--strength', 'quick', '--jobs', '2', '--json');
    expect(one.code).toBe(EXIT_OK);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(one.out) as { review: { kind: string; steps: { step: number; played: { label: string } }[] } };
    expect(report.review.kind).toBe('review');
    expect(report.review.steps.map((s) => s.step)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    expect(report.review.steps[0]!.played.label).toMatch(/^Promise /);
  }, 120_000);

  it('prints a line per decision and each seat’s marks as text', async () => {
    const { code, out } = await run('review', EXAMPLE, '--strength', 'quick', '--jobs', '2');
    expect(code).toBe(EXIT_OK);
    expect(out).toMatch(/^Review of "Royal Lines: a round told step by step", Royal Lines, "Main line": 39 decisions at quick strength, seed 1/);
    expect(out).toMatch(/\n {3}1 {2}"Seat 1": Promise /);
    expect(out).toMatch(/\n"Seat 3": (no|\d+) blunders?, /);
  }, 120_000);

  it('names the lines a file has when asked for one it has not', async () => {
    const { code, err } = await run('review', EXAMPLE, '--line', 'nowhere');
    expect(code).toBe(EXIT_FAILED);
    expect(err).toMatch(/the replay has no line "nowhere" \(lines: main/);
  });
});
