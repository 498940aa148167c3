import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalLock } from './index';
import { comingRedDraw } from './keeper-score';
import { lookaheadBot } from './lookahead-bot';
import { planSeer, seer } from './seer-bot';
import { position, type PositionSpec } from './test-position';
import type { RoyalLockAction } from './types';

// The top row holds one plain 5 between two empty spaces: a red 5 in the coming draw takes it off unless it is
// locked (a locked card is only unlocked), and the row's three empty spaces lose the game. Marker 0 stands on the 5.
const grid = ['-', '-', '5C', '2S', 'KS*', '3S', '4S', '6S', '7S'];
const LOCK_THE_FIVE: RoyalLockAction = { type: 'lock', cell: 2 };
const STEP_TO_THE_GAP: RoyalLockAction = { type: 'move', to: 1 };

/** The red cards no test places on top, in a fixed order under them. */
const UNDER = ['AH', 'AD', '8H', '8D', 'JH', 'JD', '10H', '9H', '9D', '10D', '2D', '3H', '6H', '4D', '7D', '6D', '5H', '5D', 'QH', '2H', '3D', '4H', '7H', 'QD', 'KH', 'KD'];

function withRedOnTop(spec: Omit<PositionSpec, 'redDeck'>, top: readonly string[]) {
  return position({ ...spec, redDeck: [...top, ...UNDER.filter((card) => !top.includes(card))] });
}

function plannerChoice(spec: PositionSpec): RoyalLockAction {
  const state = position(spec);
  return lookaheadBot.choose({ view: royalLock.view(state, 0), seat: 0, legal: royalLock.legalActions(state, 0), seed: 1 });
}

describe('the seer (the planner with the red deck’s order seen)', () => {
  describe('with one action left, locks the 5 only when the coming draw holds a 5', () => {
    const lastAction = { grid, markers: [2, 4] as const, actionsUsed: 2 };

    it.each([
      ['5H', '9D', LOCK_THE_FIVE],
      ['7H', '5D', LOCK_THE_FIVE],
      ['9H', '10D', STEP_TO_THE_GAP],
      ['2H', '3D', STEP_TO_THE_GAP],
      ['KH', 'KD', STEP_TO_THE_GAP],
    ] as const)('a draw of %s and %s', (first, second, expected) => {
      expect(planSeer(withRedOnTop(lastAction, [first, second]))).toEqual(expected);
    });

    it('where the planner, which sees only the red deck’s contents, locks it against the odds of a 5 whatever the order', () => {
      for (const top of [['5H', '9D'], ['9H', '10D'], ['KH', 'KD']]) {
        expect(plannerChoice({ ...lastAction, redDeck: [...top, ...UNDER.filter((card) => !top.includes(card))] })).toEqual(LOCK_THE_FIVE);
      }
    });
  });

  it.each([
    ['5H', '9D', LOCK_THE_FIVE],
    ['9H', '10D', STEP_TO_THE_GAP],
  ] as const)('with the whole turn ahead, a draw of %s and %s', (first, second, expected) => {
    const wholeTurn = { grid, markers: [2, 4] as const };
    expect(plannerChoice({ ...wholeTurn, redDeck: [first, second, ...UNDER.filter((card) => card !== first && card !== second)] })).toEqual(STEP_TO_THE_GAP);
    expect(planSeer(withRedOnTop(wholeTurn, [first, second]))).toEqual(expected);
  });

  describe('foresees how the shuffle of a short red deck falls', () => {
    // One red card left: the discard is shuffled under it at the draw, by the position's seeded generator.
    const short = (seed: number) =>
      position({ grid, markers: [2, 4], actionsUsed: 2, redDeck: ['9H'], redDiscard: ['5H', '5D', '9D', '10H', '10D', 'AH', 'AD', '8H'], seed });

    it.each([
      [1, ['9H', '5D'], LOCK_THE_FIVE],
      [2, ['9H', '5H'], LOCK_THE_FIVE],
      [4, ['9H', '9D'], STEP_TO_THE_GAP],
      [8, ['9H', '10D'], STEP_TO_THE_GAP],
    ] as const)('seed %i draws %j', (seed, draw, expected) => {
      expect(comingRedDraw(short(seed))).toEqual(draw);
      expect(planSeer(short(seed))).toEqual(expected);
    });
  });

  it('plays legal actions through a whole game, the same for the same position, and asks for the position each time', () => {
    const { bot, see } = seer();
    const state = royalLock.setup(royalLock.defaultOptions(), 2, 31);
    for (let n = 0; n < 60 && !royalLock.outcome(state); n++) {
      const seat = royalLock.activeSeats(state)[0]!;
      const context = { view: royalLock.view(state, seat), seat, legal: royalLock.legalActions(state, seat), seed: n };
      see(state);
      const choice = bot.choose(context);
      expect(context.legal).toContainEqual(choice);
      expect(() => bot.choose(context)).toThrow('The seer needs the true position before each choice.');
      see(state);
      expect(bot.choose(context)).toEqual(choice);
      applyFast(royalLock, state, seat, choice);
    }
  });

  it('is no bot a player is offered', () => {
    expect(royalLock.bots.map((bot) => bot.id)).not.toContain('seer');
  });
});
