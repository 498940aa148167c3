import { describe, expect, it } from 'vitest';
import type { SavedJudgement, SavedReview } from '../../../engine/core/review-file';
import { nearestJudgedStep, reviewChart, scaleText, stepMarks, valueRange, type ChartBox } from './review-chart';

const box: ChartBox = { width: 230, height: 60, left: 20, pad: 10 };

function judged(step: number, seat: number, sides: number[], mark: SavedJudgement['mark'] = null, unmarked = false): SavedJudgement {
  const move = { action: { type: 'pass' }, label: 'Pass', value: 0 };
  return { step, seat, forced: false, played: move, best: move, loss: 0, margin: 0, worlds: 8, exact: false, mark, sides, marks: null, ...(unmarked ? { unmarked: true as const } : {}) };
}

function review(steps: SavedJudgement[], kind: 'chance' | 'points' = 'chance'): SavedReview {
  return {
    kind: 'review',
    version: 1,
    engine: 'royal-table-review/1',
    game: 'royals',
    line: 'main',
    strength: 'standard',
    seed: 1,
    measure: { kind, words: kind === 'chance' ? 'chance to win' : 'round points' },
    thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
    sides: [
      { name: 'North', seats: [0] },
      { name: 'South', seats: [1] },
    ],
    steps,
  };
}

describe('the review graph', () => {
  it('draws each side from the first judged step to the last, chance from 0 at the bottom to 100% at the top', () => {
    const chart = reviewChart(review([judged(1, 0, [0.5, 0.5]), judged(2, 1, [1, 0]), judged(4, 0, [0, 1])]), 4, box);
    expect(chart.lines).toEqual(['70,30 120,10 220,50', '70,30 120,50 220,10']);
    expect(chart.middle).toBe(30);
  });

  it.each([
    { name: 'a mark', steps: [judged(2, 1, [0.7, 0.3], 'mistake')], dots: [{ step: 2, seat: 1, side: 1, mark: 'mistake', x: 120, y: 38 }] },
    { name: 'a mark the teacher took away', steps: [judged(2, 1, [0.7, 0.3], 'mistake', true)], dots: [] },
    { name: 'no mark', steps: [judged(2, 1, [0.7, 0.3])], dots: [] },
  ])('puts a dot on the mover’s line for $name', ({ steps, dots }) => {
    expect(reviewChart(review(steps), 4, box).dots).toEqual(dots);
  });

  it('draws points symmetric about zero, as far as the largest figure', () => {
    expect(valueRange({ kind: 'points', words: 'round points' }, [judged(1, 0, [-30, 30]), judged(2, 1, [120, -120])])).toEqual({ low: -120, high: 120 });
    expect(valueRange({ kind: 'points', words: 'round points' }, [])).toEqual({ low: -1, high: 1 });
    expect(scaleText({ kind: 'points', words: 'round points' }, 120)).toBe('+120');
    expect(scaleText({ kind: 'chance', words: 'chance to win' }, 0.5)).toBe('50%');
  });

  it.each([
    { x: 0, step: 1 },
    { x: 110, step: 2 },
    { x: 190, step: 4 },
  ])('seeks the judged step nearest to a click at x=$x', ({ x, step }) => {
    expect(nearestJudgedStep(review([judged(1, 0, [0.5, 0.5]), judged(2, 1, [1, 0]), judged(4, 0, [0, 1])]), 4, box, x)).toBe(step);
  });

  it('tells the timeline each marked step’s mark, leaving out a mark taken away', () => {
    const marks = stepMarks(review([judged(1, 0, [0.5, 0.5], 'blunder'), judged(2, 1, [1, 0], 'inaccuracy', true), judged(3, 0, [1, 0])]));
    expect([...marks]).toEqual([[1, 'blunder']]);
    expect(stepMarks(null).size).toBe(0);
  });
});
