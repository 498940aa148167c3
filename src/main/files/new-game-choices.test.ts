import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame, type SetupChoice } from '../../engine';
import { tempDir } from '../testing/replays';
import { MAX_NEW_GAME_BYTES, NEW_GAME_FILE, createNewGameChoices } from './new-game-choices';

let dir: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});

const allianceOptions = { ...findGame('alliance-royals')!.defaultOptions(), target: 500 };
const ALLIANCE: SetupChoice = { players: 4, seats: [null, null, 'search', 'heuristic'], options: allianceOptions };
const LINES: SetupChoice = { players: 3, seats: [null, 'heuristic', 'search', 'search', 'search'], options: { ...findGame('royal-lines')!.defaultOptions(), target: 5 } };

const writeChoices = (value: unknown): Promise<void> => writeFile(join(dir.path, NEW_GAME_FILE), typeof value === 'string' ? value : JSON.stringify(value));

describe('the new game choices', () => {
  it('are none at first', async () => {
    expect(await createNewGameChoices(dir.path).read()).toEqual({ game: null, games: {} });
  });

  it('keep the last game and each game’s last choices, after a restart too', async () => {
    const store = createNewGameChoices(dir.path);
    await store.remember('royal-lines', LINES);
    await store.remember('alliance-royals', ALLIANCE);
    const expected = { game: 'alliance-royals', games: { 'royal-lines': LINES, 'alliance-royals': ALLIANCE } };
    expect(await store.read()).toEqual(expected);
    expect(await createNewGameChoices(dir.path).read()).toEqual(expected);
    expect(JSON.parse(await readFile(join(dir.path, NEW_GAME_FILE), 'utf8'))).toEqual({ version: 1, ...expected });
  });

  it('replace a game’s choices with the ones it was started with last', async () => {
    const store = createNewGameChoices(dir.path);
    await store.remember('royal-lines', LINES);
    const later = { ...LINES, players: 5 };
    await store.remember('royal-lines', later);
    expect(await store.read()).toEqual({ game: 'royal-lines', games: { 'royal-lines': later } });
  });

  const damaged: [string, unknown][] = [
    ['not JSON', '{"version": 1, "game": "royals", '],
    ['nothing', ''],
    ['a list', '[]'],
    ['binary junk', '\u0000\uffff\u0001'],
    ['a newer version', { version: 2, game: 'royals', games: {} }],
    ['no version', { game: 'royals', games: {} }],
    ['a field it does not have', { version: 1, game: 'royals', games: {}, seed: 7 }],
    ['a game id that is not one', { version: 1, game: '../royals', games: {} }],
    ['a prototype key among the games', '{"version": 1, "game": null, "games": {"__proto__": {"players": 2}}}'],
    ['more games than it keeps', { version: 1, game: null, games: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`game-${i}`, {}])) }],
  ];

  it.each(damaged)('count as none when the file is damaged (%s), and are kept again by the next game', async (_name, value) => {
    await writeChoices(value);
    const store = createNewGameChoices(dir.path);
    expect(await store.read()).toEqual({ game: null, games: {} });
    await store.remember('royal-lines', LINES);
    expect(await store.read()).toEqual({ game: 'royal-lines', games: { 'royal-lines': LINES } });
  });

  it('count as none when the file is larger than they could ever be', async () => {
    const padding = ' '.repeat(MAX_NEW_GAME_BYTES);
    await writeChoices(`{"version": 1, "game": "royal-lines", "games": {"royal-lines": ${JSON.stringify(LINES)}}}${padding}`);
    expect(await createNewGameChoices(dir.path).read()).toEqual({ game: null, games: {} });
  });

  const misfits: [string, unknown][] = [
    ['a bot the game no longer offers', { ...ALLIANCE, seats: [null, 'planner', 'search', 'search'] }],
    ['too many players', { ...ALLIANCE, players: 5 }],
    ['too few seats', { ...ALLIANCE, seats: [null, 'search'] }],
    ['an option the game refuses', { ...ALLIANCE, options: { target: 10 } }],
    ['an option the game does not have', { ...ALLIANCE, options: { speed: 'fast' } }],
    ['a seed', { ...ALLIANCE, seed: 42 }],
    ['markup as a seat', { ...ALLIANCE, seats: [null, '<img src=x onerror=alert(1)>', null, null] }],
    ['text in place of the choices', 'four players'],
  ];

  it.each(misfits)('leave out a game’s choices that hold %s, keeping the rest', async (_name, bad) => {
    await writeChoices({ version: 1, game: 'alliance-royals', games: { 'alliance-royals': bad, 'royal-lines': LINES } });
    expect(await createNewGameChoices(dir.path).read()).toEqual({ game: 'alliance-royals', games: { 'royal-lines': LINES } });
  });

  it('leave out a game the app no longer has, as the last game too', async () => {
    await writeChoices({ version: 1, game: 'royal-chess', games: { 'royal-chess': { players: 2, seats: [null, null], options: {} }, 'royal-lines': LINES } });
    expect(await createNewGameChoices(dir.path).read()).toEqual({ game: null, games: { 'royal-lines': LINES } });
  });

  it('fill in options the file left out with the game’s defaults', async () => {
    await writeChoices({ version: 1, game: 'alliance-royals', games: { 'alliance-royals': { ...ALLIANCE, options: { target: 500 } } } });
    expect(await createNewGameChoices(dir.path).read()).toEqual({ game: 'alliance-royals', games: { 'alliance-royals': ALLIANCE } });
  });
});
