/**
 * The study report of `sim --report` and `sim-merge --report` in Chromium: it opens from file:// with every
 * network request refused, asks for none, draws each chart, and the figures under the charts are the JSON
 * report's, column by column.
 */
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { main } from '../src/cli/main';
import type { SimReport } from '../src/cli/sim';

let browser: Browser;
let dir: string;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  dir = mkdtempSync(join(tmpdir(), 'sim-report-'));
});

test.afterAll(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command line as a user would and returns what it printed. */
async function cli(...argv: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) });
  expect(err.join('\n')).toBe('');
  expect(code).toBe(0);
  return out.join('\n');
}

/** Opens the page with the network cut off; returns the page and the requests it tried to make. */
async function openOffline(path: string): Promise<{ page: Page; attempted: string[] }> {
  const page = await browser.newPage();
  const attempted: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('file:')) attempted.push(request.url());
  });
  await page.route('**/*', async (route) => {
    if (route.request().url().startsWith('file:')) await route.continue();
    else await route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(path).href);
  await page.waitForFunction(() => Array.isArray((globalThis as unknown as { simCharts?: unknown[] }).simCharts));
  expect(errors).toEqual([]);
  return { page, attempted };
}

/** For every canvas, how many of its pixels are painted. */
function paintedPixels(page: Page): Promise<number[]> {
  return page.$$eval('canvas', (canvases) =>
    canvases.map((canvas) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
      return painted;
    }),
  );
}

/** The data-value of every figure cell of one table, row by row. */
function tableValues(page: Page, group: number, table: string): Promise<(number | null)[][]> {
  return page.$$eval(`.group[data-group="${group}"] table[data-table="${table}"] tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td[data-value]')].map((td) => JSON.parse(td.getAttribute('data-value')!) as number | null)),
  );
}

/** The datasets each chart of a column draws, by kind (and seat for points). */
function chartData(page: Page, group: number): Promise<Record<string, unknown[][]>> {
  return page.evaluate((group) => {
    type Drawn = { kind: string; group: number; seat: number | null; chart: { data: { datasets: { data: unknown[] }[] } } };
    const charts = (globalThis as unknown as { simCharts: Drawn[] }).simCharts.filter((c) => c.group === group);
    return Object.fromEntries(charts.map((c) => [c.seat === null ? c.kind : `${c.kind}-${c.seat}`, c.chart.data.datasets.map((d) => d.data)]));
  }, group);
}

async function expectColumnMatches(page: Page, group: number, report: SimReport): Promise<void> {
  const wins = report.winRateBySeat.map((rate, seat) => [report.winsBySeat[seat], report.shareBySeat[seat], rate.rate, rate.low, rate.high]);
  expect(await tableValues(page, group, 'wins')).toEqual(wins);
  expect(await tableValues(page, group, 'length')).toEqual(report.actionsHistogram.map((bin) => [bin.from, bin.to, bin.games]));
  const drawn = await chartData(page, group);
  expect(drawn.wins).toEqual([report.winRateBySeat.map((r) => (r.rate === null ? null : 100 * r.rate)), report.winRateBySeat.map((r) => [100 * r.low, 100 * r.high])]);
  expect(drawn.length).toEqual([report.actionsHistogram.map((bin) => bin.games)]);
  for (const [seat, scores] of (report.scoresBySeat ?? []).entries()) {
    expect(await tableValues(page, group, `scores-${seat}`)).toEqual(scores.histogram.map((bin) => [bin.from, bin.to, bin.games]));
    expect(drawn[`scores-${seat}`]).toEqual([scores.histogram.map((bin) => bin.games)]);
  }
}

test('a Royals run: win rates, game lengths and points drawn offline, the tables equal to the JSON report', async () => {
  test.setTimeout(120_000);
  const path = join(dir, 'royals.html');
  const report = JSON.parse(await cli('sim', '--game', 'royals', '--games', '12', '--bots', 'heuristic', '--jobs', '1', '--json', '--report', path)) as SimReport;
  expect(report.scoresBySeat).toHaveLength(2);
  const { page, attempted } = await openOffline(path);
  // Two seats' points, the win rates and the lengths: four charts, each with ink on it.
  const pixels = await paintedPixels(page);
  expect(pixels).toHaveLength(4);
  for (const painted of pixels) expect(painted).toBeGreaterThan(500);
  await expectColumnMatches(page, 0, report);
  await expect(page.locator('h1')).toHaveText('Royals: 2 players (heuristic, heuristic), 12 games, seed 1');
  expect(attempted).toEqual([]);
  await page.close();
});

test('sim-merge over runs of two options shows each option value side by side, its figures equal to its JSON report', async () => {
  test.setTimeout(120_000);
  const runs: string[] = [];
  for (const reach of ['own-space', 'any-space']) {
    const file = join(dir, `${reach}.json`);
    const json = await cli('sim', '--game', 'royal-lock', '--games', '30', '--bots', 'random', '--jobs', '1', '--option', `reach=${reach}`, '--json');
    await writeFile(file, json);
    runs.push(file);
  }
  const path = join(dir, 'reach.html');
  const reports = JSON.parse(await cli('sim-merge', ...runs, '--json', '--report', path)) as SimReport[];
  expect(reports.map((report) => report.options.reach)).toEqual(['own-space', 'any-space']);
  const { page, attempted } = await openOffline(path);
  await expect(page.locator('.group h2')).toHaveText(['reach=own-space', 'reach=any-space']);
  // Royal Lock counts no points: each column says so, and draws its win and length charts.
  await expect(page.locator('[data-no-scores]')).toHaveCount(2);
  const pixels = await paintedPixels(page);
  expect(pixels).toHaveLength(4);
  for (const painted of pixels) expect(painted).toBeGreaterThan(500);
  for (const [group, report] of reports.entries()) await expectColumnMatches(page, group, report);
  expect(attempted).toEqual([]);
  await page.close();
});
