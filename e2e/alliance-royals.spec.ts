/** Alliance Royals end to end: a round against three bots to its score, and a secret gift exchange between two people in hot-seat. */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { byId } from './table';

async function start(page: Page, seats: readonly string[], seed: number): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('alliance-royals');
  for (const [seat, kind] of seats.entries()) await byId(page, `seat-kind-${seat}`).selectOption(kind);
  await byId(page, 'seed-input').fill(String(seed));
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

/** The labels of the action buttons the table offers now. */
async function actions(page: Page): Promise<string[]> {
  return page.locator('[data-testid="actions"] button').allTextContents();
}

async function click(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="actions"] button', { hasText: text }).first().click();
}

test('one round against three bots, played to its score', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 11);
  for (let i = 0; i < 4000; i++) {
    if (await byId(page, 'round-score').isVisible()) break;
    const offered = await actions(page);
    if (offered.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const end = offered.find((label) => label.startsWith('End the round') || label.includes('and end the round'));
    const choice = end ?? offered.find((label) => !label.startsWith('Surrender') && label !== 'Deal the next round') ?? offered[0]!;
    await click(page, choice);
  }
  await expect(byId(page, 'round-score')).toBeVisible();
  await expect(byId(page, 'round-score')).toContainText('Round 1 scored');
  await expect(byId(page, 'round-score').locator('tbody tr')).toHaveCount(4);
  await page.screenshot({ path: test.info().outputPath('round-score.png') });
});

test('a gift exchange between two people in hot-seat stays secret until both have chosen', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await app.open();
  // Seats 1 and 3 are partners, both people. Seat 1 deals round 1, so seat 2 attacks first, then seat 3.
  await start(page, ['human', 'heuristic', 'human', 'heuristic'], 5);
  let sawGiftScreen = false;
  for (let i = 0; i < 200 && !sawGiftScreen; i++) {
    if (await byId(page, 'privacy-screen').isVisible()) {
      await byId(page, 'privacy-continue').click();
      continue;
    }
    const offered = await actions(page);
    if (offered.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    if (offered[0]!.startsWith('Give ')) {
      const status = await byId(page, 'status').textContent();
      if (status?.includes('Seat 3 attacks')) {
        sawGiftScreen = true;
        break;
      }
    }
    await click(page, offered.find((label) => !label.startsWith('Surrender')) ?? offered[0]!);
  }
  expect(sawGiftScreen).toBe(true);
  // Seat 3 (the attacker) chooses first; the screen then passes to seat 1, who must not see seat 3's gift.
  const firstGift = (await actions(page))[0]!.slice('Give '.length);
  await click(page, `Give ${firstGift}`);
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to seat 1');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'status')).toContainText('choose a gift in secret');
  const secondGifts = await actions(page);
  expect(secondGifts.every((label) => label.startsWith('Give '))).toBe(true);
  await expect(page.locator('[data-zone="hand.0"]')).toBeVisible();
  await click(page, secondGifts[0]!);
  // Both chosen: the cards change hands and the battle begins, led by seat 3, behind the privacy screen again.
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to seat 3');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'status')).toContainText('to play to the battle');
  await expect(page.locator('[data-zone="hand.2"]')).toContainText(secondGifts[0]!.slice('Give '.length));
});

test('a person may surrender for their alliance as they come to choose a home house', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  // Seat 1 deals round 1: seats 2, 3 and 4 choose their houses first, then seat 1.
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 8);
  await expect(page.locator('[data-testid="actions"] button', { hasText: 'Choose hearts' })).toBeVisible({ timeout: 30_000 });
  await click(page, 'Surrender for Seats 1 & 3');
  await expect(byId(page, 'status')).toHaveText('Seats 2 & 4 win: the other alliance surrendered (0 to 0).');
  await expect(page.locator('[data-testid="actions"] button')).toHaveCount(0);
});

test('the table fits 880x620 without sideways scrolling', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 3);
  // A few turns in, the boards hold cards.
  for (let i = 0; i < 300; i++) {
    const offered = await actions(page);
    if (offered.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const status = (await byId(page, 'status').textContent()) ?? '';
    if (status.includes('turn 14')) break;
    await click(page, offered.find((label) => !label.startsWith('Surrender')) ?? offered[0]!);
  }
  await expect(byId(page, 'alliance-royals-table')).toBeVisible();
  const sideways = await page.locator('body').evaluate((body) => {
    const doc = body.ownerDocument;
    const root = doc.scrollingElement ?? doc.documentElement;
    const table = body.querySelector('[data-testid="alliance-royals-table"]')!;
    return { page: root.scrollWidth - root.clientWidth, table: table.scrollWidth - table.clientWidth };
  });
  expect(sideways.page).toBeLessThanOrEqual(0);
  expect(sideways.table).toBeLessThanOrEqual(1);
  await expect(page.locator('[data-zone="discard"]')).toBeInViewport();
  // Kept with the test's output for a look at the boards at this size.
  await page.screenshot({ path: test.info().outputPath('table-880x620.png') });
});
