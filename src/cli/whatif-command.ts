/**
 * `whatif FILE --step K --seat N`: from what one seat knew at a step, many
 * re-deals of the cards it did not know (core/redeal.ts), each played to the
 * end by the bots, spread over worker threads. Re-deal i is seeded from the
 * series' seed and i alone, so any number of workers gives what one gives.
 */
import { availableParallelism } from 'node:os';
import type { AnyGameDefinition, BaseAction, BaseState, BotSpec, Seat } from '../engine/core/game';
import type { WhatIfArgs } from './args';
import { quoteUntrusted } from '../engine/core/quote';
import { MAIN_LINE, type Cursor } from '../engine/core/record';
import { oddsWords, redealOdds, redealRefusal, type RedealOdds } from '../engine/core/redeal';
import { readReplay } from '../main/files/replay-store';
import { CommandError } from './replay-commands';
import { progressLine, type ProgressOutput } from './sim-command';
import { runSeriesWorker, workerModule, type SeriesMessage } from './worker-start';

export interface WhatIfTask {
  readonly file: string;
  readonly cursor: Cursor;
  readonly seat: Seat;
  readonly deals: number;
  readonly seed: number;
  readonly maxActions: number;
  /** This worker plays re-deals `first`, `first + every`, … of the series. */
  readonly first: number;
  readonly every: number;
}

export type WhatIfWorkerMessage = { readonly kind: 'played'; readonly index: number; readonly result: number | null } | SeriesMessage;

export interface WhatIfReport {
  readonly gameTitle: string;
  readonly lineName: string;
  readonly step: number;
  readonly seatName: string;
  readonly bot: string;
  readonly seed: number;
  readonly odds: RedealOdds;
}

const workerUrl = workerModule('whatif-worker', import.meta.url);

function playInWorker(task: WhatIfTask, onPlayed: (index: number, result: number | null) => void): Promise<void> {
  return runSeriesWorker<WhatIfWorkerMessage>(workerUrl, task, 'a what-if worker', (message) => onPlayed(message.index, message.result), (why) => new CommandError(why));
}

export async function whatIfCommand(args: WhatIfArgs, stderr: ProgressOutput = process.stderr): Promise<WhatIfReport> {
  const read = await readReplay(args.file);
  if (!read.ok) throw new CommandError(read.message);
  const { record } = read.loaded;
  const line = args.line ?? MAIN_LINE;
  if (!record.hasLine(line)) {
    throw new CommandError(`the replay has no line ${quoteUntrusted(line)} (lines: ${record.lines.map((l) => l.id).join(', ')})`);
  }
  const last = record.lastStep(line);
  if (args.step > last) throw new CommandError(`line ${quoteUntrusted(line)} has steps 0 to ${last}, not ${args.step}`);
  if (args.seat >= record.players.length) throw new CommandError(`the game has seats 1 to ${record.players.length}, not ${args.seat + 1}`);
  const cursor: Cursor = { line, step: args.step };
  const refusal = redealRefusal(record.game, record.stateAt(cursor), args.seat);
  if (refusal) throw new CommandError(refusal);
  const jobs = Math.max(1, Math.min(args.jobs ?? availableParallelism(), availableParallelism(), args.deals));
  const results = new Array<number | null>(args.deals);
  const progress = stderr.isTTY ? progressLine(stderr, undefined, 'whatif', 're-deals') : null;
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: jobs }, (_, first) =>
        playInWorker({ file: args.file, cursor, seat: args.seat, deals: args.deals, seed: args.seed, maxActions: args.maxActions, first, every: jobs }, (index, result) => {
          results[index] = result;
          progress?.update(++done, args.deals);
        }),
      ),
    );
  } finally {
    progress?.end();
  }
  return {
    gameTitle: record.game.title,
    lineName: record.line(line).name,
    step: args.step,
    seatName: record.players[args.seat]!.name,
    bot: whatIfBot(record.game).label,
    seed: args.seed,
    odds: redealOdds(args.seat, results),
  };
}

/** The bot that plays every seat of a re-deal out: the game's first that thinks, as `sim` plays by default. */
export function whatIfBot(game: AnyGameDefinition): BotSpec<unknown, BaseAction, BaseState> {
  const bot = game.bots.find((b) => b.id !== 'random') ?? game.bots[0];
  if (!bot) throw new CommandError(`${game.title} has no bots to play re-deals out`);
  return bot as BotSpec<unknown, BaseAction, BaseState>;
}

export function whatIfText(report: WhatIfReport): string {
  const { odds } = report;
  const seat = quoteUntrusted(report.seatName, 40);
  return [
    `${report.gameTitle}, ${quoteUntrusted(report.lineName, 60)}, step ${report.step}: ${odds.deals} re-deals of what ${seat} did not know (seed ${report.seed}), played out by ${report.bot} at every seat.`,
    oddsWords(odds, seat),
    '',
  ].join('\n');
}

export function whatIfJson(report: WhatIfReport): string {
  const { odds } = report;
  return `${JSON.stringify({
    game: report.gameTitle,
    line: report.lineName,
    step: report.step,
    seat: odds.seat + 1,
    seatName: report.seatName,
    seed: report.seed,
    deals: odds.deals,
    wins: odds.wins,
    unfinished: odds.unfinished,
    rate: odds.interval.rate,
    low: odds.interval.low,
    high: odds.interval.high,
  })}\n`;
}
