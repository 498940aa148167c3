/**
 * Reviews kept with a record and saved in its file: a kind of annotation of
 * their own, one per reviewed line, stamped with the judge's version, the
 * strength and the seed that made it, so a teacher can send a reviewed game
 * and it opens without being judged again.
 *
 * Everything read from a file is untrusted: the schema bounds every field,
 * and fitReviews checks a review against the record it came with — its line
 * exists, each judged step is a step of that line with the same mover and
 * move. A teacher may edit a step's words or take its mark away; the
 * judgement itself stays as the judge made it.
 */
import { z } from 'zod';
import { targetSchema } from './annotations';
import type { AnyGameDefinition, BaseAction, BaseState } from './game';
import { MARKS, STRENGTHS, type GameReview, type StepJudgement } from './review';
import type { GameRecord } from './record';

export const REVIEW_FILE_VERSION = 1;
export const MAX_REVIEW_NOTE = 400;
const MAX_LABEL = 200;
const MAX_SIDES = 16;
const MAX_STEPS = 200_000;

/** A review step as stored, with the teacher's own words where they replaced the advice. */
export interface SavedJudgement extends StepJudgement {
  /** The teacher's words for this step, shown instead of the judge's advice. */
  readonly note?: string;
  /** The teacher took the mark away: the judgement stays, the step is not marked. */
  readonly unmarked?: true;
}

export interface SavedReview extends Omit<GameReview, 'steps'> {
  readonly kind: 'review';
  readonly version: typeof REVIEW_FILE_VERSION;
  readonly steps: readonly SavedJudgement[];
}

const figure = z.number().finite().min(-1e6).max(1e6);
const marksSchema = z
  .object({
    highlights: z.array(targetSchema).max(20),
    arrows: z.array(z.object({ from: targetSchema, to: targetSchema }).strict()).max(20),
  })
  .strict();
const movedSchema = z.object({ action: z.unknown(), label: z.string().max(MAX_LABEL), value: figure }).strict();

const judgementSchema = z
  .object({
    step: z.number().int().min(1).max(MAX_STEPS),
    seat: z.number().int().min(0).max(MAX_SIDES - 1),
    forced: z.boolean(),
    played: movedSchema,
    best: movedSchema,
    loss: figure.min(0),
    margin: figure.min(0),
    worlds: z.number().int().min(0).max(1_000_000),
    exact: z.boolean(),
    mark: z.enum(MARKS).nullable(),
    sides: z.array(figure).max(MAX_SIDES),
    marks: marksSchema.nullable(),
    note: z.string().max(MAX_REVIEW_NOTE).optional(),
    unmarked: z.literal(true).optional(),
  })
  .strict();

export const savedReviewSchema: z.ZodType<SavedReview> = z
  .object({
    kind: z.literal('review'),
    version: z.literal(REVIEW_FILE_VERSION),
    engine: z.string().min(1).max(64),
    game: z.string().min(1).max(40),
    line: z.string().min(1).max(64),
    strength: z.enum(STRENGTHS),
    seed: z.number().int().min(0).max(2147483647),
    measure: z.object({ kind: z.enum(['chance', 'points']), words: z.string().min(1).max(60) }).strict(),
    thresholds: z.object({ inaccuracy: figure.min(0), mistake: figure.min(0), blunder: figure.min(0) }).strict(),
    sides: z
      .array(z.object({ name: z.string().min(1).max(60), seats: z.array(z.number().int().min(0).max(MAX_SIDES - 1)).min(1).max(MAX_SIDES) }).strict())
      .min(1)
      .max(MAX_SIDES),
    steps: z.array(judgementSchema).max(MAX_STEPS),
  })
  .strict();

export const savedReviewsSchema = z.array(savedReviewSchema).max(1000);

/** A finished review in the form the record keeps and the file stores. */
export function savedReview(review: GameReview): SavedReview {
  return { kind: 'review', version: REVIEW_FILE_VERSION, ...review };
}

/** The mark a step shows: none where the teacher took it away. */
export function shownMark(judgement: SavedJudgement): StepJudgement['mark'] {
  return judgement.unmarked ? null : judgement.mark;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Why a stored review cannot stand beside this record, or null when it fits. */
export function reviewProblem(review: SavedReview, record: GameRecord<BaseState, BaseAction>): string | null {
  const game: AnyGameDefinition = record.game;
  if (review.game !== game.id) return `a review of another game is kept with this ${game.title} game`;
  if (!record.hasLine(review.line)) return `a review is kept for a line the game does not have`;
  const last = record.lastStep(review.line);
  let previous = 0;
  for (const judged of review.steps) {
    if (judged.step <= previous) return `the review of a line lists its steps out of order`;
    previous = judged.step;
    if (judged.step > last) return `the review judges step ${judged.step}, past the end of its line`;
    const made = record.stepAt({ line: review.line, step: judged.step })!;
    if (made.seat !== judged.seat || !sameJson(made.action, judged.played.action)) {
      return `the review's step ${judged.step} is not the move the game made there`;
    }
    if (!game.actionSchema.safeParse(judged.best.action).success) return `the review's better move at step ${judged.step} is not a move of ${game.title}`;
    if (judged.sides.length !== review.sides.length) return `the review's step ${judged.step} does not give a figure for every side`;
  }
  return null;
}

/** The reviews that still stand beside the record: those whose line and moves are unchanged. */
export function standingReviews(reviews: readonly SavedReview[], record: GameRecord<BaseState, BaseAction>): SavedReview[] {
  return reviews.filter((review) => reviewProblem(review, record) === null);
}

/** The reviews with `review` in place of any earlier one of the same line. */
export function withReview(reviews: readonly SavedReview[], review: SavedReview): SavedReview[] {
  return [...reviews.filter((other) => other.line !== review.line), review];
}

export function withoutReview(reviews: readonly SavedReview[], line: string): SavedReview[] {
  return reviews.filter((other) => other.line !== line);
}

export function reviewOfLine(reviews: readonly SavedReview[], line: string): SavedReview | null {
  return reviews.find((review) => review.line === line) ?? null;
}

function editStep(reviews: readonly SavedReview[], line: string, step: number, edit: (judged: SavedJudgement) => SavedJudgement): SavedReview[] {
  return reviews.map((review) => (review.line !== line ? review : { ...review, steps: review.steps.map((judged) => (judged.step === step ? edit(judged) : judged)) }));
}

/** The teacher's words for a reviewed step; empty words give the judge's advice back. */
export function withStepNote(reviews: readonly SavedReview[], line: string, step: number, note: string): SavedReview[] {
  const words = note.trim().slice(0, MAX_REVIEW_NOTE);
  return editStep(reviews, line, step, ({ note: _old, ...judged }) => (words ? { ...judged, note: words } : judged));
}

/** Takes a step's mark away (or gives it back), keeping the judgement. */
export function withStepUnmarked(reviews: readonly SavedReview[], line: string, step: number, unmarked: boolean): SavedReview[] {
  return editStep(reviews, line, step, ({ unmarked: _old, ...judged }) => (unmarked ? { ...judged, unmarked: true } : judged));
}
