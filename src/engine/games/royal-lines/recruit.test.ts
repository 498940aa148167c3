import { describe, expect, it } from 'vitest';
import { resolveRecruitment } from './recruit';
import { position } from './test-position';
import { recruit } from './test-play';
import type { CardId, Play, PromiseCard } from './types';

function plays(cards: readonly string[]): Play[] {
  return cards.map((card, seat) => ({ by: seat, card: card as PromiseCard }));
}

function outcome(ship: readonly string[], cards: readonly string[]) {
  const result = resolveRecruitment(ship as CardId[], plays(cards));
  return {
    winner: result.winner?.card ?? null,
    colonial: result.colonialIndex >= 0 ? ship[result.colonialIndex] : null,
    cancelled: result.cancelled.map((play) => play.card),
  };
}

describe('recruiting rules', () => {
  it.each<[string, string[], string[], string | null, string | null, string[]]>([
    ['the highest promise of an attractive suit wins', ['KH', 'QS'], ['9H', '10D', '5S'], '9H', 'KH', []],
    ['promises of suits not in the ship never win', ['KH'], ['2H', '10S', '10D'], '2H', 'KH', []],
    ['only the topmost colonial of a suit is recruitable', ['JS', 'KS'], ['5S'], '5S', 'KS', []],
    ['... which is the one that arrived last', ['KS', 'JS'], ['5S'], '5S', 'JS', []],
    ['equal promises: the topmost attracted colonial decides (spades on top)', ['KH', 'QS'], ['9H', '9S'], '9S', 'QS', []],
    ['equal promises: the topmost attracted colonial decides (hearts on top)', ['QS', 'KH'], ['9H', '9S'], '9H', 'KH', []],
    ['nobody plays an attractive suit: no winner', ['KH', 'QS'], ['9D', '10C'], null, null, []],
    ['an ace is recruited by its suit', ['AH', 'KS'], ['2H', '2C'], '2H', 'AH', []],
  ])('%s', (_name, ship, cards, winner, colonial, cancelled) => {
    expect(outcome(ship, cards)).toEqual({ winner, colonial, cancelled });
  });
});

describe('recruiting a joker', () => {
  it.each<[string, string[], string[], string | null, string | null, string[]]>([
    ['the example: ♥9, ♠8, ♣9, ♣4 with hearts and clubs as joker suits — the 8♠ wins', ['KD', 'JK1', 'QS'], ['9H', '8S', '9C', '4C'], '8S', 'QS', ['9H', '9C']],
    ['a free suit recruits the joker', ['KD', 'QS', 'JK1'], ['5H', '4C', '2D'], '5H', 'JK1', []],
    ['a suit present in the ship never recruits the joker', ['AH', 'JK1'], ['9H'], '9H', 'AH', []],
    ['with all four suits present the joker is not available', ['KD', 'QS', 'JH', 'JC', 'JK1'], ['10H'], '10H', 'JH', []],
    ['a joker below a tied natural suit loses on suit order', ['JK1', 'QS'], ['9H', '9S'], '9S', 'QS', []],
    ['a joker on top wins a tie with a natural suit', ['QS', 'JK1'], ['9H', '9S'], '9H', 'JK1', []],
    ['two joker suits tie on top: both cancel and the natural 9 wins', ['QS', 'JK1'], ['9H', '9C', '9S'], '9S', 'QS', ['9H', '9C']],
    ['a natural suit on top beats tied joker suits without a draw', ['JK1', 'QS'], ['9H', '9C', '9S'], '9S', 'QS', []],
    ['draws cascade: the 9s cancel, then the 8s, and the 5♠ wins', ['QS', 'JK1'], ['9H', '9C', '8H', '8D', '5S'], '5S', 'QS', ['9H', '9C', '8H', '8D']],
    ['three joker suits equally high all cancel', ['QS', 'JK1'], ['7H', '7C', '7D', '3S'], '3S', 'QS', ['7H', '7C', '7D']],
    ['after the draw a lower joker suit can still win the joker', ['QS', 'JK1'], ['9H', '9C', '4C'], '4C', 'JK1', ['9H', '9C']],
    ['everything cancels: no winner', ['JK1'], ['9H', '9C'], null, null, ['9H', '9C']],
    ['of two jokers the topmost is recruited', ['JK1', 'QS', 'JK2'], ['5H'], '5H', 'JK2', []],
  ])('%s', (_name, ship, cards, winner, colonial, cancelled) => {
    expect(outcome(ship, cards)).toEqual({ winner, colonial, cancelled });
  });
});

describe('a recruitment at the table', () => {
  it('plays the joker-draw example through the rules: seat 2 recruits the Q♠ with the 8♠', () => {
    const state = position({ ship: ['KD', 'JK1', 'QS'], hands: [['9H', '2D'], ['8S', '3D'], ['9C', '4D'], ['4C', '5D']] });
    recruit(state, ['9H', '8S', '9C', '4C']);
    expect(state.lines).toEqual([[], ['QS'], [], []]);
    expect(state.ship).toEqual(['KD', 'JK1']);
    expect(state.lastRecruitment).toMatchObject({
      result: 'recruited',
      winner: { by: 1, card: '8S' },
      colonial: 'QS',
      cancelled: [{ by: 0, card: '9H' }, { by: 2, card: '9C' }],
    });
    expect(state.played).toEqual(expect.arrayContaining(['9H', '8S', '9C', '4C']));
    expect(state.hands).toEqual([['2D'], ['3D'], ['4D'], ['5D']]);
  });

  it('discards the topmost colonial when nobody plays an attractive suit', () => {
    const state = position({ ship: ['KH', 'QS', 'JS'], hands: [['9D', '2D'], ['10C', '3D'], ['4D', '5D']] });
    recruit(state, ['9D', '10C', '4D']);
    expect(state.ship).toEqual(['KH', 'QS']);
    expect(state.discard.at(-1)).toBe('JS');
    expect(state.lastRecruitment).toMatchObject({ result: 'discarded', winner: null, colonial: 'JS' });
    expect(state.lines).toEqual([[], [], []]);
  });

  it('discards the topmost colonial when the joker draw leaves no promise', () => {
    const state = position({ ship: ['KD', 'QS', 'JK1'], hands: [['9H', '2D'], ['9C', '3D'], ['2S', '5D']], seats: 3 });
    recruit(state, ['9H', '9C', '2S']);
    expect(state.lines[2]).toEqual(['QS']);
    const other = position({ ship: ['KD', 'QS', 'JK1'], hands: [['9H', '2D'], ['9C', '3D'], ['3C', '5D']], seats: 3 });
    recruit(other, ['9H', '9C', '3C']);
    expect(other.lines[2]).toEqual(['JK1']);
    const none = position({ ship: ['KD', 'JK1'], hands: [['9H', '2D'], ['9C', '3D'], ['9S', '5D']] });
    recruit(none, ['9H', '9C', '9S']);
    expect(none.lastRecruitment).toMatchObject({ result: 'discarded', winner: null, colonial: 'JK1' });
    expect(none.lastRecruitment?.cancelled.map((play) => play.card)).toEqual(['9H', '9C', '9S']);
    expect(none.discard.at(-1)).toBe('JK1');
  });
});
