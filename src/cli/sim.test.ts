import fc from 'fast-check';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stateHash } from '../engine/core/hash';
import { GAMES } from '../engine/games';
import { seedFor } from '../engine/testing/seeds';
import { readReplay } from '../main/files/replay-store';
import { parseCliArgs, type SimArgs } from './args';
import { simJson } from './format';
import { folderFailureMessage, playGame, runSim, shardRange, type SimReport } from './sim';
import { mergeReports } from './sim-merge';
import { resolveSim, type SimConfig } from './sim-config';

function config(...extra: string[]): SimConfig {
  return resolveSim(parseCliArgs(['sim', '--game', 'royal-lock', ...extra]) as SimArgs);
}

const fixedClock = () => {
  let t = 0;
  return () => (t += 250);
};

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('playGame', () => {
  it('gives game i of a series the seed derived from the series seed and i', () => {
    const settings = config('--bots', 'random', '--seed', '77');
    expect([0, 1, 2].map((i) => playGame(settings, i).seed)).toEqual([0, 1, 2].map((i) => seedFor(77, i)));
  });

  it('plays the same game again from the same seed', () => {
    const settings = config('--bots', 'random');
    expect(playGame(settings, 3)).toEqual(playGame(settings, 3));
    expect(playGame(settings, 3).finalHash).not.toBe(playGame(settings, 4).finalHash);
  });

  it('plays to an outcome, or stops at the action limit', () => {
    const finished = playGame(config('--bots', 'random'), 0);
    expect(finished.outcome?.label).toMatch(/^(win|loss)$/);
    const cut = playGame(config('--bots', 'random', '--max-actions', '2'), 0);
    expect(cut.actions).toHaveLength(2);
    expect(cut.outcome).toBeNull();
  });

  it('lets each seat play its own bot', () => {
    const played = playGame(config('--bots', 'keeper,random'), 0);
    expect(new Set(played.actions.map((a) => a.seat))).toEqual(new Set([0, 1]));
  });
});

describe('runSim', () => {
  it('sums up the series', async () => {
    const report = await runSim(config('--bots', 'random', '--games', '40', '--seed', '3'), { now: fixedClock() });
    expect(report).toMatchObject({
      game: 'royal-lock',
      games: 40,
      seed: 3,
      players: 2,
      bots: ['random', 'random'],
      options: { reach: 'own-space', redDeckOut: 'reshuffle' },
      elapsedMs: 250,
    });
    const ended = Object.values(report.outcomes).reduce((a, b) => a + b, 0);
    expect(ended + report.unfinished).toBe(40);
    expect(report.minActions).toBeLessThanOrEqual(report.meanActions);
    expect(report.meanActions).toBeLessThanOrEqual(report.maxActions);
    expect(Object.keys(report)).toEqual([
      'game', 'games', 'seed', 'players', 'bots', 'options', 'outcomes', 'winsBySeat', 'shareBySeat', 'winRateBySeat', 'actionsHistogram', 'scoresBySeat', 'meanActions', 'minActions', 'maxActions', 'unfinished',
      'maxActionLimit', 'seriesGames', 'shard', 'tally', 'elapsedMs',
    ]);
  });

  it('counts the games each seat won, alone or shared, and its share of the wins', async () => {
    const settings = config('--bots', 'keeper', '--games', '12', '--seed', '4');
    const report = await runSim(settings);
    const winners = Array.from({ length: 12 }, (_, i) => playGame(settings, i).outcome?.winners ?? []);
    expect(report.winsBySeat).toEqual([0, 1].map((seat) => winners.filter((w) => w.includes(seat)).length));
    const finished = 12 - report.unfinished;
    const wonGames = winners.filter((w) => w.length > 0).length;
    expect(report.shareBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(wonGames, 6);
    expect(wonGames).toBeLessThanOrEqual(finished);
  });

  it('repeats exactly for the same arguments, apart from the time taken', async () => {
    const { elapsedMs: _a, ...first } = await runSim(config('--games', '4', '--seed', '11'));
    const { elapsedMs: _b, ...second } = await runSim(config('--games', '4', '--seed', '11'));
    expect(second).toEqual(first);
    const { elapsedMs: _c, ...other } = await runSim(config('--games', '4', '--seed', '12'));
    expect(other).not.toEqual(first);
  });

  it('counts games cut off by the action limit as unfinished', async () => {
    const report = await runSim(config('--bots', 'random', '--games', '5', '--max-actions', '3'));
    expect(report).toMatchObject({ outcomes: {}, unfinished: 5, minActions: 3, maxActions: 3, meanActions: 3 });
    // With no game finished nothing is known of any seat: no rate, which a rate of 0 would misstate as never winning.
    expect(report.winRateBySeat).toEqual([
      { rate: null, low: 0, high: 1 },
      { rate: null, low: 0, high: 1 },
    ]);
  });

  it('saves every game as a replay that rebuilds the position the simulation reached', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'royal-sim-'));
    dirs.push(dir);
    const settings = config('--bots', 'random,keeper', '--games', '3', '--seed', '5', '--option', 'reach=any-space', '--save-replays', join(dir, 'out'));
    await runSim(settings);
    const names = (await readdir(join(dir, 'out'))).sort();
    expect(names).toEqual([0, 1, 2].map((i) => `royal-lock-${i + 1}-seed${seedFor(5, i)}.royal.json`));
    for (const [i, name] of names.entries()) {
      const read = await readReplay(join(dir, 'out', name));
      if (!read.ok) throw new Error(read.message);
      const played = playGame(settings, i);
      expect(read.file.options).toEqual({ reach: 'any-space', redDeckOut: 'reshuffle' });
      expect(read.file.players).toEqual([
        { name: 'Random 1', bot: 'random' },
        { name: 'Keeper 2', bot: 'keeper' },
      ]);
      expect(read.loaded.cursor).toEqual({ line: 'main', step: played.actions.length });
      expect(stateHash(read.loaded.record.stateAt(read.loaded.cursor))).toBe(played.finalHash);
    }
  });
});

describe('saving replays', () => {
  async function scratch(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'royal-save-'));
    dirs.push(dir);
    return dir;
  }
  const reason = (run: Promise<unknown>) => run.then(() => 'saved', (error: Error) => error.message);

  it('says in a user\'s words why the folder cannot be made, before any game is played', async () => {
    const dir = await scratch();
    const file = join(dir, 'a-file');
    await writeFile(file, '');
    expect(await reason(runSim(config('--games', '2', '--save-replays', file)))).toBe(`"${file}" is a file, not a folder: --save-replays needs a folder to write the replays into.`);
    const under = join(file, 'replays');
    expect(await reason(runSim(config('--games', '2', '--save-replays', under)))).toBe(`The folder "${under}" cannot be made: part of its path is a file, not a folder.`);
  });

  it('names the game whose replay could not be written', async () => {
    const dir = await scratch();
    const taken = join(dir, `royal-lock-2-seed${seedFor(5, 1)}.royal.json`);
    await mkdir(taken);
    const run = runSim(config('--games', '3', '--seed', '5', '--bots', 'random', '--save-replays', dir));
    expect(await reason(run)).toBe(`The replay of game 2 was not saved: "${taken}" is a folder; choose a file name.`);
  });

  it.each([
    ['EEXIST', '"out\\u{1b}[2J" is a file, not a folder: --save-replays needs a folder to write the replays into.'],
    ['ENOTDIR', 'The folder "out\\u{1b}[2J" cannot be made: part of its path is a file, not a folder.'],
    ['EACCES', 'The folder "out\\u{1b}[2J" cannot be made: permission denied.'],
    ['EPERM', 'The folder "out\\u{1b}[2J" cannot be made: permission denied.'],
    ['EROFS', 'The folder "out\\u{1b}[2J" cannot be made: the disk is read-only.'],
    ['ENOSPC', 'The folder "out\\u{1b}[2J" cannot be made: the disk is full.'],
    ['ENAMETOOLONG', 'The path "out\\u{1b}[2J" is too long.'],
    ['EIO', 'The folder "out\\u{1b}[2J" cannot be made (EIO).'],
  ])('says %s as a sentence, with the path quoted', (code, message) => {
    expect(folderFailureMessage(Object.assign(new Error(`${code}: raw`), { code }), 'out\u001b[2J')).toBe(message);
  });
});

describe('series over workers and shards', () => {
  it('gives each shard a contiguous run of games, together the whole series once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 64 }), (games, count) => {
        const ranges = Array.from({ length: count }, (_, i) => shardRange(games, { index: i + 1, count }));
        expect(ranges[0]!.from).toBe(0);
        expect(ranges.at(-1)!.to).toBe(games);
        ranges.slice(1).forEach((range, i) => expect(range.from).toBe(ranges[i]!.to));
      }),
    );
  });

  it('reports on worker threads exactly what one core reports for the same seed', async () => {
    const settings = config('--bots', 'keeper,random', '--games', '9', '--seed', '21');
    const { elapsedMs: _a, ...one } = await runSim(settings);
    const args = parseCliArgs(['sim', '--game', 'royal-lock', '--bots', 'keeper,random', '--games', '9', '--seed', '21']) as SimArgs;
    const progress: number[] = [];
    const { elapsedMs: _b, ...two } = await runSim(settings, { parallel: { jobs: 2, args }, onProgress: (done) => progress.push(done) });
    expect(two).toEqual(one);
    expect(progress.at(-1)).toBe(9);
  });
});

describe('sim-merge', () => {
  async function shardFiles(dir: string, count: number, extra: string[] = [], game = 'royal-lock'): Promise<string[]> {
    const paths: string[] = [];
    for (let index = 1; index <= count; index++) {
      const args = parseCliArgs(['sim', '--game', game, '--games', '7', '--seed', '4', '--jobs', '1', '--shard', `${index}/${count}`, ...extra]) as SimArgs;
      const report = await runSim(resolveSim(args), { shard: args.shard });
      const path = join(dir, `part-${index}.json`);
      await writeFile(path, simJson(report));
      paths.push(path);
    }
    return paths;
  }

  async function scratch(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'royal-merge-'));
    dirs.push(dir);
    return dir;
  }

  const withoutTime = ({ elapsedMs: _, ...rest }: SimReport) => rest;

  it('adds the parts of a series up to the report of the whole series', async () => {
    const dir = await scratch();
    const paths = await shardFiles(dir, 3);
    const whole = await runSim(config('--games', '7', '--seed', '4'));
    expect(withoutTime(await mergeReports([...paths].reverse()))).toEqual(withoutTime(whole));
  });

  it('refuses a missing part, a part given twice, another series, and files that are not sim reports', async () => {
    const dir = await scratch();
    const [one, two, three] = await shardFiles(dir, 3);
    const [other] = await shardFiles(await scratch(), 3, ['--bots', 'random']);
    const junk = join(dir, 'junk.json');
    await writeFile(junk, '{"game": "royal-lock\u001b[2J"');
    const plain = join(dir, 'plain.json');
    await writeFile(plain, simJson(await runSim(config('--games', '2'))));
    const stranger = join(dir, 'stranger.json');
    await writeFile(stranger, JSON.stringify({ game: 'royal-lock', tally: { actionCounts: {} } }));
    const reason = (paths: string[]) => mergeReports(paths).then(() => 'merged', (error: Error) => error.message);
    expect(await reason([one!, three!])).toBe('part 2 of 3 is missing');
    expect(await reason([one!, two!, two!, three!])).toBe(`"${two}" and "${two}" are both part 2 of 3: give each part once`);
    expect(await reason([one!, two!, other!])).toBe(`"${one}" and "${other}" are not parts of one series: they differ in bots`);
    expect(await reason([junk])).toContain('is not JSON');
    // A whole run is the one part of its series.
    expect(await reason([plain])).toBe('merged');
    expect(await reason([stranger])).toContain('is not the JSON report of a sim shard');
    expect(await reason([join(dir, 'nowhere.json')])).not.toBe('merged');
  });

  it.each(GAMES.map((game) => game.id))('merges the parts of a %s series: its outcomes are words a report may hold', async (game) => {
    const paths = await shardFiles(await scratch(), 2, ['--bots', 'random'], game);
    const merged = await mergeReports(paths);
    expect(merged.games).toBe(7);
    expect(Object.keys(merged.outcomes).length).toBeGreaterThan(0);
  });

  it('refuses a part whose outcomes are not words a game writes', async () => {
    const dir = await scratch();
    const [one, two] = await shardFiles(dir, 2);
    for (const label of ['w\u001b[2Jin', 'w\u202ein', 'Win', '']) {
      const report = JSON.parse(await readFile(two!, 'utf8'));
      const [first] = Object.keys(report.tally.outcomes);
      report.tally.outcomes = { [label]: report.tally.outcomes[first!] };
      await writeFile(two!, JSON.stringify(report));
      await expect(mergeReports([one!, two!]), JSON.stringify(label)).rejects.toThrow('is not the JSON report of a sim shard');
    }
  });

  it('refuses a part whose sums disagree with its place in the series', async () => {
    const dir = await scratch();
    const [one, two] = await shardFiles(dir, 2);
    const report = JSON.parse(await readFile(two!, 'utf8'));
    report.tally.games += 1;
    await writeFile(two!, JSON.stringify(report));
    await expect(mergeReports([one!, two!])).rejects.toThrow('does not add up');
  });
});
