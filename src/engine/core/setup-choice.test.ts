import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { checkSetupChoice } from './setup-choice';

const allianceRoyals = findGame('alliance-royals')!;
const royalLines = findGame('royal-lines')!;
const ALLIANCE_OPTIONS = { target: 1066, floor: -333, betrothedCounts: true, outOfTurnToSpoils: false };

describe('a new game’s choices, checked against the game', () => {
  it('takes a choice the game offers, its options as the game reads them', () => {
    expect(checkSetupChoice(allianceRoyals, { players: 4, seats: [null, null, 'search', 'heuristic'], options: { target: 500 } })).toEqual({
      ok: true,
      choice: { players: 4, seats: [null, null, 'search', 'heuristic'], options: { ...ALLIANCE_OPTIONS, target: 500 } },
    });
    expect(checkSetupChoice(royalLines, { players: 3, seats: [null, 'search', 'search', null, 'random'], options: {} })).toMatchObject({
      ok: true,
      choice: { players: 3, seats: [null, 'search', 'search', null, 'random'] },
    });
  });

  const refused: [string, unknown, string][] = [
    ['too few players', { players: 1, seats: [null, 'search', 'search', 'search', 'search'], options: {} }, 'Royal Lines is played by 2 to 5 players, not 1.'],
    ['too many players', { players: 6, seats: [null, 'search', 'search', 'search', 'search'], options: {} }, 'Royal Lines is played by 2 to 5 players, not 6.'],
    ['a seat short', { players: 2, seats: [null, 'search'], options: {} }, 'Royal Lines has 5 seats, not 2.'],
    ['a bot no longer offered', { players: 2, seats: [null, 'planner', 'search', 'search', 'search'], options: {} }, 'Royal Lines has no bot called "planner".'],
    ['a bot named with a control character', { players: 2, seats: [null, 'x\u202ey', null, null, null], options: {} }, 'Royal Lines has no bot called "x\\u{202e}y".'],
    ['an option the game does not have', { players: 2, seats: [null, null, null, null, null], options: { speed: 3 } }, 'These are not options Royal Lines offers.'],
    ['a number of players that is not whole', { players: 2.5, seats: [null, null, null, null, null], options: {} }, 'The choices for Royal Lines are damaged.'],
    ['an option key that is not a plain word', { players: 2, seats: [null, null, null, null, null], options: { 'constructor.x': 1 } }, 'The choices for Royal Lines are damaged.'],
    ['a seed kept with the choice', { players: 2, seats: [null, null, null, null, null], options: {}, seed: 7 }, 'The choices for Royal Lines are damaged.'],
    ['a list of seats longer than any game’s', { players: 2, seats: Array(17).fill(null), options: {} }, 'The choices for Royal Lines are damaged.'],
    ['a very long text as an option', { players: 2, seats: [null, null, null, null, null], options: { jokers: 'x'.repeat(201) } }, 'The choices for Royal Lines are damaged.'],
    ['nothing at all', null, 'The choices for Royal Lines are damaged.'],
  ];

  it.each(refused)('refuses %s, saying why', (_name, value, reason) => {
    expect(checkSetupChoice(royalLines, value)).toEqual({ ok: false, reason });
  });

  it('reads a prototype key among the options as nothing, and changes no prototype', () => {
    const value: unknown = JSON.parse('{"players": 2, "seats": [null, null, null, null, null], "options": {"__proto__": {"polluted": 1}}}');
    const checked = checkSetupChoice(royalLines, value);
    expect(checked).toEqual({ ok: true, choice: { players: 2, seats: [null, null, null, null, null], options: royalLines.defaultOptions() } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(checked.ok && checked.choice.options)).toBe(Object.prototype);
  });

  it('refuses options the game’s schema refuses', () => {
    expect(checkSetupChoice(allianceRoyals, { players: 4, seats: [null, 'search', 'search', 'search'], options: { target: 10 } })).toEqual({
      ok: false,
      reason: 'These are not options Alliance Royals offers.',
    });
  });
});
