import { describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import type { AnyGameDefinition } from './game';
import { GameRecord, MAIN_LINE } from './record';
import { checkReplayJson, recordToReplay, replayToRecord, ReplayError } from './replay-file';
import { reviewLine } from './review';
import { reviewOfLine, savedReview, shownMark, withReview, withStepNote, withStepUnmarked, withoutReview, type SavedReview } from './review-file';

const SAVED_AT = '2026-12-06T12:00:00.000Z';
const findFixture = (id: string): AnyGameDefinition | undefined => (id === fixtureGame.id ? fixtureGame : undefined);

function reviewedGame(): GameRecord<FixtureState, FixtureAction> {
  const record = GameRecord.start<FixtureState, FixtureAction>(fixtureGame, { suits: 1, budget: 8 }, [{ name: 'Ann', bot: null }, { name: 'Ben', bot: null }], 7);
  let cursor = { line: MAIN_LINE, step: 0 };
  for (const action of [{ type: 'draw' }, { type: 'draw' }, { type: 'draw' }, { type: 'pass' }] as FixtureAction[]) {
    const result = record.play(cursor, record.stateAt(cursor).turn, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  record.reviews = [savedReview(reviewLine(record, MAIN_LINE, 'quick', 9))];
  return record;
}

function fileOf(record: GameRecord<FixtureState, FixtureAction>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 4 }, savedAt: SAVED_AT }))) as Record<string, unknown>;
}

function refusal(json: unknown): string {
  try {
    replayToRecord(checkReplayJson(json), findFixture);
  } catch (error) {
    if (error instanceof ReplayError) return error.message;
    throw error;
  }
  throw new Error('the file was opened');
}

describe('a review saved in the replay file', () => {
  it('opens as it was saved, with its engine, strength and seed', () => {
    const record = reviewedGame();
    const loaded = replayToRecord(checkReplayJson(fileOf(record)), findFixture);
    expect(loaded.record.reviews).toEqual(record.reviews);
    const review = reviewOfLine(loaded.record.reviews, MAIN_LINE)!;
    expect(review).toMatchObject({ kind: 'review', version: 1, engine: 'royal-table-review/1', strength: 'quick', seed: 9 });
    expect(review.steps).toHaveLength(4);
  });

  it('leaves the reviews out of a file that has none', () => {
    const record = reviewedGame();
    record.reviews = [];
    expect(fileOf(record)).not.toHaveProperty('reviews');
  });

  const tamperings: { name: string; change: (review: Record<string, unknown> & { steps: Record<string, unknown>[] }) => void; message: RegExp }[] = [
    { name: 'a move the game did not make', change: (r) => (r.steps[1]!.played = { action: { type: 'pass' }, label: 'Pass', value: 0 }), message: /step 2 is not the move the game made there/ },
    { name: 'a step past the end of its line', change: (r) => (r.steps[3]!.step = 40), message: /past the end of its line/ },
    { name: 'a line the game does not have', change: (r) => (r.line = 'elsewhere'), message: /a line the game does not have/ },
    { name: 'steps out of order', change: (r) => r.steps.reverse(), message: /out of order/ },
    { name: 'a better move that is no move', change: (r) => (r.steps[0]!.best = { action: { type: 'fly' }, label: 'Fly', value: 1 }), message: /not a move of Draw or Pass/ },
    { name: 'an unknown strength', change: (r) => (r.strength = 'godlike'), message: /damaged|strength/i },
  ];

  it.each(tamperings)('is refused with a message when it claims $name', ({ change, message }) => {
    const json = fileOf(reviewedGame());
    change((json.reviews as never[])[0]!);
    expect(refusal(json)).toMatch(message);
  });

  it('is left out when its line no longer fits the record', () => {
    const record = reviewedGame();
    record.reviews = [{ ...record.reviews[0]!, line: 'gone' }];
    expect(fileOf(record)).not.toHaveProperty('reviews');
  });
});

describe('editing a review like any annotation', () => {
  const review = (): SavedReview[] => reviewedGame().reviews.slice();

  it('puts the teacher’s words on a step and takes them away again', () => {
    const noted = withStepNote(review(), MAIN_LINE, 2, '  Count the deck first.  ');
    expect(noted[0]!.steps[1]!.note).toBe('Count the deck first.');
    expect(withStepNote(noted, MAIN_LINE, 2, '')[0]!.steps[1]).not.toHaveProperty('note');
  });

  it('takes a mark away and gives it back, keeping the judgement', () => {
    const reviews = review();
    const step = { ...reviews[0]!.steps[0]!, mark: 'mistake' as const };
    const marked = [{ ...reviews[0]!, steps: [step, ...reviews[0]!.steps.slice(1)] }];
    const unmarked = withStepUnmarked(marked, MAIN_LINE, 1, true);
    expect(shownMark(unmarked[0]!.steps[0]!)).toBeNull();
    expect(unmarked[0]!.steps[0]!.mark).toBe('mistake');
    expect(shownMark(withStepUnmarked(unmarked, MAIN_LINE, 1, false)[0]!.steps[0]!)).toBe('mistake');
  });

  it('keeps one review a line: a new one replaces the old, and it can be deleted', () => {
    const reviews = review();
    const again = { ...reviews[0]!, seed: 10 };
    expect(withReview(reviews, again)).toEqual([again]);
    expect(withoutReview(reviews, MAIN_LINE)).toEqual([]);
  });
});
