import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as electron from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { tempDir } from '../testing/replays';
import { electronDialogs } from './dialogs';

type StandIn = typeof import('../testing/electron-stand-in');
const stand = electron as unknown as StandIn;

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
  stand.dialog.messageBoxes.length = 0;
  stand.dialog.saveDialogs.length = 0;
  stand.dialog.messageAnswer = 0;
});
afterEach(async () => {
  await dir.remove();
});

const dialogs = () => electronDialogs(() => null, dir.path);

describe('the native save dialog', () => {
  it('adds the extension to a name typed without it', async () => {
    stand.dialog.saveAnswer = { canceled: false, filePath: join(dir.path, 'lesson') };
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
    expect(stand.dialog.messageBoxes).toEqual([]);
  });

  it('asks the dialog to confirm replacing a file (macOS and Windows always do; Linux only when asked)', async () => {
    await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'));
    expect(stand.dialog.saveDialogs).toEqual([expect.objectContaining({ properties: expect.arrayContaining(['showOverwriteConfirmation']) })]);
  });

  it('asks before a name typed without the extension replaces the file that has it, which the dialog never asked about', async () => {
    await writeFile(join(dir.path, 'lesson.royal.json'), '{}');
    stand.dialog.saveAnswer = { canceled: false, filePath: join(dir.path, 'lesson') };
    stand.dialog.messageAnswer = 1;
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json')), 'Cancel saves nothing').toBeNull();
    const asked = stand.dialog.messageBoxes[0] as MessageBoxOptions;
    expect(asked.message).toBe('Replace “lesson.royal.json”?');
    expect(asked.buttons).toEqual(['Replace', 'Cancel']);
    expect(asked.cancelId).toBe(1);

    stand.dialog.messageAnswer = 0;
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
  });

  it('leaves a name chosen whole to the dialog, which asks itself about a file already there', async () => {
    await writeFile(join(dir.path, 'lesson.royal.json'), '{}');
    stand.dialog.saveAnswer = { canceled: false, filePath: join(dir.path, 'lesson.royal.json') };
    expect(await dialogs().chooseSavePath(join(dir.path, 'x.royal.json'))).toBe(join(dir.path, 'lesson.royal.json'));
    expect(stand.dialog.messageBoxes).toEqual([]);
  });
});
