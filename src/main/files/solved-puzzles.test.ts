import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/replays';
import { MAX_COLLECTIONS, SOLVED_FILE, createSolvedPuzzles } from './solved-puzzles';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

describe('the solved puzzles list', () => {
  it('is empty at first', async () => {
    expect(await createSolvedPuzzles(dir.path).list()).toEqual({});
  });

  it('keeps each solved puzzle once, under the folder that holds it, and survives a restart', async () => {
    const store = createSolvedPuzzles(dir.path);
    await store.add('/x/examples/royal-lock/puzzle-01.royal.json');
    await store.add('/x/examples/royal-lock/puzzle-02.royal.json');
    await store.add('/x/examples/royal-lock/puzzle-01.royal.json');
    await store.add('/x/mine/a.royal.json');
    expect(await createSolvedPuzzles(dir.path).list()).toEqual({
      '/x/examples/royal-lock': ['puzzle-01.royal.json', 'puzzle-02.royal.json'],
      '/x/mine': ['a.royal.json'],
    });
  });

  it.each([
    ['not JSON', '{"version": 1, "collec'],
    ['another version', JSON.stringify({ version: 2, collections: {} })],
    ['a name that is not text', JSON.stringify({ version: 1, collections: { '/x': [3] } })],
    ['a field it does not know', JSON.stringify({ version: 1, collections: {}, extra: true })],
  ])('reads a damaged list (%s) as empty, and the next solved puzzle replaces it', async (_name, text) => {
    await writeFile(join(dir.path, SOLVED_FILE), text);
    const store = createSolvedPuzzles(dir.path);
    expect(await store.list()).toEqual({});
    await store.add('/x/p.royal.json');
    expect(JSON.parse(await readFile(join(dir.path, SOLVED_FILE), 'utf8'))).toEqual({ version: 1, collections: { '/x': ['p.royal.json'] } });
  });

  it(`keeps at most ${MAX_COLLECTIONS} collections, the oldest giving way`, async () => {
    const store = createSolvedPuzzles(dir.path);
    for (let i = 0; i <= MAX_COLLECTIONS; i++) await store.add(`/c${i}/p.royal.json`);
    const list = await store.list();
    expect(Object.keys(list)).toHaveLength(MAX_COLLECTIONS);
    expect(list['/c0']).toBeUndefined();
    expect(list[`/c${MAX_COLLECTIONS}`]).toEqual(['p.royal.json']);
  });
});
