/**
 * A shipped example of each game reviewed in the app: the review comes in step by step, its graph and marks are
 * shown, a dot (or the graph) seeks to its step, and the review saved with the game opens again as it was, without
 * being made again.
 */
import { join } from 'node:path';
import { findGame } from '../src/engine';
import { expect, test } from './fixtures';
import { byId, openExample, openFile, saveAs } from './table';

const EXAMPLES = [
  { game: 'royal-lock', name: 'a-game-told-step-by-step' },
  { game: 'royal-suit', name: 'a-game-told-step-by-step' },
  { game: 'royal-lines', name: 'a-round-told-step-by-step' },
  { game: 'royals', name: 'a-game-told-step-by-step' },
  { game: 'alliance-royals', name: 'two-rounds-told-step-by-step' },
];

for (const { game, name } of EXAMPLES) {
  test(`${game}: the example is reviewed, a marked step or the graph seeks, and the saved review opens as it was`, async ({ app }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await openExample(page, game, name);
    await expect(byId(page, 'mode')).toHaveText('replay');
    if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();

    await byId(page, 'review-strength').selectOption('quick');
    await byId(page, 'review-start').click();
    await expect(byId(page, 'message')).toContainText('Review done', { timeout: 180_000 });
    await expect(byId(page, 'review-progress')).toHaveCount(0);
    const done = (await byId(page, 'message').textContent()) ?? '';
    const marked = Number(/Review done: (\d+) of/.exec(done)?.[1]);
    await expect(byId(page, 'review-graph')).toBeVisible();
    // How the figures are made is the game's judge in its own words.
    await byId(page, 'review-how').locator('summary').click();
    await expect(byId(page, 'review-how')).toContainText(findGame(game)!.review.method);
    const dots = page.locator('[data-testid^="review-dot-"]');
    await expect(dots).toHaveCount(marked);
    await expect(page.locator('[data-testid^="timeline-mark-"]')).toHaveCount(marked);

    if (marked > 0) {
      const step = Number((await dots.first().getAttribute('data-testid'))!.replace('review-dot-', ''));
      await dots.first().click();
      await expect(byId(page, 'current-step')).toHaveText(new RegExp(`^Step ${step} of `));
      await expect(byId(page, 'review-step')).toHaveAttribute('data-step', String(step));
      await expect(byId(page, 'review-advice')).toContainText(' instead: ');
    } else {
      // No mark: a click at the graph's left end seeks to the first move judged.
      await byId(page, 'review-graph').click({ position: { x: 1, y: 30 } });
      await expect(byId(page, 'current-step')).toHaveText(/^Step 1 of /);
    }
    await expect(byId(page, 'review-certainty')).toHaveText(/deals consistent with what the mover saw|the only move|judged exactly/);
    const summary = await byId(page, 'review-summary').textContent();

    const path = join(app.documentsDir, `${game} reviewed.royal.json`);
    await saveAs(page, path);
    await openFile(page, path);
    if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
    await expect(byId(page, 'review-summary')).toHaveText(summary!);
    await expect(byId(page, 'review-progress')).toHaveCount(0);
    await expect(page.locator('[data-testid^="review-dot-"]')).toHaveCount(marked);
    await expect(byId(page, 'message')).not.toContainText('Reviewing');
  });
}

test('a teacher’s note and a mark taken away are saved with the review, and the review can be deleted', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'review-strength').selectOption('quick');
  await byId(page, 'review-start').click();
  await expect(byId(page, 'message')).toContainText('Review done', { timeout: 180_000 });
  const dots = page.locator('[data-testid^="review-dot-"]');
  const marked = await dots.count();
  expect(marked, 'the quick review of the Royals example marks a move').toBeGreaterThan(0);
  const step = (await dots.first().getAttribute('data-testid'))!.replace('review-dot-', '');
  await dots.first().click();

  await byId(page, 'review-note').fill('Count the aces first.');
  await byId(page, 'review-note').blur();
  await expect(byId(page, 'review-advice')).toHaveText('Count the aces first.');
  await byId(page, 'review-unmark').click();
  await expect(dots).toHaveCount(marked - 1);
  await expect(byId(page, `timeline-mark-${step}`)).toHaveCount(0);
  await expect(byId(page, 'review-unmark')).toHaveText('Restore the mark');

  const path = join(app.documentsDir, 'noted.royal.json');
  await saveAs(page, path);
  await openFile(page, path);
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, `timeline-step-${step}`).click();
  await expect(byId(page, 'review-advice')).toHaveText('Count the aces first.');
  await expect(byId(page, 'review-note')).toHaveValue('Count the aces first.');
  await expect(dots).toHaveCount(marked - 1);

  // In one seat's view the graph, like the record, keeps quiet about the steps after the one shown.
  await byId(page, 'viewer-select').selectOption('seat-0');
  await byId(page, 'timeline-step-1').click();
  await expect(dots).toHaveCount(0);
  await byId(page, 'viewer-select').selectOption('all');
  await expect(dots).toHaveCount(marked - 1);

  await byId(page, 'review-delete').click();
  await expect(byId(page, 'review-graph')).toHaveCount(0);
  await expect(byId(page, 'review-start')).toHaveText('Review this game');
});
