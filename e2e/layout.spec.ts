/**
 * Every table fits the smallest window the app allows (880x620) and the
 * common larger ones: no sideways scrolling, and every control of the table,
 * the status and the message bar in view without scrolling. Pictures of each
 * land in test-results/screenshots/layout-<game>-<size>.png to be looked at.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MAIN_LINE, recordToReplay, stateHash } from '../src/engine';
import { royalLines, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { EXAMPLES_DIR, expect, test } from './fixtures';
import { RoyalLinesMirror, handShown, layPromise, playFromPosition, playersOf, sixWayPanic, startRoyalLines } from './royal-lines-table';
import { RoyalSuitMirror, startRoyalSuit } from './royal-suit-table';
import { controlsOutOfView, controlsOutsidePanel, sidewaysScrollers, verticalScrollers } from './fit';
import { Mirror, byId, expectBoard, openFile, playBotMoves, startGame } from './table';
import { SIDE_PANEL_BESIDE_FROM_PX, TABLE_WIDTH_BESIDE_PANEL_PX } from '../src/renderer/src/lib/side-panel-layout';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const SIZES = [
  { width: 880, height: 620 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

interface GameUnderTest {
  readonly id: string;
  start(page: Page): Promise<void>;
  /** Elements that must be in full view: the status, the hand, the action bar. */
  readonly mustSee: readonly string[];
}

async function startFromForm(page: Page, gameId: string, players?: number): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption(gameId);
  if (players !== undefined) await byId(page, 'players-select').selectOption(String(players));
  await byId(page, 'seed-input').fill('7');
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

async function startWithSeats(page: Page, gameId: string, seats: readonly string[]): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption(gameId);
  for (const [seat, kind] of seats.entries()) await byId(page, `seat-kind-${seat}`).selectOption(kind);
  await byId(page, 'seed-input').fill('7');
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

/** Five seats fill the Royal Lines table most: the person, two heuristic bots and two random ones. */
const FIVE_SEATS = ['human', 'heuristic', 'heuristic', 'random', 'random'];

const GAMES: readonly GameUnderTest[] = [
  {
    id: 'royal-lock',
    start: (page) => startFromForm(page, 'royal-lock', 1),
    mustSee: ['turn-info', 'board', 'action-move-up', 'action-lock', 'action-reshuffle', 'action-end-turn', 'black-discard', 'last-red-draw', 'red-tally'],
  },
  {
    id: 'royal-suit',
    start: (page) => startFromForm(page, 'royal-suit'),
    mustSee: ['rs-turn', 'rs-phase', 'rs-deck-0', 'rs-deck-1', 'rs-pile-0', 'rs-pile-5', 'solve'],
  },
  {
    id: 'royal-lines',
    start: (page) => startRoyalLines(page, { seed: 7, seats: ['human', 'heuristic'] }),
    mustSee: ['rl-hand-card', 'rl-promise-confirm', 'rl-seat-1'],
  },
  {
    id: 'royal-lines-5-seats',
    start: (page) => startRoyalLines(page, { seed: 7, seats: FIVE_SEATS }),
    mustSee: ['rl-hand-card', 'rl-promise-confirm', 'rl-seat-1', 'rl-seat-4'],
  },
  {
    id: 'royals',
    start: (page) => startWithSeats(page, 'royals', ['human', 'heuristic']),
    mustSee: ['royals-status', 'royals-deck', 'royals-discard', 'royals-hand-0', 'royals-actions'],
  },
  {
    id: 'alliance-royals',
    start: (page) => startWithSeats(page, 'alliance-royals', ['human', 'heuristic', 'heuristic', 'heuristic']),
    mustSee: ['status', 'actions'],
  },
];

/** Where the left edge of the element with this test id lies, in window pixels. */
async function leftOf(page: Page, testId: string): Promise<number> {
  return byId(page, testId).evaluate((element) => element.getBoundingClientRect().left);
}

/** The width of the table's frame (the room the table is drawn in). */
async function tableWidth(page: Page): Promise<number> {
  return page.locator('.table-wrap').evaluate((element) => element.getBoundingClientRect().width);
}

for (const size of SIZES) {
  for (const game of GAMES) {
    test(`${game.id} at ${size.width}x${size.height}: no sideways scrolling, every control in view`, async ({ app }) => {
      const { page } = app;
      await page.setViewportSize(size);
      await app.open();
      await game.start(page);
      for (const testId of game.mustSee) {
        await expect(byId(page, testId).first(), `${testId} is shown`).toBeVisible();
        await expect(byId(page, testId).first(), `${testId} is in full view`).toBeInViewport({ ratio: 1 });
      }
      await expect(byId(page, 'message')).toBeInViewport({ ratio: 1 });
      await expect(byId(page, 'hint')).toBeInViewport({ ratio: 1 });
      await expect(byId(page, 'record-toggle')).toBeInViewport({ ratio: 1 });
      expect(await sidewaysScrollers(page)).toEqual([]);
      expect(await controlsOutOfView(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `layout-${game.id}-${size.width}x${size.height}.png`) });
    });
  }
}

/**
 * On the smallest window the record opens as a drawer over the right of the
 * table: the table keeps its full width and every control where it was.
 */
for (const game of GAMES) {
  test(`${game.id}: at 880x620 the game record opens over the table as a drawer, which keeps its full width, and folds away again`, async ({ app }) => {
    const { page } = app;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await game.start(page);
    await expect(byId(page, 'timeline'), 'the record starts folded on the smallest window').toBeHidden();
    const folded = await tableWidth(page);
    await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline')).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Game record' });
    await expect(drawer, 'the record is a drawer named for what it holds').toBeVisible();
    await expect(drawer).toHaveAttribute('data-drawer', 'true');
    await expect(drawer, 'the whole drawer is in the window').toBeInViewport({ ratio: 1 });
    expect(await tableWidth(page), 'the table keeps its full width under the drawer').toBeCloseTo(folded, 0);
    const [panelLeft, frame] = [await leftOf(page, 'record-panel'), await page.locator('.table-wrap').boundingBox()];
    expect(panelLeft, 'the drawer lies over the right of the table').toBeLessThan(frame!.x + frame!.width);
    for (const testId of game.mustSee) await expect(byId(page, testId).first(), `${testId} is in full view`).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await controlsOutOfView(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `layout-${game.id}-record-open-880x620.png`) });
    await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline')).toBeHidden();
    await expect(byId(page, 'record-toggle'), 'the rail that opens the record again has the focus').toBeFocused();
    expect(await tableWidth(page)).toBeCloseTo(folded, 0);
  });
}

/**
 * On a narrow window the drawer holds the replay's "Continue here" beside its title and ✕, and a scrollbar once
 * the note box opens: everything in it stays inside it, with no sideways scrolling.
 */
test('at 900x700 a replay’s game record drawer fits its width, with Annotate ticked too', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 900, height: 700 });
  await app.open();
  await openFile(page, join(EXAMPLES_DIR, 'royal-lines', 'a-round-told-step-by-step.royal.json'));
  await byId(page, 'record-toggle').click();
  const drawer = page.getByRole('dialog', { name: 'Replay' });
  await expect(drawer).toBeVisible();
  await expect(byId(page, 'continue-here')).toBeVisible();
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await controlsOutsidePanel(drawer)).toEqual([]);
  await byId(page, 'annotate-switch').check();
  await expect(byId(page, 'annotation-note')).toBeVisible();
  expect(await verticalScrollers(page)).toEqual([]);
  expect(await drawer.evaluate((panel) => panel.scrollHeight > panel.clientHeight), 'the drawer scrolls up and down').toBe(true);
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await controlsOutsidePanel(drawer)).toEqual([]);
  await expect(drawer.getByTestId('record-toggle'), 'the ✕ is in full view').toBeInViewport({ ratio: 1 });
});

/**
 * The drawer is a panel beside the table in all but place: a teacher steps
 * through a game from it, the table behind follows, and the keyboard reaches
 * it on opening and leaves it with Escape. The window one pixel too narrow for
 * the record beside the table shows the drawer; the next one up, the record
 * beside a table of at least the width it has on the smallest window.
 */
test('at 880x620 the game record drawer takes the focus, steps the game from its moves, and shuts on Escape; from 1144 px wide it stands beside the table', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await startGame(page, { seed: 5 });
  const mirror = new Mirror(5);
  await playBotMoves(page, mirror, 3);
  expect(mirror.cursor.step).toBe(3);
  const folded = await tableWidth(page);

  await byId(page, 'record-toggle').click();
  const drawer = page.getByRole('dialog', { name: 'Game record' });
  await expect(drawer).toBeVisible();
  await expect(drawer, 'the drawer does not hold the table behind it out of reach').toHaveAttribute('aria-modal', 'false');
  await expect(drawer.getByTestId('record-toggle'), 'opened, the drawer takes the focus on its close control').toBeFocused();
  await expect(drawer.getByTestId('record-toggle')).toHaveAccessibleName('Close the game record');
  expect(await tableWidth(page)).toBeCloseTo(folded, 0);

  // A move chosen in the drawer shows its position on the table, and the drawer stays open for the next.
  await byId(page, 'timeline-step-1').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 3');
  await expectBoard(page, mirror.record.stateAt({ line: MAIN_LINE, step: 1 }), 'the board at the move chosen in the drawer');
  await expect(drawer).toBeVisible();

  // A teacher's replay, stepped from the drawer.
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(page.getByRole('dialog', { name: 'Replay' }), 'the drawer is named for the replay').toBeVisible();
  await byId(page, 'timeline-step-3').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 3 of 3');
  await byId(page, 'step-back').click();
  await expect(byId(page, 'current-step')).toHaveText('Step 2 of 3');
  await expectBoard(page, mirror.record.stateAt({ line: MAIN_LINE, step: 2 }), 'the board at the step the replay stepped back to');

  await page.keyboard.press('Escape');
  await expect(byId(page, 'record-panel'), 'Escape shuts the drawer').toHaveCount(0);
  await expect(byId(page, 'record-toggle'), 'the rail that opened the drawer has the focus back').toBeFocused();
  await expect(byId(page, 'record-toggle')).toHaveAttribute('aria-expanded', 'false');
  expect(await tableWidth(page)).toBeCloseTo(folded, 0);

  // The keyboard opens it again from the rail, and the page keys still step the record.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Replay' })).toBeVisible();
  await expect(byId(page, 'record-toggle')).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(byId(page, 'current-step')).toHaveText('Step 1 of 3');
  await page.keyboard.press('Escape');
  await expect(byId(page, 'record-panel')).toHaveCount(0);
  await expect(byId(page, 'record-toggle')).toBeFocused();

  for (const width of [SIDE_PANEL_BESIDE_FROM_PX - 1, SIDE_PANEL_BESIDE_FROM_PX]) {
    await page.setViewportSize({ width, height: 620 });
    if (await byId(page, 'record-panel').isHidden()) await byId(page, 'record-toggle').click();
    const beside = width >= SIDE_PANEL_BESIDE_FROM_PX;
    await expect(byId(page, 'record-panel')).toHaveAttribute('data-drawer', String(!beside));
    const [panelLeft, frame] = [await leftOf(page, 'record-panel'), await page.locator('.table-wrap').boundingBox()];
    if (beside) {
      expect(panelLeft, `at ${width} px the record stands beside the table`).toBeGreaterThanOrEqual(frame!.x + frame!.width);
      expect(frame!.width, 'the table beside the record is as wide as on the smallest window').toBeGreaterThanOrEqual(TABLE_WIDTH_BESIDE_PANEL_PX);
    } else {
      expect(panelLeft, `at ${width} px the record lies over the table`).toBeLessThan(frame!.x + frame!.width);
    }
  }

  // Narrowed again, the record beside the table folds away rather than cover it.
  await page.setViewportSize({ width: 880, height: 620 });
  await expect(byId(page, 'record-panel')).toHaveCount(0);
  expect(await tableWidth(page)).toBeCloseTo(folded, 0);
  // Widened, it stands beside the table again: the window folded it, not the player.
  await page.setViewportSize({ width: SIDE_PANEL_BESIDE_FROM_PX, height: 620 });
  await expect(byId(page, 'record-panel')).toHaveAttribute('data-drawer', 'false');
  // Folded by the player, it stays folded through a narrowing and a widening.
  await byId(page, 'record-panel').getByTestId('record-toggle').click();
  await page.setViewportSize({ width: 880, height: 620 });
  await page.setViewportSize({ width: SIDE_PANEL_BESIDE_FROM_PX, height: 620 });
  await expect(byId(page, 'record-panel')).toHaveCount(0);
});

/**
 * The Royal Suit table fits its frame at every window from the smallest up:
 * nothing scrolls up and down or sideways, every control is in full view,
 * and the court's cards keep at least the width the table plans for on the
 * smallest window. Its cards are sized from the frame's height and width, so
 * the sizes between the common ones are walked too (the table once scrolled
 * at 700 px high on windows up to 980 px wide, and at 760 and 800 px high on
 * wider ones, with the record folded). Each size is checked on the same page
 * and every misfit reported at once.
 */
const SUIT_SIZES = [620, 660, 700, 760, 800, 900].flatMap((height) =>
  [880, 920, 980, 1024, 1143, SIDE_PANEL_BESIDE_FROM_PX, 1280, 1440].map((width) => ({ width, height })),
).concat([{ width: 1920, height: 1080 }]);

/** The narrowest the court's cards may be: the least the table's sizing rule gives them. */
const SUIT_SMALLEST_CARD_PX = 46;

/** What does not fit at each of `sizes`, by size; an empty object when everything does. */
async function royalSuitMisfits(page: Page, sizes: readonly { width: number; height: number }[]): Promise<Record<string, string[]>> {
  const misfits: Record<string, string[]> = {};
  for (const size of sizes) {
    await page.setViewportSize(size);
    const cardWidths = await page.locator('.court .court-card .card').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
    const narrowest = Math.min(...cardWidths);
    const found = [
      ...(await verticalScrollers(page)),
      ...(await sidewaysScrollers(page)),
      ...(await controlsOutOfView(page)),
      ...(cardWidths.length === 6 ? [] : [`${cardWidths.length} court cards on the table`]),
      ...(narrowest >= SUIT_SMALLEST_CARD_PX ? [] : [`the court's cards are ${narrowest.toFixed(1)} px wide`]),
    ];
    if (found.length > 0) misfits[`${size.width}x${size.height}`] = found;
  }
  return misfits;
}

test('royal-suit fits its frame at every window size from 880x620 up, with the game record folded and, from 1144 px wide, beside it', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await startRoyalSuit(page, { seed: 7, sides: ['heuristic', 'human'] });
  await expect(byId(page, 'timeline'), 'the record starts folded on the smallest window').toBeHidden();
  await expect(byId(page, 'rs-deck-0').getByText('Heuristic bot'), 'the supporters, whose aim is the longer, are played by a bot').toBeVisible();
  await expect(byId(page, 'rs-turn'), 'the bot has moved').toHaveText('Opposers to move');
  expect(await royalSuitMisfits(page, SUIT_SIZES), 'with the record folded').toEqual({});
  await page.screenshot({ path: join(SHOTS, 'layout-royal-suit-folded-1920x1080.png') });

  await page.setViewportSize({ width: SIDE_PANEL_BESIDE_FROM_PX, height: 620 });
  await byId(page, 'record-toggle').click();
  await expect(byId(page, 'record-panel')).toHaveAttribute('data-drawer', 'false');
  const beside = SUIT_SIZES.filter((size) => size.width >= SIDE_PANEL_BESIDE_FROM_PX);
  expect(await royalSuitMisfits(page, beside), 'with the record beside the table').toEqual({});
  await expect(byId(page, 'timeline'), 'the record stayed beside the table throughout').toBeVisible();
});

/**
 * Late in a long-deck game the side decks' rows of cards shown at the bottom
 * are at their longest: seed 216, the random bot's 54 moves, leave six and
 * seven there (the most of 400 seeds the random bot played). Both sides are people and
 * the top cards open, so the game goes on from there without a bot moving or
 * the screen being passed.
 */
test('royal-suit fits its frame late in a long-deck game, with many cards shown at the bottom of both decks', async ({ app }) => {
  const mirror = new RoyalSuitMirror(216, { deck: 'long', topCards: 'open' });
  for (let step = 0; step < 54; step++) mirror.play(mirror.botChoice('random'));
  const shown = mirror.state.shownBelow;
  expect(Math.min(...shown), 'both decks have many shown cards at the bottom').toBeGreaterThanOrEqual(6);

  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  const path = join(app.documentsDir, 'late.royal.json');
  await writeFile(path, JSON.stringify(recordToReplay(mirror.record, { cursor: mirror.cursor, savedAt: '2026-01-01T00:00:00.000Z' })), 'utf8');
  // Saved unfinished where play stood, the game opens in play.
  await openFile(page, path, 'play');
  await expect(byId(page, 'timeline')).toBeHidden();
  for (const seat of [0, 1]) await expect(byId(page, `rs-shown-${seat}`).locator('[data-card]')).toHaveCount(shown[seat]!);

  expect(await royalSuitMisfits(page, SUIT_SIZES)).toEqual({});
  await page.setViewportSize({ width: 880, height: 620 });
  await page.screenshot({ path: join(SHOTS, 'layout-royal-suit-late-long-880x620.png') });
});

/**
 * A teacher's table shows each deck whole, in order: 21 cards under the top
 * card at the start of a long-deck game, the longest row the table draws. On
 * a small window the cards overlap to keep it on one line.
 */
test('royal-suit fits its frame on a teacher table of the long deck, each deck shown whole', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'teacher-table').check();
  await startRoyalSuit(page, { seed: 7, sides: ['human', 'heuristic'], options: { deck: 'long' } });
  for (const seat of [0, 1]) {
    // Named for where the cards lie, not read as coming after the card last shown beside them.
    await expect(byId(page, `rs-deck-cards-${seat}`)).toContainText('Rest of deck');
    const row = byId(page, `rs-deck-cards-${seat}`).locator('[data-card]');
    await expect(row).toHaveCount(21);
    const tops = await row.evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size);
    expect(tops, 'the whole deck lies on one line at 880x620').toBe(1);
  }
  await page.screenshot({ path: join(SHOTS, 'layout-royal-suit-teacher-long-880x620.png') });
  expect(await royalSuitMisfits(page, SUIT_SIZES)).toEqual({});
});

/**
 * The middle of the Royal Lines table (the ship and the last recruitment) is
 * the part that gives way on a small window, so it is where a scroll bar
 * would appear. Five seats fill it most: five promises in each recruitment,
 * and a long list of promises played on the ship. Two rounds, both ships
 * each, are played and the middle checked before every promise.
 */
for (const size of SIZES) {
  test(`royal-lines-5-seats at ${size.width}x${size.height}: the ship and the last recruitment fit without scrolling, round after round`, async ({ app }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await page.setViewportSize(size);
    await app.open();
    const seed = 7;
    await startRoyalLines(page, { seed, seats: FIVE_SEATS });
    const mirror = new RoyalLinesMirror(seed, playersOf(FIVE_SEATS));
    let mostPlayed = 0;
    let shot = false;
    while (mirror.state.round <= 2) {
      // The app's bots deal for themselves too, so the mirror plays on past a scored round.
      mirror.playBots(false);
      const state = mirror.state;
      const action = royalLines.legalActions(state, 0)[0]!;
      if (action.type === 'deal') {
        await byId(page, 'rl-deal').click();
      } else if (action.type === 'promise') {
        await expect.poll(() => handShown(page), 'the bots have laid their promises').toEqual(state.hands[0]);
        if (state.recruitments > 0) {
          await expect(byId(page, 'rl-last')).toHaveAttribute('data-number', String(state.recruitments));
          await expect(byId(page, 'rl-play')).toHaveCount(5);
        }
        const middle = await byId(page, 'rl-middle').evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
        const where = `round ${state.round}, recruitment ${state.recruitments + 1}, ${state.played.length} promises played on the ship`;
        expect(middle.scroll, `the middle of the table scrolls at ${where}`).toBeLessThanOrEqual(middle.client + 1);
        mostPlayed = Math.max(mostPlayed, state.played.length);
        if (!shot && state.shipNumber === 2 && state.recruitments >= 10) {
          await page.screenshot({ path: join(SHOTS, `layout-royal-lines-5-seats-late-${size.width}x${size.height}.png`) });
          shot = true;
        }
        await layPromise(page, action.card);
      } else {
        await byId(page, `rl-choice-${action.type === 'collapse' ? action.group : action.suit}`).click();
      }
      mirror.play(0, action);
    }
    expect(mostPlayed, 'a ship saw many promises played').toBeGreaterThanOrEqual(25);
  });
}

/**
 * Five-seat games in which the person, always laying the first card of the
 * hand, is asked each kind of choice the rules give a player: which suit a
 * settled joker stands for (four answers), which two royals a panicking
 * joker escapes with, and which three collapse.
 */
const DECISIONS = [
  { kind: 'settle', seed: 26 },
  { kind: 'panic', seed: 221 },
  { kind: 'collapse', seed: 136 },
] as const;

/** How many pixels of the middle of the Royal Lines table are scrolled out of sight (0 when it fits). */
async function middleOverflow(page: Page): Promise<number> {
  return byId(page, 'rl-middle').evaluate((element) => element.scrollHeight - element.clientHeight);
}

/**
 * The choice is asked in the person's own seat, in place of the hand: drawn
 * taller than the hand, it pushes the middle of the table into scrolling. The
 * middle must not scroll, and every answer must be in full view with its
 * words unclipped. `state` is the position the person is asked in.
 */
async function expectChoiceFitsAtHome(page: Page, state: RoyalLinesState, shot: string): Promise<void> {
  const kind = state.pending?.kind;
  await expect(byId(page, 'rl-seat-0').getByTestId('rl-decision'), 'the choice is asked in the home seat').toHaveAttribute('data-kind', kind ?? '');
  const buttons = byId(page, 'rl-decision').locator('button');
  await expect(buttons).toHaveCount(royalLines.legalActions(state, 0).length);
  await page.screenshot({ path: join(SHOTS, shot) });

  expect(await middleOverflow(page), 'the middle of the table scrolls while the person chooses').toBeLessThanOrEqual(1);
  for (const button of await buttons.all()) {
    await expect(button, 'every answer is in full view').toBeInViewport({ ratio: 1 });
    const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    expect(clipped, `the words of "${await button.textContent()}" are clipped`).toBe(false);
  }
  await expect(byId(page, 'rl-decision').locator('.question')).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await controlsOutOfView(page)).toEqual([]);
}

for (const size of SIZES) {
  for (const decision of DECISIONS) {
    test(`royal-lines-5-seats at ${size.width}x${size.height}: a ${decision.kind} choice fits in the home seat without the middle scrolling`, async ({ app }) => {
      test.setTimeout(120_000);
      const { page } = app;
      await page.setViewportSize(size);
      await app.open();
      await startRoyalLines(page, { seed: decision.seed, seats: FIVE_SEATS });
      const mirror = new RoyalLinesMirror(decision.seed, playersOf(FIVE_SEATS));
      for (;;) {
        mirror.playBots();
        const state = mirror.state;
        expect(state.phase, `seed ${decision.seed} asks the person a ${decision.kind} choice in the first round`).not.toBe('scored');
        if (state.pending?.seat === 0) break;
        const action = royalLines.legalActions(state, 0)[0]!;
        if (action.type !== 'promise') throw new Error(`seed ${decision.seed} asks the person to ${action.type} before a ${decision.kind} choice`);
        // The hand is the same just after the last promise is laid: the confirm button says the next is asked for.
        await expect(byId(page, 'rl-promise-confirm'), 'the bots have laid their promises').toBeVisible();
        expect(await handShown(page)).toEqual(state.hands[0]);
        await layPromise(page, action.card);
        mirror.play(0, action);
      }
      const state = mirror.state;
      expect(state.pending?.kind).toBe(decision.kind);
      await expectChoiceFitsAtHome(page, state, `layout-royal-lines-5-seats-${decision.kind}-${size.width}x${size.height}.png`);
    });
  }
}

/**
 * The longest choice there is: a panicking joker in a line that pairs every
 * colonial rank and three suits, six answers. Set up in the editor's terms,
 * the position opens from a file and the person lays the last promise of the
 * round; the bots lay theirs and the joker panics.
 */
for (const size of SIZES) {
  test(`royal-lines-5-seats at ${size.width}x${size.height}: a panic choice with six answers fits in the home seat without the middle scrolling`, async ({ app }) => {
    const { before, promises, panic } = sixWayPanic();
    const editor = royalLines.editor!;
    for (const [name, state] of [['the last recruitment', before], ['the panic', panic]] as const) {
      const position = editor.toPosition(state);
      expect(editor.validate(position, state.options, state.seats), `${name} is a position the editor accepts`).toEqual([]);
      expect(stateHash(editor.toState(position, state.options, state.seats, state.rng)), `${name} comes back from the editor unchanged`).toBe(stateHash(state));
    }
    expect(panic.pending).toMatchObject({ kind: 'panic', seat: 0 });
    expect(royalLines.legalActions(panic, 0).length).toBeGreaterThanOrEqual(5);

    const { page } = app;
    await page.setViewportSize(size);
    await app.open();
    await playFromPosition(page, join(app.documentsDir, 'six-way-panic.royal.json'), before, playersOf(FIVE_SEATS));
    await layPromise(page, promises[0]!);
    await expectChoiceFitsAtHome(page, panic, `layout-royal-lines-5-seats-panic-six-${size.width}x${size.height}.png`);
  });
}

/**
 * The same panic with the game record opened, as a player opens it (the rail
 * at the window's edge; a window 1200 px wide or more starts with it open).
 * Beside the record the table loses about a third of its width; on a window
 * too narrow for that (880x620) the record lies over the table as a drawer
 * and the table keeps its full width (the person shuts it to lay a promise
 * under it). Either way the middle must not scroll, with the hand in the home
 * seat or the choice. 1144x620 is the narrowest
 * window with the record beside the table.
 */
const RECORD_OPEN = [
  { width: 880, height: 620 },
  { width: SIDE_PANEL_BESIDE_FROM_PX, height: 620 },
  { width: 1280, height: 800 },
] as const;

for (const size of RECORD_OPEN) {
  const drawer = size.width < SIDE_PANEL_BESIDE_FROM_PX;
  test(`royal-lines-5-seats at ${size.width}x${size.height}: with the game record open, a panic choice with six answers fits in the home seat`, async ({ app }) => {
    const { before, promises, panic } = sixWayPanic();
    const { page } = app;
    await page.setViewportSize(size);
    await app.open();
    await playFromPosition(page, join(app.documentsDir, 'six-way-panic.royal.json'), before, playersOf(FIVE_SEATS));
    if (await byId(page, 'timeline').isHidden()) await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline'), 'the game record is open').toBeVisible();
    await expect(byId(page, 'record-panel'), drawer ? 'the record lies over the table' : 'the record stands beside the table').toHaveAttribute('data-drawer', String(drawer));
    await expect(byId(page, 'rl-promise-confirm')).toBeVisible();
    expect(await middleOverflow(page), 'the middle of the table scrolls with the hand in the home seat').toBeLessThanOrEqual(1);

    if (drawer) {
      // The drawer lies over the right of the home seat: the person shuts it to lay the promise, and opens it again.
      await page.keyboard.press('Escape');
      await layPromise(page, promises[0]!);
      await byId(page, 'record-toggle').click();
    } else {
      await layPromise(page, promises[0]!);
    }
    await expectChoiceFitsAtHome(page, panic, `layout-royal-lines-5-seats-panic-six-record-open-${size.width}x${size.height}.png`);
    await expect(byId(page, 'timeline'), 'the game record stays open').toBeVisible();
  });
}

/**
 * The last recruitment of a five-seat round shows five promises and the
 * colonial they fought for in a row, in the right half of the middle. On the
 * smallest window, with the record folded or open over the table, the row
 * fits its half: nothing is cut off at the right or scrolled sideways.
 */
test('royal-lines-5-seats at 880x620: the last recruitment\'s five promises and its colonial fit their half of the middle, with the record folded or open', async ({ app }) => {
  const { before, promises } = sixWayPanic();
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  await app.open();
  await playFromPosition(page, join(app.documentsDir, 'six-way-panic.royal.json'), before, playersOf(FIVE_SEATS));
  await layPromise(page, promises[0]!);
  await expect(byId(page, 'rl-play')).toHaveCount(5);

  for (const record of ['folded', 'open'] as const) {
    if (record === 'open') {
      await byId(page, 'record-toggle').click();
      await expect(byId(page, 'record-panel')).toHaveAttribute('data-drawer', 'true');
    }
    const row = await page.locator('body').evaluate((body) => {
      const middle = body.querySelector('[data-testid="rl-middle"]')!;
      const report = body.querySelector('[data-testid="rl-last"]')!;
      const plays = report.querySelector('.plays')!;
      const [inMiddle, frame] = [middle.getBoundingClientRect(), report.getBoundingClientRect()];
      const outside = [...plays.children].flatMap((child) => {
        const { left, right, width } = child.getBoundingClientRect();
        const cut = width > 0 && (right > frame.right + 1 || left < frame.left - 1);
        return cut ? [`${child.getAttribute('data-testid') ?? child.className} at ${Math.round(left)}..${Math.round(right)}`] : [];
      });
      return {
        outside,
        report: `${Math.round(frame.left)}..${Math.round(frame.right)}`,
        rowWider: plays.scrollWidth - plays.clientWidth,
        middleWider: middle.scrollWidth - middle.clientWidth,
        reportPastMiddle: frame.right - inMiddle.right,
      };
    });
    expect(row.outside, `with the record ${record}, parts of the row are cut off at the edges of the last recruitment (${row.report})`).toEqual([]);
    expect(row.rowWider, `with the record ${record}, the row is wider than it shows`).toBeLessThanOrEqual(1);
    expect(row.middleWider, `with the record ${record}, the middle scrolls sideways`).toBeLessThanOrEqual(1);
    expect(row.reportPastMiddle, `with the record ${record}, the last recruitment reaches past the middle`).toBeLessThanOrEqual(1);
    await expect(byId(page, 'rl-middle')).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: join(SHOTS, 'layout-royal-lines-5-seats-last-recruitment-record-open-880x620.png') });
});
