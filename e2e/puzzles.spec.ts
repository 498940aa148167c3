/**
 * Puzzles end to end: a Royal Lock puzzle authored on the editor, verified,
 * saved, opened in the puzzle player, a wrong move refuted and stepped
 * through, then solved and marked solved, and the mark found again on a
 * copy of the file under another name; a shipped Royal Suit puzzle solved
 * with hints from "Puzzles and examples", and another's wrong moves, first or later,
 * answered with proven defences; a shipped Royals puzzle played on through a
 * block window. Both screens fit 880x620 without
 * sideways scrolling. Screenshots land in test-results/puzzles/.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { GameRecord, MAIN_LINE, applyFast, cardLabel, type BaseState, findGame, mutableCopy, parseReplayText, recordToReplay, replayToRecord } from '../src/engine';
import { statementOf, type PuzzleLine } from '../src/engine/core/puzzle';
import { royalLock, type RoyalLockState } from '../src/engine/games/royal-lock';
import { position } from '../src/engine/games/royal-lock/test-position';
import type { RoyalSuitAction } from '../src/engine/games/royal-suit';
import { EXAMPLES_DIR, expect, test, type App } from './fixtures';
import { controlsOutOfView, sidewaysScrollers, verticalScrollers } from './fit';
import { clickRoyalSuitAction } from './royal-suit-table';
import { answerFileDialog, byId, chooseFileToOpen, openExample, openFile, readJson, writeText } from './table';
import { SIDE_PANEL_BESIDE_FROM_PX, TABLE_WIDTH_BESIDE_PANEL_PX } from '../src/renderer/src/lib/side-panel-layout';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'puzzles');

/** No part of the window scrolls sideways: nothing is wider than the room it is given. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  expect(await sidewaysScrollers(page), `${what}: no sideways scrolling`).toEqual([]);
}

/** The table keeps its whole frame: nothing in it scrolls either way, and every control lies wholly inside it. */
async function expectTableFits(page: Page, what: string): Promise<void> {
  const found = [...(await verticalScrollers(page)), ...(await sidewaysScrollers(page)), ...(await controlsOutOfView(page))];
  expect(found, `${what}: the table fits its frame`).toEqual([]);
}

async function waitForMove(page: Page): Promise<void> {
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'your-move');
}

/** Two royals locked in the top row and the J♠ in the far corner from the markers: saved under `name` and opened as a replay. */
async function openJackInTheCorner(app: App, name: string): Promise<void> {
  const start = position({ grid: ['KS*', 'QS*', '8S', '2S', '5C', '3S', '4S', '7C', 'JS'], markers: [4, 4], seats: 1, turn: 3, lastRedDraw: ['2H', '3H'], redDiscard: ['4H', '5H'] });
  const record = GameRecord.fromState(royalLock, start.options, [{ name: 'Player 1', bot: null }], start, 5);
  const setup = join(app.documentsDir, name);
  await writeText(setup, JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: new Date().toISOString() })));
  await openFile(app.page, setup);
}

test('a Royal Lock puzzle authored on the editor, verified, saved, refuted and solved in the puzzle player', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();

  // A position to start from, with J♠ still in the wrong corner: the author moves it.
  await openJackInTheCorner(app, 'lock-setup.royal.json');
  await byId(page, 'record-toggle').click().catch(() => undefined);
  await byId(page, 'edit-position').click();
  await expect(byId(page, 'editor')).toBeVisible();
  await byId(page, 'zone-grid.c3').locator('[data-card="JS"]').dragTo(byId(page, 'zone-grid.c1'));
  await expect(byId(page, 'zone-grid.c1')).toHaveAttribute('data-cards', 'JS');

  await byId(page, 'make-puzzle').click();
  await expect(byId(page, 'puzzle-maker')).toBeVisible();
  await byId(page, 'puzzle-title').fill('The last lock');
  await byId(page, 'puzzle-teaching').fill('Walk to the last royal before you lock it.');
  // Each goal is a sentence read whole; the one with a chance asks for it.
  await byId(page, 'puzzle-goal-lock-chance').check();
  await expect(byId(page, 'puzzle-param-percent')).toBeVisible();
  await expect(byId(page, 'puzzle-param-percent')).toHaveValue('50');
  await byId(page, 'puzzle-goal-lock-whatever').check();
  await expect(byId(page, 'puzzle-param-percent')).toHaveCount(0);
  // Three turns take long to search: the progress shows, and Cancel stops it.
  await byId(page, 'puzzle-limit').fill('3');
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-progress')).toContainText('positions so far');
  await page.screenshot({ path: join(SHOTS, 'maker-progress.png') });
  await byId(page, 'puzzle-cancel').click();
  await expect(byId(page, 'puzzle-progress')).toBeHidden();
  await expect(byId(page, 'puzzle-result')).toHaveCount(0);

  // Leaving before it is verified: saving would only be refused, so the prompt says why and offers no Save.
  await byId(page, 'editor-back').click();
  await expect(byId(page, 'leave-prompt')).toContainText('it cannot be saved as it stands. Verify the puzzle as it stands first');
  await expect(byId(page, 'leave-save')).toHaveCount(0);
  await expect(byId(page, 'leave-cancel')).toBeFocused();
  await byId(page, 'leave-cancel').click();
  await expect(byId(page, 'puzzle-maker')).toBeVisible();
  await expect(byId(page, 'puzzle-title')).toHaveValue('The last lock');

  await byId(page, 'puzzle-limit').fill('1');
  await expect(byId(page, 'puzzle-goal-text')).toContainText('within 1 turn,');
  await expectNoSidewaysScroll(page, 'the make-a-puzzle panel');
  await page.screenshot({ path: join(SHOTS, 'maker-statement.png') });

  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-verdict', 'solvable');
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-unique', 'true');
  await expect(byId(page, 'puzzle-verdict')).toHaveText('Solvable, with one solution.');
  await expect(byId(page, 'puzzle-coverage')).toContainText('1 of 1 deal of the unknown cards checked');
  await expect(byId(page, 'puzzle-solution').locator('li')).toHaveText(['Move up', 'Move right', 'Lock J♠']);
  await page.screenshot({ path: join(SHOTS, 'maker-verified.png') });

  // The solution stepped through on the editor's board, then the position is back.
  await byId(page, 'puzzle-solution-line-step-0').click();
  await expect(byId(page, 'puzzle-walk-step')).toHaveText('The puzzle position.');
  for (let i = 0; i < 3; i++) await byId(page, 'puzzle-walk-next').click();
  await expect(byId(page, 'puzzle-walk-step')).toHaveText('3 of 3: Lock J♠');
  // The won position is the line's, not the designer's: no problem is raised about it.
  await expect(byId(page, 'problems')).toHaveCount(0);
  // The marker and the lock are written on the space they belong to, and told beside the board.
  await expect(byId(page, 'puzzle-walk-values')).toContainText(/Where marker 1 stands: top.right/i);
  await expect(byId(page, 'zone-notes-grid.c1').locator('li')).toHaveText(['marker 1 · to move', 'locked']);
  await expect(byId(page, 'zone-notes-grid.b2').locator('li')).toHaveText(['marker 2']);
  await page.screenshot({ path: join(SHOTS, 'maker-step-through.png') });
  await byId(page, 'puzzle-walk-end').click();
  await expect(byId(page, 'zone-grid.c1')).toHaveAttribute('data-cards', 'JS');

  // A try that fails is there too, with the defence that beats it.
  await expect(byId(page, 'puzzle-defences-box')).toBeAttached();

  const saved = join(app.documentsDir, 'the-last-lock.royal.json');
  await byId(page, 'puzzle-save').click();
  await expect(byId(page, 'file-dialog').locator('h2')).toHaveText('Save puzzle as');
  await answerFileDialog(page, saved);
  await expect(byId(page, 'editor-notice')).toHaveText('Puzzle saved as the-last-lock.royal.json.');
  const file = (await readJson(saved)) as { title: string; puzzle: { goal: string; limit: number; teaching: string; result: { verdict: string; unique: boolean; solution: { steps: unknown[] } } } };
  expect(file.title).toBe('The last lock');
  expect(file.puzzle).toMatchObject({ goal: 'lock-whatever', limit: 1, teaching: 'Walk to the last royal before you lock it.', result: { verdict: 'solvable', unique: true } });
  expect(file.puzzle.result.solution.steps).toHaveLength(3);
  await expect(byId(page, 'editor-file')).toHaveText('puzzle saved in the-last-lock.royal.json');

  // Saved once, Ctrl+S (here from the field being typed in) writes the puzzle to the same file without asking.
  await byId(page, 'puzzle-teaching').fill('Walk to the last royal before you lock it. Only then lock.');
  await expect(byId(page, 'save')).toHaveAttribute('title', /^Save the puzzle/);
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'editor-notice')).toHaveText('Puzzle saved in the-last-lock.royal.json.');
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  expect(((await readJson(saved)) as typeof file).puzzle.teaching).toBe('Walk to the last royal before you lock it. Only then lock.');
  await expect(byId(page, 'editor-file').locator('.dirty')).toHaveCount(0);

  // A change of the statement is a change not saved, as an edit of the position is: marked, and asked about on leaving.
  await byId(page, 'puzzle-admits-cooks').check();
  await expect(byId(page, 'editor-file').locator('.dirty')).toBeVisible();
  await byId(page, 'editor-back').click();
  await expect(byId(page, 'leave-prompt')).toContainText('The puzzle being made has changes that are not saved. Save it before you go back to the replay?');
  await byId(page, 'leave-cancel').click();
  await byId(page, 'puzzle-admits-cooks').uncheck();
  await expect(byId(page, 'editor-file').locator('.dirty')).toHaveCount(0);

  // The puzzle player: the statement, then a wrong move and its refutation.
  await chooseFileToOpen(page, saved);
  await expect(byId(page, 'puzzle-screen')).toBeVisible();
  await expect(byId(page, 'puzzle-name')).toHaveText('The last lock');
  // Solving leaves the file as it was: Save is off, and its key says why.
  await expect(byId(page, 'save')).toBeDisabled();
  await expect(byId(page, 'save-as')).toBeDisabled();
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'refusal')).toContainText('A puzzle being solved is not saved');
  await expect(byId(page, 'puzzle-goal')).toHaveText('Lock three royals in a row within 1 turn, whatever the red deck does.');
  await expect(byId(page, 'puzzle-teaching-point')).toContainText('Walk to the last royal before you lock it.');
  await waitForMove(page);
  await expect(byId(page, 'puzzle-solved-mark')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the puzzle player');
  await page.screenshot({ path: join(SHOTS, 'player-statement.png') });

  await byId(page, 'action-move-down').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'wrong');
  await expect(byId(page, 'puzzle-refutation-move')).toHaveText('Move down.');
  // On this narrow window the drawer makes way for the line, and the rail steps through it.
  await byId(page, 'puzzle-step-through').click();
  await expect(byId(page, 'puzzle-status-words')).toHaveText('Before the move.');
  await byId(page, 'puzzle-rail-walk-next').click();
  await expect(byId(page, 'puzzle-status-words')).toContainText('1 of');
  await expect(byId(page, 'puzzle-status-words')).toContainText('Move down');
  await page.screenshot({ path: join(SHOTS, 'player-refutation.png') });
  await byId(page, 'puzzle-panel-toggle').click();
  await byId(page, 'puzzle-walk-end').click();

  // Taken back and solved.
  await byId(page, 'puzzle-take-back').click();
  await waitForMove(page);
  for (const button of ['action-move-up', 'action-move-right']) {
    await byId(page, button).click();
    await waitForMove(page);
  }
  await byId(page, 'action-lock').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-solved')).toHaveText('Solved! Without a hint.');
  await expect(byId(page, 'puzzle-solved-mark')).toBeVisible();
  await expect(byId(page, 'puzzle-moves').locator('li')).toHaveText(['Move up', 'Move right', 'Lock J♠']);
  await page.screenshot({ path: join(SHOTS, 'player-solved.png') });

  // The file list marks it solved.
  await byId(page, 'puzzle-leave').click();
  await byId(page, 'open-file').click();
  await byId(page, 'file-path-input').fill(`${app.documentsDir}/`);
  await byId(page, 'file-dialog-ok').click();
  await expect(byId(page, 'file-entry').filter({ hasText: 'the-last-lock.royal.json' }).getByTestId('file-solved')).toBeVisible();
  await expect(byId(page, 'file-entry').filter({ hasText: 'lock-setup.royal.json' }).getByTestId('file-solved')).toHaveCount(0);
  await byId(page, 'file-dialog-cancel').click();
  // The list keeps the puzzle itself, not where its file was.
  expect(await readJson(join(app.userDataDir, 'solved-puzzles.json'))).toEqual({ version: 2, puzzles: [expect.stringMatching(/^[\w-]{22}$/)], collections: {} });

  // A copy under another name in another folder is the same puzzle: solved in the list and in the player.
  await mkdir(join(app.documentsDir, 'for a friend'));
  await copyFile(saved, join(app.documentsDir, 'for a friend', 'lock puzzle.royal.json'));
  await byId(page, 'open-file').click();
  await byId(page, 'file-path-input').fill(`${app.documentsDir}/for a friend/`);
  await byId(page, 'file-dialog-ok').click();
  const copy = byId(page, 'file-entry').filter({ hasText: 'lock puzzle.royal.json' });
  await expect(copy.getByTestId('file-solved')).toHaveText('✓ solved');
  await copy.dblclick();
  await expect(byId(page, 'puzzle-name')).toHaveText('The last lock');
  await waitForMove(page);
  await expect(byId(page, 'puzzle-solved-mark')).toBeVisible();
});

test('a puzzle that is not the one asked for is not saved: the verdict says why and what to change', async ({ app }) => {
  const { page } = app;
  await app.open();
  // J♠ in the far corner: the search finds no way to lock it within one turn.
  await openJackInTheCorner(app, 'lock-far.royal.json');
  await byId(page, 'edit-position').click();
  await byId(page, 'make-puzzle').click();
  await byId(page, 'puzzle-goal-lock-whatever').check();
  await byId(page, 'puzzle-limit').fill('1');
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-verdict', 'unsolvable');
  await expect(byId(page, 'puzzle-not-savable')).toHaveText(
    'Not ready to save: The puzzle cannot be solved as stated. Change the position or the statement and verify again.',
  );
  await expect(byId(page, 'puzzle-save')).toBeDisabled();
  await expect(byId(page, 'puzzle-save')).toHaveAttribute('title', 'The puzzle cannot be solved as stated.');
  await expect(byId(page, 'puzzle-defences-box').locator('summary')).toContainText('Defences against every try');

  // With J♠ where one turn reaches it, the puzzle may be saved, and nothing says otherwise.
  await byId(page, 'zone-grid.c3').locator('[data-card="JS"]').dragTo(byId(page, 'zone-grid.c1'));
  await expect(byId(page, 'puzzle-not-savable')).toHaveCount(0);
  await expect(byId(page, 'puzzle-save')).toHaveAttribute('title', 'Verify the puzzle as it stands first');
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-verdict', 'solvable');
  await expect(byId(page, 'puzzle-not-savable')).toHaveCount(0);
  await expect(byId(page, 'puzzle-save')).toBeEnabled();
});

test('a shipped Royal Suit puzzle solved with hints from “Puzzles and examples”', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await openExample(page, 'royal-suit', 'puzzle-02');
  await expect(byId(page, 'puzzle-screen')).toBeVisible();
  await expect(byId(page, 'puzzle-goal')).toContainText('wins within 3 actions');
  await waitForMove(page);
  await expectNoSidewaysScroll(page, 'the Royal Suit puzzle player');
  // The table's own solver would give the answer away: only the puzzle's hints are offered.
  await expect(byId(page, 'solve')).toHaveCount(0);

  for (let move = 0; move < 3; move++) {
    const status = await byId(page, 'puzzle-status').getAttribute('data-status');
    if (status === 'solved') break;
    await byId(page, 'puzzle-hint-button').click();
    const hinted = JSON.parse((await byId(page, 'puzzle-hint').getAttribute('data-action'))!) as RoyalSuitAction;
    if (move === 0) await page.screenshot({ path: join(SHOTS, 'royal-suit-hint.png') });
    await clickRoyalSuitAction(page, 1, hinted);
    await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', /your-move|solved/);
  }
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-solved')).toContainText('With 2 hints');
  await page.screenshot({ path: join(SHOTS, 'royal-suit-solved.png') });

  // The same file, looked at as the replay it also is.
  await byId(page, 'puzzle-as-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'puzzle-screen')).toHaveCount(0);
  await byId(page, 'new-game').click();

  await expect(byId(page, 'open-examples')).toBeVisible();
  await byId(page, 'open-examples').click();
  await byId(page, 'file-entry').filter({ hasText: 'royal-suit/' }).click();
  await expect(byId(page, 'file-entry').filter({ hasText: 'puzzle-02' }).getByTestId('file-solved')).toBeVisible();
  await expect(byId(page, 'file-solved')).toHaveCount(1);
});

test('a Royal Lock puzzle with an unknown red deck: ending the turn at once meets the draw that refutes it, the right turn meets none', async ({ app }) => {
  const { page } = app;
  // A window with room for the panel beside the table: the line is stepped through from the panel.
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await openExample(page, 'royal-lock', 'puzzle-08');
  await waitForMove(page);

  await byId(page, 'action-end-turn').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'wrong');
  await expect(byId(page, 'puzzle-refutation-move')).toHaveText('End the turn: the red draw is 3♦ and Q♦, which removes the Q♠ and the 3♠.');
  await byId(page, 'puzzle-step-through').click();
  await byId(page, 'puzzle-walk-next').click();
  await expect(byId(page, 'puzzle-walk-step')).toHaveText('1 of 1: End the turn: the red draw is 3♦ and Q♦, which removes the Q♠ and the 3♠');
  await expect(byId(page, 'last-red-draw')).toHaveAttribute('data-cards', /QD/);
  await page.screenshot({ path: join(SHOTS, 'royal-lock-chance-refutation.png') });
  await byId(page, 'puzzle-walk-end').click();
  await byId(page, 'puzzle-take-back').click();
  await waitForMove(page);

  for (const button of ['action-move-up', 'action-lock', 'action-end-turn', 'action-move-right']) {
    await byId(page, button).click();
    await waitForMove(page);
  }
  await byId(page, 'action-lock').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-moves').locator('li')).toHaveText(['Move up', 'Lock Q♠', /^End the turn: the red draw is/, 'Move right', 'Lock J♠']);
});

test('a Royal Lock puzzle tells the black deck’s order, which the table keeps face down, and follows it as the deck is used', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  const file = 'puzzle-05-a-card-from-the-black-deck.royal.json';
  const { record, cursor } = replayToRecord(parseReplayText(await readFile(join(EXAMPLES_DIR, 'royal-lock', file), 'utf8')), findGame);
  const blackDeck = (record.stateAt(cursor) as RoyalLockState).blackDeck;
  const deck = blackDeck.map(cardLabel);
  expect(deck.length, 'the puzzle turns on the black deck’s top card').toBeGreaterThan(1);
  await openExample(page, 'royal-lock', 'puzzle-05');
  await waitForMove(page);

  const facts = byId(page, 'puzzle-known-facts').locator('li');
  await expect(facts).toHaveText([`The black deck, top card first: ${deck.join(', ')}.`]);
  await expect(byId(page, 'black-deck-count')).toHaveText(String(deck.length));
  await page.screenshot({ path: '/tmp/known.png' });

  // The fill turns up the top card, and what is told of the deck follows.
  await byId(page, 'action-remove').click();
  await waitForMove(page);
  await byId(page, 'action-fill').click();
  await waitForMove(page);
  await expect(facts).toHaveText([`The black deck, top card first: ${deck.slice(1).join(', ')}.`]);
  await expect(byId(page, 'cell-2')).toHaveAttribute('data-card', blackDeck[0]!);
  await byId(page, 'puzzle-restart').click();
  await waitForMove(page);
  await expect(facts).toHaveText([`The black deck, top card first: ${deck.join(', ')}.`]);
});

test('at 880x620 the puzzle panel is a drawer: it opens to be read, shuts to a rail that tells how the solving stands, and stands beside the table from 1144 px', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await openExample(page, 'royal-lock', 'puzzle-08');
  await waitForMove(page);

  // A new puzzle opens the drawer over the table, so its statement is read first.
  const panel = byId(page, 'puzzle-panel');
  await expect(panel).toHaveAttribute('data-drawer', 'true');
  await expect(panel).toHaveRole('dialog');
  await expect(page.getByRole('dialog', { name: 'The puzzle' })).toBeVisible();
  await expect(byId(page, 'puzzle-goal')).toBeInViewport({ ratio: 1 });
  await expect(byId(page, 'puzzle-hint-button')).toBeInViewport({ ratio: 1 });
  await expect(byId(page, 'puzzle-leave')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: join(SHOTS, 'drawer-open.png') });

  // Shut, it leaves a rail that says how the solving stands, and the rail has the focus.
  await panel.getByTestId('puzzle-panel-toggle').click();
  await expect(panel).toHaveCount(0);
  const rail = byId(page, 'puzzle-panel-toggle');
  await expect(rail).toBeFocused();
  await expect(rail).toHaveAttribute('aria-expanded', 'false');
  await expect(rail).toContainText(/^◂\s*Puzzle · Your move: \d+ turns? left$/);
  await expect(byId(page, 'puzzle-status-words')).toHaveText(/^Your move: \d+ turns? left$/);
  await expectTableFits(page, 'the Royal Lock puzzle with its panel shut');
  await page.screenshot({ path: join(SHOTS, 'drawer-shut.png') });

  // A wrong move opens it by itself to show the refutation; the focus stays where the move was made.
  await byId(page, 'action-end-turn').click();
  await expect(byId(page, 'puzzle-status-words')).toHaveText('Not this way');
  await expect(panel).toBeVisible();
  await expect(byId(page, 'puzzle-refutation-move')).toHaveText('End the turn: the red draw is 3♦ and Q♦, which removes the Q♠ and the 3♠.');
  await expect(panel.getByTestId('puzzle-panel-toggle')).not.toBeFocused();

  // Stepping through the refutation folds the drawer, so the draw shows on the table, and the rail takes the steps.
  await byId(page, 'puzzle-step-through').click();
  await expect(panel).toHaveCount(0);
  const next = byId(page, 'puzzle-rail-walk-next');
  await expect(next).toBeFocused();
  await expect(byId(page, 'puzzle-rail-walk-back')).toBeDisabled();
  await expect(rail).toContainText('Puzzle · Before the move.');
  await next.click();
  await expect(rail).toContainText('Puzzle · 1 of 1: End the turn: the red draw is 3♦ and Q♦');
  await expect(byId(page, 'puzzle-status-words')).toHaveText('1 of 1: End the turn: the red draw is 3♦ and Q♦, which removes the Q♠ and the 3♠');
  await expect(byId(page, 'last-red-draw')).toHaveAttribute('data-cards', /QD/);
  await expect(byId(page, 'last-red-draw')).toBeInViewport({ ratio: 1 });
  await expect(next).toBeDisabled();
  await page.screenshot({ path: join(SHOTS, 'drawer-walk.png') });
  await byId(page, 'puzzle-rail-walk-back').click();
  await expect(rail).toContainText('Puzzle · Before the move.');
  await rail.click();
  await byId(page, 'puzzle-walk-end').click();
  await expect(byId(page, 'puzzle-rail-walk-next')).toHaveCount(0);
  await byId(page, 'puzzle-take-back').click();
  await waitForMove(page);
  await panel.getByTestId('puzzle-panel-toggle').click();
  await expect(rail).toContainText('Puzzle · Your move');

  // Opened from the rail it takes the focus, and Escape shuts it again.
  await rail.click();
  await expect(panel.getByTestId('puzzle-panel-toggle')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(rail).toBeFocused();

  // With room for both, the panel stands beside the table, and there is nothing to shut.
  await page.setViewportSize({ width: SIDE_PANEL_BESIDE_FROM_PX, height: 700 });
  await expect(panel).toHaveAttribute('data-drawer', 'false');
  await expect(page.getByRole('complementary', { name: 'The puzzle' })).toBeVisible();
  await expect(byId(page, 'puzzle-panel-toggle')).toHaveCount(0);
  expect(await page.locator('.table-wrap').evaluate((frame) => frame.getBoundingClientRect().width)).toBeGreaterThanOrEqual(TABLE_WIDTH_BESIDE_PANEL_PX);
  // Narrowed again, the panel folds to its rail rather than cover the table.
  await page.setViewportSize({ width: SIDE_PANEL_BESIDE_FROM_PX - 1, height: 700 });
  await expect(panel).toHaveCount(0);
  await expect(byId(page, 'puzzle-panel-toggle')).toHaveAttribute('aria-expanded', 'false');

  // Solved with the panel shut, it opens by itself to say so.
  for (const button of ['action-move-up', 'action-lock', 'action-end-turn', 'action-move-right']) {
    await byId(page, button).click();
    await expect(byId(page, 'puzzle-screen')).toHaveAttribute('data-status', 'your-move');
    await expect(panel).toHaveCount(0);
  }
  await byId(page, 'action-lock').click();
  await expect(byId(page, 'puzzle-solved')).toBeVisible();
  await expect(panel).toHaveAttribute('data-drawer', 'true');
  await expect(byId(page, 'puzzle-status-words')).toHaveText('Solved!');
});

for (const [folder, name] of [
  ['royal-lock', 'puzzle-09'],
  ['royal-suit', 'puzzle-06'],
  // The tallest Royal Suit table of the examples: long rows of shown cards under both decks.
  ['royal-suit', 'puzzle-07'],
  ['royal-lines', 'puzzle-01'],
  ['royals', 'puzzle-05'],
  ['alliance-royals', 'puzzle-01'],
] as const) {
  test(`a shipped ${folder} ${name} opens at its statement, ready for a move, and fits 880x620`, async ({ app }) => {
    const { page } = app;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await openExample(page, folder, name);
    await expect(byId(page, 'puzzle-screen')).toBeVisible();
    await expect(byId(page, 'puzzle-goal')).not.toBeEmpty();
    // The person plays the side's seat; an alliance plays as one, so both its seats.
    const together = folder === 'alliance-royals';
    await expect(byId(page, 'puzzle-solving-seats')).toHaveText(together ? /^You play: .+ and .+\.$/ : /^You play: [^,]+\.$/);
    if (!together && folder !== 'royal-lock') await expect(byId(page, 'puzzle-solving-seats')).not.toContainText(' and ');
    await waitForMove(page);
    await byId(page, 'puzzle-hint-button').click();
    await expect(byId(page, 'puzzle-hint')).not.toContainText('No hint');
    await expectNoSidewaysScroll(page, `the ${folder} puzzle player`);
    // The panel is a drawer over the table here, so the table has the whole width a game has.
    await expect(byId(page, 'puzzle-panel')).toHaveAttribute('data-drawer', 'true');
    expect(await page.locator('.table-wrap').evaluate((frame) => frame.getBoundingClientRect().width)).toBeGreaterThanOrEqual(TABLE_WIDTH_BESIDE_PANEL_PX);
    await expectTableFits(page, `the ${folder} puzzle player`);
    await page.screenshot({ path: join(SHOTS, `${folder}-${name}-player.png`) });
  });
}

test('a shipped puzzle is called by its title in the window title and the toolbar, its file a hover away; looked at as a replay, by its file name', async ({ app }) => {
  const { page } = app;
  const title = 'Royal Lock 1: the last lock';
  const file = 'puzzle-01-the-last-lock.royal.json';
  await app.open();
  await openExample(page, 'royal-lock', 'puzzle-01');
  await expect(byId(page, 'puzzle-screen')).toBeVisible();
  await expect(page).toHaveTitle(`\u2068${title}\u2069 — Royal Table`);
  await expect(byId(page, 'file-name').locator('bdi')).toHaveText(title);
  // The title names its game already: the toolbar does not say "Royal Lock — Royal Lock 1: …".
  await expect(byId(page, 'file-name')).toHaveText(title);
  await expect(byId(page, 'file-name')).toHaveAttribute('title', join(EXAMPLES_DIR, 'royal-lock', file));
  await expect(byId(page, 'puzzle-name')).toHaveText(title);

  await byId(page, 'puzzle-as-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(page).toHaveTitle(`\u2068${file}\u2069 — Royal Table`);
  await expect(byId(page, 'file-name').locator('bdi')).toHaveText(file);
  await expect(byId(page, 'file-name')).toHaveText(`Royal Lock — ${file}`);
});

test('a shipped puzzle looked at as a replay and edited starts the maker from its own statement', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'alliance-royals', 'puzzle-01');
  await expect(byId(page, 'puzzle-screen')).toBeVisible();
  await byId(page, 'puzzle-as-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'edit-position').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'edit-position').click();
  await byId(page, 'make-puzzle').click();
  await expect(byId(page, 'puzzle-title')).toHaveValue('Alliance Royals 1: the safe ace');
  await expect(byId(page, 'puzzle-teaching')).toHaveValue(/^Lead the ace once the 2 of its suit has been seen/);
  await expect(byId(page, 'puzzle-param-points')).toHaveValue('15');
  await expect(byId(page, 'puzzle-limit')).toHaveValue('1');
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-verdict', 'solvable', { timeout: 60_000 });
});

test('an Alliance Royals puzzle standing on a card tag is solved at the table by the arrangement it allows, each move as the hint says', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 860 });
  await app.open();
  await openExample(page, 'alliance-royals', 'puzzle-11');
  for (let move = 0; move < 12; move++) {
    await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', /your-move|solved/);
    if ((await byId(page, 'puzzle-status').getAttribute('data-status')) === 'solved') break;
    await byId(page, 'puzzle-hint-button').click();
    const hint = (await byId(page, 'puzzle-hint').innerText()).replace(/^Hint: /, '');
    await page.locator('[data-testid="actions"] button').getByText(hint, { exact: true }).click();
  }
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-moves')).toContainText('Ask to trade Q♥ for Q♦');
  // Solved, the table offers no next action (such as dealing the next round) and says why.
  await expect(page.locator('[data-testid="actions"] button')).toHaveCount(0);
  await expect(byId(page, 'ar-prompt')).toHaveText(/^The puzzle is solved: take moves back or start again/);
});

test('a Royal Lock turn that also moves a marker is the same solution with actions to spare, listed apart from the cooks', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royal-lock', 'puzzle-08');
  await byId(page, 'puzzle-as-replay').click();
  if (!(await byId(page, 'edit-position').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'edit-position').click();
  await byId(page, 'make-puzzle').click();
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-unique', 'true');
  await expect(byId(page, 'puzzle-verdict')).toHaveText('Solvable, with one solution. Its first move may also be played with actions to spare.');
  await expect(byId(page, 'puzzle-solution').locator('li').first()).toHaveText('Move up');
  await expect(byId(page, 'puzzle-spare-note')).toBeVisible();
  await expect(byId(page, 'puzzle-spare').getByText('Move up, Lock Q♠, Move down', { exact: true })).toBeVisible();
  await expect(byId(page, 'puzzle-cooks')).toHaveCount(0);
  await byId(page, 'puzzle-spare').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'maker-spare.png') });
  // Stepped through, it says what it is.
  await byId(page, 'puzzle-spare-step-0').click();
  await expect(byId(page, 'puzzle-maker')).toContainText('The solution with actions to spare:');
});

test('a solved puzzle’s table offers no more actions, and says what can be done next', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await openExample(page, 'royals', 'puzzle-01');
  await waitForMove(page);
  // The 3♦ from the hand and the K♠ on the field attack the J♣, the one royal in reach: three damage, the jack falls.
  await byId(page, 'royals-hand-0').locator('[data-card="3D"]').click();
  await byId(page, 'royals-field-0').locator('button[data-card="KS"]').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-moves').locator('li')).toHaveCount(2);

  // The rules still allow ending the turn or a last reshuffle, but the puzzle takes neither: the table offers none,
  // and says what can be done instead.
  await expect(byId(page, 'royals-actions').locator('button')).toHaveCount(0);
  await expect(byId(page, 'royals-closed')).toHaveText(/^The puzzle is solved: take moves back or start again/);
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
  await expect(byId(page, 'puzzle-moves').locator('li')).toHaveCount(2);
});

test('a Royals puzzle goes on through a block window: the counter-block is searched, hinted and solves it', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await openExample(page, 'royals', 'puzzle-08');
  await waitForMove(page);
  // The K♠ and the 3♦ attack the J♣; the defender blocks with its ace, and the move is the solver's again.
  await byId(page, 'royals-hand-0').locator('[data-card="3D"]').click();
  await byId(page, 'royals-field-0').locator('button[data-card="KS"]').click();
  await waitForMove(page);
  await byId(page, 'puzzle-hint-button').click();
  await expect(byId(page, 'puzzle-hint')).toHaveText(/Counter-block with the A♠/);
  await byId(page, 'royals-hand-0').locator('[data-card="AS"]').click();
  await byId(page, 'royals-action-ace').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'solved');
});

test('a refuted move is told in plain sentences: the move, the other side’s answer, what follows, and why, each said once', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  // Declining the last move ends the game: how it ends is the reason, not said again after the move.
  await openExample(page, 'royal-suit', 'puzzle-01');
  await waitForMove(page);
  await byId(page, 'rs-decline').click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'wrong');
  await expect(byId(page, 'puzzle-refutation-move')).toHaveText('Supporters make no last move.');
  await expect(byId(page, 'puzzle-refutation-answer')).toHaveCount(0);
  await expect(byId(page, 'puzzle-refutation-reason')).toHaveText(/^The Opposers win: .*made no last move\.$/);
  await expect(byId(page, 'puzzle-refutation')).not.toContainText('The game ended');

  // Seat 3 plays with the solver: its card follows the answer rather than being part of it.
  await byId(page, 'puzzle-leave').click();
  await openExample(page, 'alliance-royals', 'puzzle-02');
  await waitForMove(page);
  await page.locator('[data-testid="actions"] button', { hasText: 'Play A♣' }).click();
  await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'wrong');
  await expect(byId(page, 'puzzle-refutation-move')).toHaveText('Seat 1: Play A♣.');
  await expect(byId(page, 'puzzle-refutation-answer')).toHaveText('Seat 2: Play 2♣.');
  await expect(byId(page, 'puzzle-refutation-follows')).toHaveText('Seat 3: Play 9♦ → Seat 4: Play 10♣.');
  await expect(byId(page, 'puzzle-refutation-reason')).toHaveText('From here, whatever you play, the goal is out of reach.');
});

test('a wrong Royal Suit move, first or later, is answered with the verifier’s proven defence, never the default bot', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  // The verifier's own lines for the file, as the puzzle player finds them: the wrong moves and their answers.
  const file = parseReplayText(await readFile(join(EXAMPLES_DIR, 'royal-suit', 'puzzle-03-supporters-win-in-5.royal.json'), 'utf8'));
  const { record, cursor } = replayToRecord(file, findGame);
  const statement = statementOf(file.puzzle!);
  const start = record.stateAt(cursor);
  const first = record.game.puzzle!.verify(start, statement);
  const afterRightMove = mutableCopy(start);
  for (const step of first.solution!.steps.slice(0, 2)) applyFast(record.game, afterRightMove, step.seat, step.action as RoyalSuitAction);
  const second = record.game.puzzle!.verify(afterRightMove, { ...statement, limit: statement.limit - 2 });

  await app.open();
  await openExample(page, 'royal-suit', 'puzzle-03');
  await waitForMove(page);
  const expectRefutedBy = async (from: BaseState, defence: PuzzleLine) => {
    const [wrong, answer] = defence.steps;
    const after = mutableCopy(from);
    applyFast(record.game, after, wrong!.seat, wrong!.action as RoyalSuitAction);
    await expect(byId(page, 'puzzle-status')).toHaveAttribute('data-status', 'wrong');
    await expect(byId(page, 'puzzle-refutation-move')).toContainText(record.game.describe(from, wrong!.seat, wrong!.action as RoyalSuitAction, after));
    await expect(byId(page, 'puzzle-refutation-answer')).toHaveText(`${answer!.text}.`);
    await expect(byId(page, 'puzzle-refutation-reason')).toHaveText('From here, whatever you play, the goal is out of reach.');
    await expect(byId(page, 'puzzle-note')).toHaveCount(0);
  };

  // A first action that wins nothing within 5 actions: the opposers' answer keeps it so to the end of the limit.
  const wrongFirst = first.defences.find((line) => line.steps.length === statement.limit)!;
  expect(wrongFirst.steps).toHaveLength(statement.limit);
  await clickRoyalSuitAction(page, 0, wrongFirst.steps[0]!.action as RoyalSuitAction);
  await expectRefutedBy(start, wrongFirst);
  await page.screenshot({ path: join(SHOTS, 'royal-suit-defence.png') });

  // Taken back, the right first move is answered; a wrong second move is answered from the search made again.
  await byId(page, 'puzzle-take-back').click();
  await expect(byId(page, 'puzzle-moves')).toHaveCount(0);
  await waitForMove(page);
  await clickRoyalSuitAction(page, 0, first.solution!.steps[0]!.action as RoyalSuitAction);
  await expect(byId(page, 'puzzle-moves').locator('li')).toHaveCount(2);
  await waitForMove(page);
  const wrongSecond = second.defences[0]!;
  await clickRoyalSuitAction(page, 0, wrongSecond.steps[0]!.action as RoyalSuitAction);
  await expectRefutedBy(afterRightMove, wrongSecond);
});

test('a puzzle file of the player’s own, looked at as a replay and edited, is saved back into that file', async ({ app }) => {
  const { page } = app;
  await app.open();
  const mine = join(app.documentsDir, 'my lock puzzle.royal.json');
  await copyFile(join(EXAMPLES_DIR, 'royal-lock', 'puzzle-01-the-last-lock.royal.json'), mine);
  await chooseFileToOpen(page, mine);
  await byId(page, 'puzzle-as-replay').click();
  if (!(await byId(page, 'edit-position').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'edit-position').click();
  await expect(byId(page, 'editor-file')).toHaveText('puzzle saved in my lock puzzle.royal.json');
  await byId(page, 'make-puzzle').click();
  await byId(page, 'puzzle-teaching').fill('The last royal is locked where the marker can reach it.');
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-verdict', 'solvable');
  await page.keyboard.press('Control+s');
  await expect(byId(page, 'editor-notice')).toHaveText('Puzzle saved in my lock puzzle.royal.json.');
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  const saved = (await readJson(mine)) as { title: string; puzzle: { teaching: string; result: { verdict: string } } };
  expect(saved.title).toBe('Royal Lock 1: the last lock');
  expect(saved.puzzle.teaching).toBe('The last royal is locked where the marker can reach it.');
  expect(saved.puzzle.result.verdict).toBe('solvable');
});

test('a cooked puzzle is not saved before the designer chooses: the warning names the other first moves, lights one on the table, and saves it marked as intended', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 860 });
  await app.open();
  // Royal Lock 7: every red royal has been seen, so several turns win; the file marks them as intended.
  await openExample(page, 'royal-lock', 'puzzle-07');
  await byId(page, 'puzzle-as-replay').click();
  if (!(await byId(page, 'edit-position').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'edit-position').click();
  await byId(page, 'make-puzzle').click();
  await expect(byId(page, 'puzzle-admits-cooks')).toBeChecked();
  await byId(page, 'puzzle-verify').click();
  await expect(byId(page, 'puzzle-result')).toHaveAttribute('data-unique', 'false', { timeout: 60_000 });
  await expect(byId(page, 'puzzle-verdict')).toHaveText('Solvable, with 7 solutions: several solutions, as intended. Its first move may also be played with actions to spare.');

  // Not marked as intended, Save warns first and writes nothing.
  await byId(page, 'puzzle-admits-cooks').uncheck();
  await expect(byId(page, 'puzzle-verdict')).toHaveText('Solvable, with 7 solutions: the others are cooks. Its first move may also be played with actions to spare.');
  await expect(byId(page, 'puzzle-not-savable')).toContainText('The puzzle has 6 other solutions, first moves: Move up, Lock Q♠; Remove 5♣, Fill;');
  await byId(page, 'puzzle-save').click();
  const warning = byId(page, 'puzzle-cook-warning');
  await expect(warning).toBeVisible();
  await expect(byId(page, 'file-dialog')).toHaveCount(0);
  await expect(byId(page, 'puzzle-cook-moves').locator('.title')).toHaveText([
    'Move up, Lock Q♠',
    'Remove 5♣, Fill',
    'Move up, Move right, Lock J♠',
    'Move down, Remove 7♣, Fill',
    'Move left, Remove 2♠, Fill',
    'Move right, Remove 3♠, Fill',
  ]);
  // The first cook's first action moves a marker up from the centre: the space it leaves and the one it reaches are lit.
  await expect(byId(page, 'puzzle-cook-show-0')).toHaveAttribute('aria-pressed', 'true');
  await expect(byId(page, 'zone-grid.b2')).toHaveClass(/marked/);
  await expect(byId(page, 'zone-grid.b1')).toHaveClass(/marked/);
  // Another cook shown: the card its first action removes is lit on the table.
  await byId(page, 'puzzle-cook-show-1').click();
  await expect(byId(page, 'puzzle-cook-show-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(byId(page, 'zone-grid.b2').locator('[data-card="5C"]')).toHaveClass(/marked/);
  await expect(byId(page, 'zone-grid.b1')).not.toHaveClass(/marked/);
  await page.screenshot({ path: join(SHOTS, 'maker-cook-warning.png') });

  // Going back leaves the puzzle unsaved and the table unlit.
  await byId(page, 'puzzle-cook-back').click();
  await expect(warning).toHaveCount(0);
  await expect(byId(page, 'zone-grid.b2').locator('[data-card="5C"]')).not.toHaveClass(/marked/);
  await expect(byId(page, 'puzzle-admits-cooks')).not.toBeChecked();

  // Saved anyway, the file is marked as having several solutions intended.
  await byId(page, 'puzzle-save').click();
  await byId(page, 'puzzle-cook-save-anyway').click();
  const saved = join(app.documentsDir, 'several-intended.royal.json');
  await expect(byId(page, 'file-dialog').locator('h2')).toHaveText('Save puzzle as');
  await answerFileDialog(page, saved);
  await expect(byId(page, 'editor-notice')).toHaveText('Puzzle saved as several-intended.royal.json.');
  const file = (await readJson(saved)) as { puzzle: { admitsCooks: boolean; result: { unique: boolean; cooks: { title: string }[] } } };
  expect(file.puzzle.admitsCooks).toBe(true);
  expect(file.puzzle.result.unique).toBe(false);
  expect(file.puzzle.result.cooks[0]!.title).toBe('Move up, Lock Q♠');
  await expect(byId(page, 'puzzle-admits-cooks')).toBeChecked();
  await expect(warning).toHaveCount(0);
});
