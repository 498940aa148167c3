/**
 * A position file an earlier version saved with a value play cannot reach
 * (Royals: the turn given to the player who does not own it) is refused on
 * opening, with the offer to mend its position in the table editor; there it
 * is fixed and saved under a new name, and the old file is left as it was.
 * A game autosaved from such a position is offered the same way at start.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createAutosave } from '../src/main/files/autosave';
import { readReplay, replayText } from '../src/main/files/replay-store';
import { makeRoyalsPosition } from '../src/main/testing/replays';
import { expect, test } from './fixtures';
import { answerFileDialog, byId, chooseFileToOpen, openFile, writeText } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'editor');

test('a Royals position refused for whose turn it is is mended in the table editor and saved under a new name', async ({ app }) => {
  const { page } = app;
  await app.open();
  const old = join(app.documentsDir, 'old position.royal.json');
  // Seat 1 began and it is turn 1, but the file gives the turn to Seat 2; a move played from it follows.
  await writeText(old, replayText(makeRoyalsPosition((state) => void (state.seat = 1), { moves: true })));
  const oldBytes = await readFile(old);

  await chooseFileToOpen(page, old);
  await expect(byId(page, 'error-dialog')).toBeVisible();
  await expect(byId(page, 'error-message')).toContainText('The start position cannot be played');
  await expect(byId(page, 'error-message')).toContainText('turn 1 belongs to Seat 1');
  await expect(byId(page, 'error-action-note')).toContainText('the file itself is not changed');
  await expect(byId(page, 'error-action-note')).toContainText('The moves played from it are not brought along');
  await page.screenshot({ path: join(SHOTS, 'mend-offer.png') });

  await byId(page, 'error-action').click();
  await expect(byId(page, 'error-dialog')).toBeHidden();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'editor-notice')).toContainText('Mending the position of Royals');
  await expect(byId(page, 'editor').locator('header')).toContainText('from a file that could not be opened');
  await expect(byId(page, 'problems')).toHaveAttribute('data-count', '1');
  await expect(byId(page, 'problem')).toContainText('turn 1 belongs to Seat 1');
  await expect(byId(page, 'scalar-seat')).toHaveValue('1');

  await byId(page, 'scalar-seat').selectOption('0');
  await expect(byId(page, 'problems')).toHaveAttribute('data-count', '0');
  const mended = join(app.documentsDir, 'mended position.royal.json');
  await byId(page, 'save-position').click();
  await answerFileDialog(page, mended);
  await expect(byId(page, 'editor-notice')).toContainText('Position saved as mended position');

  expect(await readFile(old)).toEqual(oldBytes);
  const read = await readReplay(mended);
  if (!read.ok) throw new Error(`the mended file does not open: ${read.message}`);
  expect(read.file.start.kind).toBe('position');
  await openFile(page, mended);
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
});

test('a game autosaved from a position now refused is told of at start, with the offer to mend that position', async ({ app }) => {
  const { page } = app;
  const autosave = createAutosave(app.userDataDir);
  const file = makeRoyalsPosition((state) => void (state.seat = 1), { moves: true });
  const text = JSON.stringify({ format: 'royal-table-autosave', version: 3, savedAt: '2026-11-20T10:00:00.000Z', path: null, openedFrom: null, mode: 'play', file });
  await mkdir(dirname(autosave.filePath), { recursive: true });
  await writeFile(autosave.filePath, text, 'utf8');
  await app.open();

  await expect(byId(page, 'error-dialog').locator('h2')).toHaveText("The last game can't be restored");
  await expect(byId(page, 'error-message')).toContainText('The start position cannot be played');
  await expect(byId(page, 'error-message')).toContainText(`Its autosave was kept as "${autosave.filePath}.corrupt".`);
  await expect(byId(page, 'error-action-note')).toContainText('the autosave stays where it was kept');
  await expect(byId(page, 'restore-prompt')).toHaveCount(0);

  await byId(page, 'error-action').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'editor-notice')).toContainText('Mending the position of Royals that could not be restored');
  await expect(byId(page, 'editor').locator('header')).toContainText('from the game that could not be restored');
  await expect(byId(page, 'problem')).toContainText('turn 1 belongs to Seat 1');
  await byId(page, 'scalar-seat').selectOption('0');
  await expect(byId(page, 'problems')).toHaveAttribute('data-count', '0');
  expect(await readFile(`${autosave.filePath}.corrupt`, 'utf8'), 'the refused autosave is kept as it was').toBe(text);
});
