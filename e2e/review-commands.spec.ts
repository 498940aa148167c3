/**
 * "Review this game" from the toolbar, the V key and the menu, and the better move drawn on the table: checked
 * against the engine's own judge, given the same seed and strength as the app.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MAIN_LINE, type AnyGameDefinition, type BaseAction, type BaseState, type GameRecord } from '../src/engine';
import { DEFAULT_STRENGTH, judgeDecision, lineDecisions, type StepJudgement } from '../src/engine/core/review';
import { royalLock } from '../src/engine/games/royal-lock';
import { readReplay } from '../src/main/files/replay-store';
import { EXAMPLES_DIR, expect, test } from './fixtures';
import { writePlayedGame } from './played-games';
import { byId, openExample, openFile, startGame } from './table';

/** The app's review seed (REVIEW_SEED in review-state.svelte.ts, a rune module Node cannot load). */
const REVIEW_SEED = 1;

/** The judgements the app's review makes of a file's main line. */
async function judgementsOf(path: string): Promise<StepJudgement[]> {
  const read = await readReplay(path);
  if (!read.ok) throw new Error(`${path} does not load: ${read.message}`);
  const record = read.loaded.record as GameRecord<BaseState, BaseAction>;
  const game: AnyGameDefinition = record.game;
  return lineDecisions(record, MAIN_LINE).map((decision) => judgeDecision(game, decision, DEFAULT_STRENGTH, REVIEW_SEED));
}

async function expectStep(page: Page, step: number): Promise<void> {
  await expect(byId(page, 'current-step')).toHaveText(new RegExp(`^Step ${step} of `));
}

/** Waits for the review to finish, as the app says it has: `marked` of `moves` marked. */
async function expectReviewDone(page: Page, marked: number, moves: number): Promise<void> {
  await expect(byId(page, 'message')).toContainText(`Review done: ${marked} of ${moves} moves marked`, { timeout: 90_000 });
}

test('the shipped Royal Lock example is reviewed from the menu, every move judged as the engine judges it', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  const expected = await judgementsOf(join(EXAMPLES_DIR, 'royal-lock', 'a-game-told-step-by-step.royal.json'));
  await app.open();
  await openExample(page, 'royal-lock', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'toolbar-review')).toBeEnabled();

  await app.menu('review');
  await expect(byId(page, 'message')).toContainText(`Reviewing ${expected.length} moves`);
  await expectReviewDone(page, expected.filter((judged) => judged.mark !== null).length, expected.length);
  // The review is kept with the game: the table is changed, to be saved.
  await expect(byId(page, 'file-name').getByLabel('unsaved changes')).toBeVisible();
});

test('a poorly played game is reviewed with V, and each marked move’s better one is drawn in green from the step before it', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  // The Keeper ends every turn at once: the judge finds better moves. A game of bots alone opens as a replay.
  const path = join(app.documentsDir, 'ends every turn.royal.json');
  await writePlayedGame(path, royalLock, [{ name: 'Keeper', bot: 'keeper' }], 1, 10, (legal) => legal.find((action) => action.type === 'endTurn') ?? legal[0], { at: 0 });
  const expected = await judgementsOf(path);
  const marked = expected.filter((judged) => judged.mark !== null);
  expect(marked.length, 'the judge marks some of these moves').toBeGreaterThan(0);

  await app.open();
  await openFile(page, path);
  await expectStep(page, 0);
  await page.keyboard.press('v');
  await expectReviewDone(page, marked.length, expected.length);

  await page.keyboard.press('Home');
  for (const judged of expected) {
    // The step before the move: what the move played from here might have been.
    await expectStep(page, judged.step - 1);
    const arrows = byId(page, 'review-better-arrow');
    const highlights = byId(page, 'review-better-highlight');
    const title = `A better move: ${judged.best.label}`;
    if (judged.mark === null || judged.marks === null) {
      await expect(arrows, `no better move is drawn before step ${judged.step}`).toHaveCount(0);
      await expect(highlights).toHaveCount(0);
    } else {
      await expect(arrows, `the better move before step ${judged.step}`).toHaveCount(judged.marks.arrows.length);
      await expect(highlights).toHaveCount(judged.marks.highlights.length);
      for (const drawn of [...(await arrows.all()), ...(await highlights.all())]) {
        await expect(drawn).toHaveAccessibleName(title);
        await expect(drawn).toHaveAttribute('stroke', '#6ee08f');
      }
    }
    await page.keyboard.press('PageDown');
  }
  // The better move is the judge's: it is no annotation of the player's.
  await expect(byId(page, 'annotation-arrow')).toHaveCount(0);
  await expect(byId(page, 'annotation-highlight')).toHaveCount(0);
});

test('a game being played is not reviewed: the toolbar button is held back and V only says why', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startGame(page, { seed: 5 });
  await expect(byId(page, 'mode')).toHaveText('play');
  const button = byId(page, 'toolbar-review');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('title', /while it is being played, that would be coaching/);
  const why = (await button.getAttribute('title'))!;

  await page.keyboard.press('v');
  await expect(byId(page, 'refusal')).toContainText(why);
  await expect(byId(page, 'message')).not.toContainText('Reviewing');
  await expect(byId(page, 'mode')).toHaveText('play');
});
