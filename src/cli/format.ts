/** What the commands print. */
import type { ShownPosition, VerifySummary } from './replay-commands';
import type { SimReport } from './sim';

export function simJson(report: SimReport): string {
  return JSON.stringify(report);
}

function share(count: number, total: number): string {
  return `${((100 * count) / total).toFixed(1)}%`;
}

export function simSummary(report: SimReport): string {
  const options = Object.entries(report.options).map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'defaults';
  const lines = [
    `${report.game}: ${report.games} game${report.games === 1 ? '' : 's'} from seed ${report.seed}, ${report.players} player${report.players === 1 ? '' : 's'} (${report.bots.join(', ')}), options: ${options}`,
  ];
  for (const [label, count] of Object.entries(report.outcomes)) lines.push(`  ${label}: ${count} (${share(count, report.games)})`);
  if (report.players > 1) {
    const seats = report.winsBySeat.map((wins, seat) => `${seat + 1}: ${wins} (share ${share(report.shareBySeat[seat] ?? 0, report.games)})`);
    lines.push(`  wins by seat: ${seats.join(', ')}`);
  }
  if (report.unfinished) lines.push(`  unfinished: ${report.unfinished} (${share(report.unfinished, report.games)})`);
  lines.push(`  actions per game: mean ${report.meanActions}, min ${report.minActions}, max ${report.maxActions}`);
  lines.push(`  ${(report.elapsedMs / 1000).toFixed(2)} s`);
  return lines.join('\n');
}

export function verifyLine(summary: VerifySummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const end = summary.mainLineEnd ? `ends in ${summary.mainLineEnd}` : 'unfinished';
  return `ok: ${summary.game}, ${plural(summary.players, 'player')}, ${plural(summary.lines, 'line')}, ${plural(summary.steps, 'step')}, ${end}`;
}

export function shownText(shown: ShownPosition): string {
  const head = `Step ${shown.cursor.step} of ${shown.lastStep} on ${shown.lineName} (line ${shown.cursor.line})`;
  const step = shown.text === null ? 'Set-up position.' : `Step ${shown.cursor.step}: ${shown.text}`;
  return [head, step, '', shown.board].join('\n');
}

export function errorLine(message: string): string {
  return `error: ${message.replace(/\s*\n\s*/g, ' ')}`;
}
