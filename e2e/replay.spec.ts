/** Saving through the in-app dialog, replaying the file step by step, and branching from the past. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Page } from '@playwright/test';
import { MAIN_LINE } from '../src/engine';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../src/engine/games/royal-lock';
import { readReplay } from '../src/main/files/replay-store';
import { EXAMPLES_DIR, expect, test, type App } from './fixtures';
import { choicesCut } from './fit';
import { writePlayedGame } from './played-games';
import { Mirror, byId, clickAction, expectBoard, openAsReplay, openExample, openFile, playBotMoves, readJson, saveAs, startGame } from './table';

const SEED = 11;
const ACTIONS = 9;
/**
 * The game opens with a scripted turn (up, back to the centre, end turn) so that
 * step 3 ends a turn whatever the deal, and the next turn offers many actions
 * to branch with; the keeper bot plays the rest.
 */
const OPENING: readonly RoyalLockAction[] = [{ type: 'move', to: 1 }, { type: 'move', to: 4 }, { type: 'endTurn' }];

/** Plays a few actions, saves them through the in-app dialog and checks the file on disk. */
async function playAndSave(app: App, name: string): Promise<{ path: string; mirror: Mirror }> {
  await app.open();
  await startGame(app.page, { seed: SEED });
  const mirror = new Mirror(SEED);
  for (const action of OPENING) await clickAction(app.page, mirror, action);
  await playBotMoves(app.page, mirror, ACTIONS - OPENING.length);
  expect(mirror.cursor.step, 'the game lasts long enough to replay').toBe(ACTIONS);
  const path = join(app.documentsDir, name);
  await saveAs(app.page, path);
  expect(existsSync(path), `${path} is on disk`).toBe(true);
  return { path, mirror };
}

/** The file on disk, validated and rebuilt through the rules as `replay verify` does. */
async function loadReplay(path: string) {
  const read = await readReplay(path);
  if (!read.ok) throw new Error(`${path} does not load: ${read.message}`);
  return read;
}

/** The position the file on disk holds at a step of a line. */
async function stateInFile(path: string, step: number, line = MAIN_LINE): Promise<RoyalLockState> {
  return (await loadReplay(path)).loaded.record.stateAt({ line, step }) as RoyalLockState;
}

async function expectStep(page: Page, step: number, of: number): Promise<void> {
  await expect(byId(page, 'current-step')).toHaveText(`Step ${step} of ${of}`);
}

test('a saved game replays step by step: buttons, keys and the timeline', async ({ app }) => {
  const { page } = app;
  const { path, mirror } = await playAndSave(app, 'replay me.royal.json');

  const read = await loadReplay(path);
  expect(read.file.lines).toHaveLength(1);
  expect(read.file.lines[0]!.actions.map((a) => a.action)).toEqual(mirror.actions);

  // Saved during play, the game opens ready to play on; replay mode steps through it.
  await openAsReplay(page, path);
  await expectStep(page, ACTIONS, ACTIONS);
  await expectBoard(page, await stateInFile(path, ACTIONS), 'the opened file at its last step');

  for (let step = ACTIONS - 1; step >= 3; step--) {
    await byId(page, 'step-back').click();
    await expectStep(page, step, ACTIONS);
  }
  await expectBoard(page, await stateInFile(path, 3), 'the replay at step 3');

  await page.keyboard.press('Home');
  await expectStep(page, 0, ACTIONS);
  await expectBoard(page, await stateInFile(path, 0), 'the set-up position after Home');
  await page.keyboard.press('PageDown');
  await expectStep(page, 1, ACTIONS);
  await expectBoard(page, await stateInFile(path, 1), 'step 1 after Page Down');
  await page.keyboard.press('End');
  await expectStep(page, ACTIONS, ACTIONS);
  await page.keyboard.press('PageUp');
  await expectStep(page, ACTIONS - 1, ACTIONS);
  await expectBoard(page, await stateInFile(path, ACTIONS - 1), 'the step before the last after Page Up');

  await byId(page, 'timeline-step-2').click();
  await expectStep(page, 2, ACTIONS);
  await expectBoard(page, await stateInFile(path, 2), 'step 2 picked on the timeline');

  // A replay shows the past; it does not play.
  await byId(page, 'action-end-turn').click({ force: true });
  await expectStep(page, 2, ACTIONS);
});

test('"continue here" at step 3 plays on a new line and keeps the original', async ({ app }) => {
  const { page } = app;
  const { path } = await playAndSave(app, 'branching.royal.json');
  const original = (await readJson(path)) as { lines: unknown[] };

  await openAsReplay(page, path);
  await byId(page, 'timeline-step-3').click();
  await expectStep(page, 3, ACTIONS);
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');

  // Play something other than what the main line did next, from step 3.
  const mirror = new Mirror(SEED);
  const mainActions = (await loadReplay(path)).file.lines[0]!.actions.map((a) => a.action as RoyalLockAction);
  for (const action of mainActions) mirror.play(action);
  mirror.cursor = { line: MAIN_LINE, step: 3 };
  const other = royalLock.legalActions(mirror.state, mirror.seat).find((a) => !isDeepStrictEqual(a, mainActions[3]));
  if (!other) throw new Error(`seed ${SEED} offers nothing but the main line's move at step 3`);
  await clickAction(page, mirror, other);
  expect(mirror.cursor.line, 'the mirror branched too').not.toBe(MAIN_LINE);
  await expectStep(page, 4, 4);

  await byId(page, 'save').click();
  await expect(byId(page, 'message')).toContainText('Saved');

  const saved = (await readJson(path)) as { lines: { id: string; parent: unknown; actions: { action: unknown }[] }[] };
  expect(saved.lines).toHaveLength(2);
  expect(saved.lines[0], 'the original line is intact').toEqual(original.lines[0]);
  expect(saved.lines[1]!.parent).toEqual({ line: MAIN_LINE, step: 3 });
  expect(saved.lines[1]!.actions.map((a) => a.action)).toEqual([other]);
  const branchEnd = await stateInFile(path, 4, saved.lines[1]!.id);
  expect(branchEnd).toEqual(mirror.state);
});

test('"continue here" in a replay of bots alone seats the person at the seat to move, and no move leaves no branch', async ({ app }) => {
  const { page } = app;
  const path = join(app.documentsDir, 'bots alone.royal.json');
  await writePlayedGame(path, royalLock, [{ name: 'Keeper bot', bot: 'keeper' }], SEED, 6, (legal, _state, _seat, step) => OPENING[step - 1] ?? legal[0]);
  const mirror = new Mirror(SEED);
  const played = (await loadReplay(path)).file.lines[0]!.actions.map((a) => a.action as RoyalLockAction);
  for (const action of played) mirror.play(action);
  mirror.cursor = { line: MAIN_LINE, step: 3 };

  await app.open();
  await openFile(page, path);
  await byId(page, 'timeline-step-3').click();
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'message')).toContainText('You play Seat 1');
  await expect(byId(page, 'open-table'), 'the table stays face up for the teacher').toHaveAttribute('data-reason', 'teacher');
  // Well past a bot's delay, nobody has played: the seat to move waits for the person.
  await page.waitForTimeout(1500);
  await expectStep(page, 3, 6);
  await expect(byId(page, 'branch-select').locator('option'), 'no branch before a move').toHaveCount(1);

  // Back to the replay without a move: no empty branch is left in the record.
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'branch-select').locator('option')).toHaveCount(1);

  // Continuing again, the first move opens the branch.
  await byId(page, 'continue-here').click();
  const other = royalLock.legalActions(mirror.state, mirror.seat).find((a) => !isDeepStrictEqual(a, played[3]));
  if (!other) throw new Error(`seed ${SEED} offers nothing but the main line's move at step 3`);
  await clickAction(page, mirror, other);
  await expectStep(page, 4, 4);
  await expect(byId(page, 'branch-select').locator('option')).toHaveCount(2);

  await byId(page, 'save').click();
  await expect(byId(page, 'message')).toContainText('Saved');
  const saved = (await readJson(path)) as { teacher?: boolean; players: { bot: string | null }[]; lines: unknown[] };
  expect(saved.players[0]!.bot).toBeNull();
  expect(saved.teacher).toBe(true);
  expect(saved.lines).toHaveLength(2);
});

test('"continue here" at a bot\'s turn in a game with a person lets the bot move, on a new line', async ({ app }) => {
  const { page } = app;
  const path = join(app.documentsDir, 'person and bot.royal.json');
  const players = [
    { name: 'Seat 1', bot: null },
    { name: 'Keeper bot', bot: 'keeper' },
  ];
  // Saved at its start, the game is a replay being studied, which opens as one.
  await writePlayedGame(path, royalLock, players, SEED, 12, (legal) => legal.find((a) => a.type === 'endTurn') ?? legal[0], { at: 0 });
  const { loaded, file } = await loadReplay(path);
  const last = file.lines[0]!.actions.length;
  const botTurn = Array.from({ length: last }, (_, step) => step).find((step) => royalLock.activeSeats(loaded.record.stateAt({ line: MAIN_LINE, step }) as RoyalLockState)[0] === 1);
  if (botTurn === undefined) throw new Error(`seed ${SEED}: the bot is never to move before step ${last}`);

  await app.open();
  await openFile(page, path);
  await byId(page, `timeline-step-${botTurn}`).click();
  await byId(page, 'continue-here').click();
  // The bot plays its turn from there, an action at a time, each a step of the new line: how far it has got when
  // the page is looked at depends on the machine, so the test asks only that it has moved and stands at the end.
  await expect
    .poll(async () => {
      const [, step, of] = /^Step (\d+) of (\d+)$/.exec((await byId(page, 'current-step').textContent()) ?? '') ?? [];
      return Number(step) > botTurn && step === of;
    }, { message: 'the bot has moved from the step chosen, at the end of the new line' })
    .toBe(true);
  await expect(byId(page, 'branch-select').locator('option')).toHaveCount(2);
});

test('the record’s choices read whole on a small window', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await app.open();
  await openExample(page, 'royal-suit', 'a-game-told-step-by-step');
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  await expect(byId(page, 'branch-select')).toBeVisible();
  expect(await choicesCut(byId(page, 'record-panel'))).toEqual([]);
});

test('“continue here” in the Royal Lines example seats the person, who chooses a promise from their own view, as often as it is done', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openFile(page, join(EXAMPLES_DIR, 'royal-lines', 'a-round-told-step-by-step.royal.json'));
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  const total = Number((await byId(page, 'current-step').innerText()).match(/of (\d+)/)![1]);

  // From step 1 the person takes the seat to move there; leaving with no move leaves nothing behind.
  await byId(page, 'step-forward').click();
  await expectStep(page, 1, total);
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'message')).toContainText('You play Seat 2');
  await byId(page, 'enter-replay').click();

  // From the set-up, again: the seat to move there is the person's, and no bot moves for them.
  await byId(page, 'step-first').click();
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'message')).toContainText('You play Seat 1');
  await page.waitForTimeout(1500);
  await expectStep(page, 0, total);
  await expect(byId(page, 'branch-select').locator('option'), 'no bot began a branch on its own').toHaveCount(1);

  // Everything face up stays chosen, and the table shows the person's own view while the promise is chosen.
  await expect(byId(page, 'viewer-select')).toHaveValue('all');
  await expect(byId(page, 'open-table')).toHaveText('Teacher table · seen by Seat 1');
  await expect(byId(page, 'own-view-note')).toBeVisible();
  const [promise] = await byId(page, 'rl-hand-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card') ?? ''));
  if (!promise) throw new Error('Seat 1 has no hand on screen');
  await page.locator(`[data-testid="rl-hand-card"][data-card="${promise}"]`).click();
  await byId(page, 'rl-promise-confirm').click();
  await expect(byId(page, 'branch-select').locator('option'), 'the promise began a branch').toHaveCount(2);
  await expect(byId(page, 'timeline')).toContainText('Seat 1 lays a promise face down');
});

test('one seat’s view of a replay keeps quiet about the later steps, which are told as they are reached', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royal-suit', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'viewer-select').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'timeline-step-3').click();
  const told = async (step: number) => (await byId(page, `timeline-step-${step}`).locator('.text').textContent())?.trim() ?? '';
  const [third, fourth, fifth] = [await told(3), await told(4), await told(5)];
  expect(fourth, 'everything face up tells every step').not.toBe('…');

  await byId(page, 'viewer-select').selectOption('seat-1');
  await expect(byId(page, 'later-steps-untold')).toContainText('not told in the view of the Opposers');
  expect(await told(3), 'the step shown is told').toBe(third);
  for (const step of [4, 5, 12]) expect(await told(step), `step ${step} is untold`).toBe('…');

  await byId(page, 'step-forward').click();
  expect(await told(4), 'a step reached is told').toBe(fourth);
  expect(await told(5)).toBe('…');
  await byId(page, 'step-last').click();
  await expect(byId(page, 'later-steps-untold')).toHaveCount(0);

  await byId(page, 'step-first').click();
  await byId(page, 'viewer-select').selectOption('all');
  await expect(byId(page, 'later-steps-untold')).toHaveCount(0);
  expect(await told(5)).toBe(fifth);
});
