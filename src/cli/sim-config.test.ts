import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyGameDefinition } from '../engine/core/game';
import { royalLock } from '../engine/games/royal-lock';
import { UsageError, parseCliArgs, type SimArgs } from './args';
import { defaultBot, resolveOptions, resolveSim } from './sim-config';

function simArgs(...extra: string[]): SimArgs {
  return parseCliArgs(['sim', '--game', 'royal-lock', ...extra]) as SimArgs;
}

function usageError(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('resolveSim', () => {
  it('plays 2 planners with the default options unless told otherwise', () => {
    const config = resolveSim(simArgs());
    expect(config.game).toBe(royalLock);
    expect(config.players).toBe(2);
    expect(config.bots.map((b) => b.id)).toEqual(['planner', 'planner']);
    expect(config.options).toEqual({ reach: 'own-space', redDeckOut: 'reshuffle' });
  });

  it.each([
    [['--players', '1'], 1, ['planner']],
    [['--bots', 'random'], 2, ['random', 'random']],
    [['--bots', 'random,keeper'], 2, ['random', 'keeper']],
    [['--players', '1', '--bots', 'random'], 1, ['random']],
  ])('seats %j as %d players with %j', (extra, players, bots) => {
    const config = resolveSim(simArgs(...extra));
    expect(config.players).toBe(players);
    expect(config.bots.map((b) => b.id)).toEqual(bots);
  });

  it('takes every option value the game offers', () => {
    const config = resolveSim(simArgs('--option', 'reach=any-space', '--option', 'redDeckOut=loss'));
    expect(config.options).toEqual({ reach: 'any-space', redDeckOut: 'loss' });
  });

  it.each([
    [['--players', '3'], 'Royal Lock takes 1 to 2 players, not 3'],
    [['--bots', 'oracle'], 'Royal Lock has no bot "oracle" (bots: planner, keeper, random)'],
    [['--players', '1', '--bots', 'keeper,random'], '--bots names 2 bots for 1 player (give one, or one per player)'],
    [['--bots', 'a\u202eb'], 'Royal Lock has no bot "a\\u{202e}b" (bots: planner, keeper, random)'],
    [['--option', 'a\u001b=1'], 'Royal Lock has no option "a\\u{1b}" (options: reach, redDeckOut)'],
    [['--option', 'reach=\u001b[2J'], 'option reach must be one of own-space, any-space, not "\\u{1b}[2J"'],
    [['--option', 'speed=fast'], 'Royal Lock has no option "speed" (options: reach, redDeckOut)'],
    [['--option', 'reach=everywhere'], 'option reach must be one of own-space, any-space, not "everywhere"'],
  ])('refuses %j', (extra, message) => {
    expect(usageError(() => resolveSim(simArgs(...extra)))).toBe(message);
  });

  it.each([
    ['royal-chess', '"royal-chess"'],
    ['x\u001b[2J', '"x\\u{1b}[2J"'],
  ])('refuses the unknown game %j, quoted, naming the known ones', (game, quoted) => {
    expect(usageError(() => resolveSim({ ...simArgs(), game }))).toBe(`unknown game ${quoted} (known: royal-lock, royal-suit, royal-lines, royals, alliance-royals)`);
  });
});

describe('option values by kind', () => {
  const withSchema: AnyGameDefinition = {
    ...royalLock,
    title: 'Test game',
    optionSpecs: [
      { key: 'count', label: 'Count', help: '', kind: 'number', min: 1, max: 5 },
      { key: 'fast', label: 'Fast', help: '', kind: 'boolean' },
    ],
    optionsSchema: z.object({ count: z.number().int().min(1).max(5).default(2), fast: z.boolean().default(false) }).strict(),
  };

  it('reads numbers and booleans before the schema checks them', () => {
    expect(resolveOptions(withSchema, [['count', '4'], ['fast', 'true']])).toEqual({ count: 4, fast: true });
    expect(resolveOptions(withSchema, [])).toEqual({ count: 2, fast: false });
    expect(usageError(() => resolveOptions(withSchema, [['count', 'many']]))).toBe('option count needs a number, not "many"');
    expect(usageError(() => resolveOptions(withSchema, [['fast', 'yes']]))).toBe('option fast needs true or false, not "yes"');
    expect(usageError(() => resolveOptions(withSchema, [['count', '9']]))).toMatch(/^invalid option count: /);
  });
});

describe('defaultBot', () => {
  it('prefers a bot that is not random', () => {
    expect(defaultBot(royalLock).id).toBe('planner');
    expect(defaultBot({ ...royalLock, bots: [royalLock.bots[2]!] }).id).toBe('random');
  });

  it('refuses a game without bots', () => {
    expect(usageError(() => defaultBot({ ...royalLock, bots: [] }))).toBe('Royal Lock has no bots to play a simulation');
  });
});
