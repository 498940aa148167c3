/** Playing Royal Suit by clicking: hot-seat privacy, a whole game, refused actions, and the solver. */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { cardLabel, mutableCopy } from '../src/engine';
import { royalSuit, type RoyalSuitAction, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { solve } from '../src/engine/games/royal-suit/solver';
import { readReplay } from '../src/main/files/replay-store';
import { expect, test } from './fixtures';
import { writePlayedGame } from './played-games';
import { RoyalSuitMirror, clickRoyalSuitAction, confirmPrivacy, expectRoyalSuit, startRoyalSuit } from './royal-suit-table';
import { byId, openAsReplay, openFile, saveAs } from './table';

const SIDES = ['Supporters', 'Opposers'];
const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
const PUZZLES = join(import.meta.dirname, '..', 'examples', 'royal-suit');
const MAX_ACTIONS = 300;

/** Seed 7 with the top cards open, two people: nothing to hide, so no pass screen comes between the sides. */
async function startOpenTopCards(page: Page): Promise<RoyalSuitMirror> {
  const options = { topCards: 'open' } as const;
  await startRoyalSuit(page, { seed: 7, options });
  return new RoyalSuitMirror(7, options);
}

test('a hot-seat game of Royal Suit played to its end by clicking matches the engine', async ({ app }) => {
  const { page } = app;
  const seed = 7;
  await app.open();
  await startRoyalSuit(page, { seed });
  const mirror = new RoyalSuitMirror(seed);
  let shotTaken = false;
  await expect(byId(page, 'privacy-title'), 'the first player takes the screen before any card is shown').toHaveText('Pass to the Supporters');
  await expect(byId(page, 'rs-pile-0')).toHaveCount(0);

  while (!mirror.over) {
    expect(mirror.cursor.step, 'the game ends within a sane number of actions').toBeLessThan(MAX_ACTIONS);
    const seat = mirror.seat!;
    if (await byId(page, 'privacy-screen').isVisible()) await confirmPrivacy(page, SIDES[seat]!);
    await expectRoyalSuit(page, mirror.state, seat, `the table before step ${mirror.cursor.step + 1}`);
    const action = mirror.botChoice('random');
    if (!shotTaken && mirror.cursor.step >= 6) {
      await page.screenshot({ path: join(SHOTS, 'royal-suit-play.png'), animations: 'disabled' });
      shotTaken = true;
    }
    await clickRoyalSuitAction(page, seat, action);
    mirror.play(action);
  }

  const outcome = royalSuit.outcome(mirror.state)!;
  await expect(byId(page, 'outcome')).toHaveAttribute('data-label', outcome.label);
  await expect(byId(page, 'rs-turn')).toHaveText('Game over');
  await expectRoyalSuit(page, mirror.state, 'all', 'the finished table, every card face up');
  await page.screenshot({ path: join(SHOTS, 'royal-suit-end.png'), animations: 'disabled' });

  // Saved and opened again, the replay shows every card face up, or one side's view on request.
  const path = join(app.documentsDir, 'hot-seat.royal.json');
  await saveAs(page, path);
  await openFile(page, path);
  await expect(byId(page, 'privacy-screen'), 'a replay needs no passing of the screen').toBeHidden();
  await expect(byId(page, 'viewer-select')).toHaveValue('all');
  await byId(page, 'timeline-step-2').click();
  const atStep2 = mirror.record.stateAt({ line: mirror.cursor.line, step: 2 });
  await expectRoyalSuit(page, atStep2, 'all', 'the replay with everything face up');
  for (const seat of [0, 1]) {
    await byId(page, 'viewer-select').selectOption(`seat-${seat}`);
    await expectRoyalSuit(page, atStep2, seat, `the replay as the ${SIDES[seat]} saw it`);
  }
});

test('illegal actions explain themselves in the rules’ words and change nothing', async ({ app }) => {
  const { page } = app;
  await app.open();
  const mirror = await startOpenTopCards(page);
  await expect(byId(page, 'privacy-screen'), 'with open top cards there is nothing to hide').toBeHidden();
  const state = mirror.state;

  // Seed 7: the supporters' K♣ on the black 7♠ (pile 2), or onto the K♠ of the couple (pile 1).
  const refusals: { pile: number; reason: RegExp }[] = [
    { pile: 1, reason: /must go onto a red card/ },
    { pile: 0, reason: /must not be played onto the couple/ },
  ];
  await byId(page, 'rs-deck-top-0').click();
  await expect(byId(page, 'rs-deck-top-0')).toHaveAttribute('aria-pressed', 'true');
  for (const { pile, reason } of refusals) {
    const expected = royalSuit.illegalReason(state, 0, { type: 'play', pile });
    expect(expected).toMatch(reason);
    // The card stays picked up after a refusal, so another pile can be tried.
    await byId(page, `rs-pile-${pile}`).click();
    await expect(byId(page, 'refusal')).toHaveText(expected!);
    await expectRoyalSuit(page, state, 0, 'a refused play changes nothing');
  }
  await byId(page, 'rs-cancel').click();

  // The other side's deck is not the player's to play from; the reason stands beside it.
  await byId(page, 'rs-deck-top-1').click();
  await expect(byId(page, 'refusal')).toContainText('only the top card of your own deck');
  await expect(byId(page, 'refusal')).toHaveAttribute('data-anchored', 'true');

  // Play on until a couple card is blocked by an ace, then until a move could be taken back.
  for (const reason of [/onto aces/, /take back the move just made/]) {
    let refused = refusedMove(mirror, reason);
    while (!refused) {
      const seat = mirror.seat!;
      const action = mirror.botChoice('random');
      await clickRoyalSuitAction(page, seat, action);
      mirror.play(action);
      await expectRoyalSuit(page, mirror.state, mirror.seat ?? 'all', `the table after step ${mirror.cursor.step}`);
      expect(mirror.over, 'the refusal comes before the game ends').toBe(false);
      refused = refusedMove(mirror, reason);
    }
    await clickRoyalSuitAction(page, mirror.seat!, refused.action);
    await expect(byId(page, 'refusal')).toHaveText(refused.reason);
    await expectRoyalSuit(page, mirror.state, mirror.seat!, 'a refused move changes nothing');
    if (await byId(page, 'rs-cancel').isVisible()) await byId(page, 'rs-cancel').click();
  }
});

test('a pick prompt goes with its pick: when the card is played or put back, or an undo changes the position', async ({ app }) => {
  const { page } = app;
  await app.open();
  const mirror = await startOpenTopCards(page);
  const deckPrompt = 'Click the pile to play your top card onto.';
  // With the top cards open both show; only the supporters' own is "your" top card to them.
  await expect(byId(page, 'rs-deck-top-0')).toHaveAttribute('aria-label', /^Your top card, /);
  await expect(byId(page, 'rs-deck-top-1')).toHaveAttribute('aria-label', /^The Opposers’ top card, /);

  await byId(page, 'rs-deck-top-0').click();
  await expect(byId(page, 'message')).toHaveText(deckPrompt);
  await byId(page, 'rs-cancel').click();
  await expect(byId(page, 'message'), 'the card put back').not.toHaveText(deckPrompt);

  // Seed 7: the supporters' K♣ goes onto a red card; the opposers are to move after it.
  const play = royalSuit.legalActions(mirror.state, 0).find((action) => action.type === 'play')!;
  await clickRoyalSuitAction(page, 0, play);
  mirror.play(play);
  await expect(byId(page, 'rs-turn')).toHaveText('Opposers to move');
  await expect(byId(page, 'message'), 'the card played').not.toHaveText(deckPrompt);

  // A couple card picked up, then the move before it undone: the prompt was about a position that is gone.
  const from = mirror.state.couple[0];
  await byId(page, `rs-pile-${from}`).click();
  await expect(byId(page, `rs-pile-${from}`)).toHaveAttribute('aria-pressed', 'true');
  const couplePrompt = (await byId(page, 'message').textContent()) ?? '';
  expect(couplePrompt, 'the couple card picked up says where it may go').not.toBe('');
  await byId(page, 'undo').click();
  await expect(byId(page, 'rs-turn')).toHaveText('Supporters to move');
  await expect(byId(page, 'message'), 'the position undone').not.toHaveText(couplePrompt);
});

test('a pick prompt is not handed on to the other person through the pass screen', async ({ app }) => {
  const { page } = app;
  const seed = 7;
  await app.open();
  await startRoyalSuit(page, { seed });
  const mirror = new RoyalSuitMirror(seed);
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to the Supporters');
  await byId(page, 'privacy-continue').click();

  const play = royalSuit.legalActions(mirror.state, 0).find((action) => action.type === 'play')!;
  await byId(page, 'rs-deck-top-0').click();
  await expect(byId(page, 'message')).toHaveText('Click the pile to play your top card onto.');
  if (play.type !== 'play') throw new Error('seed 7 opens with a card to play');
  await byId(page, `rs-pile-${play.pile}`).click();
  await expect(byId(page, 'privacy-title')).toHaveText('Pass to the Opposers');
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'rs-turn')).toHaveText('Opposers to move');
  await expect(byId(page, 'message'), 'the Opposers picked nothing up').not.toHaveText('Click the pile to play your top card onto.');
});

test('a couple move that would bring back an earlier position is marked before it is made, and made if the player insists', async ({ app }) => {
  const { page } = app;
  // Seed 230, both sides moving the couple whenever they can without ending the game: by step 7 the supporters could
  // move one couple card back into an earlier position, and the other one safely.
  const path = join(app.documentsDir, 'about-to-repeat.royal.json');
  const people = SIDES.map((name) => ({ name, bot: null }));
  await writePlayedGame(path, royalSuit, people, 230, 20, (legal, state, seat) => {
    const suit = state as RoyalSuitState;
    if (seat === 0 && royalSuit.view(suit, 0).repetition) return undefined;
    const keepsOn = (legal as RoyalSuitAction[]).filter((action) => {
      const next = mutableCopy(suit);
      royalSuit.apply(next, seat, action);
      return next.end === null;
    });
    return keepsOn.find((action) => action.type === 'move') ?? keepsOn[0];
  });
  const read = await readReplay(path);
  if (!read.ok) throw new Error(read.message);
  const state = read.loaded.record.stateAt(read.loaded.cursor) as RoyalSuitState;
  const warned = royalSuit.view(state, 0).repetition?.actions ?? [];
  const moves = royalSuit.legalActions(state, 0).filter((action) => action.type === 'move');
  const back = warned.find((action) => action.type === 'move');
  const safe = moves.find((action) => action.from !== back?.from);
  if (!back || back.type !== 'move' || !safe) throw new Error('the game does not reach a move that repeats beside one that does not');
  const couple = cardLabel(royalSuit.view(state, 0).court[back.from]!.couple!);
  const warning = `Moving the ${couple} here brings back an earlier position: the Opposers win.`;

  await app.open();
  await openFile(page, path, 'play');
  if (await byId(page, 'privacy-screen').isVisible()) await confirmPrivacy(page, 'Supporters');
  await expect(byId(page, 'rs-turn')).toHaveText('Supporters to move');
  const marked = page.locator('[data-testid^="rs-pile-"][data-repeats="true"]');
  await expect(marked, 'nothing is marked before a couple card is picked up').toHaveCount(0);

  // The other couple card may move safely: its target is not marked.
  await byId(page, `rs-pile-${safe.from}`).click();
  await expect(byId(page, `rs-pile-${safe.to}`)).toHaveClass(/\btarget\b/);
  await expect(marked).toHaveCount(0);
  await expect(byId(page, 'message')).toHaveText(`Click a pile next to pile ${safe.from + 1} to move the couple card there.`);
  await byId(page, 'rs-cancel').click();

  // The move back is marked, its pile alone, and the prompt says why.
  await byId(page, `rs-pile-${back.from}`).click();
  await expect(marked).toHaveCount(1);
  await expect(byId(page, `rs-pile-${back.to}`)).toHaveAttribute('data-repeats', 'true');
  await expect(byId(page, `rs-pile-${back.to}`)).toHaveAttribute('title', warning);
  await expect(byId(page, `rs-pile-${back.to}`)).toHaveAttribute('aria-label', new RegExp(`^Pile ${back.to + 1}: .*\\. Moving the ${couple} here brings back`));
  await expect(byId(page, 'message')).toContainText(`Moving the ${couple} to pile ${back.to + 1} brings back an earlier position: the Opposers win.`);
  await page.screenshot({ path: join(SHOTS, 'royal-suit-repeat-warning.png'), animations: 'disabled' });

  // The move is legal: made anyway, it ends the game for the Opposers.
  await byId(page, `rs-pile-${back.to}`).click();
  await expect(byId(page, 'outcome')).toHaveAttribute('data-label', 'opposers');
  await expect(byId(page, 'rs-phase')).toHaveText('Game over: the Opposers win.');
});

/** A couple move the side to act would be refused for `reason`, if there is one. */
function refusedMove(mirror: RoyalSuitMirror, reason: RegExp): { action: RoyalSuitAction; reason: string } | null {
  const state = mirror.state;
  const seat = mirror.seat;
  if (seat === null) return null;
  for (const from of state.couple) {
    for (const to of [from - 1, from + 1]) {
      const action: RoyalSuitAction = { type: 'move', from, to };
      const refusal = to >= 0 && to < 6 ? royalSuit.illegalReason(state, seat, action) : null;
      if (refusal && reason.test(refusal)) return { action, reason: refusal };
    }
  }
  return null;
}

test('against a bot: the bot answers on its own and the hint suggests a move', async ({ app }) => {
  const { page } = app;
  const seed = 12;
  const botId = royalSuit.bots[0]!.id;
  await app.open();
  await startRoyalSuit(page, { seed, sides: ['human', botId] });
  await expect(byId(page, 'privacy-screen'), 'one person at the screen needs no passing').toBeHidden();
  const mirror = new RoyalSuitMirror(seed, {}, [
    { name: 'Supporters', bot: null },
    { name: 'Opposers', bot: botId },
  ]);
  await expectRoyalSuit(page, mirror.state, 0, 'the supporters see their own top card only');
  await expect(byId(page, 'rs-phase')).toHaveText(/^Supporters, /);

  await byId(page, 'hint').click();
  await expect(byId(page, 'hint-text')).toContainText('suggests:');

  const action = mirror.botChoice('random');
  await clickRoyalSuitAction(page, 0, action);
  mirror.play(action);
  expect(mirror.seat, 'the supporters’ action hands the turn over').toBe(1);
  // The opposers' bot takes its turn by itself; then it is the supporters' turn again.
  await expect(byId(page, 'current-step'), 'the bot has moved after the supporters’ action').toHaveText(/^Step ([2-9]|[1-9]\d+) of \1$/);
  await expect(byId(page, 'rs-turn')).toHaveText('Supporters to move');
  // The hint and the bot were worked out in a web worker, not on the page's thread, which stays free for input.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/\/bot-worker-[\w-]+\.js$/));
});

test('a puzzle from the examples: "who wins from here?" gives the solver’s answer and line', async ({ app }) => {
  const { page } = app;
  const names = (await readdir(PUZZLES)).filter((name) => name.endsWith('.json')).sort();
  expect(names.length, 'the examples hold Royal Suit puzzles').toBeGreaterThan(0);
  // A puzzle from the middle of the set: deep enough to have a line worth reading.
  const name = names[Math.floor(names.length / 2)]!;
  const path = join(app.documentsDir, name);
  // Without its puzzle section the file opens as a replay (a puzzle file opens in the puzzle player).
  const game = JSON.parse(await readFile(join(PUZZLES, name), 'utf8')) as Record<string, unknown>;
  delete game.puzzle;
  await writeFile(path, JSON.stringify(game));

  const read = await readReplay(path);
  if (!read.ok) throw new Error(read.message);
  const { record, cursor } = read.loaded;
  const state = record.stateAt(cursor) as RoyalSuitState;
  const expected = solve(state);
  expect(expected.verdict, 'the puzzle is solved within the default budget').not.toBe('unknown');

  await app.open();
  // Stripped of its puzzle, the file is an unfinished game of two people: it opens in play, passed to the side to
  // move, and in replay mode is looked at from its view.
  await openAsReplay(page, path);
  await expect(byId(page, 'viewer-select')).toHaveValue('auto');
  await byId(page, 'viewer-select').selectOption('all');
  await expectRoyalSuit(page, state, 'all', 'the puzzle with every card face up');
  await byId(page, 'solve').click();
  const result = byId(page, 'solve-result');
  await expect(result).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(result).toHaveAttribute('data-verdict', expected.verdict);
  await expect(result).toHaveAttribute('data-winner', String(expected.winner));
  await expect(result).toHaveAttribute('data-length', String(expected.length));
  await expect(result.locator('li')).toHaveCount(expected.line.length);
  await expect(result).toContainText(`${SIDES[expected.seat]}, to move, ${expected.verdict === 'win' ? 'win' : 'lose'}`);
  await page.screenshot({ path: join(SHOTS, 'royal-suit-solve.png'), animations: 'disabled' });

  // The answer belongs to its position: a step away, it is gone.
  await byId(page, cursor.step > 0 ? 'step-back' : 'step-forward').click();
  await expect(result).toBeHidden();
});

test('every deck picture is named by its owner, none with a bare colon, a couple card says so on hover, and the side to move reads “… to move” with a space', async ({ app }) => {
  const { page } = app;
  await app.open();
  await startRoyalSuit(page, { seed: 4, sides: ['human', royalSuit.bots[0]!.id] });
  await expect(byId(page, 'rs-deck-1')).toBeVisible();
  await expect(page.getByRole('img', { name: /^\s*:/ })).toHaveCount(0);
  // A couple card says what it is on hover, not only its name.
  const couples = page.locator('.couple [role="img"]');
  expect(await couples.count()).toBeGreaterThan(0);
  for (const title of await couples.evaluateAll((cards) => cards.map((card) => card.getAttribute('title')))) expect(title).toMatch(/^[a-z]+ of [a-z]+: couple card$/);
  await expect(page.getByRole('heading', { name: / to move$/ })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /\Sto move$/ })).toHaveCount(0);
});
