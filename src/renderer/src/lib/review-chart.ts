/**
 * The review's win-chance graph and timeline badges, as plain numbers: where
 * each side's line runs, where the marked steps' dots sit, and which judged
 * step a click nearest falls on. The component only draws what this says.
 */
import type { Mark, ReviewMeasure } from '../../../engine/core/review';
import { shownMark, type SavedJudgement, type SavedReview } from '../../../engine/core/review-file';

/** The signs chess players know: ?! an inaccuracy, ? a mistake, ?? a blunder. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export const MARK_WORDS: Readonly<Record<Mark, string>> = { inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' };

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room kept at the left for the scale, and at top and bottom for the dots. */
  readonly left: number;
  readonly pad: number;
}

export interface ChartDot {
  readonly step: number;
  readonly seat: number;
  readonly side: number;
  readonly mark: Mark;
  readonly x: number;
  readonly y: number;
}

export interface Chart {
  /** The range of values drawn, bottom to top. */
  readonly low: number;
  readonly high: number;
  /** One polyline's points per side, "x,y x,y …". */
  readonly lines: readonly string[];
  readonly dots: readonly ChartDot[];
  /** Where a value of 0 (points) or 50% (chance) runs. */
  readonly middle: number;
  readonly lastStep: number;
}

/** The range a review's figures are drawn over: 0 to 100% for a chance, symmetric about 0 for points. */
export function valueRange(measure: ReviewMeasure, steps: readonly SavedJudgement[]): { low: number; high: number } {
  if (measure.kind === 'chance') return { low: 0, high: 1 };
  const most = steps.reduce((high, judged) => Math.max(high, ...judged.sides.map(Math.abs)), 0);
  const high = most > 0 ? most : 1;
  return { low: -high, high };
}

export function xOf(step: number, lastStep: number, box: ChartBox): number {
  const span = box.width - box.left - box.pad;
  return box.left + (lastStep > 0 ? (step / lastStep) * span : 0);
}

export function yOf(value: number, low: number, high: number, box: ChartBox): number {
  const span = box.height - 2 * box.pad;
  const share = high > low ? (value - low) / (high - low) : 0.5;
  return box.pad + (1 - Math.min(1, Math.max(0, share))) * span;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The graph of a review over a line of `lastStep` steps. */
export function reviewChart(review: SavedReview, lastStep: number, box: ChartBox): Chart {
  const steps = [...review.steps].sort((a, b) => a.step - b.step);
  const { low, high } = valueRange(review.measure, steps);
  const lines = review.sides.map((_, side) =>
    steps
      .filter((judged) => judged.sides[side] !== undefined)
      .map((judged) => `${round(xOf(judged.step, lastStep, box))},${round(yOf(judged.sides[side]!, low, high, box))}`)
      .join(' '),
  );
  const dots: ChartDot[] = [];
  for (const judged of steps) {
    const mark = shownMark(judged);
    if (!mark) continue;
    const side = Math.max(0, review.sides.findIndex((entry) => entry.seats.includes(judged.seat)));
    dots.push({ step: judged.step, seat: judged.seat, side, mark, x: round(xOf(judged.step, lastStep, box)), y: round(yOf(judged.sides[side] ?? (low + high) / 2, low, high, box)) });
  }
  return { low, high, lines, dots, middle: round(yOf((low + high) / 2, low, high, box)), lastStep };
}

/** The judged step nearest to a point `x` across the graph; null when nothing is judged yet. */
export function nearestJudgedStep(review: SavedReview, lastStep: number, box: ChartBox, x: number): number | null {
  let best: { step: number; distance: number } | null = null;
  for (const judged of review.steps) {
    const distance = Math.abs(xOf(judged.step, lastStep, box) - x);
    if (!best || distance < best.distance) best = { step: judged.step, distance };
  }
  return best?.step ?? null;
}

/** The shown mark of each step, for the timeline's badges. */
export function stepMarks(review: SavedReview | null): ReadonlyMap<number, Mark> {
  const marks = new Map<number, Mark>();
  for (const judged of review?.steps ?? []) {
    const mark = shownMark(judged);
    if (mark) marks.set(judged.step, mark);
  }
  return marks;
}

/** A scale label: "100%" or "+120". */
export function scaleText(measure: ReviewMeasure, value: number): string {
  if (measure.kind === 'chance') return `${Math.round(value * 100)}%`;
  return value > 0 ? `+${Math.round(value)}` : String(Math.round(value));
}
