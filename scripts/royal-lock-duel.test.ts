import { describe, expect, it } from 'vitest';
import { botById, duelBots, pairResults, playDeal, plannerVariant, type DealResult } from './royal-lock-duel';

const deal = (bot: string, index: number, win: boolean, base = 77): DealResult => ({
  bot,
  base,
  seats: 2,
  index,
  seed: index,
  win,
  actions: 10,
  botMs: 1,
  slowestMs: 1,
});

describe('the Royal Lock duel', () => {
  it('pairs results by series and deal, leaving out deals only one bot played', () => {
    const results = [deal('keeper', 0, true), deal('keeper', 1, false), deal('planner', 1, true), deal('planner', 2, true), deal('planner', 0, false, 78)];
    expect(pairResults(results, 'keeper', 'planner')).toEqual([{ a: false, b: true }]);
  });

  it('plays a deal the same way every time, seeded as the sim command seeds it', () => {
    const first = playDeal(botById('keeper'), 0);
    const again = playDeal(botById('keeper'), 0);
    expect(first.seed).toBe(693477458);
    expect({ ...again, botMs: 0, slowestMs: 0 }).toEqual({ ...first, botMs: 0, slowestMs: 0 });
    expect(first.actions).toBeGreaterThan(0);
  });

  it('offers the game’s bots and the planner, and names them when asked for one it lacks', () => {
    expect(duelBots().map((bot) => bot.id)).toEqual(expect.arrayContaining(['keeper', 'random', 'planner']));
    expect(() => botById('oracle')).toThrow('No Royal Lock bot is called "oracle"; the bots are');
  });

  it('plays the planner with some settings changed under its own name; one candidate plays as the keeper', () => {
    const single = playDeal(plannerVariant('single', '{"candidates":1}'), 3);
    const keeper = playDeal(botById('keeper'), 3);
    expect(single.bot).toBe('single');
    expect({ ...single, bot: 'keeper', botMs: 0, slowestMs: 0 }).toEqual({ ...keeper, botMs: 0, slowestMs: 0 });
  });

  it('refuses planner settings that are not JSON or that the planner does not have, naming its settings', () => {
    expect(() => plannerVariant('x', '{candidates:3}')).toThrow('--settings needs a JSON object of planner settings');
    expect(() => plannerVariant('x', '[3]')).toThrow('--settings needs a JSON object of planner settings');
    expect(() => plannerVariant('x', '{"candidates":0}')).toThrow("The planner's candidates needs a whole number of at least 1, not 0.");
    expect(() => plannerVariant('x', '{"depth":3}')).toThrow('The planner has no setting called depth; its settings are candidates, nextTurnPositions');
  });
});
