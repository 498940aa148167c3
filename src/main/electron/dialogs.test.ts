import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as electron from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { replayText } from '../files/replay-store';
import { makeReplay, tempDir } from '../testing/replays';
import { electronDialogs, OPEN_MESSAGE } from './dialogs';

type StandIn = typeof import('../testing/electron-stand-in');
const stand = electron as unknown as StandIn;

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
  stand.dialog.messageBoxes.length = 0;
  stand.dialog.saveDialogs.length = 0;
  stand.dialog.openDialogs.length = 0;
  stand.dialog.saveAnswers.length = 0;
  stand.dialog.saveAnswer = { canceled: true, filePath: '' };
  stand.dialog.messageAnswer = 0;
});
afterEach(async () => {
  await dir.remove();
});

/** The dialogs as macOS and Windows show them, whose save dialog asks itself before a file is replaced. */
const dialogs = () => electronDialogs(() => null, dir.path, 'darwin');
const linuxDialogs = () => electronDialogs(() => null, dir.path, 'linux');
const game = replayText(makeReplay());
const chosen = (path: string) => ({ canceled: false, filePath: path });
const asked = () => stand.dialog.messageBoxes as MessageBoxOptions[];

describe('the native open dialog', () => {
  it('says where solved puzzles are marked, since its list cannot mark them', async () => {
    stand.dialog.openAnswer = { canceled: false, filePaths: [join(dir.path, 'puzzle.royal.json')] };
    expect(await dialogs().chooseOpenPath()).toBe(join(dir.path, 'puzzle.royal.json'));
    expect(stand.dialog.openDialogs).toEqual([expect.objectContaining({ title: 'Open a game', message: OPEN_MESSAGE, defaultPath: dir.path })]);
    expect(OPEN_MESSAGE).toMatch(/solved are marked ✓ in Royal Table’s own list/);
    stand.dialog.openAnswer = { canceled: true, filePaths: [] };
  });
});

describe('the native save dialog', () => {
  it('adds the extension to a name typed without it', async () => {
    stand.dialog.saveAnswer = chosen(join(dir.path, 'lesson'));
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
    expect(asked()).toEqual([]);
  });

  it('never tells the Linux dialog to ask before replacing: the app asks itself, once it knows what the file is', async () => {
    await linuxDialogs().chooseSavePath(join(dir.path, 'x.royal.json'));
    expect(stand.dialog.saveDialogs).toEqual([expect.objectContaining({ properties: ['createDirectory'] })]);
  });

  it('asks before a name typed without the extension replaces the game that has it, which the dialog never asked about', async () => {
    await writeFile(join(dir.path, 'lesson.royal.json'), game);
    stand.dialog.saveAnswer = chosen(join(dir.path, 'lesson'));
    stand.dialog.messageAnswer = 1;
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json')), 'Cancel saves nothing').toBeNull();
    expect(asked()[0]?.message).toBe('Replace “lesson.royal.json”?');
    expect(asked()[0]?.buttons).toEqual(['Replace', 'Cancel']);
    expect(asked()[0]?.cancelId).toBe(1);

    stand.dialog.messageAnswer = 0;
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
  });

  it('leaves a game chosen by its whole name to a dialog that asks itself about a file already there', async () => {
    await writeFile(join(dir.path, 'lesson.royal.json'), game);
    stand.dialog.saveAnswer = chosen(join(dir.path, 'lesson.royal.json'));
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
    expect(asked()).toEqual([]);
  });

  it('asks itself on Linux before a game chosen by its whole name is replaced', async () => {
    await writeFile(join(dir.path, 'lesson.royal.json'), game);
    stand.dialog.saveAnswer = chosen(join(dir.path, 'lesson.royal.json'));
    stand.dialog.messageAnswer = 1;
    expect(await linuxDialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBeNull();
    expect(asked().map((box) => box.message)).toEqual(['Replace “lesson.royal.json”?']);
  });

  describe.each([
    ['another program’s JSON file', 'settings.json', '{"editor.fontSize": 14}\n', 'is not a Royal Table game, so it will not be replaced; choose another name.'],
    ['an empty file', 'empty.json', '', 'is not a Royal Table game, so it will not be replaced; choose another name.'],
    ['a UTF-16 file', 'utf16.json', '\uFEFF{"format":"royal-table-replay"}', 'is not a Royal Table game, so it will not be replaced; choose another name.'],
    ['the same, typed without its extension', 'notes', '{}', 'is not a Royal Table game, so it will not be replaced; choose another name.'],
  ])('over %s', (_name, name, text, reason) => {
    const encoding = name === 'utf16.json' ? 'utf16le' : 'utf8';
    const file = name.endsWith('.json') ? name : `${name}.royal.json`;

    it.each([
      ['macOS', 'darwin'],
      ['Linux', 'linux'],
    ] as const)('on %s, says at once that it will not be replaced, never asking to replace it, and offers another name', async (_os, platform) => {
      await writeFile(join(dir.path, file), text, encoding);
      stand.dialog.saveAnswers.push(chosen(join(dir.path, name)), chosen(join(dir.path, 'mine')));
      const path = await electronDialogs(() => null, dir.path, platform).chooseSavePath(join(dir.path, 'Lesson.royal.json'));

      expect(asked().map((box) => box.message)).toEqual([`“${file}” will not be replaced`]);
      expect(asked()[0]?.detail).toBe(`"${join(dir.path, file)}" ${reason}`);
      expect(asked()[0]?.buttons).toEqual(['Choose another name', 'Cancel']);
      expect(stand.dialog.saveDialogs.at(-1), 'the dialog opens again in the same folder').toMatchObject({ defaultPath: join(dir.path, 'Lesson.royal.json') });
      expect(path, 'the name chosen next').toBe(join(dir.path, 'mine.royal.json'));
      expect(await readFile(join(dir.path, file), encoding)).toBe(text);
    });
  });

  it('saves nothing when the player cancels instead of choosing another name', async () => {
    await writeFile(join(dir.path, 'settings.json'), '{}');
    stand.dialog.saveAnswer = chosen(join(dir.path, 'settings.json'));
    stand.dialog.messageAnswer = 1;
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBeNull();
    expect(stand.dialog.saveDialogs).toHaveLength(1);
  });
});
