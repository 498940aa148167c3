import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRecord, MAIN_LINE, findGame, recordToReplay, replayToRecord, stateHash, type ReplayFile } from '../../engine';
import { royalLock } from '../../engine/games/royal-lock';
import { copyOf, makeBranchedReplay, makePuzzle, SAVED_AT } from '../testing/replays';
import { replayText } from './replay-store';
import { fingerprintAtCurrent, puzzleIdentity } from './puzzle-identity';

/** The file as it comes back from the disk. */
const read = (file: unknown): unknown => JSON.parse(typeof file === 'string' ? file : JSON.stringify(file));
const identity = (file: unknown): string | null => puzzleIdentity(read(file));

describe('a puzzle’s identity', () => {
  const puzzle = makePuzzle(4);
  const key = identity(puzzle)!;

  it('is a short key', () => {
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is the same for the same puzzle in another file: copied, saved again, retitled, its lesson reworded, verified again', () => {
    expect(identity(replayText(puzzle))).toBe(key);
    expect(identity(JSON.stringify(puzzle))).toBe(key);
    expect(identity(`\n${JSON.stringify(puzzle, null, 4)}`)).toBe(key);
    expect(identity({ ...copyOf(puzzle), title: 'Another name', savedAt: '2030-01-01T00:00:00.000Z' })).toBe(key);
    expect(identity({ ...copyOf(puzzle), puzzle: { ...puzzle.puzzle!, teaching: 'Another lesson', admitsCooks: true } })).toBe(key);
    const verified = { verdict: 'solvable', unique: true, solution: null, cooks: [], defences: [], positions: 12, probability: null, deals: null } as const;
    expect(identity({ ...copyOf(puzzle), puzzle: { ...puzzle.puzzle!, result: verified } })).toBe(key);
    // Values written in another order, or left out when there are none, are the same values.
    const { params: _params, ...noParams } = puzzle.puzzle!;
    expect(identity({ ...copyOf(puzzle), puzzle: noParams })).toBe(key);
    const withValues = (params: Record<string, number>): string | null => identity({ ...copyOf(puzzle), puzzle: { ...puzzle.puzzle!, params } });
    expect(withValues({ a: 1, b: 2 })).toBe(withValues({ b: 2, a: 1 }));
  });

  it('is the same for the same position reached another way: set up in the editor instead of played to', () => {
    const played = replayToRecord(puzzle, findGame).record;
    const state = played.stateAt(puzzle.current);
    const setUp = GameRecord.fromState(royalLock, played.options, played.players, state, 99);
    const file: ReplayFile = { ...recordToReplay(setUp, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: SAVED_AT }), puzzle: puzzle.puzzle! };
    expect(file.start.kind).toBe('position');
    expect(identity(file)).toBe(key);
  });

  it.each([
    ['another goal', { goal: 'lock-chance' }],
    ['another limit', { limit: 2 }],
    ['another side', { side: 1 }],
    ['other values', { params: { percent: 80 } }],
    ['other knowledge', { knowledge: 'all-cards' }],
  ])('differs for %s', (_name, change) => {
    expect(identity(makePuzzle(4, 7, change))).not.toBe(key);
  });

  it('differs for another position or another game', () => {
    expect(identity(makePuzzle(5))).not.toBe(key);
    expect(identity(makePuzzle(4, 8))).not.toBe(key);
    expect(identity({ ...copyOf(puzzle), current: { line: MAIN_LINE, step: 3 } })).not.toBe(key);
    expect(identity({ ...copyOf(puzzle), game: 'royal-suit' })).not.toBe(key);
  });

  it('takes the fingerprint of the position `current` names, on a branch or before its fork', () => {
    const file = makeBranchedReplay();
    const { record } = replayToRecord(file, findGame);
    let checked = 0;
    for (const line of record.lines) {
      const first = line.parent ? line.parent.step + 1 : 1;
      for (let step = 0; step < first + line.steps.length; step++) {
        const cursor = { line: line.id, step };
        expect(fingerprintAtCurrent({ ...copyOf(file), current: cursor } as unknown as Record<string, unknown>), `${line.id} ${step}`).toBe(stateHash(record.stateAt(cursor)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(6);
    expect(identity({ ...copyOf(file), puzzle: puzzle.puzzle })).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('anything that is not a well-formed puzzle has no identity', () => {
  const puzzle = makePuzzle(4);
  const good = (): Record<string, unknown> => copyOf(puzzle) as unknown as Record<string, unknown>;
  const withLines = (lines: unknown): unknown => ({ ...good(), lines });
  const { puzzle: _section, ...game } = good();

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 42],
    ['text', 'royal-table-replay'],
    ['a list', [puzzle]],
    ['an empty object', {}],
    ['a game without a puzzle', game],
    ['another format', { ...good(), format: 'something-else' }],
    ['format version 1, which had no puzzles', { ...good(), version: 1 }],
    ['a newer format version', { ...good(), version: 99 }],
    ['a version that is not a number', { ...good(), version: '2' }],
    ['no game', { ...good(), game: undefined }],
    ['a game id too long', { ...good(), game: 'x'.repeat(41) }],
    ['a puzzle that is a list', { ...good(), puzzle: [] }],
    ['a puzzle without a goal', { ...good(), puzzle: { ...puzzle.puzzle!, goal: undefined } }],
    ['a limit of 0', { ...good(), puzzle: { ...puzzle.puzzle!, limit: 0 } }],
    ['a value that is not a number', { ...good(), puzzle: { ...puzzle.puzzle!, params: { percent: '80' } } }],
    ['a field the puzzle does not have', { ...good(), puzzle: { ...puzzle.puzzle!, extra: 1 } }],
    ['no current position', { ...good(), current: undefined }],
    ['a current step past the end', { ...good(), current: { line: MAIN_LINE, step: 5 } }],
    ['a negative step', { ...good(), current: { line: MAIN_LINE, step: -1 } }],
    ['a fractional step', { ...good(), current: { line: MAIN_LINE, step: 1.5 } }],
    ['a line that does not exist', { ...good(), current: { line: 'branch-9', step: 2 } }],
    ['no start fingerprint', { ...good(), initialHash: '' }],
    ['lines that are not a list', withLines({ main: {} })],
    ['no lines', withLines([])],
    ['too many lines', withLines(Array.from({ length: 1001 }, () => puzzle.lines[0]))],
    ['a line that is not an object', withLines([puzzle.lines[0], 'x'])],
    ['the same line twice', withLines([puzzle.lines[0], puzzle.lines[0]])],
    ['a fingerprint that is not text', withLines([{ ...puzzle.lines[0], hashes: [1, 2, 3, 4] }])],
    ['fingerprints that are not a list', withLines([{ ...puzzle.lines[0], hashes: 'abcd' }])],
    ['a main line with a parent', withLines([{ ...puzzle.lines[0], parent: { line: 'main', step: 0 } }])],
    [
      'branches that are each other’s parent',
      {
        ...good(),
        lines: [puzzle.lines[0], { id: 'a', name: 'a', parent: { line: 'b', step: 1 }, actions: [], hashes: [] }, { id: 'b', name: 'b', parent: { line: 'a', step: 1 }, actions: [], hashes: [] }],
        current: { line: 'a', step: 1 },
      },
    ],
  ])('%s', (_name, value) => {
    expect(puzzleIdentity(JSON.parse(JSON.stringify(value)))).toBeNull();
  });

  it('never throws, whatever it is given: getters that throw, proxies, anything at all', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('trap'); }, has: () => { throw new Error('trap'); }, ownKeys: () => { throw new Error('trap'); } });
    const getter = Object.defineProperty(good(), 'current', { get: () => { throw new Error('getter'); } });
    expect(puzzleIdentity(trap)).toBeNull();
    expect(puzzleIdentity(getter)).toBeNull();
    expect(puzzleIdentity({ ...good(), puzzle: trap })).toBeNull();
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (value) => {
        expect(puzzleIdentity(value)).toBeNull();
      }),
      { numRuns: 500, seed: 3 },
    );
    // A good puzzle with any one field replaced by anything: a key or null, never a throw.
    const paths = [['format'], ['version'], ['game'], ['initialHash'], ['lines'], ['current'], ['current', 'line'], ['current', 'step'], ['puzzle'], ['puzzle', 'goal'], ['puzzle', 'params'], ['lines', 0, 'hashes']] as const;
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything({ maxDepth: 3 }), (path, value) => {
        const file = good();
        let at: Record<string | number, unknown> = file;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
        at[path.at(-1)!] = value;
        const answer = puzzleIdentity(file);
        expect(answer === null || /^[A-Za-z0-9_-]{22}$/.test(answer)).toBe(true);
      }),
      { numRuns: 500, seed: 4 },
    );
  });
});
