import { describe, expect, it } from 'vitest';
import { playGame } from '../src/cli/sim';
import type { SimConfig } from '../src/cli/sim-config';
import type { AnyGameDefinition, BotSpec } from '../src/engine/core/game';
import { royalSuit } from '../src/engine/games/royal-suit';
import { chooseSampled } from '../src/engine/games/royal-suit/bot-sampler';
import { solve } from '../src/engine/games/royal-suit/solver';
import type { RoyalSuitAction, RoyalSuitState } from '../src/engine/games/royal-suit/types';
import { botById, comparisonText, keptTheirCard, knowingTheirTop, pairGames, playDeal, samplerVariant, seeingEverything, solvingEverything, treeVariant, type DealResult } from './royal-suit-duel';

const deal = (bot: string, index: number, supporters: boolean, opposers: boolean, against = 'heuristic'): DealResult => ({
  bot,
  against,
  base: 101,
  index,
  seed: index,
  supporters,
  opposers,
  actions: 20,
  botMs: 10,
  slowestMs: 2,
});

describe('the Royal Suit duel', () => {
  it('pairs the games of two bots by deal and seat, leaving out deals only one of them played', () => {
    const results = [
      deal('sampler', 0, true, false),
      deal('sampler', 1, true, true),
      deal('tree', 0, true, true),
      deal('tree', 2, false, false),
      deal('tree', 1, false, true, 'random'),
    ];
    expect(pairGames(results, 'sampler', 'tree')).toEqual([
      { a: true, b: true },
      { a: false, b: true },
    ]);
    expect(pairGames(results, 'sampler', 'tree', 'supporters')).toEqual([{ a: true, b: true }]);
    expect(pairGames(results, 'sampler', 'tree', 'opposers')).toEqual([{ a: false, b: true }]);
  });

  it('compares both seats together, then each seat alone, with the bots’ processor time', () => {
    const results = [deal('sampler', 0, true, false), deal('sampler', 1, true, false), deal('tree', 0, true, true), deal('tree', 1, false, true)];
    const text = comparisonText(results, 'sampler', 'tree');
    expect(text).toContain('4 games played by both');
    expect(text).toContain('tree less sampler: +25.0 points');
    expect(text).toContain('as the supporters: sampler 2, tree 1 of 2; -50.0 points');
    expect(text).toContain('as the opposers: sampler 0, tree 2 of 2; +100.0 points');
    expect(text).toContain('sampler: 10 ms of processor time per deal, slowest move 2 ms');
  });

  it('plays each deal twice, the bot on each side, the same way every time', () => {
    const first = playDeal(botById('heuristic'), 3, 101, botById('random'));
    const again = playDeal(botById('heuristic'), 3, 101, botById('random'));
    expect({ ...again, botMs: 0, slowestMs: 0 }).toEqual({ ...first, botMs: 0, slowestMs: 0 });
    expect(first).toMatchObject({ bot: 'heuristic', against: 'random', base: 101, index: 3, seed: 1214404705 });
    expect(first.actions).toBeGreaterThan(1);
  });

  it('plays the games the sim command plays from the same seed', () => {
    const [heuristic, random] = [botById('heuristic'), botById('random')];
    const simWinner = (bots: BotSpec<unknown, { type: string }>[], index: number) => {
      const config: SimConfig = {
        game: royalSuit as unknown as AnyGameDefinition,
        games: 1,
        seed: 101,
        players: 2,
        bots,
        options: royalSuit.defaultOptions(),
        maxActions: 10_000,
        saveReplays: null,
      };
      return playGame(config, index).outcome?.label;
    };
    for (const index of [0, 1, 2]) {
      const played = playDeal(heuristic, index, 101, random);
      const asBots = (bot: typeof heuristic) => bot as unknown as BotSpec<unknown, { type: string }>;
      expect(played.supporters).toBe(simWinner([asBots(heuristic), asBots(random)], index) === 'supporters');
      expect(played.opposers).toBe(simWinner([asBots(random), asBots(heuristic)], index) === 'opposers');
    }
  });

  it('plays variants of the sampler and the tree search under their own names', () => {
    const light = samplerVariant('light', '{"deals":2,"depth":1}');
    const timely = samplerVariant('timely', '{"deals":2,"depth":1,"scoreWeights":{"time":30}}');
    const small = treeVariant('small', '{"passes":20,"deals":4,"leaf":{"depth":1}}');
    for (const bot of [light, timely, small]) {
      const result = playDeal(bot, 0);
      expect(result.bot).toBe(bot.id);
      expect(result.actions).toBeGreaterThan(1);
    }
  });

  it('measures the ceiling on the true deal, which it must be shown before each choice', () => {
    const ceiling = seeingEverything();
    const first = playDeal(ceiling.bot, 0, 101, botById('heuristic'), ceiling.see);
    expect({ ...playDeal(ceiling.bot, 0, 101, botById('heuristic'), ceiling.see), botMs: 0, slowestMs: 0 }).toEqual({ ...first, botMs: 0, slowestMs: 0 });
    expect(first.bot).toBe('seeing-everything');
    expect(() => playDeal(seeingEverything().bot, 0)).toThrow('The ceiling needs the position before each choice.');
  });

  it('tells the sampler the opponent’s top card and nothing more', () => {
    const ceiling = knowingTheirTop();
    let position: RoyalSuitState | null = null;
    let told = 0;
    let changed = 0;
    const watched = {
      ...ceiling.bot,
      choose: (context: Parameters<typeof ceiling.bot.choose>[0]) => {
        const theirs = 1 - context.seat;
        const top = position!.decks[theirs]![0] ?? null;
        const decks = context.view.decks.map((deck, seat) => (seat === theirs ? { ...deck, top } : deck));
        const action = ceiling.bot.choose(context);
        expect(action).toEqual(chooseSampled({ ...context, view: { ...context.view, decks } }));
        if (context.view.decks[theirs]!.top === null && top !== null) told += 1;
        if (JSON.stringify(action) !== JSON.stringify(chooseSampled(context))) changed += 1;
        return action;
      },
    };
    const result = playDeal(watched, 0, 101, botById('heuristic'), (state) => {
      position = state;
      ceiling.see(state);
    });
    expect(result.actions).toBeGreaterThan(1);
    expect(told, 'the opponent’s top card was hidden from the view at some choices').toBeGreaterThan(0);
    expect(changed, 'knowing it changed some choice').toBeGreaterThan(0);
    expect(() => playDeal(knowingTheirTop().bot, 0)).toThrow('The ceiling needs the position before each choice.');
  });

  it('knows when the opponent still holds the card it chose its last action with: after a couple move onto a value card', () => {
    const heuristic = botById('heuristic');
    let theirLast: { action: RoyalSuitAction; extraPlay: boolean } | null = null;
    const opponent = {
      ...heuristic,
      choose: (context: Parameters<typeof heuristic.choose>[0]) => {
        const action = heuristic.choose(context);
        // An extra play follows a move onto a face card: the card then held is another.
        theirLast = { action, extraPlay: context.view.phase === 'extraPlay' };
        return action;
      },
    };
    const seen = { kept: 0, not: 0 };
    const sampler = botById('sampler');
    const watching = {
      ...sampler,
      choose: (context: Parameters<typeof sampler.choose>[0]) => {
        // A deal is two games: the opponent's last action may be from the one before.
        if (context.view.turn === 1) theirLast = null;
        const expected = theirLast !== null && theirLast.action.type === 'move' && !theirLast.extraPlay;
        const kept = keptTheirCard(context.view, 1 - context.seat);
        expect(kept).toBe(expected);
        seen[kept ? 'kept' : 'not'] += 1;
        theirLast = null;
        return sampler.choose(context);
      },
    };
    for (let index = 0; index < 6; index++) playDeal(watching, index, 101, opponent);
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.not).toBeGreaterThan(0);
  });

  it('plays the solver’s forced win on the true deal wherever it proves one, and the judgement elsewhere', () => {
    const budget = 20_000;
    const ceiling = solvingEverything(budget);
    const judged = seeingEverything();
    let position: RoyalSuitState | null = null;
    let forced = 0;
    let judgedChoices = 0;
    const watched = {
      ...ceiling.bot,
      choose: (context: Parameters<typeof ceiling.bot.choose>[0]) => {
        const action = ceiling.bot.choose(context);
        const solved = solve(position!, { budget });
        if (solved.verdict === 'win') {
          expect(action).toEqual(solved.line[0]!.action);
          forced += 1;
        } else {
          expect(action).toEqual(judged.bot.choose(context));
          judgedChoices += 1;
        }
        return action;
      },
    };
    const see = (state: RoyalSuitState) => {
      position = state;
      ceiling.see(state);
      judged.see(state);
    };
    for (const index of [0, 1, 2]) expect(playDeal(watched, index, 101, botById('heuristic'), see).bot).toBe('solving-everything');
    expect(forced).toBeGreaterThan(0);
    expect(judgedChoices).toBeGreaterThan(0);
    expect(() => playDeal(solvingEverything().bot, 0)).toThrow('The ceiling needs the position before each choice.');
  });

  it('names the settings and bots it does not know', () => {
    expect(() => botById('oracle')).toThrow('No Royal Suit bot is called "oracle"; the bots are');
    expect(() => samplerVariant('x', '{"depht":3}')).toThrow('The sampler has no setting called depht');
    expect(() => treeVariant('x', '{"pases":3}')).toThrow('The tree search has no setting called pases');
    expect(() => samplerVariant('x', 'deals=3')).toThrow('--settings needs a JSON object of sampler settings, not "deals=3".');
  });
});
