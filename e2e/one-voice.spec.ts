/**
 * One voice and one set of keys: each move is told once, the bar under the
 * table tells the position on the table (after an undo too), the arrow keys
 * move the Royal Lock marker like its arrow buttons, the keys are listed on
 * "?" and in the rules help, and the Open dialog takes a typed folder.
 */
import { join } from 'node:path';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { MAX_DIRECTORY_ENTRIES } from '../src/main/files/directory';
import { royalLock } from '../src/engine/games/royal-lock';
import { expect, test } from './fixtures';
import { Mirror, byId, clickAction, expectBoard, openFile, readBoard, saveAs, startGame } from './table';

test('the bar under a folded record tells the step on the table, and the one before it after an undo', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await expect(byId(page, 'timeline'), 'the record starts folded on a small window').toHaveCount(0);

  await clickAction(page, mirror, mirror.botChoice());
  const first = mirror.record.stepAt(mirror.cursor)!.text;
  await expect(byId(page, 'message')).toHaveText(`Step 1: ${first}`);
  await clickAction(page, mirror, mirror.botChoice());
  const second = mirror.record.stepAt(mirror.cursor)!.text;
  await expect(byId(page, 'message')).toHaveText(`Step 2: ${second}`);

  await byId(page, 'undo').click();
  await expect(byId(page, 'message'), 'the undone move is no longer told').toHaveText(`Step 1: ${first}`);
  await byId(page, 'undo').click();
  await expect(byId(page, 'message')).toHaveText('');

  // With the record open the move is told there, and only there.
  await byId(page, 'redo').click();
  await byId(page, 'record-toggle').click();
  await expect(byId(page, 'timeline-step-1')).toContainText(first);
  await expect(byId(page, 'message')).toHaveText('');
});

test('the arrow keys move the Royal Lock marker, like the arrow buttons; Page Up/Down step the record', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  const start = (await readBoard(page)).markers[royalLock.view(mirror.state, 0).marker]!;
  const up = start - 3;
  if (up < 0) throw new Error('the seed should start the marker below the top row');

  await page.keyboard.press('ArrowUp');
  mirror.play({ type: 'move', to: up });
  await expectBoard(page, mirror.state, 'the board after ↑');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');

  await page.keyboard.press('PageUp');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 1');
  await page.keyboard.press('PageDown');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');
  await expect(byId(page, 'action-move-up')).toHaveAttribute('aria-keyshortcuts', 'ArrowUp');
});

test('"?" shows the keys of the table and of the app; the rules help lists them too', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  // The toolbar's "?" is named for what it opens, not read out as a question mark.
  await expect(byId(page, 'shortcuts')).toHaveAccessibleName('Keys and shortcuts');
  await page.keyboard.press('?');
  await expect(byId(page, 'shortcuts-sheet')).toBeVisible();
  await expect(byId(page, 'table-keys')).toContainText('Move the marker');
  await expect(byId(page, 'table-keys')).toContainText('End turn');
  await expect(byId(page, 'app-keys')).toContainText('Page Up / Page Down');
  await byId(page, 'shortcuts-close').click();
  await expect(byId(page, 'shortcuts-sheet')).toBeHidden();

  await byId(page, 'rules').click();
  await expect(byId(page, 'rules-keys')).toContainText('Move the marker');
  await expect(byId(page, 'rules-keys')).toContainText('Undo');
});

test('a refusal stands beside the control it concerns, once', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const lock = byId(page, 'action-unlock');
  await expect(lock).toHaveAttribute('aria-disabled', 'true');
  await lock.click({ force: true });
  const refusal = byId(page, 'refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('data-anchored', 'true');
  const [button, bubble] = [await lock.boundingBox(), await refusal.boundingBox()];
  expect(button && bubble, 'both are on screen').toBeTruthy();
  const gap = Math.min(Math.abs(bubble!.y - (button!.y + button!.height)), Math.abs(button!.y - (bubble!.y + bubble!.height)));
  expect(gap, 'the reason sits just above or below the button').toBeLessThan(20);
  await expect(byId(page, 'message'), 'and is not repeated in the bar').not.toContainText(await refusal.innerText());
});

test('the Open dialog goes to a typed folder and opens a typed path', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await clickAction(page, mirror, mirror.botChoice());
  const folder = join(app.documentsDir, 'lessons');
  await mkdir(folder);
  const saved = join(app.documentsDir, 'typed.royal.json');
  await saveAs(page, saved);
  await copyFile(saved, join(folder, 'inside.royal.json'));

  await byId(page, 'open').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await byId(page, 'file-path-input').fill(folder);
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-entry'), 'the typed folder is listed').toHaveText(['inside.royal.json']);
  await expect(byId(page, 'file-path-input')).toHaveValue(`${folder}/`);
  await byId(page, 'file-dialog-cancel').click();

  await openFile(page, join(folder, 'inside.royal.json'), 'play');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');
});

test('a folder typed while the first folder is still being read stays listed when that first reading comes back', async ({ app }) => {
  const { page } = app;
  await app.open();
  const folder = join(app.documentsDir, 'lessons');
  await mkdir(folder);
  await writeFile(join(folder, 'inside.royal.json'), '{}');

  // The dialog's first listing (the documents folder) is slow to come back; the typed folder's is not.
  app.slowDown('listDirectory', 2000);
  await byId(page, 'open').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  app.slowDown('listDirectory', 0);
  await byId(page, 'file-path-input').fill(`${folder}/`);
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-entry')).toHaveText(['inside.royal.json']);

  await app.settle();
  await expect(byId(page, 'file-entry'), 'the older answer did not replace the folder typed').toHaveText(['inside.royal.json']);
  await expect(byId(page, 'file-path-input')).toHaveValue(`${folder}/`);
});

test('a folder too large to list whole says how many it leaves out, and a game left out opens by its typed name', async ({ app }) => {
  const { page } = app;
  await app.open();
  const folder = join(app.documentsDir, 'many');
  await mkdir(folder);
  await Promise.all(Array.from({ length: MAX_DIRECTORY_ENTRIES + 1 }, (_, i) => writeFile(join(folder, `empty-${i}.royal.json`), '{}')));
  // A new game saved as the last of the folder by name.
  await startGame(page, { seed: 5 });
  const last = join(folder, 'zz-last.royal.json');
  await saveAs(page, last);
  await byId(page, 'close-game').click();
  await expect(byId(page, 'current-step')).toHaveCount(0);

  await byId(page, 'open').click();
  await byId(page, 'file-path-input').fill(`${folder}/`);
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-omitted')).toHaveText('2 more not listed. Type a name in the field above to reach one.');
  await expect(byId(page, 'file-entry')).toHaveCount(MAX_DIRECTORY_ENTRIES);
  await expect(byId(page, 'file-entry').filter({ hasText: 'zz-last' })).toHaveCount(0);
  // Its bare name is enough: a name without a folder is looked for in the folder listed.
  await byId(page, 'file-path-input').fill('zz-last.royal.json');
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
});

test('“Puzzles and examples” on the home screen opens the examples folder, one click from a puzzle', async ({ app }) => {
  const { page } = app;
  await app.open();
  await byId(page, 'open-examples').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await expect(byId(page, 'file-entry').filter({ hasText: 'royal-suit/' })).toBeVisible();
  await byId(page, 'file-entry').filter({ hasText: 'royal-suit/' }).click();
  await byId(page, 'file-entry').filter({ hasText: 'puzzle-01' }).dblclick();
  // A puzzle file opens in the puzzle player (e2e/puzzles.spec.ts plays it).
  await expect(byId(page, 'puzzle-screen')).toBeVisible();
  await expect(byId(page, 'rs-turn')).toBeVisible();
});
