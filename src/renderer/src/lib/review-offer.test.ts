import { describe, expect, it } from 'vitest';
import { REVIEW_WAITS, reviewRefusal, type ReviewSituation } from './review-offer';

const open: ReviewSituation = { hasReview: true, gameTitle: 'Royal Lines', openReason: 'finished', pickedUp: false, puzzle: false, noMoves: false };

describe('reviewRefusal', () => {
  it.each([
    { name: 'a finished game', change: {}, refusal: null },
    { name: 'a replay opened from a file', change: { openReason: 'replay' }, refusal: null },
    { name: 'a teacher table', change: { openReason: 'teacher' }, refusal: null },
    { name: 'a game of bots alone', change: { openReason: 'no-players' }, refusal: null },
    { name: 'a game still being played', change: { openReason: null }, refusal: REVIEW_WAITS },
    { name: 'a saved game picked up to be played on', change: { openReason: 'replay', pickedUp: true }, refusal: REVIEW_WAITS },
    { name: 'a puzzle being solved', change: { puzzle: true }, refusal: 'This is a puzzle: a review would give its answer away.' },
    { name: 'a line with no move', change: { noMoves: true }, refusal: 'Nothing has been played on this line yet: there is no move to review.' },
    { name: 'a game with no review', change: { hasReview: false }, refusal: 'Royal Lines has no game review.' },
  ] as const)('in $name: $refusal', ({ change, refusal }) => {
    expect(reviewRefusal({ ...open, ...change })).toBe(refusal);
  });
});
