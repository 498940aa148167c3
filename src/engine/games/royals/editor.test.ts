import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { checkStartState } from '../../core/replay-file-start';
import { stateHash } from '../../core/hash';
import { randomInt, seedRng } from '../../core/rng';
import { describeEditorContract } from '../../testing/editor-suite';
import { royalsEditor, zoneIds } from './editor';
import { royals } from './index';
import { position as table } from './test-position';
import type { RoyalsOptions } from './types';

const ONE = royals.defaultOptions();
const TWO: RoyalsOptions = { ...ONE, decks: 'two' };

describeEditorContract(royals, {
  configs: [
    { seats: 2, options: {} },
    // A match of several games reaches a scored game waiting for the next one.
    { seats: 2, options: { decks: 'two', games: 3, reshuffleLimit: false, refill: 'start-of-turn', fieldScores: 'score-pile-only', wipe: 'damage' }, expectCoverage: ['game scored'] },
  ],
  games: 12,
  botShare: 0.5,
  maxActions: 1500,
  // Every answer to an attack is checked: blocks and Jackrifice come up a few times a game.
  alwaysCheck: (state) => state.stage !== 'turn',
  coverage: (state) => [
    ...(state.stage === 'respond' ? ['block window'] : []),
    ...(state.stage === 'fall' ? ['Jackrifice'] : []),
    ...(state.stage === 'scored' ? ['game scored'] : []),
    ...(state.phase === 'last-round' ? ['Last Round'] : []),
  ],
  expectCoverage: ['block window', 'Jackrifice', 'Last Round'],
});

describe('the editor form of a state', () => {
  it.each([
    { options: ONE, seed: 3 },
    { options: { ...TWO, games: 2 }, seed: 4 },
  ])('is exact at every step of a played game (decks $options.decks)', ({ options, seed }) => {
    const state = royals.setup(options, 2, seed);
    const chooser = { rng: seedRng(seed) };
    let checked = 0;
    for (let step = 0; step < 600 && !royals.outcome(state); step++) {
      const position = royalsEditor.toPosition(state);
      expect(royalsEditor.validate(position, options, 2)).toEqual([]);
      expect(stateHash(royalsEditor.toState(position, options, 2, state.rng))).toBe(stateHash(state));
      checked++;
      const seat = royals.activeSeats(state)[0]!;
      const legal = royals.legalActions(state, seat);
      const bot = royals.bots[step % 2 === 0 ? 1 : 2]!;
      const action = randomInt(chooser, 0, 3) === 0 ? legal[randomInt(chooser, 0, legal.length - 1)]! : bot.choose({ view: royals.view(state, seat), seat, legal, seed: step });
      applyFast(royals, state, seat, action);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('passes the state schema', () => {
    const state = royals.setup(TWO, 2, 9);
    expect(royalsEditor.stateSchema.safeParse(JSON.parse(JSON.stringify(state))).success).toBe(true);
    expect(royalsEditor.stateSchema.safeParse({ ...state, stage: 'dancing' }).success).toBe(false);
  });

  it('knows the pack: 54 or 108 cards, each copy its own id', () => {
    expect(royalsEditor.pack(ONE, 2)).toHaveLength(54);
    const two = royalsEditor.pack(TWO, 2);
    expect(two).toHaveLength(108);
    expect(two).toContain('QS/2');
    expect(two).toContain('JK4');
  });
});

describe('validating a position', () => {
  function problemsOf(edit: (zones: Record<string, string[]>, scalars: Record<string, unknown>) => void, options = ONE): string[] {
    const base = royalsEditor.toPosition(table({ hands: [['2H', '3H'], ['4C']], fields: [['KS', 'JK1'], ['QD']] }));
    const zones = Object.fromEntries(Object.entries(base.zones).map(([id, cards]) => [id, [...cards]]));
    const scalars = { ...base.scalars };
    edit(zones, scalars);
    return royalsEditor.validate({ zones, scalars: scalars as never }, options, 2).map((problem) => problem.message);
  }

  it.each([
    {
      name: 'a fourth royal on a field',
      edit: (z: Record<string, string[]>) => z[zoneIds.field(0)]!.push('QC', 'JH', 'KC'),
      message: "Seat 1's field holds 4 royals; a field holds at most three.",
    },
    {
      name: 'a number card under a joker on the field',
      edit: (z: Record<string, string[]>) => z[zoneIds.under(0, 1)]!.push('9C'),
      message: "A joker on the field has no cards under it: move the cards under Seat 1's joker elsewhere.",
    },
    {
      name: 'a card in two places',
      edit: (z: Record<string, string[]>) => z[zoneIds.discard]!.push('2H'),
      message: '2♥ is placed twice (Seat 1\'s hand and discard pile).',
    },
    {
      name: 'a number card standing on a field',
      edit: (z: Record<string, string[]>) => z[zoneIds.field(1)]!.push('9C'),
      message: 'The 9♣ cannot stand on a field: only royals and jokers do (number cards lie under a royal).',
    },
    {
      name: 'cards under an empty spot',
      edit: (z: Record<string, string[]>) => z[zoneIds.under(1, 2)]!.push('9C'),
      message: "Cards lie under Seat 2's field card 3, but no royal stands there.",
    },
    {
      name: 'a defeated joker',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['pose.0.2'] = 'sideways'),
      message: "A joker cannot be defeated: Seat 1's joker must stand upright or diagonal.",
    },
    {
      name: 'a scored joker without its card',
      edit: (z: Record<string, string[]>) => z[zoneIds.scoreGroups(1)]!.push('JK2'),
      message: "A scored joker lies with exactly one number card (Seat 2's has 0).",
    },
    {
      name: 'a number card heading the scored royals',
      edit: (z: Record<string, string[]>) => z[zoneIds.scoreGroups(1)]!.push('9C', 'KH'),
      message: "In Seat 2's scored royals and jokers, each number card follows the royal or joker it scored with.",
    },
    {
      name: 'a sixth card in a hand',
      edit: (z: Record<string, string[]>) => z[zoneIds.hand(1)]!.push('5C', '6C', '7C', '8C', '9C'),
      message: "Seat 2's hand holds 6 cards; it holds at most 5.",
    },
    {
      name: 'the Cold War with both royals had',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.phase = 'cold-war'),
      message: 'Both players have had a royal, so the Cold War is over.',
    },
    {
      name: 'the Last Round with cards in the deck',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        s.phase = 'last-round';
        z[zoneIds.deck] = z[zoneIds.deck]!.slice(0, 3);
      },
      message: 'The Last Round begins when the deck runs out: the deck must be empty.',
    },
    {
      name: 'attack cards with no attack',
      edit: (z: Record<string, string[]>) => z[zoneIds.attack]!.push(z[zoneIds.deck]!.pop()!),
      message: 'Cards of an attack lie on the table, but no attack is under way: put them in a hand or the discard pile.',
    },
  ])('$name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it('finds nothing wrong with a proper position', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it('cards left unplaced go to the deck, or to the discard pile in the Last Round', () => {
    const position = royalsEditor.toPosition(table({ hands: [['2H'], []], deck: ['3H'] }));
    const zones = { ...position.zones, [zoneIds.deck]: ['3H'] };
    const state = royalsEditor.toState({ ...position, zones }, ONE, 2, seedRng(1));
    expect(state.deck).toHaveLength(53);
    expect(state.deck[0]).toBe('3H');
    expect(royalsEditor.unplacedGoTo({ ...position, scalars: { ...position.scalars, phase: 'last-round' } }, ONE, 2, '4H').zone).toBe(zoneIds.discard);
  });
});

describe('a file that begins from a set-up position', () => {
  it('is accepted when the position is sound, mid-attack included', () => {
    const state = table({ hands: [['7S', '7H'], ['AC']], fields: [['KS:9H'], ['QD/']] });
    royals.apply(state, 0, { type: 'arrows', cards: ['7S', '7H'], target: 'QD' });
    expect(checkStartState(royals, ONE, 2, JSON.parse(JSON.stringify(state)))).toMatchObject({ ok: true });
  });

  it('is refused with the problem in a player\'s words', () => {
    const state = table({ hands: [['7S'], []], fields: [['KS', 'QD', 'JC', 'KH'], []] });
    const check = checkStartState(royals, ONE, 2, JSON.parse(JSON.stringify(state)));
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check)).toContain('a field holds at most three');
  });
});
