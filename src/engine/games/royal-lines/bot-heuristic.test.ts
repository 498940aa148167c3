import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { lineValue, recruitGain } from './bot-heuristic';
import { royalLines } from './index';
import { lineScore } from './score';
import { position, type PositionSpec } from './test-position';
import type { CardId, RoyalLinesAction, RoyalLinesState } from './types';

const planner = royalLines.bots.find((bot) => bot.id === 'heuristic')!;
const navigator = royalLines.bots.find((bot) => bot.id === 'search')!;
const random = royalLines.bots.find((bot) => bot.id === 'random')!;

function choice(bot: typeof planner, state: RoyalLinesState, seat: number, seed = 1): RoyalLinesAction {
  return bot.choose({ view: royalLines.view(state, seat), seat, legal: royalLines.legalActions(state, seat), seed });
}

/** Concrete positions with a decision for seat 0: a promise, a collapse choice, a panic choice, a joker to settle. */
const DECISIONS: readonly (readonly [string, PositionSpec])[] = [
  ['a promise', { ship: ['KD', 'QS', 'JH'], hands: [['9H', '8S', '2C'], ['10C', '4D', '7S'], ['3H', '6C', '5D']] }],
  [
    'a collapse choice',
    {
      ship: ['KS', 'QD'],
      hands: [['2C', '3C'], ['4C', '5C'], ['6C', '7C']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'KD', 'QC', 'JC', 'QH', 'KC']],
      pending: { kind: 'collapse', seat: 0, groups: ['K', 'C'] },
    },
  ],
  [
    'a panic choice',
    {
      ship: [],
      hands: [[], [], []],
      shipNumber: 2,
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'KD', 'QC', 'QS', 'JK1']],
      pending: { kind: 'panic', seat: 0, joker: 'JK1', groups: ['K', 'Q'] },
    },
  ],
  [
    'a joker to settle',
    {
      ship: [],
      hands: [[], [], []],
      shipNumber: 2,
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KC', 'QS', 'JK1']],
      pending: { kind: 'settle', seat: 0, joker: 'JK1' },
    },
  ],
];

describe('the planner (heuristic bot)', () => {
  it('is listed after the search bot, which is the default and gives hints', () => {
    expect(royalLines.bots.map((bot) => bot.id)).toEqual(['search', 'heuristic', 'random']);
  });

  it.each(DECISIONS)('every bot returns a legal action for %s', (_, spec) => {
    const state = position(spec);
    const legal = royalLines.legalActions(state, 0);
    expect(legal.length).toBeGreaterThan(1);
    for (const bot of [navigator, planner, random]) expect(legal).toContainEqual(choice(bot, state, 0));
  });

  it.each([2, 3, 4, 5])('plays whole %i-seat rounds with legal actions only', (seats) => {
    const state = royalLines.setup(royalLines.optionsSchema.parse({ target: 1 }), seats, 40 + seats);
    for (let n = 0; !royalLines.outcome(state); n++) {
      const seat = royalLines.activeSeats(state)[0]!;
      const legal = royalLines.legalActions(state, seat);
      const action = choice(planner, state, seat, n);
      expect(legal).toContainEqual(action);
      applyFast(royalLines, state, seat, action);
    }
    expect(royalLines.outcome(state)!.winners.length).toBeGreaterThan(0);
  });

  it.each([2, 3, 4, 5])('chooses from the position exactly what it chooses from the view, at every move of 40 %i-seat rounds', (seats) => {
    let moves = 0;
    for (let deal = 1; deal <= 40; deal++) {
      const state = royalLines.setup(royalLines.defaultOptions(), seats, 900 + deal);
      while (state.phase === 'promise' || state.phase === 'choice') {
        const seat = royalLines.activeSeats(state)[0]!;
        const legal = royalLines.legalActions(state, seat);
        const before = JSON.stringify(state);
        const action = planner.chooseInPosition!({ state, seat, legal, seed: moves });
        expect(JSON.stringify(state)).toBe(before);
        expect(action).toEqual(choice(planner, state, seat, moves));
        applyFast(royalLines, state, seat, action);
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(40 * 10 * seats);
  });

  it('avoids an obvious collapse: two hearts in an aristocracy of hearts, a jack of hearts on top', () => {
    const state = position({
      ship: ['QS', 'JH'],
      hands: [['10H', '2S'], ['9C', '3D'], ['8C', '4D']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'QH']],
    });
    expect(choice(planner, state, 0)).toEqual({ type: 'promise', card: '2S' });
  });

  it('wins the colonial its line wants with its highest promise of that suit', () => {
    const state = position({
      ship: ['QD', 'JC'],
      hands: [['10C', '2C', '5D'], ['9H', '3D', '2H'], ['8H', '4D', '3H']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KS', 'QS']],
    });
    expect(choice(planner, state, 0)).toEqual({ type: 'promise', card: '10C' });
  });

  it('dumps a high promise of a suit it does not want while that suit cannot win anything', () => {
    // A revolution of black royals under the ace of hearts: red colonials would spoil it.
    const state = position({
      ship: ['JS', 'QC'],
      hands: [['10H', '2H'], ['9C', '3D'], ['8C', '4D']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KC', 'QS']],
    });
    expect(choice(planner, state, 0)).toEqual({ type: 'promise', card: '10H' });
  });

  it('answers each position alike however often and in whatever order it weighed other lines of the same seat before', () => {
    // The planner keeps the facts of the lines it weighed; a kept line must never answer for another.
    const asked: readonly (readonly [PositionSpec, CardId])[] = [
      [{ ship: ['QS', 'JH'], hands: [['10H', '2S'], ['9C', '3D'], ['8C', '4D']], settlers: ['AH', 'AC', 'AD'], lines: [['KH', 'QH']] }, '2S'],
      [{ ship: ['QD', 'JC'], hands: [['10C', '2C', '5D'], ['9H', '3D', '2H'], ['8H', '4D', '3H']], settlers: ['AH', 'AC', 'AD'], lines: [['KS', 'QS']] }, '10C'],
      [{ ship: ['JS', 'QC'], hands: [['10H', '2H'], ['9C', '3D'], ['8C', '4D']], settlers: ['AH', 'AC', 'AD'], lines: [['KC', 'QS']] }, '10H'],
      // The same line under the ace of spades: spades, not clubs, are wanted now.
      [{ ship: ['QD', 'JC'], hands: [['10C', '2C', '5D'], ['9H', '3D', '2H'], ['8H', '4D', '3H']], settlers: ['AS', 'AC', 'AD'], lines: [['KS', 'QS']] }, '2C'],
    ];
    for (const order of [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1, 2, 0, 1, 3]]) {
      for (const i of order) expect(choice(planner, position(asked[i]![0]), 0)).toEqual({ type: 'promise', card: asked[i]![1] });
    }
  });

  it('chooses the collapse that leaves the better line', () => {
    // Kings go: Q♣ J♣ Q♥ is a democracy of -1 for the ace of hearts; clubs go: K♥ K♦ Q♥ is a democracy of 3.
    const state = position(DECISIONS[1]![1]);
    expect(choice(planner, state, 0)).toEqual({ type: 'collapse', group: 'C' });
  });

  it('lets a panicking joker take the pair the line misses least', () => {
    // Under the ace of hearts: losing the kings leaves a revolution of 4, losing the queens a democracy of 2.
    const state = position(DECISIONS[2]![1]);
    expect(choice(planner, state, 0)).toEqual({ type: 'collapse', group: 'K' });
  });

  it('settles a joker in the suit that scores best', () => {
    // K♣ Q♠ under the ace of hearts is a revolution: a black joker makes it 6.
    const state = position(DECISIONS[3]![1]);
    const action = choice(planner, state, 0);
    expect(action.type).toBe('settle');
    expect(['C', 'S']).toContain(action.type === 'settle' ? action.suit : null);
  });

  it('deals when the round is scored', () => {
    const state = royalLines.setup(royalLines.defaultOptions(), 3, 4);
    for (let n = 0; state.phase !== 'scored'; n++) {
      const seat = royalLines.activeSeats(state)[0]!;
      applyFast(royalLines, state, seat, choice(planner, state, seat, n));
    }
    const dealer = royalLines.activeSeats(state)[0]!;
    expect(choice(planner, state, dealer)).toEqual({ type: 'deal' });
  });
});

describe('the line values the planner reasons with', () => {
  it.each([
    ['AH', ['KH', 'QH'], 6],
    ['AH', ['KC', 'QS', 'JS'], 6],
    ['AH', ['KH', 'QD', 'JC'], 1],
    ['JK1', ['KH', 'QD'], 4],
    ['AS', [], 0],
  ])('match the rules’ scoring for settler %s and line %o', (settler, line, points) => {
    expect(lineValue(line as CardId[], settler as CardId, [])).toBe(points);
    const state = position({ ship: [], hands: [[], []], settlers: [settler, 'AC'], lines: [line] });
    expect(lineScore(state, 0).points).toBe(points);
  });

  it.each([
    ['a third heart collapses an aristocracy of hearts', 'AH', ['KH', 'QH'], 'JH', -6],
    ['a second heart makes an aristocracy', 'AH', ['KH'], 'QH', 3],
    ['a red card spoils a revolution', 'AH', ['KC', 'QS'], 'JD', -5],
    ['an ace takes the settler’s place', 'AH', ['KC', 'QS'], 'AS', -2],
    ['an ace of the line’s suit turns it into an aristocracy', 'AH', ['KC', 'QC'], 'AC', 2],
    ['a joker will escape with a pair of kings', 'AH', ['KC', 'KS'], 'JK1', -4],
  ])('value %s', (_, settler, line, colonial, gain) => {
    expect(recruitGain(line as CardId[], settler as CardId, [], colonial as CardId)).toBe(gain);
  });
});
