import { describe, expect, it } from 'vitest';
import { applyFast, mutableCopy } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { royalSuit } from './index';
import { solve, type SolveResult } from './solver';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction, RoyalSuitState } from './types';

/**
 * The plain definition of the answer, straight on the rules: +n the side to
 * move forces a win in n actions, -n the other side does, 0 neither within
 * `depth`. No table, no byte positions: only small positions can afford it.
 */
function reference(state: RoyalSuitState, depth: number, budget: { nodes: number }): number {
  if (depth === 0) return 0;
  if (--budget.nodes < 0) throw new Error('too big for the reference search');
  const mover = state.seat;
  let longestLoss = 0;
  let unsettled = false;
  for (const action of royalSuit.legalActions(state, mover)) {
    const next = mutableCopy(state);
    royalSuit.apply(next, mover, action);
    let value: number;
    if (next.end) value = royalSuit.outcome(next)!.winners[0] === mover ? 1 : -1;
    else {
      const inner = reference(next, depth - 1, budget);
      const seen = next.seat === mover ? inner : -inner;
      value = seen > 0 ? seen + 1 : seen < 0 ? seen - 1 : 0;
    }
    if (value > 0) return value;
    if (value < 0) longestLoss = Math.max(longestLoss, -value);
    else unsettled = true;
  }
  return unsettled ? 0 : -longestLoss;
}

function referenceValue(state: RoyalSuitState, budget: { nodes: number }): number {
  for (let depth = 1; ; depth++) {
    const value = reference(state, depth, budget);
    if (value !== 0) return value;
  }
}

/** The line replayed through the rules: every action legal, the game over after the last, won by the winner. */
function checkLine(state: RoyalSuitState, result: SolveResult): void {
  const game = mutableCopy(state);
  for (const { seat, action } of result.line) {
    expect(game.end).toBeNull();
    expect(game.seat).toBe(seat);
    applyFast(royalSuit, game, seat, action);
  }
  expect(royalSuit.outcome(game)?.winners).toEqual([result.winner]);
  expect(result.line).toHaveLength(result.length!);
}

// K♠ (black) and Q♥ (red) lie on the piles `couple` names; the court card under each is listed.
const cases: [string, PositionSpec, SolveResult['verdict'], number, RoyalSuitAction][] = [
  [
    'the supporters step onto the red card between the couple',
    { court: ['7S', '8C', '9C', '8D', '7C', '10S'], couple: [2, 4], decks: ['9S 8S', 'JH 10H'] },
    'win',
    1,
    { type: 'move', from: 2, to: 3 },
  ],
  [
    'the supporters must play their last card, which opens a last move the opposers make harmlessly',
    { court: ['7S', '8S', '9C', '10C', '8D', '7C'], decks: ['9H', 'JH 10H'] },
    'loss',
    2,
    { type: 'play', pile: 1 },
  ],
  [
    'the opposers cover the pile between the couple with an ace, then play out',
    { court: ['7S', '8C', '9C', '8D', '7C', '10S'], couple: [2, 4], decks: ['9S', 'AS JD'], seat: 1 },
    'win',
    3,
    { type: 'play', pile: 3 },
  ],
  [
    'a move onto a face card gives the supporters a second action',
    { court: ['8S', '8C', 'QD', '9D', '9S', '10D'], couple: [1, 4], decks: ['8H 9C', 'JC 10H'] },
    'win',
    4,
    { type: 'move', from: 1, to: 2 },
  ],
];

describe('solve', () => {
  it.each(cases)('%s', (_name, spec, verdict, length, first) => {
    const state = position(spec);
    const result = solve(state);
    expect(result).toMatchObject({ verdict, length, seat: state.seat });
    expect(result.line[0]!.action).toEqual(first);
    checkLine(state, result);
  });

  it('agrees with the plain search on 80 endgames from random games', () => {
    const chooser = { rng: seedRng(11) };
    let compared = 0;
    const verdicts = new Set<string>();
    for (let seed = 1; compared < 80 && seed < 2000; seed++) {
      const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck: seed % 2 ? 'standard' : 'long' }, 2, seed);
      while (!state.end && state.decks[0]!.length + state.decks[1]!.length > 5) {
        const legal = royalSuit.legalActions(state, state.seat);
        const plays = legal.filter((a) => a.type === 'play');
        const pool = plays.length && randomInt(chooser, 0, 3) > 0 ? plays : legal;
        applyFast(royalSuit, state, state.seat, pool[randomInt(chooser, 0, pool.length - 1)]!);
      }
      if (state.end) continue;
      let expected: number;
      try {
        expected = referenceValue(state, { nodes: 200_000 });
      } catch {
        continue;
      }
      const result = solve(state);
      expect(result.verdict).toBe(expected > 0 ? 'win' : 'loss');
      expect(result.length).toBe(Math.abs(expected));
      checkLine(state, result);
      verdicts.add(`${result.verdict} for seat ${result.seat}`);
      compared++;
    }
    expect(compared).toBe(80);
    expect(verdicts.size).toBe(4);
  });

  it('answers unknown when the budget runs out, with the nodes it used', () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 2);
    const result = solve(state, { budget: 500 });
    expect(result).toMatchObject({ verdict: 'unknown', winner: null, length: null, line: [], nodes: 500 });
    expect(result.depth).toBeGreaterThan(0);
  });

  it('where nothing is forced within the depth asked, gives on request that many actions in which neither side lets the other force a win', () => {
    // The deal is won in 18 actions: within 4, nothing is forced yet.
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 1);
    expect(solve(state, { maxDepth: 4 })).toMatchObject({ verdict: 'unknown', winner: null, depth: 4, line: [] });
    const result = solve(state, { maxDepth: 4, holdingLine: true });
    expect(result).toMatchObject({ verdict: 'unknown', winner: null, depth: 4 });
    expect(result.line).toHaveLength(4);
    const game = mutableCopy(state);
    result.line.forEach(({ seat, action }, played) => {
      expect(reference(game, 4 - played, { nodes: 200_000 })).toBe(0);
      expect(game.seat).toBe(seat);
      applyFast(royalSuit, game, seat, action);
    });
    expect(game.end).toBeNull();
  });

  it('solves a whole game from the deal when it is small enough', () => {
    const state = royalSuit.setup(royalSuit.defaultOptions(), 2, 1);
    const result = solve(state);
    expect(result).toMatchObject({ verdict: 'win', seat: 0, winner: 0, length: 18 });
    checkLine(state, result);
  });

  it('refuses a finished game', () => {
    const state = position({ court: ['7S', '8C', '9C', '8D', '7C', '10S'], couple: [2, 4], decks: ['9S', 'JH'] });
    applyFast(royalSuit, state, 0, { type: 'move', from: 2, to: 3 });
    expect(() => solve(state)).toThrow('The game is over at this position: there is nothing to solve.');
  });
});
