import { describe, expect, it } from 'vitest';
import { WIN_SCORE } from './bot-score';
import { chanceOfScore, DEFAULT_STRENGTH, judge } from './bot-sampler';
import { royalSuit } from './index';
import { applyCode, codeOf, fromState, MAX_ACTIONS } from './solver-position';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction } from './types';

describe('chanceOfScore', () => {
  const even = -DEFAULT_STRENGTH.chanceOffset;
  it.each<[string, number, number]>([
    ['a supporters’ win is certain', WIN_SCORE, 1],
    ['an opposers’ win leaves the supporters nothing', -WIN_SCORE, 0],
    ['the even score is an even chance', even, 0.5],
  ])('%s', (_name, score, chance) => {
    expect(chanceOfScore(score, DEFAULT_STRENGTH)).toBeCloseTo(chance, 10);
  });

  it('grows with the score and stays strictly between certain results', () => {
    const scores = [-5000, -400, -100, 0, 100, 400, 5000];
    const chances = scores.map((score) => chanceOfScore(score, DEFAULT_STRENGTH));
    for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeGreaterThan(chances[i - 1]!);
    for (const chance of chances) {
      expect(chance).toBeGreaterThan(0);
      expect(chance).toBeLessThan(1);
    }
  });
});

// The couple on piles 3 and 5 with the 8♦ between: the K♠ can step onto it. No couple card can walk away.
const THREAT = ['7S', '8C', '9C', '8D', '7C', '9H'];

/** The supporters' chance the sampler gives the position after `action`, every card face up. */
function chanceAfter(spec: PositionSpec, action: RoyalSuitAction): number {
  const start = fromState(position(spec));
  const buffers = Array.from({ length: DEFAULT_STRENGTH.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
  return judge(applyCode(start, codeOf(start, action)), DEFAULT_STRENGTH, buffers);
}

describe('judge', () => {
  it.each<[string, PositionSpec, RoyalSuitAction, number]>([
    ['the couple brought together is a win', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] }, { type: 'move', from: 2, to: 3 }, 1],
    // After the ace the K♠ can never step between; the supporters' 9♠ and 8♠ find no way, and the opposers' J♦ runs out their deck.
    ['the ace between the couple leaves the opposers a forced win', { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 }, { type: 'play', pile: 3 }, 0],
  ])('%s', (_name, spec, action, chance) => {
    expect(chanceAfter(spec, action)).toBeCloseTo(chance, 2);
  });

  it.each(['fitted', 'fitted-race'] as const)('with the %s judgement, reads a win, a forced loss, and the even log-odds as an even chance', (judgement) => {
    const strength = { ...DEFAULT_STRENGTH, judgement };
    const buffers = Array.from({ length: strength.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
    const after = (spec: PositionSpec, action: RoyalSuitAction) => {
      const start = fromState(position(spec));
      return judge(applyCode(start, codeOf(start, action)), strength, buffers);
    };
    expect(after({ court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] }, { type: 'move', from: 2, to: 3 })).toBeCloseTo(1, 2);
    expect(after({ court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'], seat: 1 }, { type: 'play', pile: 3 })).toBeCloseTo(0, 2);
    expect(chanceOfScore(0, strength)).toBe(0.5);
  });

  it('rates the win now above every action that gives the opposers a turn', () => {
    const spec: PositionSpec = { court: THREAT, couple: [2, 4], decks: ['9S 8S', 'AS JD'] };
    const state = position(spec);
    const others = royalSuit.legalActions(state, 0).filter((action) => !(action.type === 'move' && action.to === 3));
    expect(others.length).toBeGreaterThan(0);
    const now = chanceAfter(spec, { type: 'move', from: 2, to: 3 });
    for (const action of others) expect(chanceAfter(spec, action)).toBeLessThan(now);
  });

  it('reads a position with no end in reach of the search through the curve, never as certain', () => {
    const start = royalSuit.setup(royalSuit.defaultOptions(), 2, 5);
    const buffers = Array.from({ length: DEFAULT_STRENGTH.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
    const positionNow = fromState(start);
    for (const action of royalSuit.legalActions(start, 0)) {
      const chance = judge(applyCode(positionNow, codeOf(positionNow, action)), DEFAULT_STRENGTH, buffers);
      expect(chance).toBeGreaterThan(0.02);
      expect(chance).toBeLessThan(0.98);
    }
  });
});
