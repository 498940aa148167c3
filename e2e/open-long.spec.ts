/**
 * A replay of 10,000 actions opened in the window: it lands at its last step
 * with the saved position on the board (in play, as a game of people saved
 * where play stood), and in Replay mode steps back through states the
 * window rebuilds on demand. The time from the dialog's OK to "Opened", the
 * host's answer to the same request alone and the main process's read and
 * proof of the file are printed and kept as an annotation, never asserted
 * (speed belongs to the bench).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIN_LINE } from '../src/engine';
import type { RoyalLockState } from '../src/engine/games/royal-lock';
import { readReplay } from '../src/main/files/replay-store';
import type { RoyalTableApi } from '../src/preload/api';
import { longReplayFile } from '../bench/replay-open';
import { expect, test } from './fixtures';
import { byId, expectBoard } from './table';

const ACTIONS = 10_000;

/** What the page's code below uses of the window; the e2e project is typed for Node. */
interface PageGlobals {
  readonly royalTable: RoyalTableApi;
  readonly document: { readonly body: unknown; querySelector(selector: string): { readonly textContent: string | null; click(): void } | null };
  readonly MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
}

test(`a replay of ${ACTIONS.toLocaleString('en')} actions opens at its last step and steps back`, async ({ app }, testInfo) => {
  test.setTimeout(120_000);
  const { page } = app;
  const path = join(app.documentsDir, 'long.royal.json');
  await writeFile(path, `${JSON.stringify(longReplayFile(ACTIONS), null, 2)}\n`, 'utf8');
  const readStart = performance.now();
  const read = await readReplay(path);
  const readMs = performance.now() - readStart;
  if (!read.ok) throw new Error(read.message);
  const stateAt = (step: number) => read.loaded.record.stateAt({ line: MAIN_LINE, step }) as RoyalLockState;

  await app.open();
  // The host's part alone: the main process reads and proves the file, and the result crosses to the page.
  const hostMs = await page.evaluate(async (file) => {
    const start = performance.now();
    const result = await (globalThis as unknown as PageGlobals).royalTable.openFile(file);
    if (result.status !== 'opened') throw new Error(result.status === 'error' ? result.message : result.status);
    return performance.now() - start;
  }, path);

  await byId(page, 'open').click();
  await expect(byId(page, 'file-dialog')).toBeVisible();
  await byId(page, 'file-path-input').fill(path);
  // Timed in the page, from the click to the message, so no polling interval is counted.
  const ms = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        const { document, MutationObserver } = globalThis as unknown as PageGlobals;
        const opened = () => document.querySelector('[data-testid="message"]')?.textContent?.includes('Opened') ?? false;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!opened()) return;
          observer.disconnect();
          done(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        document.querySelector('[data-testid="file-dialog-ok"]')!.click();
      }),
  );
  const figures = `${Math.round(ms)} ms from OK to "Opened"; the host's answer to openFile alone ${Math.round(hostMs)} ms, its read and proof of the file ${Math.round(readMs)} ms`;
  testInfo.annotations.push({ type: 'open time', description: figures });
  console.log(`open of ${ACTIONS} actions in the window: ${figures}`);

  // A game of people saved unfinished where play stood opens in play; Replay mode looks at it as the file's replay.
  await expect(byId(page, 'mode')).toHaveText('play');
  if (!(await byId(page, 'enter-replay').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
  await expect(byId(page, 'current-step')).toHaveText(`Step ${ACTIONS} of ${ACTIONS}`);
  await expectBoard(page, stateAt(ACTIONS), 'the last position of the file');
  await byId(page, 'step-back').click();
  await expect(byId(page, 'current-step')).toHaveText(`Step ${ACTIONS - 1} of ${ACTIONS}`);
  await expectBoard(page, stateAt(ACTIONS - 1), 'the position one step back, rebuilt on demand');

  // The record draws only the steps in sight: the current one among them, scrolled to.
  if (!(await byId(page, 'timeline').isVisible())) await byId(page, 'record-toggle').click();
  const timeline = byId(page, 'timeline');
  await expect(timeline).toHaveAttribute('data-steps', String(ACTIONS + 1));
  await expect(byId(page, `timeline-step-${ACTIONS - 1}`)).toHaveAttribute('aria-current', 'step');
  await expect(byId(page, `timeline-step-${ACTIONS - 1}`)).toBeInViewport();
  expect(await timeline.locator('button').count()).toBeLessThan(200);
  // Scrolled to the start, the first steps are drawn and can be chosen.
  await timeline.evaluate((list) => (list.scrollTop = 0));
  await byId(page, 'timeline-step-5').click();
  await expect(byId(page, 'current-step')).toHaveText(`Step 5 of ${ACTIONS}`);
  await expectBoard(page, stateAt(5), 'step 5, chosen in the record');
  // Its row is one line high and may be cut; the step shown is told whole under the list.
  await expect(byId(page, 'current-step-text')).toHaveText(`5 ${(await byId(page, 'timeline-step-5').getAttribute('title'))!}`);
  await expect(byId(page, `timeline-step-${ACTIONS - 1}`)).toHaveCount(0);
});
