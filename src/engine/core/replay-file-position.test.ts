import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import { replayRefusal } from '../testing/replay-refusal';
import { type Annotations } from './annotations';
import type { AnyGameDefinition } from './game';
import { stateHash } from './hash';
import { GameRecord, MAIN_LINE, type Cursor } from './record';
import { checkPositionToMend, parseReplayText, recordToReplay, replayToRecord, REPLAY_VERSION, type ReplayFile } from './replay-file';
import { seedRng } from './rng';

const SAVED_AT = '2026-11-23T10:00:00.000Z';
const OPTIONS = { suits: 1, budget: 30 };
const PLAYERS = [
  { name: 'Ann', bot: null },
  { name: 'Ben', bot: 'drawer' },
];
const findFixture = (id: string): AnyGameDefinition | undefined => (id === fixtureGame.id ? fixtureGame : undefined);

/** A position set up by hand: Ann holds K♣ Q♣, Ben J♣, 10♣ is on the discard pile, the deck is the rest. */
function editedState(): FixtureState {
  const editor = fixtureGame.editor!;
  const position = { zones: { 'hand.0': ['KC', 'QC'], 'hand.1': ['JC'], discard: ['10C'], deck: ['AC'] }, scalars: { turn: 1, passesInRow: 0, actionsLeft: 12 } };
  expect(editor.validate(position, OPTIONS, 2)).toEqual([]);
  return editor.toState(position, OPTIONS, 2, seedRng(5));
}

function play(record: GameRecord<FixtureState, FixtureAction>, from: Cursor, actions: FixtureAction[]): Cursor {
  let cursor = from;
  for (const action of actions) {
    const result = record.play(cursor, record.stateAt(cursor).turn, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return cursor;
}

function positionFile(): ReplayFile {
  const record = GameRecord.fromState<FixtureState, FixtureAction>(fixtureGame, OPTIONS, PLAYERS, editedState(), 5);
  return recordToReplay(record as unknown as GameRecord, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT, title: 'Endgame' });
}

const errorOf = (action: () => unknown): string => replayRefusal(action).message;

/** The position file with its start state changed and its fingerprint recomputed, as a careful forger would. */
function withState(change: (state: Record<string, unknown>) => void): ReplayFile {
  const file = JSON.parse(JSON.stringify(positionFile())) as ReplayFile & { start: { state: Record<string, unknown> } };
  change(file.start.state);
  return { ...file, initialHash: stateHash(file.start.state) };
}

describe('a saved position', () => {
  it('is a version 2 file with the position in full and an empty main line', () => {
    const file = positionFile();
    expect(file.version).toBe(REPLAY_VERSION);
    expect(file.start).toEqual({ kind: 'position', state: editedState() });
    expect(file.lines).toEqual([{ id: MAIN_LINE, name: 'Main line', parent: null, actions: [], hashes: [] }]);
    expect(file.current).toEqual({ line: MAIN_LINE, step: 0 });
  });

  it('opens straight into that position, and plays on from it', () => {
    const loaded = replayToRecord(parseReplayText(JSON.stringify(positionFile())), findFixture);
    expect(loaded.cursor).toEqual({ line: MAIN_LINE, step: 0 });
    expect(loaded.record.start).toEqual({ kind: 'position' });
    expect(stateHash(loaded.record.initial)).toBe(stateHash(editedState()));
    const record = loaded.record as unknown as GameRecord<FixtureState, FixtureAction>;
    const end = play(record, { line: MAIN_LINE, step: 0 }, [{ type: 'draw' }, { type: 'pass' }]);
    expect(record.stateAt(end).hands[1]).toEqual(['JC', 'AC']);
  });

  it('keeps a game played from it, its branches and its notes through a save', () => {
    const record = GameRecord.fromState<FixtureState, FixtureAction>(fixtureGame, OPTIONS, PLAYERS, editedState());
    const end = play(record, { line: MAIN_LINE, step: 0 }, [{ type: 'discard', card: 'JC' }, { type: 'pass' }, { type: 'draw' }]);
    const branch = play(record, { line: MAIN_LINE, step: 1 }, [{ type: 'discard', card: 'KC' }]);
    const annotations: Annotations = [
      { line: MAIN_LINE, step: 0, note: 'Ben to play: what should he keep?', highlights: [{ target: { zone: 'hand.1', card: 'JC' }, colour: 'gold' }], arrows: [] },
      { line: branch.line, step: 2, note: 'Throwing the king loses.', highlights: [], arrows: [{ from: { zone: 'hand.0', card: 'KC' }, to: { zone: 'discard' }, colour: 'red' }] },
    ];
    record.annotations = annotations;
    const file = recordToReplay(record as unknown as GameRecord, { cursor: end, savedAt: SAVED_AT, teacher: true });
    expect(file.teacher).toBe(true);
    const loaded = replayToRecord(parseReplayText(JSON.stringify(file)), findFixture);
    expect(loaded.teacher).toBe(true);
    expect(loaded.record.annotations).toEqual(annotations);
    expect(loaded.record.lines.map((line) => [line.id, line.steps.length])).toEqual([
      [MAIN_LINE, 3],
      [branch.line, 1],
    ]);
    expect(recordToReplay(loaded.record, { cursor: loaded.cursor, savedAt: SAVED_AT, teacher: true })).toEqual(file);
  });

  it('leaves the teacher flag out of a game not played at a teacher table', () => {
    const file = positionFile();
    expect('teacher' in file).toBe(false);
    expect(replayToRecord(file, findFixture).teacher).toBeUndefined();
  });

  it('works with a real game editor, cards left unplaced shuffled in by the seed', () => {
    const royals = findGame('royals')!;
    const editor = royals.editor!;
    const options = royals.defaultOptions();
    const dealt = editor.toPosition(royals.setup(options, 2, 3));
    const position = { ...dealt, zones: { ...dealt.zones, deck: [] } };
    expect(editor.validate(position, options, 2)).toEqual([]);
    const state = editor.toState(position, options, 2, seedRng(11));
    const record = GameRecord.fromState(royals, options, PLAYERS.map((p) => ({ ...p, bot: null })), state, 11);
    const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT });
    const loaded = replayToRecord(parseReplayText(JSON.stringify(file)), findGame);
    expect(stateHash(loaded.record.initial)).toBe(stateHash(state));
  });
});

describe('a position file that cannot be played is refused with the problem, in the editor words', () => {
  const cases: [string, () => ReplayFile, string][] = [
    [
      'a card placed twice',
      () => withState((state) => ((state.hands as string[][])[1]!.push('KC'))),
      "The start position cannot be played: seat 1's hand, seat 2's hand: K♣ is placed twice (seat 1's hand and seat 2's hand): take one of them back to the unplaced cards.",
    ],
    [
      '200 copies of one card',
      () => withState((state) => (state.deck = Array.from({ length: 200 }, () => 'AC'))),
      'The start position is damaged: the field "deck" of the start position has too many entries: at most 52.',
    ],
    [
      'a card of another pack',
      () => withState((state) => (state.discard = ['10C', 'QH'])),
      "The start position cannot be played: discard pile: Q♥ is not a card of this game's pack: take it off the table.",
    ],
    [
      'the turn of a seat the table does not have',
      () => withState((state) => (state.turn = 7)),
      "The start position cannot be played: whose turn: It cannot be seat 7's turn: the table has 2 seats.",
    ],
    [
      'several problems at once',
      () =>
        withState((state) => {
          state.turn = 4;
          state.passesInRow = 9;
          state.actionsLeft = 0;
          state.discard = ['10C', 'KC'];
        }),
      "The start position cannot be played: discard pile, seat 1's hand: K♣ is placed twice (discard pile and seat 1's hand): take one of them back to the unplaced cards. Whose turn: It cannot be seat 4's turn: the table has 2 seats. Passes in a row: Every seat passing in a row ends the game; 9 passes are not possible here. (and 1 more problem)",
    ],
    [
      'a field the state does not have',
      () => withState((state) => (state.cheat = true)),
      'The start position is damaged: the start position has unknown field "cheat".',
    ],
    [
      'a number past every limit, told by the field\'s own limit',
      () => withState((state) => (state.passesInRow = 2 ** 53 + 2)),
      'The start position is damaged: the field "passesInRow" of the start position is too large: at most 16.',
    ],
    [
      'a number past every limit where the field has no other',
      () => withState((state) => ((state.rng as number[])[0] = 1e308)),
      'The start position is damaged: entry 1 of the field "rng" of the start position is too large.',
    ],
    [
      'a start without its position',
      () => {
        const file = JSON.parse(JSON.stringify(positionFile())) as ReplayFile & { start: { state?: unknown } };
        delete file.start.state;
        return file;
      },
      'The replay is damaged: the start has no position.',
    ],
    [
      'several fields missing, each told as a sentence',
      () =>
        withState((state) => {
          delete state.deck;
          delete state.discard;
        }),
      'The start position is damaged: the start position has no field "deck". The start position has no field "discard".',
    ],
    [
      'something that is not a state at all',
      () => ({ ...positionFile(), start: { kind: 'position', state: 'a teacher wrote this' } }),
      'The start position is damaged: the start position should be a group of fields, not text.',
    ],
    [
      'a position changed after its fingerprint was taken',
      () => {
        const file = JSON.parse(JSON.stringify(positionFile())) as ReplayFile & { start: { state: { actionsLeft: number } } };
        file.start.state.actionsLeft = 11;
        return file;
      },
      "The replay's start position does not match its fingerprint: the file was altered.",
    ],
  ];

  it.each(cases)('%s', (_name, make, message) => {
    const file = make();
    const before = JSON.stringify(file);
    expect(errorOf(() => replayToRecord(parseReplayText(before), findFixture))).toBe(message);
    expect(JSON.stringify(file)).toBe(before);
  });

  it('refuses a position for a game that has no table editor', () => {
    const noEditor = { ...fixtureGame, editor: undefined } as AnyGameDefinition;
    expect(errorOf(() => replayToRecord(positionFile(), () => noEditor))).toBe(
      'Draw or Pass has no table editor in this version, so it cannot begin from a set-up position.',
    );
  });
});

describe('hostile version 2 files are refused with a message and nothing thrown past it', () => {
  const base = (): ReplayFile & Record<string, unknown> => JSON.parse(JSON.stringify(positionFile())) as ReplayFile & Record<string, unknown>;
  const cases: [string, () => unknown, string][] = [
    ['a newer version', () => ({ ...base(), version: 7 }), 'The replay was written in format version 7 by a newer Royal Table; this version reads versions 1 to 2. Update the app to open it.'],
    [
      'a huge note',
      () => ({ ...base(), annotations: [{ line: 'main', step: 0, note: 'x'.repeat(1_000_000) }] }),
      'The file cannot be a Royal Table replay: it holds a text of more than 20,000 characters (by line 1 of the file), far more than any replay.',
    ],
    [
      'a note one character too long',
      () => ({ ...base(), annotations: [{ line: 'main', step: 0, note: 'x'.repeat(2001) }] }),
      'The replay is damaged: the note at the start of the main line is too long: at most 2,000 characters.',
    ],
    [
      'too many highlights on a step',
      () => ({ ...base(), annotations: [{ line: 'main', step: 0, highlights: Array.from({ length: 61 }, () => ({ target: { zone: 'deck' }, colour: 'gold' })) }] }),
      'The replay is damaged: the list of marks of the notes at the start of the main line has too many entries: at most 60.',
    ],
    [
      'a colour that is not offered',
      () => ({ ...base(), annotations: [{ line: 'main', step: 0, highlights: [{ target: { zone: 'deck' }, colour: '#ff0000' }] }] }),
      'The replay is damaged: the colour of mark 1 of the notes at the start of the main line should be one of "gold", "red", "blue", "green".',
    ],
    [
      'a note on a step the game does not have',
      () => ({ ...base(), annotations: [{ line: 'main', step: 3, note: 'later' }] }),
      'The replay is damaged: a note is kept on step 3 of line "main", past its end.',
    ],
    [
      'an action by a seat the game does not have',
      () => {
        const file = base();
        file.lines[0]!.actions.push({ seat: 9, action: { type: 'pass' } });
        file.lines[0]!.hashes.push('x');
        return file;
      },
      'Step 1 of "Main line" is played by seat 10, but the game has 2 players.',
    ],
    ['a puzzle section without a side', () => ({ ...base(), puzzle: { goal: 'win' } }), 'The replay is damaged: the puzzle has no solving seat.'],
  ];

  it.each(cases)('%s', (_name, make, message) => {
    expect(errorOf(() => replayToRecord(parseReplayText(JSON.stringify(make())), findFixture))).toBe(message);
  });
});

describe('a position to mend, as the window checks what the host sent', () => {
  const sent = { game: fixtureGame.id, options: OPTIONS, players: PLAYERS, state: editedState(), moves: true };
  it('comes back with its game, options, players and state read by the game', () => {
    const checked = checkPositionToMend(sent, findFixture);
    expect({ game: checked.game.id, options: checked.options, players: checked.players, state: checked.state, moves: checked.moves }).toEqual(sent);
  });
  const refused: [string, unknown, RegExp][] = [
    ['nothing at all', null, /The position is damaged/],
    ['a game this version does not know', { ...sent, game: 'chess' }, /a game this version does not know/],
    ['options the game refuses', { ...sent, options: { suits: 'many' } }, /options are not valid/],
    ['no players', { ...sent, players: [] }, /The position is damaged/],
    ['a state the game’s schema refuses', { ...sent, state: { turn: 'Ann' } }, /not one the .* table editor can show/],
    ['anything more', { ...sent, extra: 1 }, /The position is damaged/],
  ];
  it.each(refused)('is refused: %s', (_name, value, message) => {
    expect(errorOf(() => checkPositionToMend(value, findFixture))).toMatch(message);
  });
});
