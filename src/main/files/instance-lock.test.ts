import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { AlreadyRunning, LOCK_FILE, processRuns, takeInstanceLock } from './instance-lock';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

const lockPath = () => join(dir.path, LOCK_FILE);
const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('the browser host lock on its data folder', () => {
  it('is taken with this process id, refused to a second taker while held, and free again once released', async () => {
    const lock = await takeInstanceLock(dir.path);
    expect(await readFile(lockPath(), 'utf8')).toBe(`${process.pid}\n`);
    const refused = await takeInstanceLock(dir.path).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AlreadyRunning);
    expect((refused as Error).message).toBe(`Royal Table is already running with this data folder (process ${process.pid}). Use its window, or stop it first.`);
    await lock.release();
    expect(await exists(lockPath())).toBe(false);
    const again = await takeInstanceLock(dir.path);
    await again.release();
  });

  it.each([
    { name: 'a process that still runs', content: '4242\n', runs: true, taken: false },
    { name: 'a process that is gone', content: '4242\n', runs: false, taken: true },
    { name: 'a write cut short (empty)', content: '', runs: true, taken: true },
    { name: 'text that is no process id', content: 'not a pid', runs: true, taken: true },
  ])('a lock left by $name is taken over: $taken', async ({ content, runs, taken }) => {
    await writeFile(lockPath(), content);
    const result = await takeInstanceLock(dir.path, () => runs).then(
      (lock) => lock,
      (error: unknown) => error,
    );
    if (taken) {
      expect(await readFile(lockPath(), 'utf8')).toBe(`${process.pid}\n`);
      await (result as { release(): Promise<void> }).release();
    } else {
      expect(result).toBeInstanceOf(AlreadyRunning);
      expect((result as AlreadyRunning).pid).toBe(4242);
      expect(await readFile(lockPath(), 'utf8')).toBe(content);
    }
  });

  it('release leaves a lock another process has since taken', async () => {
    const lock = await takeInstanceLock(dir.path);
    await writeFile(lockPath(), '4242\n');
    await lock.release();
    expect(await readFile(lockPath(), 'utf8')).toBe('4242\n');
  });

  it('knows this process runs', () => {
    expect(processRuns(process.pid)).toBe(true);
  });
});
