import { describe, expect, it } from 'vitest';
import { GAMES, findGame, type AnyGameDefinition } from '../../../engine';
import { formChoice, initialGame, setupChoiceOf, type FormChoice } from './new-game-choices';

const game = (id: string): AnyGameDefinition => findGame(id)!;
const allianceDefaults = game('alliance-royals').defaultOptions();
const linesDefaults = game('royal-lines').defaultOptions();

describe('the game the new-game form opens on', () => {
  it.each([
    ['the game last started', 'alliance-royals', 'alliance-royals'],
    ['the first game, before any was started', null, 'royal-lock'],
    ['the first game, when the last one is no longer offered', 'royal-chess', 'royal-lock'],
    ['the first game, for a name of an object’s own', 'constructor', 'royal-lock'],
  ])('is %s', (_name, last, expected) => {
    expect(initialGame(GAMES, last)?.id).toBe(expected);
  });
});

describe('what the new-game form shows for a game', () => {
  const cases: [string, string, unknown, number, FormChoice][] = [
    [
      'the defaults before the game was ever started: a person first, the first bot elsewhere',
      'alliance-royals',
      undefined,
      1,
      { players: 4, seatKinds: ['human', 'search', 'search', 'search'], options: allianceDefaults },
    ],
    [
      'the defaults with as many players as before, where the game allows them',
      'royal-lines',
      undefined,
      3,
      { players: 3, seatKinds: ['human', 'search', 'search', 'search', 'search'], options: linesDefaults },
    ],
    ['the defaults with the fewest players the game allows', 'royal-lines', undefined, 1, { players: 2, seatKinds: ['human', 'search', 'search', 'search', 'search'], options: linesDefaults }],
    ['the defaults with the most players the game allows', 'royal-lock', undefined, 5, { players: 2, seatKinds: ['human', 'planner'], options: game('royal-lock').defaultOptions() }],
    [
      'what it was last started with',
      'alliance-royals',
      { players: 4, seats: [null, null, 'heuristic', 'random'], options: { ...allianceDefaults, target: 500 } },
      1,
      { players: 4, seatKinds: ['human', 'human', 'heuristic', 'random'], options: { ...allianceDefaults, target: 500 } },
    ],
    [
      'what it was last started with, its options filled in where they were left out',
      'royal-lines',
      { players: 4, seats: [null, 'random', null, 'search', 'search'], options: { jokers: 'one-less' } },
      2,
      { players: 4, seatKinds: ['human', 'random', 'human', 'search', 'search'], options: { ...linesDefaults, jokers: 'one-less' } },
    ],
    [
      'the defaults when a seat holds a bot the game no longer offers',
      'alliance-royals',
      { players: 4, seats: [null, 'planner', 'search', 'search'], options: allianceDefaults },
      4,
      { players: 4, seatKinds: ['human', 'search', 'search', 'search'], options: allianceDefaults },
    ],
    [
      'the defaults when the number of players is out of the game’s range',
      'royal-lines',
      { players: 7, seats: [null, 'search', 'search', 'search', 'search'], options: linesDefaults },
      3,
      { players: 3, seatKinds: ['human', 'search', 'search', 'search', 'search'], options: linesDefaults },
    ],
    [
      'the defaults when the game’s options schema refuses the options',
      'alliance-royals',
      { players: 4, seats: [null, null, null, null], options: { ...allianceDefaults, target: 10 } },
      4,
      { players: 4, seatKinds: ['human', 'search', 'search', 'search'], options: allianceDefaults },
    ],
    ['the defaults for anything else', 'royals', 'two people', 2, { players: 2, seatKinds: ['human', 'search'], options: game('royals').defaultOptions() }],
  ];

  it.each(cases)('is %s', (_name, id, stored, players, expected) => {
    expect(formChoice(game(id), stored, players)).toEqual(expected);
  });

  it('is kept as a choice the game accepts, a person as no bot', () => {
    const shown = formChoice(game('alliance-royals'), undefined, 4);
    const kept = setupChoiceOf(shown.players, ['human', 'human', 'search', 'heuristic'], shown.options);
    expect(kept).toEqual({ players: 4, seats: [null, null, 'search', 'heuristic'], options: allianceDefaults });
    expect(formChoice(game('alliance-royals'), kept, 4)).toEqual({ ...shown, seatKinds: ['human', 'human', 'search', 'heuristic'] });
  });
});
