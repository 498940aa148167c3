import { describe, expect, it } from 'vitest';
import { checkReplayJson, findGame, replayToRecord, stateHash, type LoadedReplay, type ReplayFile } from '../../../engine';
import { replayRefusal } from '../../../engine/testing/replay-refusal';
import { loadFromHost } from './host-replay';

/** The tests run under Node, but the renderer's project has no Node types: the one call needed, typed here. */
interface NodeFs {
  readFileSync(path: URL, encoding: 'utf8'): string;
}
const fs = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process.getBuiltinModule('node:fs');

const FIXTURES = ['v1/royal-lines', 'v1/royal-lock-branches', 'v1/royal-lock', 'v1/royal-suit', 'v1/royals', 'v2/royal-lock-annotated', 'v2/royal-lock-position'];

/** A good file of the engine's fixtures, as the host hands it over: checked against the schema, v1 migrated. */
function fixture(name: string): ReplayFile {
  return checkReplayJson(JSON.parse(fs.readFileSync(new URL(`../../../engine/core/fixtures/${name}.royal.json`, import.meta.url), 'utf8')));
}

/** The fixture with `change` made to a copy of it. */
function altered(name: string, change: (file: ReplayFile & Record<string, unknown>) => void): ReplayFile {
  const file = structuredClone(fixture(name)) as ReplayFile & Record<string, unknown>;
  change(file);
  return file;
}

/** What the main process does with a file before handing it over: every step rebuilt and hashed. */
const hostCheck = (file: ReplayFile): LoadedReplay => replayToRecord(file, findGame);


describe('a file the host proved loads in the window as the host rebuilt it', () => {
  it.each(FIXTURES)('%s: the same lines, the same saved position, each line ending on the state its fingerprint names', (name) => {
    const file = fixture(name);
    const host = hostCheck(file);
    const window = loadFromHost(structuredClone(file));
    expect(window.cursor).toEqual(host.cursor);
    expect(window.record.lines.map((line) => [line.id, window.record.lastStep(line.id)])).toEqual(host.record.lines.map((line) => [line.id, host.record.lastStep(line.id)]));
    expect(stateHash(window.record.stateAt(window.cursor))).toBe(stateHash(host.record.stateAt(host.cursor)));
    for (const line of file.lines) {
      const last = window.record.lastStep(line.id);
      // The states are rebuilt from the actions without hashing: the last one of each line is hashed here to prove them.
      const expected = line.hashes.at(-1) ?? (line.parent ? stateHash(host.record.stateAt(line.parent)) : file.initialHash);
      expect(stateHash(window.record.stateAt({ line: line.id, step: last })), `${name}, line ${line.id}`).toBe(expected);
    }
  });
});

/**
 * Files the host would never hand over, since it refuses them too. The window
 * rebuilds states from the actions, so it must refuse every one of them itself,
 * in the host's words: loading any of them would mean a rules check was skipped.
 */
describe('the window still refuses what the rules refuse, whatever the host said', () => {
  const cases: [string, () => ReplayFile, RegExp][] = [
    [
      'a move the rules forbid',
      () => altered('v1/royal-lock', (file) => (file.lines[0]!.actions[0] = { seat: 0, action: { type: 'move', to: 8 } })),
      /^Step 1 of "Main line" is illegal: /,
    ],
    [
      'a step played by a seat that is not at the table',
      () => altered('v1/royal-lock', (file) => (file.lines[0]!.actions[0] = { ...file.lines[0]!.actions[0]!, seat: 3 })),
      /^Step 1 of "Main line" is played by seat 4, but the game has 2 players\.$/,
    ],
    [
      'an action of another game',
      () => altered('v1/royal-lock', (file) => (file.lines[0]!.actions[1] = fixture('v1/royal-suit').lines[0]!.actions[0]!)),
      /^Step 2 of "Main line" is not a Royal Lock action\.$/,
    ],
    [
      'a step out of order in a branch',
      () => altered('v1/royal-lock-branches', (file) => file.lines[1]!.actions.reverse()),
      /^Step \d+ of "[^"]+" is illegal: /,
    ],
    [
      'a branch that starts past the end of its line',
      () => altered('v1/royal-lock-branches', (file) => (file.lines[1]!.parent = { line: 'main', step: 99 })),
      /^The replay is damaged: line "branch-1" starts past the end of "main"\.$/,
    ],
    [
      'a saved position outside the game',
      () => altered('v2/royal-lock-annotated', (file) => (file.current = { line: 'main', step: 10_000 })),
      /^The replay is damaged: its saved position is not in the game\.$/,
    ],
    [
      'a game this version does not know',
      () => altered('v1/royal-lock', (file) => (file.game = 'chess')),
      /^The replay is for a game this version does not know: "chess"\.$/,
    ],
    [
      'a set-up position holding a card twice',
      () =>
        altered('v2/royal-lock-position', (file) => {
          const state = (file.start as { state: { grid: ({ card: string } | null)[] } }).state;
          state.grid[5] = { ...state.grid[0]! };
        }),
      /^The start position is damaged: The A♠ is there 2 times\.$/,
    ],
  ];

  it.each(cases)('%s', (_name, make, message) => {
    const file = make();
    const host = replayRefusal(() => hostCheck(structuredClone(file)));
    const window = replayRefusal(() => loadFromHost(file));
    expect(window.message).toMatch(message);
    expect(window.message).not.toMatch(/fingerprint|does not rebuild the saved position|set-up position differs/);
    expect(window.message).toBe(host.message);
  });
});

describe('the fingerprints are the host’s question, asked once where the bytes are read', () => {
  it('a forged fingerprint is refused by the host’s check; the window, handed a proven file, does not hash it again', () => {
    const file = altered('v1/royal-lock', (forged) => (forged.lines[0]!.hashes[2] = 'x'.repeat(20)));
    expect(replayRefusal(() => hostCheck(file)).message).toBe(
      'Step 3 of "Main line" does not rebuild the saved position: the file was altered or made with other rules.',
    );
    const window = loadFromHost(file);
    // The record keeps the fingerprints it was handed, which a save writes back as they were proven.
    expect(window.record.lastStep('main')).toBe(file.lines[0]!.actions.length);
  });
});
