import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import type { ScalarValue } from '../../core/editor';
import { checkStartState } from '../../core/replay-file-start';
import { stateHash } from '../../core/hash';
import { randomInt, seedRng } from '../../core/rng';
import { describeEditorContract } from '../../testing/editor-suite';
import { royalsEditor, zoneIds } from './editor';
import { royals } from './index';
import { position as table } from './test-position';
import type { RoyalsOptions, RoyalsState } from './types';

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

describe('what the board says of a field card that does not stand upright', () => {
  it.each([
    { name: 'every royal upright', fields: [['KS', 'JK1'], ['QD']], notes: [] },
    { name: 'a defeated royal', fields: [['KS-', 'QH'], []], notes: ["field.0: K♠ sideways (defeated)"] },
    { name: 'a resting royal and a joker revealed this turn', fields: [['JC'], ['QD/', 'JK1/']], notes: ['field.1: Q♦ diagonal (resting)', 'field.1: Joker diagonal (resting)'] },
  ])('$name', ({ fields, notes }) => {
    const position = royalsEditor.toPosition(table({ hands: [[], []], fields }));
    expect(royalsEditor.zoneNotes!(position, ONE, 2).map((note) => `${note.zone}: ${note.text}`)).toEqual(notes);
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
      message: "Seat 1's field holds 4 royals; a field holds at most three. Move one of them elsewhere.",
    },
    {
      name: 'a number card under a joker on the field',
      edit: (z: Record<string, string[]>) => z[zoneIds.under(0, 1)]!.push('9C'),
      message: "A joker on the field has no cards under it: move the cards under Seat 1's joker elsewhere.",
    },
    {
      name: 'a card in two places',
      edit: (z: Record<string, string[]>) => z[zoneIds.discard]!.push('2H'),
      message: '2♥ is placed twice (Seat 1\'s hand and discard pile): take one of them back to the unplaced cards.',
    },
    {
      name: 'a number card standing on a field',
      edit: (z: Record<string, string[]>) => z[zoneIds.field(1)]!.push('9C'),
      message: 'The 9♣ cannot stand on a field: only royals and jokers do. Move it under a royal, or elsewhere.',
    },
    {
      name: 'cards under an empty spot',
      edit: (z: Record<string, string[]>) => z[zoneIds.under(1, 2)]!.push('9C'),
      message: "Cards lie under Seat 2's field card 3, but no royal stands there. Put a royal on the field there, or move the cards elsewhere.",
    },
    {
      name: 'a defeated joker',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s['pose.0.2'] = 'sideways'),
      message: "A joker cannot be defeated: set Seat 1's field card 2 upright or diagonal.",
    },
    {
      name: 'a scored joker without its card',
      edit: (z: Record<string, string[]>) => z[zoneIds.scoreGroups(1)]!.push('JK2'),
      message: "A scored joker lies with exactly one number card (Seat 2's has 0). Leave one number card right after it.",
    },
    {
      name: 'a number card heading the scored royals',
      edit: (z: Record<string, string[]>) => z[zoneIds.scoreGroups(1)]!.push('9C', 'KH'),
      message: "In Seat 2's scored royals and jokers, each number card follows the royal or joker it scored with. Move this one right after one, or elsewhere.",
    },
    {
      name: 'a sixth card in a hand',
      edit: (z: Record<string, string[]>) => z[zoneIds.hand(1)]!.push('5C', '6C', '7C', '8C', '9C'),
      message: "Seat 2's hand holds 6 cards; it holds at most 5: move one of them elsewhere.",
    },
    {
      name: 'the Cold War with both royals had',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => (s.phase = 'cold-war'),
      message: 'Both players have had a royal, so the Cold War is over: choose the Battle or the Last Round as the phase.',
    },
    {
      name: 'the Last Round with cards in the deck',
      edit: (z: Record<string, string[]>, s: Record<string, unknown>) => {
        s.phase = 'last-round';
        z[zoneIds.deck] = z[zoneIds.deck]!.slice(0, 3);
      },
      message: 'The Last Round begins when the deck runs out: move the deck’s cards elsewhere, or choose another phase.',
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
      message: 'This is game 2, but the match has 1 game. Lower the game of the match.',
    },
    {
      name: 'wins in a match not yet scored',
      edit: (_z: Record<string, string[]>, s: Record<string, unknown>) => {
        s['wins.0'] = 14;
        s['wins.1'] = 14;
      },
      message: 'Seat 1 and Seat 2 have 28 game wins between them, but no game of the match has been scored yet. Lower their game wins, or raise the game of the match.',
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
    expect(problemsOf(third([2, 1]), match)).toEqual(['Seat 1 and Seat 2 have 3 game wins between them, but only 2 games of the match have been scored. Lower their game wins, or raise the game of the match.']);
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
    expect(royalsEditor.unplacedGoTo(position, ONE, 2, '4H')).toEqual({ zone: zoneIds.deck, label: 'shuffled into the deck, under the cards placed there' });
    expect(royalsEditor.unplacedGoTo({ ...position, scalars: { ...position.scalars, phase: 'last-round' } }, ONE, 2, '4H')).toEqual({
      zone: zoneIds.discard,
      label: 'shuffled onto the discard pile, above the cards placed there (the Last Round has no deck)',
    });
  });

  it('puts the cards left unplaced in the Last Round on top of the discard pile, above the cards placed there', () => {
    const position = royalsEditor.toPosition(table({ hands: [['2H'], ['3H']], phase: 'last-round', finalTurns: [0, 1], discard: ['4H', '5H'] }));
    const zones = { ...position.zones, [zoneIds.deck]: [], [zoneIds.discard]: ['4H', '5H'] };
    expect(royalsEditor.validate({ ...position, zones }, ONE, 2)).toEqual([]);
    const state = royalsEditor.toState({ ...position, zones }, ONE, 2, seedRng(1));
    expect(state.discard).toHaveLength(52);
    expect(state.discard.slice(0, 2)).toEqual(['4H', '5H']);
    expect(state.deck).toEqual([]);
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

describe('what a position carries beyond its cards and values', () => {
  type Draft = { zones: Record<string, string[]>; scalars: Record<string, ScalarValue>; extra: Record<string, unknown> };
  const draftOf = (state: RoyalsState): Draft => JSON.parse(JSON.stringify(royalsEditor.toPosition(state))) as Draft;
  const problems = (draft: Draft, options = ONE) => royalsEditor.validate(draft, options, 2).map((problem) => problem.message);
  const rebuilt = (state: RoyalsState, draft = draftOf(state)) => royalsEditor.toState(draft, state.options, 2, state.rng);

  /** Seat 1 fires two sevens at the Q♦, which Seat 2 has not answered yet. */
  function arrowsAtTheQueen(): RoyalsState {
    const state = table({ hands: [['7S', '7H'], ['AC']], fields: [['KS:9H'], ['QD/']] });
    royals.apply(state, 0, { type: 'arrows', cards: ['7S', '7H'], target: 'QD' });
    return state;
  }

  /** Seat 1's king strikes the Q♦ with the 9♠ (9 damage), not answered yet. */
  function kingAtTheQueen(): RoyalsState {
    const state = table({ hands: [['9S'], ['AC']], fields: [['KS'], ['QD']] });
    royals.apply(state, 0, { type: 'royal-attack', royal: 'KS', card: '9S', target: 'QD' });
    return state;
  }

  /** The arrows went through: Seat 2 chooses whether the Q♦ or the J♣ falls. */
  function queenOrJack(): RoyalsState {
    const state = table({ hands: [['7S', '7H'], []], fields: [[], ['QD', 'JC']] });
    royals.apply(state, 0, { type: 'arrows', cards: ['7S', '7H'], target: 'QD' });
    royals.apply(state, 1, { type: 'yield' });
    return state;
  }

  /** The last final turn has ended: Seat 1 won the game 9 to 0. */
  function scoredGame(games: number): RoyalsState {
    const state = table({ hands: [['2H'], ['3H']], fields: [['KS:9H'], ['QD']], phase: 'last-round', finalTurns: [0], restToDiscard: true, options: { games } });
    royals.apply(state, 0, { type: 'end-turn' });
    return state;
  }

  it.each([
    ['an attack waiting for a block', arrowsAtTheQueen],
    ['a royal attack waiting for a block', kingAtTheQueen],
    ['a Jackrifice choice', queenOrJack],
    ['a game scored in a match', () => scoredGame(2)],
    ['the match over', () => scoredGame(1)],
    ['the second game of a match', () => {
      const state = scoredGame(2);
      royals.apply(state, 1, { type: 'next-game' });
      return state;
    }],
  ])('keeps %s exactly', (_name, make) => {
    const state = make();
    expect(problems(draftOf(state), state.options)).toEqual([]);
    expect(stateHash(rebuilt(state))).toBe(stateHash(state));
  });

  it('refuses an attack whose cards were changed, instead of keeping the damage declared', () => {
    const state = arrowsAtTheQueen();
    const draft = draftOf(state);
    draft.zones[zoneIds.attack]!.push('7D');
    draft.zones[zoneIds.deck] = draft.zones[zoneIds.deck]!.filter((card) => card !== '7D');
    expect(problems(draft)).toEqual(["The attack under way was declared to deal 2 damage, but its cards deal 3: an attack's cards cannot change while it waits for an answer. Put its cards back as they were."]);
    draft.zones[zoneIds.attack] = ['7S', '8H'];
    draft.zones[zoneIds.deck] = [...draft.zones[zoneIds.deck]!.filter((card) => card !== '8H'), '7H', '7D'];
    expect(problems(draft)).toEqual(["The attack under way was declared to deal 2 damage, but its cards could not make that attack: an attack's cards cannot change while it waits for an answer. Put its cards back as they were."]);
  });

  it('lets an attack\'s cards be swapped for others that make the same attack', () => {
    const state = arrowsAtTheQueen();
    const draft = draftOf(state);
    draft.zones[zoneIds.attack] = ['8S', '8H'];
    draft.zones[zoneIds.deck] = [...draft.zones[zoneIds.deck]!.filter((card) => card !== '8S' && card !== '8H'), '7S', '7H'];
    expect(problems(draft)).toEqual([]);
    expect(rebuilt(state, draft).attack).toMatchObject({ cards: ['8S', '8H'], damage: 2 });
  });

  it.each([
    {
      name: 'no attack recorded while one waits for an answer',
      make: arrowsAtTheQueen,
      edit: (draft: Draft) => (draft.extra.attack = null),
      message: 'An attack is waiting for an answer, but the attack itself is not recorded: the details of the turn under way are damaged.',
    },
    {
      name: 'the attacking royal gone from the field',
      make: kingAtTheQueen,
      edit: (draft: Draft) => {
        draft.zones[zoneIds.field(0)] = [];
        draft.zones[zoneIds.hand(0)] = ['KS'];
      },
      message: "The attack under way is made by the K♠, which is not on Seat 1's field. Put it back there.",
    },
    {
      name: 'the royal aimed at defeated since',
      make: arrowsAtTheQueen,
      edit: (draft: Draft) => (draft.scalars['pose.1.1'] = 'sideways'),
      message: "The attack under way aims at the Q♦, which does not stand on Seat 2's field. Put it back there.",
    },
    {
      name: 'the attack made by the player whose turn it is not',
      make: arrowsAtTheQueen,
      edit: (draft: Draft) => Object.assign(draft.scalars, { seat: 1, first: 1 }),
      message: "The attack under way is Seat 1's, but it is Seat 2's turn: only the player whose turn it is attacks. Change whose turn it is.",
    },
    {
      name: 'a Jackrifice choice with no jack left to take the fall',
      make: queenOrJack,
      edit: (draft: Draft) => {
        draft.zones[zoneIds.field(1)] = ['QD'];
        draft.zones[zoneIds.discard]!.push('JC');
      },
      message: "Seat 2 is to choose which royal takes the fall for the Q♦, but no other jack stands on Seat 2's field to take it. Put one there.",
    },
    {
      name: 'a game scored outside the Last Round',
      make: () => scoredGame(2),
      edit: (draft: Draft) => (draft.scalars.phase = 'battle'),
      message: 'A game is scored at the end of the Last Round: choose the Last Round as the phase.',
    },
    {
      name: 'a game scored without its win',
      make: () => scoredGame(2),
      edit: (draft: Draft) => (draft.scalars['wins.0'] = 0),
      message: "Seat 1 won this game, 9 to 0, so Seat 1 has at least one game win. Raise Seat 1's game wins.",
    },
  ])('reports $name', ({ make, edit, message }) => {
    const draft = draftOf(make());
    edit(draft);
    expect(problems(draft, make().options)).toContain(message);
  });

  it('reads a scored game\'s result from its cards, so the table can never disagree with it', () => {
    const state = scoredGame(2);
    const draft = draftOf(state);
    // The 9♥ that won the game moves to the discard pile: the game is a tie, and nobody has won it.
    draft.zones[zoneIds.under(0, 0)] = [];
    draft.zones[zoneIds.discard]!.push('9H');
    draft.scalars['wins.0'] = 0;
    expect(problems(draft, state.options)).toEqual([]);
    const tied = rebuilt(state, draft);
    expect(tied.result).toMatchObject({ game: 1, winners: [] });
    expect(tied.results).toEqual([{ game: 1, first: 0, totals: [0, 0], winners: [] }]);
    expect(royals.activeSeats(tied)).toEqual([1]);
  });

  it('refuses a file holding a scored game without its result, or an attack without its cards', () => {
    const scored = { ...JSON.parse(JSON.stringify(scoredGame(2))), result: null };
    expect(checkStartState(royals, scored.options, 2, scored)).toMatchObject({ ok: false, kind: 'damaged' });
    const attack = arrowsAtTheQueen();
    const noCards = JSON.parse(JSON.stringify(attack));
    noCards.discard.push(...noCards.attack.cards);
    noCards.attack.cards = [];
    expect(JSON.stringify(checkStartState(royals, ONE, 2, noCards))).toContain('but its cards could not make that attack');
  });

  it('keeps the earlier games only while they count the wins the values give', () => {
    const state = scoredGame(2);
    royals.apply(state, 1, { type: 'next-game' });
    expect(state.results).toHaveLength(1);
    const draft = draftOf(state);
    Object.assign(draft.scalars, { 'wins.0': 0, 'wins.1': 1 });
    expect(problems(draft, state.options)).toEqual([]);
    const rewritten = rebuilt(state, draft);
    expect(rewritten.results).toEqual([]);
    expect(rewritten.wins).toEqual([0, 1]);
  });

  it('keeps the earlier games only while each was begun by the player the one before says', () => {
    // Seat 1 won game 1, so Seat 2, who lost it, begins game 2 (Y3).
    const state = scoredGame(2);
    royals.apply(state, 1, { type: 'next-game' });
    expect([state.first, state.results[0]!.first]).toEqual([1, 0]);
    expect(rebuilt(state).results).toEqual(state.results);
    // The designer says Seat 1 began game 2: the game before cannot have been as recorded.
    const draft = draftOf(state);
    Object.assign(draft.scalars, { first: 0, seat: state.turn % 2 === 1 ? 0 : 1 });
    expect(problems(draft, state.options)).toEqual([]);
    expect(rebuilt(state, draft).results).toEqual([]);
  });

  /** Seat 2 blocked Seat 1's king with the A♣; Seat 1 may counter with the A♠. */
  function blockedKing(): RoyalsState {
    const state = table({ hands: [['9S', 'AS'], ['AC']], fields: [['KS'], ['QD']] });
    royals.apply(state, 0, { type: 'royal-attack', royal: 'KS', card: '9S', target: 'QD' });
    royals.apply(state, 1, { type: 'ace', card: 'AC' });
    return state;
  }

  it.each([
    {
      name: 'the attacking king set upright again',
      make: kingAtTheQueen,
      edit: (draft: Draft) => (draft.scalars['pose.0.1'] = 'upright'),
      message: 'The K♠ attacked this turn, so it stands diagonal: a royal is turned diagonally as it attacks. Set it diagonal.',
      where: [{ scalar: 'pose.0.1' }, { zone: zoneIds.attack }],
    },
    {
      name: 'the ace that blocked taken back into a hand',
      make: blockedKing,
      edit: (draft: Draft) => {
        draft.zones[zoneIds.discard] = draft.zones[zoneIds.discard]!.filter((card) => card !== 'AC');
        draft.zones[zoneIds.hand(1)] = ['AC'];
      },
      message: 'The A♣ was played to block the attack under way, so it lies on the discard pile: put it back there.',
      where: [{ zone: zoneIds.discard }, { zone: zoneIds.hand(1), card: 'AC', index: 0 }],
    },
    {
      name: 'a block recorded with a card that is not an ace',
      make: blockedKing,
      edit: (draft: Draft) => ((draft.extra.attack as { aces: string[] }).aces = ['2C']),
      message: 'The blocks recorded for the attack under way name the 2♣, which is not an ace: the details of the turn under way are damaged.',
      where: [{ zone: zoneIds.attack }],
    },
    {
      name: 'a Jackrifice choice after an attack that was blocked',
      make: queenOrJack,
      edit: (draft: Draft) => {
        (draft.extra.attack as { aces: string[] }).aces = ['AC'];
        draft.zones[zoneIds.deck] = draft.zones[zoneIds.deck]!.filter((card) => card !== 'AC');
        draft.zones[zoneIds.discard]!.push('AC');
      },
      message: 'The attack under way was blocked (an odd number of aces), so nobody chooses a royal to fall for it: the details of the turn under way are damaged.',
      where: [{ zone: zoneIds.attack }],
    },
  ])('reports $name, where it is', ({ make, edit, message, where }) => {
    const state = make();
    const draft = draftOf(state);
    expect(problems(draft, state.options)).toEqual([]);
    edit(draft);
    expect(royalsEditor.validate(draft, state.options, 2)).toEqual([{ message, where }]);
  });

  it('starts a position without it with the player whose turn it is free to act', () => {
    const state = arrowsAtTheQueen();
    const { extra: _extra, ...bare } = draftOf(state);
    bare.zones[zoneIds.hand(0)] = [...bare.zones[zoneIds.attack]!];
    bare.zones[zoneIds.attack] = [];
    const fresh = royalsEditor.toState(bare, ONE, 2, state.rng);
    expect([fresh.stage, fresh.attack, fresh.results, fresh.result]).toEqual(['turn', null, [], null]);
  });
});
