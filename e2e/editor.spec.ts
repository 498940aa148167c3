/**
 * The table editor end to end: a Royal Lock position built by drag and drop,
 * with a problem seen, shown and fixed, then played from and saved; Royal
 * Suit set up with the keyboard alone; a Royal Lines replay step edited and
 * played on. Screenshots of the editor land in test-results/editor/.
 */
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { GAMES, recordToReplay, stateHash } from '../src/engine';
import { royalLines } from '../src/engine/games/royal-lines';
import type { RoyalLockState } from '../src/engine/games/royal-lock';
import { readReplay } from '../src/main/files/replay-store';
import { expect, test } from './fixtures';
import { RoyalLinesMirror, handShown, layPromise } from './royal-lines-table';
import { choicesCut } from './fit';
import { answerFileDialog, boardOf, byId, chooseFileToOpen, openAsReplay, openFile, readBoard } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'editor');

function zone(page: Page, id: string): Locator {
  return byId(page, `zone-${id}`);
}

async function cardsIn(page: Page, id: string): Promise<string[]> {
  const text = await zone(page, id).getAttribute('data-cards');
  return text ? text.split(',') : [];
}

async function expectProblems(page: Page, count: number): Promise<void> {
  await expect(byId(page, 'problems')).toHaveAttribute('data-count', String(count));
}

async function openEditor(page: Page, game: string, players?: number): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'game-select').selectOption(game);
  if (players !== undefined) await byId(page, 'players-select').selectOption(String(players));
  await byId(page, 'set-up-position').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expectProblems(page, 0);
}

/** The state a saved file starts from, rebuilt and checked as the app does. */
async function startOf(path: string): Promise<{ state: unknown; kind: string }> {
  const read = await readReplay(path);
  if (!read.ok) throw new Error(`${path} does not load: ${read.message}`);
  return { state: read.loaded.record.initial, kind: read.loaded.record.start.kind };
}

test('a Royal Lock position built by drag and drop: a problem seen and fixed, played from, saved and reopened', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'royal-lock', 1);

  // The grid is drawn as the table's grid: nine equal spaces, and the cards of a row on one line though the
  // centre space also carries the markers.
  const spaces = await page.locator('[data-zone^="grid."]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const card = element.querySelector('[data-card]')!.getBoundingClientRect();
      return { width: Math.round(box.width), top: Math.round(box.top), bottom: Math.round(box.bottom), cardBottom: Math.round(card.bottom) };
    }),
  );
  expect(spaces).toHaveLength(9);
  expect(new Set(spaces.map((space) => space.width)).size, 'every space is as wide as the others').toBe(1);
  for (let row = 0; row < 3; row++) {
    const cells = spaces.slice(row * 3, row * 3 + 3);
    expect(new Set(cells.map((cell) => `${cell.top}-${cell.bottom}`)).size, `row ${row + 1} is one height`).toBe(1);
    expect(new Set(cells.map((cell) => cell.cardBottom)).size, `the cards of row ${row + 1} line up`).toBe(1);
  }

  // A red card dropped on the black deck is a problem the list names and shows.
  const redTop = (await cardsIn(page, 'redDeck'))[0]!;
  await zone(page, 'redDeck').locator(`[data-card="${redTop}"]`).dragTo(zone(page, 'blackDeck'));
  await expect.poll(() => cardsIn(page, 'blackDeck')).toContain(redTop);
  await expectProblems(page, 1);
  await expect(byId(page, 'problem')).toContainText('the black deck holds black cards only');
  await expect(byId(page, 'play-from-here')).toBeDisabled();
  await byId(page, 'problem').click();
  await expect(zone(page, 'blackDeck').locator(`[data-card="${redTop}"]`)).toHaveClass(/marked/);
  await page.screenshot({ path: join(SHOTS, 'royal-lock-problem.png') });

  // Dropped back on top of the red deck, the problem is gone.
  const redNext = (await cardsIn(page, 'redDeck'))[0]!;
  await zone(page, 'blackDeck').locator(`[data-card="${redTop}"]`).dragTo(zone(page, 'redDeck').locator(`[data-card="${redNext}"]`));
  await expect.poll(async () => (await cardsIn(page, 'redDeck')).slice(0, 2)).toEqual([redTop, redNext]);
  await expectProblems(page, 0);

  // Two grid cards change places; a black card goes back to the unplaced cards.
  const a1 = (await cardsIn(page, 'grid.a1'))[0]!;
  const c3 = (await cardsIn(page, 'grid.c3'))[0]!;
  await zone(page, 'grid.a1').locator(`[data-card="${a1}"]`).dragTo(zone(page, 'grid.c3'));
  await expect.poll(() => cardsIn(page, 'grid.a1')).toEqual([c3]);
  await expect.poll(() => cardsIn(page, 'grid.c3')).toEqual([a1]);
  const blackTop = (await cardsIn(page, 'blackDeck'))[0]!;
  await zone(page, 'blackDeck').locator(`[data-card="${blackTop}"]`).dragTo(byId(page, 'palette'));
  await expect(byId(page, 'unplaced-count')).toHaveText('1');
  await expect(byId(page, 'unplaced-group')).toContainText(/shuffled into the black deck/i);

  // Undo and redo, by key and by button.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(byId(page, 'unplaced-count')).toHaveText('0');
  await page.keyboard.press('Control+Shift+z');
  await expect(byId(page, 'unplaced-count')).toHaveText('1');
  await byId(page, 'editor-undo').click();
  await byId(page, 'editor-undo').click();
  await expect.poll(() => cardsIn(page, 'grid.a1')).toEqual([a1]);
  await byId(page, 'editor-redo').click();
  await byId(page, 'editor-redo').click();
  await expect.poll(() => cardsIn(page, 'grid.a1')).toEqual([c3]);
  await expect(byId(page, 'unplaced-count')).toHaveText('1');

  // A lock needs an action on the first turn: the side form shows both and fixes it.
  await byId(page, 'scalar-locked.b2').check();
  // The markers and the lock are written on the space they belong to.
  await expect(byId(page, 'zone-notes-grid.b2').locator('li')).toHaveText(['marker 1 · to move', 'marker 2', 'locked']);
  await expectProblems(page, 1);
  await byId(page, 'problem').click();
  await expect(page.locator('[data-scalar="actionsUsed"]')).toHaveClass(/marked/);
  await byId(page, 'scalar-actionsUsed').fill('1');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await expectProblems(page, 0);
  await page.screenshot({ path: join(SHOTS, 'royal-lock-ready.png') });

  // Saved as a position file…
  const path = join(app.documentsDir, 'lock position.royal.json');
  await byId(page, 'save-position').click();
  await answerFileDialog(page, path);
  await expect(byId(page, 'editor-notice')).toContainText('Position saved');
  const saved = await startOf(path);
  expect(saved.kind).toBe('position');
  const savedState = saved.state as RoyalLockState;
  expect(savedState.grid[0]?.card).toBe(c3);
  expect(savedState.grid[8]?.card).toBe(a1);
  expect(savedState.grid[4]?.locked).toBe(true);
  expect(savedState.actionsUsed).toBe(1);
  expect(savedState.blackDeck).toContain(blackTop);

  await expect(byId(page, 'editor-file')).toHaveText('position saved in lock position.royal.json');

  // Changed, the header says so; Ctrl+S saves the position again in the same file without asking, never the game
  // left behind the editor, and with the same shuffle of the cards it does not place.
  await byId(page, 'scalar-actionsUsed').fill('2');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await expect(byId(page, 'editor-file').locator('.dirty')).toBeVisible();
  await expect(byId(page, 'save')).toHaveAttribute('title', /^Save the position/);
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved in lock position.royal.json.');
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  await expect(byId(page, 'editor-file').locator('.dirty')).toHaveCount(0);
  const resaved = await startOf(path);
  expect((resaved.state as RoyalLockState).actionsUsed).toBe(2);
  expect((resaved.state as RoyalLockState).blackDeck).toEqual(savedState.blackDeck);

  // Save as asks where, offering the file it was saved in; the position is in the new file from then on.
  const again = join(app.documentsDir, 'lock position again.royal.json');
  await byId(page, 'scalar-actionsUsed').fill('1');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await page.keyboard.press('Control+Shift+s');
  await expect(byId(page, 'file-path-input')).toHaveValue(path);
  await answerFileDialog(page, again);
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved as lock position again.royal.json.');
  expect((await startOf(again)).kind).toBe('position');
  expect(((await startOf(again)).state as RoyalLockState).actionsUsed).toBe(1);
  expect(((await startOf(path)).state as RoyalLockState).actionsUsed).toBe(2);
  await expect(byId(page, 'editor-file')).toHaveText('position saved in lock position again.royal.json');

  // …and played from.
  await byId(page, 'editor-seat-0').selectOption('human');
  await byId(page, 'play-from-here').click();
  await expect(byId(page, 'board')).toBeVisible();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect.poll(() => readBoard(page)).toEqual(boardOf(savedState));
  await expect(byId(page, 'actions-left')).toHaveAttribute('data-count', '2');

  // Reopened, the file last saved shows that position at its start: the position first saved, to the shuffle of
  // the cards it does not place. The game begun from it has no file yet, so leaving it asks first.
  await chooseFileToOpen(page, again);
  await byId(page, 'leave-discard').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await expect.poll(() => readBoard(page)).toEqual(boardOf(savedState));
  expect(stateHash((await startOf(again)).state)).toBe(stateHash(savedState));

  // A file that holds only a position is edited in place: Save writes the change back into it without asking, and
  // the table behind the editor shows the file as it is now.
  await byId(page, 'edit-position').click();
  await expect(byId(page, 'editor-file')).toHaveText('position saved in lock position again.royal.json');
  await byId(page, 'scalar-actionsUsed').fill('2');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved in lock position again.royal.json.');
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  const edited = (await startOf(again)).state as RoyalLockState;
  expect(edited.actionsUsed).toBe(2);
  expect(edited.blackDeck).toEqual(savedState.blackDeck);
  await byId(page, 'editor-back').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'message')).toHaveText('Saved lock position again.royal.json.');
  expect(((await startOf(again)).state as RoyalLockState).actionsUsed, 'the table saved the file as the editor left it').toBe(2);
});

/** Presses Tab until the focus is on an element matching `selector` (keyboard only, as a person would). */
async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await page.locator(`${selector}:focus`).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses an arrow key on the focused list until it shows `value`. */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 20 && (await select.inputValue()) !== value; i++) await page.keyboard.press(key);
  }
  await expect(select).toHaveValue(value);
}

test('a Royal Suit position set up with the keyboard alone: a problem seen and fixed, saved, played from and reopened', async ({ app }) => {
  const { page } = app;
  await app.open();
  await tabTo(page, '[data-testid="game-select"]');
  await arrowTo(page, byId(page, 'game-select'), 'royal-suit');
  await tabTo(page, '[data-testid="set-up-position"]');
  await page.keyboard.press('Enter');
  await expect(byId(page, 'editor')).toBeVisible();
  await expectProblems(page, 0);

  // The couple side by side at the start is a problem; put back, it is gone.
  await tabTo(page, '[data-testid="scalar-couple.red"]');
  await arrowTo(page, byId(page, 'scalar-couple.red'), '1');
  // (the deal may add a problem of its own about what lies under the couple)
  await expect(byId(page, 'problem').filter({ hasText: 'The couple cards may not start side by side' })).toHaveCount(1);
  await arrowTo(page, byId(page, 'scalar-couple.red'), '5');
  await expectProblems(page, 0);

  // The supporters' top card moved to the opposers' deck: one too many there, one too few here.
  const supporters = await cardsIn(page, 'deck.1');
  const opposers = await cardsIn(page, 'deck.2');
  await tabTo(page, '[data-zone="deck.1"] [data-editor-card]');
  await expect(page.locator(':focus')).toHaveAttribute('data-card', supporters[0]!);
  await page.keyboard.press('Enter');
  await expect(byId(page, 'move-to')).toBeFocused();
  await arrowTo(page, byId(page, 'move-to'), 'deck.2');
  await page.keyboard.press('Enter');
  await expect.poll(() => cardsIn(page, 'deck.2')).toEqual([...opposers, supporters[0]]);
  await expectProblems(page, 2);
  await tabTo(page, '[data-testid="problem"]');
  await page.keyboard.press('Enter');
  await expect(zone(page, 'deck.2')).toHaveClass(/marked/);
  await page.screenshot({ path: join(SHOTS, 'royal-suit-problem.png') });

  // Undo and redo with the keys, then the card goes back, to the top of the supporters' deck, then to its bottom.
  await tabTo(page, '[data-editor-card]');
  await page.keyboard.press('Control+z');
  await expect.poll(() => cardsIn(page, 'deck.2')).toEqual(opposers);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => cardsIn(page, 'deck.2')).toEqual([...opposers, supporters[0]]);
  await tabTo(page, `[data-zone="deck.2"] [data-editor-card][data-card="${supporters[0]}"]`);
  await page.keyboard.press('Enter');
  await arrowTo(page, byId(page, 'move-to'), 'deck.1@first');
  await page.keyboard.press('Enter');
  await expect.poll(() => cardsIn(page, 'deck.1')).toEqual(supporters);
  await tabTo(page, `[data-zone="deck.1"] [data-editor-card][data-card="${supporters[0]}"]`);
  await page.keyboard.press('Enter');
  await arrowTo(page, byId(page, 'move-to'), 'deck.1');
  await page.keyboard.press('Enter');
  const edited = [...supporters.slice(1), supporters[0]!];
  await expect.poll(() => cardsIn(page, 'deck.1')).toEqual(edited);
  await expectProblems(page, 0);
  await page.screenshot({ path: join(SHOTS, 'royal-suit-ready.png') });

  // Saved through the file dialog, typed and confirmed with Enter.
  const path = join(app.documentsDir, 'suit position.royal.json');
  await tabTo(page, '[data-testid="save-position"]');
  await page.keyboard.press('Enter');
  await expect(byId(page, 'file-path-input')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(path);
  await page.keyboard.press('Enter');
  await expect(byId(page, 'editor-notice')).toContainText('Position saved');
  const saved = await startOf(path);
  expect(saved.kind).toBe('position');
  expect((saved.state as { decks: string[][] }).decks[0]).toEqual(edited);

  // Played from: the supporters (the person here) begin against the bot.
  await tabTo(page, '[data-testid="play-from-here"]');
  await page.keyboard.press('Enter');
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await expect(byId(page, 'rs-turn')).toHaveAttribute('data-seat', '0');

  // Reopened with Ctrl+O, the file starts at that position.
  await page.keyboard.press('Control+o');
  await expect(byId(page, 'file-path-input')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(path);
  await page.keyboard.press('Enter');
  await tabTo(page, '[data-testid="leave-discard"]');
  await page.keyboard.press('Enter');
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
});

test('a Royal Lines replay step edited in the editor and played on', async ({ app }) => {
  const { page } = app;
  // A saved game: the person in seat 1 lays a promise each time, the bot answers.
  const mirror = new RoyalLinesMirror(5, [
    { name: 'Seat 1', bot: null },
    { name: 'Heuristic bot', bot: 'heuristic' },
  ]);
  while (mirror.cursor.step < 2 || mirror.seat !== 0 || mirror.state.phase !== 'promise') {
    const seat = mirror.seat!;
    mirror.play(seat, royalLines.legalActions(mirror.state, seat)[0]!);
    mirror.playBots();
  }
  const step = mirror.cursor.step;
  const path = join(app.documentsDir, 'lines.royal.json');
  await writeFile(path, JSON.stringify(recordToReplay(mirror.record, { cursor: mirror.cursor, savedAt: '2026-01-01T00:00:00.000Z' })));

  // Tall enough that the hands and the promise deck are in sight together while a card is dragged.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await app.open();
  await openAsReplay(page, path);
  // A game the person had not finished opens from their view; the editor, which shows every card, waits for face up.
  await expect(byId(page, 'edit-position')).toHaveCount(0);
  await byId(page, 'viewer-select').selectOption('all');
  await byId(page, `timeline-step-${step}`).click();
  await byId(page, 'edit-position').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'editor')).toContainText(`from step ${step} of the replay`);
  await expectProblems(page, 0);
  // The editor names what it sets up; the toolbar does not go on naming the game left behind it.
  await expect(byId(page, 'file-name')).toHaveCount(0);

  // A promise from the deck into seat 1's hand is one card too many…
  const hand = await cardsIn(page, 'hand.0');
  const fromDeck = (await cardsIn(page, 'promiseDeck'))[0]!;
  await zone(page, 'promiseDeck').locator(`[data-card="${fromDeck}"]`).dragTo(zone(page, 'hand.0'));
  await expect.poll(() => cardsIn(page, 'hand.0')).toContain(fromDeck);
  await expect.poll(async () => (await page.getByTestId('problem').allTextContents()).join(' ')).toMatch(/Seat 1 holds 7 promises/);
  await page.screenshot({ path: join(SHOTS, 'royal-lines-problem.png') });
  // …so one of the cards it held goes to the top of the promise deck.
  const given = hand[0]!;
  const deckTop = (await cardsIn(page, 'promiseDeck'))[0]!;
  await zone(page, 'hand.0').locator(`[data-card="${given}"]`).dragTo(zone(page, 'promiseDeck').locator(`[data-card="${deckTop}"]`));
  await expect.poll(async () => (await cardsIn(page, 'promiseDeck'))[0]).toBe(given);
  await expectProblems(page, 0);
  await page.screenshot({ path: join(SHOTS, 'royal-lines-ready.png') });

  await expect(byId(page, 'editor-seat-1')).toHaveValue('heuristic');
  await byId(page, 'play-from-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  await expect.poll(() => handShown(page)).toContain(fromDeck);
  expect(await handShown(page)).not.toContain(given);

  // Play goes on from the edited position: the new promise is laid and the bot answers.
  await layPromise(page, fromDeck);
  await expect.poll(async () => Number((await byId(page, 'current-step').textContent())?.match(/^Step (\d+)/)?.[1] ?? 0)).toBeGreaterThanOrEqual(2);
});

for (const game of ['royal-lock', 'royal-suit', 'royal-lines', 'royals', 'alliance-royals'] as const) {
  test(`the ${game} editor fits the smallest window without sideways scrolling`, async ({ app }) => {
    const { page } = app;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await openEditor(page, game);
    const widths = await page.locator('html, [data-editor-root], [data-editor-root] *').evaluateAll((elements) =>
      elements.map((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        clipped: ['auto', 'scroll'].includes(element.ownerDocument.defaultView!.getComputedStyle(element).overflowX),
      })),
    );
    expect(widths[0]!.scroll, 'the window does not scroll sideways').toBeLessThanOrEqual(widths[0]!.client);
    for (const box of widths.filter((w) => w.clipped)) expect(box.scroll, 'no part of the editor scrolls sideways').toBeLessThanOrEqual(box.client + 1);
    await expect(byId(page, 'play-from-here')).toBeInViewport();
    await expect(byId(page, 'problems')).toBeInViewport();
    await page.screenshot({ path: join(SHOTS, `${game}-880x620.png`) });
  });
}

test('every choice of the new game form and of the editor, and every zone’s name, reads whole at 1024x620', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 620 });
  await app.open();
  for (const game of GAMES.map((definition) => definition.id)) {
    await byId(page, 'game-select').selectOption(game);
    expect(await choicesCut(byId(page, 'new-game-form')), `${game}: the new game form`).toEqual([]);
    await openEditor(page, game);
    // The chosen words are the ones shown: a person at the first seat, the default of every other choice.
    await byId(page, 'editor-seat-0').selectOption('human');
    expect(await choicesCut(byId(page, 'editor')), `${game}: the editor`).toEqual([]);
    const namesCut = await byId(page, 'zone-name').evaluateAll((names) => names.filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent));
    expect(namesCut, `${game}: the zones' names`).toEqual([]);
    await byId(page, 'editor-back').click();
    await expect(byId(page, 'new-game-form')).toBeVisible();
  }
});

test('a position with changes not saved is not left behind without asking, whether a file opens or another position', async ({ app }) => {
  const { page } = app;
  await app.open();
  const replay = join(import.meta.dirname, '..', 'examples', 'royal-lock', 'a-game-told-step-by-step.royal.json');
  await openEditor(page, 'royal-lock');
  // Nothing changed yet: a file opens without a question.
  await chooseFileToOpen(page, replay);
  await expect(byId(page, 'leave-prompt')).toHaveCount(0);
  await expect(byId(page, 'mode')).toHaveText('replay');

  await byId(page, 'new-game').click();
  await openEditor(page, 'royal-lock');
  await byId(page, 'scalar-actionsUsed').fill('1');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  // A file opened over the change asks first; "Keep setting up" keeps the editor and the change.
  await chooseFileToOpen(page, replay);
  await expect(byId(page, 'leave-prompt')).toContainText('The position being set up has changes that are not saved');
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'scalar-actionsUsed')).toHaveValue('1');

  // Saved, it goes without a question.
  await byId(page, 'save-position').click();
  await answerFileDialog(page, join(app.documentsDir, 'kept.royal.json'));
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved as kept.royal.json.');
  await chooseFileToOpen(page, replay);
  await expect(byId(page, 'leave-prompt')).toHaveCount(0);
  // The mode read "replay" all along (the replay opened first stayed behind the editor): wait for the table itself.
  await expect(byId(page, 'editor')).toHaveCount(0);
  await expect(byId(page, 'board')).toBeVisible();
  await expect(byId(page, 'mode')).toHaveText('replay');

  // Back on the editor, a new change and "Edit this position": discarding it opens the replay's step instead.
  await byId(page, 'new-game').click();
  await byId(page, 'back-to-editor').click();
  await byId(page, 'scalar-actionsUsed').fill('2');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await chooseFileToOpen(page, replay);
  await byId(page, 'leave-discard').click();
  await expect(byId(page, 'board')).toBeVisible();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await byId(page, 'edit-position').click();
  await expect(byId(page, 'leave-prompt')).toHaveCount(0);
  await expect(byId(page, 'editor')).toBeVisible();
  // A step of a played game is never saved over its replay: the editor has no file of its own yet.
  await expect(byId(page, 'editor-file')).toHaveCount(0);
});

test('Back and setting up another position ask the same question about changes not saved; keeping them brings the editor back as it was', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'royal-lock');
  await byId(page, 'scalar-actionsUsed').fill('1');
  await byId(page, 'scalar-actionsUsed').press('Tab');

  // Save… from that question, while the position has problems, says it cannot be saved yet (not "played").
  const redTop = (await cardsIn(page, 'redDeck'))[0]!;
  await zone(page, 'redDeck').locator(`[data-card="${redTop}"]`).dragTo(zone(page, 'blackDeck'));
  await expectProblems(page, 1);
  await byId(page, 'editor-back').click();
  await byId(page, 'leave-save').click();
  await expect(byId(page, 'error-dialog')).toContainText("This position can't be saved yet");
  await byId(page, 'error-dismiss').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await byId(page, 'editor-undo').click();
  await expectProblems(page, 0);

  // Back asks as every other way out does, Save… among the answers.
  await byId(page, 'editor-back').click();
  await expect(byId(page, 'leave-prompt')).toContainText('The position being set up has changes that are not saved. Save it before you leave the editor?');
  await expect(byId(page, 'leave-save')).toBeVisible();
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'scalar-actionsUsed')).toHaveValue('1');

  // Setting up another position is asked from the home screen; keeping the change goes back to the editor.
  await byId(page, 'new-game').click();
  await byId(page, 'set-up-position').click();
  await expect(byId(page, 'leave-prompt')).toContainText('Save it before you set up a new position of Royal Lock?');
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await expect(byId(page, 'scalar-actionsUsed')).toHaveValue('1');

  // Discarded, Back goes.
  await byId(page, 'editor-back').click();
  await byId(page, 'leave-discard').click();
  await expect(byId(page, 'editor')).toHaveCount(0);
  await expect(byId(page, 'new-game-form')).toBeVisible();
});

test('a puzzle made from a position with problems keeps the list of problems in sight beside the maker', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'royal-lock', 1);
  const redTop = (await cardsIn(page, 'redDeck'))[0]!;
  await zone(page, 'redDeck').locator(`[data-card="${redTop}"]`).dragTo(zone(page, 'blackDeck'));
  await expectProblems(page, 1);

  await byId(page, 'make-puzzle').click();
  await expect(byId(page, 'puzzle-verify')).toBeDisabled();
  await expect(byId(page, 'editor')).toContainText('Fix the problems with the position first; the list says what to change.');
  await expect(byId(page, 'problem')).toBeVisible();
  await expect(byId(page, 'problem')).toContainText('the black deck holds black cards only');

  // Fixed, the list makes way for the maker alone.
  await zone(page, 'blackDeck').locator(`[data-card="${redTop}"]`).dragTo(zone(page, 'redDeck'));
  await expect(byId(page, 'problems')).toHaveCount(0);
});

test('with the keyboard, the card moved or put down keeps the focus, in view, rather than the board’s first card', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 900, height: 560 });
  await app.open();
  await openEditor(page, 'royal-suit');
  const opposers = await cardsIn(page, 'deck.2');
  const card = (id: string) => page.locator(`[data-editor-card][data-card="${id}"]`);

  // Moved to the other deck: the card, now there, has the focus.
  const moved = opposers[opposers.length - 1]!;
  await card(moved).focus();
  await page.keyboard.press('Enter');
  await expect(byId(page, 'move-to')).toBeFocused();
  await arrowTo(page, byId(page, 'move-to'), 'deck.1');
  await page.keyboard.press('Enter');
  await expect.poll(() => cardsIn(page, 'deck.1')).toContain(moved);
  await expect(page.locator('[data-zone="deck.1"]').locator(`[data-card="${moved}"]`)).toBeFocused();
  await expect(card(moved)).toBeInViewport();

  // Picked up and put down with Escape: the card keeps the focus.
  const kept = opposers[opposers.length - 2]!;
  await card(kept).focus();
  await page.keyboard.press('Enter');
  await expect(byId(page, 'move-to')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(byId(page, 'move-picker')).toBeHidden();
  await expect(card(kept)).toBeFocused();
  await expect(card(kept)).toBeInViewport();
});

test('the Alliance Royals editor says how each pile is listed, and names cards and places by it', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'alliance-royals');
  const count = (id: string) => zone(page, id).locator('.count');
  const place = (id: string, index: number) => zone(page, id).locator('[data-editor-card]').nth(index);

  // Three cards of Seat 1's hand laid on the discard pile and two played into the battle, each put last.
  const hand = await cardsIn(page, 'hand.0');
  const dealt = await cardsIn(page, 'discard');
  expect(await cardsIn(page, 'battle')).toEqual([]);
  for (const [card, to] of [[hand[0], 'discard'], [hand[1], 'discard'], [hand[2], 'discard'], [hand[3], 'battle'], [hand[4], 'battle']] as const) {
    await zone(page, 'hand.0').locator(`[data-card="${card}"]`).click();
    await byId(page, 'move-to').selectOption(to);
    await byId(page, 'move-card').click();
  }
  const discard = [...dealt, ...hand.slice(0, 3)];
  await expect.poll(() => cardsIn(page, 'discard')).toEqual(discard);
  await expect.poll(() => cardsIn(page, 'battle')).toEqual(hand.slice(3, 5));

  // The discard pile lies spread from its bottom card; the stack is read from the top; the battle in playing order.
  const n = discard.length;
  await expect(zone(page, 'discard').getByTestId('zone-name')).toHaveText('Discard pile');
  await expect(count('discard')).toHaveText(`${n} · bottom first`);
  await expect(count('stack')).toContainText('· top first · face down');
  await expect(count('battle')).toHaveText('2/4 · in the order laid');
  await expect(place('discard', 0)).toHaveAttribute('aria-label', /in discard pile, 1st from the bottom$/);
  await expect(place('discard', 2)).toHaveAttribute('aria-label', /in discard pile, 3rd from the bottom$/);
  await expect(place('stack', 1)).toHaveAttribute('aria-label', /in draw stack, 2nd from the top$/);
  await expect(place('battle', 1)).toHaveAttribute('aria-label', /in battle under way, laid 2nd$/);
  await expect(place('hand.0', 0)).toHaveAttribute('aria-label', /in Seat 1's hand$/);
  // On hover the card's picture, whose title is the one shown, says the same and what to do with the card.
  await expect(place('stack', 1).getByRole('img')).toHaveAttribute('title', /[:,] in draw stack, 2nd from the top\. Drag it, or press Enter and choose where it goes\.$/);
  await expect(place('hand.0', 0).getByRole('img')).toHaveAttribute('title', /[:,] in Seat 1's hand\. Drag it, or press Enter and choose where it goes\.$/);
  await page.screenshot({ path: join(SHOTS, 'alliance-royals-order.png'), fullPage: true });

  // A card picked up may go at either end of the pile, named in the pile's words: at the bottom, then on top.
  await place('hand.0', 0).click();
  const offered = await byId(page, 'move-to').locator('option').allTextContents();
  const stack = (await cardsIn(page, 'stack')).length;
  expect(offered).toEqual(
    expect.arrayContaining([`Draw stack (${stack} cards), on top`, `Draw stack (${stack} cards), at the bottom`, 'Battle under way (2 of 4), laid first', 'Battle under way (2 of 4), laid last']),
  );
  const pile = offered.filter((label) => label.startsWith('Discard pile'));
  expect(pile).toEqual([`Discard pile (${n} cards), at the bottom`, `Discard pile (${n} cards), on top`]);
  const moving = (await cardsIn(page, 'hand.0'))[0]!;
  await byId(page, 'move-to').selectOption({ label: pile[0]! });
  await byId(page, 'move-card').click();
  await expect.poll(() => cardsIn(page, 'discard')).toEqual([moving, ...discard]);
  await expect(zone(page, 'discard').locator(`[data-card="${moving}"]`)).toHaveAttribute('aria-label', /in discard pile, 1st from the bottom$/);
  await expect(place('discard', 1)).toHaveAttribute('aria-label', /in discard pile, 2nd from the bottom$/);
});

test('a position saved again while the save before is still being written follows it, with the change made meanwhile', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'royal-lock', 1);
  const path = join(app.documentsDir, 'slow position.royal.json');
  await byId(page, 'save-position').click();
  await answerFileDialog(page, path);
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved as slow position.royal.json.');
  // A slow disk: each save takes a while to be written.
  app.slowDown('saveFile', 1500);
  await byId(page, 'scalar-actionsUsed').fill('1');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await page.keyboard.press('Control+s');
  await byId(page, 'scalar-actionsUsed').fill('2');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await page.keyboard.press('Control+s');
  await app.settle();
  expect(((await startOf(path)).state as RoyalLockState).actionsUsed, 'the second save was made after the first, with the second change').toBe(2);
  await expect(byId(page, 'editor-notice')).toHaveText('Position saved in slow position.royal.json.');
  await expect(byId(page, 'editor-file').locator('.dirty')).toHaveCount(0);

  // Left with a change, "Save…" saves it in that file too, without asking where, and the file then opens.
  app.slowDown('saveFile', 0);
  await byId(page, 'scalar-actionsUsed').fill('0');
  await byId(page, 'scalar-actionsUsed').press('Tab');
  await chooseFileToOpen(page, path);
  await byId(page, 'leave-save').click();
  await expect(byId(page, 'editor')).toHaveCount(0);
  await expect(byId(page, 'current-step')).toHaveText('Step 0 of 0');
  expect(((await startOf(path)).state as RoyalLockState).actionsUsed).toBe(0);
});

test('an Alliance Royals card carries a tag set on it where it lies: left behind when it moves, saved, and shown again on reopening', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openEditor(page, 'alliance-royals');
  const card = (id: string, name: string) => zone(page, id).locator(`[data-card="${name}"]`);
  const moveTo = async (name: string, to: string) => {
    await page.locator(`[data-editor-card][data-card="${name}"]`).click();
    await byId(page, 'move-to').selectOption(to);
    await byId(page, 'move-card').click();
  };

  // The draws of turn 5, Seat 4 dealing: Seat 1 (hearts) attacks, and Seat 2 (spades) last attacked in turn 2.
  for (const [seat, suit] of [[0, 'H'], [1, 'S'], [2, 'D'], [3, 'C']] as const) await byId(page, `scalar-house.${seat}`).selectOption(suit);
  await byId(page, 'scalar-phase').selectOption('draw');
  await byId(page, 'scalar-turn').fill('5');
  await byId(page, 'scalar-turn').press('Tab');
  await byId(page, 'scalar-dealer').selectOption('3');
  await moveTo('JH', 'meld.1');
  await expectProblems(page, 0);

  // Picked up, J♥ offers the tags of a Meld; only a card in a Meld or a Spoils offers any.
  await card('meld.1', 'JH').click();
  await expect(byId(page, 'card-tag-choices').locator('input')).toHaveCount(2);
  // Set from the keyboard, the tag leaves the keyboard on its tick box, and Escape puts the card down.
  await byId(page, 'card-tag-melded-last-turn').focus();
  await page.keyboard.press('Space');
  await expect(byId(page, 'card-tag-melded-last-turn')).toBeChecked();
  await expect(byId(page, 'card-tag-melded-last-turn')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(byId(page, 'move-picker')).toHaveCount(0);
  await expect(card('meld.1', 'JH').getByTestId('card-tags')).toHaveText('⇄');
  await expect(card('meld.1', 'JH')).toHaveAttribute('aria-label', /in Seat 2's Meld, melded in its owner’s latest turn$/);
  await expect(card('meld.1', 'JH').getByRole('img')).toHaveAttribute(
    'title',
    /: in Seat 2's Meld, melded in its owner’s latest turn\. Drag it, or press Enter and choose where it goes or what is true of it there\.$/,
  );
  await expectProblems(page, 0);
  const inHand = (await cardsIn(page, 'hand.0'))[0]!;
  await zone(page, 'hand.0').locator(`[data-card="${inHand}"]`).click();
  await expect(byId(page, 'card-tag-choices')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A tag that cannot be true says why: with Seat 1 dealing, Seat 2 attacks now, past the turn it melded in.
  await byId(page, 'scalar-dealer').selectOption('0');
  await expect(byId(page, 'problems')).toContainText('Seat 2 attacks in this turn, so J♥, melded in their previous turn, can no longer be ransomed: take the tag off.');
  await byId(page, 'scalar-dealer').selectOption('3');
  await expectProblems(page, 0);

  // Moved to a hand, the card leaves its tag behind; the undo brings both back.
  await moveTo('JH', 'hand.0');
  await expect(card('hand.0', 'JH').getByTestId('card-tags')).toHaveCount(0);
  await byId(page, 'editor-undo').click();
  await expect(card('meld.1', 'JH').getByTestId('card-tags')).toHaveText('⇄');

  // Saved, the file holds the date the tag stands for; reopened and edited, the card carries its tag again.
  const path = join(app.documentsDir, 'ransom position.royal.json');
  await byId(page, 'save-position').click();
  await answerFileDialog(page, path);
  await expect(byId(page, 'editor-notice')).toContainText('Position saved');
  const saved = (await startOf(path)).state as { meldedIn: Record<string, number>; lastTurn: number[] };
  expect(saved.meldedIn).toEqual({ JH: 2 });
  expect(saved.lastTurn[1]).toBe(2);
  await openFile(page, path);
  await byId(page, 'edit-position').click();
  await expect(card('meld.1', 'JH').getByTestId('card-tags')).toHaveText('⇄');
  await expectProblems(page, 0);
});
