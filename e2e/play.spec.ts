/** Playing Royal Lock by clicking: a whole game, undo/redo, and refused actions. */
import { join } from 'node:path';
import { RANKS, rankOf } from '../src/engine/core/cards';
import { royalLock, type RoyalLockState } from '../src/engine/games/royal-lock';
import { LOCK_LIMIT } from '../src/engine/games/royal-lock/types';
import { readReplay } from '../src/main/files/replay-store';
import { expect, test } from './fixtures';
import { Mirror, boardOf, byId, clickAction, expectBoard, focusPlace, pressOn, readBoard, saveAs, startGame } from './table';

/** A deal the keeper bot plays to the end in a couple of dozen actions. */
const SHORT_GAME_SEED = 80;
const MAX_ACTIONS = 400;

test('a game of Royal Lock played to its end by clicking matches the engine', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SHORT_GAME_SEED });
  const mirror = new Mirror(SHORT_GAME_SEED);
  await expectBoard(page, mirror.state, 'the set-up position');

  while (!mirror.over) {
    expect(mirror.cursor.step, 'the game ends within a sane number of actions').toBeLessThan(MAX_ACTIONS);
    await clickAction(page, mirror, mirror.botChoice());
  }

  const outcome = royalLock.outcome(mirror.state)!;
  await expect(byId(page, 'outcome')).toBeVisible();
  await expect(byId(page, 'outcome')).toHaveAttribute('data-label', outcome.label);
  await expect(byId(page, 'turn-info')).toHaveText('Game over');
  for (const id of ['action-end-turn', 'action-lock', 'action-move-up']) {
    await expect(byId(page, id), `${id} is refused once the game is over`).not.toHaveAttribute('aria-disabled', 'false');
  }

  // The saved file, replayed through the rules, ends where the screen does.
  const path = join(app.documentsDir, 'whole-game.royal.json');
  await saveAs(page, path);
  const read = await readReplay(path);
  if (!read.ok) throw new Error(read.message);
  expect(read.file.lines[0]!.actions.map((a) => a.action)).toEqual(mirror.actions);
  const { record, cursor } = read.loaded;
  const final = record.stateAt(cursor) as RoyalLockState;
  expect(royalLock.outcome(final)?.label).toBe(outcome.label);
  expect(await readBoard(page)).toEqual(boardOf(final));
});

test('under the red deck, each rank says how many of its red cards the deck still holds, framed when the grid has that rank', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: SHORT_GAME_SEED });
  const mirror = new Mirror(SHORT_GAME_SEED);
  // Three red draws in: some ranks are down to one red card or none.
  while (mirror.state.turn < 4 && !mirror.over) await clickAction(page, mirror, mirror.botChoice());
  const { redDeck, grid } = mirror.state;
  const counted = RANKS.map((rank) => redDeck.filter((card) => rankOf(card) === rank).length);
  expect(counted.some((left) => left < 2), 'a rank has been drawn').toBe(true);
  for (const [index, rank] of RANKS.entries()) {
    const cell = byId(page, 'red-tally').locator(`[data-rank="${rank}"]`);
    const onGrid = grid.some((space) => space !== null && rankOf(space.card) === rank);
    await expect(cell, rank).toHaveAttribute('data-left', String(counted[index]));
    await expect(cell, rank).toHaveClass(onGrid ? /\bon-grid\b/ : /^(?:(?!on-grid).)*$/);
    await expect(cell, rank).toHaveAccessibleName(onGrid ? /in the red deck \(a black one is on the grid\)$/ : /in the red deck$/);
  }
});

test('undo and redo bring back the exact board', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  const boards = [await readBoard(page)];
  for (let i = 0; i < 6 && !mirror.over; i++) {
    await clickAction(page, mirror, mirror.botChoice());
    boards.push(await readBoard(page));
  }
  const last = boards.length - 1;

  for (let step = last - 1; step >= 0; step--) {
    await byId(page, 'undo').click();
    await expect.poll(() => readBoard(page), { message: `after undo to step ${step}` }).toEqual(boards[step]);
  }
  await expect(byId(page, 'undo')).toBeDisabled();

  for (let step = 1; step <= last; step++) {
    await byId(page, 'redo').click();
    await expect.poll(() => readBoard(page), { message: `after redo to step ${step}` }).toEqual(boards[step]);
  }
  await expect(byId(page, 'redo')).toBeDisabled();
  expect(boards[last]).toEqual(boardOf(mirror.state));
});

test('keys pressed in the game record are the record’s: an arrow there moves no marker and opens no branch', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await clickAction(page, mirror, mirror.botChoice());
  const board = await readBoard(page);
  if (!(await byId(page, 'timeline').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'timeline-step-1').focus();
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'l']) await page.keyboard.press(key);
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 1');
  await expect(byId(page, 'branch-select').locator('option')).toHaveCount(1);
  expect(await readBoard(page)).toEqual(board);
  // Away from the record the same keys play again.
  await byId(page, 'action-end-turn').focus();
  await page.keyboard.press('ArrowDown');
  await expect(byId(page, 'current-step')).not.toHaveText('Step 1 of 1');
});

test('a move to a space that is not next to the marker is refused with its reason', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 3 });
  const mirror = new Mirror(3);
  const here = mirror.state.markers[mirror.state.marker]!;
  const far = [0, 2, 6, 8].find((cell) => Math.abs((cell % 3) - (here % 3)) + Math.abs(Math.floor(cell / 3) - Math.floor(here / 3)) > 1)!;
  const reason = royalLock.illegalReason(mirror.state, 0, { type: 'move', to: far });
  expect(reason).not.toBeNull();

  const before = await readBoard(page);
  await byId(page, `cell-${far}`).click();
  await expect(byId(page, 'refusal')).toHaveText(reason!);
  expect(await readBoard(page), 'a refused move changes nothing').toEqual(before);
});

test('with the any-space reach, clicking a card anywhere on the grid makes it the one to lock', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'game-select').selectOption('royal-lock');
  await byId(page, 'players-select').selectOption('1');
  await byId(page, 'seat-kind-0').selectOption('human');
  await byId(page, 'option-reach').selectOption('any-space');
  await byId(page, 'seed-input').fill('3');
  await byId(page, 'start-game').click();
  await expect(byId(page, 'board')).toBeVisible();
  const corner = byId(page, 'cell-8');
  const card = (await corner.getAttribute('data-card'))!;
  expect(card, 'every space starts with a card').not.toBe('');

  await corner.click();
  await expect(corner).toHaveAttribute('data-targeted', 'true');
  await expect(byId(page, 'action-lock')).toHaveAttribute('aria-disabled', 'false');
  await byId(page, 'action-lock').click();
  await expect(corner).toHaveAttribute('data-locked', 'true');
  expect((await readBoard(page)).markers[0], 'the marker stays where it was').toBe(4);
  await expect(corner, 'the choice goes with the position it was made in').toHaveAttribute('data-targeted', 'false');
});

test('at 1366x768 a card locked under both markers keeps its rank in sight', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 768 });
  // Without motion the card lies sideways at once, so what covers what is measured where it stays.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await app.open();
  await startGame(page, { seed: 3 });
  await byId(page, 'action-lock').click();
  const cell = byId(page, 'cell-4');
  await expect(cell).toHaveAttribute('data-locked', 'true');
  await expect(cell.getByTestId('marker-0')).toBeVisible();
  await expect(cell.getByTestId('marker-1')).toBeVisible();

  // Neither of the card's corner indices lies under a marker or the lock badge.
  const covered = await cell.evaluate((element) => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const box = (e: { getBoundingClientRect(): Box }) => e.getBoundingClientRect();
    const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covers = [...element.querySelectorAll('[data-testid^="marker-"], .lock-badge')].map(box);
    return [...element.querySelectorAll('.corner')].map((corner) => covers.some((cover) => overlap(box(corner), cover)));
  });
  expect(covered, 'each corner index: is it covered?').toEqual([false, false]);
});

test('a fourth lock is refused: only three cards may be locked', async ({ app }) => {
  const { page } = app;
  await app.open();
  const seed = 21;
  await startGame(page, { seed });
  const mirror = new Mirror(seed);
  const plan = planFourthLock(seed);

  for (const action of plan) await clickAction(page, mirror, action);
  expect(royalLock.view(mirror.state, 0).lockedCount).toBe(LOCK_LIMIT);
  await expect(byId(page, 'action-lock')).toHaveAttribute('aria-disabled', 'true');

  const before = await readBoard(page);
  // Playwright waits for aria-disabled buttons to enable; a person can press one anyway.
  await byId(page, 'action-lock').click({ force: true });
  await expect(byId(page, 'refusal')).toContainText(String(LOCK_LIMIT));
  await expect(byId(page, 'refusal')).toContainText('locked');
  expect(await readBoard(page), 'a refused lock changes nothing').toEqual(before);
});

/**
 * Actions that lock three cards and leave the acting marker on an unlocked
 * card with an action to spare: lock where it stands, else step to an unlocked
 * card, else end the turn. Worked out with the engine for the given deal.
 */
function planFourthLock(seed: number): ReturnType<Mirror['botChoice']>[] {
  const mirror = new Mirror(seed);
  for (let guard = 0; guard < 200 && !mirror.over; guard++) {
    const state = mirror.state;
    const view = royalLock.view(state, 0);
    const here = state.markers[state.marker]!;
    const space = state.grid[here];
    const lockHere = { type: 'lock', cell: here } as const;
    if (view.lockedCount === LOCK_LIMIT && space && !space.locked && view.actionsLeft > 0) return mirror.actions;
    if (view.lockedCount < LOCK_LIMIT && royalLock.illegalReason(state, 0, lockHere) === null) {
      mirror.play(lockHere);
      continue;
    }
    const step = royalLock
      .legalActions(state, 0)
      .find((a) => a.type === 'move' && state.grid[a.to] !== null && !state.grid[a.to]!.locked);
    if (step && view.actionsLeft > 1) mirror.play(step);
    else mirror.play({ type: 'endTurn' });
  }
  throw new Error(`seed ${seed} gives no position with three locked cards to test against`);
}

test('the keyboard keeps its place: the table takes the focus after Start game, and after the record’s First step is disabled', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'game-select').selectOption('royal-lock');
  await byId(page, 'seat-kind-0').selectOption('human');
  await byId(page, 'seed-input').fill('21');
  await pressOn(byId(page, 'start-game'));
  await expect(byId(page, 'board')).toBeVisible();
  await expect.poll(() => focusPlace(page), { message: 'focus after Start game' }).toBe('table');
  await expect(byId(page, 'table-region')).toHaveAccessibleName('Royal Lock table');

  const mirror = new Mirror(21);
  await clickAction(page, mirror, { type: 'move', to: 1 });
  await expect(byId(page, 'step-first')).toBeEnabled();
  await pressOn(byId(page, 'step-first'));
  await expect(byId(page, 'step-first')).toBeDisabled();
  await expect.poll(() => focusPlace(page), { message: 'focus after First step' }).toBe('table');
});
