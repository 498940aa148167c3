/**
 * Crashes from outside: a real child process (crash-child.ts) is killed with
 * SIGKILL at seeded random moments while it saves a replay or plays and
 * autosaves a game, and what it left on disk is opened the way the app opens
 * it. docs/reliability.md reports the figures. CRASH_SAVES, CRASH_GAMES and
 * CRASH_SEED change the run.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../engine';
import { tempDir } from '../testing/replays';
import { createAutosave } from './autosave';
import { drawFrom, type Draw } from './fuzz-mutations';
import { BACKUP_SUFFIX, readReplay } from './replay-store';
import { isStaleTempName } from './stale-temp';

const SAVES = Number(process.env.CRASH_SAVES ?? 100);
const GAME_KILLS = Number(process.env.CRASH_GAMES ?? 50);
const SEED = Number(process.env.CRASH_SEED ?? 14);

/** The kills go round the games, so every game's saves and autosaves are cut short. */
const gameOfKill = (kill: number): string => GAMES[kill % GAMES.length]!.id;

let dir: { path: string; remove: () => Promise<void> };
let child: string;
let draw: Draw;

beforeAll(async () => {
  dir = await tempDir();
  // One bundled file starts in a fraction of the time a TypeScript loader takes, which is what makes 150 kills affordable.
  child = join(dir.path, 'crash-child.cjs');
  await build({
    entryPoints: [new URL('./crash-child.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: child,
    minify: true,
    logLevel: 'error',
  });
  draw = drawFrom(xoroshiro128plus(SEED));
}, 60_000);
afterAll(async () => {
  await dir.remove();
});

/**
 * Runs the child until `ready` accepts a line it printed, waits `delayMs`,
 * kills it with SIGKILL and returns every line it printed.
 */
function runAndKill(args: string[], ready: (line: string) => boolean, delayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buffered = '';
    let errors = '';
    let armed = false;
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (!armed && ready(line)) {
          armed = true;
          setTimeout(() => proc.kill('SIGKILL'), delayMs);
        }
      }
    });
    proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    proc.on('error', reject);
    proc.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the child stopped by itself: ${errors}`));
      else resolve(lines);
    });
  });
}

function lastNumber(lines: readonly string[], word: string): number {
  const found = lines.filter((line) => line.startsWith(`${word} `)).at(-1);
  return found ? Number(found.split(' ').at(-1)) : 0;
}

/** Kills run in a few lanes at once, each in its own folder: starting a process is most of a kill's cost. */
const LANES = 4;

async function inLanes(total: number, lane: (index: number, kills: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i, Math.floor(total / LANES) + (i < total % LANES ? 1 : 0))));
}

describe('killed while saving', () => {
  it(`leaves the file and its backup whole and readable after ${SAVES} kills`, async () => {
    let caughtMidSave = 0;
    let kills = 0;
    await inLanes(SAVES, async (laneIndex, laneKills) => {
      const folder = join(dir.path, `saves-${laneIndex}`);
      await mkdir(folder);
      const path = join(folder, 'game.royal.json');
      let previousTitle: string | null = null;
      for (let kill = 0; kill < laneKills; kill++) {
        // The first child is left to finish two saves, so there is always a file and a backup to protect.
        const ready = kill === 0 ? (line: string) => line === 'saved 2' : (line: string) => line === 'saving 1';
        const lines = await runAndKill(['save', path, gameOfKill(kill * LANES + laneIndex)], ready, draw.int(0, 40));
        kills++;
        const saved = lastNumber(lines, 'saved');
        const saving = lastNumber(lines, 'saving');
        if (saving > saved) caughtMidSave++;

        const file = await readReplay(path);
        const backup = await readReplay(path + BACKUP_SUFFIX);
        const label = `lane ${laneIndex} kill ${kill} (seed ${SEED}) after "${lines.at(-1)}"`;
        expect(file.ok ? null : file.message, label).toBeNull();
        expect(backup.ok ? null : backup.message, label).toBeNull();
        if (!file.ok) continue;
        // Either the save that was cut short never happened, or it happened whole.
        const allowed = [saved > 0 ? `Save ${saved}` : previousTitle, saving > saved ? `Save ${saving}` : null].filter(Boolean);
        expect(allowed, label).toContain(file.loaded.title);
        previousTitle = file.loaded.title ?? null;
      }
    });
    expect(kills).toBe(SAVES);
    // The kills must land inside saves, or the test proves nothing.
    expect(caughtMidSave).toBeGreaterThan(SAVES / 4);
    console.info(`crash test: ${SAVES} kills while saving, ${caughtMidSave} of them between the start and the end of a save; every file and backup opened`);
  }, 600_000);
});

describe('killed while playing', () => {
  it(`restores a step no older than the action before the last completed one after ${GAME_KILLS} kills`, async () => {
    const lags = [0, 0];
    const killsOf = new Map<string, number>();
    let kills = 0;
    await inLanes(GAME_KILLS, async (laneIndex, laneKills) => {
      const userData = join(dir.path, `play-${laneIndex}`);
      for (let kill = 0; kill < laneKills; kill++) {
        const game = gameOfKill(kill * LANES + laneIndex);
        const lines = await runAndKill(['play', userData, game], (line) => line.startsWith('ready '), draw.int(0, 150));
        killsOf.set(game, (killsOf.get(game) ?? 0) + 1);
        kills++;
        const played = lines.filter((line) => line.startsWith('played ') || line.startsWith('ready ')).at(-1)!;
        const [, seed, action] = played.split(' ').map(Number);
        const label = `lane ${laneIndex} kill ${kill} (seed ${SEED}, ${game}) after "${lines.at(-1)}"`;

        const restorable = await createAutosave(userData).restorable();
        expect(restorable, label).toHaveProperty('file');
        if (!restorable || !('file' in restorable)) continue;
        if (restorable.file.title === `Game ${seed! + 1}`) {
          // The game had ended and the next one was dealt and autosaved just before the kill: newer, not older.
          expect(restorable.file.current.step, label).toBe(0);
          lags[0]!++;
          continue;
        }
        expect(restorable.file.title, label).toBe(`Game ${seed}`);
        const lag = action! - restorable.file.current.step;
        // The autosave of an action is written after the action: killed in between, that one action is lost.
        expect([0, 1], label).toContain(lag);
        lags[lag]!++;
      }
      // A kill may leave write-file-atomic's temporary file behind (stale-temp.ts clears those); never a damaged autosave set aside.
      const left = await readdir(join(userData, 'autosave'));
      expect(left).toContain('game.json');
      expect(left.filter((name) => name !== 'game.json' && !isStaleTempName(name))).toEqual([]);
    });
    expect(kills).toBe(GAME_KILLS);
    expect([...killsOf.keys()].sort()).toEqual(GAMES.map((game) => game.id).sort());
    console.info(`crash test: ${GAME_KILLS} kills while playing (${[...killsOf].map(([game, n]) => `${game} ${n}`).join(', ')}); the autosave held the last action ${lags[0]} times and was one action behind ${lags[1]} times`);
  }, 600_000);
});
