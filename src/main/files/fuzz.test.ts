/**
 * Seeded fuzzing of the open path: good version 1 and version 2 files of
 * every game (positions from the table editor and a puzzle of every game
 * among them) are damaged in every way fuzz-mutations.ts knows and opened
 * through the same handler the window calls. Every file the host opens is also rebuilt as the window rebuilds
 * it, with the host's proof not repeated, and must reach the same position.
 * Set FUZZ_SEED and FUZZ_COUNT to search further; a failure names the seed,
 * the input's number and its kind, which make it again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame, parseReplayText, ReplayError, replayToRecord, stateHash, type ReplayFile } from '../../engine';
import { checkPuzzleFile } from '../../engine/core/puzzle-file';
import type { HostInfo } from '../../preload/api';
import { createHandlers, type HostHandlers } from '../handlers';
import { expectVisibleAndShort } from '../testing/clean-message';
import { tempDir } from '../testing/replays';
import { drawFrom, MUTATIONS } from './fuzz-mutations';
import { readReplay } from './replay-store';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 1000);
/** Altered puzzles that still open are searched again, which costs more than opening: fewer of them. */
const PUZZLE_COUNT = Math.ceil(COUNT / 4);
/** Heap growth allowed while opening hostile files; a 32 MB file of empty objects once took more than 1 GB. */
const HEAP_BUDGET = 256 * 1024 * 1024;

const FIXTURES = new URL('../../engine/core/fixtures/', import.meta.url);
const fixtureNames = [
  'v1/royal-lines',
  'v1/royal-lock-branches',
  'v1/royal-lock',
  'v1/royal-suit',
  'v1/royals',
  'v2/alliance-royals-annotated',
  'v2/royal-lines-annotated',
  'v2/royal-lock-annotated',
  'v2/royal-lock-position',
  'v2/royal-suit-annotated',
  'v2/royals-annotated',
];
const fullFixtures = fixtureNames.map((name) => ({ name, bytes: readFileSync(new URL(`${name}.royal.json`, FIXTURES)) }));
/** The example puzzles of every game: positions set up in the table editor, each with a goal the file must state soundly. */
const EXAMPLES = new URL('../../../examples/', import.meta.url);
const examplePuzzles = readdirSync(EXAMPLES)
  .sort()
  .map((game) =>
    readdirSync(new URL(`${game}/`, EXAMPLES))
      .filter((name) => name.startsWith('puzzle-') && name.endsWith('.royal.json'))
      .sort()
      .map((name) => ({ name: `${game}/${name}`, bytes: readFileSync(new URL(`${game}/${name}`, EXAMPLES)) })),
  );
/** The first of each game's among the files the open path is fuzzed with; all of them in the search. */
const puzzles = examplePuzzles.map((ofGame) => ofGame[0]!);
/** Short games rebuild in a few milliseconds, so a thousand inputs take seconds; the full games still come up now and then. */
const fixtures = [
  ...fullFixtures,
  ...fullFixtures.flatMap(({ name, bytes }) => [4, 9].map((steps) => ({ name: `${name} cut to ${steps} steps`, bytes: shortened(bytes, steps) }))),
  ...puzzles,
];

type FixtureJson = {
  lines: { id: string; parent: { line: string; step: number } | null; actions: unknown[]; hashes: string[] }[];
  annotations?: { line: string; step: number }[];
  current: { line: string; step: number };
};

/** The file with its main line cut after `steps` steps and only the branches that fork before the cut; still a good file. */
function shortened(bytes: Buffer, steps: number): Buffer {
  const json = JSON.parse(bytes.toString('utf8')) as FixtureJson;
  const [main, ...branches] = json.lines;
  main!.actions = main!.actions.slice(0, steps);
  main!.hashes = main!.hashes.slice(0, steps);
  const kept = branches.filter((line) => line.parent!.line === main!.id && line.parent!.step < main!.actions.length);
  for (const line of kept) {
    line.actions = line.actions.slice(0, 3);
    line.hashes = line.hashes.slice(0, 3);
  }
  json.lines = [main!, ...kept];
  if (json.annotations) json.annotations = json.annotations.filter((a) => a.line === main!.id && a.step <= main!.actions.length);
  json.current = { line: main!.id, step: main!.actions.length };
  return Buffer.from(JSON.stringify(json, null, 2));
}
/** Actions of every game, to play in a file of another. */
const foreignActions = fixtures.flatMap(({ bytes }) =>
  (JSON.parse(bytes.toString('utf8')) as { lines: { actions: { action: unknown }[] }[] }).lines.flatMap((line) => line.actions.map((a) => a.action)).slice(0, 20),
);

const VALIDATOR_WORDING = /Invalid (input|option)|expected .* received|Too (big|small)|Unrecognized key|\b[A-Za-z]+\.\d+(\.|\b)|\bstart\.state\b/;
/**
 * Wording a player should never meet either: the bound every whole number has
 * instead of the field's own, the file's own field names where the place has a
 * name, and sentences that lost or bent a word.
 */
const JARGON = /9007199254740991|9,007,199,254,740,991|\bundefined\b|\bNaN\b|\[object|the field "puzzle"|has no the\b|may hold a |\ba [AEIOU][a-z]|\b(options|notes|words) (has|is)\b/;
/** Messages that mean something other than a ReplayError escaped the reading of the file. */
const ESCAPED = /could not be opened:|could not be rebuilt:/;

let dir: { path: string; remove: () => Promise<void> };
let documentsDir: string;
let handlers: HostHandlers;

const host: HostInfo = { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: '/docs' };

beforeAll(async () => {
  dir = await tempDir();
  documentsDir = join(dir.path, 'Documents');
  await mkdir(documentsDir);
  const dialogs = { chooseOpenPath: async () => null, chooseSavePath: async () => null };
  handlers = createHandlers({ userDataDir: join(dir.path, 'config'), documentsDir, dialogs, host, log: () => undefined });
});
afterAll(async () => {
  await dir.remove();
});

/** Every file under the test folder with a digest of its bytes. */
async function diskSnapshot(): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>();
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else snapshot.set(relative(dir.path, path), createHash('sha256').update(await readFile(path)).digest('hex'));
    }
  };
  await walk(dir.path);
  return snapshot;
}

function expectCleanMessage(message: string, label: string): void {
  expectVisibleAndShort(message, label);
  expect(message, label).not.toMatch(VALIDATOR_WORDING);
  expect(message, label).not.toMatch(JARGON);
  expect(message, label).not.toMatch(ESCAPED);
}

describe('opening damaged and forged files', () => {
  it.each(fixtures)('the unaltered $name opens', async ({ bytes }) => {
    const path = join(documentsDir, 'good.royal.json');
    await writeFile(path, bytes);
    expect((await handlers.openFile(path)).status).toBe('opened');
  });

  it(`opens ${COUNT} altered files (seed ${SEED}) without an exception, a dirty message, a change on disk or on the table`, async () => {
    // A game on the table before the files are opened; nothing opened may touch it.
    const onTable = await readReplay(join(FIXTURES.pathname, 'v2/royal-lock-annotated.royal.json'));
    if (!onTable.ok) throw new Error(onTable.message);
    const tableBefore = stateHash(onTable.loaded.record.stateAt(onTable.loaded.cursor));

    const draw = drawFrom(xoroshiro128plus(SEED));
    const kinds = new Map<string, { refused: number; opened: number }>();
    const folder = join(documentsDir, 'fuzz');
    await mkdir(folder);
    const path = join(folder, 'fuzzed.royal.json');
    let peakGrowth = 0;

    for (let n = 0; n < COUNT; n++) {
      const fixture = draw.pick(fixtures);
      const mutation = MUTATIONS[n % MUTATIONS.length]!;
      const bytes = mutation.mutate(fixture.bytes, draw, foreignActions);
      const label = `input ${n} (seed ${SEED}): ${mutation.kind} of ${fixture.name}`;
      await writeFile(path, bytes);
      // Every twentieth input also goes through the window's handler, with the whole folder watched.
      const throughHandler = n % 20 === 0;
      const before = throughHandler ? await diskSnapshot() : null;
      const heapBefore = process.memoryUsage().heapUsed;

      const read = await readReplay(path);

      peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - heapBefore);
      const tally = kinds.get(mutation.kind) ?? { refused: 0, opened: 0 };
      kinds.set(mutation.kind, tally);
      if (read.ok) {
        tally.opened++;
        // The window rebuilds what the host opened without hashing it again: it must come to the same position.
        const inWindow = replayToRecord(structuredClone(read.file), findGame, { fingerprints: 'proven' });
        expect(stateHash(inWindow.record.stateAt(inWindow.cursor)), label).toBe(stateHash(read.loaded.record.stateAt(read.loaded.cursor)));
      } else {
        tally.refused++;
        expectCleanMessage(read.message, label);
      }
      expect((await readFile(path)).equals(bytes), label).toBe(true);
      expect(await readdir(folder), label).toEqual(['fuzzed.royal.json']);
      if (before) {
        const result = await handlers.openFile(path);
        expect(result.status, label).toBe(read.ok ? 'opened' : 'error');
        const after = await diskSnapshot();
        if (result.status === 'error') {
          expect(result.message, label).toBe(read.ok ? '' : read.message);
          expect(after, label).toEqual(before);
        } else {
          // Opening a good file only adds it to the recent files list.
          for (const [name, digest] of before) if (!name.endsWith('recent.json')) expect(after.get(name), label).toBe(digest);
        }
      }
      expect(({} as Record<string, unknown>)['polluted'], label).toBeUndefined();
      expect(({} as Record<string, unknown>)['prototype'], label).toBeUndefined();
    }

    expect(stateHash(onTable.loaded.record.stateAt(onTable.loaded.cursor))).toBe(tableBefore);
    // What one read allocates, garbage included: an upper bound on the memory it needed.
    expect(peakGrowth).toBeLessThan(HEAP_BUDGET);
    // Every kind ran, and every kind was refused at least once: the mutations really damage files.
    expect([...kinds.keys()].sort()).toEqual(MUTATIONS.map((m) => m.kind).sort());
    for (const [kind, tally] of kinds) expect(tally.refused, kind).toBeGreaterThan(0);
    const opened = [...kinds.values()].reduce((sum, tally) => sum + tally.opened, 0);
    expect(opened, 'some altered files still open, so the window\'s rebuild is compared').toBeGreaterThan(0);
  }, 300_000);

  it(`searches every damaged puzzle that still opens, without an exception (${PUZZLE_COUNT} altered puzzles, seed ${SEED})`, () => {
    const draw = drawFrom(xoroshiro128plus(SEED + 1));
    const verdicts = new Map<string, number>();
    for (let n = 0; n < PUZZLE_COUNT; n++) {
      const puzzle = draw.pick(examplePuzzles.flat());
      const mutation = MUTATIONS[n % MUTATIONS.length]!;
      const text = mutation.mutate(puzzle.bytes, draw, foreignActions).toString('utf8');
      let file: ReplayFile;
      try {
        file = parseReplayText(text);
        replayToRecord(file, findGame);
      } catch (error) {
        if (error instanceof ReplayError) continue;
        throw error;
      }
      if (!file.puzzle) continue;
      // What `puzzle verify` and the puzzle player's check do with a file the app opened.
      const { result } = checkPuzzleFile(file, findGame, { budget: 200_000 });
      verdicts.set(result.verdict, (verdicts.get(result.verdict) ?? 0) + 1);
    }
    const searched = [...verdicts.values()].reduce((sum, n) => sum + n, 0);
    expect(searched, 'some altered puzzles still open, so the search is tried').toBeGreaterThan(PUZZLE_COUNT / 10);
  }, 300_000);

  it.each([
    ['ten million empty objects as lines', () => `{"format":"royal-table-replay","version":2,"lines":[${'{},'.repeat(10_000_000)}{}]}`],
    ['arrays nested sixteen million deep', () => '['.repeat(16_000_000) + ']'.repeat(16_000_000)],
    ['one text of thirty megabytes', () => `{"format":"royal-table-replay","version":2,"title":"${'\u202e'.repeat(10_000_000)}"}`],
  ])('refuses %s within the memory budget, saying why', async (_name, make) => {
    const path = join(documentsDir, 'huge.royal.json');
    await writeFile(path, make());
    const baseline = process.memoryUsage().heapUsed;
    const result = await handlers.openFile(path);
    const grown = process.memoryUsage().heapUsed - baseline;
    expect(result.status).toBe('error');
    if (result.status === 'error') {
      expect(result.message).toMatch(/^The file cannot be a Royal Table replay: it holds .* far more than any replay\.$/);
      expectCleanMessage(result.message, _name);
    }
    expect(grown).toBeLessThan(HEAP_BUDGET);
  });
});
