import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { determinise } from './determinise';
import { firstAction, keeperBot as keeper, planTurn, turnEnds, type JudgementCache, type TurnEnd } from './keeper-bot';
import { candidates, lookAhead, lookaheadBot, planAhead, PLANNER_SETTINGS } from './lookahead-bot';
import { position } from './test-position';
import type { RoyalLockAction } from './types';

function plannerChoice(grid: string[], markers: [number, number] = [4, 4], blackDeck?: string[]): RoyalLockAction {
  const state = position({ grid, markers, ...(blackDeck ? { blackDeck } : {}) });
  return lookaheadBot.choose({ view: royalLock.view(state, 0), seat: 0, legal: royalLock.legalActions(state, 0), seed: 1 });
}

describe('the planner (the keeper looking one turn further)', () => {
  it('returns legal actions through a whole game, deterministically for a seed', () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, 31);
    for (let n = 0; n < 40 && !royalLock.outcome(state); n++) {
      const seat = royalLock.activeSeats(state)[0]!;
      const context = { view: royalLock.view(state, seat), seat, legal: royalLock.legalActions(state, seat), seed: n };
      const choice = lookaheadBot.choose(context);
      expect(context.legal).toContainEqual(choice);
      expect(lookaheadBot.choose(context)).toEqual(choice);
      applyFast(royalLock, state, seat, choice);
    }
  });

  it.each([
    ['walks to the third royal of a line to lock it and win this turn', ['KS*', 'QC*', 'JS', '2S', '3S', '4S', '5S', '6S', '7S'], [4, 4], { type: 'move', to: 1 }],
    ['locks the third royal it stands on', ['KS*', 'QC*', 'JS', '2S', '3S', '4S', '5S', '6S', '7S'], [2, 4], { type: 'lock', cell: 2 }],
  ] as const)('%s', (_name, grid, markers, expected) => {
    expect(plannerChoice([...grid], [...markers] as [number, number])).toEqual(expected);
  });

  it('never removes the card that would leave a line empty', () => {
    expect(plannerChoice(['2S', '3S', '4S', '5S', '6S', '7S', '-', '-', '8S'], [8, 4])).not.toEqual({ type: 'remove', cell: 8 });
  });

  it('with a single candidate plays the keeper’s own choice, at every step of a game', () => {
    const state = royalLock.setup(royalLock.defaultOptions(), 2, 47);
    const single = { ...PLANNER_SETTINGS, candidates: 1 };
    for (let n = 0; n < 30 && !royalLock.outcome(state); n++) {
      const seat = royalLock.activeSeats(state)[0]!;
      const rebuilt = determinise(royalLock.view(state, seat), n);
      const keeperMove = planTurn(rebuilt);
      expect(planAhead(rebuilt, single)).toEqual(keeperMove);
      applyFast(royalLock, state, seat, keeperMove);
    }
  });

  describe('where a look cannot be made, plays the keeper’s choice instead of comparing a look with a keeper’s value', () => {
    const look = (end: TurnEnd) => lookAhead(end, new Map(), new Map(), PLANNER_SETTINGS);
    // A grid with one empty space, its middle, and no locks.
    const grid = ['KS', 'QC', 'JS', '2S', '-', '3S', '4S', '5S', '6S'];

    it('a draw that must miss a card filled this turn, from a red deck holding only that card’s rank', () => {
      // The black deck holds only 7s and the red deck the two red 7s: after a fill, a draw of "no rank the seat has
      // seen" needs a red card that misses the filled card, and there is none.
      const state = position({ grid, blackDeck: ['7S', '7C'], redDeck: ['7H', '7D'] });
      const [fill, other] = candidates(turnEnds(state), 2);
      expect(firstAction(fill!)).toEqual({ type: 'fill', cell: 4 });
      expect(look(fill!)).toBeNull();
      // The other candidate's look is worth more than the fill's own value, so mixing the two would have left the keeper's choice.
      expect(look(other!)).toBeGreaterThan(fill!.value);
      expect(planAhead(state)).toEqual(planTurn(state));
    });

    it('a red deck too short to draw from, shuffled at the draw', () => {
      const state = position({ grid, redDeck: ['7H'] });
      const ends = candidates(turnEnds(state), 2);
      expect(ends).toHaveLength(2);
      for (const end of ends) expect(look(end)).toBeNull();
      expect(planAhead(state)).toEqual(planTurn(state));
    });
  });

  it('leaves the wide turns of the any-space reach to the keeper’s judgement', () => {
    const state = royalLock.setup(royalLock.optionsSchema.parse({ reach: 'any-space' }), 2, 21);
    for (let n = 0; n < 8 && !royalLock.outcome(state); n++) {
      const seat = royalLock.activeSeats(state)[0]!;
      const context = { view: royalLock.view(state, seat), seat, legal: royalLock.legalActions(state, seat), seed: n };
      const keeperMove = keeper.choose(context);
      expect(lookaheadBot.choose(context)).toEqual(keeperMove);
      applyFast(royalLock, state, seat, keeperMove);
    }
  });
});

describe('the keeper’s turn search', () => {
  it('lists the start first and every position once, and plans the first action of the best', () => {
    const state = position({ grid: ['-', '2S', '3S', '4S', '-', '5S', '6S', '7S', '8S'], blackDeck: ['KC', 'QC'] });
    const ends = turnEnds(state);
    expect(ends[0]!.node.first).toBeNull();
    expect(ends.length).toBeGreaterThan(10);
    const best = ends.reduce((a, b) => (b.value > a.value ? b : a));
    expect(planTurn(state)).toEqual(best.node.first ?? { type: 'endTurn' });
  });

  it('scores every end the same whether its grid judgements are shared with other searches or not', () => {
    const shared: JudgementCache = new Map();
    const first = position({ grid: ['-', '2S', '3S', '4S', '-', '5S', '6S', '7S', '8S'], blackDeck: ['KC', 'QC'] });
    const second = position({ grid: ['KS', '2S', '3S', '4S', '-', '5S', '6S', '7S', '-'], blackDeck: ['KC', 'QC'], markers: [8, 4] });
    for (const state of [first, second]) {
      const alone = turnEnds(state).map((end) => end.value);
      expect(turnEnds(state, null, undefined, shared).map((end) => end.value)).toEqual(alone);
    }
    expect(shared.size).toBeGreaterThan(0);
  });
});
