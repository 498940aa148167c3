import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGame, emptyTally, histogram, MAX_BINS, mergeTallies, SHARE_UNIT, wilson95, type SimTally } from './sim-stats';

type Game = { actions: readonly unknown[]; outcome: { label: string; winners: number[] } | null; scores: readonly number[] | null };

function game(length: number, outcome: Game['outcome'], scores: readonly number[] | null = null): Game {
  return { actions: Array.from({ length }), outcome, scores };
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
    const tally = tallyOf([game(10, { label: 'win', winners: [0] }, [12, -3, 5]), game(4, { label: 'draw', winners: [0, 2] }, [7, 5, 7]), game(30, null), game(10, { label: 'win', winners: [1] }, [0, 5, 2])]);
    expect(tally).toEqual({
      games: 4,
      totalActions: 54,
      minActions: 4,
      maxActions: 30,
      unfinished: 1,
      outcomes: { win: 2, draw: 1 },
      winsBySeat: [2, 1, 1],
      shareUnitsBySeat: [SHARE_UNIT * 1.5, SHARE_UNIT, SHARE_UNIT / 2],
      actionCounts: { 4: 1, 10: 2, 30: 1 },
      scoreCountsBySeat: [{ 0: 1, 7: 1, 12: 1 }, { '-3': 1, 5: 2 }, { 2: 1, 5: 1, 7: 1 }],
    });
  });

  it('splits a win among up to 16 seats into whole units', () => {
    for (let k = 1; k <= 16; k++) expect(Number.isInteger(SHARE_UNIT / k)).toBe(true);
  });

  const games = fc.array(
    fc.record({
      length: fc.nat(500),
      outcome: fc.option(fc.record({ label: fc.constantFrom('win', 'loss', 'draw'), winners: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }) }), { nil: null }),
      scores: fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })),
    }),
    { maxLength: 40 },
  );

  it('add up the same whatever the split into parts and the order of merging', () => {
    fc.assert(
      fc.property(games, fc.array(fc.nat(40), { maxLength: 5 }), (played, cuts) => {
        const all = played.map((g) => game(g.length, g.outcome, g.outcome ? g.scores : null));
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

describe('histogram', () => {
  it.each<[string, Record<string, number>, { from: number; to: number; games: number }[]]>([
    ['no values', {}, []],
    ['one value', { 7: 3 }, [{ from: 7, to: 7, games: 3 }]],
    ['a narrow spread, one value a bin, gaps kept', { 3: 1, 5: 2 }, [{ from: 3, to: 3, games: 1 }, { from: 4, to: 4, games: 0 }, { from: 5, to: 5, games: 2 }]],
    ['a spread of 21 values, in bins of 2', { 10: 1, 11: 1, 30: 4 }, [{ from: 10, to: 11, games: 2 }, ...Array.from({ length: 9 }, (_, i) => ({ from: 12 + 2 * i, to: 13 + 2 * i, games: 0 })), { from: 30, to: 31, games: 4 }]],
    ['negative points, in bins of 5 from a round start', { '-7': 1, 0: 2, 52: 1 }, [
      { from: -10, to: -6, games: 1 },
      { from: -5, to: -1, games: 0 },
      { from: 0, to: 4, games: 2 },
      ...Array.from({ length: 9 }, (_, i) => ({ from: 5 + 5 * i, to: 9 + 5 * i, games: 0 })),
      { from: 50, to: 54, games: 1 },
    ]],
  ])('%s', (_case, counts, bins) => {
    expect(histogram(counts)).toEqual(bins);
  });

  it('keeps every game and at most MAX_BINS bins, however wide the spread', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.integer({ min: -100_000, max: 100_000 }).map(String), fc.integer({ min: 1, max: 9 }), { minKeys: 1 }), (counts) => {
        const bins = histogram(counts);
        expect(bins.length).toBeLessThanOrEqual(MAX_BINS);
        expect(bins.reduce((sum, bin) => sum + bin.games, 0)).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
      }),
    );
  });
});
