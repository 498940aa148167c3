import { describe, expect, it } from 'vitest';
import { parseCliArgs, type SimArgs } from './args';
import { runSim, type SimReport } from './sim';
import { resolveSim } from './sim-config';
import { escapeHtml, REPORT_MARKER, reportHtml, scriptJson, variedOptions } from './sim-report-html';

/** Stands in for the chart library: the builder inlines whatever it is given. */
const CHART_SOURCE = 'window.Chart = function () {};';

async function simulated(...argv: string[]): Promise<SimReport> {
  return runSim(resolveSim(parseCliArgs(['sim', ...argv, '--jobs', '1']) as SimArgs), { now: () => 0 });
}

/** The data-value of every figure cell of a table, row by row, read from the page's text. */
function tableValues(html: string, group: number, table: string): unknown[][] {
  const column = html.split('<div class="group" ')[group + 1]!;
  const body = new RegExp(`<table class="figures" data-table="${table}">.*?<tbody>(.*?)</tbody>`, 's').exec(column)?.[1];
  if (body === undefined) throw new Error(`no table ${table} in column ${group}`);
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) => [...row!.matchAll(/data-value="([^"]*)"/g)].map(([, value]) => JSON.parse(value!)));
}

/** The JSON the page draws its charts from. */
function pageData(html: string): unknown {
  const text = /<script type="application\/json" id="sim-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(text!);
}

describe('reportHtml', () => {
  it('puts every figure of a Royals run under its chart, equal to the JSON report', async () => {
    const report = await simulated('--game', 'royals', '--games', '6', '--bots', 'heuristic');
    const html = reportHtml([report], CHART_SOURCE);
    expect(html.startsWith(`${REPORT_MARKER}\n<!doctype html>`)).toBe(true);
    expect(tableValues(html, 0, 'wins')).toEqual(report.winRateBySeat.map((rate, seat) => [report.winsBySeat[seat], report.shareBySeat[seat], rate.rate, rate.low, rate.high]));
    expect(tableValues(html, 0, 'length')).toEqual(report.actionsHistogram.map((bin) => [bin.from, bin.to, bin.games]));
    expect(report.scoresBySeat).toHaveLength(2);
    for (const [seat, scores] of report.scoresBySeat!.entries()) {
      expect(tableValues(html, 0, `scores-${seat}`)).toEqual(scores.histogram.map((bin) => [bin.from, bin.to, bin.games]));
    }
    expect(pageData(html)).toEqual([JSON.parse(JSON.stringify({ ...report, seatNames: ['Seat 1', 'Seat 2'] }))]);
    expect(html).toContain(`<script>${CHART_SOURCE}</script>`);
  });

  it('says so for a game that counts no points, and names the sides of a game that names them', async () => {
    const lock = reportHtml([await simulated('--game', 'royal-lock', '--games', '3', '--bots', 'random')], CHART_SOURCE);
    expect(lock).toContain('This game counts no points');
    expect(lock).not.toContain('data-chart="scores"');
    const suit = reportHtml([await simulated('--game', 'royal-suit', '--games', '2')], CHART_SOURCE);
    expect(suit).toMatch(/<th scope="row">Supporters<\/th>/);
  });

  it('shows runs of different options side by side, each column headed by the options it varies', async () => {
    const own = await simulated('--game', 'royal-lock', '--games', '4', '--bots', 'random', '--option', 'reach=own-space');
    const any = await simulated('--game', 'royal-lock', '--games', '4', '--bots', 'random', '--option', 'reach=any-space');
    expect(variedOptions([own, any])).toEqual(['reach']);
    const html = reportHtml([own, any], CHART_SOURCE);
    expect([...html.matchAll(/<div class="group" data-group="(\d)"><h2>(.*?)<\/h2>/g)].map(([, group, heading]) => [group, heading])).toEqual([
      ['0', 'reach=own-space'],
      ['1', 'reach=any-space'],
    ]);
    expect(tableValues(html, 1, 'length')).toEqual(any.actionsHistogram.map((bin) => [bin.from, bin.to, bin.games]));
  });

  it('keeps hostile text from the run as text: no tag of it reaches the page, and the data reads back whole', async () => {
    const base = await simulated('--game', 'royal-lock', '--games', '2', '--bots', 'random');
    const hostileKey = '</script><script>alert(1)</script>';
    const hostileValue = '"><img src=x onerror=alert(2)><!--';
    const hostile: SimReport = { ...base, bots: ['<b>bot</b>', 'x&y'], options: { [hostileKey]: hostileValue } };
    const other: SimReport = { ...base, bots: hostile.bots, options: { [hostileKey]: 'plain' } };
    const html = reportHtml([hostile, other], CHART_SOURCE);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bot');
    // Only the page's own three script elements end.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain(escapeHtml(`${hostileKey}=${hostileValue}`));
    const data = pageData(html) as SimReport[];
    expect(data.map((report) => report.options)).toEqual([hostile.options, other.options]);
    expect(data[0]!.bots).toEqual(['<b>bot</b>', 'x&y']);
  });

  it('refuses a chart library that would end its own script element', async () => {
    const report = await simulated('--game', 'royal-lock', '--games', '1', '--bots', 'random');
    expect(() => reportHtml([report], 'var s = "</SCRIPT>";')).toThrow('contains "</script"');
  });
});

describe('scriptJson', () => {
  it.each([
    ['</script>', '"\\u003c/script>"'],
    ['<!--', '"\\u003c!--"'],
    ['a\u2028b', '"a\\u2028b"'],
  ])('writes %j as data that cannot leave its element', (text, written) => {
    expect(scriptJson(text)).toBe(written);
    expect(JSON.parse(scriptJson(text))).toBe(text);
  });
});
