/**
 * The knowledge ledger beside the table, on the smallest window the app
 * allows: for each game's shipped example, what a chosen seat knows a few
 * steps in (checked against the engine's own ledger of the same file), a
 * known card's reason that seeks to its step, and the marks on the table with
 * their titles. A game whose ledger is not written yet says so in the panel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES_DIR, expect, test } from './fixtures';
import { byId, openExample } from './table';
import { findGame, MAIN_LINE, parseReplayText, replayToRecord, type GameRecord } from '../src/engine';
import { knowledgeAt, knownWords } from '../src/engine/core/ledger';
import { reasonWords, summaryWords, tableMarkers } from '../src/renderer/src/lib/knowledge';
import { seatInSentence } from '../src/renderer/src/lib/seats';

const EXAMPLES = [
  { game: 'royal-suit', file: 'a-game-told-step-by-step' },
  { game: 'royal-lock', file: 'a-game-told-step-by-step' },
  { game: 'royals', file: 'a-game-told-step-by-step' },
  { game: 'royal-lines', file: 'a-round-told-step-by-step' },
  { game: 'alliance-royals', file: 'two-rounds-told-step-by-step' },
] as const;

/** The step looked at, and the seat whose knowledge is read. */
const STEP = 4;
const SEAT = 0;

function recordOf(game: string, file: string): GameRecord {
  const text = readFileSync(join(EXAMPLES_DIR, game, `${file}.royal.json`), 'utf8');
  return replayToRecord(parseReplayText(text), findGame).record;
}

for (const { game: id, file } of EXAMPLES) {
  test(`${id}: the knowledge ledger of its example, a reason that seeks, and the marks on the table`, async ({ app }) => {
    const { page } = app;
    const record = recordOf(id, file);
    const game = record.game;
    await page.setViewportSize({ width: 880, height: 620 });
    await app.open();
    await openExample(page, id, file);
    await expect(byId(page, 'mode')).toHaveText('replay');
    await byId(page, 'knowledge-toggle').click();
    const panel = byId(page, 'knowledge-panel');
    await expect(panel).toBeVisible();

    await byId(page, 'knowledge-seat').selectOption(String(SEAT));
    await expect(panel.getByTestId('current-step'), 'an example opens at its set-up').toContainText('Step 0 of');
    for (let i = 0; i < STEP; i++) await panel.getByTestId('step-forward').click();
    await expect(panel.getByTestId('current-step')).toContainText(`Step ${STEP} of`);

    const cursor = { line: MAIN_LINE, step: STEP };
    const ledgers = record.players.map((_, seat) => knowledgeAt(record, cursor, seat));
    const entries = ledgers[SEAT]!.entries;
    const count = (status: string) => entries.filter((entry) => entry.status === status).length;
    await expect(byId(page, 'knowledge-summary')).toHaveText(
      summaryWords(seatInSentence(game, SEAT), { known: count('known'), inferred: count('inferred'), unknown: count('unknown') }),
    );

    // A known card that became known at another step than this one: its reason is read, and clicking it goes there.
    const known = entries.find((entry) => entry.status === 'known' && entry.since !== STEP);
    if (!known || known.status !== 'known') throw new Error(`${game.title}: seat ${SEAT} knows no card from another step than ${STEP}`);
    const reason = byId(page, `knowledge-reason-${known.card}`);
    await expect(reason).toHaveAttribute('title', new RegExp(`${knownWords(known.how, known.since)}`));
    await expect(byId(page, 'knowledge-known').locator('li').filter({ has: reason })).toContainText(reasonWords(known.how, known.since));

    // The marks: kept on the table with the drawer shut, so the table is in reach; each titled as the engine tells it.
    const markers = tableMarkers(ledgers, SEAT, (seat) => seatInSentence(game, seat));
    await byId(page, 'knowledge-keep-marks').check();
    await panel.getByTestId('knowledge-toggle').click();
    await expect(panel).toBeHidden();
    const drawn = page.locator('[data-testid^="knowledge-marker-"]');
    if (markers.length === 0) {
      await expect(drawn, 'nothing is known to one seat alone').toHaveCount(0);
    } else {
      await expect(drawn.first()).toBeVisible();
      const testid = (await drawn.first().getAttribute('data-testid'))!;
      const marker = markers.find((mark) => `knowledge-marker-${mark.card}` === testid);
      expect(marker, `${testid} is one of the engine's marks`).toBeDefined();
      await drawn.first().hover();
      await expect(drawn.first()).toHaveAttribute('title', marker!.title);
      expect(marker!.title).toMatch(/known to .+ since (the start|step \d+) \(.+\); not to .+\.$/);
    }

    await byId(page, 'knowledge-toggle').click();
    await byId(page, `knowledge-reason-${known.card}`).click();
    await expect(panel.getByTestId('current-step')).toContainText(`Step ${known.since} of`);
  });
}

test('a game being played shows only the knowledge of the seat at the screen', async ({ app }) => {
  const { page } = app;
  const game = findGame('royals');
  test.skip(!game?.ledger, 'Royals has no knowledge ledger yet');
  await app.open();
  await byId(page, 'game-select').selectOption('royals');
  await byId(page, 'seat-kind-0').selectOption('human');
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  if (await byId(page, 'record-panel').isVisible()) await byId(page, 'knowledge-open').click();
  else await byId(page, 'knowledge-toggle').click();
  await expect(byId(page, 'knowledge-own-only')).toBeVisible();
  await expect(byId(page, 'knowledge-summary')).toContainText('Known to Seat 1:');
  await expect(byId(page, 'knowledge-seat'), 'no other seat may be chosen').toHaveCount(0);
  await expect(byId(page, 'knowledge-others-know')).toHaveCount(0);
  await expect(page.locator('[data-testid^="knowledge-marker-"]')).toHaveCount(0);
});
