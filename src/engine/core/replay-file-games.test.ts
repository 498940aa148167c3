import { describe, expect, it } from 'vitest';
import { GAMES } from '../games';
import { toggleHighlight, addArrow, NO_ANNOTATIONS, type Annotations, type AnnotationEdit } from './annotations';
import type { AnyGameDefinition, BaseState } from './game';
import { stateHash } from './hash';
import { GameRecord, MAIN_LINE, type Cursor } from './record';
import { parseReplayText, recordToReplay, replayToRecord } from './replay-file';
import { checkStartState } from './replay-file-start';
import { seedRng } from './rng';
import { replayRefusal } from '../testing/replay-refusal';

const SAVED_AT = '2026-11-23T10:00:00.000Z';
const withEditor = GAMES.filter((game) => game.editor);
const findGame = (id: string) => GAMES.find((game) => game.id === id);

function playersOf(game: AnyGameDefinition) {
  const seats = Math.max(2, game.seats.min);
  return Array.from({ length: Math.min(seats, game.seats.max) }, (_, seat) => ({ name: `Seat ${seat + 1}`, bot: null }));
}

/**
 * A game dealt from `seed` and played for up to `steps` actions, each a legal
 * one picked by the step number; `end` is the last position still in play,
 * since a finished game is not a position to play from.
 */
function played(game: AnyGameDefinition, seed: number, steps: number): { record: GameRecord; end: Cursor } {
  const record = GameRecord.start(game, game.defaultOptions(), playersOf(game), seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let i = 0; i < steps; i++) {
    const state = record.stateAt(cursor);
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const result = record.play(cursor, seat, legal[(i * 5 + seed) % legal.length]);
    if (!result.ok) throw new Error(result.reason);
    if (game.outcome(record.stateAt(result.cursor))) break;
    cursor = result.cursor;
  }
  return { record, end: cursor };
}

function ok(edit: AnnotationEdit): Annotations {
  if (!edit.ok) throw new Error(edit.reason);
  return edit.annotations;
}

/** Saves a record begun from `state` and opens it again, through the file's text. */
function roundTrip(game: AnyGameDefinition, state: BaseState, annotations: Annotations = NO_ANNOTATIONS) {
  const record = GameRecord.fromState(game, game.defaultOptions(), playersOf(game), state);
  record.annotations = annotations;
  const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT });
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const loaded = replayToRecord(parseReplayText(text), findGame);
  return { file, text, loaded };
}

describe('every game with a table editor saves and reopens positions', () => {
  it('covers the games the app knows', () => {
    expect(withEditor.map((game) => game.id)).toEqual(expect.arrayContaining(['royal-lock', 'royal-suit', 'royal-lines']));
  });

  describe.each(withEditor.map((game) => [game.id, game] as const))('%s', (_id, game) => {
    const options = game.defaultOptions();
    const seats = playersOf(game).length;

    it.each([0, 3, 12, 30])('a position reached after up to %i actions opens as it was saved', (steps) => {
      const { record, end } = played(game, 4 + steps, steps);
      const state = record.stateAt(end);
      expect(checkStartState(game, options, seats, JSON.parse(JSON.stringify(state)))).toMatchObject({ ok: true });
      const { loaded } = roundTrip(game, state);
      expect(stateHash(loaded.record.initial)).toBe(stateHash(state));
      expect(game.legalActions(loaded.record.initial, game.activeSeats(state)[0] ?? 0)).toEqual(game.legalActions(state, game.activeSeats(state)[0] ?? 0));
    });

    it('a position whose list of players was cut short or grown says how many it is set for', () => {
      const { record, end } = played(game, 5, 3);
      const file = recordToReplay(GameRecord.fromState(game, options, playersOf(game), record.stateAt(end)), { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT });
      const { min, max } = game.seats;
      const takes = min === max ? `${min}` : `${min} to ${max}`;
      for (let listed = 1; listed <= 6; listed++) {
        if (listed === seats) continue;
        const players = Array.from({ length: listed }, (_, seat) => ({ name: `Seat ${seat + 1}`, bot: null }));
        const expected =
          listed < min || listed > max
            ? `${game.title} takes ${takes} players; the replay has ${listed}.`
            : `The start position cannot be played: it is set for ${seats} players, but the file lists ${listed}.`;
        expect(replayRefusal(() => replayToRecord(parseReplayText(JSON.stringify({ ...file, players })), findGame)).message, `${listed} players listed`).toBe(expected);
      }
    });

    it('a position laid out in the editor, with its marks, saves byte for byte the same again', () => {
      const editor = game.editor!;
      const { record, end } = played(game, 9, 6);
      const position = editor.toPosition(record.stateAt(end));
      expect(editor.validate(position, options, seats)).toEqual([]);
      const state = editor.toState(position, options, seats, seedRng(21)) as BaseState;
      const zones = Object.entries(position.zones).filter(([, cards]) => cards.length > 0);
      const [zone, cards] = zones[0]!;
      const [other] = zones[1] ?? zones[0]!;
      let marks = ok(toggleHighlight(NO_ANNOTATIONS, { lines: [{ id: MAIN_LINE, parent: null }] }, { line: MAIN_LINE, step: 0 }, { zone, card: cards[0]! }, 'blue'));
      marks = ok(addArrow(marks, { lines: [{ id: MAIN_LINE, parent: null }] }, { line: MAIN_LINE, step: 0 }, { zone, card: cards[0]! }, { zone: other }, 'green'));
      const first = roundTrip(game, state, marks);
      expect(first.loaded.record.annotations).toEqual(marks);
      const again = recordToReplay(first.loaded.record, { cursor: first.loaded.cursor, savedAt: SAVED_AT });
      expect(`${JSON.stringify(again, null, 2)}\n`).toBe(first.text);
    });
  });
});

describe('hostile Royal Lock position files are refused with a message and nothing thrown past it', () => {
  const game = findGame('royal-lock')!;

  /** A saved Royal Lock position with its state changed and its fingerprint taken again, as a careful forger would. */
  function forged(change: (state: Record<string, unknown>) => void): string {
    const state = JSON.parse(JSON.stringify(game.setup(game.defaultOptions(), 2, 5))) as Record<string, unknown>;
    change(state);
    const record = GameRecord.fromState(game, game.defaultOptions(), playersOf(game), state as unknown as BaseState);
    return JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT }));
  }

  function refusal(text: string): string {
    try {
      replayToRecord(parseReplayText(text), findGame);
    } catch (error) {
      if (error instanceof Error && error.name === 'ReplayError') return error.message;
      throw error;
    }
    throw new Error('expected the file to be refused');
  }

  it.each([
    ['an impossible position', (state: Record<string, unknown>) => ((state.grid as { card: string }[])[0]!.card = 'KS'), /^The start position (is damaged|cannot be played): .*K♠/],
    ['200 copies of one card', (state: Record<string, unknown>) => (state.redDeck = Array.from({ length: 200 }, () => 'AH')), /^The start position (is damaged|cannot be played): .*(redDeck|red deck|A♥)/],
    ['a seat number out of range', (state: Record<string, unknown>) => (state.marker = 7), /^The start position (is damaged: the field "marker" of the start position |cannot be played)/],
    ['seats that are not the players', (state: Record<string, unknown>) => (state.seats = 5), /^The start position (is damaged: the field "seats" of the start position |cannot be played)/],
    [
      'a position for another number of players',
      (state: Record<string, unknown>) => (state.seats = 1),
      /^The start position cannot be played: it is set for 1 player, but the file lists 2\.$/,
    ],
  ])('%s', (_name, change, message) => {
    const said = refusal(forged(change));
    expect(said).toMatch(message);
    expect(said).not.toContain('\n');
  });
});
