import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, main } from './main';
import { tempDir, writeSample, type TempDir } from './test-replays';
import { USAGE } from './usage';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir: TempDir;
let sample: string;
beforeAll(async () => {
  dir = await tempDir();
  sample = await writeSample(dir.path);
});
afterAll(() => dir.remove());

describe('main', () => {
  it('prints the usage on stdout for --help', async () => {
    expect(await run('--help')).toEqual({ code: EXIT_OK, out: USAGE, err: '' });
  });

  it.each([
    [[], 'error: no command given'],
    [['sim', '--game', 'royal-chess'], 'error: unknown game "royal-chess" (known: royal-lock, royal-suit, royal-lines, royals, alliance-royals)'],
    [['sim', '--game', 'royal-lock', '--games', 'x'], 'error: --games needs a whole number, not "x"'],
    [['sim', '--game', 'royal-lock', '--turbo'], 'error: unknown option "--turbo"'],
    [['replay', 'verify'], 'error: replay verify needs exactly one FILE'],
  ])('answers %j with the reason and the usage on stderr, exit 2', async (argv, first) => {
    const result = await run(...argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.out).toBe('');
    expect(result.err.split('\n')[0]).toBe(first);
    expect(result.err).toContain(USAGE);
  });

  it.each<[string, () => string[], number]>([
    ['an unknown command', () => ['simulate'], EXIT_USAGE],
    ['a negative number', () => ['sim', '--game', 'royal-lock', '--games', '-1'], EXIT_USAGE],
    ['an unknown bot', () => ['sim', '--game', 'royal-lock', '--bots', 'genius'], EXIT_USAGE],
    ['a missing file', () => ['replay', 'verify', join(dir.path, 'nowhere.royal.json')], EXIT_FAILED],
    ['a step the file does not have', () => ['replay', 'show', sample, '--step', '99'], EXIT_FAILED],
    ['a line the file does not have', () => ['replay', 'show', sample, '--line', 'branch-9'], EXIT_FAILED],
    ['a player the file does not have', () => ['replay', 'show', sample, '--viewer', '5'], EXIT_FAILED],
    ['a file that is not a puzzle', () => ['puzzle', 'verify', sample], EXIT_FAILED],
  ])('exits as the help says for %s', async (_case, argv, code) => {
    expect((await run(...argv())).code).toBe(code);
  });

  it('lists in the help the exit codes the commands use', () => {
    expect(USAGE).toMatch(new RegExp(`^  ${EXIT_OK}  done`, 'm'));
    expect(USAGE).toMatch(new RegExp(`^  ${EXIT_FAILED}  a file could not be read or written`, 'm'));
    expect(USAGE).toMatch(new RegExp(`^  ${EXIT_USAGE}  bad arguments`, 'm'));
  });

  it('prints one JSON object for sim --json', async () => {
    const result = await run('sim', '--game', 'royal-lock', '--games', '3', '--bots', 'random', '--json');
    expect(result.code).toBe(EXIT_OK);
    expect(result.out.split('\n')).toHaveLength(1);
    expect(JSON.parse(result.out)).toMatchObject({ game: 'royal-lock', games: 3, bots: ['random', 'random'] });
  });

  it('merges the shards of a series into the report of the whole', async () => {
    const parts: string[] = [];
    for (const part of ['1/2', '2/2']) {
      const shard = await run('sim', '--game', 'royal-lock', '--games', '5', '--bots', 'random', '--jobs', '1', '--shard', part, '--json');
      const path = join(dir.path, `shard-${parts.length + 1}.json`);
      await writeFile(path, shard.out);
      parts.push(path);
    }
    const merged = await run('sim-merge', ...parts, '--json');
    expect(merged.code).toBe(EXIT_OK);
    expect(JSON.parse(merged.out)).toMatchObject({ game: 'royal-lock', games: 5, seriesGames: 5, shard: null });
    const missing = await run('sim-merge', parts[0]!);
    expect(missing).toEqual({ code: EXIT_FAILED, out: '', err: 'error: part 2 of 2 is missing' });
  });

  it('verifies a good file', async () => {
    expect(await run('replay', 'verify', sample)).toEqual({
      code: EXIT_OK,
      out: 'ok: royal-lock, 2 players, 3 lines, 14 steps, unfinished',
      err: '',
    });
  });

  it('refuses a bad file with one error line, exit 1', async () => {
    const bad = join(dir.path, 'bad.royal.json');
    await writeFile(bad, 'not json at all');
    expect(await run('replay', 'verify', bad)).toEqual({
      code: EXIT_FAILED,
      out: '',
      err: 'error: The file is not valid JSON: it may be truncated or damaged.',
    });
  });

  it('shows a step, and refuses one out of range with exit 1', async () => {
    const shown = await run('replay', 'show', sample, '--step', '2', '--viewer', '1');
    expect(shown.code).toBe(EXIT_OK);
    expect(shown.out.split('\n')[0]).toBe('Step 2 of 9 on "Main line" (line main)');
    const outside = await run('replay', 'show', sample, '--step', '10');
    expect(outside).toEqual({ code: EXIT_FAILED, out: '', err: 'error: step 10 is outside "Main line" (0 to 9)' });
  });
});
