import { describe, expect, it } from 'vitest';
import { findGame, type AnyGameDefinition, type BaseState, type PlayerInfo } from '../../../engine';
import { hidesLaterSteps, openReason, openedToPickUp, opensInPlay, resolveViewer, secretsBetween, secretsShown, seatToConfirm, type OpenReason, type ViewerChoice } from './viewer';

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
  const live = { open: false, live: true };
  it.each<{ name: string; open: boolean; live: boolean; choice: ViewerChoice; players: PlayerInfo[]; activeSeat: number | null; shownTo: number | null; own?: number; viewer: unknown }>([
    { name: 'an open table: a chosen seat, whoever acts', open: true, live: true, choice: 1, players: [person, person], activeSeat: 0, shownTo: null, viewer: 1 },
    { name: 'an open table: everything face up when chosen', open: true, live: true, choice: 'all', players: [person, bot], activeSeat: 0, shownTo: null, viewer: 'all' },
    { name: 'an open table: the own view of a person choosing what is chosen only from it', open: true, live: true, choice: 'all', players: [bot, person], activeSeat: 0, shownTo: null, own: 1, viewer: 1 },
    { name: 'an open table: everything face up again in a replay of that choice', open: true, live: false, choice: 'all', players: [bot, person], activeSeat: 0, shownTo: null, own: 1, viewer: 'all' },
    { name: 'an open table: a seat chosen by hand stays while a person chooses from their own view', open: true, live: true, choice: 0, players: [bot, person], activeSeat: 0, shownTo: null, own: 1, viewer: 0 },
    { name: 'an open table: everything once nobody is to move', open: true, live: true, choice: 'auto', players: [person, bot], activeSeat: null, shownTo: 0, viewer: 'all' },
    { name: 'a game in play: the person to act', ...live, choice: 'auto', players: [person, person], activeSeat: 1, shownTo: 0, viewer: 1 },
    { name: 'a game in play: the person at the screen while the bot acts', ...live, choice: 'auto', players: [bot, person], activeSeat: 0, shownTo: null, viewer: 1 },
    { name: 'a game in play: everything face up is never in force', ...live, choice: 'all', players: [person, bot], activeSeat: 0, shownTo: null, viewer: 0 },
    { name: 'a game in play: another seat is never in force', ...live, choice: 1, players: [person, bot], activeSeat: 1, shownTo: null, viewer: 0 },
    { name: 'a game in play looked at in replay mode stays with the person holding the screen', open: false, live: false, choice: 'auto', players: [person, person], activeSeat: 0, shownTo: 1, viewer: 1 },
    { name: 'a game against a bot looked at in replay mode stays with the person', open: false, live: false, choice: 'auto', players: [bot, person], activeSeat: 0, shownTo: null, viewer: 1 },
    { name: 'only bots play: everything', ...live, choice: 'auto', players: [bot, bot], activeSeat: 0, shownTo: null, viewer: 'all' },
    { name: 'a replay of bots alone seen by the player to move: the seat to move', open: true, live: false, choice: 'auto', players: [bot, bot], activeSeat: 1, shownTo: null, viewer: 1 },
    { name: 'a replay with a person, a bot to move: the person', open: true, live: false, choice: 'auto', players: [person, bot], activeSeat: 1, shownTo: null, viewer: 0 },
  ])('$name', ({ open, live, choice, players, activeSeat, shownTo, own, viewer }) => {
    // A closed table ignores the choice: the session passes 'auto' there, and so must any caller.
    const inForce = open ? choice : 'auto';
    expect(resolveViewer({ open, live, choice: inForce, players, activeSeat, shownTo, ownViewToAct: own ?? null })).toEqual(viewer);
  });
});

describe('when every card may be shown', () => {
  const none = { teacher: false, finished: false, openedReplay: false, players: [person, bot] };
  it.each<{ name: string; change: Partial<typeof none>; reason: OpenReason | null }>([
    { name: 'not in a game being played', change: {}, reason: null },
    { name: 'not in a game between two people being played', change: { players: [person, person] }, reason: null },
    { name: 'at a teacher table', change: { teacher: true }, reason: 'teacher' },
    { name: 'in a finished game', change: { finished: true }, reason: 'finished' },
    { name: 'in a replay opened from a file', change: { openedReplay: true }, reason: 'replay' },
    { name: 'when only bots play', change: { players: [bot, bot] }, reason: 'no-players' },
  ])('$name', ({ change, reason }) => {
    expect(openReason({ ...none, ...change })).toBe(reason);
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
  const base = { game: secretHands, state, players: [person, person], choice: 'auto' as ViewerChoice, open: false, live: true, ownViewToAct: null };

  it.each([
    { name: 'the first person confirms before the first turn', activeSeat: 0, shownTo: null, confirm: 0 },
    { name: 'the next person confirms after a turn changes hands', activeSeat: 1, shownTo: 0, confirm: 1 },
    { name: 'nobody confirms while the same person goes on', activeSeat: 1, shownTo: 1, confirm: null },
    { name: 'the person entering a replay of the game keeps the screen', activeSeat: 1, shownTo: 0, confirm: null, live: false },
    { name: 'somebody confirms before a replay of the game is shown to anyone', activeSeat: 1, shownTo: null, confirm: 1, live: false },
  ])('$name', ({ activeSeat, shownTo, confirm, live }) => {
    expect(seatToConfirm({ ...base, activeSeat, shownTo, live: live ?? true })).toBe(confirm);
  });

  it.each([
    { name: 'without secrets between the seats', change: { game: openHands } },
    { name: 'against a bot', change: { players: [person, bot] } },
    { name: 'at an open table', change: { open: true } },
  ])('is not asked $name', ({ change }) => {
    expect(seatToConfirm({ ...base, activeSeat: 1, shownTo: 0, ...change })).toBeNull();
  });
});

describe('a saved game people had not finished, picked up again', () => {
  const pickUp = { openedReplay: true, puzzle: false, finished: false, players: [person, person], stepsPlayed: 5 };

  it('is a game to pick up only when people were playing it, it is under way and not over', () => {
    expect(openedToPickUp(pickUp)).toBe(true);
    expect(openedToPickUp({ ...pickUp, players: [person, bot] })).toBe(true);
    expect(openedToPickUp({ ...pickUp, finished: true })).toBe(false);
    expect(openedToPickUp({ ...pickUp, players: [bot, bot] })).toBe(false);
    expect(openedToPickUp({ ...pickUp, puzzle: true })).toBe(false);
    expect(openedToPickUp({ ...pickUp, stepsPlayed: 0 })).toBe(false);
    expect(openedToPickUp({ ...pickUp, openedReplay: false })).toBe(false);
  });

  it('keeps its secrets from its players\' view, and shows them once a view is chosen', () => {
    expect(secretsShown('replay', true, 'auto')).toBe(false);
    expect(secretsShown('replay', true, 'all')).toBe(true);
    expect(secretsShown('replay', true, 1)).toBe(true);
    expect(secretsShown('replay', false, 'auto')).toBe(true);
    expect(secretsShown(null, false, 'all')).toBe(false);
  });

  it('is passed to the person to move first, as hot seat is', () => {
    const open = secretsShown('replay', true, 'auto');
    const situation = { game: secretHands, state, players: [person, person], choice: 'auto' as ViewerChoice, open, live: false, activeSeat: 1, shownTo: null, ownViewToAct: null };
    expect(seatToConfirm(situation)).toBe(1);
    expect(resolveViewer({ ...situation, shownTo: 1 })).toBe(1);
    expect(seatToConfirm({ ...situation, shownTo: 1 })).toBeNull();
  });
});

describe('a saved game that opens ready to play on', () => {
  const leftOff = { puzzle: false, example: false, players: [person, person], finished: false, atLineEnd: true, step: 5, annotated: false };

  it('is one people were playing, saved unfinished where play stood', () => {
    expect(opensInPlay(leftOff)).toBe(true);
    expect(opensInPlay({ ...leftOff, players: [person, bot] })).toBe(true);
  });

  it.each([
    { name: 'a replay being studied, saved at a step in the past', change: { atLineEnd: false } },
    { name: 'a replay being studied, with notes or marks', change: { annotated: true } },
    { name: 'a finished game', change: { finished: true } },
    { name: 'a game of bots alone', change: { players: [bot, bot] } },
    { name: 'an example', change: { example: true } },
    { name: 'a puzzle', change: { puzzle: true } },
    { name: 'a set-up position', change: { step: 0 } },
  ])('is not $name', ({ change }) => {
    expect(opensInPlay({ ...leftOff, ...change })).toBe(false);
  });
});

describe('the steps after the one shown, in the record', () => {
  it.each([
    { name: 'are untold in one seat’s view of an open table', open: true, viewer: 1 as const, hidden: true },
    { name: 'are told with everything face up', open: true, viewer: 'all' as const, hidden: false },
    { name: 'are told while the game keeps its secrets: everyone at the screen has seen them', open: false, viewer: 0 as const, hidden: false },
  ])('$name', ({ open, viewer, hidden }) => {
    expect(hidesLaterSteps(open, viewer)).toBe(hidden);
  });
});
