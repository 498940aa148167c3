import { mkdir, readFile, readdir, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REPLAY_BYTES, ReplayError, type ReplayFile } from '../../engine';
import { copyOf, makeBranchedReplay, makeReplay, tempDir } from '../testing/replays';
import { SaveError, readReplay, refusalToReplace, replayText, withReplayExtension, writeReplay } from './replay-store';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

const good = makeReplay();
const goodText = replayText(good);

function tampered(change: (file: Record<string, unknown> & ReplayFile) => void): string {
  const file = copyOf(good) as Record<string, unknown> & ReplayFile;
  change(file);
  return JSON.stringify(file);
}

/** Files that are not Royal Table games, which a save never replaces. */
const NOT_GAMES: [string, string][] = [
  ['another program’s settings', '{"editor.fontSize": 14}\n'],
  ['a JSON array', '[1, 2]'],
  ['an empty file', ''],
  ['a replay-looking name inside another document', '{"notes": "format royal-table-replay"}'],
];

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('readReplay of files that are not good replays', () => {
  const cases: [string, string, RegExp][] = [
    ['an empty file', '', /not valid JSON: it may be truncated or damaged/],
    ['a truncated file', goodText.slice(0, Math.floor(goodText.length / 2)), /not valid JSON: it may be truncated/],
    ['a JSON array', '[1, 2, 3]', /does not hold a Royal Table replay/],
    ['another program’s JSON', '{"format": "chess-pgn", "moves": []}', /is not a Royal Table replay/],
    ['a file without a version', tampered((f) => delete (f as Partial<ReplayFile>).version), /no valid format version/],
    ['a newer version', tampered((f) => Object.assign(f, { version: 99 })), /format version 99 by a newer Royal Table.*reads versions 1 to 2/],
    ['version 0', tampered((f) => Object.assign(f, { version: 0 })), /version 0 does not exist/],
    ['a missing start', tampered((f) => delete (f as Partial<ReplayFile>).start), /damaged: the file has no start\.$/],
    ['a seed of the wrong type', tampered((f) => Object.assign(f, { start: { kind: 'deal', seed: 'seven' } })), /damaged: the seed of the deal should be a number, not text\.$/],
    ['an unknown top-level field', tampered((f) => Object.assign(f, { extra: 1 })), /damaged: the file has unknown field "extra"\.$/],
    ['a tampered step fingerprint', tampered((f) => (f.lines[0]!.hashes[2] = 'x' + f.lines[0]!.hashes[2]!.slice(1))), /Step 3 of "Main line" does not rebuild the saved position/],
    ['a tampered set-up fingerprint', tampered((f) => Object.assign(f, { initialHash: 'nope' })), /set-up position differs/],
    ['an action that is not one', tampered((f) => (f.lines[0]!.actions[0] = { seat: 0, action: { type: 'teleport' } })), /Step 1 of "Main line" is not a Royal Lock action/],
    ['a move by a seat that is not playing', tampered((f) => (f.lines[0]!.actions[0]!.seat = 1)), /Step 1 of "Main line" is played by seat 2, but the game has 1 player/],
    ['an unknown game', tampered((f) => Object.assign(f, { game: 'chess' })), /a game this version does not know: "chess"/],
    ['a saved position past the end', tampered((f) => Object.assign(f, { current: { line: 'main', step: 60 } })), /saved position is not in the game/],
    ['a __proto__ key at the top', goodText.replace('{', '{"__proto__": {"polluted": true},'), /damaged/],
    ['deeply nested junk as an action', tampered((f) => (f.lines[0]!.actions[0] = { seat: 0, action: 'NESTED' })).replace('"NESTED"', nested(50_000)), /cannot be a Royal Table replay: it holds lists or groups nested more than 64 deep \(by line \d+ of the file\)/],
    ['deeply nested junk as the whole file', nested(100_000), /cannot be a Royal Table replay: it holds lists or groups nested more than 64 deep \(by line 1 of the file\)/],
    ['deeply nested junk just within the limit', tampered((f) => (f.lines[0]!.actions[0] = { seat: 0, action: 'NESTED' })).replace('"NESTED"', nested(40)), /Step 1 of "Main line" is not a Royal Lock action/],
  ];

  it.each(cases)('%s', async (_name, text, message) => {
    const path = join(dir.path, 'bad.royal.json');
    await writeFile(path, text);
    const result = await readReplay(path);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(message);
      expect(result.message).not.toContain('\n');
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a missing file', async () => {
    const path = join(dir.path, 'missing.royal.json');
    expect(await readReplay(path)).toEqual({ ok: false, message: `There is no file at "${path}".` });
  });

  it('a path through a file', async () => {
    await writeFile(join(dir.path, 'plain'), 'x');
    const path = join(dir.path, 'plain', 'game.royal.json');
    expect(await readReplay(path)).toEqual({ ok: false, message: `There is no file at "${path}".` });
  });

  it('a folder', async () => {
    const path = join(dir.path, 'folder.royal.json');
    await mkdir(path);
    expect(await readReplay(path)).toEqual({ ok: false, message: `"${path}" is a folder, not a file.` });
  });

  it('a file larger than the limit, refused before it is read', async () => {
    const path = join(dir.path, 'huge.royal.json');
    await writeFile(path, '');
    await truncate(path, MAX_REPLAY_BYTES + 1);
    const result = await readReplay(path);
    expect(result).toEqual({ ok: false, message: 'The file is too large to be a Royal Table replay (32.0 MB; the limit is 32.0 MB).' });
  });

  it('a binary file', async () => {
    const path = join(dir.path, 'picture.royal.json');
    await writeFile(path, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0xc3]));
    expect(await readReplay(path)).toEqual({ ok: false, message: `The file "${path}" is not a text file.` });
  });
});

describe('readReplay of good replays', () => {
  it('rebuilds the game at its saved position', async () => {
    const path = join(dir.path, 'good.royal.json');
    await writeFile(path, goodText);
    const result = await readReplay(path);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.file).toEqual(good);
      expect(result.loaded.cursor).toEqual({ line: 'main', step: 6 });
      expect(result.loaded.title).toBe('Test game');
    }
  });

  it('drops a __proto__ key in the options without polluting anything', async () => {
    const path = join(dir.path, 'proto.royal.json');
    await writeFile(path, goodText.replace('"options": {', '"options": {"__proto__": {"polluted": true},'));
    const result = await readReplay(path);
    expect(result.ok && result.file.options).toEqual(good.options);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reads a game with a branch and a byte-order mark', async () => {
    const branched = makeBranchedReplay();
    const path = join(dir.path, 'branched.royal.json');
    await writeFile(path, '\uFEFF' + replayText(branched));
    const result = await readReplay(path);
    expect(result.ok && result.loaded.record.lines.map((l) => l.id)).toEqual(['main', branched.lines[1]!.id]);
  });
});

describe('writeReplay', () => {
  it('writes pretty JSON with a final newline that reads back', async () => {
    const path = join(dir.path, 'game.royal.json');
    await writeReplay(path, good);
    const text = await readFile(path, 'utf8');
    expect(text).toBe(`${JSON.stringify(good, null, 2)}\n`);
    expect(await readdir(dir.path)).toEqual(['game.royal.json']);
    const read = await readReplay(path);
    expect(read.ok && read.file).toEqual(good);
  });

  it('keeps the previous version as .bak', async () => {
    const path = join(dir.path, 'game.royal.json');
    const earlier = makeReplay(2);
    await writeReplay(path, earlier);
    await writeReplay(path, good);
    expect(JSON.parse(await readFile(`${path}.bak`, 'utf8'))).toEqual(earlier);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(good);
    expect((await readdir(dir.path)).sort()).toEqual(['game.royal.json', 'game.royal.json.bak']);
  });

  it('refuses to write something that is not a replay and leaves the old file alone', async () => {
    const path = join(dir.path, 'game.royal.json');
    await writeReplay(path, good);
    const garbage = { ...copyOf(good), version: 'one' } as unknown as ReplayFile;
    await expect(writeReplay(path, garbage)).rejects.toBeInstanceOf(ReplayError);
    expect(await readFile(path, 'utf8')).toBe(goodText);
    expect(await readdir(dir.path)).toEqual(['game.royal.json']);
  });

  it.each(NOT_GAMES)('refuses to replace %s and leaves it as it was', async (_name, text) => {
    const path = join(dir.path, 'settings.json');
    await writeFile(path, text);
    await expect(writeReplay(path, good)).rejects.toEqual(new SaveError(`"${path}" is not a Royal Table game, so it will not be replaced; choose another name.`));
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(await readdir(dir.path)).toEqual(['settings.json']);
  });

  it('replaces a replay that is damaged past its header, keeping it as .bak', async () => {
    const path = join(dir.path, 'game.royal.json');
    await writeFile(path, '\uFEFF' + goodText.slice(0, 200));
    await writeReplay(path, good);
    expect(await readFile(path, 'utf8')).toBe(goodText);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe('\uFEFF' + goodText.slice(0, 200));
  });

  it('refuses a folder as the target', async () => {
    const path = join(dir.path, 'folder.royal.json');
    await mkdir(path);
    await expect(writeReplay(path, good)).rejects.toEqual(new SaveError(`"${path}" is a folder; choose a file name.`));
  });

  it('explains a missing folder', async () => {
    const path = join(dir.path, 'nowhere', 'game.royal.json');
    await expect(writeReplay(path, good)).rejects.toEqual(new SaveError(`The folder for "${path}" does not exist.`));
  });
});

describe('refusalToReplace, asked before the player is asked to replace a file', () => {
  it.each(NOT_GAMES)('refuses %s, and reads nothing into it', async (_name, text) => {
    const path = join(dir.path, 'settings.json');
    await writeFile(path, text);
    expect(await refusalToReplace(path)).toBe(`"${path}" is not a Royal Table game, so it will not be replaced; choose another name.`);
    expect(await readFile(path, 'utf8')).toBe(text);
  });

  it('refuses a UTF-16 file, even one that would read as a replay', async () => {
    const path = join(dir.path, 'utf16.json');
    await writeFile(path, `\uFEFF${goodText}`, 'utf16le');
    expect(await refusalToReplace(path)).toMatch(/utf16\.json" is not a Royal Table game, so it will not be replaced/);
  });

  it('refuses a folder', async () => {
    const path = join(dir.path, 'folder.royal.json');
    await mkdir(path);
    expect(await refusalToReplace(path)).toBe(`"${path}" is a folder; choose a file name.`);
  });

  it.each([
    ['a game', goodText],
    ['a game with a byte order mark', `\uFEFF${goodText}`],
    ['a game damaged past its header (saving repairs it)', goodText.slice(0, 200)],
  ])('lets a save replace %s', async (_name, text) => {
    const path = join(dir.path, 'game.royal.json');
    await writeFile(path, text);
    expect(await refusalToReplace(path)).toBeNull();
  });

  it('lets a save make a new file, or replace a link to nothing', async () => {
    expect(await refusalToReplace(join(dir.path, 'new.royal.json'))).toBeNull();
    await symlink(join(dir.path, 'gone'), join(dir.path, 'dangling.royal.json'));
    expect(await refusalToReplace(join(dir.path, 'dangling.royal.json'))).toBeNull();
    await writeReplay(join(dir.path, 'dangling.royal.json'), good);
    expect(await readFile(join(dir.path, 'dangling.royal.json'), 'utf8')).toBe(goodText);
  });
});

describe('withReplayExtension', () => {
  it.each([
    ['/g/game', '/g/game.royal.json'],
    ['/g/game.royal.json', '/g/game.royal.json'],
    ['/g/game.JSON', '/g/game.JSON'],
    ['/g/game.txt', '/g/game.txt.royal.json'],
  ])('%s', (path, expected) => {
    expect(withReplayExtension(path)).toBe(expected);
  });
});
