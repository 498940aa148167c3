import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pairedSummary, readResults, settingsChanges, summaryText, textFlag, wholeNumberFlag } from './duel';

describe('a duel of two bots', () => {
  it('sums up paired deals: wins, the deals only one bot won, and the difference with its 95% interval', () => {
    // 4 won by both, 1 by A alone, 3 by B alone, 2 by neither.
    const pairs = [
      ...Array.from({ length: 4 }, () => ({ a: true, b: true })),
      { a: true, b: false },
      ...Array.from({ length: 3 }, () => ({ a: false, b: true })),
      ...Array.from({ length: 2 }, () => ({ a: false, b: false })),
    ];
    // Differences: mean 0.2, sample variance 0.4, standard error 0.2, half-width 1.96 × 0.2.
    expect(pairedSummary(pairs)).toEqual({
      deals: 10,
      winsA: 5,
      winsB: 7,
      both: 4,
      onlyA: 1,
      onlyB: 3,
      difference: 20,
      low: -19.2,
      high: 59.2,
    });
  });

  it('gives no interval width when the bots won exactly the same deals', () => {
    const pairs = [
      { a: true, b: true },
      { a: false, b: false },
      { a: true, b: true },
    ];
    expect(pairedSummary(pairs)).toMatchObject({ difference: 0, low: 0, high: 0 });
  });

  it('refuses to sum up when no deal was played by both bots', () => {
    expect(() => pairedSummary([])).toThrow('No deal was played by both bots.');
  });

  it('names the bots in its summary, with the difference signed', () => {
    const text = summaryText('keeper', 'planner', pairedSummary([{ a: false, b: true }, { a: true, b: true }]));
    expect(text).toContain('planner: 2 wins (100.0%), 1 where keeper lost');
    expect(text).toContain('planner less keeper: +50.0 points, 95% interval');
  });

  it('reads whole numbers and text after their flags, with a fallback when a flag is not given', () => {
    const args = ['planner', '--from', '20', '--against', 'random'];
    expect(wholeNumberFlag(args, '--from', 0)).toBe(20);
    expect(wholeNumberFlag(args, '--to', 100)).toBe(100);
    expect(textFlag(args, '--against', 'heuristic')).toBe('random');
    expect(textFlag(args, '--base', 'none')).toBe('none');
    expect(() => wholeNumberFlag(['--from', '2.5'], '--from', 0)).toThrow('--from needs a whole number, not "2.5".');
    expect(() => wholeNumberFlag(['--from'], '--from', 0)).toThrow('--from needs a whole number, not "".');
  });

  it('takes a variant’s settings as a JSON object of settings its bot has, naming them when one is unknown', () => {
    const defaults = { deals: 16, depth: 4 };
    expect(settingsChanges('{"deals":32}', defaults, '--settings', 'sampler')).toEqual({ deals: 32 });
    expect(() => settingsChanges('deals=3', defaults, '--settings', 'sampler')).toThrow('--settings needs a JSON object of sampler settings, not "deals=3".');
    expect(() => settingsChanges('[3]', defaults, '--tree', 'tree search')).toThrow('--tree needs a JSON object of tree search settings');
    expect(() => settingsChanges('null', defaults, '--settings', 'sampler')).toThrow('--settings needs a JSON object');
    expect(() => settingsChanges('{"dpth":3}', defaults, '--settings', 'sampler')).toThrow('The sampler has no setting called dpth; its settings are deals, depth.');
  });

  const folder = mkdtempSync(join(tmpdir(), 'duel-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads every result line of every file, blank lines left out', () => {
    const first = join(folder, 'a.jsonl');
    const second = join(folder, 'b.jsonl');
    writeFileSync(first, '{"index":0}\n\n{"index":1}\n');
    writeFileSync(second, '{"index":2}');
    expect(readResults<{ index: number }>([first, second]).map((r) => r.index)).toEqual([0, 1, 2]);
  });
});
