import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../engine';
import type { Target } from '../engine/core/annotations';
import { MAIN_LINE, type GameRecord } from '../engine/core/record';
import { readReplay } from '../main/files/replay-store';
import { CommandError, chooseCursor, showReplay, summarise, verifyReplay } from './replay-commands';
import { annotatedSampleFile, finishedRecord, royalsPositionFile, sampleFile, sampleRecord, tempDir, writeSample, type TempDir } from './test-replays';

let dir: TempDir;
let sample: string;
beforeAll(async () => {
  dir = await tempDir();
  sample = await writeSample(dir.path);
});
afterAll(() => dir.remove());

async function commandError(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    if (error instanceof CommandError) return error.message;
    throw error;
  }
  throw new Error('expected a CommandError');
}

describe('verifyReplay', () => {
  it('counts players, lines and the steps of every line', async () => {
    expect(await verifyReplay(sample)).toEqual({ game: 'royal-lock', players: 2, lines: 3, steps: 9 + 3 + 2, mainLineEnd: null, start: 'deal', annotatedSteps: 0 });
  });

  it('reports how the main line ends', () => {
    const record = finishedRecord() as unknown as GameRecord;
    expect(summarise(record)).toEqual({
      game: 'royal-lock',
      players: 1,
      lines: 1,
      steps: record.lastStep(MAIN_LINE),
      mainLineEnd: 'loss',
      start: 'deal',
      annotatedSteps: 0,
    });
  });

  it.each([
    ['text that is not JSON', '{"format":', 'The file is not valid JSON: it may be truncated or damaged.'],
    ['another kind of file', '{"format":"something-else"}', 'The file is not a Royal Table replay.'],
  ])('refuses %s with the reason', async (_name, text, message) => {
    const path = join(dir.path, 'bad.json');
    await writeFile(path, text);
    expect(await commandError(() => verifyReplay(path))).toBe(message);
  });

  it('refuses a file whose fingerprints were tampered with', async () => {
    const file = sampleFile();
    const main = file.lines[0]!;
    const path = join(dir.path, 'tampered.json');
    await writeFile(path, JSON.stringify({ ...file, lines: [{ ...main, hashes: main.hashes.map((h, i) => (i === 2 ? 'x'.repeat(16) : h)) }, ...file.lines.slice(1)] }));
    expect(await commandError(() => verifyReplay(path))).toBe(
      'Step 3 of "Main line" does not rebuild the saved position: the file was altered or made with other rules.',
    );
  });

  it('refuses a missing file', async () => {
    expect(await commandError(() => verifyReplay(join(dir.path, 'none.json')))).toMatch(/none\.json/);
  });
});

describe('chooseCursor', () => {
  const { record, saved } = sampleRecord();

  it.each([
    [null, null, saved],
    [null, 0, { line: MAIN_LINE, step: 0 }],
    [null, 9, { line: MAIN_LINE, step: 9 }],
    ['branch-1', null, { line: 'branch-1', step: 7 }],
    ['branch-2', 3, { line: 'branch-2', step: 3 }],
  ])('line %s, step %s is %j', (line, step, cursor) => {
    expect(chooseCursor(record, saved, line, step)).toEqual(cursor);
  });

  it.each([
    [null, 10, 'step 10 is outside "Main line" (0 to 9)'],
    ['branch-2', 9, 'step 9 is outside "Branch 2 (from step 6)" (0 to 8)'],
    ['nowhere', 1, 'the replay has no line "nowhere" (lines: main, branch-1, branch-2)'],
  ])('refuses line %s, step %s', (line, step, message) => {
    expect(() => chooseCursor(record, saved, line, step)).toThrow(new CommandError(message));
  });
});

describe('showReplay', () => {
  it('shows the saved position by default', async () => {
    const shown = await showReplay({ file: sample, step: null, line: null, viewer: 'all' });
    expect(shown).toMatchObject({ cursor: { line: 'branch-1', step: 5 }, lastStep: 7, lineName: 'Branch 1 (from step 4)' });
  });

  it('shows the set-up position at step 0 with no step text', async () => {
    const shown = await showReplay({ file: sample, step: 0, line: null, viewer: 'all' });
    expect(shown.text).toBeNull();
    expect(shown.board).toContain('turn 1');
  });

  it('shows a step with its description, through the eyes of the viewer', async () => {
    const { record } = sampleRecord();
    const everything = await showReplay({ file: sample, step: 4, line: null, viewer: 'all' });
    const seat = await showReplay({ file: sample, step: 4, line: null, viewer: 2 });
    expect(everything.text).toBe(record.stepAt({ line: MAIN_LINE, step: 4 })!.text);
    expect(everything.board).toBe(record.game.renderText(record.stateAt({ line: MAIN_LINE, step: 4 }), 'all'));
    expect(seat.board).toBe(record.game.renderText(record.stateAt({ line: MAIN_LINE, step: 4 }), 1));
    expect(seat.board).not.toBe(everything.board);
  });

  it('refuses a player the replay does not have and a step outside the line', async () => {
    expect(await commandError(() => showReplay({ file: sample, step: 1, line: null, viewer: 3 }))).toBe(
      'the replay has 2 players; there is no player 3',
    );
    expect(await commandError(() => showReplay({ file: sample, step: 99, line: null, viewer: 'all' }))).toBe(
      'step 99 is outside "Main line" (0 to 9)',
    );
  });
});

describe('version 2 files', () => {
  it('verifies a saved position and counts the annotated steps', async () => {
    const path = await writeSample(dir.path, 'position.royal.json', royalsPositionFile());
    expect(await verifyReplay(path)).toEqual({ game: 'royals', players: 2, lines: 1, steps: 0, mainLineEnd: null, start: 'position', annotatedSteps: 1 });
  });

  it('shows the note and marks of a step, also through a branch that passes that step', async () => {
    const path = await writeSample(dir.path, 'annotated.royal.json', annotatedSampleFile());
    const onMain = await showReplay({ file: path, step: 2, line: 'main', viewer: 'all' });
    expect(onMain.annotation).toEqual({ note: 'The first lock.', highlights: [{ target: { zone: 'centre space' }, colour: 'gold' }], arrows: [] });
    expect((await showReplay({ file: path, step: 2, line: 'branch-1', viewer: 'all' })).annotation).toEqual(onMain.annotation);
    const onBranch = await showReplay({ file: path, step: 6, line: 'branch-1', viewer: 'all' });
    expect(onBranch.annotation.note).toBe('Here the branch goes its own way.');
    expect((await showReplay({ file: path, step: 6, line: 'main', viewer: 'all' })).annotation.note).toBe('');
  });

  it('refuses a line name that tries to disguise the message, quoted', () => {
    const { record, saved } = sampleRecord();
    expect(() => chooseCursor(record as unknown as GameRecord, saved, 'x\u202e', 1)).toThrow(new CommandError('the replay has no line "x\\u{202e}" (lines: main, branch-1, branch-2)'));
  });
});

/** The games' step-by-step examples, marks on every kind of place among them. */
const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
const toldStepByStep = readdirSync(EXAMPLES)
  .sort()
  .flatMap((game) => readdirSync(join(EXAMPLES, game)).filter((name) => name.endsWith('-told-step-by-step.royal.json')).map((name) => [game, join(EXAMPLES, game, name)]));

describe('the places of marks are shown by their names, not the ids the file keeps them under', () => {
  it.each(toldStepByStep)('%s', async (gameId, path) => {
    const read = await readReplay(path);
    if (!read.ok) throw new Error(read.message);
    const { record } = read.loaded;
    const zones = findGame(gameId)!.editor!.zones(record.options, record.players.length);
    const names = new Set(zones.map((zone) => zone.label));
    const places: string[] = [];
    for (const { line, step } of record.annotations) {
      const { annotation } = await showReplay({ file: path, step, line, viewer: 'all' });
      const targets: Target[] = [...annotation.highlights.map((mark) => mark.target), ...annotation.arrows.flatMap((arrow) => [arrow.from, arrow.to])];
      places.push(...targets.map((target) => target.zone));
    }
    expect(places.length, 'the example marks some places').toBeGreaterThan(0);
    for (const place of places) expect(names, place).toContain(place);
  });
});
