import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { copyFileAtomic, writeTextAtomic } from './atomic-write';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

describe('writeTextAtomic', () => {
  it('creates a file and replaces it whole', async () => {
    const target = join(dir.path, 'game.royal.json');
    await writeTextAtomic(target, 'first\n');
    await writeTextAtomic(target, 'second\n');
    expect(await readFile(target, 'utf8')).toBe('second\n');
    expect(await readdir(dir.path)).toEqual(['game.royal.json']);
  });

  it('leaves the old file intact and no temporary file when a write fails half-way', async () => {
    const target = join(dir.path, 'game.royal.json');
    await writeFile(target, 'the old game\n');
    const failing = writeTextAtomic(target, 'the new game, much longer than the old one\n', {
      onTempFile: async (temp) => {
        await writeFile(temp, 'the new ga');
        throw new Error('disk unplugged');
      },
    });
    await expect(failing).rejects.toThrow('disk unplugged');
    expect(await readFile(target, 'utf8')).toBe('the old game\n');
    expect(await readdir(dir.path)).toEqual(['game.royal.json']);
  });

  it('fails without creating anything when the folder has vanished', async () => {
    const gone = join(dir.path, 'gone');
    await mkdir(gone);
    await rm(gone, { recursive: true });
    await expect(writeTextAtomic(join(gone, 'game.royal.json'), 'text')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dir.path)).toEqual([]);
  });
});

describe('copyFileAtomic', () => {
  it('copies a file over an existing one', async () => {
    await writeFile(join(dir.path, 'a'), 'new');
    await writeFile(join(dir.path, 'b'), 'old');
    await copyFileAtomic(join(dir.path, 'a'), join(dir.path, 'b'));
    expect(await readFile(join(dir.path, 'b'), 'utf8')).toBe('new');
    expect((await readdir(dir.path)).sort()).toEqual(['a', 'b']);
  });

  it('keeps the target and leaves no temporary file when the source is missing', async () => {
    await writeFile(join(dir.path, 'b'), 'old');
    await expect(copyFileAtomic(join(dir.path, 'missing'), join(dir.path, 'b'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(join(dir.path, 'b'), 'utf8')).toBe('old');
    expect(await readdir(dir.path)).toEqual(['b']);
  });
});
