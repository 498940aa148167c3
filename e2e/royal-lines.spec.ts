/** Playing Royal Lines by clicking: against bots to the end of a round, hot-seat privacy, and replays from one seat's eyes. */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { recordToReplay, type PlayerInfo } from '../src/engine';
import { attractions, royalLines, type RoyalLinesAction, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { readReplay } from '../src/main/files/replay-store';
import { sidewaysScrollers } from './fit';
import { expect, test } from './fixtures';
import { RoyalLinesMirror, confirmPrivacy, expectStep, handShown, layPromise, playersOf, seatsShown, startRoyalLines } from './royal-lines-table';
import { byId, focusPlace, openAsReplay, openFile, pressOn, saveAs } from './table';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const BOT = 'random';
const person = (seat: number): PlayerInfo => ({ name: `Seat ${seat + 1}`, bot: null });
const bot = (): PlayerInfo => ({ name: 'Random bot', bot: BOT });

/** The person's way of playing: always the first card, always the first option. */
function firstChoice(state: RoyalLinesState, seat: number): RoyalLinesAction {
  return royalLines.legalActions(state, seat)[0]!;
}

/**
 * A seed whose first round, with the person always taking the first option,
 * asks the person a choice the rules give a player (a collapse, or a panicking
 * or settling joker), so the test answers one on screen.
 */
function seedWithChoice(players: readonly PlayerInfo[], seat: number): number {
  for (let seed = 1; seed <= 400; seed++) {
    const mirror = new RoyalLinesMirror(seed, players);
    for (;;) {
      mirror.playBots();
      const state = mirror.state;
      if (state.phase === 'scored' || state.phase === 'over') break;
      if (state.phase === 'choice') return seed;
      mirror.play(seat, firstChoice(state, seat));
    }
  }
  throw new Error('no seed up to 400 asks the person a choice');
}

/**
 * Plays the person's seat by clicking (always the first card or option) and
 * the bots through the mirror, checking the table against the engine before
 * every click, until the round is scored. Returns how many choices the
 * person answered.
 */
async function playRound(page: Page, mirror: RoyalLinesMirror, human: number, { pictures }: { pictures: boolean }): Promise<number> {
  let choices = 0;
  let shotTaken = !pictures;
  for (let turn = 0; ; turn++) {
    expect(turn, 'a round has 13 recruitments and a few choices').toBeLessThan(40);
    mirror.playBots();
    await expectStep(page, mirror, `the bots have moved before the person’s turn ${turn + 1}`);
    const state = mirror.state;
    if (state.phase === 'scored' || state.phase === 'over') return choices;
    expect(mirror.seat).toBe(human);
    const action = firstChoice(state, human);
    if (action.type === 'promise') {
      expect(await handShown(page), 'the hand on screen is the engine’s').toEqual(state.hands[human]);
      await expectShip(page, state);
      if (state.recruitments > 0) await expect(byId(page, 'rl-last')).toHaveAttribute('data-number', String(state.recruitments));
      if (!shotTaken && state.shipNumber === 2) {
        await page.locator(`[data-testid="rl-hand-card"][data-card="${action.card}"]`).click();
        await page.screenshot({ path: join(SHOTS, 'royal-lines-play.png') });
        await page.locator(`[data-testid="rl-hand-card"][data-card="${action.card}"]`).click();
        shotTaken = true;
      }
      await layPromise(page, action.card);
    } else {
      const legal = royalLines.legalActions(state, human);
      await expect(byId(page, 'rl-decision')).toBeVisible();
      await expect(byId(page, 'rl-decision').locator('button')).toHaveCount(legal.length);
      if (pictures) await page.screenshot({ path: join(SHOTS, 'royal-lines-choice.png') });
      const key = action.type === 'collapse' ? action.group : action.type === 'settle' ? action.suit : action.type;
      await expect(byId(page, `rl-choice-${key}`)).toHaveText(royalLines.actionLabel(state, action));
      // Pointing at a collapse lights up the three cards it would discard (a panicking joker and two royals).
      await byId(page, `rl-choice-${key}`).hover();
      await expect(page.locator('[data-testid="rl-line"] [data-lit="true"]')).toHaveCount(action.type === 'collapse' ? 3 : 0);
      await byId(page, `rl-choice-${key}`).click();
      choices++;
    }
    mirror.play(human, action);
  }
}

async function expectShip(page: Page, state: RoyalLinesState): Promise<void> {
  await expect(byId(page, 'rl-ship')).toHaveAttribute('data-cards', state.ship.join(','));
  const recruitable = new Set<string>(attractions(state.ship).map((entry) => entry.colonial));
  const shown = await byId(page, 'rl-ship-card').evaluateAll((cards) =>
    cards.map((card) => [card.getAttribute('data-card'), card.getAttribute('data-recruitable')]),
  );
  expect(shown, 'the colonials marked recruitable are the engine’s').toEqual(state.ship.map((card) => [card, String(recruitable.has(card))]));
  // Each colonial's name says whether and how it can be recruited, read out and on hover.
  const said = await byId(page, 'rl-ship-card').evaluateAll((cards) =>
    cards.map((card) => [card.getAttribute('title')!.replace(/^[^:]*: /, ''), card.querySelector('[role="img"]')!.getAttribute('aria-label')!]),
  );
  for (const [why, name] of said) {
    expect(name, 'a colonial’s name is the card’s').toMatch(/^(joker|[a-z]+ of [a-z]+): /);
    expect(name!.slice(name!.indexOf(': ') + 2), 'and then what its row says of it').toBe(why);
  }
}

test.use({ viewport: { width: 1280, height: 800 } });

test('against two bots: a round played by clicking ends with the engine’s scores', async ({ app }) => {
  const { page } = app;
  const human = 1;
  const players = [bot(), person(human), bot()];
  const seed = seedWithChoice(players, human);
  await app.open();
  await startRoyalLines(page, { seed, seats: [BOT, 'human', BOT] });
  await expect(byId(page, 'privacy-screen'), 'one person at the screen needs no passing').toBeHidden();
  const mirror = new RoyalLinesMirror(seed, players);

  const choices = await playRound(page, mirror, human, { pictures: true });
  expect(choices, 'the person answered a choice the rules gave them').toBeGreaterThan(0);

  // The round is scored: every seat's points and round wins on screen are the engine's.
  const result = mirror.state.result!;
  for (const score of result.scores) {
    await expect(byId(page, `rl-score-${score.seat}`)).toHaveAttribute('data-score', String(score.points));
    await expect(byId(page, `rl-score-${score.seat}`)).toHaveAttribute('data-form', score.form);
  }
  await expect(byId(page, 'rl-score-winners')).toHaveAttribute('data-winners', result.winners.join(','));
  expect(await seatsShown(page)).toEqual(mirror.state.wins.map((wins, seat) => ({ seat, wins, hand: 0 })));
  await expect(byId(page, 'rl-deal'), 'the person deals next').toHaveText('Deal round 2');
  await page.screenshot({ path: join(SHOTS, 'royal-lines-scored.png') });

  // The saved file holds exactly the game the mirror played.
  const path = join(app.documentsDir, 'against-bots.royal.json');
  await saveAs(page, path);
  const read = await readReplay(path);
  if (!read.ok) throw new Error(read.message);
  const saved = read.loaded.record.stateAt(read.loaded.cursor) as RoyalLinesState;
  expect(saved.result).toEqual(result);
  expect(read.loaded.record.history(read.loaded.cursor.line).map((step) => step.action)).toEqual(
    mirror.record.history(mirror.cursor.line).map((step) => step.action),
  );

  // The next round: the person deals, and the last round's scores stay readable until its first recruitment.
  await byId(page, 'rl-deal').click();
  mirror.play(human, { type: 'deal' });
  mirror.playBots();
  await expectStep(page, mirror);
  for (const score of result.scores) await expect(byId(page, `rl-prev-score-${score.seat}`)).toHaveAttribute('data-score', String(score.points));
  expect(await handShown(page)).toEqual(mirror.state.hands[human]);
});

test('a match to one round win ends with the engine’s winners', async ({ app }) => {
  const { page } = app;
  const seed = 4;
  const options = { target: 1 };
  const players = [person(0), bot(), bot(), bot()];
  await app.open();
  await startRoyalLines(page, { seed, seats: ['human', BOT, BOT, BOT], options });
  const mirror = new RoyalLinesMirror(seed, players, options);
  await playRound(page, mirror, 0, { pictures: false });
  const outcome = royalLines.outcome(mirror.state);
  expect(outcome, 'one round win ends the match').not.toBeNull();
  await expect(byId(page, 'outcome')).toHaveAttribute('data-label', outcome!.label);
  await expect(byId(page, 'outcome')).toHaveAttribute('data-winners', outcome!.winners.join(','));
  await expect(byId(page, 'outcome')).toContainText(outcome!.text);
  await expect(byId(page, 'rl-deal'), 'nobody deals after the match').toHaveCount(0);
  for (const score of mirror.state.result!.scores) {
    await expect(byId(page, `rl-score-${score.seat}`)).toHaveAttribute('data-score', String(score.points));
  }
  await page.screenshot({ path: join(SHOTS, 'royal-lines-match-over.png') });
});

test('hot seat: the pass-the-device screen hides each player’s hand from the next', async ({ app }) => {
  const { page } = app;
  const seed = 31;
  const players = [person(0), person(1), bot()];
  await app.open();
  await startRoyalLines(page, { seed, seats: ['human', 'human', BOT] });
  const mirror = new RoyalLinesMirror(seed, players);
  const hands = mirror.state.hands;

  await expect(byId(page, 'privacy-screen'), 'the first player takes the screen before any card is shown').toBeVisible();
  await expect(byId(page, 'rl-hand-card')).toHaveCount(0);
  await confirmPrivacy(page, 0);
  expect(await handShown(page)).toEqual(hands[0]);
  await expect(byId(page, 'viewer-select'), 'nobody may switch to another seat’s cards while sharing the screen').toHaveCount(0);
  await expect(byId(page, 'rl-settler')).toHaveAttribute('data-open', 'false');
  await byId(page, 'rl-settler-peek').click();
  await expect(byId(page, 'rl-settler')).toHaveAttribute('data-card', mirror.state.settlers[0]!);
  await expect(byId(page, 'rl-seat-1')).toHaveAttribute('data-settler', '');

  const first = hands[0]![0]!;
  await layPromise(page, first);
  mirror.play(0, { type: 'promise', card: first });
  await expect(byId(page, 'privacy-screen')).toBeVisible();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 2');
  await expect(byId(page, 'rl-hand-card'), 'seat 1’s hand is gone before seat 2 takes the screen').toHaveCount(0);
  await expect(page.locator('[data-testid^="rl-seat-"]')).toHaveCount(0);

  await confirmPrivacy(page, 1);
  const shown = await handShown(page);
  expect(shown, 'seat 2 sees its own hand').toEqual(hands[1]);
  expect(shown.filter((card) => hands[0]!.includes(card as never)), 'and none of seat 1’s cards').toEqual([]);
  await expect(byId(page, 'rl-seat-0')).toHaveAttribute('data-chosen', 'true');
  await expect(byId(page, 'rl-seat-0')).toHaveAttribute('data-settler', '');
  await expect(byId(page, 'rl-settler'), 'the peek belongs to the seat that asked for it').toHaveAttribute('data-open', 'false');
  await expect(page.locator(`[data-card="${first}"]`), 'seat 1’s promise stays face down').toHaveCount(0);

  const second = hands[1]![0]!;
  await layPromise(page, second);
  mirror.play(1, { type: 'promise', card: second });
  mirror.playBots();
  // The bot lays the last promise: all three are turned over at once, and the screen goes back to seat 1.
  // The record waits under the pass-the-device screen with the rest of the window.
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to Seat 1');
  await expect(byId(page, 'current-step')).toHaveCount(0);
  await confirmPrivacy(page, 0);
  await expectStep(page, mirror);
  await expect(byId(page, 'timeline')).toContainText('Recruitment 1 (ship 1): promises revealed');
  await expect(byId(page, 'rl-last')).toHaveAttribute('data-number', '1');
  const revealed = await byId(page, 'rl-play').evaluateAll((plays) => plays.map((play) => play.getAttribute('data-card')));
  expect(revealed).toEqual(mirror.state.lastRecruitment!.plays.map((play) => play.card));
  expect(await handShown(page)).toEqual(mirror.state.hands[0]);
});

test('Enter lays the chosen promise wherever the last click left the focus', async ({ app }) => {
  const { page } = app;
  const seed = 31;
  const players = [person(0), bot()];
  await app.open();
  await startRoyalLines(page, { seed, seats: ['human', BOT] });
  const mirror = new RoyalLinesMirror(seed, players);
  const card = (index: number) => page.locator(`[data-testid="rl-hand-card"][data-card="${mirror.state.hands[0]![index]!}"]`);

  // A card clicked, then another button (the settler's peek): Enter lays the card.
  let chosen = mirror.state.hands[0]![0]!;
  await card(0).click();
  await byId(page, 'rl-settler-peek').click();
  await page.keyboard.press('Enter');
  mirror.play(0, { type: 'promise', card: chosen });
  mirror.playBots();
  await expectStep(page, mirror, 'the promise chosen before the peek is laid');
  expect(await handShown(page)).toEqual(mirror.state.hands[0]);

  // One card clicked, then another: Enter lays the second, the card last clicked, rather than putting it back.
  chosen = mirror.state.hands[0]![2]!;
  await card(0).click();
  await card(2).click();
  await expect(card(2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  mirror.play(0, { type: 'promise', card: chosen });
  mirror.playBots();
  await expectStep(page, mirror, 'the promise last clicked is laid');
  expect(await handShown(page)).toEqual(mirror.state.hands[0]);
});

test('at 880x620 the last round’s scores beside the ship fit their box without sideways scrolling', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 880, height: 620 });
  // Five bots play round 1 to its score and deal round 2: the last round's scores stand beside the first ship until the first recruitment.
  const mirror = new RoyalLinesMirror(1, playersOf(['random', 'random', 'random', 'random', 'random']));
  mirror.playBots();
  const scores = mirror.state.result!.scores;
  expect(Math.max(...scores.map((score) => score.royals.length)), 'a royal line of five to fit').toBe(5);
  mirror.play(mirror.seat!, { type: 'deal' });
  const path = join(app.documentsDir, 'round-two.royal.json');
  await writeFile(path, JSON.stringify(recordToReplay(mirror.record, { cursor: mirror.cursor, savedAt: '2026-01-01T00:00:00.000Z' })), 'utf8');
  await app.open();
  await openFile(page, path);

  const box = byId(page, 'rl-prev-score-round');
  await expect(box).toBeVisible();
  for (const score of scores) await expect(byId(page, `rl-prev-score-${score.seat}`)).toHaveAttribute('data-score', String(score.points));
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expect(box.locator('abbr[title="Government"]')).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'royal-lines-last-round-880x620.png') });
});

test('a replay shows every card face up, or only what one seat knew', async ({ app }) => {
  const { page } = app;
  const seed = 8;
  const players = [person(0), bot(), bot()];
  await app.open();
  await startRoyalLines(page, { seed, seats: ['human', BOT, BOT] });
  const mirror = new RoyalLinesMirror(seed, players);
  for (let i = 0; i < 3; i++) {
    mirror.playBots();
    await expectStep(page, mirror);
    const card = mirror.state.hands[0]![0]!;
    await layPromise(page, card);
    mirror.play(0, { type: 'promise', card });
  }
  mirror.playBots();
  await expectStep(page, mirror);
  const path = join(app.documentsDir, 'watched.royal.json');
  await saveAs(page, path);
  await openAsReplay(page, path);
  await expect(byId(page, 'privacy-screen')).toBeHidden();
  // A game still being played opens from its player's view, the bots' hands down; everything face up is one choice away.
  await expect(byId(page, 'viewer-select')).toHaveValue('auto');
  await expect(byId(page, 'rl-open-hand-1')).toHaveCount(0);
  await byId(page, 'viewer-select').selectOption('all');

  // Step 4: seat 1 has laid its second promise, the bots have not.
  await byId(page, 'timeline-step-4').click();
  const state = mirror.record.stateAt({ line: mirror.cursor.line, step: 4 });
  expect(state.chosen[0]).not.toBeNull();
  for (const seat of [0, 1, 2]) {
    await expect(byId(page, `rl-open-hand-${seat}`)).toHaveAttribute('data-cards', state.hands[seat]!.join(','));
    await expect(byId(page, `rl-seat-${seat}`)).toHaveAttribute('data-settler', state.settlers[seat]!);
  }
  await page.screenshot({ path: join(SHOTS, 'royal-lines-replay-all.png') });

  for (const seat of [0, 1]) {
    await byId(page, 'viewer-select').selectOption(`seat-${seat}`);
    expect(await handShown(page), `seat ${seat + 1}'s own hand`).toEqual(state.hands[seat]);
    await expect(page.locator('[data-testid^="rl-open-hand-"]'), 'no other hand is face up').toHaveCount(0);
    for (const other of [0, 1, 2].filter((s) => s !== seat)) {
      await expect(byId(page, `rl-seat-${other}`)).toHaveAttribute('data-settler', state.settlerShown[other] ? state.settlers[other]! : '');
    }
  }
  // Seen by seat 2, seat 1's promise lies face down; seat 1 sees its own.
  await expect(byId(page, 'rl-seat-0')).toHaveAttribute('data-chosen', 'true');
  await expect(page.locator(`[data-card="${state.chosen[0]}"]`)).toHaveCount(0);
  await byId(page, 'viewer-select').selectOption('seat-0');
  await expect(byId(page, 'rl-own-promise')).toHaveAttribute('data-card', state.chosen[0]!);
});

test('a lone face-down settler is named without a count: “Your settler, face down”', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: 31, seats: ['human', BOT] });
  await expect(byId(page, 'rl-settler').getByRole('img')).toHaveAccessibleName('Your settler, face down');
});

test('how the last recruitment went, the bots’ promises in it, is a polite live region', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: 31, seats: ['human', BOT] });
  const first = await handShown(page);
  await layPromise(page, first[0]!);
  await expect(byId(page, 'rl-headline')).toHaveAttribute('aria-live', 'polite');
});

test('the keyboard keeps its place: the promise confirmed and its button gone, the focus stays in the table', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalLines(page, { seed: 31, seats: ['human', BOT] });
  const first = (await handShown(page))[0]!;
  await pressOn(page.locator(`[data-testid="rl-hand-card"][data-card="${first}"]`));
  await expect(byId(page, 'rl-promise-confirm')).toHaveAttribute('aria-disabled', 'false');
  await pressOn(byId(page, 'rl-promise-confirm'));
  await expect(byId(page, 'rl-hand-card').first()).toBeVisible();
  await expect.poll(() => focusPlace(page), { message: 'focus after the promise' }).toBe('table');
});
