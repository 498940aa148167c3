import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { RECENT_FILE, createRecentFiles } from './recent-files';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

/** Creates the named game files and returns their paths. */
async function games(...names: string[]): Promise<string[]> {
  await mkdir(join(dir.path, 'games'), { recursive: true });
  return Promise.all(
    names.map(async (name) => {
      const path = join(dir.path, 'games', name);
      await writeFile(path, '{}');
      return path;
    }),
  );
}

describe('recent files', () => {
  it('is empty at first', async () => {
    expect(await createRecentFiles(dir.path).list()).toEqual([]);
  });

  it('lists the most recent first, each file once', async () => {
    const [a, b, c] = await games('a.royal.json', 'b.royal.json', 'c.royal.json');
    const recent = createRecentFiles(dir.path);
    for (const path of [a!, b!, c!, a!]) await recent.add(path);
    expect(await recent.list()).toEqual([a, c, b]);
  });

  it('remembers ten', async () => {
    const paths = await games(...Array.from({ length: 12 }, (_, i) => `g${i}.royal.json`));
    const recent = createRecentFiles(dir.path);
    for (const path of paths) await recent.add(path);
    expect(await recent.list()).toEqual(paths.slice(2).reverse());
    expect(JSON.parse(await readFile(join(dir.path, RECENT_FILE), 'utf8')).files).toHaveLength(10);
  });

  it('leaves out files that have gone', async () => {
    const [a] = await games('a.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(join(dir.path, 'games', 'deleted.royal.json'));
    await recent.add(a!);
    expect(await recent.list()).toEqual([a]);
  });

  it.each([
    ['not JSON', '{"version": 1, "files": ['],
    ['a list of numbers', '{"version": 1, "files": [1, 2]}'],
    ['an array', '["/a"]'],
    ['nothing', ''],
  ])('treats a damaged list (%s) as empty and can still add to it', async (_name, text) => {
    await writeFile(join(dir.path, RECENT_FILE), text);
    const recent = createRecentFiles(dir.path);
    expect(await recent.list()).toEqual([]);
    const [a] = await games('a.royal.json');
    await recent.add(a!);
    expect(await recent.list()).toEqual([a]);
  });

  it('ignores entries that are not absolute paths', async () => {
    const [a] = await games('a.royal.json');
    await writeFile(join(dir.path, RECENT_FILE), JSON.stringify({ version: 1, files: ['relative.royal.json', 'x\u0000y', a] }));
    expect(await createRecentFiles(dir.path).list()).toEqual([a]);
  });
});
