import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { position } from './test-position';
import { recruit } from './test-play';

describe('the pirate ship (2 players)', () => {
  it('plays the top promise of the remaining deck with every recruitment', () => {
    const state = position({ ship: ['JD', 'KH', 'QS'], hands: [['2H', '3D'], ['3H', '4D']], promiseDeck: ['4C', '9D', '5C'] });
    recruit(state, ['2H', '3H']);
    expect(state.lastRecruitment?.plays).toEqual([
      { by: 0, card: '2H' },
      { by: 1, card: '3H' },
      { by: 'pirates', card: '4C' },
    ]);
    expect(state.promiseDeck).toEqual(['9D', '5C']);
    expect(state.played.slice(-3)).toEqual(['2H', '3H', '4C']);
  });

  it('discards what the pirates win', () => {
    const state = position({ ship: ['KH', 'QS'], hands: [['2H', '3D'], ['3H', '4D']], promiseDeck: ['9S', '9D'] });
    recruit(state, ['2H', '3H']);
    expect(state.lastRecruitment).toMatchObject({ result: 'pirates', winner: { by: 'pirates', card: '9S' }, colonial: 'QS' });
    expect(state.discard.at(-1)).toBe('QS');
    expect(state.lines).toEqual([[], []]);
  });

  it('never takes over: an ace the pirates win is discarded', () => {
    const state = position({ ship: ['KH', 'AS'], hands: [['2H', '3D'], ['3H', '4D']], promiseDeck: ['9S', '9D'] });
    recruit(state, ['2H', '3H']);
    expect(state.settlers).toEqual(['AC', 'AD']);
    expect(state.discard.at(-1)).toBe('AS');
  });

  it('takes part in a joker draw', () => {
    const state = position({ ship: ['KD', 'QS', 'JK1'], hands: [['9H', '3D'], ['2S', '4D']], promiseDeck: ['9C', '9D'] });
    recruit(state, ['9H', '2S']);
    expect(state.lastRecruitment?.cancelled.map((play) => play.by)).toEqual([0, 'pirates']);
    expect(state.lines[1]).toEqual(['QS']);
  });

  it('plays nothing if the promise deck were ever empty', () => {
    const state = position({ ship: ['KH', 'QS'], hands: [['2H', '3D'], ['3H', '4D']], promiseDeck: [] });
    recruit(state, ['2H', '3H']);
    expect(state.lastRecruitment?.plays).toHaveLength(2);
    expect(state.lines[1]).toEqual(['KH']);
  });

  it('always has a promise to play: 22 cards are left for its 7 recruitments in each ship', () => {
    for (const seed of [1, 2, 3]) {
      const state = royalLines.setup(royalLines.defaultOptions(), 2, seed);
      while (state.phase !== 'scored' && state.phase !== 'over') {
        if (state.phase === 'promise') {
          recruit(state, state.hands.map((hand) => hand[hand.length - 1]!));
          expect(state.lastRecruitment?.plays).toHaveLength(3);
        } else {
          const seat = royalLines.activeSeats(state)[0]!;
          royalLines.apply(state, seat, royalLines.legalActions(state, seat)[0]!);
        }
      }
      expect(state.promiseDeck).toHaveLength(15);
    }
  });

  it('keeps the pirates’ settler face down until the round is scored', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 2, 4);
    expect(royalLines.view(state, 0).pirates).toEqual({ settler: null });
    expect(royalLines.hiddenFrom(state, 0)).toContain(state.pirateSettler);
    expect(royalLines.view(state, 'all').pirates).toEqual({ settler: state.pirateSettler });
    expect(royalLines.view(royalLines.setup(royalLines.defaultOptions(), 3, 4), 0).pirates).toBeNull();
  });
});
