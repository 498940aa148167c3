/**
 * What if… in a replay: a new line from a step where the chosen seat keeps all it knew and every other card is
 * dealt anew, played on by the bots or by the person; saved with the game and opened again as it was; and many
 * re-deals played out by the bots, summed up as that seat's odds.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { byId, openExample, openFile, saveAs } from './table';

async function openRecord(page: import('@playwright/test').Page): Promise<void> {
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
}

test('a what-if line from step 10 of the Royals example, played on by the bots, is saved and opens as it was', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await openRecord(page);
  await byId(page, 'timeline-step-10').click();
  await expect(byId(page, 'current-step')).toHaveText(/^Step 10 of 73/);
  await byId(page, 'whatif-panel').locator('summary').click();
  await byId(page, 'whatif-seat').selectOption('0');
  await byId(page, 'whatif-bots').click();

  await expect(byId(page, 'message')).toContainText('What if… from step 10');
  await expect(byId(page, 'mode')).toHaveText('play');
  // The bots play the new line on from the new deal.
  await expect(byId(page, 'current-step')).not.toHaveText(/^Step 10 of/, { timeout: 60_000 });
  await expect(byId(page, 'redeal-note')).toContainText('at step 10 the cards Seat 1 did not know were dealt anew');
  // Watched as a replay, the bots stop, so nothing is left unsaved after the save.
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');

  const path = join(app.documentsDir, 'what if.royal.json');
  await saveAs(page, path);
  await openFile(page, path);
  await expect(byId(page, 'mode')).toHaveText('replay');
  if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
  const line = byId(page, 'branch-select');
  await expect(line.locator('option', { hasText: 'What if… from step 10' })).toHaveCount(1);
  await expect(byId(page, 'redeal-note')).toBeVisible();
  // The line the what-if left is as it was played.
  await line.selectOption({ index: 0 });
  await expect(byId(page, 'redeal-note')).toHaveCount(0);
  await expect(byId(page, 'current-step')).toHaveText(/of 73$/);
});

const EXAMPLES = [
  { game: 'royal-lock', file: 'a-game-told-step-by-step' },
  { game: 'royal-suit', file: 'a-game-told-step-by-step' },
  { game: 'royal-lines', file: 'a-round-told-step-by-step' },
  { game: 'royals', file: 'a-game-told-step-by-step' },
  { game: 'alliance-royals', file: 'two-rounds-told-step-by-step' },
] as const;

for (const { game, file } of EXAMPLES) {
  test(`${game}: a what-if line from step 4 of its example is played on by the bots, saved and opened as it was`, async ({ app }) => {
    test.setTimeout(180_000);
    const { page } = app;
    await app.open();
    await openExample(page, game, file);
    await openRecord(page);
    await byId(page, 'timeline-step-4').click();
    const length = /of (\d+)$/.exec((await byId(page, 'current-step').textContent()) ?? '')?.[1];
    await byId(page, 'whatif-panel').locator('summary').click();
    await byId(page, 'whatif-seat').selectOption('0');
    await byId(page, 'whatif-bots').click();
    await expect(byId(page, 'message')).toContainText('What if… from step 4');
    await expect(byId(page, 'current-step')).not.toHaveText(/^Step 4 of/, { timeout: 60_000 });
    await expect(byId(page, 'redeal-note')).toContainText('at step 4 the cards');
    // Watched as a replay, the bots stop, so nothing is left unsaved after the save.
    await byId(page, 'enter-replay').click();
    await expect(byId(page, 'mode')).toHaveText('replay');

    const path = join(app.documentsDir, `${game} what if.royal.json`);
    await saveAs(page, path);
    await openFile(page, path);
    await expect(byId(page, 'mode')).toHaveText('replay');
    if (!(await byId(page, 'record-panel').isVisible())) await byId(page, 'record-toggle').click();
    const line = byId(page, 'branch-select');
    await expect(line.locator('option', { hasText: 'What if… from step 4' })).toHaveCount(1);
    await line.selectOption({ label: (await line.locator('option', { hasText: 'What if… from step 4' }).textContent())!.trim() });
    await expect(byId(page, 'redeal-note')).toContainText('at step 4 the cards');
    // The line the what-if left is as it was.
    await line.selectOption({ index: 0 });
    await expect(byId(page, 'redeal-note')).toHaveCount(0);
    await expect(byId(page, 'current-step')).toHaveText(new RegExp(`of ${length}$`));
  });
}

test('the person may play the kept seat of a what-if line against the bots', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await openRecord(page);
  await byId(page, 'timeline-step-10').click();
  await byId(page, 'whatif-panel').locator('summary').click();
  const seat = await byId(page, 'whatif-seat').inputValue();
  await byId(page, 'whatif-person').click();
  await expect(byId(page, 'message')).toContainText(`You play Seat ${Number(seat) + 1}; the bots play the other seats.`);
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'redeal-note')).toBeVisible();
});

test('many re-deals from what a seat knew are played out in a worker and summed up as its odds', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await openRecord(page);
  await byId(page, 'timeline-step-40').click();
  await byId(page, 'whatif-panel').locator('summary').click();
  await byId(page, 'whatif-seat').selectOption('1');
  await byId(page, 'whatif-deals').selectOption('50');
  await byId(page, 'whatif-series').click();
  await expect(byId(page, 'whatif-odds')).toHaveText(/^From what Seat 2 knew here, Seat 2 wins \d+% of 50 re-deals \(\d+%–\d+%\)/, { timeout: 120_000 });
  // Only a summary: the replay is where it was, and unchanged.
  await expect(byId(page, 'current-step')).toHaveText(/^Step 40 of 73/);
  await expect(byId(page, 'mode')).toHaveText('replay');
});

test('while a game is being played, no what-if is offered', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'royals', 'a-game-told-step-by-step');
  await openRecord(page);
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  await expect(byId(page, 'whatif-panel')).toHaveCount(0);
});
