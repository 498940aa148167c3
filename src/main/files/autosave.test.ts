import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReplayError, type ReplayFile } from '../../engine';
import { copyOf, makeReplay, makeRoyalsPosition, tempDir } from '../testing/replays';
import { AUTOSAVE_DIR, AUTOSAVE_FILE, createAutosave } from './autosave';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

const NOW = new Date('2025-03-02T08:30:00.000Z');
const game = makeReplay(4);
const autosaveDir = () => join(dir.path, AUTOSAVE_DIR);

describe('autosave', () => {
  it('has nothing to restore at first', async () => {
    expect(await createAutosave(dir.path).restorable()).toBeNull();
  });

  it('gives back the game, the path it was saved to and when', async () => {
    const store = createAutosave(dir.path, () => NOW);
    await store.save(game, '/home/ann/Royal Table/game.royal.json');
    expect(await store.restorable()).toEqual({ file: game, path: '/home/ann/Royal Table/game.royal.json', openedFrom: null, savedAt: NOW.toISOString(), mode: 'play' });
  });

  it('survives a restart: a new store finds the game an earlier one kept', async () => {
    await createAutosave(dir.path, () => NOW).save(game, null);
    expect(await createAutosave(dir.path).restorable()).toEqual({ file: game, path: null, openedFrom: null, savedAt: NOW.toISOString(), mode: 'play' });
  });

  it('keeps a replay as a replay, so it comes back with its notes and without its bots playing on', async () => {
    const annotated = { ...copyOf(game), annotations: [{ line: 'main', step: 2, note: 'Look at the lock here.', highlights: [], arrows: [] }] } as ReplayFile;
    const store = createAutosave(dir.path, () => NOW);
    await store.save(annotated, '/home/ann/told.royal.json', 'replay');
    expect(await createAutosave(dir.path).restorable()).toEqual({ file: annotated, path: '/home/ann/told.royal.json', openedFrom: null, savedAt: NOW.toISOString(), mode: 'replay' });
  });

  it('keeps the read-only file a game was opened from, so it comes back under that name', async () => {
    const example = '/usr/share/royal-table/examples/royal-lock/a-game-told-step-by-step.royal.json';
    await createAutosave(dir.path, () => NOW).save(game, null, 'replay', example);
    const text = await readFile(join(autosaveDir(), AUTOSAVE_FILE), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 3, path: null, openedFrom: example, mode: 'replay' });
    expect(await createAutosave(dir.path).restorable()).toEqual({ file: game, path: null, openedFrom: example, savedAt: NOW.toISOString(), mode: 'replay' });
  });

  const older: [string, object, { path: string | null; mode: string }][] = [
    ['version 1, which was always a game in play', { version: 1, path: null }, { path: null, mode: 'play' }],
    ['version 1 with the path it was saved to', { version: 1, path: '/home/ann/game.royal.json' }, { path: '/home/ann/game.royal.json', mode: 'play' }],
    ['version 2, a replay', { version: 2, path: '/home/ann/told.royal.json', mode: 'replay' }, { path: '/home/ann/told.royal.json', mode: 'replay' }],
    ['version 2, a game in play never saved', { version: 2, path: null, mode: 'play' }, { path: null, mode: 'play' }],
  ];

  it.each(older)('reads an autosave of %s, opened from nowhere it did not keep', async (_name, fields, expected) => {
    await mkdir(autosaveDir(), { recursive: true });
    await writeFile(join(autosaveDir(), AUTOSAVE_FILE), JSON.stringify({ format: 'royal-table-autosave', savedAt: NOW.toISOString(), ...fields, file: game }));
    expect(await createAutosave(dir.path).restorable()).toEqual({ file: game, ...expected, openedFrom: null, savedAt: NOW.toISOString() });
  });

  it('keeps only the latest game', async () => {
    const store = createAutosave(dir.path, () => NOW);
    await store.save(makeReplay(1), null);
    await store.save(game, null);
    expect(await store.restorable()).toMatchObject({ file: game });
    expect(await readdir(autosaveDir())).toEqual([AUTOSAVE_FILE]);
  });

  it('is gone once cleared, even when the clear was asked for before the save finished', async () => {
    const store = createAutosave(dir.path);
    const saving = store.save(game, null);
    const clearing = store.clear();
    await Promise.all([saving, clearing]);
    expect(await store.restorable()).toBeNull();
    expect(await readdir(autosaveDir())).toEqual([]);
  });

  it('refuses to keep something that is not a replay', async () => {
    const store = createAutosave(dir.path);
    await expect(store.save({ format: 'nope' } as unknown as ReplayFile, null)).rejects.toBeInstanceOf(ReplayError);
    expect(await store.restorable()).toBeNull();
  });

  const corruptions: [string, string][] = [
    ['half a file', JSON.stringify({ format: 'royal-table-autosave', version: 1, savedAt: 'x', path: null, file: game }).slice(0, 300)],
    ['an envelope of another program', JSON.stringify({ format: 'other', version: 1, savedAt: 'x', path: null, file: game })],
    ['a replay that no longer rebuilds', JSON.stringify({ format: 'royal-table-autosave', version: 1, savedAt: 'x', path: null, file: { ...copyOf(game), initialHash: 'changed' } })],
    ['a mode it does not know', JSON.stringify({ format: 'royal-table-autosave', version: 2, savedAt: 'x', path: null, mode: 'edit', file: game })],
    ['a version 2 autosave without its mode', JSON.stringify({ format: 'royal-table-autosave', version: 2, savedAt: 'x', path: null, file: game })],
    ['a path that is not text', JSON.stringify({ format: 'royal-table-autosave', version: 1, savedAt: 'x', path: 42, file: game })],
    ['a version 3 autosave without where it came from', JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: 'x', path: null, mode: 'play', file: game })],
    ['where it came from, as a number', JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: 'x', path: null, openedFrom: 7, mode: 'play', file: game })],
    ['where it came from, empty', JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: 'x', path: null, openedFrom: '', mode: 'play', file: game })],
    ['where it came from, longer than any path', JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: 'x', path: null, openedFrom: `/${'x'.repeat(4096)}`, mode: 'play', file: game })],
    ['where it came from, in a version 2 autosave', JSON.stringify({ format: 'royal-table-autosave', version: 2, savedAt: 'x', path: null, openedFrom: '/examples/a.royal.json', mode: 'play', file: game })],
  ];

  const damagedMessage = (keptAt: string) =>
    `The game being played when Royal Table last closed could not be restored: its autosave was damaged. The damaged copy was kept as "${keptAt}".`;

  it.each(corruptions)('moves aside %s and says so once, with where it was kept', async (_name, text) => {
    await mkdir(autosaveDir(), { recursive: true });
    await writeFile(join(autosaveDir(), AUTOSAVE_FILE), text);
    const store = createAutosave(dir.path);
    const kept = join(autosaveDir(), `${AUTOSAVE_FILE}.corrupt`);
    expect(await store.restorable()).toEqual({ status: 'damaged', message: damagedMessage(kept) });
    expect(await readdir(autosaveDir())).toEqual([`${AUTOSAVE_FILE}.corrupt`]);
    expect(await readFile(kept, 'utf8')).toBe(text);
    expect(await store.restorable(), 'told once').toBeNull();
  });

  it('sets aside a game refused for its start position alone, with the reasons and the position to mend', async () => {
    // Written by a version that let the turn be the other player's; this one refuses that position.
    const file = makeRoyalsPosition((state) => void (state.seat = 1 - state.seat), { moves: true });
    await mkdir(autosaveDir(), { recursive: true });
    const text = JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: NOW.toISOString(), path: null, openedFrom: null, mode: 'play', file });
    await writeFile(join(autosaveDir(), AUTOSAVE_FILE), text);
    const kept = join(autosaveDir(), `${AUTOSAVE_FILE}.corrupt`);

    const found = await createAutosave(dir.path).restorable();
    expect(found).toEqual({
      status: 'damaged',
      message: expect.stringMatching(/^The game being played when Royal Table last closed could not be restored\. The start position cannot be played: .+ Its autosave was kept as "[^"]+"\.$/),
      mend: { game: 'royals', options: file.options, players: file.players, state: file.start.kind === 'position' ? file.start.state : null, moves: true },
    });
    expect(found && 'status' in found ? found.message : '').toContain(`"${kept}"`);
    expect(await readFile(kept, 'utf8')).toBe(text);
    expect(await createAutosave(dir.path).restorable(), 'told once').toBeNull();
  });

  it('moves aside a folder where the autosave should be', async () => {
    await mkdir(join(autosaveDir(), AUTOSAVE_FILE), { recursive: true });
    expect(await createAutosave(dir.path).restorable()).toMatchObject({ status: 'damaged' });
    expect(await readdir(autosaveDir())).toEqual([`${AUTOSAVE_FILE}.corrupt`]);
  });

  it('keeps an earlier damaged copy: the next one is kept beside it', async () => {
    await mkdir(autosaveDir(), { recursive: true });
    await writeFile(join(autosaveDir(), `${AUTOSAVE_FILE}.corrupt`), 'the first');
    await writeFile(join(autosaveDir(), AUTOSAVE_FILE), 'the second');
    const kept = join(autosaveDir(), `${AUTOSAVE_FILE}.2.corrupt`);
    expect(await createAutosave(dir.path).restorable()).toEqual({ status: 'damaged', message: damagedMessage(kept) });
    expect(await readFile(join(autosaveDir(), `${AUTOSAVE_FILE}.corrupt`), 'utf8')).toBe('the first');
    expect(await readFile(kept, 'utf8')).toBe('the second');
  });

  it('quotes the path in the message, cut short and with its invisible characters shown', async () => {
    const odd = join(dir.path, `data\u202e${'x'.repeat(200)}`, 'y'.repeat(200));
    await mkdir(join(odd, AUTOSAVE_DIR), { recursive: true });
    await writeFile(join(odd, AUTOSAVE_DIR, AUTOSAVE_FILE), 'damaged');
    const found = await createAutosave(odd).restorable();
    const message = found && 'status' in found ? found.message : '';
    expect(message).toContain('\\u{202e}');
    expect(message).not.toContain('\u202e');
    expect(message.length).toBeLessThan(500);
    expect(message).toMatch(/…"\.$/);
  });
});
