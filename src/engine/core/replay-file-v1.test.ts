/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { findGame } from '../games';
import { stateHash } from './hash';
import { parseReplayText, recordToReplay, replayToRecord, REPLAY_VERSION } from './replay-file';
import { migrateV1, replayFileV1Schema } from './replay-file-v1';

/** Files written by the version of the app that wrote version 1, kept byte for byte. */
const fixtures = import.meta.glob<string>('./fixtures/v1/*.royal.json', { query: '?raw', import: 'default', eager: true });
const cases = Object.entries(fixtures).map(([path, text]) => [path.replace('./fixtures/v1/', ''), text] as const);

/** The stored text, as it would be written again in version 2. */
function asSaved(file: unknown): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

describe('version 1 files open through the migration', () => {
  it('has a file of every game, one with branches leaving branches', () => {
    const games = cases.map(([, text]) => (JSON.parse(text) as { game: string }).game);
    expect(new Set(games)).toEqual(new Set(['royal-lock', 'royal-suit', 'royal-lines', 'royals']));
    const nested = cases.filter(([, text]) => (JSON.parse(text) as { lines: { parent: { line: string } | null }[] }).lines.some((l) => l.parent && l.parent.line !== 'main'));
    expect(nested.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s is still a version 1 file as the old app wrote it', (_name, text) => {
    const json = JSON.parse(text) as unknown;
    expect(replayFileV1Schema.parse(json).version).toBe(1);
    expect(asSaved(json)).toBe(text);
  });

  it.each(cases)('%s opens, rebuilds every step and saves again as version 2 with nothing else changed', (_name, text) => {
    const v1 = replayFileV1Schema.parse(JSON.parse(text));
    const file = parseReplayText(text);
    expect(file.version).toBe(REPLAY_VERSION);
    expect(file.start).toEqual({ kind: 'deal', seed: v1.seed });
    expect(file.annotations).toEqual([]);

    const loaded = replayToRecord(file, findGame);
    expect(loaded.cursor).toEqual(v1.current);
    expect(stateHash(loaded.record.initial)).toBe(v1.initialHash);
    expect(loaded.record.lines.map((line) => line.steps.length)).toEqual(v1.lines.map((line) => line.actions.length));

    const saved = recordToReplay(loaded.record, { cursor: loaded.cursor, savedAt: v1.savedAt, ...(v1.title ? { title: v1.title } : {}) });
    expect(asSaved(saved)).toBe(asSaved(migrateV1(v1)));
    const { seed: _seed, version: _version, ...unchanged } = v1;
    const { start: _start, version: _v2, annotations: _annotations, ...kept } = saved;
    expect(kept).toEqual(unchanged);

    // Saved once in version 2, the file reopens to the same game and saves byte for byte the same.
    const reopened = replayToRecord(parseReplayText(asSaved(saved)), findGame);
    const again = recordToReplay(reopened.record, { cursor: reopened.cursor, savedAt: v1.savedAt, ...(v1.title ? { title: v1.title } : {}) });
    expect(asSaved(again)).toBe(asSaved(saved));
  });
});
