import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotatedSteps } from '../src/engine/core/annotations';
import { MAIN_LINE } from '../src/engine/core/record';
import { readReplay } from '../src/main/files/replay-store';
import { TEACHING_EXAMPLES, teachingReplay } from './make-teaching-examples';

const EXAMPLES = join(import.meta.dirname, '..', 'examples');

describe.each(TEACHING_EXAMPLES)('the teaching replay $file', (example) => {
  const path = join(EXAMPLES, example.file);

  it('opens through the app’s reader at its first step, every note on the step it tells, the game played to its end or its last step', async () => {
    const read = await readReplay(path);
    if (!read.ok) throw new Error(read.message);
    const { record, cursor } = read.loaded;
    expect(read.file.title).toBe(example.title);
    expect(cursor).toEqual({ line: MAIN_LINE, step: 0 });
    expect(annotatedSteps(record.annotations, record).map((entry) => [entry.step, entry.note])).toEqual(
      Object.entries(example.notes).map(([step, spec]) => [Number(step), spec.note]),
    );
    const end = record.stateAt({ line: MAIN_LINE, step: record.lastStep(MAIN_LINE) });
    if (example.lastStep === undefined) expect(record.game.outcome(end)).not.toBeNull();
    else expect(record.lastStep(MAIN_LINE)).toBe(example.lastStep);
  });

  it('is the file the script writes today: the notes still tell the game the seed and the bots play', async () => {
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(JSON.parse(JSON.stringify(teachingReplay(example))));
  });
});
