/**
 * Every table fits the smallest window the app allows (880x620) and the
 * common larger ones: no sideways scrolling, and every control of the table,
 * the status and the message bar in view without scrolling. Pictures of each
 * land in test-results/screenshots/layout-<game>-<size>.png to be looked at.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { stateHash } from '../src/engine';
import { royalLines, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { expect, test } from './fixtures';
import { RoyalLinesMirror, handShown, layPromise, playFromPosition, playersOf, sixWayPanic, startRoyalLines } from './royal-lines-table';
import { byId } from './table';

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
    mustSee: ['turn-info', 'board', 'action-move-up', 'action-lock', 'action-reshuffle', 'action-end-turn', 'black-discard', 'last-red-draw'],
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

/** Elements that may be scrolled sideways, or the page itself, wider than they show; `except` names elements left out. */
async function sidewaysScrollers(page: Page, except?: string): Promise<string[]> {
  return page.locator('body').evaluate((body, except) => {
    const found: string[] = [];
    const doc = body.ownerDocument;
    const win = doc.defaultView!;
    const root = doc.scrollingElement ?? doc.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of body.querySelectorAll('*')) {
      if (except && element.matches(except)) continue;
      const style = win.getComputedStyle(element);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.className)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  }, except);
}

/** Controls of the table and the bar below it that are not wholly inside the window and the table's own frame. */
async function controlsOutOfView(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const out: string[] = [];
    const win = body.ownerDocument.defaultView!;
    const frame = body.querySelector('.table-wrap')?.getBoundingClientRect();
    type Box = { left: number; top: number; right: number; bottom: number };
    const inside = (r: Box, f: Box) => r.left >= f.left - 1 && r.top >= f.top - 1 && r.right <= f.right + 1 && r.bottom <= f.bottom + 1;
    const window_ = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
    const controls = body.querySelectorAll('.play-area button, .play-area select, .play-area input, .toolbar button');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = control.getAttribute('data-testid') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
      if (!inside(box, window_)) out.push(`${name} is outside the window`);
      else if (frame && control.closest('.table-wrap') && !inside(box, frame)) out.push(`${name} is cut off by the table's frame`);
    }
    return out;
  });
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

for (const game of GAMES) {
  test(`${game.id}: the game record folds away and comes back, and the table still fits 880x620 beside it`, async ({ app }) => {
    const { page } = app;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await game.start(page);
    await expect(byId(page, 'timeline'), 'the record starts folded on the smallest window').toBeHidden();
    await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline')).toBeVisible();
    for (const testId of game.mustSee) await expect(byId(page, testId).first(), `${testId} is in full view`).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await controlsOutOfView(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `layout-${game.id}-record-open-880x620.png`) });
    await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline')).toBeHidden();
  });
}

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
 * `middleFits: false` leaves the middle out, up and down and sideways, for
 * a window whose middle does not fit with the hand either: the caller checks
 * what the choice takes from it.
 */
async function expectChoiceFitsAtHome(page: Page, state: RoyalLinesState, shot: string, { middleFits = true } = {}): Promise<void> {
  const kind = state.pending?.kind;
  await expect(byId(page, 'rl-seat-0').getByTestId('rl-decision'), 'the choice is asked in the home seat').toHaveAttribute('data-kind', kind ?? '');
  const buttons = byId(page, 'rl-decision').locator('button');
  await expect(buttons).toHaveCount(royalLines.legalActions(state, 0).length);
  await page.screenshot({ path: join(SHOTS, shot) });

  if (middleFits) expect(await middleOverflow(page), 'the middle of the table scrolls while the person chooses').toBeLessThanOrEqual(1);
  for (const button of await buttons.all()) {
    await expect(button, 'every answer is in full view').toBeInViewport({ ratio: 1 });
    const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    expect(clipped, `the words of "${await button.textContent()}" are clipped`).toBe(false);
  }
  await expect(byId(page, 'rl-decision').locator('.question')).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScrollers(page, middleFits ? undefined : '[data-testid="rl-middle"]')).toEqual([]);
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
 * The same panic with the game record opened beside the table, as a player
 * opens it (the rail at the window's edge; a window 1200 px wide or more
 * starts with it open). The table loses about a third of its width, so the
 * answers' words have less room and the choice draws taller.
 *
 * At 1280x800 the middle must still not scroll. At 880x620 the table beside
 * the record is 590 px wide and 494 px high, and its middle does not fit
 * whatever the home seat shows: with the hand there the ship alone wants
 * about 290 px of height where 140 px are left, and the last recruitment's
 * five promises are wider than their half of the middle. There the choice
 * must be no taller than the hand it replaces, so it takes nothing more from
 * the middle; the test says so when the middle comes to fit with the hand,
 * and then holds the choice to the middle too.
 */
const RECORD_OPEN = [
  { width: 880, height: 620, middleFitsWithHand: false },
  { width: 1280, height: 800, middleFitsWithHand: true },
] as const;

for (const { middleFitsWithHand, ...size } of RECORD_OPEN) {
  test(`royal-lines-5-seats at ${size.width}x${size.height}: with the game record open, a panic choice with six answers fits in the home seat`, async ({ app }) => {
    const { before, promises, panic } = sixWayPanic();
    const { page } = app;
    await page.setViewportSize(size);
    await app.open();
    await playFromPosition(page, join(app.documentsDir, 'six-way-panic.royal.json'), before, playersOf(FIVE_SEATS));
    if (await byId(page, 'timeline').isHidden()) await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline'), 'the game record is open beside the table').toBeVisible();
    await expect(byId(page, 'rl-promise-confirm')).toBeVisible();

    const withHand = await byId(page, 'rl-seat-0').evaluate((element) => element.getBoundingClientRect().height);
    const overflowWithHand = await middleOverflow(page);
    expect(
      overflowWithHand <= 1,
      middleFitsWithHand
        ? `the middle of the table scrolls by ${overflowWithHand} px with the hand in the home seat`
        : 'the middle of the table now fits with the hand in the home seat: set middleFitsWithHand, so the choice is held to it too',
    ).toBe(middleFitsWithHand);

    await layPromise(page, promises[0]!);
    await expectChoiceFitsAtHome(page, panic, `layout-royal-lines-5-seats-panic-six-record-open-${size.width}x${size.height}.png`, {
      middleFits: middleFitsWithHand,
    });
    await expect(byId(page, 'timeline'), 'the game record stays open').toBeVisible();
    if (!middleFitsWithHand) {
      const withChoice = await byId(page, 'rl-seat-0').evaluate((element) => element.getBoundingClientRect().height);
      expect(withChoice, 'the home seat grows taller with the choice than with the hand, taking height from the middle').toBeLessThanOrEqual(withHand + 1);
    }
  });
}
