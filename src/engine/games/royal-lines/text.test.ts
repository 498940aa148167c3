import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { position } from './test-position';

const table = () =>
  position({
    ship: ['KD', 'JK1', 'QS'],
    hands: [['9H', '2D'], ['8S', '3D'], ['9C', '4D']],
    chosen: [null, '5C', null],
    settlers: ['AS', 'JK2', 'AD'],
    lines: [['KH'], [], ['JK3', 'QC']],
    settled: [],
    absent: 'JC',
    discard: ['KC'],
    played: ['10H', '10S', '10D'],
    wins: [1, 0, 2],
    seats: 3,
  });

describe('renderText', () => {
  it("draws the table as a seat sees it: own hand, promise and settler only", () => {
    const text = royalLines.renderText(table(), 0);
    expect(text.split('\n').slice(0, 9)).toEqual([
      'Royal Lines — round 1, ship 1, recruitment 6 · dealer Seat 1 · first to 3 round wins',
      'Seat 1: settler A♠ · wins 1 · line K♥ · hand 9♥ 2♦',
      'Seat 2: settler ?? · wins 0 · line — · hand 2 cards · promise laid face down',
      'Seat 3: settler ?? · wins 2 · line joker Q♣ · hand 2 cards',
      'Ship (arrival order, top last): K♦ joker Q♠ · on top: Q♠',
      'Recruitable: ♠→Q♠ ♣→joker ♥→joker ♦→K♦',
      'Absent colonial: J♣ · colonial deck 6 · promise deck 26 · played 10♥ 10♠ 10♦',
      expect.stringMatching(/^Discard: K♣ /),
      'Waiting for Seat 1 and Seat 3 to lay a promise.',
    ]);
    expect(text).not.toContain('5♣');
    expect(text).not.toContain('8♠');
  });

  it.each([
    { target: 1, header: 'first to 1 round win' },
    { target: 3, header: 'first to 3 round wins' },
  ])('names the target in words: $header', ({ target, header }) => {
    const state = position({ ship: ['KD'], hands: [['9H'], ['8S']], options: { target } });
    expect(royalLines.renderText(state, 0).split('\n')[0]).toMatch(new RegExp(` · ${header}$`));
  });

  it('shows the teacher every hand, promise, settler and deck', () => {
    const text = royalLines.renderText(table(), 'all');
    expect(text).toContain('Seat 2: settler joker · wins 0 · line — · hand 8♠ 3♦ · promise 5♣');
    expect(text).toMatch(/Promise deck, top first: 2♣ 3♣ 4♣ /);
    expect(text).toMatch(/Colonial deck, top first: (\S+ ){5}\S+/);
  });
});
