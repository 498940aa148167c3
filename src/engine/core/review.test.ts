import { describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import { GameRecord, MAIN_LINE } from './record';
import { adviceText, budgetFor, certaintyText, judgeDecision, markFor, reviewLine, valueText, type Decision } from './review';

const THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

/** Seat 1 holds K♣ 2♣ 3♣ (18) with one action left; seat 2 holds two cards seat 1 cannot see. */
function lastAction(hidden: [string, string], deck: string[]): FixtureState {
  const seen = ['KC', '2C', '3C'];
  return {
    rng: [1, 2, 3, 4],
    deck: deck as FixtureState['deck'],
    hands: [seen as FixtureState['hands'][0], hidden as FixtureState['hands'][0]],
    discard: [],
    turn: 0,
    passesInRow: 0,
    actionsLeft: 1,
  };
}

const REST = ['AC', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC'];

function decision(before: FixtureState, action: FixtureAction): Decision<FixtureState, FixtureAction> {
  return { step: 5, before, seat: before.turn, action };
}

describe('markFor: a step is marked by the lower end of its loss interval', () => {
  it.each([
    { loss: 0.3, margin: 0.05, mark: 'blunder' },
    { loss: 0.3, margin: 0.15, mark: 'mistake' },
    { loss: 0.12, margin: 0.05, mark: 'inaccuracy' },
    { loss: 0.12, margin: 0.12, mark: null },
    { loss: 0.04, margin: 0, mark: null },
  ] as const)('loss $loss ± $margin is $mark', ({ loss, margin, mark }) => {
    expect(markFor(loss, margin, THRESHOLDS)).toBe(mark);
  });
});

describe('judgeDecision on Draw or Pass', () => {
  const before = lastAction(['JC', 'QC'], REST.filter((card) => card !== 'JC' && card !== 'QC'));

  it('marks throwing away the king a blunder, with drawing as the better move', () => {
    const judged = judgeDecision(fixtureGame, decision(before, { type: 'discard', card: 'KC' }), 'standard', 11);
    expect(judged.mark).toBe('blunder');
    expect(judged.best.label).toBe('Draw');
    expect(judged.played.value).toBeLessThan(0.1);
    expect(judged.loss - judged.margin).toBeGreaterThan(THRESHOLDS.blunder);
    // A mark is confirmed on worlds of its own, after those the better move was chosen in.
    expect(judged.worlds).toBeGreaterThanOrEqual(2 * fixtureGame.review!.budget.worlds);
    expect(judged.marks?.highlights ?? []).toEqual([]);
    expect(adviceText(fixtureGame.review!.measure, judged)).toMatch(/^Draw instead: \d% → \d+%$/);
    expect(certaintyText(fixtureGame.review!.measure, judged)).toMatch(/^\d+ deals consistent with what the mover saw; loss ±\d+ points \(95%\)$/);
  });

  it('leaves the best move unmarked, with no loss', () => {
    const judged = judgeDecision(fixtureGame, decision(before, { type: 'draw' }), 'standard', 11);
    expect(judged.mark).toBeNull();
    expect(judged.loss).toBe(0);
    expect(judged.best.label).toBe('Draw');
  });

  it('never marks a forced move', () => {
    // Seat 1 holds nothing and the deck is empty: passing is all it can do.
    const forced: FixtureState = { rng: [1, 2, 3, 4], deck: [], hands: [[], ['KC', 'QC', 'JC', '10C', '9C']], discard: ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C'], turn: 0, passesInRow: 0, actionsLeft: 3 };
    const judged = judgeDecision(fixtureGame, decision(forced, { type: 'pass' }), 'standard', 11);
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.sides[0]).toBe(0);
  });

  it('does not change when the cards hidden from the mover are dealt otherwise (no peeking)', () => {
    const played: FixtureAction = { type: 'discard', card: 'KC' };
    const judged = judgeDecision(fixtureGame, decision(before, played), 'standard', 11);
    const redeals: [string, string][] = [
      ['AC', '4C'],
      ['9C', '10C'],
      ['QC', '5C'],
    ];
    for (const hidden of redeals) {
      const other = lastAction(hidden, REST.filter((card) => !hidden.includes(card)).reverse());
      expect(judgeDecision(fixtureGame, decision(other, played), 'standard', 11)).toEqual(judged);
    }
  });

  it('gives the same judgement for the same seed', () => {
    const played: FixtureAction = { type: 'pass' };
    expect(judgeDecision(fixtureGame, decision(before, played), 'quick', 5)).toEqual(judgeDecision(fixtureGame, decision(before, played), 'quick', 5));
  });
});

describe('reviewLine', () => {
  it('judges every decision of a line in order and reports progress', () => {
    const record = GameRecord.start<FixtureState, FixtureAction>(fixtureGame, { suits: 1, budget: 6 }, [{ name: 'Ann', bot: null }, { name: 'Ben', bot: null }], 7);
    let cursor = { line: MAIN_LINE, step: 0 };
    for (const action of [{ type: 'draw' }, { type: 'draw' }, { type: 'pass' }, { type: 'draw' }] as FixtureAction[]) {
      const result = record.play(cursor, record.stateAt(cursor).turn, action);
      if (!result.ok) throw new Error(result.reason);
      cursor = result.cursor;
    }
    const progress: number[] = [];
    const review = reviewLine(record, MAIN_LINE, 'quick', 3, (_judged, done) => progress.push(done));
    expect(review.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(review.steps.map((s) => s.seat)).toEqual([0, 1, 0, 1]);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(review.sides.map((side) => side.name)).toEqual(['Seat 1', 'Seat 2']);
    for (const step of review.steps) expect(step.sides.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});

describe('figures in words', () => {
  it.each([
    { measure: { kind: 'chance', words: 'chance to win' }, value: 0.614, text: '61%' },
    { measure: { kind: 'points', words: 'round margin' }, value: 12.4, text: '+12 points' },
    { measure: { kind: 'points', words: 'round margin' }, value: -1, text: '−1 point' },
  ] as const)('$value is $text', ({ measure, value, text }) => {
    expect(valueText(measure, value)).toBe(text);
  });

  it('makes quick lighter and deep heavier than standard', () => {
    const base = { worlds: 24, maxWorlds: 96, candidates: 6 };
    expect(budgetFor(base, 'quick').worlds).toBeLessThan(24);
    expect(budgetFor(base, 'deep').maxWorlds).toBeGreaterThan(96);
  });
});
