/**
 * An Alliance Royals game saved before ruling A27, whose step 211 ended a round in the middle of a battle:
 * it opens as a replay up to step 210, saying which step no longer stands and why, and nothing is saved
 * over the file, which keeps the steps after.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { answerFileDialog, byId, chooseFileToOpen } from './table';

const FIXTURE = join(import.meta.dirname, '..', 'src', 'engine', 'games', 'alliance-royals', 'fixtures', 'saved-before-a27.royal.json');

test('a game saved before ruling A27 opens up to the step that no longer stands, and its file is kept', async ({ app }) => {
  const { page } = app;
  const path = join(app.documentsDir, 'old round.royal.json');
  copyFileSync(FIXTURE, path);
  const before = readFileSync(path, 'utf8');
  await app.open();
  await chooseFileToOpen(page, path);
  const message = byId(page, 'message');
  await expect(message).toHaveText('Opened old round.royal.json in part: a replay to save under a new name.');
  const notice = byId(page, 'error-message');
  await expect(notice).toContainText('Step 211 (Seat 2 plays Q♠) no longer stands under ruling A27: the game was saved when');
  await expect(notice).toContainText('The game opens read-only up to step 210. Save as keeps it under a new name; the file stays as it is.');
  await byId(page, 'error-dismiss').click();
  await expect(byId(page, 'error-dialog')).toHaveCount(0);
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  await expect(byId(page, 'current-step')).toHaveText(/^Step 0 of 210/);

  // Saving over the file is refused in the dialog; a new name keeps the game as far as it stands.
  await byId(page, 'save').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await byId(page, 'file-path-input').fill(path);
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-dialog-problem')).toContainText('was saved under a former reading of the rules and opened only in part');
  await byId(page, 'file-dialog-cancel').click();
  expect(readFileSync(path, 'utf8')).toBe(before);

  const kept = join(app.documentsDir, 'old round today.royal.json');
  await byId(page, 'save-as').click();
  await answerFileDialog(page, kept);
  await expect(message).toContainText('Saved');
  expect(readFileSync(path, 'utf8')).toBe(before);
  const saved = JSON.parse(readFileSync(kept, 'utf8')) as { lines: { actions: unknown[] }[] };
  expect(saved.lines[0]!.actions).toHaveLength(210);
});
