import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGame, emptyTally, mergeTallies, SHARE_UNIT, wilson95, type SimTally } from './sim-stats';

type Game = { actions: readonly unknown[]; outcome: { label: string; winners: number[] } | null };

function game(length: number, outcome: Game['outcome']): Game {
  return { actions: Array.from({ length }), outcome };
}

function tallyOf(games: readonly Game[], players = 3): SimTally {
  const tally = emptyTally(players);
  for (const played of games) addGame(tally, played as never);
  return tally;
}

describe('wilson95', () => {
  // Reference values from the Wilson score formula with z = 1.959964.
  it.each([
    [50, 100, 0.5, 0.4038, 0.5962],
    [0, 10, 0, 0, 0.2775],
    [10, 10, 1, 0.7225, 1],
    [1540, 2000, 0.77, 0.751, 0.7879],
  ])('%i of %i: rate %f, interval %f to %f', (wins, games, rate, low, high) => {
    const interval = wilson95(wins, games);
    expect(interval.rate).toBeCloseTo(rate, 4);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('says nothing is known of no games', () => {
    expect(wilson95(0, 0)).toEqual({ rate: null, low: 0, high: 1 });
  });
});

describe('tallies', () => {
  it('counts lengths, outcomes, wins alone and shared, and unfinished games', () => {
    const tally = tallyOf([game(10, { label: 'win', winners: [0] }), game(4, { label: 'draw', winners: [0, 2] }), game(30, null)]);
    expect(tally).toEqual({
      games: 3,
      totalActions: 44,
      minActions: 4,
      maxActions: 30,
      unfinished: 1,
      outcomes: { win: 1, draw: 1 },
      winsBySeat: [2, 0, 1],
      shareUnitsBySeat: [SHARE_UNIT * 1.5, 0, SHARE_UNIT / 2],
    });
  });

  it('splits a win among up to 16 seats into whole units', () => {
    for (let k = 1; k <= 16; k++) expect(Number.isInteger(SHARE_UNIT / k)).toBe(true);
  });

  const games = fc.array(
    fc.record({
      length: fc.nat(500),
      outcome: fc.option(fc.record({ label: fc.constantFrom('win', 'loss', 'draw'), winners: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }) }), { nil: null }),
    }),
    { maxLength: 40 },
  );

  it('add up the same whatever the split into parts and the order of merging', () => {
    fc.assert(
      fc.property(games, fc.array(fc.nat(40), { maxLength: 5 }), (played, cuts) => {
        const all = played.map((g) => game(g.length, g.outcome));
        const whole = tallyOf(all);
        const edges = [0, ...cuts.map((c) => Math.min(c, all.length)).sort((a, b) => a - b), all.length];
        const parts = edges.slice(1).map((end, i) => tallyOf(all.slice(edges[i], end)));
        const forwards = parts.reduce(mergeTallies, emptyTally(3));
        const backwards = [...parts].reverse().reduce(mergeTallies, emptyTally(3));
        expect(forwards).toEqual(whole);
        expect(backwards).toEqual(whole);
      }),
    );
  });
});
