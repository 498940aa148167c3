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

test('the rules text scrolls by keyboard: it takes the focus, named, and PageDown moves it', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 900, height: 480 });
  await app.open();
  await byId(page, 'rules-for-selected').click();
  const text = page.getByRole('region', { name: 'Rules text' });
  await expect(text).toBeVisible();
  // Focus starts on Close; Tab goes round the dialog to the text.
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight), 'the text is longer than the dialog').toBe(true);
  await page.keyboard.press('PageDown');
  await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});
