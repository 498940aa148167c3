/** A game with unsaved changes never leaves the table without the player's say. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Mirror, answerFileDialog, byId, clickAction, expectBoard, focusPlace, pressOn, startGame } from './table';

const SEED = 21;

async function playOneMove(page: Page): Promise<Mirror> {
  await startGame(page, { seed: SEED });
  const mirror = new Mirror(SEED);
  await clickAction(page, mirror, { type: 'move', to: 1 });
  return mirror;
}

/** Asks for a new game from the home screen; the unsaved-changes question appears. */
async function askForNewGame(page: Page): Promise<void> {
  await byId(page, 'new-game').click();
  await byId(page, 'seed-input').fill('99');
  await byId(page, 'start-game').click();
  await expect(byId(page, 'leave-prompt')).toBeVisible();
}

test('keeping the game: the unsaved game stays exactly as it was', async ({ app }) => {
  const { page } = app;
  await app.open();
  const mirror = await playOneMove(page);
  await askForNewGame(page);
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'leave-prompt')).toBeHidden();
  await byId(page, 'back-to-game').click();
  await expectBoard(page, mirror.state, 'the kept game');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');
});

test('discarding the changes starts the new game', async ({ app }) => {
  const { page } = app;
  await app.open();
  await playOneMove(page);
  await askForNewGame(page);
  await byId(page, 'leave-discard').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await expect(byId(page, 'message')).toContainText('seed 99');
});

test('saving first writes the game to disk, then starts the new one', async ({ app }) => {
  const { page } = app;
  await app.open();
  await playOneMove(page);
  await askForNewGame(page);
  await byId(page, 'leave-save').click();
  const path = join(app.documentsDir, 'kept.royal.json');
  await answerFileDialog(page, path);
  await expect(byId(page, 'message')).toContainText('seed 99');
  expect(existsSync(path), `${path} is on disk`).toBe(true);
});

test('the keyboard keeps its place: the table takes the focus after Back to the game and after Discard changes', async ({ app }) => {
  const { page } = app;
  await app.open();
  await playOneMove(page);
  await askForNewGame(page);
  await pressOn(byId(page, 'leave-cancel'));
  await expect(byId(page, 'leave-prompt')).toBeHidden();
  await pressOn(byId(page, 'back-to-game'));
  await expect(byId(page, 'board')).toBeVisible();
  await expect.poll(() => focusPlace(page), { message: 'focus after Back to the game' }).toBe('table');

  await askForNewGame(page);
  await pressOn(byId(page, 'leave-discard'));
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await expect.poll(() => focusPlace(page), { message: 'focus after Discard changes' }).toBe('table');
});
