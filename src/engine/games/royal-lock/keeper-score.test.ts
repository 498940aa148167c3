import { describe, expect, it } from 'vitest';
import type { Rank } from '../../core/cards';
import { redCards } from './cards';
import type { Cell } from './types';
import { drawExpectation, drawOutcomes, gridValue, nextDrawPool, nextTurnCanFinish, type ImaginedSpace } from './keeper-score';
import { position } from './test-position';

const card = (id: string, locked = false): ImaginedSpace => ({ kind: 'card', card: id as never, locked });
const nextMarker: Cell = 4;

describe('keeper draw odds', () => {
  it('gives the exact chances of 2 cards from the full red deck', () => {
    const outcomes = drawOutcomes(redCards(), new Set<Rank>(['5']));
    const chance = (a: Rank | null, b: Rank | null) =>
      outcomes.find((o) => (o.ranks[0] === a && o.ranks[1] === b) || (o.ranks[0] === b && o.ranks[1] === a))?.probability;
    // 325 ways to draw 2 of 26: 1 pair of fives, 2 × 24 single fives, 276 draws without a five.
    expect(chance('5', '5')).toBeCloseTo(1 / 325, 12);
    expect(chance('5', null)).toBeCloseTo(48 / 325, 12);
    expect(chance(null, null)).toBeCloseTo(276 / 325, 12);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('draws from the deck, from everything red when it must reshuffle, and from nothing under the loss variant', () => {
    expect(nextDrawPool(position({ grid: Array(9).fill('AS'), redDeck: ['2H', '3H', '4H'] }))).toEqual(['2H', '3H', '4H']);
    expect(nextDrawPool(position({ grid: Array(9).fill('AS'), redDeck: ['2H'] }))).toHaveLength(26);
    expect(nextDrawPool(position({ grid: Array(9).fill('AS'), redDeck: ['2H'], options: { redDeckOut: 'loss' } }))).toBeNull();
  });
});

describe('keeper grid judgement', () => {
  const plain = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'].map((id) => card(id));

  it('calls a grid with an empty line lost', () => {
    expect(gridValue([null, null, null, ...plain.slice(3)], nextMarker)).toBeNull();
  });

  it('values locked royals in a line above the same cards unlocked, and both above plain cards', () => {
    const locked = gridValue([card('KS', true), card('QS', true), ...plain.slice(2)], nextMarker)!;
    const upright = gridValue([card('KS'), card('QS'), ...plain.slice(2)], nextMarker)!;
    expect(locked).toBeGreaterThan(upright);
    expect(upright).toBeGreaterThan(gridValue(plain, nextMarker)!);
  });

  it('fears a draw that can empty a line', () => {
    const safe = [null, null, card('AS', true), ...plain.slice(3)];
    const exposed = [null, null, card('AS'), ...plain.slice(3)];
    expect(drawExpectation(redCards(), safe, nextMarker)).toBeGreaterThan(drawExpectation(redCards(), exposed, nextMarker));
  });
});

describe('a line the next turn can finish', () => {
  const TOP_ROW: Cell[] = [0, 1, 2];
  const mask = (...cells: Cell[]) => cells.reduce((bits, cell) => bits | (1 << cell), 0);

  it.each([
    { case: 'three locks and steps between them', locked: [], marker: 1, finish: false },
    { case: 'the last lock where the marker stands', locked: [0, 1], marker: 2, finish: true },
    { case: 'two steps, then the last lock', locked: [0, 1], marker: 8, finish: true },
    { case: 'four steps away', locked: [0, 1], marker: 6, finish: false },
    { case: 'unlock the card outside, step, lock', locked: [0, 1, 5], marker: 5, finish: true },
    { case: 'the lock limit: unlocking first costs the steps back', locked: [0, 1, 5], marker: 2, finish: false },
    { case: 'two locks and an unlock are too many jobs with a step', locked: [0, 5], marker: 1, finish: false },
  ] satisfies { case: string; locked: Cell[]; marker: Cell; finish: boolean }[])(
    'top row, locked $locked, next marker on $marker: $case',
    ({ locked, marker, finish }) => {
      expect(nextTurnCanFinish(TOP_ROW, mask(...locked), marker)).toBe(finish);
    },
  );

  const plain = ['5S', '6S', '7S', '8S', '9S', '2S'].map((id) => card(id));
  it.each([
    { case: 'an unlocked royal', third: card('JS') },
    { case: 'a card not seen yet, likely plain', third: { kind: 'unseen', royalChance: 0.3 } as ImaginedSpace },
  ])('values a row of two locked royals and $case more when the next marker stands by it', ({ third }) => {
    const grid = [card('KS', true), card('QS', true), third, ...plain];
    expect(gridValue(grid, 2)!).toBeGreaterThan(gridValue(grid, 6)!);
    expect(gridValue(grid, 6)).toBe(gridValue(grid, null));
  });

  it('sees no threat in a row holding a plain card', () => {
    const grid = [card('KS', true), card('QS', true), card('5S'), ...plain];
    expect(gridValue(grid, 2)).toBe(gridValue(grid, null));
  });
});
