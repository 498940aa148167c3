/** The real command, spawned the way `npm run -s cli` runs it. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, writeSample, type TempDir } from './test-replays';

const ROOT = new URL('../..', import.meta.url).pathname;

function cli(...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'src/cli/index.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr.replace(/^npm warn.*\n/gm, '') };
}

let dir: TempDir;
let sample: string;
beforeAll(async () => {
  dir = await tempDir();
  sample = await writeSample(dir.path);
});
afterAll(() => dir.remove());

describe('the cli command', () => {
  it('runs a simulation and prints the same JSON for the same arguments, apart from the time', () => {
    const args = ['sim', '--game', 'royal-lock', '--games', '2', '--seed', '9', '--bots', 'random', '--json'];
    const first = cli(...args);
    const second = cli(...args);
    expect(first.code).toBe(0);
    expect(first.err).toBe('');
    const { elapsedMs, ...rest } = JSON.parse(first.out) as { elapsedMs: number };
    expect(typeof elapsedMs).toBe('number');
    const { elapsedMs: _, ...again } = JSON.parse(second.out) as { elapsedMs: number };
    expect(again).toEqual(rest);
  });

  it('verifies a replay file', () => {
    expect(cli('replay', 'verify', sample)).toEqual({ code: 0, out: 'ok: royal-lock, 2 players, 3 lines, 14 steps, unfinished\n', err: '' });
  });

  it('answers a bad file with one line and exit 1, without a stack trace', () => {
    const result = cli('replay', 'verify', `${dir.path}/missing.royal.json`);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(result.err).toMatch(/^error: .*missing\.royal\.json/);
  });

  it('answers bad arguments with the usage on stderr and exit 2', () => {
    const result = cli('simulate');
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^error: unknown command "simulate"\n\nRoyal Table command line\n/);
  });

  it('ends quietly when the reader of its output goes away, as `| head` does', async () => {
    const child = spawn('npx', ['tsx', 'src/cli/index.ts', '--help'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed before the command has started: its first write finds no reader.
    child.stdout.destroy();
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, err: err.replace(/^npm warn.*\n/gm, '') }).toEqual({ code: 0, err: '' });
  });

  it.skipIf(!existsSync('/dev/full'))('says in one line that a full disk took its output, exit 1', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const result = spawnSync('npx', ['tsx', 'src/cli/index.ts', '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, stdio: ['ignore', full, 'pipe'] });
      expect({ code: result.status, err: result.stderr.replace(/^npm warn.*\n/gm, '') }).toEqual({ code: 1, err: 'error: The output could not be written: the disk is full.\n' });
    } finally {
      closeSync(full);
    }
  });
});
