/** Pictures of the Royal Lines table at 1280×800, for a person to look at after a change. */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { confirmPrivacy, handShown, layPromise, startRoyalLines } from './royal-lines-table';
import { byId } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');

test.use({ viewport: { width: 1280, height: 800 } });

test('pictures: five seats in play with a hint, then everything face up at a teacher table', async ({ app }) => {
  const { page } = app;
  await app.open();
  // Everything face up in a game being played exists only at a teacher table.
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'teacher-table').check();
  await startRoyalLines(page, { seed: 5, seats: ['human', 'random', 'random', 'random', 'random'] });
  await byId(page, 'viewer-select').selectOption('auto');
  for (let i = 0; i < 4; i++) {
    const hand = await handShown(page);
    await layPromise(page, hand[hand.length - 1]!);
    await expect(byId(page, 'rl-last')).toHaveAttribute('data-number', String(i + 1));
  }
  await byId(page, 'hint').click();
  await expect(byId(page, 'hint-text')).toContainText('suggests:', { timeout: 20_000 });
  await page.screenshot({ path: join(SHOTS, 'royal-lines-5-play.png') });
  await byId(page, 'viewer-select').selectOption('all');
  await page.screenshot({ path: join(SHOTS, 'royal-lines-5-all.png') });
});

test('pictures: two players and the pirate ship; the pass-the-device screen', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: 3, seats: ['human', 'human'] });
  await confirmPrivacy(page, 0);
  for (let i = 0; i < 2; i++) {
    await layPromise(page, (await handShown(page))[0]!);
    await confirmPrivacy(page, 1);
    await layPromise(page, (await handShown(page))[0]!);
    if (i === 0) await page.screenshot({ path: join(SHOTS, 'royal-lines-privacy.png') });
    await confirmPrivacy(page, 0);
  }
  await byId(page, 'rl-settler-peek').click();
  await page.screenshot({ path: join(SHOTS, 'royal-lines-2-pirates.png') });
});

