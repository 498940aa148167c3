import { describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureAction, type FixtureState } from '../testing/fixture-game';
import { replayRefusal } from '../testing/replay-refusal';
import type { AnyGameDefinition } from './game';
import { stateHash } from './hash';
import { GameRecord, MAIN_LINE, type Cursor } from './record';
import {
  MAX_REPLAY_BYTES,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  checkReplayJson,
  parseReplayText,
  recordToReplay,
  replayToRecord,
  type ReplayFile,
} from './replay-file';

const DRAW: FixtureAction = { type: 'draw' };
const PASS: FixtureAction = { type: 'pass' };
const SAVED_AT = '2024-05-01T12:00:00.000Z';

const findFixture = (id: string): AnyGameDefinition | undefined => (id === fixtureGame.id ? fixtureGame : undefined);

function playAll(record: GameRecord<FixtureState, FixtureAction>, from: Cursor, actions: FixtureAction[]): Cursor {
  let cursor = from;
  for (const action of actions) {
    const result = record.play(cursor, record.stateAt(cursor).turn, action);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    cursor = result.cursor;
  }
  return cursor;
}

/** A two-seat game with a main line and two branches, one leaving a branch. Seed 7 puts 4♣ on top. */
function sampleRecord(): { record: GameRecord<FixtureState, FixtureAction>; cursor: Cursor } {
  const record = GameRecord.start<FixtureState, FixtureAction>(
    fixtureGame,
    { suits: 2, budget: 30 },
    [
      { name: 'Ann', bot: null },
      { name: 'Ben', bot: 'drawer' },
    ],
    7,
  );
  const end = playAll(record, { line: MAIN_LINE, step: 0 }, [DRAW, DRAW, DRAW, PASS, DRAW]);
  const firstCard = record.stateAt(end).hands[1]![0]!;
  playAll(record, end, [{ type: 'discard', card: firstCard }, PASS, PASS]);
  const branch = playAll(record, { line: MAIN_LINE, step: 2 }, [PASS, DRAW]);
  const nested = playAll(record, { line: branch.line, step: 3 }, [DRAW]);
  return { record, cursor: nested };
}

function sampleFile(): ReplayFile {
  const { record, cursor } = sampleRecord();
  return recordToReplay(record as unknown as GameRecord, { cursor, savedAt: SAVED_AT, title: 'Sample' });
}

/** The sample file as JSON text after `edit` changed its parsed form. */
function edited(edit: (json: Record<string, unknown> & ReplayFile) => void): string {
  const json = JSON.parse(JSON.stringify(sampleFile())) as Record<string, unknown> & ReplayFile;
  edit(json);
  return JSON.stringify(json);
}

function load(text: string) {
  return replayToRecord(parseReplayText(text), findFixture);
}


describe('replay round trip', () => {
  it('rebuilds every line with the same fingerprint at every step', () => {
    const { record, cursor } = sampleRecord();
    const text = JSON.stringify(recordToReplay(record as unknown as GameRecord, { cursor, savedAt: SAVED_AT, title: 'Sample' }));
    const loaded = load(text);

    expect(loaded.cursor).toEqual(cursor);
    expect(loaded.title).toBe('Sample');
    expect(loaded.record.seed).toBe(7);
    expect(loaded.record.options).toEqual({ suits: 2, budget: 30 });
    expect(loaded.record.players).toEqual(record.players);
    expect(stateHash(loaded.record.initial)).toBe(stateHash(record.initial));
    expect(loaded.record.lines.map((l) => [l.id, l.name, l.parent])).toEqual(record.lines.map((l) => [l.id, l.name, l.parent]));
    expect(record.lines.length).toBe(3);
    for (const line of record.lines) {
      const last = record.lastStep(line.id);
      expect(loaded.record.lastStep(line.id)).toBe(last);
      for (let step = 0; step <= last; step++) {
        const at = { line: line.id, step };
        expect(stateHash(loaded.record.stateAt(at))).toBe(stateHash(record.stateAt(at)));
        expect(loaded.record.stepAt(at)?.text).toBe(record.stepAt(at)?.text);
      }
    }
  });

  it('writes the same file again from the rebuilt record', () => {
    const file = sampleFile();
    const loaded = replayToRecord(file, findFixture);
    const again = recordToReplay(loaded.record, { cursor: loaded.cursor, savedAt: SAVED_AT, title: 'Sample' });
    expect(again).toEqual(file);
  });

  it('leaves the title out when there is none', () => {
    const { record, cursor } = sampleRecord();
    const file = recordToReplay(record as unknown as GameRecord, { cursor, savedAt: SAVED_AT });
    expect('title' in file).toBe(false);
    expect(replayToRecord(file, findFixture).title).toBeUndefined();
  });

  it('accepts missing options by filling in the defaults', () => {
    const loaded = load(
      edited((json) => {
        json.options = {};
        json.lines = [{ id: MAIN_LINE, name: 'Main line', parent: null, actions: [], hashes: [] }];
        json.current = { line: MAIN_LINE, step: 0 };
        json.initialHash = stateHash(fixtureGame.setup(fixtureGame.defaultOptions(), 2, 7));
      }),
    );
    expect(loaded.record.options).toEqual({ suits: 1, budget: 40 });
  });
});

describe('parseReplayText refuses what is not a replay', () => {
  it.each([
    ['text that is not JSON', '{"format": "royal-table-replay", ', 'The file is not valid JSON: it may be truncated or damaged.'],
    ['an empty file', '', 'The file is not valid JSON: it may be truncated or damaged.'],
    ['a JSON array', '[1, 2]', 'The file does not hold a Royal Table replay.'],
    ['a JSON number', '42', 'The file does not hold a Royal Table replay.'],
    ['JSON null', 'null', 'The file does not hold a Royal Table replay.'],
    ['another format', '{"format": "chess-pgn", "version": 1}', 'The file is not a Royal Table replay.'],
    ['a missing version', `{"format": "${REPLAY_FORMAT}"}`, 'The replay has no valid format version.'],
    ['a fractional version', `{"format": "${REPLAY_FORMAT}", "version": 1.5}`, 'The replay has no valid format version.'],
    ['version 0', `{"format": "${REPLAY_FORMAT}", "version": 0}`, 'Replay format version 0 does not exist.'],
  ])('%s', (_name, text, message) => {
    expect(replayRefusal(() => parseReplayText(text)).message).toBe(message);
  });

  it('says a newer version needs a newer app', () => {
    const message = replayRefusal(() => parseReplayText(edited((json) => ((json as { version: number }).version = REPLAY_VERSION + 1)))).message;
    expect(message).toBe(
      `The replay was written in format version ${REPLAY_VERSION + 1} by a newer Royal Table; this version reads versions 1 to ${REPLAY_VERSION}. Update the app to open it.`,
    );
  });

  it('refuses a file that is too large before parsing it', () => {
    const text = ' '.repeat(MAX_REPLAY_BYTES + 1);
    expect(replayRefusal(() => parseReplayText(text)).message).toBe('The file is too large to be a Royal Table replay.');
  });

  it.each([
    ['a missing start', (json: Record<string, unknown>) => delete json.start, 'The replay is damaged: the file has no start.'],
    ['a missing players list', (json: Record<string, unknown>) => delete json.players, 'The replay is damaged: the file has no list of players.'],
    ['no players', (json: Record<string, unknown>) => (json.players = []), 'The replay is damaged: the list of players is empty.'],
    ['a negative seed', (json: Record<string, unknown>) => (json.start = { kind: 'deal', seed: -3 }), 'The replay is damaged: the seed of the deal is too small: at least 0.'],
    ['a start of no known kind', (json: Record<string, unknown>) => (json.start = { kind: 'dream' }), 'The replay is damaged: the kind of start should be one of "deal", "position".'],
    ['no lines', (json: Record<string, unknown>) => (json.lines = []), 'The replay is damaged: the list of lines is empty.'],
    [
      'a line id with a slash',
      (json: Record<string, unknown> & ReplayFile) => ((json.lines[1] as { id: string }).id = '../x'),
      'The replay is damaged: the id of line 2 may hold only letters, digits, - and _.',
    ],
  ])('names the damaged field in a player\'s words for %s', (_name, edit, message) => {
    expect(replayRefusal(() => parseReplayText(edited(edit))).message).toBe(message);
  });

  it.each([
    ['a seed left at the top as in version 1', (json: Record<string, unknown>) => (json.seed = 7), 'The replay is damaged: the file has unknown field "seed".'],
    ['an unknown field', (json: Record<string, unknown>) => (json.cheat = true), 'The replay is damaged: the file has unknown field "cheat".'],
    [
      'an unknown field named to disguise the message',
      (json: Record<string, unknown>) => (json['x\u202eyes'] = true),
      'The replay is damaged: the file has unknown field "x\\u{202e}yes".',
    ],
    ['an empty puzzle section', (json: Record<string, unknown>) => (json.puzzle = {}), 'The replay is damaged: the puzzle has no goal.'],
  ])('names the unknown field for %s', (_name, edit, message) => {
    expect(replayRefusal(() => parseReplayText(edited(edit))).message).toBe(message);
  });

  it('checks parsed JSON the same way', () => {
    expect(replayRefusal(() => checkReplayJson('text')).message).toBe('The file does not hold a Royal Table replay.');
    expect(checkReplayJson(sampleFile())).toEqual(sampleFile());
  });
});

type Edit = (json: Record<string, unknown> & ReplayFile) => void;
type MutableLine = { id: string; parent: Cursor | null; actions: { seat: number; action: unknown }[]; hashes: string[] };
const line = (json: ReplayFile, index: number) => json.lines[index] as unknown as MutableLine;

describe('replayToRecord refuses a file it cannot rebuild', () => {
  const cases: [string, Edit, string][] = [
    ['an unknown game', (json) => (json.game = 'royal-chess'), 'The replay is for a game this version does not know: "royal-chess".'],
    [
      'an unknown bot',
      (json) => ((json.players[1] as { bot: string }).bot = 'oracle'),
      'The replay names a bot this version does not have: "oracle".',
    ],
    [
      'too many players',
      (json) => (json.players = [...json.players, { name: 'Cat', bot: null }]),
      'Draw or Pass takes 1 to 2 players; the replay has 3.',
    ],
    ['invalid options', (json) => (json.options = { suits: 9 }), 'The replay\'s options are not valid for Draw or Pass: '],
    ['another set-up position', (json) => (json.start = { kind: 'deal', seed: 8 }), 'The replay does not match this version of the rules: the set-up position differs.'],
    ['a tampered set-up fingerprint', (json) => (json.initialHash = 'abc'), 'The replay does not match this version of the rules: the set-up position differs.'],
    [
      'a first line that is not the main line',
      (json) => (json.lines = [json.lines[1]!, json.lines[0]!, json.lines[2]!]),
      'The replay is damaged: its first line must be the main line.',
    ],
    [
      'a main line with a parent',
      (json) => (line(json, 0).parent = { line: MAIN_LINE, step: 0 }),
      'The replay is damaged: its first line must be the main line.',
    ],
    ['a branch without a parent', (json) => (line(json, 1).parent = null), 'The replay is damaged: line "branch-1" has no starting point.'],
    [
      'a branch from an unknown line',
      (json) => (line(json, 1).parent = { line: 'ghost', step: 1 }),
      'The replay is damaged: line "branch-1" starts from unknown line "ghost".',
    ],
    [
      'a branch from a line listed after it',
      (json) => (json.lines = [json.lines[0]!, json.lines[2]!, json.lines[1]!]),
      'The replay is damaged: line "branch-2" starts from unknown line "branch-1".',
    ],
    [
      'a branch past the end of its parent',
      (json) => (line(json, 1).parent = { line: MAIN_LINE, step: 99 }),
      'The replay is damaged: line "branch-1" starts past the end of "main".',
    ],
    ['a line listed twice', (json) => (line(json, 2).id = 'branch-1'), 'The replay is damaged: line "branch-1" appears twice.'],
    [
      'fewer fingerprints than actions',
      (json) => line(json, 0).hashes.pop(),
      'The replay is damaged: line "main" has 8 actions but 7 fingerprints.',
    ],
    [
      'a tampered fingerprint',
      (json) => (line(json, 0).hashes[3] = 'x'.repeat(20)),
      'Step 4 of "Main line" does not rebuild the saved position: the file was altered or made with other rules.',
    ],
    [
      'a tampered action',
      (json) => (line(json, 0).actions[3] = { seat: 1, action: { type: 'draw' } }),
      'Step 4 of "Main line" does not rebuild the saved position: the file was altered or made with other rules.',
    ],
    [
      'an action against the rules',
      (json) => (line(json, 0).actions[0] = { seat: 0, action: { type: 'discard', card: 'KC' } }),
      'Step 1 of "Main line" is illegal: You do not hold that card.',
    ],
    [
      'an action out of turn',
      (json) => (line(json, 0).actions[1] = { seat: 0, action: { type: 'draw' } }),
      'Step 2 of "Main line" is illegal: It is not your turn.',
    ],
    [
      'an action after the end of the game',
      (json) => line(json, 0).actions.push({ seat: 0, action: { type: 'pass' } }),
      'The replay is damaged: line "main" has 9 actions but 8 fingerprints.',
    ],
    [
      'something that is not an action of the game',
      (json) => (line(json, 1).actions[0] = { seat: 0, action: { type: 'fly' } }),
      'Step 3 of "Branch 1 (from step 2)" is not a Draw or Pass action.',
    ],
    [
      'a saved position on an unknown line',
      (json) => (json.current = { line: 'ghost', step: 0 }),
      'The replay is damaged: its saved position is not in the game.',
    ],
    [
      'a saved position past the end of its line',
      (json) => (json.current = { line: MAIN_LINE, step: 9 }),
      'The replay is damaged: its saved position is not in the game.',
    ],
  ];

  it.each(cases)('%s', (_name, edit, message) => {
    const error = replayRefusal(() => load(edited(edit)));
    expect(error.message.startsWith(message)).toBe(true);
  });

  it('refuses a line that was played after the game ended', () => {
    const json = JSON.parse(JSON.stringify(sampleFile())) as ReplayFile;
    const main = line(json, 0);
    main.actions.push({ seat: 0, action: PASS });
    main.hashes.push('y'.repeat(20));
    expect(replayRefusal(() => replayToRecord(json, findFixture)).message).toBe('Step 9 of "Main line" is illegal: The game is over.');
  });
});
