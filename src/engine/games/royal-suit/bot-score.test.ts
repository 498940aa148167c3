import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { closedOnBestWay, scoreFor, supportersScore, WIN_SCORE } from './bot-score';
import { royalSuit } from './index';
import { fromState } from './solver-position';
import { position } from './test-position';

// The couple lies on the first and last piles; the four piles between are listed.
function between(middle: [string, string, string, string], couple: [number, number] = [0, 5]) {
  return fromState(position({ court: ['7C', ...middle, '7H'], couple, decks: ['KC', 'KD'] }));
}

describe('closedOnBestWay', () => {
  it.each<[string, [string, string, string, string], number]>([
    ['red cards for the black walker, black for the red one', ['8D', '9D', '10C', '7S'], 0],
    ['one wrong card on each side of the best meeting point', ['8S', '9D', '10C', '7D'], 2],
    ['aces: one play opens an ace of the wrong colour, two one of the right colour', ['AD', 'AS', 'AH', 'AC'], 6],
    ['all red: the black card can walk the whole way', ['8D', '9H', '10D', 'JH'], 0],
  ])('%s: %j costs %i', (_name, middle, cost) => {
    expect(closedOnBestWay(between(middle))).toBe(cost);
  });

  it('is nothing once the couple lie side by side', () => {
    expect(closedOnBestWay(between(['8D', '9D', '10C', '7S'], [2, 3]))).toBe(0);
  });
});

describe('supportersScore', () => {
  it('is a win or a loss once the game is over', () => {
    const won = position({ court: ['7S', '8C', '9C', '8D', '7C', '10S'], couple: [2, 4], decks: ['9S 8S', 'JH'] });
    applyFast(royalSuit, won, 0, { type: 'move', from: 2, to: 3 });
    expect(supportersScore(fromState(won))).toBe(WIN_SCORE);
    expect(scoreFor(fromState(won), 1)).toBe(-WIN_SCORE);
    const lost = position({ court: ['7S', '8S', '9C', '10C', '8D', '7C'], decks: ['9H', 'JH 10H'] });
    applyFast(royalSuit, lost, 0, { type: 'play', pile: 1 });
    applyFast(royalSuit, lost, 1, { type: 'decline' });
    expect(supportersScore(fromState(lost))).toBe(-WIN_SCORE);
  });

  it('prefers the couple closer, and open ways to closed ones', () => {
    const open = ['8D', '9D', '10C', '7S'] as [string, string, string, string];
    expect(supportersScore(between(open, [1, 5]))).toBeGreaterThan(supportersScore(between(open)));
    expect(supportersScore(between(open))).toBeGreaterThan(supportersScore(between(['8S', '9D', '10C', '7D'])));
  });

  it('prizes the supporters to move with the couple one open step apart', () => {
    const court = ['7S', '8C', '9C', '8D', '7C', '10S'];
    const theirs = supportersScore(fromState(position({ court, couple: [2, 4], decks: ['9S', 'JH'] })));
    const ours = supportersScore(fromState(position({ court, couple: [2, 4], decks: ['9S', 'JH'], seat: 1 })));
    expect(theirs).toBeGreaterThan(ours);
  });
});
