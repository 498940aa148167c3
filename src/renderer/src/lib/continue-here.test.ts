import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine';
import { royalSuit } from '../../../engine/games/royal-suit';
import { seatsToContinue } from './continue-here';

const bot = (name: string): PlayerInfo => ({ name, bot: 'heuristic' });

describe('continue here', () => {
  it('seats a person at the seat to move of a replay of bots alone, the bots keeping the others', () => {
    expect(seatsToContinue(royalSuit, [bot('A'), bot('B')], 1)).toEqual([bot('A'), { name: 'Opposers', bot: null }]);
  });

  it('leaves the seats as they are where a person already plays', () => {
    expect(seatsToContinue(royalSuit, [{ name: 'Ann', bot: null }, bot('B')], 1)).toBeNull();
  });

  it('leaves the seats as they are where nobody is to move', () => {
    expect(seatsToContinue(royalSuit, [bot('A'), bot('B')], null)).toBeNull();
  });
});
