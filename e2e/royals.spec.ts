/**
 * Playing Royals by clicking: a whole game against a bot to the score screen, a hot-seat block and counter-block,
 * and an attack aimed by clicking the royals on the table; and the table's fit, its cards growing with the window.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { GameRecord, MAIN_LINE, botChoice, recordToReplay } from '../src/engine';
import { seedFor } from '../src/engine/testing/seeds';
import { royals, type RoyalsAction, type RoyalsState } from '../src/engine/games/royals';
import { position } from '../src/engine/games/royals/test-position';
import { isAceCard, isNumberCard, numberValue, suitOfCard } from '../src/engine/games/royals/cards';
import { expect, test } from './fixtures';
import { GROWING_SIZES, choicesCut, sidewaysScrollers, verticalScrollers } from './fit';
import { writePlayedGame } from './played-games';
import { byId, focusPlace, openFile, pressOn, writeText } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const MAX_ROUNDS = 400;

async function startRoyals(page: Page, seed: number, seats: readonly ('human' | string)[]): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('royals');
  for (const [seat, kind] of seats.entries()) await byId(page, `seat-kind-${seat}`).selectOption(kind);
  await byId(page, 'seed-input').fill(String(seed));
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

async function confirmPrivacy(page: Page, seat: number): Promise<void> {
  await expect(byId(page, 'privacy-title')).toHaveText(`Pass to Seat ${seat + 1}`);
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'privacy-screen')).toBeHidden();
}

const actionButtons = (page: Page) => page.locator('[data-testid^="royals-action-"]');

test('a whole game of Royals against a bot, played by clicking, ends on the score screen', async ({ app }) => {
  // A whole game is a few hundred clicks: about 40 s on a loaded 2-core machine, too near the default minute.
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  await startRoyals(page, 5, ['human', 'heuristic']);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // Either the game is over, or the bot has moved and the person has something to click.
    await expect(byId(page, 'outcome').or(actionButtons(page).first())).toBeVisible({ timeout: 20_000 });
    if (await byId(page, 'outcome').isVisible()) break;
    if (round === 12) {
      await page.screenshot({ path: join(SHOTS, 'royals-play.png'), animations: 'disabled' });
      // The smallest window the app supports shows the whole table without sideways scrolling.
      await page.setViewportSize({ width: 880, height: 620 });
      const table = byId(page, 'royals-table');
      expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'royals-small.png'), animations: 'disabled' });
    }
    const stage = await byId(page, 'royals-table').getAttribute('data-stage');
    if (stage === 'respond') {
      await byId(page, 'royals-action-yield').click();
    } else if (stage === 'fall') {
      await byId(page, 'royals-action-fall').first().click();
    } else {
      // The person's plain way: throw away the first card in hand, then end the turn.
      const first = byId(page, 'royals-hand-0').locator('button').first();
      if (await first.isVisible()) {
        await first.click();
        await byId(page, 'royals-action-discard').click();
      }
      await byId(page, 'royals-action-end-turn').click();
    }
  }
  await expect(byId(page, 'outcome')).toBeVisible();
  await expect(byId(page, 'royals-result')).toBeVisible();
  await expect(byId(page, 'royals-result')).toContainText('tribute and arrows');
  await page.screenshot({ path: join(SHOTS, 'royals-end.png'), animations: 'disabled' });
});

/** A seed whose first hands let seat 1 fire a pair and still hold an ace, and give seat 2 an ace. */
function blockSeed(): { seed: number; pair: [string, string] } {
  for (let seed = 1; seed < 5000; seed++) {
    const state = royals.setup(royals.defaultOptions(), 2, seed);
    const [mine, theirs] = state.hands as [string[], string[]];
    const myAce = mine.find(isAceCard);
    const theirAce = theirs.find(isAceCard);
    if (!myAce || !theirAce) continue;
    const numbers = mine.filter((card) => isNumberCard(card) && card !== myAce);
    for (const a of numbers) {
      const b = numbers.find((card) => card !== a && (numberValue(card) === numberValue(a) || suitOfCard(card) === suitOfCard(a)));
      if (b) return { seed, pair: [a, b] };
    }
  }
  throw new Error('no seed found');
}

test('hot-seat: arrows are blocked, counter-blocked and let through, each window asking the right seat, after an undo too', async ({ app }) => {
  const { page } = app;
  const { seed, pair } = blockSeed();
  await app.open();
  await startRoyals(page, seed, ['human', 'human']);
  await confirmPrivacy(page, 0);

  for (const card of pair) await byId(page, `royals-card-${card}`).click();
  // The turn may still be ended with cards selected.
  await expect(byId(page, 'royals-action-end-turn')).toBeVisible();
  await byId(page, 'royals-action-arrows').click();

  await confirmPrivacy(page, 1);
  await expect(byId(page, 'royals-prompt')).toContainText('block it with an ace, or let it through');
  await expect(byId(page, 'royals-attack')).toHaveAttribute('data-cards', pair.join(','));
  await page.locator(`[data-testid="royals-action-ace"]`, { hasText: /Block with/ }).first().click();

  await confirmPrivacy(page, 0);
  await expect(byId(page, 'royals-prompt')).toContainText('counter-block with an ace, or accept the block');
  await page.locator(`[data-testid="royals-action-ace"]`, { hasText: /Counter-block with/ }).first().click();

  await confirmPrivacy(page, 1);
  await expect(byId(page, 'royals-prompt')).toContainText('block again with an ace, or let the attack through');
  // Both aces lie on the discard pile; beside the attack they stand for the chain of blocks, and say so.
  const attack = byId(page, 'royals-attack');
  await expect(attack.locator('.ace').getByRole('img')).toHaveCount(2);
  for (const ace of await attack.locator('.ace').getByRole('img').all()) {
    await expect(ace).toHaveAccessibleName(/^ace of \w+: played as a block, now on the discard pile$/);
  }
  await expect(attack.locator(`[data-card="${pair[0]}"]`).getByRole('img')).toHaveAccessibleName(/: attacking$/);
  await byId(page, 'royals-action-yield').click();

  await confirmPrivacy(page, 0);
  await expect(byId(page, 'royals-table')).toHaveAttribute('data-stage', 'turn');
  await expect(byId(page, 'royals-score-0').locator('[data-zone="score.0.points"]')).toHaveAttribute('data-cards', pair.join(','));
  const discard = (await byId(page, 'royals-discard').getAttribute('data-cards'))!.split(',');
  expect(discard).toHaveLength(2);
  expect(discard.every(isAceCard)).toBe(true);

  // Seat 1 undoes the last action: the table goes back to seat 2's window, so the screen passes to seat 2 before
  // anything of it is shown, and seat 2 may act there and ask for a hint; Redo passes it back to seat 1.
  await byId(page, 'undo').click();
  await confirmPrivacy(page, 1);
  await expect(byId(page, 'royals-prompt')).toContainText('block again with an ace, or let the attack through');
  await expect(byId(page, 'royals-action-yield')).toBeVisible();
  await byId(page, 'hint').click();
  await expect(byId(page, 'hint-text')).toContainText('suggests:');
  await byId(page, 'redo').click();
  await confirmPrivacy(page, 0);
  await expect(byId(page, 'royals-table')).toHaveAttribute('data-stage', 'turn');
});

test('an attack aimed by clicking the royals on the table: the target narrows the choice, the attacker completes it', async ({ app }) => {
  const { page } = app;
  await app.open();
  // Ann holds two sevens and has K♠ and Q♥ on her field; Bo has J♦ and Q♣.
  const start = position({ hands: [['7S', '7H'], ['2C']], fields: [['KS', 'QH'], ['JD', 'QC']] });
  const players = [
    { name: 'Ann', bot: null },
    { name: 'Bo', bot: null },
  ];
  const record = GameRecord.fromState(royals, start.options, players, start, 3);
  const path = join(app.documentsDir, 'aim.royal.json');
  await writeText(path, JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: new Date().toISOString() })));
  await openFile(page, path);
  if (!(await byId(page, 'continue-here').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'continue-here').click();
  if (await byId(page, 'privacy-screen').isVisible()) await byId(page, 'privacy-continue').click();

  // Nothing selected: no royal can be clicked.
  await expect(page.locator('[data-testid^="royals-field-card-"]')).toHaveCount(0);
  // A card of the hand is a button named by its card, as a screen reader reads it.
  await expect(page.getByRole('button', { name: 'seven of spades', exact: true })).toHaveAttribute('data-testid', 'royals-card-7S');
  await byId(page, 'royals-card-7S').click();
  // A seven alone can go from either of her royals at either of his: all four can be clicked.
  for (const card of ['KS', 'QH', 'JD', 'QC']) await expect(byId(page, `royals-field-card-${card}`)).toBeVisible();
  // Each royal's name says how it stands, read out and on hover.
  await expect(byId(page, 'royals-field-card-JD').getByRole('img')).toHaveAccessibleName('jack of diamonds: upright');
  await expect(byId(page, 'royals-field-card-JD').getByRole('img')).toHaveAttribute('title', 'jack of diamonds: upright');
  await byId(page, 'royals-field-card-JD').click();
  await expect(byId(page, 'royals-field-card-JD')).toHaveAttribute('aria-pressed', 'true');
  // Two attacks are left, beside the buttons that end the turn, which stay whatever is selected.
  await expect(byId(page, 'royals-action-royal-attack')).toHaveCount(2);
  await expect(actionButtons(page)).toHaveCount(4);
  await expect(byId(page, 'royals-field-card-QC')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'royals-aim.png'), animations: 'disabled' });

  // Her king chosen, one attack is left, and it is played.
  await byId(page, 'royals-field-card-KS').click();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'royals-table')).toHaveAttribute('data-stage', 'respond');
  await expect(byId(page, 'royals-prompt')).toContainText(/attacks .*J♦ for 7/);
  await expect(byId(page, 'royals-attack')).toHaveAttribute('data-cards', /7S/);
});

test('a click on the other hand, the deck or the discard pile says why it does nothing, beside what was clicked', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyals(page, 7, ['human', 'heuristic']);
  const refusal = byId(page, 'refusal');
  for (const [testId, words] of [
    ['royals-hand-1', "These are Seat 2's cards: you can only play cards from your own hand."],
    ['royals-deck', 'your hand is filled back up to five at the end of your turn'],
    ['royals-discard', 'shuffled into a new deck'],
  ] as const) {
    await byId(page, testId).click();
    await expect(refusal, testId).toContainText(words);
    await expect(refusal, `${testId}: the reason stands beside it`).toHaveAttribute('data-anchored', 'true');
    const [thing, bubble] = [(await byId(page, testId).boundingBox())!, (await refusal.boundingBox())!];
    const overlaps = thing.x < bubble.x + bubble.width && bubble.x < thing.x + thing.width && thing.y < bubble.y + bubble.height && bubble.y < thing.y + thing.height;
    expect(overlaps, `${testId}: the reason hides nothing of what was clicked`).toBe(false);
  }
  // Nothing was played or picked.
  await expect(byId(page, 'royals-hand-0').locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(byId(page, 'royals-deck')).toHaveAttribute('data-count', '44');
});

test('at 1024x700 every choice of the new game form reads whole in its select box', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('royals');
  const selects = page.locator('[data-testid="new-game-form"] select');
  expect(await selects.count()).toBeGreaterThan(3);
  expect(await choicesCut(byId(page, 'new-game-form'))).toEqual([]);
});

/** A whole game of two heuristic bots, recorded and written as a replay file. */
async function botGameFile(dir: string, seed: number): Promise<string> {
  const bot = royals.bots.find((entry) => entry.id === 'heuristic')!;
  const players = [0, 1].map((seat) => ({ name: `Heuristic ${seat + 1}`, bot: bot.id }));
  const path = join(dir, 'bots.royal.json');
  await writePlayedGame(path, royals, players, seed, 2000, (legal, state, seat, step) =>
    botChoice(royals, bot, { state: state as RoyalsState, seat, legal: legal as RoyalsAction[], seed: seedFor(seed, step) }),
  );
  return path;
}

test('the table fits its frame at every window size, its cards growing with the room', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  // A whole game: fields with royals and tucked cards, then the scores and the banner.
  await openFile(page, await botGameFile(app.documentsDir, 7));
  await expect(byId(page, 'outcome')).toBeVisible();
  const cardWidth = () => page.locator('[data-testid="royals-deck"] > [role="img"]').evaluate((element) => element.getBoundingClientRect().width);
  // The table and every seat's field and hand hold their cards: nothing runs past them, cut off by the table's edge.
  const overflowing = () =>
    byId(page, 'royals-table').evaluate((table) =>
      [table, ...table.querySelectorAll('[data-testid^="royals-field-"], [data-testid^="royals-hand-"], .row')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.getAttribute('data-testid') ?? element.className} (${element.scrollWidth} > ${element.clientWidth})`),
    );
  const widths: number[] = [];
  for (const size of GROWING_SIZES) {
    await page.setViewportSize(size);
    for (const back of [0, 10, 25, 40]) {
      await page.keyboard.press('End');
      for (let i = 0; i < back; i++) await page.keyboard.press('PageUp');
      expect(await verticalScrollers(page), `${size.width}x${size.height}, ${back} steps back`).toEqual([]);
      expect(await sidewaysScrollers(page), `${size.width}x${size.height}, ${back} steps back`).toEqual([]);
      expect(await overflowing(), `${size.width}x${size.height}, ${back} steps back`).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `royals-fit-${size.width}x${size.height}-${back}.png`), animations: 'disabled' });
    }
    widths.push(await cardWidth());
  }
  expect(widths[0]).toBe(40);
  expect(widths[1]).toBeGreaterThan(widths[0]!);
  // A large window is put to use: its cards stand a good deal larger than at 1280x860.
  expect(widths[2]).toBeGreaterThan(widths[1]! * 1.25);
});

test('the seat to act reads its name, a space, then “to act”', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyals(page, 5, ['human', 'heuristic']);
  await expect(page.getByRole('heading', { name: / to act$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /\Sto act$/ })).toHaveCount(0);
});

test('the prompt is a polite live region, read out as it changes', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyals(page, 5, ['human', 'heuristic']);
  await expect(byId(page, 'royals-said')).toHaveAttribute('aria-live', 'polite');
  await expect(byId(page, 'royals-said')).toContainText('turn');
});

test('the keyboard keeps its place: Discard and End the turn, used and gone, leave the focus in the table', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyals(page, 5, ['human', 'heuristic']);
  await expect(byId(page, 'royals-action-end-turn')).toBeVisible({ timeout: 20_000 });
  await pressOn(byId(page, 'royals-hand-0').locator('button').first());
  await pressOn(byId(page, 'royals-action-discard'));
  await expect(byId(page, 'royals-action-discard')).toBeHidden();
  await expect.poll(() => focusPlace(page), { message: 'focus after Discard' }).toBe('table');
  await pressOn(byId(page, 'royals-action-end-turn'));
  await expect.poll(() => focusPlace(page), { message: 'focus after End the turn' }).toBe('table');
});
