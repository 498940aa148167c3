/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { parseReplayText, recordToReplay, replayToRecord } from './replay-file';

/** Version 2 files as this version writes them, kept byte for byte so a later version can prove it still reads them. */
const fixtures = import.meta.glob<string>('./fixtures/v2/*.royal.json', { query: '?raw', import: 'default', eager: true });
const cases = Object.entries(fixtures).map(([path, text]) => [path.replace('./fixtures/v2/', ''), text] as const);

describe('version 2 fixtures', () => {
  it('has a dealt game with notes on a branch and a saved position from a teacher table', () => {
    const files = cases.map(([, text]) => parseReplayText(text));
    expect(files.some((file) => file.start.kind === 'deal' && file.lines.length > 1 && file.annotations.some((a) => a.line !== 'main'))).toBe(true);
    expect(files.some((file) => file.start.kind === 'position' && file.teacher === true && file.annotations.length > 0)).toBe(true);
  });

  it.each(cases)('%s opens with its notes and saves again byte for byte', (_name, text) => {
    const file = parseReplayText(text);
    const loaded = replayToRecord(file, findGame);
    expect(loaded.record.annotations).toEqual(file.annotations);
    expect(loaded.teacher).toBe(file.teacher);
    const again = recordToReplay(loaded.record, {
      cursor: loaded.cursor,
      savedAt: file.savedAt,
      ...(file.title ? { title: file.title } : {}),
      ...(file.teacher ? { teacher: true } : {}),
    });
    expect(`${JSON.stringify(again, null, 2)}\n`).toBe(text);
  });
});
