import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, main } from './main';
import { mergeByOptions, mergeReports } from './sim-merge';
import { tempDir, type TempDir } from './test-replays';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

type Shard = Record<string, unknown> & { shard: { index: number; count: number } };

let dir: TempDir;
/** The two parts of a series of five Royal Lock games between random bots. */
let parts: Shard[];
/** The same series played whole, under the other reach. */
let anySpace: Record<string, unknown>;
beforeAll(async () => {
  dir = await tempDir();
  parts = [];
  for (const part of ['1/2', '2/2']) {
    const shard = await run('sim', '--game', 'royal-lock', '--games', '5', '--bots', 'random', '--jobs', '1', '--shard', part, '--json');
    parts.push(JSON.parse(shard.out) as Shard);
  }
  anySpace = JSON.parse((await run('sim', '--game', 'royal-lock', '--games', '5', '--bots', 'random', '--jobs', '1', '--option', 'reach=any-space', '--json')).out) as Record<string, unknown>;
});
afterAll(() => dir.remove());

async function write(name: string, report: unknown): Promise<string> {
  const path = join(dir.path, name);
  await writeFile(path, JSON.stringify(report));
  return path;
}

describe('sim-merge', () => {
  it('adds up the parts of one series, in any order', async () => {
    const merged = await mergeReports([await write('b.json', parts[1]), await write('a.json', parts[0])]);
    expect(merged).toMatchObject({ game: 'royal-lock', games: 5, seriesGames: 5, shard: null });
  });

  it('gives the merged series the spread of lengths of the whole run', async () => {
    const whole = JSON.parse((await run('sim', '--game', 'royal-lock', '--games', '5', '--bots', 'random', '--jobs', '1', '--json')).out) as Record<string, unknown>;
    const merged = await mergeReports([await write('a.json', parts[0]), await write('b.json', parts[1])]);
    expect(merged.actionsHistogram).toEqual(whole.actionsHistogram);
    expect(merged.tally.actionCounts).toEqual((whole.tally as Record<string, unknown>).actionCounts);
    expect(merged.scoresBySeat).toBeNull();
  });

  it('takes a whole run as the one part of its series', async () => {
    const merged = await mergeReports([await write('whole.json', anySpace)]);
    expect(merged).toMatchObject({ games: 5, options: { reach: 'any-space' }, actionsHistogram: anySpace.actionsHistogram });
  });

  it('groups runs by their options for a side-by-side report, in the order given', async () => {
    const reports = await mergeByOptions([await write('w.json', anySpace), await write('a.json', parts[0]), await write('b.json', parts[1])]);
    expect(reports.map((report) => [report.options.reach, report.games])).toEqual([
      ['any-space', 5],
      ['own-space', 5],
    ]);
  });

  it('refuses runs compared side by side that differ in more than their options', async () => {
    const a = await write('A', parts[0]);
    const b = await write('B', { ...anySpace, bots: ['keeper', 'keeper'] });
    const c = await write('C', parts[1]);
    const result = await run('sim-merge', a, c, b, '--report', join(dir.path, 'r.html'));
    expect(result).toEqual({ code: EXIT_FAILED, out: '', err: `error: ${JSON.stringify(a)} and ${JSON.stringify(b)} differ in bots: runs compared side by side may differ in their options alone` });
  });

  it('refuses, in words, a part written before lengths and points were counted', async () => {
    const tally = { ...(parts[1]!.tally as Record<string, unknown>) };
    delete tally.actionCounts;
    delete tally.scoreCountsBySeat;
    const a = await write('A', parts[0]);
    const b = await write('B', { ...parts[1], tally });
    const result = await run('sim-merge', a, b);
    expect(result.err).toBe(`error: ${JSON.stringify(b)} was written by an older version that did not count game lengths and points: run that part again`);
  });

  it.each<[string, (second: Shard) => Shard, string]>([
    ['the same part twice', () => parts[0]!, '"A" and "B" are both part 1 of 2: give each part once'],
    ['another seed', (second) => ({ ...second, seed: 2 }), '"A" and "B" are not parts of one series: they differ in seed'],
    ['another number of parts', (second) => ({ ...second, shard: { index: 2, count: 3 } }), '"A" and "B" are not parts of one series: they differ in number of parts'],
    [
      'other bots and options',
      (second) => ({ ...second, bots: ['keeper', 'keeper'], options: { reach: 'any-space' } }),
      '"A" and "B" are not parts of one series: they differ in bots and options',
    ],
    ['another action limit', (second) => ({ ...second, maxActionLimit: 50 }), '"A" and "B" are not parts of one series: they differ in action limit'],
    ['a part number past the count', (second) => ({ ...second, shard: { index: 3, count: 2 } }), '"B" does not add up: its part number, game count or seats disagree with its series'],
  ])('refuses %s, naming the files', async (_case, second, message) => {
    const a = await write('A', parts[0]);
    const b = await write('B', second(parts[1]!));
    const result = await run('sim-merge', a, b);
    expect(result).toEqual({ code: EXIT_FAILED, out: '', err: `error: ${message.replaceAll('"A"', JSON.stringify(a)).replaceAll('"B"', JSON.stringify(b))}` });
  });
});
