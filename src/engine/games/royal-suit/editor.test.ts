import { describe, expect, it } from 'vitest';
import type { Position, ProblemLocation } from '../../core/editor';
import { stateHash } from '../../core/hash';
import { seedRng } from '../../core/rng';
import { editPosition, take, type Scalars, type Zones } from '../../testing/edit-position';
import { describeEditorContract } from '../../testing/editor-suite';
import { royalSuitEditor as editor } from './editor';
import { positionKey } from './repetition';
import { royalSuit, type RoyalSuitOptions, type RoyalSuitState } from './index';
import { position } from './test-position';

const STANDARD: RoyalSuitOptions = { deck: 'standard', blackRoyal: 'KS', redRoyal: 'QH', topCards: 'private' };

const SUPPORTERS_DEALT = ['8C', '9D', '10H', 'JS', 'QC', 'KD', 'AS', '7H', '8S', '9C', '10S', 'JD'];
const OPPOSERS_DEALT = ['QS', 'KC', 'AC', '7D', '8D', 'JH', 'KH', '9H', 'AD', 'QD', '7S', '10C'];

/** The deal: K♠ on the 7♣ of pile 1, Q♥ on the A♥ of pile 6, 12 cards each. */
const DEAL = position({ court: ['7C', '8H', '9S', '10D', 'JC', 'AH'], decks: [SUPPORTERS_DEALT, OPPOSERS_DEALT] });

/**
 * Turn 4: the supporters played the 8♣, the opposers the Q♠, the supporters
 * moved the Q♥ from pile 6 onto the J♣ and played the 9♦ as their extra play.
 */
const TURN_4 = position({
  court: ['7C', '8H 8C', '9S 9D', '10D QS', 'JC', 'AH'],
  couple: [0, 4],
  decks: [SUPPORTERS_DEALT.slice(2), OPPOSERS_DEALT.slice(1)],
  seat: 1,
  turn: 4,
  lastMove: { by: 0, couple: 1, from: 5, to: 4 },
});

/** Turn 5: the opposers then played the K♣ on the 9♦; the Q♥'s move may be taken back again. */
const TURN_5 = position({
  court: ['7C', '8H 8C', '9S 9D KC', '10D QS', 'JC', 'AH'],
  couple: [0, 4],
  decks: [SUPPORTERS_DEALT.slice(2), OPPOSERS_DEALT.slice(2)],
  seat: 0,
  turn: 5,
  shownBelow: [0, 1],
  skipsSincePlay: [0, 1],
});

const edit = (state: RoyalSuitState, change: (zones: Zones, scalars: Scalars) => void): Position => editPosition(editor, state, change);

interface WrongPosition {
  readonly name: string;
  readonly from: RoyalSuitState;
  readonly edit: (zones: Zones, scalars: Scalars) => void;
  readonly message: string;
  readonly where: readonly ProblemLocation[];
}

const WRONG: readonly WrongPosition[] = [
  {
    name: 'a card placed twice',
    from: TURN_5,
    edit: (zones) => zones['deck.2']!.push('JD'),
    message: "J♦ is placed twice (the Supporters' deck and the Opposers' deck): take one of them back to the unplaced cards.",
    where: [
      { zone: 'deck.1', card: 'JD', index: 9 },
      { zone: 'deck.2', card: 'JD', index: 10 },
    ],
  },
  {
    name: 'a couple card dealt into a deck',
    from: TURN_5,
    edit: (zones) => zones['deck.2']!.push('KS'),
    message: 'The K♠ is a couple card: it is not played or dealt. Set the pile it lies on instead.',
    where: [{ zone: 'deck.2', card: 'KS', index: 10 }, { scalar: 'couple.black' }],
  },
  {
    name: 'a card the short deck does not have',
    from: TURN_5,
    edit: (zones) => zones['deck.2']!.push('2S'),
    message: "2♠ is not a card of this game's pack: take it off the table.",
    where: [{ zone: 'deck.2', card: '2S', index: 10 }],
  },
  {
    name: 'a deck holding more than was dealt',
    from: TURN_5,
    edit: (zones) => {
      take(zones, 'pile.2', '8C');
      take(zones, 'pile.3', 'KC');
      take(zones, 'pile.3', '9D');
      zones['deck.1']!.push('8C', 'KC', '9D');
    },
    message: "The Supporters' deck holds 13 cards; it holds at most 12: move one of them elsewhere.",
    where: [{ zone: 'deck.1' }],
  },
  {
    name: 'the couple side by side',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars['couple.red'] = 1),
    message: 'The couple cards may not start side by side: the K♠ and the Q♥ together on pile 1 and pile 2 means the Supporters have already won. Leave a pile or more between them.',
    where: [{ scalar: 'couple.black' }, { scalar: 'couple.red' }],
  },
  {
    name: 'both couple cards on one pile',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars['couple.red'] = 0),
    message: 'Both couple cards lie on pile 1: a couple card is never moved onto the other. Set one of them on another pile.',
    where: [{ scalar: 'couple.black' }, { scalar: 'couple.red' }],
  },
  {
    name: 'a couple card on a card of its own colour',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars['couple.black'] = 2),
    message: 'The K♠ can only have been moved onto a red card, and the K♣ on pile 3 is black. Set the K♠ on another pile, or put a red card other than an ace on top of pile 3.',
    where: [{ scalar: 'couple.black' }, { zone: 'pile.3' }],
  },
  {
    name: 'a couple card on an ace',
    from: DEAL,
    edit: (zones, scalars) => {
      zones['pile.2'] = ['AH'];
      zones['pile.6'] = ['8H'];
      scalars['couple.black'] = 1;
    },
    message: 'The K♠ cannot have been moved onto the A♥ on pile 2: aces block the couple. Set the K♠ on another pile, or put a red card other than an ace on top of pile 2.',
    where: [{ scalar: 'couple.black' }, { zone: 'pile.2' }],
  },
  {
    name: 'a card on a card of its own colour',
    from: TURN_5,
    edit: (zones) => {
      take(zones, 'deck.2', 'JH');
      zones['pile.6']!.unshift('JH');
      take(zones, 'pile.2', '8C');
      zones['deck.2']!.push('8C');
    },
    message: 'On pile 6 the J♥ lies on the A♥: a card is only played onto a card of the other colour. Move one of them, or put a card of the other colour between them.',
    where: [{ zone: 'pile.6', card: 'JH', index: 0 }],
  },
  {
    name: 'an empty court pile',
    from: TURN_5,
    edit: (zones) => zones['deck.1']!.unshift(...zones['pile.5']!.splice(0)),
    message: 'Pile 5 is empty: every court pile keeps the card it started with. Put a card on it.',
    where: [{ zone: 'pile.5' }],
  },
  {
    name: 'an extra play with no couple move before it',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars.phase = 'extraPlay'),
    message: 'The extra play comes right after a couple move onto a face card: set which couple card moved and where from.',
    where: [{ scalar: 'lastMove' }, { scalar: 'phase' }],
  },
  {
    name: 'an extra play after a move onto a number card',
    from: DEAL,
    edit: (_zones, scalars) => {
      scalars['couple.black'] = 1;
      scalars.lastMove = 'black:0';
      scalars.phase = 'extraPlay';
    },
    message: 'An extra play follows only a move onto a face card, and the K♠ was moved onto the 8♥. Put a face card on top of pile 2, or choose another step of the turn.',
    where: [{ scalar: 'lastMove' }, { scalar: 'phase' }, { zone: 'pile.2' }],
  },
  {
    name: 'a couple move from a pile that is not next to it',
    from: TURN_4,
    edit: (_zones, scalars) => (scalars.lastMove = 'red:2'),
    message: 'The Q♥ lies on pile 5, so it cannot just have come from pile 3: couple cards move one pile at a time. Choose a pile beside it, or no couple move.',
    where: [{ scalar: 'lastMove' }],
  },
  {
    name: 'a move not to take back on the first turn',
    from: DEAL,
    edit: (_zones, scalars) => {
      scalars['couple.red'] = 4;
      scalars.lastMove = 'red:5';
    },
    message: 'On turn 1 the Opposers have not played yet, so there is no move of theirs the Supporters may not take back. Choose no couple move, or a later turn.',
    where: [{ scalar: 'lastMove' }, { scalar: 'turn' }],
  },
  {
    name: 'a last move while the other deck still holds cards',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars.phase = 'lastMove'),
    message: "The last move comes only once the Opposers' deck has run out, and it holds 10 cards. Place them on the court, or choose another step of the turn.",
    where: [{ zone: 'deck.2' }, { scalar: 'phase' }],
  },
  {
    name: 'the wrong side for the turn number',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars.seat = 1),
    message: "The Supporters play the odd turns and the Opposers the even ones: turn 5 is the Supporters'. Change whose turn it is or the turn number.",
    where: [{ scalar: 'seat' }, { scalar: 'turn' }],
  },
  {
    name: 'more cards played than turns taken',
    from: DEAL,
    edit: (zones) => zones['pile.2']!.unshift(zones['deck.1']!.shift()!),
    message: "By turn 1 the Supporters have had 0 turns, one card played at most in each, so their deck holds at least 12 of the 12 cards dealt; it holds 11. Raise the turn number to 2 or more, or put 1 more card in their deck.",
    where: [{ zone: 'deck.1' }, { scalar: 'turn' }],
  },
  {
    name: 'more cards shown than placed in the deck',
    from: TURN_5,
    edit: (_zones, scalars) => (scalars['shownBelow.1'] = 11),
    message: "The Supporters' deck holds 10 placed cards, so 11 of them cannot have been shown at its bottom. Show fewer, or place more cards in it.",
    where: [{ zone: 'deck.1' }, { scalar: 'shownBelow.1' }],
  },
];

describe('Royal Suit editor: validate', () => {
  it('finds nothing wrong with the deal or with positions in play', () => {
    for (const state of [DEAL, TURN_4, TURN_5, royalSuit.setup(STANDARD, 2, 9)]) {
      expect(editor.validate(editor.toPosition(state), STANDARD, 2)).toEqual([]);
    }
  });

  it.each(WRONG)('$name', ({ from, edit: change, message, where }) => {
    expect(editor.validate(edit(from, change), STANDARD, 2)).toEqual([{ message, where }]);
  });

  it('reports every problem at once, not just the first', () => {
    const position = edit(TURN_5, (_zones, scalars) => {
      scalars.seat = 1;
      scalars['couple.black'] = 4;
    });
    expect(editor.validate(position, STANDARD, 2).map((problem) => problem.message)).toEqual([
      'Both couple cards lie on pile 5: a couple card is never moved onto the other. Set one of them on another pile.',
      'The K♠ can only have been moved onto a red card, and the J♣ on pile 5 is black. Set the K♠ on another pile, or put a red card other than an ace on top of pile 5.',
      "The Supporters play the odd turns and the Opposers the even ones: turn 5 is the Supporters'. Change whose turn it is or the turn number.",
    ]);
  });

  it('refuses a last move when the side to make it has none left: the game is over', () => {
    // The opposers played their last card; the K♠ faces the J♣ and the Q♥ the A♠, so neither couple card can move.
    const over = position({
      court: ['7C', '8C 10D JC', '7S JD 8S', '9S QD 10S KD JS', 'QS AD AC 8H AS', 'AH'],
      decks: [['7H', '9H', '10H', 'JH', 'KH', '7D', '8D', '9D', '9C', '10C', 'QC', 'KC'], []],
      seat: 0,
      turn: 25,
      phase: 'lastMove',
    });
    expect(editor.validate(editor.toPosition(over), STANDARD, 2)).toEqual([
      {
        message: "The Opposers' deck has run out and the Supporters have no couple move left, so the game is over: there is no last move to make.",
        where: [{ scalar: 'phase' }, { zone: 'deck.2' }],
      },
    ]);
  });
});

describe('Royal Suit editor: from a position to a state', () => {
  it('turns a position back into the same state, memory of play included', () => {
    for (const state of [TURN_4, TURN_5]) {
      expect(stateHash(editor.toState(editor.toPosition(state), STANDARD, 2, state.rng))).toBe(stateHash(state));
    }
  });

  it('starts an edited position with a clean memory, as after a play', () => {
    const position = edit(TURN_5, (zones) => {
      const deck = zones['deck.1']!;
      deck.push(deck.shift()!);
    });
    const state = editor.toState(position, STANDARD, 2, seedRng(1));
    expect(state.skipsSincePlay).toEqual([0, 0]);
    expect(state.visited).toEqual([positionKey(state)]);
    expect(state.decks[0]![0]).toBe('JS');
  });

  it('deals unplaced cards to the shorter deck, the supporters first, and shows where before play', () => {
    const position = edit(DEAL, (zones) => {
      zones['deck.1'] = ['8C', '9D'];
      zones['deck.2'] = [];
    });
    expect(editor.validate(position, STANDARD, 2)).toEqual([]);
    const goes = [...SUPPORTERS_DEALT.slice(2), ...OPPOSERS_DEALT].map((card) => editor.unplacedGoTo(position, STANDARD, 2, card).zone);
    expect(goes.filter((zone) => zone === 'deck.1')).toHaveLength(10);
    expect(goes.filter((zone) => zone === 'deck.2')).toHaveLength(12);
    expect(editor.unplacedGoTo(position, STANDARD, 2, 'QS').label).toMatch(/^dealt to the (Supporters|Opposers)' deck, shuffled in above any cards shown at its bottom$/);
    const a = editor.toState(position, STANDARD, 2, seedRng(1));
    const b = editor.toState(position, STANDARD, 2, seedRng(2));
    expect(a.decks[0]!.slice(0, 2)).toEqual(['8C', '9D']);
    expect(a.decks.map((deck) => deck.length)).toEqual([12, 12]);
    // The deal is fixed by the position; the seed only orders what each deck was dealt.
    expect([...a.decks[1]!].sort()).toEqual([...b.decks[1]!].sort());
    expect(a.decks[1]).not.toEqual(b.decks[1]);
  });

  it('puts dealt cards above the cards shown at the bottom of a deck', () => {
    const position = edit(TURN_5, (zones, scalars) => {
      zones['deck.2'] = ['AC', '7D', '10C'];
      scalars['shownBelow.2'] = 1;
    });
    expect(editor.validate(position, STANDARD, 2)).toEqual([]);
    const state = editor.toState(position, STANDARD, 2, seedRng(4));
    expect(state.decks[1]).toHaveLength(10);
    expect(state.decks[1]!.slice(0, 2)).toEqual(['AC', '7D']);
    expect(state.decks[1]!.at(-1)).toBe('10C');
  });

  it('gives the move not to take back to the side that did not just act', () => {
    const state = editor.toState(editor.toPosition(TURN_4), STANDARD, 2, seedRng(1));
    expect(state.lastMove).toEqual({ by: 0, couple: 1, from: 5, to: 4 });
  });
});

describe('Royal Suit editor: the state schema', () => {
  const ok = JSON.parse(JSON.stringify(TURN_5)) as Record<string, unknown>;
  const hostile: readonly { name: string; change: (state: Record<string, unknown>) => void }[] = [
    { name: 'an unknown field', change: (state) => (state.note = 'x') },
    { name: '200 copies of one card', change: (state) => (state.decks = [Array.from({ length: 200 }, () => 'QS'), []]) },
    { name: 'a seat out of range', change: (state) => (state.seat = 2) },
    { name: 'a couple card in a deck', change: (state) => ((state.decks as string[][])[1]!.push('KS')) },
    { name: 'a card of the long deck in a standard game', change: (state) => ((state.decks as string[][])[1]!.push('2C')) },
    { name: 'a seventh pile', change: (state) => (state.piles = [...(state.piles as string[][]), ['2C']]) },
    { name: 'an empty pile', change: (state) => ((state.piles as string[][])[3] = []) },
    { name: 'more shown cards than the deck holds', change: (state) => (state.shownBelow = [0, 11]) },
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

describe('Royal Suit editor: zones and values', () => {
  it('lists the court piles top first and the decks as the sides name them', () => {
    const zones = editor.zones(STANDARD, 2);
    expect(zones.map((zone) => `${zone.id}: ${zone.label}`)).toEqual([
      'pile.1: pile 1', 'pile.2: pile 2', 'pile.3: pile 3', 'pile.4: pile 4', 'pile.5: pile 5', 'pile.6: pile 6',
      "deck.1: the Supporters' deck", "deck.2: the Opposers' deck",
    ]);
    expect(editor.toPosition(TURN_5).zones['pile.3']).toEqual(['KC', '9D', '9S']);
    expect(editor.pack(STANDARD, 2)).toHaveLength(30);
    expect(editor.pack({ ...STANDARD, deck: 'long' }, 2)).toHaveLength(50);
  });

  it('offers the couple, the step of the turn and the move not to take back as values', () => {
    const scalars = editor.scalars(STANDARD, 2);
    expect(scalars.map((scalar) => scalar.key)).toEqual(['seat', 'phase', 'turn', 'couple.black', 'couple.red', 'lastMove', 'shownBelow.1', 'shownBelow.2']);
    expect(scalars.find((scalar) => scalar.key === 'couple.red')!.label).toBe('Pile the Q♥ lies on');
  });
});

describeEditorContract(royalSuit, {
  configs: [
    // Short-deck games run a deck dry often enough to reach the last move; long-deck ones mostly go round in circles first.
    { seats: 2, options: { deck: 'standard' }, expectCoverage: ['phase lastMove'] },
    { seats: 2, options: { deck: 'long', blackRoyal: 'JC', redRoyal: 'KD', topCards: 'open' } },
  ],
  games: 60,
  // A last move comes once a game at most: check every one, and every extra play.
  alwaysCheck: (state) => state.phase !== 'turn',
  coverage: (state) => [
    ...(state.phase !== 'turn' ? [`phase ${state.phase}`] : []),
    ...(state.lastMove ? ['move not to take back'] : []),
    ...(state.shownBelow.some((shown) => shown > 0) ? ['cards shown'] : []),
    ...(state.skipsSincePlay.some((skips) => skips > 0) ? ['skips since play'] : []),
  ],
  expectCoverage: ['phase extraPlay', 'move not to take back', 'cards shown', 'skips since play'],
});

describe('the couple cards are written on the piles they lie on', () => {
  it.each([
    { name: 'at the deal: the K♠ on pile 1, the Q♥ on pile 6', from: DEAL, options: STANDARD, notes: ['pile.1: K♠ · couple', 'pile.6: Q♥ · couple'] },
    { name: 'after the Q♥ moved onto pile 5', from: TURN_4, options: STANDARD, notes: ['pile.1: K♠ · couple', 'pile.5: Q♥ · couple'] },
    {
      name: 'another couple chosen in the options',
      from: DEAL,
      options: { ...STANDARD, blackRoyal: 'JC', redRoyal: 'KD' } as RoyalSuitOptions,
      notes: ['pile.1: J♣ · couple', 'pile.6: K♦ · couple'],
    },
  ])('$name', ({ from, options, notes }) => {
    expect(editor.zoneNotes!(editor.toPosition(from), options, 2).map((note) => `${note.zone}: ${note.text}`)).toEqual(notes);
  });

  it('leaves a pile off the table to the problem list', () => {
    const position = edit(DEAL, (_zones, scalars) => (scalars['couple.red'] = 40));
    expect(editor.zoneNotes!(position, STANDARD, 2).map((note) => note.text)).toEqual(['K♠ · couple']);
  });
});
