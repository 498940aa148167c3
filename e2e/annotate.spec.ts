/**
 * A teacher annotates a saved game (a note, a highlight, an arrow, on two
 * steps and on a branch), saves it, and whoever opens the file sees exactly
 * those marks at exactly those steps.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { allianceRoyals } from '../src/engine/games/alliance-royals';
import { royalSuit } from '../src/engine/games/royal-suit';
import { EXAMPLES_DIR, expect, test } from './fixtures';
import { createAutosave } from '../src/main/files/autosave';
import { writePlayedGame } from './played-games';
import { Mirror, byId, clickAction, gameIn, openAsReplay, openExample, openFile, playBotMoves, readJson, saveAs, startGame } from './table';

const SEED = 11;

async function expectStep(page: Page, step: number): Promise<void> {
  await expect(byId(page, 'current-step')).toHaveText(new RegExp(`^Step ${step} of `));
}

/** Grid spaces with a card on them, as the table draws them now. */
function cardCells(page: Page): Locator {
  return page.locator('[data-testid^="cell-"][data-card]:not([data-card=""])');
}

async function expectMarks(page: Page, marks: { highlights: number; arrows: number; note: string | null }): Promise<void> {
  await expect(byId(page, 'annotation-highlight')).toHaveCount(marks.highlights);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(marks.arrows);
  if (marks.note === null) await expect(byId(page, 'step-note')).toHaveCount(0);
  else await expect(byId(page, 'step-note')).toHaveText(marks.note);
}

/**
 * A saved game people had not finished is passed to the person to move first: the teacher takes the screen and
 * chooses everything face up, as for a lesson.
 */
async function showFaceUp(page: Page): Promise<void> {
  if (await byId(page, 'privacy-screen').isVisible()) await byId(page, 'privacy-continue').click();
  await byId(page, 'viewer-select').selectOption('all');
}

test('a teacher annotates a replay; the saved file shows the same marks at the same steps', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SEED });
  const mirror = new Mirror(SEED);
  await clickAction(page, mirror, { type: 'move', to: 1 });
  await clickAction(page, mirror, { type: 'move', to: 4 });
  await clickAction(page, mirror, { type: 'endTurn' });
  await playBotMoves(page, mirror, 3);
  const path = join(app.documentsDir, 'lesson.royal.json');
  await saveAs(page, path);
  await openAsReplay(page, path);

  // Step 2: a note, a highlight and an arrow.
  await byId(page, 'step-first').click();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expectStep(page, 2);
  await byId(page, 'annotate-switch').check();
  await byId(page, 'annotation-note').fill('Watch the centre: the marker came back here.');
  const first = cardCells(page).nth(0);
  const second = cardCells(page).nth(4);
  const firstCard = await first.getAttribute('data-card');
  await byId(page, 'tool-highlight').click();
  await byId(page, 'colour-red').click();
  await first.click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-highlight')).toHaveAttribute('data-colour', 'red');
  await byId(page, 'tool-arrow').click();
  await byId(page, 'colour-blue').click();
  await first.click();
  await second.click();
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
  await expect(byId(page, 'mode'), 'annotating plays nothing').toHaveText('replay');
  await expectStep(page, 2);

  // Step 4: a note only.
  await byId(page, 'step-forward').click();
  await byId(page, 'step-forward').click();
  await expectStep(page, 4);
  await byId(page, 'annotation-note').fill('The first red draw.');
  await expect(byId(page, 'annotated-step')).toHaveCount(2);
  await byId(page, 'annotate-switch').uncheck();

  await saveAs(page, path, { replacing: true });
  const saved = JSON.stringify(await readJson(path));
  expect(saved).toContain('Watch the centre');
  expect(saved).toContain('The first red draw.');

  // Whoever opens the file sees the marks at those steps and nowhere else.
  await byId(page, 'new-game').click();
  await openFile(page, path);
  await byId(page, 'step-first').click();
  await expectMarks(page, { highlights: 0, arrows: 0, note: null });
  await page.keyboard.press('PageDown');
  await expectMarks(page, { highlights: 0, arrows: 0, note: null });
  await page.keyboard.press('PageDown');
  await expectStep(page, 2);
  await expectMarks(page, { highlights: 1, arrows: 1, note: 'Watch the centre: the marker came back here.' });
  expect(await cardCells(page).nth(0).getAttribute('data-card')).toBe(firstCard);
  await page.keyboard.press('PageDown');
  await expectMarks(page, { highlights: 0, arrows: 0, note: null });
  await page.keyboard.press('PageDown');
  await expectMarks(page, { highlights: 0, arrows: 0, note: 'The first red draw.' });

  // The notes panel lists both steps and jumps to them.
  const entries = byId(page, 'annotated-step');
  await expect(entries).toHaveCount(2);
  await entries.nth(0).click();
  await expectStep(page, 2);
  await expectMarks(page, { highlights: 1, arrows: 1, note: 'Watch the centre: the marker came back here.' });

  // "Clear marks" takes the highlight and the arrow away and leaves the note.
  await byId(page, 'annotate-switch').check();
  await byId(page, 'clear-step-marks').click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(0);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(0);
  await expect(byId(page, 'annotation-note')).toHaveValue('Watch the centre: the marker came back here.');

  // Cleared by mistake, they come back with one click, in place of the button that cleared them.
  await byId(page, 'put-marks-back').click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
  await expect(byId(page, 'put-marks-back')).toHaveCount(0);
  await expect(byId(page, 'clear-step-marks')).toBeEnabled();

  // Offered only on the step cleared, and only until its marks change again.
  await byId(page, 'clear-step-marks').click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(0);
  await page.keyboard.press('PageDown');
  await expect(byId(page, 'put-marks-back')).toHaveCount(0);
  await page.keyboard.press('PageUp');
  await expect(byId(page, 'put-marks-back')).toBeVisible();
  await byId(page, 'annotation-note').fill('Watch the centre.');
  await byId(page, 'annotation-note').blur();
  await expect(byId(page, 'put-marks-back')).toHaveCount(0);
  await expect(byId(page, 'clear-step-marks')).toBeDisabled();
});

test('the shipped teaching replay opens at its first step with its notes, and its list jumps to the marked steps', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royal-lock', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expectStep(page, 0);
  await expect(byId(page, 'step-note')).toContainText('Two Planner bots play this game together');
  await expect(byId(page, 'annotated-step')).toHaveCount(15);
  // The first red draw: the emptied space and the red card that emptied it, with an arrow between them.
  await byId(page, 'annotated-step').nth(2).click();
  await expectStep(page, 4);
  await expectMarks(page, {
    highlights: 2,
    arrows: 1,
    note: 'The red draw: every unlocked grid card of a drawn rank is removed. The 2♥ takes the 2♣ from the top row; the J♦ matches nothing. An empty space is one step toward three in a line.',
  });
  await byId(page, 'annotated-step').last().click();
  await expectStep(page, 43);
  await expect(byId(page, 'step-note')).toContainText('the players win');
  await expect(byId(page, 'annotation-highlight')).toHaveCount(3);

  // The examples are read-only: "Save as" offers a copy under the same name in the player's own folder.
  await byId(page, 'save-as').click();
  await expect(byId(page, 'file-path-input')).toHaveValue(join(app.documentsDir, 'a-game-told-step-by-step.royal.json'));
});

test('notes made on a replay are autosaved: after a crash the replay comes back with them, still a replay, under the example’s name, and is saved somewhere new', async ({ app }) => {
  const { page } = app;
  const name = 'a-game-told-step-by-step.royal.json';
  const example = join(EXAMPLES_DIR, 'royal-lock', name);
  const shipped = await readFile(example, 'utf8');
  await app.open();
  await openExample(page, 'royal-lock', 'a-game-told-step-by-step');
  await byId(page, 'timeline-step-6').click();
  await byId(page, 'annotate-switch').check();
  await byId(page, 'annotation-note').fill('Kept through a crash.');
  await byId(page, 'annotate-switch').uncheck();

  const autosave = createAutosave(app.userDataDir);
  await expect
    .poll(async () => JSON.stringify(gameIn(await autosave.restorable())?.file.annotations ?? []), { message: 'the autosave holds the note' })
    .toContain('Kept through a crash.');

  await app.restart();
  await expect(byId(page, 'restore-prompt')).toBeVisible();
  await expect(byId(page, 'restore-file')).toHaveText(name);
  await byId(page, 'restore-accept').click();
  await expect(byId(page, 'mode'), 'a replay comes back as a replay: its bots do not play on').toHaveText('replay');
  await expectStep(page, 6);
  await expect(byId(page, 'step-note')).toHaveText('Kept through a crash.');
  // The shipped notes are all still there, with the new one.
  await expect(byId(page, 'annotated-step')).toHaveCount(16);

  // It is the example still, by name, with changes not saved yet.
  await expect(byId(page, 'file-name').locator('bdi')).toHaveText(name);
  await expect(byId(page, 'file-name')).toHaveAttribute('title', example);
  await expect(page).toHaveTitle(`\u2068${name}\u2069 • — Royal Table`);

  // Saving asks for a place of the player's own, under the same name; the example is never written.
  await byId(page, 'save').click();
  await expect(byId(page, 'file-path-input')).toHaveValue(join(app.documentsDir, name));
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'message')).toContainText('Saved');
  await expect(page).toHaveTitle(`\u2068${name}\u2069 — Royal Table`);
  expect(JSON.stringify(await readJson(join(app.documentsDir, name)))).toContain('Kept through a crash.');
  expect(await readFile(example, 'utf8')).toBe(shipped);
});

test('a note shows its length against the limit, says so when a paste is cut there, and leaves the record room on a short window', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 625 });
  await app.open();
  await openExample(page, 'royal-lock', 'a-game-told-step-by-step');
  await byId(page, 'timeline-step-6').click();
  await byId(page, 'annotate-switch').check();
  const box = byId(page, 'annotation-note');
  await expect(byId(page, 'note-count')).toHaveText('0 / 2,000');
  await box.fill('x'.repeat(1950));
  await expect(byId(page, 'note-count')).toHaveText('1,950 / 2,000');
  await expect(byId(page, 'note-cut')).toHaveText('');
  // A long note on a short window leaves the steps of the record room to read (the panel scrolls instead).
  expect((await byId(page, 'timeline').boundingBox())!.height).toBeGreaterThanOrEqual(100);

  // A paste of 100 characters at the end: 50 go in, and the box says the rest were cut.
  await box.press('End');
  await page.keyboard.insertText('y'.repeat(100));
  await expect(byId(page, 'note-count')).toHaveText('2,000 / 2,000');
  await expect(byId(page, 'note-cut')).toHaveText('The note was cut at 2,000 characters: a note holds no more.');
  await expect(box).toHaveValue('x'.repeat(1950) + 'y'.repeat(50));

  // Shortened again, the notice goes.
  await box.press('Backspace');
  await expect(byId(page, 'note-count')).toHaveText('1,999 / 2,000');
  await expect(byId(page, 'note-cut')).toHaveText('');
});

test('on a short window a teaching replay keeps its note and several steps of the record in view', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 640 });
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  await byId(page, 'timeline-step-1').click();
  await expect(byId(page, 'step-note')).toBeVisible();
  // The list of annotated steps starts folded, and the selects stand beside their labels.
  await expect(byId(page, 'annotated-steps-list')).not.toHaveAttribute('open');
  await expect(byId(page, 'annotated-step').first()).toBeHidden();
  const timeline = await byId(page, 'timeline').boundingBox();
  const step = await byId(page, 'timeline-step-0').boundingBox();
  expect(timeline!.height, 'the record shows four steps or more').toBeGreaterThanOrEqual(4 * step!.height);
  const note = await byId(page, 'step-note').boundingBox();
  expect(note!.height, 'the note is not squeezed').toBeGreaterThanOrEqual(40);
  // Unfolded, the list jumps to a step as on a tall window.
  await byId(page, 'annotated-steps-list').locator('summary').click();
  await byId(page, 'annotated-step').nth(2).click();
  await expect(byId(page, 'current-step')).not.toHaveText(/^Step 1 of /);
  await expect(byId(page, 'step-note')).toBeVisible();
});

test('an arrow is drawn in one stroke from a card to another, as by two clicks', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royal-lock', 'a-game-told-step-by-step');
  await byId(page, 'timeline-step-6').click();
  const before = await byId(page, 'annotation-arrow').count();
  await byId(page, 'annotate-switch').check();
  await byId(page, 'tool-arrow').click();

  const cards = page.locator('[data-testid="annotation-layer"] [data-card]:not([data-card=""])');
  const [from, to] = [(await cards.nth(0).boundingBox())!, (await cards.nth(4).boundingBox())!];
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(byId(page, 'annotation-arrow')).toHaveCount(before + 1);
  await expect(byId(page, 'message')).toHaveText(/^Arrow drawn to /);

  // The click that ended the stroke is spent; the next one starts a new arrow.
  await cards.nth(2).click();
  await expect(byId(page, 'message')).toHaveText(/^Arrow from .*: now click where it points\.$/);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(before + 1);
});

test('annotations on a branch stay on that branch', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SEED });
  const mirror = new Mirror(SEED);
  await clickAction(page, mirror, { type: 'move', to: 1 });
  await clickAction(page, mirror, { type: 'move', to: 4 });
  await clickAction(page, mirror, { type: 'endTurn' });
  await playBotMoves(page, mirror, 2);

  // A branch from step 3, one step long, annotated at its step 4.
  await byId(page, 'enter-replay').click();
  await byId(page, 'timeline-step-3').click();
  await byId(page, 'continue-here').click();
  mirror.cursor = { line: mirror.cursor.line, step: 3 };
  // The branch is opened by the first move made there.
  await expect(byId(page, 'branch-select')).toHaveValue('main');
  await playBotMoves(page, mirror, 1);
  await expect(byId(page, 'branch-select')).not.toHaveValue('main');
  const branch = await byId(page, 'branch-select').inputValue();
  await byId(page, 'enter-replay').click();
  await expectStep(page, 4);
  await byId(page, 'annotate-switch').check();
  await byId(page, 'annotation-note').fill('On the branch only.');
  await byId(page, 'annotate-switch').uncheck();
  await expect(byId(page, 'step-note')).toHaveText('On the branch only.');

  const path = join(app.documentsDir, 'branches.royal.json');
  await saveAs(page, path);
  await byId(page, 'new-game').click();
  await openFile(page, path);

  await byId(page, 'branch-select').selectOption('main');
  await byId(page, 'timeline-step-4').click();
  await expectMarks(page, { highlights: 0, arrows: 0, note: null });
  await byId(page, 'branch-select').selectOption(branch);
  await byId(page, 'timeline-step-4').click();
  await expectMarks(page, { highlights: 0, arrows: 0, note: 'On the branch only.' });
  const entries = byId(page, 'annotated-step');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute('data-line', branch);
});

test('the overlay marks any table: Royal Suit piles and a deck, kept in the file', async ({ app }) => {
  const { page } = app;
  const path = join(app.documentsDir, 'suit.royal.json');
  const players = [
    { name: 'Supporters', bot: null },
    { name: 'Opposers', bot: null },
  ];
  await writePlayedGame(path, royalSuit, players, 3, 3, (legal) => legal[0]);
  await app.open();
  await openAsReplay(page, path);
  await showFaceUp(page);
  await byId(page, 'timeline-step-1').click();

  await byId(page, 'annotate-switch').check();
  await byId(page, 'tool-highlight').click();
  await page.locator('[data-zone="deck.1"]').first().click();
  await byId(page, 'tool-arrow').click();
  await byId(page, 'colour-green').click();
  await page.locator('[data-zone="pile.1"]').click({ position: { x: 8, y: 8 } });
  await page.locator('[data-zone="pile.6"]').click({ position: { x: 8, y: 8 } });
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveAttribute('data-colour', 'green');
  await byId(page, 'annotate-switch').uncheck();
  await saveAs(page, path, { replacing: true });

  await byId(page, 'new-game').click();
  await openFile(page, path);
  await showFaceUp(page);
  await byId(page, 'timeline-step-1').click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
  await byId(page, 'timeline-step-2').click();
  await expect(byId(page, 'annotation-highlight')).toHaveCount(0);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(0);
});

test('the overlay marks the Alliance Royals table: a card in a hand and an arrow from a Spoils to the discard pile', async ({ app }) => {
  const { page } = app;
  const players = [1, 2, 3, 4].map((seat) => ({ name: `Seat ${seat}`, bot: null }));
  const path = join(app.documentsDir, 'alliance.royal.json');
  // The first legal action that is not a surrender, until a few cards lie in Spoils.
  await writePlayedGame(path, allianceRoyals, players, 5, 40, (legal) => legal.find((action) => action.type !== 'surrender'));
  await app.open();
  await openAsReplay(page, path);
  await showFaceUp(page);

  const handCard = page.locator('[data-zone="hand.0"] [data-card]').first();
  const spoils = page.locator('[data-zone^="spoils."]').filter({ has: page.locator('[data-card]') }).first();
  await byId(page, 'annotate-switch').check();
  await byId(page, 'tool-highlight').click();
  await handCard.click();
  await byId(page, 'tool-arrow').click();
  await spoils.click({ position: { x: 8, y: 8 } });
  await page.locator('[data-zone="discard"]').click({ position: { x: 8, y: 8 } });
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
  await byId(page, 'annotate-switch').uncheck();
  await saveAs(page, path, { replacing: true });

  await byId(page, 'new-game').click();
  await openFile(page, path);
  await showFaceUp(page);
  await expect(byId(page, 'annotation-highlight')).toHaveCount(1);
  await expect(byId(page, 'annotation-arrow')).toHaveCount(1);
});
