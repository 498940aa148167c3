import { describe, expect, it } from 'vitest';
import { GAMES } from '../games';
import type { AnyGameDefinition } from './game';
import { stateHash } from './hash';
import { GameRecord, MAIN_LINE, stepFingerprint, type Cursor } from './record';
import { CHECKPOINT_EVERY, LazyStep } from './record-lazy';
import { parseReplayText, recordToReplay, replayToRecord } from './replay-file';

const SAVED_AT = '2026-11-23T10:00:00.000Z';
const findGame = (id: string) => GAMES.find((game) => game.id === id);
const MAIN_STEPS = 3 * CHECKPOINT_EVERY + 5;

function players(game: AnyGameDefinition) {
  return Array.from({ length: game.seats.max }, (_, seat) => ({ name: `Seat ${seat + 1}`, bot: null }));
}

/** Plays up to `steps` legal actions from `from`, each picked by the step number. */
function playOn(record: GameRecord, from: Cursor, steps: number, pick: number): Cursor {
  let cursor = from;
  for (let i = 0; i < steps; i++) {
    const state = record.stateAt(cursor);
    const seat = record.game.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = record.game.legalActions(state, seat);
    const result = record.play(cursor, seat, legal[(i * 7 + pick) % legal.length]);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  return cursor;
}

/** A game of every kind played at the table: a long main line and a branch from its middle. */
function tableRecord(game: AnyGameDefinition): GameRecord {
  const record = GameRecord.start(game, game.defaultOptions(), players(game), 5);
  const end = playOn(record, { line: MAIN_LINE, step: 0 }, MAIN_STEPS, 3);
  const fork = Math.floor(end.step / 2);
  playOn(record, { line: record.branch({ line: MAIN_LINE, step: fork }), step: fork }, CHECKPOINT_EVERY + 3, 1);
  return record;
}

function reopened(record: GameRecord): GameRecord {
  const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT });
  return replayToRecord(parseReplayText(JSON.stringify(file)), findGame).record;
}

describe.each(GAMES.map((game) => [game.id, game] as const))('a %s game read from a file', (_id, game) => {
  const played = tableRecord(game);

  it('keeps its steps as proven actions until they are asked for', () => {
    const opened = reopened(played);
    const steps = opened.lines.flatMap((line) => line.steps);
    expect(steps.length).toBe(played.lines.flatMap((line) => line.steps).length);
    expect(steps.every((step) => step instanceof LazyStep)).toBe(true);
    const kept = steps.filter((step) => (step as LazyStep<never, never>).known !== undefined).length;
    expect(kept).toBeLessThanOrEqual(Math.ceil(steps.length / CHECKPOINT_EVERY) + opened.lines.length);
  });

  it('rebuilds every step as it was played: state, words, patches and fingerprint', () => {
    const opened = reopened(played);
    for (const line of played.lines) {
      // From the end back, so each rebuild starts from a kept state rather than the one just made.
      for (let step = played.lastStep(line.id); step >= 1; step--) {
        const cursor = { line: line.id, step };
        const original = played.stepAt(cursor)!;
        const rebuilt = opened.stepAt(cursor)!;
        expect(rebuilt.state).toEqual(original.state);
        expect(rebuilt.text).toBe(original.text);
        expect(rebuilt.patches).toEqual(original.patches);
        expect(rebuilt.inversePatches).toEqual(original.inversePatches);
        expect(stepFingerprint(rebuilt)).toBe(stateHash(original.state));
      }
    }
  });

  it('hands out one frozen state per step, the same each time', () => {
    const opened = reopened(played);
    const cursor = { line: MAIN_LINE, step: Math.min(CHECKPOINT_EVERY + 2, opened.lastStep(MAIN_LINE)) };
    const state = opened.stateAt(cursor);
    expect(Object.isFrozen(state)).toBe(true);
    expect(opened.stateAt(cursor)).toBe(state);
    expect(() => {
      (state as { rng: number[] }).rng.push(1);
    }).toThrow(TypeError);
  });

  it('plays on at the end of a line and branches from the middle of one', () => {
    const opened = reopened(played);
    const last = opened.lastStep(MAIN_LINE);
    const end = playOn(opened, { line: MAIN_LINE, step: last }, 3, 2);
    expect(opened.lastStep(MAIN_LINE)).toBe(end.step);
    const branchEnd = playOn(opened, { line: MAIN_LINE, step: Math.min(CHECKPOINT_EVERY + 1, last - 1) }, 4, 5);
    expect(branchEnd.line).not.toBe(MAIN_LINE);
    const again = reopened(opened);
    for (const cursor of [end, branchEnd]) expect(stateHash(again.stateAt(cursor))).toBe(stateHash(opened.stateAt(cursor)));
  });

  it('saves the same file it was read from without rebuilding a step', () => {
    const opened = reopened(played);
    const info = { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT };
    expect(recordToReplay(opened, info)).toEqual(recordToReplay(played, info));
    const untouched = opened.lines.flatMap((line) => line.steps).filter((step) => (step as LazyStep<never, never>).known === undefined);
    expect(untouched.length).toBeGreaterThan(0);
  });
});
