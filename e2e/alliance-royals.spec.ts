/**
 * Alliance Royals end to end: a round against three bots to its score, a secret gift exchange between two people in
 * hot-seat, choosing an action by picking its cards, and the table's fit, face down and on a teacher's table.
 */
import { expect, type Page } from '@playwright/test';
import { label } from '../src/engine/games/alliance-royals/words';
import { test } from './fixtures';
import { GROWING_SIZES, sidewaysScrollers, verticalScrollers } from './fit';
import { byId, focusPlace, openExample, pressOn } from './table';

async function start(page: Page, seats: readonly string[], seed: number, teacher = false): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('alliance-royals');
  for (const [seat, kind] of seats.entries()) await byId(page, `seat-kind-${seat}`).selectOption(kind);
  await byId(page, 'seed-input').fill(String(seed));
  if (teacher) await byId(page, 'teacher-table').check();
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
  // The score takes the middle of the table, which still fits the smallest window.
  await page.setViewportSize({ width: 880, height: 620 });
  expect((await verticalScrollers(page)).filter((what) => !what.includes('actions'))).toEqual([]);
  await expect(byId(page, 'round-score')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('round-score.png') });

  // While the next round's houses are chosen, its piles are back in the middle with the turned-up card, and the
  // last score stands where the battle will be.
  await page.setViewportSize({ width: 1280, height: 800 });
  // Whoever deals next may be a bot that has dealt already.
  await expect
    .poll(async () => (await byId(page, 'alliance-royals-table').getAttribute('data-phase')) === 'houses' || (await actions(page)).includes('Deal the next round'))
    .toBe(true);
  if ((await actions(page)).includes('Deal the next round')) await click(page, 'Deal the next round');
  await expect(byId(page, 'alliance-royals-table')).toHaveAttribute('data-phase', 'houses');
  await expect.poll(async () => (await actions(page)).some((label) => label.startsWith('Choose '))).toBe(true);
  await expect(page.locator('[data-zone="discard"] [data-card]')).toHaveCount(1);
  await expect(byId(page, 'fresh-deal')).toContainText('Stack · 59 · Dead pile · 0');
  await expect(byId(page, 'fresh-deal')).toContainText('Round 1 scored');
  await expect(byId(page, 'round-score').locator('tbody tr')).toHaveCount(4);
  await expect(byId(page, 'ar-battle')).toHaveCount(0);
  await page.setViewportSize({ width: 880, height: 620 });
  expect((await verticalScrollers(page)).filter((what) => !what.includes('actions'))).toEqual([]);
  await expect(byId(page, 'round-score')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('houses.png') });
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
    const { status, offered } = await tableNow(page);
    if (offered.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    if (offered[0]!.startsWith('Give ') && status.includes('Seat 3 attacks')) {
      sawGiftScreen = true;
      break;
    }
    await click(page, offered.find((label) => !label.startsWith('Surrender')) ?? offered[0]!);
  }
  expect(sawGiftScreen).toBe(true);
  // Seat 3 (the attacker) chooses first; the screen then passes to seat 1, who must not see seat 3's gift.
  const firstGift = (await actions(page))[0]!.slice('Give '.length);
  await click(page, `Give ${firstGift}`);
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 1');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'status')).toContainText('choose a gift in secret');
  const secondGifts = await actions(page);
  expect(secondGifts.every((label) => label.startsWith('Give '))).toBe(true);
  await expect(page.locator('[data-zone="hand.0"]')).toBeVisible();
  await click(page, secondGifts[0]!);
  // Both chosen: the cards change hands and the battle begins, led by seat 3, behind the privacy screen again.
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 3');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'status')).toContainText('to play to the battle');
  const given = secondGifts[0]!.slice('Give '.length);
  const received = await page.locator('[data-zone="hand.2"] [data-card]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-card')!));
  expect(received.map(label)).toContain(given);
  // The exchange is secret; the hand that received says which card came from the ally.
  await expect(byId(page, 'ar-gift-received')).toHaveText(`From your ally ${given}`);
});

test('a person may surrender for their alliance as they come to choose a home house: set apart, and asked first', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  // Seat 1 deals round 1: seats 2, 3 and 4 choose their houses first, then seat 1.
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 8);
  await expect(page.locator('[data-testid="actions"] button', { hasText: 'Choose hearts' })).toBeVisible({ timeout: 30_000 });
  // Houses come before the round's first turn, and the status says so rather than "turn 0".
  const status = 'Round 1, choosing houses: Seat 2 attacks first. Seat 1 to choose a home house.';
  await expect(byId(page, 'status')).toHaveText(status);
  const step = await byId(page, 'current-step').textContent();

  // The game-ending choice comes after the ordinary ones, at the far end of their row.
  const surrender = page.locator('[data-testid="actions"] button', { hasText: 'Surrender for Seats 1 & 3' });
  expect(await actions(page)).toEqual(['Choose clubs', 'Choose diamonds', 'Choose hearts', 'Choose spades', 'Surrender for Seats 1 & 3']);
  const gap = await byId(page, 'actions').evaluate((row) => {
    const boxes = [...row.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
    const last = boxes.pop()!;
    return last.left - Math.max(...boxes.map((box) => box.right));
  });
  expect(gap, 'room between the last ordinary choice and the surrender').toBeGreaterThan(40);

  // The hint still points at one of the choices.
  await byId(page, 'hint').click();
  await expect(byId(page, 'hint-text')).toContainText('suggests:', { timeout: 20_000 });
  await expect(byId(page, 'actions').locator('button.hinted')).toHaveCount(1);

  const prompt = byId(page, 'grave-prompt');
  const untouched = async (how: string): Promise<void> => {
    await expect(prompt, how).toBeHidden();
    await expect(byId(page, 'status'), how).toHaveText(status);
    await expect(byId(page, 'current-step'), how).toHaveText(step!);
    await expect(byId(page, 'outcome'), how).toHaveCount(0);
    await expect(surrender, `${how}: the keyboard is back on the surrender`).toBeFocused();
  };

  // A click asks first, in words that say what surrendering does; the safe answer has the focus.
  await surrender.click();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading')).toHaveText('Surrender for Seats 1 & 3?');
  await expect(prompt).toContainText('Seats 2 & 4 win the game at once. It ends with the totals as they stand, 0 for Seats 1 & 3 and 0 for Seats 2 & 4');
  await expect(byId(page, 'grave-cancel')).toHaveText('Keep playing');
  await expect(byId(page, 'grave-confirm')).toHaveText('Surrender');
  await expect(byId(page, 'grave-cancel')).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('surrender-asked.png') });
  // The record's keys stand aside while it asks.
  await page.keyboard.press('PageUp');
  await expect(byId(page, 'current-step')).toHaveText(step!);
  await byId(page, 'grave-cancel').click();
  await untouched('“Keep playing”');

  // From the keyboard: Enter asks, Escape keeps playing.
  await surrender.press('Enter');
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await untouched('Escape');

  await surrender.click();
  await byId(page, 'grave-confirm').click();
  await expect(prompt).toBeHidden();
  await expect(byId(page, 'status')).toHaveText('Seats 2 & 4 win: the other alliance surrendered (0 to 0).');
  await expect(byId(page, 'outcome')).toBeVisible();
  await expect(page.locator('[data-testid="actions"] button')).toHaveCount(0);
  await expect.poll(() => focusPlace(page), { message: 'focus after surrendering' }).toBe('table');
});

/**
 * The status and the offered actions read at one moment. Two separate reads could straddle a bot's move: a status from
 * before it and the person's actions from after it, so a choice would be made at a position whose status was never seen.
 */
async function tableNow(page: Page): Promise<{ status: string; offered: string[] }> {
  return page.evaluate(() => {
    // The e2e code is compiled without the DOM's types; this is the little of the page's document it reads.
    type Text = { readonly textContent: string | null };
    const { document } = globalThis as unknown as {
      document: { querySelector(selector: string): Text | null; querySelectorAll(selector: string): Iterable<Text> };
    };
    return {
      status: document.querySelector('[data-testid="status"]')?.textContent ?? '',
      offered: [...document.querySelectorAll('[data-testid="actions"] button')].map((button) => button.textContent ?? ''),
    };
  });
}

/** Plays the first offered choice that is not a surrender until the status says `until`. */
async function playUntil(page: Page, until: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { status, offered } = await tableNow(page);
    if (status.includes(until)) return;
    if (offered.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    await click(page, offered.find((label) => !label.startsWith('Surrender')) ?? offered[0]!);
  }
  throw new Error(`the status never said “${until}”`);
}

test('picking a card in the hand leaves the one action that uses it, playing it puts it in the battle, and a card that may not be played says why', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 11);
  await playUntil(page, 'Seat 1 to play to the battle');
  const everyPlay = await actions(page);
  expect(everyPlay.length).toBeGreaterThan(1);
  expect(everyPlay.every((label) => label.startsWith('Play '))).toBe(true);

  const hand = page.locator('[data-zone="hand.0"] button[data-card]');
  const card = (await hand.first().getAttribute('data-card'))!;
  const words = label(card);
  await hand.first().click();
  await expect(hand.first()).toHaveAttribute('aria-pressed', 'true');
  expect(await actions(page)).toEqual([`Play ${words}`, 'Clear the picked cards']);
  await expect(byId(page, 'ar-prompt')).toHaveText(`One action uses ${words}: choose below.`);

  await click(page, 'Clear the picked cards');
  expect(await actions(page)).toEqual(everyPlay);

  await hand.first().click();
  await click(page, `Play ${words}`);
  await expect(page.locator(`[data-zone="battle"] [data-card="${card}"]`)).toBeVisible();
  await expect(page.locator(`[data-zone="hand.0"] [data-card="${card}"]`)).toHaveCount(0);

  // Next turn seat 1 must follow suit: a card that may not be played has no ring, and a click on it says why.
  await playUntil(page, 'turn 2: Seat 3 attacks. Seat 1 to play to the battle');
  const barred = page.locator('[data-zone="hand.0"] button.idle');
  expect(await barred.count()).toBeGreaterThan(0);
  const before = await actions(page);
  await barred.first().click();
  await expect(byId(page, 'refusal')).toContainText('You must follow suit:');
  await expect(barred.first()).toHaveAttribute('aria-pressed', 'false');
  expect(await actions(page)).toEqual(before);
});

test('the table fits 880x620 a few turns in: no scrolling either way, every seat and pile in view', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 3);
  // A few turns in, the boards hold cards.
  await playUntil(page, 'turn 14');
  await expect(byId(page, 'alliance-royals-table')).toBeVisible();
  expect(await sidewaysScrollers(page)).toEqual([]);
  // The buttons may scroll in their own box when there are many; the seats and piles never do.
  expect((await verticalScrollers(page)).filter((what) => !what.includes('actions'))).toEqual([]);
  for (const seat of [0, 1, 2, 3]) await expect(byId(page, `ar-seat-${seat}`)).toBeInViewport({ ratio: 1 });
  for (const zone of ['stack', 'discard', 'battle', 'hand.0']) await expect(page.locator(`[data-zone="${zone}"]`).first()).toBeInViewport({ ratio: 1 });
  await expect(byId(page, 'actions')).toBeInViewport({ ratio: 1 });
  // The buttons' box holds two whole rows of them before it scrolls (measured once seat 1 has choices).
  await expect(byId(page, 'actions').locator('button').first()).toBeVisible({ timeout: 60_000 });
  const rows = await byId(page, 'actions').evaluate((box) => {
    const button = box.querySelector('button')!;
    return box.clientHeight / (button.getBoundingClientRect().height + 2);
  });
  expect(rows).toBeGreaterThanOrEqual(2);
  // Kept with the test's output for a look at the boards at this size.
  await page.screenshot({ path: test.info().outputPath('table-880x620.png') });
});

test('the cards grow with the window: larger at 1920x1080 than at 1280x860, and every size still fits', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 3);
  await playUntil(page, 'turn 6');
  const boardCard = () => page.locator('.ring [data-zone^="spoils."] [data-card]').first().evaluate((card) => card.getBoundingClientRect().width);
  // The battle's cards stay inside the middle of the table, between the seats on either side.
  const battleOutside = () =>
    page.locator('.centre').evaluate((centre) => [...centre.querySelectorAll('.play')].some((play) => play.getBoundingClientRect().right > centre.getBoundingClientRect().right + 1));
  const widths: number[] = [];
  for (const size of GROWING_SIZES) {
    await page.setViewportSize(size);
    expect(await sidewaysScrollers(page), `${size.width}x${size.height}`).toEqual([]);
    expect((await verticalScrollers(page)).filter((what) => !what.includes('actions')), `${size.width}x${size.height}`).toEqual([]);
    for (const seat of [0, 1, 2, 3]) await expect(byId(page, `ar-seat-${seat}`)).toBeInViewport({ ratio: 1 });
    expect(await battleOutside(), `${size.width}x${size.height}: the battle stays in the middle`).toBe(false);
    widths.push(await boardCard());
    await page.screenshot({ path: test.info().outputPath(`table-${size.width}x${size.height}.png`) });
  }
  expect(widths[1]).toBeGreaterThanOrEqual(widths[0]!);
  // A large window is put to use: the cards stand a good deal larger than at 1280x860.
  expect(widths[2]).toBeGreaterThan(widths[1]! * 1.5);
});

test('at 1024x700 every seat’s badges and the status read whole, wrapping rather than cut, their titles kept', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 700 });
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 3);
  // A few turns in, the attacker and the seat to act wear their flags beside the house and the bot.
  await playUntil(page, 'turn 3');
  const cut = await byId(page, 'alliance-royals-table').evaluate((table) =>
    [...table.querySelectorAll('[data-testid="status"], [data-testid^="ar-seat-"] header, [data-testid^="ar-seat-"] header > *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const seat = element.closest('section')?.getBoundingClientRect() ?? table.getBoundingClientRect();
        return element.scrollWidth > element.clientWidth + 1 || box.right > seat.right + 1;
      })
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
  for (const seat of [1, 2, 3]) await expect(byId(page, `ar-seat-${seat}`).locator('.who')).toHaveAttribute('title', /Heuristic bot/);
  await expect(byId(page, 'status')).toHaveAttribute('title', /Round 1, turn/);
  expect((await verticalScrollers(page)).filter((what) => !what.includes('actions'))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('table-1024x700.png') });
});

test('a teacher’s table face up shows every hand, keeps seat 1 at the bottom and still fits 880x620', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 3, true);
  if (!(await byId(page, 'viewer-select').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'viewer-select').selectOption('all');
  await playUntil(page, 'turn 6');
  await page.setViewportSize({ width: 880, height: 620 });
  // The bots may still be drawing: the count is read again with the cards shown, until the two agree.
  for (const seat of [0, 1, 2, 3]) {
    const shownLessCount = async () => {
      const count = Number(((await byId(page, `ar-hand-count-${seat}`).textContent()) ?? '').split(' ')[0]);
      return (await page.locator(`[data-zone="hand.${seat}"] [data-card]`).count()) - count;
    };
    await expect.poll(shownLessCount, { message: `seat ${seat + 1}'s hand, face up` }).toBe(0);
  }
  // Seat 1 stays at the bottom whoever acts, so the table does not turn under a teacher's eyes.
  const bottomOf = async () => page.locator('.near [data-seat]').getAttribute('data-seat');
  expect(await bottomOf()).toBe('0');
  await playUntil(page, 'Seat 2 to');
  expect(await bottomOf()).toBe('0');
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect((await verticalScrollers(page)).filter((what) => !what.includes('actions'))).toEqual([]);
  for (const seat of [0, 1, 2, 3]) await expect(byId(page, `ar-seat-${seat}`)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('teacher-880x620.png') });
});

test('the status line and the prompt are polite live regions, read out as the bots move', async ({ app }) => {
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 7);
  await expect(byId(page, 'status')).toHaveAttribute('aria-live', 'polite');
  await expect(byId(page, 'ar-prompt')).toHaveAttribute('aria-live', 'polite');
});

test('the keyboard keeps its place: an action button used and gone leaves the focus in the table', async ({ app }) => {
  const { page } = app;
  await app.open();
  await start(page, ['human', 'heuristic', 'heuristic', 'heuristic'], 11);
  const choose = page.locator('[data-testid="actions"] button', { hasText: 'Choose ' }).first();
  await expect(choose).toBeVisible({ timeout: 20_000 });
  await pressOn(choose);
  await expect(choose).toBeHidden();
  await expect.poll(() => focusPlace(page), { message: 'focus after choosing a house' }).toBe('table');
});

test('the table signs a card play remembers: melded last turn until its owner attacks again, a royal won lately', async ({ app }) => {
  const { page } = app;
  await app.open();
  await openExample(page, 'alliance-royals', 'two-rounds-told-step-by-step');
  await expect(byId(page, 'mode')).toHaveText('replay');
  const key = byId(page, 'mark-key');
  const tagged = (tag: string) => page.locator(`[data-tags~="${tag}"]`);

  await byId(page, 'timeline-step-69').click();
  await expect(page.locator('[data-tags]:not([data-tags=""])')).toHaveCount(0);
  await expect(key).not.toContainText('may be');

  // Step 72: Seat 2 has melded K♦ K♥, J♥ J♦ J♦ and K♣ in this turn; another player may ransom them until Seat 2 attacks again.
  await byId(page, 'timeline-step-72').click();
  await expect(page.locator('[data-zone="meld.1"]').locator('[data-tags~="melded-last-turn"]')).toHaveCount(6);
  await expect(tagged('melded-last-turn')).toHaveCount(6);
  const jack = page.locator('[data-zone="meld.1"] [data-card="JH"]');
  await expect(jack.getByTestId('card-tags')).toHaveText('⇄');
  // Its name says it, read out and on hover.
  await expect(jack.getByRole('img')).toHaveAccessibleName('jack of hearts: melded in its owner’s latest turn, so it may be ransomed');
  await expect(jack.getByRole('img')).toHaveAttribute('title', 'jack of hearts: melded in its owner’s latest turn, so it may be ransomed');
  await expect(key).toContainText('may be ransomed');
  await expect(key.locator('.entry', { hasText: 'may be ransomed' })).toHaveAttribute('title', /another player may ransom it/);
  await page.screenshot({ path: test.info().outputPath('melded-last-turn.png') });

  // Seat 2 attacks again in turn 9: the cards still in its Meld lose the sign, and the key its entry.
  await byId(page, 'timeline-step-125').click();
  await expect(tagged('melded-last-turn')).toHaveCount(3);
  await byId(page, 'timeline-step-126').click();
  await expect(tagged('melded-last-turn')).toHaveCount(0);
  await expect(key).not.toContainText('may be ransomed');

  // No royal an ally could take is won in that round, so puzzle 11, looked at as a replay, shows one: Seat 3
  // (diamonds) won Q♦ in a battle lately, and Seat 1 (hearts) may take it in an arranged marriage.
  await byId(page, 'new-game').click();
  await openExample(page, 'alliance-royals', 'puzzle-11');
  await byId(page, 'puzzle-as-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  const queen = page.locator('[data-zone="spoils.2"] [data-card="QD"]');
  await expect(queen).toHaveAttribute('data-tags', 'won-lately');
  await expect(queen).toHaveAttribute('data-mark', 'royal');
  await expect(queen.getByRole('img')).toHaveAccessibleName('queen of diamonds: royal of this player’s house; won in a battle lately, so its holder’s ally may take it in marriage');
  await expect(key).toContainText('may be taken in marriage');
  await expect(tagged('won-lately')).toHaveCount(1);
});
