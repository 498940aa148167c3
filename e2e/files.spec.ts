/** Files that must not be trusted, places the page may not reach, and the game left behind by a crash. */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GameRecord, MAIN_LINE, recordToReplay, setNote, type Cursor, type ReplayFile } from '../src/engine';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../src/engine/games/royal-lock';
import { createAutosave } from '../src/main/files/autosave';
import { expect, test } from './fixtures';
import { sidewaysScrollers } from './fit';
import { Mirror, byId, chooseFileToOpen, pressOn, clickAction, expectBoard, gameIn, openExample, openFile, playBotMoves, readBoard, readJson, saveAs, startGame } from './table';

/** A one-player Royal Lock game of these actions on the main line, and where it ends. */
function playedGame(actions: readonly RoyalLockAction[]): { record: GameRecord<RoyalLockState, RoyalLockAction>; cursor: Cursor } {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), [{ name: 'Seat 1', bot: null }], 42);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (const action of actions) {
    const result = record.play(cursor, 0, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return { record, cursor };
}

/** A valid replay of a few actions, to damage in different ways. */
function validReplay(): ReplayFile {
  const { record, cursor } = playedGame([{ type: 'remove', cell: 4 }, { type: 'fill', cell: 4 }, { type: 'endTurn' }]);
  return recordToReplay(record, { cursor, savedAt: '2025-01-01T00:00:00.000Z' });
}

const BAD_FILES: readonly { name: string; text: () => string; message: RegExp }[] = [
  {
    name: 'a truncated file',
    text: () => JSON.stringify(validReplay(), null, 2).slice(0, 300),
    message: /not valid JSON/,
  },
  {
    name: 'a file from a newer version',
    text: () => JSON.stringify({ ...validReplay(), version: 99 }),
    message: /version 99.*newer/,
  },
  {
    name: 'a hostile file (markup, a forbidden move, forged fingerprints)',
    text: () => {
      const file = validReplay();
      const main = file.lines[0]!;
      const lines = [{ ...main, actions: [{ seat: 0, action: { type: 'move', to: 8 } }, ...main.actions.slice(1)] }];
      return JSON.stringify({ ...file, title: '<img src=x onerror="window.__royalPwned=1">', lines });
    },
    message: /illegal/,
  },
  {
    // Every move is legal: only the fingerprints, which the host alone checks, can tell.
    name: 'a file with one fingerprint forged',
    text: () => {
      const file = validReplay();
      const main = file.lines[0]!;
      return JSON.stringify({ ...file, lines: [{ ...main, hashes: main.hashes.map((hash, i) => (i === 1 ? 'x'.repeat(hash.length) : hash)) }] });
    },
    message: /Step 2 of "Main line" does not rebuild the saved position: the file was altered or made with other rules\./,
  },
];

for (const bad of BAD_FILES) {
  test(`opening ${bad.name} shows a clear error and keeps the game on the table`, async ({ app }) => {
    const { page } = app;
    await app.open();
    await startGame(page, { seed: 9 });
    const mirror = new Mirror(9);
    await playBotMoves(page, mirror, 2);
    const before = await readBoard(page);

    const path = join(app.documentsDir, 'bad.royal.json');
    await writeFile(path, bad.text(), 'utf8');
    await chooseFileToOpen(page, path);

    const error = byId(page, 'error-message');
    await expect(error).toBeVisible();
    await expect(byId(page, 'error-dialog').locator('h2'), 'the dialog says what happened').toHaveText("This file can't be opened");
    await expect(error).toHaveText(bad.message);
    expect((await error.textContent())!.trim().split('\n'), 'the message is one line').toHaveLength(1);
    await byId(page, 'error-dismiss').click();
    await expect(error).toBeHidden();

    // Nothing of the file ran, and the game already open goes on.
    expect(await page.evaluate(() => (globalThis as { __royalPwned?: number }).__royalPwned)).toBeUndefined();
    await expect(byId(page, 'mode')).toHaveText('play');
    expect(await readBoard(page)).toEqual(before);
    await clickAction(page, mirror, mirror.botChoice());
  });
}

test('names and notes from a file that hold bidirectional controls stay inside their own words', async ({ app }) => {
  const { page } = app;
  const { record, cursor } = playedGame([{ type: 'remove', cell: 4 }, { type: 'fill', cell: 4 }]);
  const branch = record.branch({ line: MAIN_LINE, step: 1 }, '\u202eOther way\u2069');
  if (!record.play({ line: branch, step: 1 }, 0, { type: 'move', to: 1 }).ok) throw new Error('the branch cannot be played');
  const note = setNote(record.annotations, record, cursor, 'Look \u202ehere');
  if (!note.ok) throw new Error(note.reason);
  record.annotations = note.annotations;
  const name = 'game\u202eelif.royal.json';
  const path = join(app.documentsDir, name);
  await writeFile(path, JSON.stringify(recordToReplay(record, { cursor, savedAt: '2025-01-01T00:00:00.000Z' })), 'utf8');

  await app.open();
  await chooseFileToOpen(page, path);
  await expect(byId(page, 'mode')).toHaveText('replay');
  // A message that repeats the name shows its controls; elsewhere they cannot reach past the name.
  await expect(byId(page, 'message')).toHaveText('Opened game\\u{202e}elif.royal.json: replaying from step 2.');
  // In the page each such text is a <bdi>; where markup cannot go (an option, the window's title) it is wrapped in an isolate.
  await expect(page.locator('[data-testid="step-note"] > bdi')).toHaveText('Look \u202ehere');
  await expect(byId(page, 'annotated-step').locator('.what')).toHaveText('\u2068Look \u202ehere\u2069');
  await expect(byId(page, 'file-name').locator('bdi')).toHaveText(name);
  expect(await page.title()).toBe(`\u2068${name}\u2069 — Royal Table`);
  const options = await byId(page, 'branch-select').locator('option').allTextContents();
  expect(options).toContain('\u2068\u202eOther way\u2069 · 2 steps');
});

test('the home screen lists recent games by their title and game, and opens one again', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royal-suit', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  await byId(page, 'close-game').click();
  const entry = byId(page, 'recent-file').first();
  await expect(entry.locator('.name')).toHaveText('Royal Suit: a game told step by step');
  await expect(entry.getByTestId('recent-file-game')).toHaveText('Royal Suit');
  await expect(entry).toHaveAttribute('title', /royal-suit[\\/]a-game-told-step-by-step\.royal\.json$/);
  await expect(entry.locator('.dir')).toHaveText(/royal-suit$/);
  // A file without a title is listed by its name and folder.
  await startGame(page, { seed: 5 });
  await saveAs(page, join(app.documentsDir, 'untitled'));
  await byId(page, 'close-game').click();
  const saved = byId(page, 'recent-file').first();
  await expect(saved.locator('.name')).toHaveText('untitled.royal.json');
  await expect(saved.getByTestId('recent-file-game')).toHaveText('Royal Lock');
  await expect(saved.locator('.dir')).toHaveText(app.documentsDir);
  await byId(page, 'recent-file').nth(1).click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'file-name')).toContainText('a-game-told-step-by-step.royal.json');
  // Saved as a copy of the player's own, the game keeps its title.
  const copy = join(app.documentsDir, 'my copy.royal.json');
  await saveAs(page, copy);
  expect(((await readJson(copy)) as { title?: string }).title).toBe('Royal Suit: a game told step by step');
});

test('files saved from one game are told apart in the recent games by their names, at the smallest window too', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await openExample(page, 'royal-suit', 'a-game-told-step-by-step');
  for (const name of ['lesson A', 'lesson B with a longer name for the second class of the week']) await saveAs(page, join(app.documentsDir, name));
  await byId(page, 'close-game').click();

  const rows = byId(page, 'recent-file');
  await expect(rows.locator('.name')).toHaveText(['Royal Suit: a game told step by step', 'Royal Suit: a game told step by step', 'Royal Suit: a game told step by step']);
  const names = byId(page, 'recent-file-name');
  await expect(names).toHaveText(['lesson B with a longer name for the second class of the week.royal.json', 'lesson A.royal.json', 'a-game-told-step-by-step.royal.json']);
  // Shown whole, inside its row: not cut off, nor left to the hover text.
  for (const [i, row] of (await rows.all()).entries()) {
    const [box, name] = [await row.boundingBox(), await names.nth(i).boundingBox()];
    expect(name && box && name.x >= box.x && name.x + name.width <= box.x + box.width && name.y + name.height <= box.y + box.height, `name ${i} inside its row`).toBe(true);
    await expect(names.nth(i)).toBeVisible();
  }
  const shown = await rows.allInnerTexts();
  expect(new Set(shown).size, 'no two rows read the same').toBe(shown.length);
  expect(await sidewaysScrollers(page)).toEqual([]);
});

test('a recent game whose file has gone is taken off the list when opened, and any can be taken off by hand', async ({ app }) => {
  const { page } = app;
  await app.open();
  const path = (name: string): string => join(app.documentsDir, `${name}.royal.json`);
  for (const [seed, name] of [[5, 'first'], [6, 'second'], [7, 'third']] as const) {
    await startGame(page, { seed });
    await saveAs(page, path(name));
    await byId(page, 'close-game').click();
  }
  const names = byId(page, 'recent-file').locator('.name');
  await expect(names).toHaveText(['third.royal.json', 'second.royal.json', 'first.royal.json']);

  // The file is deleted behind the app's back, while the list shows it (a refresh still on its
  // way would find it gone and leave it out, which is the list's other way of keeping clean).
  await app.settle();
  await rm(path('second'));
  await byId(page, 'recent-file').filter({ hasText: 'second.royal.json' }).click();
  await expect(byId(page, 'error-message')).toHaveText(`There is no file at "${path('second')}". It has been taken off the recent games.`);
  await byId(page, 'error-dismiss').click();
  await expect(names).toHaveText(['third.royal.json', 'first.royal.json']);

  // Each entry has its own control, reached from the entry with Tab; it takes the entry off without opening it.
  const first = page.getByRole('listitem').filter({ hasText: 'first.royal.json' });
  const remove = first.getByRole('button', { name: 'Remove from recent games' });
  await expect(remove).toHaveAttribute('data-testid', 'recent-file-remove');
  await byId(page, 'recent-file').filter({ hasText: 'first.royal.json' }).focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['third.royal.json']);
  await expect(byId(page, 'new-game-form'), 'nothing was opened').toBeVisible();
  await expect(byId(page, 'recent-file-remove'), 'the focus moves on to the entry left').toBeFocused();
  expect(existsSync(path('first')), 'the file stays on disk').toBe(true);

  // The list stays as it was left, after a restart too; the game taken off can still be opened by name.
  await app.restart();
  await expect(names).toHaveText(['third.royal.json']);
  await openFile(page, path('first'));
  await byId(page, 'close-game').click();
  await expect(names).toHaveText(['first.royal.json', 'third.royal.json']);
});

test('a game saved while the recent games are still being read is saved, not passed over', async ({ app }) => {
  const { page } = app;
  await app.open();
  // A slow disk: the list of recent games, read again after each save, takes a while to come.
  app.slowDown('recentFiles', 1500);
  const path = (name: string): string => join(app.documentsDir, `${name}.royal.json`);
  await startGame(page, { seed: 5 });
  await saveAs(page, path('first'));
  await byId(page, 'close-game').click();
  await startGame(page, { seed: 6 });
  await saveAs(page, path('second'));
  expect(existsSync(path('second')), 'the second game is on disk').toBe(true);
  await byId(page, 'close-game').click();
  await expect(byId(page, 'recent-file').locator('.name')).toHaveText(['second.royal.json', 'first.royal.json']);
});

test('a save asked for while the autosave is still being cleared after the one before is made, not passed over', async ({ app }) => {
  const { page } = app;
  await app.open();
  // A slow disk: clearing the autosave, which follows each save, takes a while.
  app.slowDown('clearAutosave', 1500);
  const path = join(app.documentsDir, 'twice.royal.json');
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await saveAs(page, path);
  await expect(byId(page, 'message')).toHaveText('Saved as twice.royal.json.');
  await clickAction(page, mirror, mirror.botChoice());
  await byId(page, 'save').click();
  await expect(byId(page, 'message')).toHaveText('Saved twice.royal.json.');
  await app.settle();
  const saved = (await readJson(path)) as { lines: { actions: unknown[] }[] };
  expect(saved.lines[0]!.actions, 'the move made between the two saves is on disk').toHaveLength(1);
});

test('a save asked for while the one before is still being written follows it, with the moves made meanwhile', async ({ app }) => {
  const { page } = app;
  await app.open();
  const path = join(app.documentsDir, 'queued.royal.json');
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await saveAs(page, path);
  await expect(byId(page, 'message')).toHaveText('Saved as queued.royal.json.');
  // A slow disk: each save takes a while to be written.
  app.slowDown('saveFile', 1500);
  await clickAction(page, mirror, mirror.botChoice());
  await byId(page, 'save').click();
  await clickAction(page, mirror, mirror.botChoice());
  await byId(page, 'save').click();
  await app.settle();
  const saved = (await readJson(path)) as { lines: { actions: unknown[] }[] };
  expect(saved.lines[0]!.actions, 'both moves are on disk: the second save was made after the first').toHaveLength(2);
  await expect(byId(page, 'message')).toHaveText('Saved queued.royal.json.');
});

test('a click made before the host has said where things are waits for it: the examples open, and Save as starts in the player’s folder', async ({ app }) => {
  const { page } = app;
  app.slowDown('host', 1500);
  await app.open();
  await byId(page, 'open-examples').click();
  await expect(byId(page, 'file-entry').filter({ hasText: /^\s*royals\/\s*$/ })).toBeVisible();
  await expect(byId(page, 'error-message')).toHaveCount(0);
  await byId(page, 'file-dialog-cancel').click();

  // A game started and saved while the host is slower still.
  app.slowDown('host', 4000);
  await app.restart();
  await startGame(page, { seed: 8 });
  await byId(page, 'save-as').click();
  await expect(byId(page, 'file-path-input')).toHaveValue(join(app.documentsDir, 'royal-lock-8.royal.json'));
});

test('after a crash the unsaved game is offered back and restored as it was', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 13 });
  const mirror = new Mirror(13);
  await playBotMoves(page, mirror, 4);
  const before = await readBoard(page);

  // The autosave lands shortly after the last action; wait for it on disk.
  const autosave = createAutosave(app.userDataDir);
  await expect
    .poll(async () => gameIn(await autosave.restorable())?.file.lines[0]?.actions.length ?? 0, { message: 'the autosave holds 4 actions' })
    .toBe(4);

  await app.restart();
  await expect(byId(page, 'restore-prompt')).toBeVisible();
  await byId(page, 'restore-accept').click();
  await expect(byId(page, 'restore-prompt')).toBeHidden();
  await expect(byId(page, 'board')).toBeVisible();
  expect(await readBoard(page)).toEqual(before);
  await expectBoard(page, mirror.state, 'the restored position');
  await expect(byId(page, 'mode')).toHaveText('play');

  // The restored game plays on.
  await clickAction(page, mirror, mirror.botChoice());
});

test('the file dialog stays in the places the app may reach, and a path typed outside them is refused in plain words', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const before = await readBoard(page);

  await byId(page, 'open').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await expect(page.getByTitle('Up one folder'), 'no way up out of the Royal Table folder').toBeDisabled();
  await byId(page, 'file-dialog-cancel').click();

  await chooseFileToOpen(page, '/etc/passwd');
  const error = byId(page, 'error-message');
  await expect(error).toHaveText(/\/etc\/passwd is outside the places Royal Table opens games from/);
  await byId(page, 'error-dismiss').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  expect(await readBoard(page)).toEqual(before);
});

for (const { name, file, bytes } of [
  { name: 'another program’s JSON file', file: 'settings.json', bytes: Buffer.from('{"editor.fontSize": 14}\n') },
  { name: 'an empty file', file: 'empty.json', bytes: Buffer.alloc(0) },
  { name: 'a UTF-16 file', file: 'utf16.json', bytes: Buffer.from('\uFEFF{"format": "royal-table-replay"}', 'utf16le') },
]) {
  test(`saving as ${name} says at once that it will not be replaced, never asking to, and the next name saves`, async ({ app }) => {
    const { page } = app;
    const path = join(app.documentsDir, file);
    await writeFile(path, bytes);
    await app.open();
    await startGame(page, { seed: 6 });

    await byId(page, 'save-as').click();
    await byId(page, 'file-path-input').fill(path);
    await byId(page, 'file-dialog-ok').click();
    await expect(byId(page, 'file-dialog-problem')).toHaveText(`"${path}" is not a Royal Table game, so it will not be replaced; choose another name.`);
    await expect(byId(page, 'replace-prompt'), 'never asked to replace a file it will not replace').toHaveCount(0);
    await expect(byId(page, 'error-dialog')).toHaveCount(0);
    // The dialog stays open on the name, for the next one to be typed over it.
    const input = byId(page, 'file-path-input');
    await expect(input).toBeFocused();
    expect(await input.evaluate((field: { value: string; selectionStart: number | null; selectionEnd: number | null }) => field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0))).toBe(file);
    expect(await readFile(path)).toEqual(bytes);

    await page.keyboard.type('lesson');
    await byId(page, 'file-dialog-ok').click();
    await expect(byId(page, 'file-dialog')).toBeHidden();
    await expect(byId(page, 'message')).toHaveText('Saved as lesson.royal.json.');
    expect(await readFile(path), 'the file is left as it was').toEqual(bytes);
    expect(existsSync(`${path}.bak`)).toBe(false);
  });
}

test('saving as a file that is already there asks before replacing it, and Cancel leaves it as it was', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 8 });
  const path = join(app.documentsDir, 'kept.royal.json');
  await saveAs(page, path);
  const before = await readFile(path, 'utf8');

  // Typed without its extension, the name is still that file's.
  await byId(page, 'save-as').click();
  await byId(page, 'file-path-input').fill(join(app.documentsDir, 'kept'));
  await byId(page, 'file-dialog-ok').click();
  const prompt = byId(page, 'replace-prompt');
  await expect(prompt.locator('h2')).toHaveText('Replace “kept.royal.json”?');
  await expect(prompt).toContainText('is already in');
  expect(await readFile(path, 'utf8'), 'nothing is written while the question is asked').toBe(before);
  await byId(page, 'replace-cancel').click();
  await expect(prompt).toBeHidden();
  await expect(byId(page, 'file-dialog'), 'Cancel goes back to choosing a name').toBeVisible();
  expect(await readFile(path, 'utf8')).toBe(before);
  expect(existsSync(`${path}.bak`), 'no backup: nothing was replaced').toBe(false);

  // Chosen in the list with a double click, it asks too; Replace saves.
  await byId(page, 'file-entry').filter({ hasText: 'kept.royal.json' }).dblclick();
  await expect(prompt).toBeVisible();
  await byId(page, 'replace-confirm').click();
  await expect(byId(page, 'file-dialog')).toBeHidden();
  await expect(byId(page, 'message')).toHaveText('Saved kept.royal.json.');
  expect(await readFile(`${path}.bak`, 'utf8'), 'the file replaced is kept as its backup').toBe(before);
});

test('a damaged autosave is not offered: the player is told once that the last game could not be restored, and where it was kept', async ({ app }) => {
  const { page } = app;
  const autosave = createAutosave(app.userDataDir);
  const damaged = '{"format":"royal-table-autosave","version":1,"savedAt":"2025-0';
  await mkdir(dirname(autosave.filePath), { recursive: true });
  await writeFile(autosave.filePath, damaged, 'utf8');
  await app.open();

  await expect(byId(page, 'error-dialog').locator('h2')).toHaveText("The last game can't be restored");
  const kept = `${autosave.filePath}.corrupt`;
  await expect(byId(page, 'error-message')).toHaveText(
    `The game being played when Royal Table last closed could not be restored: its autosave was damaged. The damaged copy was kept as "${kept}".`,
  );
  await expect(byId(page, 'restore-prompt')).toHaveCount(0);
  await expect(byId(page, 'error-dialog'), 'no table is open yet to speak of').not.toContainText('Nothing on the table');
  expect(await readFile(kept, 'utf8'), 'the damaged copy is kept as it was').toBe(damaged);
  await byId(page, 'error-dismiss').click();
  await expect(byId(page, 'error-dialog')).toHaveCount(0);
  expect(await autosave.restorable(), 'told once: the next start finds nothing').toBeNull();
});

test('a file dropped on the window in a browser: the player is told to use Open… instead', async ({ app }) => {
  const { page } = app;
  await app.open();
  // A browser page cannot learn where a dropped file lives, so nothing is opened from a drop here.
  await page.evaluate(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['{}'], 'dropped.royal.json', { type: 'application/json' }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, cancelable: true, bubbles: true }));
  })()`);
  await expect(byId(page, 'error-dialog').locator('h2')).toHaveText('Dropped files open only in the desktop app');
  await expect(byId(page, 'error-message')).toHaveText('Dropping a file opens it only in the desktop app; here, use Open… and choose it in the Royal Table folder.');
});

test('in the file dialog, Enter on a folder opens it and the focus goes to its listing, not the page behind', async ({ app }) => {
  const { page } = app;
  await mkdir(join(app.documentsDir, 'lessons'), { recursive: true });
  await writeFile(join(app.documentsDir, 'lessons', 'first.royal.json'), '{}');
  await app.open();
  await byId(page, 'open-file').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await pressOn(byId(page, 'file-entry').filter({ hasText: 'lessons' }));
  await expect(byId(page, 'file-entry').filter({ hasText: 'first.royal.json' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Folder contents' }).getByRole('button').first()).toBeFocused();
  await byId(page, 'file-dialog-cancel').click();

  // Over the table too, whose own watch on the focus leaves a dialog's focus to the dialog.
  await startGame(page, { seed: 5 });
  await byId(page, 'open').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await pressOn(byId(page, 'file-entry').filter({ hasText: 'lessons' }));
  await expect(byId(page, 'file-entry').filter({ hasText: 'first.royal.json' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Folder contents' }).getByRole('button').first()).toBeFocused();
});
