import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stateHash } from '../engine/core/hash';
import { readReplay } from '../main/files/replay-store';
import { parseCliArgs, UsageError, type SimArgs } from './args';
import { playGame, runSim } from './sim';
import { resolveSim, type SimConfig } from './sim-config';

function config(...extra: string[]): SimConfig {
  return resolveSim(parseCliArgs(['sim', '--game', 'royal-suit', ...extra]) as SimArgs);
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('sim --game royal-suit', () => {
  it('seats the sampler by default, and one bot per side with --bots', () => {
    expect(config().bots.map((bot) => bot.id)).toEqual(['sampler', 'sampler']);
    expect(config('--bots', 'heuristic,random').bots.map((bot) => bot.id)).toEqual(['heuristic', 'random']);
    expect(() => config('--players', '3')).toThrow(new UsageError('Royal Suit takes 2 players, not 3'));
    expect(() => config('--bots', 'keeper')).toThrow(new UsageError('Royal Suit has no bot "keeper" (bots: sampler, heuristic, random)'));
  });

  it('counts the wins of the supporters (seat 1) and the opposers (seat 2), with each option', async () => {
    const report = await runSim(config('--bots', 'heuristic,random', '--games', '20', '--option', 'deck=long', '--option', 'topCards=open'));
    expect(report.options).toEqual({ deck: 'long', blackRoyal: 'KS', redRoyal: 'QH', topCards: 'open' });
    expect(report.unfinished).toBe(0);
    expect((report.outcomes.supporters ?? 0) + (report.outcomes.opposers ?? 0)).toBe(20);
    expect(report.winsBySeat).toEqual([report.outcomes.supporters ?? 0, report.outcomes.opposers ?? 0]);
  });

  it('plays every seat with its own bot and keeps the games as replays that rebuild', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'royal-suit-sim-'));
    dirs.push(dir);
    const settings = config('--bots', 'sampler,heuristic', '--games', '2', '--seed', '6', '--save-replays', dir);
    await runSim(settings);
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    for (const [i, name] of names.entries()) {
      const played = playGame(settings, i);
      expect(new Set(played.actions.map((a) => a.seat))).toEqual(new Set([0, 1]));
      const read = await readReplay(join(dir, name));
      if (!read.ok) throw new Error(read.message);
      expect(read.file.players.map((p) => p.bot)).toEqual(['sampler', 'heuristic']);
      expect(stateHash(read.loaded.record.stateAt(read.loaded.cursor))).toBe(played.finalHash);
    }
  });
});
