/** The rules help: reachable from the new-game form and from the table, in the app's own words. */
import { expect, test } from './fixtures';
import { byId, startGame } from './table';

test('the rules of the chosen game open from the new-game form and from the table', async ({ app }) => {
  const { page } = app;
  await app.open();
  await byId(page, 'game-select').selectOption('royal-suit');
  await byId(page, 'rules-for-selected').click();
  await expect(byId(page, 'rules-dialog')).toContainText('How to play Royal Suit');
  await expect(byId(page, 'rules-dialog')).toContainText('couple');
  await page.keyboard.press('Escape');
  await expect(byId(page, 'rules-dialog')).toBeHidden();

  await startGame(page, { seed: 3 });
  await byId(page, 'rules').click();
  await expect(byId(page, 'rules-dialog')).toContainText('How to play Royal Lock');
  await expect(byId(page, 'rules-dialog')).toContainText('three royals');
  await byId(page, 'rules-close').click();
  await expect(byId(page, 'rules-dialog')).toBeHidden();
  await expect(byId(page, 'board')).toBeVisible();
});
