/**
 * The desktop app's menu bar: its commands do what the toolbar and their keys
 * do, and like their keys they wait while a dialog or the pass-the-device
 * screen stands over the table (saving at the handover aside, which shows no
 * cards). The harness hands the page each command as the preload does.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { confirmPrivacy, handShown, layPromise, startRoyalLines } from './royal-lines-table';
import { Mirror, answerFileDialog, byId, clickAction, expectBoard, startGame } from './table';

const SEED = 21;

test('the menu saves, undoes, redoes, closes, opens and starts a game as the toolbar does', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SEED });
  const mirror = new Mirror(SEED);
  await clickAction(page, mirror, { type: 'move', to: 1 });

  await app.menu('undo');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 1');
  await app.menu('redo');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');

  const path = join(app.documentsDir, 'from-the-menu.royal.json');
  await app.menu('saveAs');
  await answerFileDialog(page, path);
  await expect(byId(page, 'message')).toHaveText('Saved as from-the-menu.royal.json.');
  expect(existsSync(path)).toBe(true);
  await app.menu('save');
  await expect(byId(page, 'message')).toHaveText('Saved from-the-menu.royal.json.');

  await app.menu('close');
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await app.menu('open');
  await answerFileDialog(page, path);
  // Saved during play and unfinished, the game opens ready to play on.
  await expect(byId(page, 'mode')).toHaveText('play');
  await expectBoard(page, mirror.state, 'the game saved from the menu');

  await app.menu('new');
  await expect(byId(page, 'new-game-form')).toBeVisible();
});

test('a dialog holds the menu back: the question about unsaved changes is answered first', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SEED });
  const mirror = new Mirror(SEED);
  await clickAction(page, mirror, { type: 'move', to: 1 });
  await byId(page, 'close-game').click();
  await expect(byId(page, 'leave-prompt')).toBeVisible();

  for (const command of ['undo', 'new', 'open', 'close'] as const) await app.menu(command);
  await app.settle();
  await expect(byId(page, 'leave-prompt'), 'the question stays, alone').toBeVisible();
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'current-step'), 'nothing was undone behind the question').toHaveText('Step 1 of 1');
  await expectBoard(page, mirror.state, 'the game kept');
});

test('at the pass-the-device screen the menu can save, open, start or close a game, which show no cards, but not step it back', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await startRoyalLines(page, { seed: 7, seats: ['human', 'human'] });
  await confirmPrivacy(page, 0);
  const [promise] = await handShown(page);
  if (!promise) throw new Error('seat 1 has no hand on screen');
  await layPromise(page, promise);
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');

  await app.menu('undo');
  await app.settle();
  await expect(byId(page, 'privacy-title'), 'still seat 2’s turn: nothing was taken back').toHaveText('Pass to Seat 2');
  await app.menu('open');
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await byId(page, 'file-dialog-cancel').click();
  // Closing asks about the unsaved game first, over the pass-the-device screen.
  await app.menu('close');
  await expect(byId(page, 'leave-prompt')).toBeVisible();
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await app.menu('new');
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await expect(byId(page, 'privacy-screen')).toHaveCount(0);
  await byId(page, 'back-to-game').click();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');

  const path = join(app.documentsDir, 'handover.royal.json');
  await app.menu('saveAs');
  await answerFileDialog(page, path);
  await expect(byId(page, 'privacy-note')).toHaveText('Saved as handover.royal.json.');
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  expect(existsSync(path)).toBe(true);
});
