import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePuzzle, makeReplay, tempDir } from '../testing/replays';
import { puzzleIdentity } from './puzzle-identity';
import { replayText } from './replay-store';
import { MAX_PUZZLE_BYTES, MAX_PUZZLE_READS, MAX_PUZZLES, SOLVED_FILE, createSolvedPuzzles } from './solved-puzzles';

let dir: { path: string; remove: () => Promise<void> };
let data: string;
let games: string;
beforeEach(async () => {
  dir = await tempDir();
  data = join(dir.path, 'data');
  games = join(dir.path, 'games');
  await mkdir(games);
});
afterEach(async () => {
  await dir.remove();
});

const puzzle = makePuzzle(4);
const key = puzzleIdentity(puzzle)!;
const other = makePuzzle(5);

async function put(name: string, text: string): Promise<string> {
  const path = join(games, name);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  return path;
}

const listFile = (): Promise<unknown> => readFile(join(data, SOLVED_FILE), 'utf8').then((text) => JSON.parse(text) as unknown);
const files = (...paths: string[]) => paths.map((path) => ({ path, kind: 'file' as const }));
const solvedOf = (entries: readonly { path: string; solved?: true }[]): string[] => entries.filter((e) => e.solved).map((e) => e.path);

describe('the solved puzzles list', () => {
  it('is empty at first', async () => {
    const path = await put('p.royal.json', replayText(puzzle));
    const store = createSolvedPuzzles(data);
    expect(await store.has(path)).toBe(false);
    expect(solvedOf(await store.mark(files(path)))).toEqual([]);
  });

  it('keeps a solved puzzle by what it is, so the mark follows it when moved, renamed or copied, across a restart', async () => {
    const path = await put('p.royal.json', replayText(puzzle));
    const unsolved = await put('q.royal.json', replayText(other));
    expect(await createSolvedPuzzles(data).add(path)).toEqual({ ok: true });
    expect(await listFile()).toEqual({ version: 2, puzzles: [key], collections: {} });

    const store = createSolvedPuzzles(data);
    const copied = join(games, 'elsewhere', 'copy with another name.royal.json');
    await mkdir(join(games, 'elsewhere'));
    await copyFile(path, copied);
    const moved = join(games, 'moved.royal.json');
    await rename(path, moved);
    expect(await store.has(copied)).toBe(true);
    expect(await store.has(moved)).toBe(true);
    expect(await store.has(path)).toBe(false);
    expect(await store.has(unsolved)).toBe(false);
  });

  it('keeps each puzzle once, the one solved last at the end', async () => {
    const store = createSolvedPuzzles(data);
    const a = await put('a.royal.json', replayText(puzzle));
    const b = await put('b.royal.json', replayText(other));
    const aCopy = await put('a-copy.royal.json', replayText(puzzle));
    await store.add(a);
    await store.add(b);
    await store.add(aCopy);
    expect(await listFile()).toEqual({ version: 2, puzzles: [puzzleIdentity(other), key], collections: {} });
  });

  it('refuses a file that holds no puzzle, one too large to be a puzzle, and one that is missing, writing nothing', async () => {
    const store = createSolvedPuzzles(data);
    const game = await put('game.royal.json', replayText(makeReplay(3)));
    const big = await put('big.royal.json', replayText(puzzle).replace('"Test puzzle"', `"${'x'.repeat(MAX_PUZZLE_BYTES)}"`));
    expect(await store.add(game)).toEqual({ ok: false, message: `The file "${game}" holds no puzzle.` });
    expect(await store.add(big)).toEqual({ ok: false, message: expect.stringMatching(/is too large to be kept as a solved puzzle \(\d+ KB; at most 512 KB\)\.$/) });
    expect(await store.add(join(games, 'missing.royal.json'))).toEqual({ ok: false, message: expect.stringMatching(/missing\.royal\.json/) });
    await expect(listFile()).rejects.toThrow(/ENOENT/);
  });

  it(`keeps at most ${MAX_PUZZLES} puzzles, the oldest giving way`, async () => {
    await mkdir(data);
    const many = Array.from({ length: MAX_PUZZLES }, (_, i) => `key-${i}`);
    await writeFile(join(data, SOLVED_FILE), JSON.stringify({ version: 2, puzzles: many, collections: {} }));
    await createSolvedPuzzles(data).add(await put('p.royal.json', replayText(puzzle)));
    const list = (await listFile()) as { puzzles: string[] };
    expect(list.puzzles).toHaveLength(MAX_PUZZLES);
    expect(list.puzzles[0]).toBe('key-1');
    expect(list.puzzles.at(-1)).toBe(key);
  });

  it('reads a list from before (version 1): its marks by folder and name still count, and it is upgraded on the next write', async () => {
    const old = await put('old/solved-before.royal.json', replayText(makeReplay(2)));
    await mkdir(data);
    await writeFile(join(data, SOLVED_FILE), JSON.stringify({ version: 1, collections: { [join(games, 'old')]: ['solved-before.royal.json'] } }));
    const store = createSolvedPuzzles(data);
    expect(await store.has(old)).toBe(true);
    expect(solvedOf(await store.mark(files(old)))).toEqual([old]);

    await store.add(await put('p.royal.json', replayText(puzzle)));
    expect(await listFile()).toEqual({ version: 2, puzzles: [key], collections: { [join(games, 'old')]: ['solved-before.royal.json'] } });
    expect(await createSolvedPuzzles(data).has(old)).toBe(true);
  });

  it.each([
    ['not JSON', '{"version": 2, "puzz'],
    ['a newer version', JSON.stringify({ version: 3, puzzles: [], collections: {} })],
    ['a version 1 name that is not text', JSON.stringify({ version: 1, collections: { '/x': [3] } })],
    ['a version 1 field it does not know', JSON.stringify({ version: 1, collections: {}, extra: true })],
    ['a version 2 list without its collections', JSON.stringify({ version: 2, puzzles: [] })],
    ['a key that is not a key', JSON.stringify({ version: 2, puzzles: ['../../etc'], collections: {} })],
    ['too many puzzles', JSON.stringify({ version: 2, puzzles: Array.from({ length: MAX_PUZZLES + 1 }, (_, i) => `k${i}`), collections: {} })],
    ['a version 2 field it does not know', JSON.stringify({ version: 2, puzzles: [], collections: {}, extra: true })],
  ])('reads a damaged list (%s) as empty, and the next solved puzzle replaces it', async (_name, text) => {
    await mkdir(data);
    await writeFile(join(data, SOLVED_FILE), text);
    const path = await put('p.royal.json', replayText(puzzle));
    const store = createSolvedPuzzles(data);
    expect(await store.has(path)).toBe(false);
    await store.add(path);
    expect(await listFile()).toEqual({ version: 2, puzzles: [key], collections: {} });
  });
});

describe('the marks of a folder listing', () => {
  it('marks the solved puzzles among the files, whatever their names, and nothing else', async () => {
    const store = createSolvedPuzzles(data);
    await store.add(await put('p.royal.json', replayText(puzzle)));
    const renamed = await put('mine/renamed.royal.json', replayText(puzzle));
    const pretty = await put('mine/saved-again.json', `\ufeff${JSON.stringify(puzzle, null, 4)}`);
    const unsolved = await put('mine/other.royal.json', replayText(other));
    const game = await put('mine/game.royal.json', replayText(makeReplay(4)));
    const settings = await put('mine/settings.json', '{"puzzle": true}');
    const junk = await put('mine/junk.json', '{"puzzle": ');
    const folder = { path: join(games, 'mine', 'sub.json'), kind: 'dir' as const };
    const entries = [folder, ...files(renamed, pretty, unsolved, game, settings, junk, join(games, 'mine', 'gone.json'))];
    const marked = await store.mark(entries);
    expect(solvedOf(marked)).toEqual([renamed, pretty]);
    // Everything else comes back as it was.
    expect(marked.map(({ solved: _solved, ...entry }) => entry)).toEqual(entries);
  });

  it(`reads at most ${MAX_PUZZLE_READS} files per listing, passing over files too big to be puzzles without counting them`, async () => {
    const store = createSolvedPuzzles(data);
    const text = replayText(puzzle);
    await store.add(await put('p.royal.json', text));
    const big = await put('big.royal.json', `${text}${' '.repeat(MAX_PUZZLE_BYTES)}`);
    const copies: string[] = [];
    for (let i = 0; i < MAX_PUZZLE_READS + 5; i++) copies.push(await put(`copies/${String(i).padStart(3, '0')}.royal.json`, text));
    const entries = files(...Array.from({ length: 5 }, () => big), ...copies);
    expect(solvedOf(await store.mark(entries))).toEqual(copies.slice(0, MAX_PUZZLE_READS));
    // The files read are remembered, so the next listing reads on from there.
    expect(solvedOf(await store.mark(entries))).toEqual(copies);
  });

  it('reads a file again once it has changed, and knows a remembered puzzle solved later', async () => {
    const store = createSolvedPuzzles(data);
    await store.add(await put('p.royal.json', replayText(puzzle)));
    const path = await put('mine/a.royal.json', replayText(puzzle));
    const later = await put('mine/b.royal.json', replayText(other));
    expect(solvedOf(await store.mark(files(path, later)))).toEqual([path]);

    await writeFile(path, replayText(other));
    expect(solvedOf(await store.mark(files(path, later)))).toEqual([]);
    await store.add(later);
    expect(solvedOf(await store.mark(files(path, later)))).toEqual([path, later]);
    await writeFile(path, `${replayText(other)} `);
    await writeFile(later, '{}');
    expect(solvedOf(await store.mark(files(path, later)))).toEqual([path]);
  });

  it('reads no file while nothing is solved', async () => {
    const store = createSolvedPuzzles(data);
    const path = await put('p.royal.json', replayText(puzzle));
    expect(solvedOf(await store.mark(files(path)))).toEqual([]);
  });
});
