/**
 * `review`: every decision of a replay's line judged from what its mover
 * knew (core/review.ts), spread over worker threads. Each decision is judged
 * from the review's seed and its own step alone, so any number of workers
 * gives exactly what one core gives.
 */
import { availableParallelism } from 'node:os';
import { MAIN_LINE } from '../engine/core/record';
import { quoteUntrusted } from '../engine/core/quote';
import { reviewHeader, type StepJudgement } from '../engine/core/review';
import { savedReview, type SavedReview } from '../engine/core/review-file';
import { readReplay } from '../main/files/replay-store';
import type { ReviewArgs } from './args';
import { CommandError } from './replay-commands';
import { progressLine, type ProgressOutput } from './sim-command';
import { runSeriesWorker, workerModule, type SeriesMessage } from './worker-start';

export interface ReviewTask {
  readonly file: string;
  readonly line: string;
  readonly strength: ReviewArgs['strength'];
  readonly seed: number;
  /** This worker judges the decisions at index `first`, `first + every`, … of the line. */
  readonly first: number;
  readonly every: number;
}

export type ReviewWorkerMessage = { readonly kind: 'judged'; readonly index: number; readonly judgement: StepJudgement } | SeriesMessage;

export interface ReviewReport {
  readonly title: string | null;
  readonly gameTitle: string;
  readonly lineName: string;
  readonly players: readonly string[];
  /** The review in the form the app saves in a file. */
  readonly review: SavedReview;
}

const workerUrl = workerModule('review-worker', import.meta.url);

function judgeInWorker(task: ReviewTask, onJudged: (index: number, judgement: StepJudgement) => void): Promise<void> {
  return runSeriesWorker<ReviewWorkerMessage>(workerUrl, task, 'a review worker', (message) => onJudged(message.index, message.judgement), (why) => new CommandError(why));
}

export async function reviewCommand(args: ReviewArgs, stderr: ProgressOutput = process.stderr): Promise<ReviewReport> {
  const read = await readReplay(args.file);
  if (!read.ok) throw new CommandError(read.message);
  const { record, title } = read.loaded;
  const line = args.line ?? MAIN_LINE;
  if (!record.hasLine(line)) {
    throw new CommandError(`the replay has no line ${quoteUntrusted(line)} (lines: ${record.lines.map((l) => l.id).join(', ')})`);
  }
  const total = record.lastStep(line);
  const jobs = Math.max(1, Math.min(args.jobs ?? availableParallelism(), availableParallelism(), total));
  const judged: StepJudgement[] = new Array<StepJudgement>(total);
  const progress = stderr.isTTY ? progressLine(stderr, undefined, 'review', 'decisions') : null;
  let done = 0;
  try {
    if (total > 0) {
      await Promise.all(
        Array.from({ length: jobs }, (_, first) =>
          judgeInWorker({ file: args.file, line, strength: args.strength, seed: args.seed, first, every: jobs }, (index, judgement) => {
            judged[index] = judgement;
            progress?.update(++done, total);
          }),
        ),
      );
    }
  } finally {
    progress?.end();
  }
  return {
    title: title ?? null,
    gameTitle: record.game.title,
    lineName: record.line(line).name,
    players: record.players.map((player) => player.name),
    review: savedReview({ ...reviewHeader(record.game, record.initial, line, args.strength, args.seed), steps: judged }),
  };
}
