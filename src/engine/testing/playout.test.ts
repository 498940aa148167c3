import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { suitedCards } from '../core/cards';
import { fixtureGame, type FixtureAction, type FixtureOptions, type FixtureState, type FixtureView } from './fixture-game';
import type { GameDefinition } from '../core/game';
import {
  PlayoutViolation,
  canonicalJson,
  CardCount,
  configLabel,
  gamesForConfig,
  runPlayout,
  runSeries,
  type PlayoutSettings,
} from './playout';
import { seedFor } from './seeds';

type Fixture = GameDefinition<FixtureState, FixtureAction, FixtureOptions, FixtureView>;

const candidates = (): FixtureAction[] => [
  { type: 'draw' },
  { type: 'pass' },
  ...suitedCards(['C']).map((card) => ({ type: 'discard' as const, card })),
];

const settings: PlayoutSettings<FixtureState, FixtureAction> = {
  configs: [{ options: { suits: 1 }, seats: 2 }],
  games: 40,
  maxActions: 100,
  candidates,
  recordEvery: 1,
  fileEvery: 1,
};

/** Plays the series with a broken variant of the fixture and returns the violation it must raise. */
function violationOf(broken: Fixture): string {
  try {
    runSeries(broken, settings as PlayoutSettings<FixtureState, FixtureAction>, 0);
  } catch (error) {
    if (error instanceof PlayoutViolation) return error.message;
    throw error;
  }
  throw new Error('the broken game passed every check');
}

let calls = 0;
const variants: [string, Fixture, RegExp][] = [
  ['a view that shows every hand', { ...fixtureGame, view: (state) => fixtureGame.view(state, 'all') }, /the view of seat [01] shows hidden cards/],
  [
    'a discard that loses the card',
    {
      ...fixtureGame,
      apply: (state, seat, action) => {
        fixtureGame.apply(state, seat, action);
        if (action.type === 'discard') state.discard.pop();
      },
    },
    /cards are not conserved: \d+ cards instead of 13, missing/,
  ],
  [
    'a draw that copies the card',
    {
      ...fixtureGame,
      apply: (state, seat, action) => {
        if (action.type === 'draw') state.deck.push(state.deck.at(-1)!);
        fixtureGame.apply(state, seat, action);
      },
    },
    /cards are not conserved: 14 cards instead of 13, extra [0-9AJQK]+C$/m,
  ],
  [
    'rules that accept a discard of a card not held',
    { ...fixtureGame, illegalReason: (state, seat, action) => (action.type === 'discard' ? null : fixtureGame.illegalReason(state, seat, action)) },
    /\{"card":"[0-9AJQK]+C","type":"discard"\} is accepted but is not in the legal list/,
  ],
  [
    'a legal list with an illegal action',
    { ...fixtureGame, legalActions: (state, seat) => [...fixtureGame.legalActions(state, seat), { type: 'discard', card: 'KS' }] },
    /legal action \{"card":"KS","type":"discard"\} is refused: You do not hold that card\./,
  ],
  [
    'a refusal without a reason',
    { ...fixtureGame, illegalReason: (state, seat, action) => (fixtureGame.illegalReason(state, seat, action) === null ? null : ' ') },
    /is refused without a reason/,
  ],
  [
    'a legal action that throws',
    {
      ...fixtureGame,
      apply: (state, seat, action) => {
        if (action.type === 'pass' && state.discard.length > 0) throw new Error('boom');
        fixtureGame.apply(state, seat, action);
      },
    },
    /legal action \{"type":"pass"\} throws: boom/,
  ],
  [
    'rules that read a counter outside the state',
    {
      ...fixtureGame,
      apply: (state, seat, action) => {
        fixtureGame.apply(state, seat, action);
        state.actionsLeft += (calls++ % 7 === 0 ? 1 : 0) * 0;
        if (action.type === 'pass') state.passesInRow += calls % 2 === 0 ? 0 : 0.5;
      },
    },
    /replaying the same seed and actions in place (reaches|ends in) another position/,
  ],
  [
    'a set-up that is not determined by the seed',
    { ...fixtureGame, setup: (options, seats, seed) => fixtureGame.setup(options, seats, seed + (calls++ % 2)) },
    /step 0: set-up is not deterministic/,
  ],
  [
    'a description that depends on frozen objects',
    { ...fixtureGame, describe: (before, seat, action, after) => `${fixtureGame.describe(before, seat, action, after)}${Object.isFrozen(after) ? '!' : ''}` },
    /the recorded path describes the step as ".*!", the fast path as/,
  ],
  ['an empty description', { ...fixtureGame, describe: () => '' }, /step 1: describe gives no text/],
  [
    'a view that leaves out cards the ledger calls known',
    { ...fixtureGame, view: (state, viewer) => ({ ...fixtureGame.view(state, viewer), discard: [] }) },
    /the ledger calls (\w+ )+known to seat \d, but its view does not show them/,
  ],
  [
    'an action schema that refuses passing',
    { ...fixtureGame, actionSchema: z.object({ type: z.literal('draw') }) as unknown as Fixture['actionSchema'] },
    /the replay file does not load: Step \d+ of "Main line" is not a Draw or Pass action\./,
  ],
  [
    'a bot that plays an illegal card',
    {
      ...fixtureGame,
      bots: [{ id: 'cheat', label: 'Cheat', choose: () => ({ type: 'discard', card: 'KS' }) }],
    },
    /bot "cheat" chose \{"card":"KS","type":"discard"\}, which is not legal/,
  ],
  [
    'seats that may act after the end',
    { ...fixtureGame, activeSeats: (state) => [state.turn] },
    /the game is over but seats may still act/,
  ],
  [
    'a game that may end with nobody to act',
    { ...fixtureGame, activeSeats: (state) => (state.discard.length > 0 ? [] : fixtureGame.activeSeats(state)) },
    /no seat may act but the game is not over/,
  ],
  [
    'a state that is not plain JSON',
    { ...fixtureGame, setup: (options, seats, seed) => ({ ...fixtureGame.setup(options, seats, seed), passesInRow: undefined as unknown as number }) },
    /step 0: the state is not plain JSON data/,
  ],
];

describe('runPlayout catches a broken game', () => {
  it.each(variants)('%s', (_name, broken, expected) => {
    const message = violationOf(broken);
    expect(message).toMatch(expected);
    expect(message).toMatch(/^draw-or-pass \(2 seats, suits=1\) seed \d+, step \d+: /);
    expect(message).toContain('actions so far: [');
  });
});

describe('runPlayout on a sound game', () => {
  it('plays to the end and reports what it checked', () => {
    const result = runPlayout(fixtureGame, settings.configs[0]!, 7, settings, { recorded: true, viaFile: true, botShare: 0.5, botOffset: 0 });
    expect(result).toMatchObject({ seed: 7, botShare: 0.5, recorded: true, viaFile: true });
    expect(result.outcome?.label).toMatch(/^(win|tie)$/);
    expect(result.actions).toBeGreaterThan(1);
  });

  it('plays a game without bots on random choices alone', () => {
    const result = runPlayout({ ...fixtureGame, bots: [] }, settings.configs[0]!, 3, settings, { recorded: true, viaFile: true, botShare: 1, botOffset: 0 });
    expect(result.outcome).not.toBeNull();
  });

  it('stops an endless game at maxActions and calls it unfinished', () => {
    const noPassing: Fixture = {
      ...fixtureGame,
      legalActions: (state, seat) => fixtureGame.legalActions(state, seat).filter((action) => action.type !== 'pass'),
      illegalReason: (state, seat, action) => (action.type === 'pass' ? 'No passing.' : fixtureGame.illegalReason(state, seat, action)),
    };
    const config = { options: { suits: 4, budget: 1000 }, seats: 2 };
    const result = runPlayout(noPassing, config, 7, { ...settings, maxActions: 40 }, { recorded: true, viaFile: true, botShare: 0.5, botOffset: 0 });
    expect(result).toMatchObject({ actions: 40, outcome: null });
  });

  it('counts the coverage tags the positions showed', () => {
    const summary = runSeries(
      fixtureGame,
      { ...settings, coverage: (state, action) => [action.type, ...(state.discard.length > 2 ? ['big discard'] : [])] },
      0,
    );
    expect(Object.keys(summary.coverage).sort()).toEqual(['big discard', 'discard', 'draw', 'pass']);
    expect(summary.coverage.draw! + summary.coverage.discard! + summary.coverage.pass!).toBe(summary.totalActions);
  });

  it('sums up a series and is the same on every run', () => {
    const summary = runSeries(fixtureGame, settings, 0);
    expect(summary).toEqual(runSeries(fixtureGame, settings, 0));
    expect(summary.games).toBe(40);
    expect(summary.finished + summary.unfinished).toBe(40);
    expect(summary.recorded).toBe(40);
    expect(Object.values(summary.outcomes).reduce((a, b) => a + b, 0)).toBe(summary.finished);
  });
});

describe('playout helpers', () => {
  it('compares actions whatever their key order', () => {
    expect(canonicalJson({ type: 'discard', card: 'KS' })).toBe(canonicalJson({ card: 'KS', type: 'discard' }));
    expect(canonicalJson({ type: 'move', to: 1 })).not.toBe(canonicalJson({ type: 'move', to: 2 }));
  });

  it('names lost and new cards', () => {
    const dealt = new CardCount(['AC', 'KC']);
    expect(dealt.problem(['AC', 'KC'])).toBeNull();
    expect(dealt.problem(['KC', 'AC'])).toBeNull();
    expect(dealt.problem(['AC', 'AC', 'KC'])).toBe('cards are not conserved: 3 cards instead of 2, extra AC');
    expect(dealt.problem(['AC'])).toBe('cards are not conserved: 1 cards instead of 2, missing KC');
    expect(dealt.problem(['AC', 'QC'])).toBe('cards are not conserved: 2 cards instead of 2, missing KC, extra QC');
  });

  it.each([
    [{ options: {}, seats: 1 }, '1 seat'],
    [{ options: { reach: 'any-space', redDeckOut: 'loss' }, seats: 2 }, '2 seats, reach=any-space, redDeckOut=loss'],
  ])('labels %j as "%s"', (config, label) => {
    expect(configLabel(config)).toBe(label);
  });

  it.each([
    [10, 3, [4, 3, 3]],
    [9, 3, [3, 3, 3]],
    [2, 3, [1, 1, 0]],
  ])('shares %d games between %d configs as %j', (games, configs, shares) => {
    const split = { games, configs: Array.from({ length: configs }, () => ({ options: {}, seats: 1 })) };
    expect(shares.map((_, i) => gamesForConfig(split, i))).toEqual(shares);
  });

  it('derives distinct, stable, valid seeds', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => seedFor(42, i));
    expect(new Set(seeds).size).toBe(1000);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0 && seed <= 2147483646)).toBe(true);
    expect(seedFor(42, 0)).toBe(seeds[0]);
    expect(seedFor(43, 0)).not.toBe(seeds[0]);
  });
});
