import { describe, expect, it } from 'vitest';
import type { Position, ProblemLocation } from '../../core/editor';
import { stateHash } from '../../core/hash';
import { seedRng } from '../../core/rng';
import { editPosition, take, type Scalars, type Zones } from '../../testing/edit-position';
import { describeEditorContract } from '../../testing/editor-suite';
import { lockedCount } from './actions';
import { royalLockEditor as editor } from './editor';
import { redDiscardSizeAt } from './editor-checks';
import { royalLock, type RoyalLockOptions, type RoyalLockState } from './index';
import { position } from './test-position';

const STANDARD: RoyalLockOptions = { reach: 'own-space', redDeckOut: 'reshuffle' };
const LOSS: RoyalLockOptions = { reach: 'own-space', redDeckOut: 'loss' };

/** A turn-1 table: every space filled, nothing locked, the markers on the centre. */
const START = position({ grid: ['KS', 'QC', '2S', '3C', '4S', '5C', 'JS', '7C', '8S'] });

/** Turn 3: one draw discarded, one on show, marker 1 to act with an action used. */
const TURN_3 = position({
  grid: ['KS*', 'QC*', '-', '3C', '4S', '5C', 'JS', '7C', '8S'],
  markers: [1, 3],
  turn: 3,
  actionsUsed: 1,
  blackDiscard: ['2S'],
  blackDeck: ['9S', '10S', 'AS', '7S', '6S', '5S', '3S', 'QS', 'AC', '2C', '4C', '6C', '8C', '9C', '10C', 'JC', 'KC'],
  redDiscard: ['3H', '9D'],
  lastRedDraw: ['2H', 'KD'],
});

const edit = (state: RoyalLockState, change: (zones: Zones, scalars: Scalars) => void): Position => editPosition(editor, state, change);

interface WrongPosition {
  readonly name: string;
  readonly from?: RoyalLockState;
  readonly options?: RoyalLockOptions;
  readonly edit: (zones: Zones, scalars: Scalars) => void;
  readonly message: string;
  readonly where: readonly ProblemLocation[];
}

const WRONG: readonly WrongPosition[] = [
  {
    name: 'a card placed twice',
    edit: (zones) => zones.blackDeck!.unshift('QC'),
    message: 'Q♣ is placed twice (top-middle space and black deck): take one of them back to the unplaced cards.',
    where: [
      { zone: 'grid.b1', card: 'QC', index: 0 },
      { zone: 'blackDeck', card: 'QC', index: 0 },
    ],
  },
  {
    name: 'a red card on the grid',
    edit: (zones) => {
      take(zones, 'redDeck', '7H');
      zones['grid.a1'] = ['7H'];
      zones.blackDeck!.push('KS');
    },
    message: 'The 7♥ is red: the grid (here the top-left space) holds black cards only.',
    where: [{ zone: 'grid.a1', card: '7H', index: 0 }],
  },
  {
    name: 'a black card among the red ones',
    from: TURN_3,
    edit: (zones) => {
      take(zones, 'blackDeck', 'AS');
      zones.redDiscard!.push('AS');
      take(zones, 'redDiscard', '3H');
      zones.redDeck!.push('3H');
    },
    message: 'The A♠ is black: the red discard holds red cards only.',
    where: [{ zone: 'redDiscard', card: 'AS', index: 1 }],
  },
  {
    name: 'two cards in one space',
    edit: (zones) => {
      take(zones, 'blackDeck', 'AS');
      zones['grid.c3']!.push('AS');
    },
    message: 'Bottom-right space holds 2 cards; it holds at most 1: move one of them elsewhere.',
    where: [{ zone: 'grid.c3' }],
  },
  {
    name: 'a fourth lock',
    from: TURN_3,
    edit: (_zones, scalars) => {
      scalars['locked.a2'] = true;
      scalars['locked.b2'] = true;
    },
    message: 'A fourth lock is not possible: only 3 cards may be locked at once (4 are locked).',
    where: [{ scalar: 'locked.a1' }, { scalar: 'locked.b1' }, { scalar: 'locked.a2' }, { scalar: 'locked.b2' }],
  },
  {
    name: 'a lock on an empty space',
    from: TURN_3,
    edit: (_zones, scalars) => (scalars['locked.c1'] = true),
    message: 'The top-right space is empty: there is no card to lock.',
    where: [{ scalar: 'locked.c1' }, { zone: 'grid.c1' }],
  },
  {
    name: 'three empty spaces in a line',
    from: TURN_3,
    edit: (zones) => {
      for (const space of ['a3', 'b3', 'c3']) zones.blackDiscard!.unshift(...zones[`grid.${space}`]!.splice(0));
    },
    message: 'The players have already lost: the bottom row has three empty spaces. Put a card in one of them.',
    where: [{ zone: 'grid.a3' }, { zone: 'grid.b3' }, { zone: 'grid.c3' }],
  },
  {
    name: 'three locked royals in a line',
    from: TURN_3,
    edit: (zones, scalars) => {
      take(zones, 'blackDeck', 'QS');
      zones['grid.c1'] = ['QS'];
      scalars['locked.c1'] = true;
    },
    message: 'The players have already won: the top row holds three locked royal cards (K♠, Q♣, Q♠). Unlock one of them.',
    where: [
      { zone: 'grid.a1' },
      { scalar: 'locked.a1' },
      { zone: 'grid.b1' },
      { scalar: 'locked.b1' },
      { zone: 'grid.c1' },
      { scalar: 'locked.c1' },
    ],
  },
  {
    name: 'a marker off the grid',
    edit: (_zones, scalars) => (scalars['markers.1'] = 9),
    message: 'Marker 2 (seat 2) stands off the grid ("9"): put it on one of the 9 spaces.',
    where: [{ scalar: 'markers.1' }],
  },
  {
    name: 'more actions than a turn has',
    from: TURN_3,
    edit: (_zones, scalars) => (scalars.actionsUsed = 4),
    message: 'A turn has 3 actions: actions used must be from 0 to 3.',
    where: [{ scalar: 'actionsUsed' }],
  },
  {
    name: 'the wrong marker for the turn number',
    from: TURN_3,
    edit: (_zones, scalars) => (scalars.marker = 1),
    message: "Marker 1 plays the odd turns and marker 2 the even ones, so turn 3 belongs to marker 1 (seat 1). Change whose turn it is or the turn number.",
    where: [{ scalar: 'marker' }, { scalar: 'turn' }],
  },
  {
    name: 'red cards on show before any draw',
    edit: (zones) => zones.redDraw!.push(...zones.redDeck!.splice(0, 2)),
    message: 'No red cards have been drawn before the end of turn 1: move the cards on show to the red deck.',
    where: [{ zone: 'redDraw' }],
  },
  {
    name: 'one red card on show after a draw',
    from: TURN_3,
    edit: (zones) => zones.redDeck!.push(zones.redDraw!.pop()!),
    message: 'Every turn ends with a draw of 2 red cards: on turn 3 the 2 cards of the last draw lie on show; here there is 1.',
    where: [{ zone: 'redDraw' }],
  },
  {
    name: 'a red discard too big for the turn',
    from: TURN_3,
    edit: (zones) => zones.redDiscard!.push(...zones.redDeck!.splice(0, 2)),
    message:
      'On turn 3 the red discard holds 2 cards: each turn\'s 2 red cards join it at the next draw, and it is shuffled back into the red deck when the deck runs out. ' +
      'Here it holds 4; move red cards to or from the red deck, or change the turn number.',
    where: [{ zone: 'redDiscard' }, { scalar: 'turn' }],
  },
  {
    name: 'a turn that never comes when the red deck running out loses',
    from: TURN_3,
    options: LOSS,
    edit: (_zones, scalars) => (scalars.turn = 17),
    message: 'When the players lose as the red deck runs out, the game ends at the end of turn 14: turn 17 never comes.',
    where: [{ scalar: 'turn' }],
  },
  {
    name: 'marker 2 moved before its first turn',
    edit: (_zones, scalars) => (scalars['markers.1'] = 0),
    message: 'Both markers start on the centre space, and marker 2 (seat 2) has not played yet on turn 1.',
    where: [{ scalar: 'markers.1' }],
  },
  {
    name: 'more done on turn 1 than the actions used allow',
    edit: (zones, scalars) => {
      scalars['markers.0'] = 0;
      scalars['locked.a1'] = true;
      zones.blackDiscard = zones['grid.c3']!.splice(0);
      scalars.actionsUsed = 2;
    },
    message: 'On turn 1 marker 1 (seat 1) has used 2 of its actions, but this position takes at least 4 (2 moves, 1 lock, 1 removal) since the deal.',
    where: [{ scalar: 'actionsUsed' }, { scalar: 'turn' }],
  },
  {
    name: 'a zone the game does not have',
    edit: (zones) => (zones['grid.d4'] = []),
    message: 'There is no zone "grid.d4" in this game.',
    where: [{ zone: 'grid.d4' }],
  },
];

describe('Royal Lock editor: validate', () => {
  it('finds nothing wrong with a dealt table or a table in play', () => {
    expect(editor.validate(editor.toPosition(START), STANDARD, 2)).toEqual([]);
    expect(editor.validate(editor.toPosition(TURN_3), STANDARD, 2)).toEqual([]);
    expect(editor.validate(editor.toPosition(royalLock.setup(STANDARD, 1, 5)), STANDARD, 1)).toEqual([]);
  });

  it.each(WRONG)('$name', ({ from, options, edit: change, message, where }) => {
    const problems = editor.validate(edit(from ?? START, change), options ?? STANDARD, 2);
    expect(problems).toEqual([{ message, where }]);
  });

  it('reports every problem at once, not just the first', () => {
    const position = edit(TURN_3, (zones, scalars) => {
      scalars.marker = 1;
      scalars['locked.c1'] = true;
      zones.redDeck!.push(zones.redDraw!.pop()!);
    });
    expect(editor.validate(position, STANDARD, 2).map((problem) => problem.message)).toEqual([
      'The top-right space is empty: there is no card to lock.',
      "Marker 1 plays the odd turns and marker 2 the even ones, so turn 3 belongs to marker 1 (seat 1). Change whose turn it is or the turn number.",
      'Every turn ends with a draw of 2 red cards: on turn 3 the 2 cards of the last draw lie on show; here there is 1.',
    ]);
  });

  it('accepts a locked card that is not royal: the rules let any card be locked', () => {
    const position = edit(TURN_3, (_zones, scalars) => (scalars['locked.a2'] = true));
    expect(editor.validate(position, STANDARD, 2)).toEqual([]);
  });

  it('knows the red discard after every draw, reshuffles included', () => {
    expect([1, 2, 3, 14, 15, 16, 27, 28].map(redDiscardSizeAt)).toEqual([0, 0, 2, 24, 0, 2, 24, 0]);
  });

  it('refuses a table for 3 players', () => {
    expect(editor.validate(editor.toPosition(START), STANDARD, 3)[0]!.message).toBe('Royal Lock is played by 1 or 2 players, not 3.');
  });
});

describe('Royal Lock editor: from a position to a state', () => {
  it('turns a position back into the same state', () => {
    const rebuilt = editor.toState(editor.toPosition(TURN_3), STANDARD, 2, TURN_3.rng);
    expect(stateHash(rebuilt)).toBe(stateHash(TURN_3));
  });

  it('shuffles unplaced black cards into the black deck and red ones into the red deck, under the placed cards', () => {
    const position = edit(TURN_3, (zones) => {
      zones.blackDeck = ['9S', '10S'];
      zones.redDeck = ['5H'];
    });
    expect(editor.validate(position, STANDARD, 2)).toEqual([]);
    expect(editor.unplacedGoTo(position, STANDARD, 2, 'AS')).toEqual({ zone: 'blackDeck', label: 'shuffled into the black deck, under the cards placed there' });
    expect(editor.unplacedGoTo(position, STANDARD, 2, 'AH')).toEqual({ zone: 'redDeck', label: 'shuffled into the red deck, under the cards placed there' });
    const a = editor.toState(position, STANDARD, 2, seedRng(1));
    const b = editor.toState(position, STANDARD, 2, seedRng(2));
    expect(a.blackDeck.slice(0, 2)).toEqual(['9S', '10S']);
    expect(a.redDeck[0]).toBe('5H');
    expect(a.blackDeck).toHaveLength(17);
    expect(a.redDeck).toHaveLength(22);
    expect(new Set(royalLock.allCards(a)).size).toBe(52);
    // The seed decides the order of what was shuffled in, and nothing else.
    expect(a.blackDeck).not.toEqual(b.blackDeck);
    expect(a.grid).toEqual(b.grid);
  });

  it('keeps the locks and the last draw as set', () => {
    const state = editor.toState(editor.toPosition(TURN_3), STANDARD, 2, seedRng(3));
    expect(lockedCount(state)).toBe(2);
    expect(state.lastRedDraw?.cards).toEqual(['2H', 'KD']);
  });

  it('shows a neutral last draw when the cards on show were changed', () => {
    const position = edit(TURN_3, (zones) => {
      zones.redDraw = ['5H', '5D'];
      take(zones, 'redDeck', '5H');
      take(zones, 'redDeck', '5D');
      zones.redDeck!.push('2H', 'KD');
    });
    const state = editor.toState(position, STANDARD, 2, seedRng(3));
    expect(state.lastRedDraw).toEqual({ turn: 2, cards: ['5H', '5D'], pair: true, reshuffledRedDeck: false, effects: [] });
  });

  it('refuses to build a state from a position with problems', () => {
    const position = edit(START, (_zones, scalars) => (scalars.turn = 0));
    expect(() => editor.toState(position, STANDARD, 2, seedRng(1))).toThrow('This position cannot be played: The turn number must be a whole number from 1 to 100000.');
  });
});

describe('Royal Lock editor: the state schema', () => {
  const ok = JSON.parse(JSON.stringify(TURN_3)) as Record<string, unknown>;
  const hostile: readonly { name: string; change: (state: Record<string, unknown>) => void }[] = [
    { name: 'an unknown field', change: (state) => (state.note = 'x') },
    { name: '200 copies of one card', change: (state) => (state.blackDeck = Array.from({ length: 200 }, () => 'QS')) },
    { name: 'three seats', change: (state) => (state.seats = 3) },
    { name: 'a red card on the grid', change: (state) => ((state.grid as unknown[])[2] = { card: '7H', locked: false }) },
    { name: 'a marker off the grid', change: (state) => (state.markers = [4, 12]) },
    { name: 'a missing card', change: (state) => (state.blackDeck = (state.blackDeck as string[]).slice(1)) },
    { name: 'a grid of 10 spaces', change: (state) => (state.grid = [...(state.grid as unknown[]), null]) },
    { name: 'a negative turn', change: (state) => (state.turn = -4) },
  ];

  it('accepts a state the rules reached', () => {
    expect(editor.stateSchema.safeParse(ok).success).toBe(true);
  });

  it.each(hostile)('refuses $name', ({ change }) => {
    const state = structuredClone(ok);
    change(state);
    expect(editor.stateSchema.safeParse(state).success).toBe(false);
  });
});

describe('Royal Lock editor: zones and values', () => {
  it('names the grid spaces as players do, and every pile top first', () => {
    const zones = editor.zones(STANDARD, 2);
    expect(zones.map((zone) => zone.id)).toEqual([
      'grid.a1', 'grid.b1', 'grid.c1', 'grid.a2', 'grid.b2', 'grid.c2', 'grid.a3', 'grid.b3', 'grid.c3',
      'blackDeck', 'blackDiscard', 'redDeck', 'redDiscard', 'redDraw',
    ]);
    expect(zones.find((zone) => zone.id === 'grid.b2')!.label).toBe('centre space');
    expect(zones.filter((zone) => zone.seenBy !== 'everyone').map((zone) => `${zone.id}: ${zone.seenBy}`)).toEqual(['blackDeck: nobody', 'redDeck: nobody']);
    expect(editor.pack(STANDARD, 2)).toHaveLength(52);
  });

  it('labels its values as the form shows them, each from a capital letter', () => {
    const scalars = editor.scalars(STANDARD, 2);
    expect(scalars.slice(0, 5).map((scalar) => scalar.label)).toEqual([
      'Whose turn', 'Turn number', 'Actions used this turn', 'Where marker 1 (seat 1) stands', 'Where marker 2 (seat 2) stands',
    ]);
    expect(scalars.find((scalar) => scalar.key === 'locked.b2')!.label).toBe('Centre card locked');
    const choices = (key: string) => scalars.flatMap((scalar) => (scalar.key === key && scalar.kind === 'choice' ? scalar.choices.map((choice) => choice.label) : []));
    expect(choices('marker')).toEqual(['Marker 1 (seat 1)', 'Marker 2 (seat 2)']);
    expect(choices('markers.0').slice(0, 3)).toEqual(['Top-left', 'Top-middle', 'Top-right']);
  });

  it('lists discards top first: the most recent card first', () => {
    const state = position({ grid: START.grid.map((space) => (space ? space.card : '-')), blackDiscard: ['2S', '3S'], blackDeck: ['AS'] });
    expect(editor.toPosition(state).zones.blackDiscard).toEqual(['3S', '2S']);
  });

  it('offers a lock per grid space and a place for each marker', () => {
    const keys = editor.scalars(STANDARD, 1).map((scalar) => scalar.key);
    expect(keys).toEqual([
      'marker', 'turn', 'actionsUsed', 'markers.0', 'markers.1',
      'locked.a1', 'locked.b1', 'locked.c1', 'locked.a2', 'locked.b2', 'locked.c2', 'locked.a3', 'locked.b3', 'locked.c3',
    ]);
  });
});

describe('Royal Lock editor: notes on the grid', () => {
  const cases: readonly { name: string; from: RoyalLockState; change?: (zones: Zones, scalars: Scalars) => void; notes: readonly string[] }[] = [
    { name: 'both markers on the centre at the deal, marker 1 to move', from: START, notes: ['grid.b2: marker 1 · to move', 'grid.b2: marker 2'] },
    {
      name: 'markers apart, and the locked cards',
      from: TURN_3,
      notes: ['grid.b1: marker 1 · to move', 'grid.a2: marker 2', 'grid.a1: locked', 'grid.b1: locked'],
    },
    {
      name: 'marker 2 to move after a change of turn',
      from: TURN_3,
      change: (_zones, scalars) => (scalars.marker = 1),
      notes: ['grid.b1: marker 1', 'grid.a2: marker 2 · to move', 'grid.a1: locked', 'grid.b1: locked'],
    },
    {
      name: 'a marker off the grid is left to the problem list',
      from: START,
      change: (_zones, scalars) => (scalars['markers.1'] = 12),
      notes: ['grid.b2: marker 1 · to move'],
    },
  ];
  it.each(cases)('$name', ({ from, change, notes }) => {
    const position = change ? edit(from, change) : editor.toPosition(from);
    expect(editor.zoneNotes!(position, royalLock.defaultOptions(), 2).map((note) => `${note.zone}: ${note.text}`)).toEqual(notes);
  });
});

describeEditorContract(royalLock, {
  configs: [
    // Keeper-led solo games last long enough to run the red deck dry.
    { seats: 1, options: { reach: 'own-space', redDeckOut: 'reshuffle' }, botShare: 1, expectCoverage: ['red deck reshuffled', 'lock limit'] },
    { seats: 2, options: { reach: 'own-space', redDeckOut: 'reshuffle' } },
    { seats: 2, options: { reach: 'any-space', redDeckOut: 'loss' }, expectCoverage: ['lock limit'] },
  ],
  games: 45,
  botShare: 0.5,
  coverage: (state) => [
    ...(state.turn > 14 ? ['red deck reshuffled'] : []),
    ...(lockedCount(state) === 3 ? ['lock limit'] : []),
    ...(state.actionsUsed === 3 ? ['actions spent'] : []),
    ...(state.grid.some((space) => space === null) ? ['empty space'] : []),
  ],
  expectCoverage: ['actions spent', 'empty space'],
});
