import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { attractions } from './ship';
import { position } from './test-position';
import { recruit } from './test-play';

const NEW_SHIP = ['JD', 'QD', 'KC', 'JH', 'QH', 'AS'];

function lastOfFirstShip() {
  return position({
    ship: ['KS', 'QS'],
    hands: [['10S', '2H'], ['2C', '3H'], ['3C', '4H']],
    colonialDeck: NEW_SHIP,
    promiseDeck: ['2S', '3S'],
  });
}

describe('the second ship', () => {
  it('arrives when one colonial is left, laid above it', () => {
    const state = recruit(lastOfFirstShip(), ['10S', '2C', '3C']);
    expect(state.lines[0]).toEqual(['QS']);
    expect(state.shipNumber).toBe(2);
    expect(state.ship).toEqual(['KS', ...NEW_SHIP]);
    expect(state.colonialDeck).toEqual([]);
    expect(state.lastRecruitment?.secondShip).toEqual(NEW_SHIP);
  });

  it('leaves the colonial of the first ship at the bottom: a shared suit hides it', () => {
    const state = recruit(lastOfFirstShip(), ['10S', '2C', '3C']);
    expect(attractions(state.ship).find((entry) => entry.suit === 'S')?.colonial).toBe('AS');
  });

  it('reshuffles the played and undealt promises and deals 6 more to each', () => {
    const before = lastOfFirstShip();
    const pool = before.played.length + 3 + before.promiseDeck.length;
    const state = recruit(before, ['10S', '2C', '3C']);
    expect(state.lastRecruitment?.reshuffled).toBe(pool);
    expect(state.hands.map((hand) => hand.length)).toEqual([7, 7, 7]);
    expect(state.hands[0]).toContain('2H');
    expect(state.hands[1]).toContain('3H');
    expect(state.played).toEqual([]);
    expect(state.promiseDeck).toHaveLength(pool - 18);
    expect(new Set([...state.hands.flat(), ...state.promiseDeck]).size).toBe(36);
    expect(state.phase).toBe('promise');
  });

  it('is followed by 7 more recruitments until hands and ship are empty', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 4, 3);
    let recruitments = 0;
    while (state.phase !== 'scored' && state.phase !== 'over') {
      if (state.phase === 'promise') {
        const counts = state.hands.map((hand) => hand.length);
        expect(new Set(counts).size).toBe(1);
        recruit(state, state.hands.map((hand) => hand[0]!));
        recruitments++;
      } else {
        const seat = royalLines.activeSeats(state)[0]!;
        royalLines.apply(state, seat, royalLines.legalActions(state, seat)[0]!);
      }
      if (recruitments === 6) expect(state.ship.length).toBeGreaterThan(1);
    }
    expect(recruitments).toBe(13);
    expect(state.ship).toEqual([]);
    expect(state.hands.every((hand) => hand.length === 0)).toBe(true);
  });
});
