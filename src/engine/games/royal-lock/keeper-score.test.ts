import { describe, expect, it } from 'vitest';
import type { Rank } from '../../core/cards';
import { redCards } from './cards';
import { drawExpectation, drawOutcomes, gridValue, nextDrawPool, type ImaginedSpace } from './keeper-score';
import { position } from './test-position';

const card = (id: string, locked = false): ImaginedSpace => ({ kind: 'card', card: id as never, locked });

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
    expect(gridValue([null, null, null, ...plain.slice(3)])).toBeNull();
  });

  it('values locked royals in a line above the same cards unlocked, and both above plain cards', () => {
    const locked = gridValue([card('KS', true), card('QS', true), ...plain.slice(2)])!;
    const upright = gridValue([card('KS'), card('QS'), ...plain.slice(2)])!;
    expect(locked).toBeGreaterThan(upright);
    expect(upright).toBeGreaterThan(gridValue(plain)!);
  });

  it('fears a draw that can empty a line', () => {
    const safe = [null, null, card('AS', true), ...plain.slice(3)];
    const exposed = [null, null, card('AS'), ...plain.slice(3)];
    expect(drawExpectation(redCards(), safe)).toBeGreaterThan(drawExpectation(redCards(), exposed));
  });
});
