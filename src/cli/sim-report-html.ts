/**
 * The study report of `sim --report`: one self-contained HTML page, charts
 * drawn by Chart.js inlined from node_modules, so the page opens with no
 * network. Every figure is also in a table under its chart, taken from the
 * same JSON report `--json` prints. Runs whose options differ are shown side
 * by side, one column per set of options.
 */
import type { SimReport, SeatScores } from './sim';
import type { Bin } from './sim-stats';
import { findGame } from '../engine/games';

/** The first line of every report this command writes: it may overwrite a file that begins with it, and no other. */
export const REPORT_MARKER = '<!-- Royal Table sim report -->';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON that stays data inside a <script> element: every "<" written as \u003c, so neither "</script" nor "<!--"
 * in an option value can end the element or change how the page reads it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

type OptionValue = string | number | boolean;

/** The option keys whose values are not the same in every report, in the order they first appear. */
export function variedOptions(reports: readonly SimReport[]): string[] {
  const keys = [...new Set(reports.flatMap((report) => Object.keys(report.options)))];
  return keys.filter((key) => new Set(reports.map((report) => JSON.stringify(report.options[key] ?? null))).size > 1);
}

function optionText(key: string, value: OptionValue | undefined): string {
  return `${key}=${value === undefined ? '(default)' : String(value)}`;
}

function seatName(game: string, seat: number): string {
  return findGame(game)?.seatNames?.[seat] ?? `Seat ${seat + 1}`;
}

function percent(value: number | null): string {
  return value === null ? 'unknown' : `${(100 * value).toFixed(1)}%`;
}

/** A cell holding a figure of the JSON report: its exact value in data-value, read by the page's tests. */
function cell(shown: string, value: number | null): string {
  return `<td data-value="${value === null ? 'null' : String(value)}">${escapeHtml(shown)}</td>`;
}

function binTable(kind: string, bins: readonly Bin[], unit: string): string {
  const rows = bins.map((bin) => `<tr>${cell(String(bin.from), bin.from)}${cell(String(bin.to), bin.to)}${cell(String(bin.games), bin.games)}</tr>`);
  return `<table class="figures" data-table="${kind}"><thead><tr><th>${unit} from</th><th>to</th><th>games</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function winSection(report: SimReport, group: number): string {
  const finished = report.games - report.unfinished;
  const rows = report.winRateBySeat.map((rate, seat) => {
    const name = escapeHtml(seatName(report.game, seat));
    return `<tr><th scope="row">${name}</th>${cell(String(report.winsBySeat[seat]), report.winsBySeat[seat] ?? 0)}${cell(String(report.shareBySeat[seat]), report.shareBySeat[seat] ?? 0)}${cell(percent(rate.rate), rate.rate)}${cell(percent(rate.low), rate.low)}${cell(percent(rate.high), rate.high)}</tr>`;
  });
  const note = finished === 0 ? '<p>No game finished, so no seat has a win rate.</p>' : `<p>Over the ${finished} finished game${finished === 1 ? '' : 's'}; a shared win counts for each of its winners.</p>`;
  return `<section><h3>Win rate by seat, with 95% intervals</h3><div class="chart"><canvas data-chart="wins" data-group="${group}"></canvas></div>${note}
<table class="figures" data-table="wins"><thead><tr><th>seat</th><th>wins</th><th>share of wins</th><th>win rate</th><th>95% low</th><th>95% high</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function lengthSection(report: SimReport, group: number): string {
  const summary = report.games === 0
    ? '<p>No games played.</p>'
    : `<p>Mean ${cellText(report.meanActions)}, shortest ${cellText(report.minActions)}, longest ${cellText(report.maxActions)} actions; ${report.unfinished} cut off at ${report.maxActionLimit}.</p>`;
  return `<section><h3>Game length (actions)</h3><div class="chart"><canvas data-chart="length" data-group="${group}"></canvas></div>${summary}${binTable('length', report.actionsHistogram, 'actions')}</section>`;
}

function cellText(value: number): string {
  return `<span data-value="${value}">${value}</span>`;
}

function seatScoreBlock(report: SimReport, scores: SeatScores, seat: number, group: number): string {
  const name = escapeHtml(seatName(report.game, seat));
  if (scores.mean === null) return `<h4>${name}</h4><p>No finished game to count points in.</p>`;
  return `<h4>${name}</h4><div class="chart small"><canvas data-chart="scores" data-group="${group}" data-seat="${seat}"></canvas></div>
<p>Mean ${cellText(scores.mean)}, lowest ${cellText(scores.min ?? 0)}, highest ${cellText(scores.max ?? 0)} points.</p>${binTable(`scores-${seat}`, scores.histogram, 'points')}`;
}

function scoreSection(report: SimReport, group: number): string {
  if (report.scoresBySeat === null) return '<section><h3>Points</h3><p data-no-scores>This game counts no points: who wins is all it tells.</p></section>';
  const blocks = report.scoresBySeat.map((scores, seat) => seatScoreBlock(report, scores, seat, group));
  return `<section><h3>Points at the end, by seat</h3>${blocks.join('')}</section>`;
}

function groupColumn(report: SimReport, group: number, varied: readonly string[]): string {
  const heading = varied.length ? varied.map((key) => optionText(key, report.options[key])).join(', ') : 'All games';
  return `<div class="group" data-group="${group}"><h2>${escapeHtml(heading)}</h2>
<p>${report.games} game${report.games === 1 ? '' : 's'}, outcomes: ${escapeHtml(Object.entries(report.outcomes).map(([label, n]) => `${label} ${n}`).join(', ') || 'none')}</p>
${winSection(report, group)}${lengthSection(report, group)}${scoreSection(report, group)}</div>`;
}

function title(reports: readonly SimReport[]): string {
  const first = reports[0]!;
  const game = findGame(first.game)?.title ?? first.game;
  const games = reports.map((report) => report.games).join(' + ');
  return `${game}: ${first.players} player${first.players === 1 ? '' : 's'} (${first.bots.join(', ')}), ${games} games, seed ${first.seed}`;
}

/** Draws every canvas from the data block; the chart instances stay on window.simCharts for whoever checks the page. */
const DRAW_SCRIPT = `
(function () {
  var reports = JSON.parse(document.getElementById('sim-data').textContent);
  var charts = [];
  window.simCharts = charts;
  function binLabels(bins) { return bins.map(function (b) { return b.from === b.to ? String(b.from) : b.from + '\\u2013' + b.to; }); }
  function bars(canvas, labels, label, values, xTitle) {
    return new Chart(canvas, {
      type: 'bar',
      data: { labels: labels, datasets: [{ label: label, data: values, backgroundColor: '#4e79a7' }] },
      options: { animation: false, responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } },
        scales: { x: { title: { display: true, text: xTitle } }, y: { beginAtZero: true, title: { display: true, text: 'games' } } } }
    });
  }
  document.querySelectorAll('canvas[data-chart]').forEach(function (canvas) {
    var report = reports[Number(canvas.dataset.group)];
    var kind = canvas.dataset.chart;
    var chart;
    if (kind === 'wins') {
      var seats = report.winRateBySeat;
      chart = new Chart(canvas, {
        type: 'bar',
        data: {
          labels: report.seatNames,
          datasets: [
            { label: 'win rate (%)', data: seats.map(function (s) { return s.rate === null ? null : 100 * s.rate; }), backgroundColor: '#a0cbe8', grouped: false, barPercentage: 0.7, order: 1 },
            { label: '95% interval (%)', data: seats.map(function (s) { return [100 * s.low, 100 * s.high]; }), backgroundColor: '#c0392b', grouped: false, barPercentage: 0.06, order: 0 }
          ]
        },
        options: { animation: false, responsive: true, maintainAspectRatio: false,
          scales: { y: { min: 0, max: 100, title: { display: true, text: 'win rate (%)' } } } }
      });
    } else if (kind === 'length') {
      chart = bars(canvas, binLabels(report.actionsHistogram), 'games', report.actionsHistogram.map(function (b) { return b.games; }), 'actions');
    } else {
      var bins = report.scoresBySeat[Number(canvas.dataset.seat)].histogram;
      chart = bars(canvas, binLabels(bins), 'games', bins.map(function (b) { return b.games; }), 'points');
    }
    charts.push({ kind: kind, group: Number(canvas.dataset.group), seat: canvas.dataset.seat === undefined ? null : Number(canvas.dataset.seat), chart: chart });
  });
})();
`;

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
.groups { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.5rem; }
.group { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem 1rem; }
.chart { position: relative; height: 16rem; }
.chart.small { height: 11rem; }
table.figures { border-collapse: collapse; margin: 0.5rem 0 1rem; }
table.figures td, table.figures th { border: 1px solid #ddd; padding: 0.15rem 0.5rem; text-align: right; }
`;

/** The page for one report, or several side by side; `chartSource` is the Chart.js UMD build to inline. */
export function reportHtml(reports: readonly SimReport[], chartSource: string): string {
  if (reports.length === 0) throw new Error('a study report needs at least one report');
  // A library build holding "</script" would end its own element early; Chart.js's does not, and must not start to unnoticed.
  if (/<\/script/i.test(chartSource)) throw new Error('the chart library cannot be inlined: it contains "</script"');
  const varied = variedOptions(reports);
  const data = reports.map((report) => ({ ...report, seatNames: report.winsBySeat.map((_, seat) => seatName(report.game, seat)) }));
  const fixed = Object.entries(reports[0]!.options).filter(([key]) => !varied.includes(key));
  const optionLine = fixed.length ? fixed.map(([key, value]) => optionText(key, value)).join(', ') : 'defaults';
  const heading = title(reports);
  return `${REPORT_MARKER}
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(heading)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
<p>Options${varied.length ? ' shared by every column' : ''}: ${escapeHtml(optionLine)}${varied.length ? `; compared: ${escapeHtml(varied.join(', '))}` : ''}. Action limit ${reports[0]!.maxActionLimit}.</p>
<div class="groups">
${reports.map((report, group) => groupColumn(report, group, varied)).join('\n')}
</div>
<script type="application/json" id="sim-data">${scriptJson(data)}</script>
<script>${chartSource}</script>
<script>${DRAW_SCRIPT}</script>
</body>
</html>
`;
}
