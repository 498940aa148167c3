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
    {
      name: 'a turn that belongs to the other player',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.seat = 1),
      message: 'The player who began this game plays the odd turns and the other player the even ones, so turn 5 belongs to Seat 1. Change whose turn it is, who began this game or the turn number.',
    },
    {
      name: 'a whose-turn that is no seat',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.seat = 7),
      message: 'Whose turn is one of: Seat 1; Seat 2.',
    },
    {
      name: 'a phase the game does not have',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.phase = 'nonsense'),
      message: 'Phase is one of: Cold War; Battle; Last Round.',
    },
    {
      name: 'a turn number that is no number',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.turn = 'x'),
      message: 'Turn number is a whole number from 1 to 99999.',
    },
    {
      name: 'game 0',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.game = 0),
      message: 'Game of the match is a whole number from 1 to 15.',
    },
    {
      name: 'a pose missing',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => delete s['pose.1.5'],
      message: "Seat 2's field card 5 is not set.",
    },
    {
      name: 'a value the game does not have',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.cheat = 1),
      message: 'There is no value "cheat" in this game.',
    },
    {
      name: 'a game beyond the match',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.game = 2),
      message: 'This is game 2, but the match has 1 game.',
    },
    {
      name: 'wins in a match not yet scored',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => {
        s['wins.0'] = 14;
        s['wins.1'] = 14;
      },
      message: 'Seat 1 and Seat 2 have 28 game wins between them, but no game of the match has been scored yet.',
    },
  ])('$name', ({ edit, message }) => {
    expect(problemsOf(edit)).toContain(message);
  });

  it('gives the odd turns to the player who began, whoever that was', () => {
    const turn = (seat: number, first: number, number: number) => (_z: Record<string, string[]>, s: Record<string, unknown>) => Object.assign(s, { seat, first, turn: number });
    expect(problemsOf(turn(1, 1, 5))).toEqual([]);
    expect(problemsOf(turn(0, 1, 6))).toEqual([]);
    expect(problemsOf(turn(1, 0, 6))).toEqual([]);
    expect(problemsOf(turn(0, 1, 7))).toHaveLength(1);
  });

  it('counts the wins against the games scored before this one', () => {
    const third = (wins: number[]) => (_z: Record<string, string[]>, s: Record<string, unknown>) => {
      s.game = 3;
      s['wins.0'] = wins[0];
      s['wins.1'] = wins[1];
    };
    const match = { ...ONE, games: 3 };
    expect(problemsOf(third([2, 0]), match)).toEqual([]);
    expect(problemsOf(third([2, 1]), match)).toEqual(['Seat 1 and Seat 2 have 3 game wins between them, but only 2 games of the match have been scored.']);
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

  it.each([
    ['turn 0', { turn: 0 }],
    ['game 0', { game: 0 }],
    ['150 reshuffles', { reshuffles: 150 }],
    ['20 wins', { wins: [20, 0] }],
  ])('is refused as damaged with %s', (_name, change) => {
    const state = { ...JSON.parse(JSON.stringify(table({ hands: [['7S'], []] }))), ...change };
    const check = checkStartState(royals, ONE, 2, state);
    expect(check).toMatchObject({ ok: false, kind: 'damaged' });
  });

  it('is refused when the wins do not fit the match', () => {
    const state = { ...JSON.parse(JSON.stringify(table({ hands: [['7S'], []] }))), wins: [14, 14] };
    const check = checkStartState(royals, ONE, 2, state);
    expect(check).toMatchObject({ ok: false, kind: 'problems' });
    expect(JSON.stringify(check)).toContain('no game of the match has been scored yet');
  });

  it('is refused with the problem in a player\'s words', () => {
    const state = table({ hands: [['7S'], []], fields: [['KS', 'QD', 'JC', 'KH'], []] });
    const check = checkStartState(royals, ONE, 2, JSON.parse(JSON.stringify(state)));
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check)).toContain('a field holds at most three');
  });
});
