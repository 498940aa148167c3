/**
 * Hidden cards stay hidden while a game is played: the table, the record and
 * every switch show only what the people at this screen may know. Each test
 * reads what the page shows (the DOM), never the app's internal state.
 */
import { join } from 'node:path';
import { royalLines } from '../src/engine/games/royal-lines';
import { createAutosave } from '../src/main/files/autosave';
import { readReplay } from '../src/main/files/replay-store';
import { royalSuit, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { expect, test, type App } from './fixtures';
import { writePlayedGame } from './played-games';
import { confirmPrivacy, handShown, layPromise, startRoyalLines } from './royal-lines-table';
import { startRoyalSuit } from './royal-suit-table';
import { answerFileDialog, byId, chooseFileToOpen, gameIn, openFile, readJson, saveAs, writeText } from './table';

const SEED = 7;

/** How many elements on the page show any of `cards` face up. */
async function cardsShown(page: import('@playwright/test').Page, cards: readonly string[]): Promise<string[]> {
  return page.locator('body').evaluate((body, wanted) => {
    const seen = new Set<string>();
    for (const element of body.querySelectorAll('[data-card]')) {
      const card = element.getAttribute('data-card') ?? '';
      if (wanted.includes(card)) seen.add(card);
    }
    for (const element of body.querySelectorAll('[data-cards]')) {
      for (const card of (element.getAttribute('data-cards') ?? '').split(',')) if (wanted.includes(card)) seen.add(card);
    }
    return [...seen];
  }, cards);
}

test('Royal Lines against a bot offers no face-up view, in play or in replay mode', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: SEED, seats: ['human', 'heuristic'] });
  const start = royalLines.setup(royalLines.defaultOptions(), 2, SEED);
  const botSecrets = [...start.hands[1]!, start.settlers[1]!, start.pirateSettler!].filter(Boolean);

  await expect(byId(page, 'rl-hand-card').first()).toBeVisible();
  await expect(byId(page, 'viewer-select')).toHaveCount(0);
  await expect(byId(page, 'rl-open-hand-1')).toHaveCount(0);
  expect(await cardsShown(page, botSecrets), 'the bot’s hand and settler are not on the page').toEqual([]);

  // Replay mode is a way of looking, not a way around the rule.
  if (!(await byId(page, 'enter-replay').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'viewer-select')).toHaveCount(0);
  // The table editor lays every card open, so it is no way in either.
  await expect(byId(page, 'edit-position')).toHaveCount(0);
  expect(await cardsShown(page, botSecrets)).toEqual([]);
  await expect(byId(page, 'open-table')).toHaveCount(0);
});

test('a teacher table is chosen at set-up, marked on screen, and may show every card', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'teacher-table').check();
  await startRoyalLines(page, { seed: SEED, seats: ['human', 'heuristic'] });
  const start = royalLines.setup(royalLines.defaultOptions(), 2, SEED);

  await expect(byId(page, 'open-table')).toHaveAttribute('data-reason', 'teacher');
  await expect(byId(page, 'open-table')).toContainText('Teacher table');
  if (!(await byId(page, 'viewer-select').isVisible())) await byId(page, 'record-toggle').click();
  // The mark tells whose cards are shown: one seat's view until everything is chosen.
  await byId(page, 'viewer-select').selectOption('seat-0');
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · seen by Seat 1');
  await byId(page, 'viewer-select').selectOption('all');
  // A promise is chosen from the seat's own view: while seat 1 chooses, the table shows it, and says why.
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · seen by Seat 1');
  await expect(byId(page, 'own-view-note')).toContainText('The view of Seat 1 is shown while they choose');
  await expect(byId(page, 'edit-position')).toBeVisible();
  const [promise] = await handShown(page);
  if (!promise) throw new Error('seat 1 has no hand on screen');
  await layPromise(page, promise);
  await expect(byId(page, 'current-step'), 'the promise is laid').not.toHaveText(/^Step 0 of/);

  // Looking back, everything is face up as chosen.
  await byId(page, 'enter-replay').click();
  await byId(page, 'step-first').click();
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · all cards');
  await expect(byId(page, 'rl-open-hand-1')).toHaveAttribute('data-cards', start.hands[1]!.join(','));
});

test('at a teacher table, a person to act whose view is not shown is told so, their own view one click away', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'teacher-table').check();
  await startRoyalSuit(page, { seed: SEED });
  if (!(await byId(page, 'viewer-select').isVisible())) await byId(page, 'record-toggle').click();
  // Everything face up: the Supporters play from it, with nothing to say.
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · all cards');
  await expect(byId(page, 'view-to-act')).toHaveCount(0);
  await expect(byId(page, 'own-view-note')).toHaveCount(0);
  // The Opposers' view, chosen by hand, stays; the Supporters to act are told, and shown their view in one click.
  await byId(page, 'viewer-select').selectOption('seat-1');
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · seen by the Opposers');
  await expect(byId(page, 'view-to-act')).toContainText('It is the turn of the Supporters');
  await byId(page, 'show-own-view').click();
  await expect(byId(page, 'viewer-select')).toHaveValue('seat-0');
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · seen by the Supporters');
  await expect(byId(page, 'view-to-act')).toHaveCount(0);
});

test('on one screen, the pass-the-device screen covers all under the toolbar, offers no mode switch, and lets the game be saved', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await startRoyalLines(page, { seed: SEED, seats: ['human', 'human'] });
  await confirmPrivacy(page, 0);
  const [promise] = await handShown(page);
  if (!promise) throw new Error('seat 1 has no hand on screen');
  await layPromise(page, promise);

  // Seat 2 is asked for: nothing of seat 1's table, and no switch, is within reach.
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await expect(byId(page, 'enter-replay')).toHaveCount(0);
  await expect(byId(page, 'viewer-select')).toHaveCount(0);
  await expect(byId(page, 'timeline')).toHaveCount(0);
  await expect(byId(page, 'rl-hand-card')).toHaveCount(0);
  expect(await cardsShown(page, [promise])).toEqual([]);
  const covered = await page.locator('body').evaluate((body) => {
    const doc = body.ownerDocument;
    const { innerWidth: width, innerHeight: height } = doc.defaultView!;
    const below = doc.querySelector('.toolbar')!.getBoundingClientRect().bottom + 10;
    return [
      [20, below],
      [width - 20, below],
      [width - 60, height / 2],
      [width / 2, height - 20],
    ].every(([x, y]) => doc.elementFromPoint(x!, y!)?.closest('.cover') != null);
  });
  expect(covered, 'the corners under the toolbar, the record side and the bottom bar are all under the pass-the-device screen').toBe(true);
  // Nor can the keyboard reach what lies beneath: Tab goes round the pass-the-device screen and the toolbar only.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await page.locator('body').evaluate((body) => body.ownerDocument.activeElement?.closest('.content') == null)).toBe(true);
  }
  // Undo would step into seat 1's turn: it waits, as the record does.
  await expect(byId(page, 'undo')).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');

  // The game may be saved at the handover, without showing anyone's cards; the screen still waits for seat 2.
  const path = join(app.documentsDir, 'handover.royal.json');
  await byId(page, 'privacy-save').click();
  await answerFileDialog(page, path);
  await expect(byId(page, 'privacy-note'), 'the message bar is covered: the screen says so itself').toHaveText('Saved as handover.royal.json.');
  expect((await readReplay(path)).ok, 'the game is saved').toBe(true);
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  expect(await cardsShown(page, [promise])).toEqual([]);
  // Ctrl+S too: the file named already, it is saved again at once.
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'privacy-note')).toHaveText('Saved handover.royal.json.');
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');

  // What shows no cards stays in reach: Open asks for a file, New game goes to the form, and the game waits behind.
  await page.keyboard.press('Control+o');
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await byId(page, 'file-dialog-cancel').click();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await byId(page, 'new-game').click();
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await expect(byId(page, 'privacy-screen')).toHaveCount(0);
  expect(await cardsShown(page, [promise])).toEqual([]);
  await byId(page, 'back-to-game').click();
  await expect(byId(page, 'privacy-title'), 'back at the game, the screen waits for seat 2 again').toHaveText('Pass to Seat 2');

  // Seat 2 takes the screen: seat 1's face-down promise stays face down, even looking back in replay mode.
  await confirmPrivacy(page, 1);
  await expect(byId(page, 'rl-hand-card').first()).toBeVisible();
  expect(await cardsShown(page, [promise])).toEqual([]);
  if (!(await byId(page, 'enter-replay').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'enter-replay').click();
  await byId(page, 'step-first').click();
  await expect(byId(page, 'current-step')).toHaveText(/^Step 0 of/);
  await expect(byId(page, 'privacy-screen')).toHaveCount(0);
  await expect(byId(page, 'viewer-select')).toHaveCount(0);
  expect(await cardsShown(page, [promise]), 'the set-up position is shown with seat 2’s cards, not seat 1’s').toEqual([]);
});

test('“Who wins from here?” in a live Royal Suit game shows none of the other side’s cards', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalSuit(page, { seed: SEED, sides: ['human', 'random'] });
  const start = royalSuit.setup(royalSuit.defaultOptions(), 2, SEED);
  const hidden = royalSuit.hiddenFrom(start, 0);

  await expect(byId(page, 'solve')).toHaveAttribute('aria-disabled', 'true');
  // Greyed, but it still says why when pressed, beside the button.
  await byId(page, 'solve').click({ force: true });
  await expect(byId(page, 'refusal')).toHaveAttribute('data-anchored', 'true');
  await expect(byId(page, 'refusal')).toContainText('finished game, a replay opened from a file, or a teacher table');
  await expect(byId(page, 'solve-result')).toHaveCount(0);
  expect(await cardsShown(page, hidden)).toEqual([]);
});

test('“Who wins from here?” answers at a teacher table', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'teacher-table').check();
  await startRoyalSuit(page, { seed: SEED, sides: ['human', 'random'] });
  await expect(byId(page, 'open-table')).toHaveAttribute('data-reason', 'teacher');
  await byId(page, 'solve').click();
  await expect(byId(page, 'solve-result')).toBeVisible();
  await expect(byId(page, 'refusal')).toHaveCount(0);
});

test('a teacher table is saved in its file and comes back as one, after a crash too', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'teacher-table').check();
  await startRoyalSuit(page, { seed: SEED, sides: ['human', 'random'] });
  const path = join(app.documentsDir, 'lesson.royal.json');
  await saveAs(page, path);
  expect(((await readJson(path)) as { teacher?: boolean }).teacher).toBe(true);

  await openFile(page, path);
  await expect(byId(page, 'open-table')).toHaveAttribute('data-reason', 'teacher');

  // A live teacher table left behind by a crash is restored as a teacher table.
  if (!(await byId(page, 'continue-here').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  // Seed 7: the supporters' K♣ onto the red J♦ of pile 5.
  await byId(page, 'rs-deck-top-0').click();
  await byId(page, 'rs-pile-4').click();
  await expect(byId(page, 'file-name')).toContainText('●');
  // The autosave lands shortly after the change; wait for it on disk.
  const autosave = createAutosave(app.userDataDir);
  await expect.poll(async () => gameIn(await autosave.restorable())?.file.teacher ?? null, { message: 'the autosave keeps the teacher table' }).toBe(true);
  await app.restart();
  await byId(page, 'restore-accept').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'open-table')).toHaveAttribute('data-reason', 'teacher');
});

test('a hot-seat game saved at the handover to finish later reopens in play, passed once to the person to move, and Close works from the pass-the-device screen', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: SEED, seats: ['human', 'human'] });
  await confirmPrivacy(page, 0);
  const [promise] = await handShown(page);
  if (!promise) throw new Error('seat 1 has no hand on screen');
  await layPromise(page, promise);
  const path = join(app.documentsDir, 'finish later.royal.json');
  await byId(page, 'privacy-save').click();
  await answerFileDialog(page, path);
  await expect(byId(page, 'privacy-note')).toHaveText('Saved as finish later.royal.json.');
  await byId(page, 'close-game').click();
  await expect(byId(page, 'new-game-form')).toBeVisible();

  await chooseFileToOpen(page, path);
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await confirmPrivacy(page, 1);
  await expect(byId(page, 'privacy-screen'), 'one pass-the-device screen, not two').toHaveCount(0);
  const [answer] = await handShown(page);
  if (!answer) throw new Error('seat 2 has no hand on screen');
  await layPromise(page, answer);
  await expect(byId(page, 'refusal')).toHaveCount(0);
  await expect(byId(page, 'privacy-screen'), 'the game went on: the screen is passed on for the next choice').toBeVisible();
});

/** A hot-seat game of Royal Suit played three steps, saved at step `at`; the seat to move there and what it may not see. */
async function savedHotSeat(path: string, at: number) {
  const people = [
    { name: 'Supporters', bot: null },
    { name: 'Opposers', bot: null },
  ];
  await writePlayedGame(path, royalSuit, people, SEED, 3, (legal) => legal[0]);
  const file = (await readJson(path)) as { current: { line: string; step: number } };
  await writeText(path, JSON.stringify({ ...file, current: { ...file.current, step: at } }));
  const read = await readReplay(path);
  if (!read.ok) throw new Error(read.message);
  const position = read.loaded.record.stateAt(read.loaded.cursor) as RoyalSuitState;
  const toMove = royalSuit.activeSeats(position)[0]!;
  const other = 1 - toMove;
  const hiddenFromBoth = new Set(royalSuit.hiddenFrom(position, other));
  const secretOfOther = royalSuit.hiddenFrom(position, toMove).filter((card) => !hiddenFromBoth.has(card));
  expect(secretOfOther.length, 'the seat to move may not see some of the other side’s cards').toBeGreaterThan(0);
  return { people, toMove, secretOfOther };
}

/** Saves such a game at step 2, opens it and passes the screen to the seat to move, as a person picking it up does. */
async function pickUpSavedHotSeat(app: App, name: string) {
  const { page } = app;
  const path = join(app.documentsDir, name);
  const saved = await savedHotSeat(path, 2);
  await app.open();
  await openFile(page, path);
  await expect(byId(page, 'privacy-title')).toHaveText(`Pass to the ${saved.people[saved.toMove]!.name}`);
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'privacy-screen')).toBeHidden();
  return saved;
}

test('a saved hot-seat game looked at in the past plays on from “Continue here” in the message bar, with no second pass-the-device screen', async ({ app }) => {
  const { page } = app;
  const { secretOfOther } = await pickUpSavedHotSeat(app, 'hot seat past.royal.json');
  // With the record folded, the way back to play is still in sight.
  if (await byId(page, 'record-panel').isVisible()) await byId(page, 'record-toggle').click();
  await expect(byId(page, 'record-panel')).toHaveCount(0);
  await byId(page, 'bar-continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'bar-continue-here')).toHaveCount(0);
  await expect(byId(page, 'privacy-screen'), 'the person who took the screen still holds it').toHaveCount(0);
  expect(await cardsShown(page, secretOfOther)).toEqual([]);
});

test('a saved hot-seat game picked up again is passed to the person to move first, and the solver keeps quiet until everything is face up', async ({ app }) => {
  const { page } = app;
  const { secretOfOther } = await pickUpSavedHotSeat(app, 'hot seat.royal.json');
  expect(await cardsShown(page, secretOfOther)).toEqual([]);

  await expect(byId(page, 'solve')).toHaveAttribute('aria-disabled', 'true');
  await byId(page, 'solve').click({ force: true });
  await expect(byId(page, 'refusal')).toContainText('once everything face up is chosen');
  await expect(byId(page, 'solve-result')).toHaveCount(0);

  // Everything face up, chosen in the game record: a replay to teach from, where the solver answers.
  if (!(await byId(page, 'viewer-select').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'viewer-select').selectOption('all');
  await byId(page, 'solve').click();
  await expect(byId(page, 'solve-result')).toBeVisible();

  // Played on once its secrets were shown, it is no longer a fair game of two: it goes on as a teacher table,
  // marked under the table and saved so.
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'message')).toContainText('it goes on as a teacher table');
  await expect(byId(page, 'open-table')).toContainText('Teacher table');
  await expect(byId(page, 'privacy-screen')).toBeHidden();
});

test('a saved hot-seat game played on without its secrets shown stays a game of two, not a teacher table', async ({ app }) => {
  const { page } = app;
  await pickUpSavedHotSeat(app, 'hot seat kept.royal.json');
  if (!(await byId(page, 'continue-here').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'message')).not.toContainText('teacher table');
  await expect(byId(page, 'open-table')).toHaveCount(0);
});
