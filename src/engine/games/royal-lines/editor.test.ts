import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { unplacedCards, type Position, type ProblemLocation, type ScalarValue } from '../../core/editor';
import { applyFast, mutableCopy } from '../../core/game';
import { stateHash } from '../../core/hash';
import { seedRng } from '../../core/rng';
import { describeEditorContract } from '../../testing/editor-suite';
import { royalLines } from './index';
import { recruit } from './test-play';
import type { RoyalLinesOptions, RoyalLinesState } from './types';

const editor = royalLines.editor!;

type Draft = { zones: Record<string, string[]>; scalars: Record<string, ScalarValue>; extra?: unknown };

function draftOf(position: Position): Draft {
  return JSON.parse(JSON.stringify(position)) as Draft;
}

const move = (card: string, from: string, to: string) => (draft: Draft) => {
  const list = draft.zones[from]!;
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`${card} is not in ${from}`);
  list.splice(at, 1);
  (draft.zones[to] ??= []).push(card);
};
const put = (card: string, to: string) => (draft: Draft) => void (draft.zones[to] ??= []).push(card);
const take = (card: string, from: string) => (draft: Draft) => void draft.zones[from]!.splice(draft.zones[from]!.indexOf(card), 1);
const set = (key: string, value: ScalarValue) => (draft: Draft) => void (draft.scalars[key] = value);

function options(values: Partial<RoyalLinesOptions> = {}): RoyalLinesOptions {
  return royalLines.optionsSchema.parse(values);
}

/** A seeded random game, stopped at the first position `stop` accepts. */
function playUntil(seats: number, seed: number, stop: (state: RoyalLinesState) => boolean, values: Partial<RoyalLinesOptions> = {}): RoyalLinesState {
  let state = royalLines.setup(options(values), seats, seed);
  const chooser = xoroshiro128plus(seed);
  for (let step = 0; step < 5000 && !stop(state); step++) {
    const active = royalLines.activeSeats(state);
    if (active.length === 0) break;
    const seat = active[uniformInt(chooser, 0, active.length - 1)]!;
    const legal = royalLines.legalActions(state, seat);
    const next = mutableCopy(state);
    applyFast(royalLines, next, seat, legal[uniformInt(chooser, 0, legal.length - 1)]!);
    state = next;
  }
  if (!stop(state)) throw new Error(`seed ${seed} never reached the position wanted`);
  return state;
}

function firstReached(seats: number, stop: (state: RoyalLinesState) => boolean, values: Partial<RoyalLinesOptions> = {}): RoyalLinesState {
  for (let seed = 1; seed < 400; seed++) {
    try {
      return playUntil(seats, seed, stop, values);
    } catch {
      continue;
    }
  }
  throw new Error('no seed reached the position wanted');
}

/**
 * Seat 1 has taken over with the ace of clubs (its ace of spades is in the
 * discard) and recruited the queen of diamonds; 5 colonials are left in the
 * first ship and each player holds 5 promises.
 */
function midRound(): RoyalLinesState {
  const state = royalLines.setup(options(), 3, 7);
  recruit(state, [state.hands[0]![0]!, state.hands[1]![0]!, state.hands[2]![0]!]);
  recruit(state, [state.hands[0]![0]!, state.hands[1]![0]!, state.hands[2]![0]!]);
  return state;
}

const MID = editor.toPosition(midRound());
const SCORED = firstReached(3, (state) => state.phase === 'scored' && state.settled.length > 0);
const SETTLE = firstReached(4, (state) => state.pending?.kind === 'settle');
const OVER = firstReached(2, (state) => state.phase === 'over', { target: 2 });

interface WrongCase {
  readonly name: string;
  readonly base?: RoyalLinesState;
  readonly edits: readonly ((draft: Draft) => void)[];
  readonly message: string;
  readonly where: readonly ProblemLocation[];
}

const jokerInLine = (state: RoyalLinesState) => state.settled[0]!;

const WRONG: readonly WrongCase[] = [
  {
    name: 'a card placed twice',
    edits: [put('QD', 'discard')],
    message: 'Q♦ is placed twice (Seat 1\'s royal line and discard).',
    where: [{ zone: 'line.0', card: 'QD', index: 0 }, { zone: 'discard', card: 'QD', index: 1 }],
  },
  {
    name: 'a card of a joker this table does not use',
    edits: [put('JK2', 'discard')],
    message: 'Jkr is not a card of this game\'s pack.',
    where: [{ zone: 'discard', card: 'JK2', index: 1 }],
  },
  {
    name: 'a promise in the ship',
    edits: [move('2S', 'hand.0', 'ship')],
    message: '2♠ is a promise: the ship holds only colonials, aces and jokers.',
    where: [{ zone: 'ship', card: '2S', index: 5 }],
  },
  {
    name: 'an ace in a royal line',
    edits: [move('AH', 'ship', 'line.1')],
    message: 'A♥ cannot stay in Seat 2\'s royal line: a recruited ace takes over as the settler.',
    where: [{ zone: 'line.1', card: 'AH', index: 0 }],
  },
  {
    name: 'a colonial in a hand',
    edits: [move('JH', 'colonialDeck', 'hand.1')],
    message: 'J♥ is not a promise: Seat 2\'s hand holds only cards 2 to 10.',
    where: [{ zone: 'hand.1', card: 'JH', index: 5 }],
  },
  {
    name: 'a seat without a settler',
    edits: [move('AD', 'settler.1', 'discard'), move('JC', 'colonialDeck', 'discard')],
    message: 'Seat 2 has no settler: place an ace or a joker there.',
    where: [{ zone: 'settler.1' }],
  },
  {
    name: 'a king as a settler',
    edits: [move('KD', 'ship', 'settler.1'), move('AD', 'settler.1', 'ship')],
    message: 'K♦ cannot be a settler: settlers are aces and jokers.',
    where: [{ zone: 'settler.1', card: 'KD', index: 0 }],
  },
  {
    name: 'no absent colonial',
    edits: [move('QS', 'absent', 'discard')],
    message: 'No colonial is absent this round: place a face card, an ace or a joker as the absent colonial.',
    where: [{ zone: 'absent' }],
  },
  {
    name: 'a hand too big for the ship',
    edits: [move('10D', 'promiseDeck', 'hand.2')],
    message: 'Seat 3 holds 6 promises; with 5 colonials in the ship, each player holds 5 at this point.',
    where: [{ zone: 'hand.2' }],
  },
  {
    name: 'a hand short of a promise',
    edits: [take('5S', 'hand.2')],
    message: 'Seat 3 holds 4 promises; with 5 colonials in the ship, each player holds 5 at this point.',
    where: [{ zone: 'hand.2' }],
  },
  {
    name: 'every promise laid and none revealed',
    edits: [move('6H', 'hand.0', 'promise.0'), move('6D', 'hand.1', 'promise.1'), move('3D', 'hand.2', 'promise.2')],
    message: 'Every player has laid a promise, so they would already have been turned over: take one back into its hand.',
    where: [{ zone: 'promise.0' }, { zone: 'promise.1' }, { zone: 'promise.2' }],
  },
  {
    name: 'a played promise too few',
    edits: [move('9C', 'played', 'promiseDeck')],
    message: 'The played promises hold 5 cards; after 2 recruitments on this ship they hold 6 (one from each player each time).',
    where: [{ zone: 'played' }],
  },
  {
    name: 'the second ship missing from the colonial deck',
    edits: [move('JH', 'colonialDeck', 'discard')],
    message: 'The colonial deck holds 5 cards; until the second ship arrives it holds its 6 colonials.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'an unplaced colonial with no room in the colonial deck',
    edits: [take('QS', 'absent')],
    message: 'The colonial deck would hold 7 cards with 1 unplaced card going there; it holds 6 until the second ship arrives, so place the others in the discard.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'the second ship with cards left in the colonial deck',
    edits: [set('shipNumber', 2)],
    message: 'The colonial deck holds 6 cards, but the whole deck arrived as the second ship.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'three diamonds in a royal line',
    edits: [move('KD', 'ship', 'line.0'), move('JD', 'colonialDeck', 'line.0')],
    message: 'Seat 1\'s royal line holds three diamonds: three of a rank or of a suit collapse as soon as they meet.',
    where: [{ zone: 'line.0', card: 'QD', index: 0 }, { zone: 'line.0', card: 'KD', index: 1 }, { zone: 'line.0', card: 'JD', index: 2 }],
  },
  {
    name: 'a joker settler face up',
    edits: [set('settlerShown.2', true)],
    message: 'Seat 3\'s settler is a joker: only an ace that took over lies face up.',
    where: [{ scalar: 'settlerShown.2' }, { zone: 'settler.2', card: 'JK1', index: 0 }],
  },
  {
    name: 'an ace face up before any recruitment',
    base: royalLines.setup(options(), 3, 7),
    edits: [set('settlerShown.0', true)],
    message: 'Seat 1\'s settler lies face up after no recruitment this round, but an ace takes over only when it is recruited.',
    where: [{ scalar: 'settlerShown.0' }],
  },
  {
    name: 'a round win before any round was scored',
    edits: [set('wins.1', 1)],
    message: 'Seat 2 has 1 round win, but no round has been scored.',
    where: [{ scalar: 'wins.1' }, { scalar: 'round' }],
  },
  {
    name: 'rounds without winners',
    edits: [set('round', 3), set('wins.0', 1)],
    message: 'The players have 1 round win between them after 2 scored rounds, but every round has at least one winner.',
    where: [{ scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }, { scalar: 'round' }],
  },
  {
    name: 'a round played after the match was won',
    edits: [set('round', 4), set('wins.0', 3)],
    message: 'Seat 1 has reached the target of 3 round wins, so the match is over and no round is played.',
    where: [{ scalar: 'wins.0' }, { scalar: 'phase' }],
  },
  {
    name: 'a joker settled while still a settler',
    edits: [set('settled.JK1', 'H')],
    message: 'Joker 1 is set as settled, but it is in no royal line.',
    where: [{ scalar: 'settled.JK1' }],
  },
  {
    name: 'a choice with nothing to choose',
    edits: [set('phase', 'choice')],
    message: 'Jokers panic only after the last recruitment, when the second ship is empty; the first ship is still out.',
    where: [{ zone: 'ship' }, { scalar: 'shipNumber' }, { scalar: 'phase' }],
  },
  {
    name: 'a round number out of range',
    edits: [set('round', 0)],
    message: 'Round is a whole number from 1 to 99.',
    where: [{ scalar: 'round' }],
  },
  {
    name: 'a setting the game does not have',
    edits: [set('couple', 2)],
    message: 'There is no setting "couple" in Royal Lines.',
    where: [{ scalar: 'couple' }],
  },
  {
    name: 'recruiting once the last recruitment is done',
    base: SETTLE,
    edits: [set('phase', 'promise')],
    message: 'The second ship is empty, so the last recruitment is done: the stage is a joker\'s panic or the scored round, not recruiting.',
    where: [{ zone: 'ship' }, { scalar: 'phase' }],
  },
  {
    name: 'a scored round with a joker that never panicked',
    base: SCORED,
    edits: [set(`settled.${jokerInLine(SCORED).joker}`, 'none')],
    message: `Joker ${jokerInLine(SCORED).joker.slice(2)} in Seat ${jokerInLine(SCORED).seat + 1}'s royal line has not panicked: set the suit it settled as, or set the stage to a player's choice.`,
    where: [{ scalar: `settled.${jokerInLine(SCORED).joker}` }, { zone: `line.${jokerInLine(SCORED).seat}`, card: jokerInLine(SCORED).joker, index: SCORED.lines[jokerInLine(SCORED).seat]!.indexOf(jokerInLine(SCORED).joker) }],
  },
  {
    name: 'a match over with nobody at the target',
    base: SCORED,
    edits: [set('phase', 'over')],
    message: 'The match is over only when a player reaches the target of 3 round wins.',
    where: [{ scalar: 'phase' }, { scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }],
  },
  {
    name: 'a round winner without a round win',
    base: SCORED,
    edits: [set(`wins.${SCORED.result!.winners[0]!}`, 0), set('round', 2)],
    message: `Seat ${SCORED.result!.winners[0]! + 1} wins this round with ${SCORED.result!.best} point${SCORED.result!.best === 1 ? '' : 's'}, so it has at least one round win.`,
    where: [{ scalar: `wins.${SCORED.result!.winners[0]!}` }],
  },
];

describe('Royal Lines position problems', () => {
  it('finds nothing wrong with the positions the wrong ones are made from', () => {
    expect(editor.validate(MID, options(), 3)).toEqual([]);
    expect(editor.validate(editor.toPosition(SCORED), options(), 3)).toEqual([]);
    expect(editor.validate(editor.toPosition(SETTLE), options(), 4)).toEqual([]);
  });

  it.each(WRONG)('$name', ({ base, edits, message, where }) => {
    const state = base ?? midRound();
    const draft = draftOf(editor.toPosition(state));
    for (const edit of edits) edit(draft);
    const problems = editor.validate(draft, state.options, state.seats);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
    for (const problem of problems) expect(problem.where.length).toBeGreaterThan(0);
  });
});

describeEditorContract(royalLines, {
  configs: [
    { seats: 2, options: { target: 2 } },
    { seats: 3, options: { target: 2, matchTie: 'play-on' } },
    { seats: 4, options: { target: 2 } },
    { seats: 4, options: { target: 2, jokers: 'one-less' } },
    { seats: 5, options: { target: 1 } },
    { seats: 5, options: { target: 2, jokers: 'one-less' } },
  ],
  games: 18,
  sample: 0.15,
  maxActions: 800,
});

describe('a Royal Lines position and back', () => {
  // The shared suite covers random playouts; these pin what playouts rarely reach.
  it('keeps a recruit waiting to choose which three collapse, and plays on identically', () => {
    const before: Position = {
      zones: {
        'settler.0': ['AS'], 'settler.1': ['AD'], 'settler.2': ['JK1'], absent: ['QS'],
        'line.0': ['KD', 'KS', 'QH', 'JH'], 'line.1': [], 'line.2': [],
        ship: ['KH', 'QC', 'JC'],
        'hand.0': ['9H', '2C', '3C'], 'hand.1': ['8H', '4C', '5C'], 'hand.2': ['7H', '6C', '7C'],
        'promise.0': [], 'promise.1': [], 'promise.2': [],
        played: ['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', '2S', '3S', '4S'],
      },
      scalars: {
        round: 1, dealer: 0, phase: 'promise', shipNumber: 1, 'settled.JK1': 'none',
        'wins.0': 0, 'wins.1': 0, 'wins.2': 0, 'settlerShown.0': false, 'settlerShown.1': false, 'settlerShown.2': false,
      },
    };
    expect(editor.validate(before, options(), 3)).toEqual([]);
    const state = editor.toState(before, options(), 3, seedRng(5));
    expect(state.colonialDeck).toHaveLength(6);
    recruit(state, ['9H', '8H', '7H']);
    expect(state.pending).toEqual({ kind: 'collapse', seat: 0, groups: ['K', 'H'] });

    const position = editor.toPosition(state);
    expect(editor.validate(position, options(), 3)).toEqual([]);
    const rebuilt = editor.toState(position, options(), 3, state.rng);
    expect(stateHash(rebuilt)).toBe(stateHash(state));
    for (const game of [state, rebuilt]) applyFast(royalLines, game, 0, { type: 'collapse', group: 'H' });
    expect(stateHash(rebuilt)).toBe(stateHash(state));
    expect(state.lines[0]).toEqual(['KD', 'KS']);
  });

  it.each([
    ['a seat to settle a joker', SETTLE],
    ['a scored round', SCORED],
    ['a match won', OVER],
  ])('keeps %s', (_, state) => {
    const position = editor.toPosition(state);
    expect(editor.validate(position, state.options, state.seats)).toEqual([]);
    expect(stateHash(editor.toState(position, state.options, state.seats, state.rng))).toBe(stateHash(state));
  });

  it('shows no history when the position carries none, and the history of the same round when it does', () => {
    const state = midRound();
    const { extra: _, ...bare } = editor.toPosition(state);
    const plain = editor.toState(bare, state.options, 3, state.rng);
    expect([plain.lastRecruitment, plain.previous, plain.panic]).toEqual([null, null, []]);
    expect(editor.toState(editor.toPosition(state), state.options, 3, state.rng).lastRecruitment).toEqual(state.lastRecruitment);
    const later = draftOf(editor.toPosition(state));
    later.scalars.round = 2;
    later.scalars['wins.0'] = 1;
    expect(editor.toState(later, state.options, 3, state.rng).lastRecruitment).toBeNull();
  });

  it('refuses to build a state from a position with problems, naming the first', () => {
    const draft = draftOf(MID);
    draft.scalars['wins.1'] = 1;
    expect(() => editor.toState(draft, options(), 3, seedRng(1))).toThrow('This position cannot be played: Seat 2 has 1 round win, but no round has been scored.');
  });
});

describe('Royal Lines unplaced cards', () => {
  /** The mid-round position with the promise deck and the colonial deck left for the rules to fill. */
  function withDecksUnplaced(): Draft {
    const draft = draftOf(MID);
    draft.zones.promiseDeck = draft.zones.promiseDeck!.slice(0, 2);
    draft.zones.colonialDeck = [];
    return draft;
  }

  it('says where each card goes: promises to the promise deck, colonials to the second ship', () => {
    const draft = withDecksUnplaced();
    const unplaced = unplacedCards(draft, editor.pack(options(), 3));
    expect(unplaced).toHaveLength(6 + 13);
    expect(editor.unplacedGoTo(draft, options(), 3, 'JH')).toEqual({
      zone: 'colonialDeck',
      label: 'shuffled into the colonial deck (the second ship), under the cards placed there',
    });
    expect(editor.unplacedGoTo(draft, options(), 3, '4S')).toEqual({ zone: 'promiseDeck', label: 'shuffled into the promise deck, under the cards placed there' });
    expect(editor.validate(draft, options(), 3)).toEqual([]);
  });

  it('sends colonials to the discard once the second ship is out', () => {
    const position = editor.toPosition(SCORED);
    expect(editor.unplacedGoTo(position, SCORED.options, 3, 'KC')).toEqual({ zone: 'discard', label: 'to the discard' });
    const draft = draftOf(position);
    const discarded = draft.zones.discard!.splice(0);
    const state = editor.toState(draft, SCORED.options, 3, seedRng(3));
    expect([...state.discard].sort()).toEqual([...discarded].sort());
  });

  it('shuffles them under the placed cards with the seed given, keeping every card once', () => {
    const draft = withDecksUnplaced();
    const pack = editor.pack(options(), 3);
    const one = editor.toState(draft, options(), 3, seedRng(11));
    const again = editor.toState(draft, options(), 3, seedRng(11));
    const other = editor.toState(draft, options(), 3, seedRng(12));
    expect(stateHash(again)).toBe(stateHash(one));
    expect(one.promiseDeck.slice(0, 2)).toEqual(MID.zones.promiseDeck!.slice(0, 2));
    expect(one.colonialDeck).toHaveLength(6);
    expect(other.promiseDeck).not.toEqual(one.promiseDeck);
    expect([...royalLines.allCards(one)].sort()).toEqual([...pack].sort());
    expect(royalLines.legalActions(one, 0)).toHaveLength(5);
  });
});

describe('Royal Lines state schema', () => {
  const state = midRound();
  const hostile: [string, (copy: Record<string, unknown>) => void][] = [
    ['six seats', (copy) => void (copy.seats = 6)],
    ['200 copies of one card', (copy) => void ((copy.hands as unknown[])[0] = Array.from({ length: 200 }, () => '9H'))],
    ['something that is not a card', (copy) => void ((copy.ship as unknown[]).push('banana'))],
    ['a field the game does not have', (copy) => void (copy.couple = ['KS', 'QS'])],
    ['a dealer who is not at the table', (copy) => void (copy.dealer = 4)],
    ['wins for a fourth seat at a table of three', (copy) => void (copy.wins = [0, 0, 0, 0])],
    ['a joker settled twice', (copy) => void (copy.settled = [{ seat: 0, joker: 'JK1', suit: 'H' }, { seat: 1, joker: 'JK1', suit: 'C' }])],
    ['a huge round number', (copy) => void (copy.round = 1e9)],
  ];

  it('accepts a state reached in play', () => {
    expect(editor.stateSchema.safeParse(state).success).toBe(true);
  });

  it.each(hostile)('refuses %s', (_, spoil) => {
    const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    spoil(copy);
    const parsed = editor.stateSchema.safeParse(copy);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message.length).toBeGreaterThan(0);
  });

  it('keeps a card the table has no zone for, so the position check names it', () => {
    const copy = mutableCopy(royalLines.setup(options({ jokers: 'one-less' }), 4, 3));
    copy.absent = copy.colonialDeck.pop()!;
    expect(editor.stateSchema.safeParse(copy).success).toBe(true);
    const problems = editor.validate(editor.toPosition(copy), copy.options, 4);
    expect(problems.map((problem) => problem.message)).toContain('There is no zone "absent" in this game.');
  });
});

describe('Royal Lines jokers panicking in turn', () => {
  /**
   * The last recruitment is done at a table of four dealt by Seat 1, so the
   * jokers panic from Seat 2 on: joker 1 (Seat 2) has no pair and waits for
   * its suit; joker 2 (Seat 3) could collapse with two jacks or two kings.
   */
  const END: Position = {
    zones: {
      'settler.0': ['AS'], 'settler.1': ['AD'], 'settler.2': ['AH'], 'settler.3': ['AC'], absent: ['QS'],
      'line.0': [], 'line.1': ['JK1', 'KD', 'QC'], 'line.2': ['JK2', 'KH', 'KS', 'JC', 'JD'], 'line.3': [],
      ship: [], 'hand.0': [], 'hand.1': [], 'hand.2': [], 'hand.3': [],
      played: [
        '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', '2D', '3D', '4D', '5D', '6D',
        '7D', '8D', '9D', '10D', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', '2S',
      ],
    },
    scalars: {
      round: 1, dealer: 0, phase: 'choice', shipNumber: 2, 'settled.JK1': 'none', 'settled.JK2': 'none',
      ...Object.fromEntries([0, 1, 2, 3].flatMap((seat) => [[`wins.${seat}`, 0], [`settlerShown.${seat}`, false]])),
    },
  };
  const FOUR = options();

  it('waits for the first joker from the dealer\'s left, then for the next', () => {
    expect(editor.validate(END, FOUR, 4)).toEqual([]);
    expect(editor.toState(END, FOUR, 4, seedRng(2)).pending).toEqual({ kind: 'settle', seat: 1, joker: 'JK1' });
    const next = draftOf(END);
    next.scalars['settled.JK1'] = 'S';
    expect(editor.validate(next, FOUR, 4)).toEqual([]);
    const state = editor.toState(next, FOUR, 4, seedRng(2));
    expect(state.pending).toEqual({ kind: 'panic', seat: 2, joker: 'JK2', groups: ['J', 'K'] });
    expect(state.settled).toEqual([{ seat: 1, joker: 'JK1', suit: 'S' }]);
    expect(state.discard).toContain('KC');
  });

  it.each([
    {
      name: 'a joker settled before the one that panics first',
      edits: [set('settled.JK2', 'H')],
      message: "Joker 2 has settled, but joker 1 in Seat 2's royal line panics before it (jokers panic in turn from the dealer's left).",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled beside two pairs',
      edits: [set('settled.JK2', 'H')],
      message: "Joker 2 settled in Seat 3's royal line, but it would have collapsed with two jacks or two kings there.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker with a single pair waiting for a choice',
      edits: [put('KC', 'line.1'), take('QC', 'line.1')],
      message: "Joker 1 in Seat 2's royal line can collapse only with two kings, so it would have done so without a choice.",
      where: [{ zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a round scored with a joker still asleep',
      edits: [set('settled.JK1', 'S'), set('phase', 'scored')],
      message: "Joker 2 in Seat 3's royal line has not panicked: set the suit it settled as, or set the stage to a player's choice.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled in the middle of the round',
      edits: [set('settled.JK1', 'S'), set('phase', 'promise'), set('shipNumber', 1)],
      message: 'Joker 1 cannot have settled yet: jokers wake up only after the last recruitment.',
      where: [{ scalar: 'settled.JK1' }, { zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a panic with every joker settled',
      edits: [set('settled.JK1', 'S'), take('JK2', 'line.2'), take('KS', 'line.2'), take('JD', 'line.2')],
      message: 'No joker is left to panic: every recruited joker has settled, so the round would be scored.',
      where: [{ scalar: 'phase' }],
    },
  ])('$name', ({ edits, message, where }) => {
    const draft = draftOf(END);
    for (const edit of edits) edit(draft);
    const problems = editor.validate(draft, FOUR, 4);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
  });
});

describe('Royal Lines positions moved about at random', () => {
  const starts = [midRound(), SCORED, SETTLE, royalLines.setup(options({ target: 2 }), 2, 9)];
  const scalarValues: ScalarValue[] = [0, 1, 2, 3, 7, 100, -1, 1.5, true, false, null, 'none', 'H', 'promise', 'choice', 'scored', 'over', 'x'];

  it('always checks without breaking, locates every problem, and plays every position it passes', () => {
    let playable = 0;
    fc.assert(
      fc.property(
        fc.nat(starts.length - 1),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('scalar', 'move', 'swap'), fc.nat()), { maxLength: 6 }),
        fc.integer({ min: 1, max: 1000 }),
        (start, edits, seed) => {
          const state = starts[start]!;
          const draft = draftOf(editor.toPosition(state));
          const zoneIds = editor.zones(state.options, state.seats).map((zone) => zone.id);
          const scalarKeys = Object.keys(draft.scalars);
          for (const [from, to, at, kind, value] of edits) {
            if (kind === 'scalar') {
              draft.scalars[scalarKeys[from % scalarKeys.length]!] = scalarValues[value % scalarValues.length]!;
              continue;
            }
            const source = draft.zones[zoneIds[from % zoneIds.length]!] ?? [];
            if (source.length === 0) continue;
            if (kind === 'swap') {
              // Swapping two cards keeps every count, so many of these positions stay playable.
              const target = draft.zones[zoneIds[to % zoneIds.length]!] ?? [];
              if (target.length === 0) continue;
              const i = at % source.length;
              const j = value % target.length;
              [source[i], target[j]] = [target[j]!, source[i]!];
              continue;
            }
            const [card] = source.splice(at % source.length, 1);
            // Every fifth move takes the card off the table, leaving it for the rules to place.
            if (value % 5 !== 0) (draft.zones[zoneIds[to % zoneIds.length]!] ??= []).push(card!);
          }
          const problems = editor.validate(draft, state.options, state.seats);
          for (const problem of problems) {
            expect(problem.message).toMatch(/^[A-Z0-9"].*\.$/);
            expect(problem.where.length).toBeGreaterThan(0);
          }
          if (problems.length > 0) return;
          playable += 1;
          const played = editor.toState(draft, state.options, state.seats, seedRng(seed));
          expect(editor.stateSchema.safeParse(played).success).toBe(true);
          expect([...royalLines.allCards(played)].sort()).toEqual([...editor.pack(state.options, state.seats)].sort());
          expect(editor.validate(editor.toPosition(played), state.options, state.seats)).toEqual([]);
          expect(royalLines.outcome(played) !== null || royalLines.activeSeats(played).length > 0).toBe(true);
          // The rules take it from there: a round and more of random play keeps every card.
          const chooser = xoroshiro128plus(seed);
          for (let step = 0; step < 80 && royalLines.outcome(played) === null; step++) {
            const active = royalLines.activeSeats(played);
            const seat = active[uniformInt(chooser, 0, active.length - 1)]!;
            const legal = royalLines.legalActions(played, seat);
            expect(legal.length).toBeGreaterThan(0);
            applyFast(royalLines, played, seat, legal[uniformInt(chooser, 0, legal.length - 1)]!);
          }
          expect([...royalLines.allCards(played)].sort()).toEqual([...editor.pack(state.options, state.seats)].sort());
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
    // Enough of the edited positions pass to prove the playing half of the property ran.
    expect(playable).toBeGreaterThan(30);
  });
});
