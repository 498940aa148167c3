/**
 * Pictures of the main screens, for a person to look at after a change:
 * test-results/screenshots/{home,play,replay}.png.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { Mirror, byId, openAsReplay, playBotMoves, saveAs, startGame } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');

test('screenshots of the home screen, a game in play with a hint, and a replay', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'home.png') });

  await startGame(page, { seed: 11 });
  const mirror = new Mirror(11);
  await playBotMoves(page, mirror, 5);
  await byId(page, 'hint').click();
  await expect(byId(page, 'hint-text')).toContainText('suggests:');
  await page.screenshot({ path: join(SHOTS, 'play.png') });

  const path = join(app.documentsDir, 'pictured.royal.json');
  await saveAs(page, path);
  await openAsReplay(page, path);
  await byId(page, 'timeline-step-3').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 3 of 5');
  await page.screenshot({ path: join(SHOTS, 'replay.png') });
});
