/** What the commands print. */
import { MAX_NOTE_LENGTH, type Target } from '../engine/core/annotations';
import { displayCard } from '../engine/core/editor';
import { plural } from '../engine/core/words';
import { quoteUntrusted, showInvisible } from '../engine/core/quote';
import type { PositionReport } from './position-command';
import type { ShownPosition, VerifySummary } from './replay-commands';
import type { SimReport } from './sim';

export function simJson(report: SimReport): string {
  return JSON.stringify(report);
}

function share(count: number, total: number): string {
  return `${((100 * count) / total).toFixed(1)}%`;
}

/** Wins by seat and win rates, both over the finished games alone: an unfinished game has no winner to count. */
function winLines(report: SimReport): string[] {
  const finished = report.games - report.unfinished;
  if (finished === 0) return ['  wins by seat: no finished games to count wins in'];
  const over = `the ${plural(finished, 'finished game')}`;
  const seats = report.winsBySeat.map((wins, seat) => `${seat + 1}: ${wins} (share ${share(report.shareBySeat[seat] ?? 0, finished)})`);
  const percent = (x: number | null) => (x === null ? 'unknown' : `${(100 * x).toFixed(1)}%`);
  const rates = report.winRateBySeat.map((r, seat) => `${seat + 1}: ${percent(r.rate)} (${percent(r.low)} to ${percent(r.high)})`);
  return [`  wins by seat, shares of ${over}: ${seats.join(', ')}`, `  win rate by seat over ${over}, 95% confidence: ${rates.join(', ')}`];
}

export function simSummary(report: SimReport): string {
  const options = Object.entries(report.options).map(([key, value]) => `${key}=${String(value)}`).join(', ') || 'defaults';
  const part = report.shard ? `, part ${report.shard.index} of ${report.shard.count} of a series of ${report.seriesGames}` : '';
  const lines = [
    `${report.game}: ${report.games} game${report.games === 1 ? '' : 's'} from seed ${report.seed}, ${report.players} player${report.players === 1 ? '' : 's'} (${report.bots.join(', ')}), options: ${options}${part}`,
  ];
  for (const [label, count] of Object.entries(report.outcomes)) lines.push(`  ${label}: ${count} (${share(count, report.games)})`);
  if (report.players > 1) lines.push(...winLines(report));
  if (report.unfinished) lines.push(`  unfinished: ${report.unfinished} (${share(report.unfinished, report.games)})`);
  // A part of a series may hold no game at all (more parts than games).
  if (report.games === 0) lines.push('  actions per game: no games played');
  else lines.push(`  actions per game: mean ${report.meanActions}, min ${report.minActions}, max ${report.maxActions}`);
  lines.push(`  ${(report.elapsedMs / 1000).toFixed(2)} s`);
  return lines.join('\n');
}

export function verifyLine(summary: VerifySummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const end = summary.mainLineEnd ? `ends in ${summary.mainLineEnd}` : 'unfinished';
  const start = summary.start === 'position' ? ', begins from a set-up position' : '';
  const notes = summary.annotatedSteps > 0 ? `, ${plural(summary.annotatedSteps, 'annotated step')}` : '';
  return `ok: ${summary.game}, ${plural(summary.players, 'player')}, ${plural(summary.lines, 'line')}, ${plural(summary.steps, 'step')}, ${end}${start}${notes}`;
}

/** "Q♠ in the centre space", or the place alone: the place is named by the game (or an id checked against a strict pattern on reading). */
function targetText(target: Target): string {
  return target.card === undefined ? target.zone : `${displayCard(target.card)} in ${target.zone}`;
}

/**
 * A note in quotes on its line, or, written over several lines, each line indented under "Note:" so it reads as
 * written. Either way it is cut to the length a note may have, and every other invisible character is shown.
 */
function noteLines(note: string): string[] {
  const text = note.trim();
  if (!/\r?\n/.test(text)) return [`Note: ${quoteUntrusted(text, MAX_NOTE_LENGTH)}`];
  const chars = [...text];
  const cut = chars.length > MAX_NOTE_LENGTH ? `${chars.slice(0, MAX_NOTE_LENGTH).join('')}…` : text;
  return ['Note:', ...cut.split(/\r?\n/).map((line) => (line.trim() === '' ? '' : `    ${showInvisible(line)}`))];
}

/** The note and the marks of a shown step, one line each; none when the step has none. */
function annotationLines(shown: ShownPosition): string[] {
  const { note, highlights, arrows } = shown.annotation;
  const lines: string[] = [];
  if (note.trim() !== '') lines.push(...noteLines(note));
  for (const h of highlights) lines.push(`Highlighted in ${h.colour}: ${targetText(h.target)}`);
  for (const a of arrows) lines.push(`Arrow in ${a.colour}: ${targetText(a.from)} → ${targetText(a.to)}`);
  return lines;
}

export function shownText(shown: ShownPosition): string {
  const head = `Step ${shown.cursor.step} of ${shown.lastStep} on ${quoteUntrusted(shown.lineName, 60)} (line ${shown.cursor.line})`;
  const step = shown.text === null ? 'Set-up position.' : `Step ${shown.cursor.step}: ${shown.text}`;
  return [head, step, ...annotationLines(shown), '', shown.board].join('\n');
}

export function positionText(report: PositionReport): string {
  return report.lines.join('\n');
}

export function errorLine(message: string): string {
  return `error: ${message.replace(/\s*\n\s*/g, ' ')}`;
}
