import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { RECENT_FILE, createRecentFiles, type RecentAbout } from './recent-files';

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

const ROYAL_SUIT: RecentAbout = { game: 'royal-suit', title: null };
const paths = (files: readonly { path: string }[]) => files.map((file) => file.path);

describe('recent files', () => {
  it('is empty at first', async () => {
    expect(await createRecentFiles(dir.path).list()).toEqual([]);
  });

  it('lists the most recent first, each file once', async () => {
    const [a, b, c] = await games('a.royal.json', 'b.royal.json', 'c.royal.json');
    const recent = createRecentFiles(dir.path);
    for (const path of [a!, b!, c!, a!]) await recent.add(path, ROYAL_SUIT);
    expect(paths(await recent.list())).toEqual([a, c, b]);
  });

  it('remembers ten', async () => {
    const files = await games(...Array.from({ length: 12 }, (_, i) => `g${i}.royal.json`));
    const recent = createRecentFiles(dir.path);
    for (const path of files) await recent.add(path, ROYAL_SUIT);
    expect(paths(await recent.list())).toEqual(files.slice(2).reverse());
    expect(JSON.parse(await readFile(join(dir.path, RECENT_FILE), 'utf8')).files).toHaveLength(10);
  });

  it('leaves out files that have gone', async () => {
    const [a] = await games('a.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(join(dir.path, 'games', 'deleted.royal.json'), ROYAL_SUIT);
    await recent.add(a!, ROYAL_SUIT);
    expect(paths(await recent.list())).toEqual([a]);
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
    await recent.add(a!, ROYAL_SUIT);
    expect(paths(await recent.list())).toEqual([a]);
  });

  it('ignores entries that are not absolute paths', async () => {
    const [a] = await games('a.royal.json');
    await writeFile(join(dir.path, RECENT_FILE), JSON.stringify({ version: 1, files: ['relative.royal.json', 'x\u0000y', a] }));
    expect(paths(await createRecentFiles(dir.path).list())).toEqual([a]);
  });

  it('keeps each file’s game and title, and the latest of them when a file is saved again', async () => {
    const [a, b] = await games('a.royal.json', 'b.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(a!, { game: 'royal-lock', title: 'Puzzle 1: lock the top row' });
    await recent.add(b!, ROYAL_SUIT);
    await recent.add(a!, { game: 'royal-lock', title: 'Puzzle 1, again' });
    expect(await createRecentFiles(dir.path).list()).toEqual([
      { path: a, game: 'royal-lock', title: 'Puzzle 1, again' },
      { path: b, game: 'royal-suit', title: null },
    ]);
  });

  it('reads a list of the first version, which kept paths only, and adds to it', async () => {
    const [a, b] = await games('a.royal.json', 'b.royal.json');
    await writeFile(join(dir.path, RECENT_FILE), JSON.stringify({ version: 1, files: [a, b] }));
    const recent = createRecentFiles(dir.path);
    expect(await recent.list()).toEqual([
      { path: a, game: null, title: null },
      { path: b, game: null, title: null },
    ]);
    await recent.add(b!, ROYAL_SUIT);
    expect(await recent.list()).toEqual([
      { path: b, game: 'royal-suit', title: null },
      { path: a, game: null, title: null },
    ]);
    expect(JSON.parse(await readFile(join(dir.path, RECENT_FILE), 'utf8')).version).toBe(2);
  });

  it.each([
    ['a game that is not text', { game: 7, title: 'Endgame' }, { game: null, title: 'Endgame' }],
    ['a game id longer than any', { game: 'x'.repeat(41), title: null }, { game: null, title: null }],
    ['a title longer than a file may hold', { game: 'royals', title: 't'.repeat(201) }, { game: 'royals', title: null }],
    ['an empty title', { game: 'royals', title: '' }, { game: 'royals', title: null }],
    ['an object as the title', { game: 'royals', title: { toString: 'x' } }, { game: 'royals', title: null }],
  ])('keeps an entry with %s, without it', async (_name, about, kept) => {
    const [a] = await games('a.royal.json');
    await writeFile(join(dir.path, RECENT_FILE), JSON.stringify({ version: 2, files: [{ path: a, ...about }] }));
    expect(await createRecentFiles(dir.path).list()).toEqual([{ path: a, ...kept }]);
  });

  it('leaves out entries of the second version whose path is not an absolute path, and repeats', async () => {
    const [a] = await games('a.royal.json');
    const files = [{ path: 'relative.royal.json', game: 'royals' }, { game: 'royals' }, { path: a, game: 'royals' }, { path: a, game: 'royal-lock' }, null, [a]];
    await writeFile(join(dir.path, RECENT_FILE), JSON.stringify({ version: 2, files }));
    expect(await createRecentFiles(dir.path).list()).toEqual([{ path: a, game: 'royals', title: null }]);
  });
});

describe('taking a game off the recent list', () => {
  it('takes it off, keeps the others in order and leaves its file alone', async () => {
    const [a, b, c] = await games('a.royal.json', 'b.royal.json', 'c.royal.json');
    const recent = createRecentFiles(dir.path);
    for (const path of [a!, b!, c!]) await recent.add(path, ROYAL_SUIT);
    expect(await recent.remove(b!)).toBe(true);
    expect(paths(await recent.list())).toEqual([c, a]);
    expect(paths(await createRecentFiles(dir.path).list()), 'after a restart').toEqual([c, a]);
    expect(await readFile(b!, 'utf8')).toBe('{}');
  });

  it.each([
    ['a file never on the list', () => join(dir.path, 'games', 'other.royal.json')],
    ['the list file itself', () => join(dir.path, RECENT_FILE)],
    ['the same file, its path written another way', () => `${dir.path}/games//a.royal.json`],
    ['a relative path', () => 'a.royal.json'],
  ])('changes nothing for %s', async (_name, path) => {
    const [a] = await games('a.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(a!, ROYAL_SUIT);
    const before = await readFile(join(dir.path, RECENT_FILE), 'utf8');
    expect(await recent.remove(path())).toBe(false);
    expect(await recent.removeIfGone(path())).toBe(false);
    expect(await readFile(join(dir.path, RECENT_FILE), 'utf8')).toBe(before);
  });

  it('writes no list when there is none', async () => {
    expect(await createRecentFiles(dir.path).remove('/games/a.royal.json')).toBe(false);
    await expect(readFile(join(dir.path, RECENT_FILE))).rejects.toThrow();
  });

  it('takes a game off when its file has gone, and only then', async () => {
    const [a, b] = await games('a.royal.json', 'b.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(a!, ROYAL_SUIT);
    await recent.add(b!, ROYAL_SUIT);
    expect(await recent.removeIfGone(a!)).toBe(false);
    await rm(a!);
    expect(await recent.removeIfGone(a!)).toBe(true);
    // The file coming back does not bring the entry back.
    await writeFile(a!, '{}');
    expect(paths(await recent.list())).toEqual([b]);
    expect(JSON.parse(await readFile(join(dir.path, RECENT_FILE), 'utf8')).files).toEqual([{ path: b, game: 'royal-suit', title: null }]);
  });

  it('takes a game off whose path is now a folder', async () => {
    const [a] = await games('a.royal.json');
    const recent = createRecentFiles(dir.path);
    await recent.add(a!, ROYAL_SUIT);
    await rm(a!);
    await mkdir(a!);
    expect(await recent.removeIfGone(a!)).toBe(true);
  });
});
