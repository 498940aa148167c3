import { describe, expect, it } from 'vitest';
import { findGame, type AnyGameDefinition, type BaseState, type PlayerInfo } from '../../../engine';
import { resolveViewer, secretsBetween, seatToConfirm, viewerIsChoosable, type ViewerChoice } from './viewer';

const person: PlayerInfo = { name: 'Person', bot: null };
const bot: PlayerInfo = { name: 'Bot', bot: 'some-bot' };

/** A two-seat game where each seat holds one card the other may not see, and both decks are secret. */
const secretHands = {
  id: 'secret-hands',
  hiddenFrom: (_state: BaseState, seat: number) => (seat === 0 ? ['deck', 'hand-1'] : ['deck', 'hand-0']),
} as unknown as AnyGameDefinition;

/** The same game with both hands face up: both seats miss exactly the same cards. */
const openHands = {
  id: 'open-hands',
  hiddenFrom: () => ['deck'],
} as unknown as AnyGameDefinition;

const state = { rng: [0, 0, 0, 0] } as unknown as BaseState;

describe('whose eyes the table is drawn for', () => {
  it.each<{ name: string; choice: ViewerChoice; players: PlayerInfo[]; activeSeat: number | null; shownTo: number | null; viewer: unknown }>([
    { name: 'a chosen seat, whoever acts', choice: 1, players: [person, person], activeSeat: 0, shownTo: null, viewer: 1 },
    { name: 'everything face up when chosen', choice: 'all', players: [person, bot], activeSeat: 0, shownTo: null, viewer: 'all' },
    { name: 'the person to act', choice: 'auto', players: [person, person], activeSeat: 1, shownTo: 0, viewer: 1 },
    { name: 'the person at the screen while the bot acts', choice: 'auto', players: [bot, person], activeSeat: 0, shownTo: null, viewer: 1 },
    { name: 'everything once the game is over', choice: 'auto', players: [person, bot], activeSeat: null, shownTo: 0, viewer: 'all' },
    { name: 'everything when only bots play', choice: 'auto', players: [bot, bot], activeSeat: 0, shownTo: null, viewer: 'all' },
  ])('$name', ({ choice, players, activeSeat, shownTo, viewer }) => {
    expect(resolveViewer({ choice, players, activeSeat, shownTo })).toEqual(viewer);
  });
});

describe('secrets between two seats', () => {
  it.each([
    { game: secretHands, a: 0, b: 1, secret: true },
    { game: secretHands, a: 1, b: 1, secret: false },
    { game: openHands, a: 0, b: 1, secret: false },
  ])('$game.id, seats $a and $b: $secret', ({ game, a, b, secret }) => {
    expect(secretsBetween(game, state, a, b)).toBe(secret);
  });

  it('Royal Lock keeps nothing from one seat that the other knows', () => {
    const royalLock = findGame('royal-lock')!;
    const start = royalLock.setup(royalLock.defaultOptions(), 2, 4);
    expect(secretsBetween(royalLock, start, 0, 1)).toBe(false);
  });
});

describe('passing the screen between two people', () => {
  const base = { game: secretHands, state, players: [person, person], choice: 'auto' as ViewerChoice, playing: true };

  it.each([
    { name: 'the first person confirms before the first turn', activeSeat: 0, shownTo: null, confirm: 0 },
    { name: 'the next person confirms after a turn changes hands', activeSeat: 1, shownTo: 0, confirm: 1 },
    { name: 'nobody confirms while the same person goes on', activeSeat: 1, shownTo: 1, confirm: null },
    { name: 'nobody confirms once the game is over', activeSeat: null, shownTo: 1, confirm: null },
  ])('$name', ({ activeSeat, shownTo, confirm }) => {
    expect(seatToConfirm({ ...base, activeSeat, shownTo })).toBe(confirm);
  });

  it.each([
    { name: 'without secrets between the seats', change: { game: openHands } },
    { name: 'against a bot', change: { players: [person, bot] } },
    { name: 'in a replay', change: { playing: false } },
    { name: 'with everything face up', change: { choice: 'all' as ViewerChoice } },
  ])('is not asked $name', ({ change }) => {
    expect(seatToConfirm({ ...base, activeSeat: 1, shownTo: 0, ...change })).toBeNull();
  });
});

describe('choosing whose cards are shown', () => {
  const state = {} as BaseState;
  /** Like secretHands, but every seat is blind to the same cards. */
  const noSecrets = { id: 'no-secrets', hiddenFrom: () => ['deck'] } as unknown as AnyGameDefinition;
  it.each([
    { playing: true, game: secretHands, players: [person, person], choosable: false },
    { playing: true, game: secretHands, players: [person, bot], choosable: true },
    { playing: true, game: secretHands, players: [person, person, bot], choosable: false },
    { playing: true, game: noSecrets, players: [person, person], choosable: true },
    { playing: false, game: secretHands, players: [person, person], choosable: true },
  ])('playing=$playing, $game.id, $players.length seats: choosable $choosable', ({ playing, game, players, choosable }) => {
    expect(viewerIsChoosable(playing, game, state, players)).toBe(choosable);
  });
});
