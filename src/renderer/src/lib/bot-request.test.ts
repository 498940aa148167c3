import { describe, expect, it } from 'vitest';
import { findGame, mutableCopy } from '../../../engine';
import { botSeed, chooseBotActionNow, hintBot } from './bot-request';

const game = findGame('royal-lock')!;

describe('asking a bot', () => {
  it('gets a move the rules accept', () => {
    const state = game.setup(game.defaultOptions(), 1, 3);
    for (const bot of game.bots) {
      const action = chooseBotActionNow({ gameId: game.id, botId: bot.id, seat: 0, state, seed: 9 });
      expect(game.illegalReason(state, 0, action)).toBeNull();
    }
  });

  it('names an unknown bot', () => {
    const state = game.setup(game.defaultOptions(), 1, 3);
    expect(() => chooseBotActionNow({ gameId: game.id, botId: 'nobody', seat: 0, state, seed: 1 })).toThrow(/nobody/);
  });

  it('refuses to move once the game is over', () => {
    const state = mutableCopy(game.setup(game.defaultOptions(), 1, 3)) as { end: unknown };
    state.end = { label: 'loss', cause: 'empty-line', line: [0, 1, 2] };
    expect(() => chooseBotActionNow({ gameId: game.id, botId: game.bots[0]!.id, seat: 0, state: state as never, seed: 1 })).toThrow(
      /no legal move/,
    );
  });

  it('gives hints with a thinking bot rather than the random one', () => {
    expect(hintBot(game)?.id).not.toBe('random');
  });

  it.each([
    { seed: 0, step: 0 },
    { seed: 2147483647, step: 9999 },
    { seed: 42, step: 17 },
  ])('draws the bot seed for game seed $seed at step $step the same way every time', ({ seed, step }) => {
    const value = botSeed(seed, step);
    expect(value).toBe(botSeed(seed, step));
    expect(Number.isInteger(value) && value >= 0 && value <= 0x7fffffff).toBe(true);
    expect(value).not.toBe(botSeed(seed, step + 1));
  });
});
