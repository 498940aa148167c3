/**
 * `replay knowledge FILE --seat N`: one seat's knowledge ledger at a step of a
 * replay, as the app's Knowledge panel tells it: each card known (since when
 * and how), inferred by counting, or unknown (where it could be).
 */
import { displayCard } from '../engine/core/editor';
import { entryWords, knowledgeAt, type LedgerEntry } from '../engine/core/ledger';
import { quoteUntrusted } from '../engine/core/quote';
import type { Cursor } from '../engine/core/record';
import type { KnowledgeArgs } from './args';
import { chooseCursor, CommandError, load } from './replay-commands';

export interface KnowledgeReport {
  readonly gameTitle: string;
  readonly lineName: string;
  readonly cursor: Cursor;
  readonly seat: number;
  readonly seatName: string;
  readonly entries: readonly LedgerEntry[];
}

export async function knowledgeCommand(args: KnowledgeArgs): Promise<KnowledgeReport> {
  const { loaded } = await load(args.file);
  const { record } = loaded;
  const cursor = chooseCursor(record, loaded.cursor, args.line, args.step);
  const player = record.players[args.seat];
  if (!player) throw new CommandError(`the replay has ${record.players.length} players; there is no player ${args.seat + 1}`);
  if (!record.game.editor) throw new CommandError(`${record.game.title} keeps no knowledge ledger`);
  const ledger = knowledgeAt(record, cursor, args.seat);
  return {
    gameTitle: record.game.title,
    lineName: record.line(cursor.line).name,
    cursor,
    seat: args.seat,
    seatName: player.name,
    entries: ledger.entries,
  };
}

const GROUPS = [
  ['known', 'Known'],
  ['inferred', 'Inferred'],
  ['unknown', 'Unknown'],
] as const;

export function knowledgeText(report: KnowledgeReport): string {
  const { entries } = report;
  const seat = quoteUntrusted(report.seatName, 40);
  const lines = [`${report.gameTitle}, ${quoteUntrusted(report.lineName, 60)}, step ${report.cursor.step}: what ${seat} knows of the ${entries.length} cards.`];
  for (const [status, title] of GROUPS) {
    const group = entries.filter((entry) => entry.status === status);
    lines.push('', `${title} (${group.length}):`);
    for (const entry of group) lines.push(`  ${displayCard(entry.card).padEnd(5)} ${entryWords(entry)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function knowledgeJson(report: KnowledgeReport): string {
  return `${JSON.stringify({
    game: report.gameTitle,
    line: report.lineName,
    step: report.cursor.step,
    seat: report.seat + 1,
    seatName: report.seatName,
    cards: report.entries.map((entry) => ({ ...entry, shown: displayCard(entry.card), words: entryWords(entry) })),
  })}\n`;
}
