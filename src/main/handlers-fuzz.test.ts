/**
 * The renderer is untrusted: every request it can send, with arguments of any
 * shape (paths into every place, good and bad replays, junk), is answered
 * without an exception and with a clean message, and never touches a file
 * outside the places the app may write or a file that is not its own.
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostInfo } from '../preload/api';
import { API_METHODS } from './api-methods';
import { readReplay } from './files/replay-store';
import { createHandlers, invokeHandler, type Handlers } from './handlers';
import { expectVisibleAndShort } from './testing/clean-message';
import { copyOf, makePuzzle, makeReplay, tempDir } from './testing/replays';

const RUNS = Number(process.env.HANDLER_FUZZ_RUNS ?? 1000);
/** HANDLER_FUZZ_SEED searches further; a failure names the seed and path to replay it. */
const SEED = Number(process.env.HANDLER_FUZZ_SEED ?? 20261126);
const host: HostInfo = { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: '/docs' };

let dir: { path: string; remove: () => Promise<void> };
let documentsDir: string;
let userDataDir: string;
let outside: string;
let handlers: Handlers;

/** Files the page must never change: another program's file beside the games, and everything outside. */
const foreignText = '{"editor.fontSize": 14}\n';

beforeAll(async () => {
  dir = await tempDir();
  documentsDir = join(dir.path, 'Documents');
  userDataDir = join(dir.path, 'config');
  outside = join(dir.path, 'elsewhere');
  await mkdir(join(documentsDir, 'games'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(documentsDir, 'settings.json'), foreignText);
  await writeFile(join(outside, 'secret.royal.json'), JSON.stringify(makeReplay(2)));
  await writeFile(join(documentsDir, 'games', 'kept.royal.json'), JSON.stringify(makeReplay(3)));
  await writeFile(join(documentsDir, 'games', 'puzzle.royal.json'), JSON.stringify(makePuzzle(3)));
  await symlink(outside, join(documentsDir, 'way-out'));
  handlers = createHandlers({ userDataDir, documentsDir, dialogs: { chooseOpenPath: async () => null, chooseSavePath: async () => null }, host, log: () => undefined });
});
afterAll(async () => {
  await dir.remove();
});

/** Every file under `folder` with a digest of its bytes, skipping the folders given. */
async function snapshot(folder: string, skip: readonly string[] = []): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const walk = async (at: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (skip.includes(path)) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.set(relative(dir.path, path), createHash('sha256').update(await readFile(path)).digest('hex'));
    }
  };
  await walk(folder);
  return found;
}

/** Paths aimed at every place: allowed, forbidden, relative, climbing out, through a link, odd characters. */
function paths(): fc.Arbitrary<string> {
  const names = fc.constantFrom('a.royal.json', 'settings.json', 'kept.royal.json', 'puzzle.royal.json', 'secret.royal.json', 'games', '', '.', '..', 'x\u0000y', 'é\u202e.royal.json', 'autosave');
  const folders = fc.constantFrom(() => documentsDir, () => join(documentsDir, 'games'), () => join(documentsDir, 'way-out'), () => outside, () => userDataDir, () => join(userDataDir, 'autosave'), () => '/etc', () => '', () => '..');
  return fc.oneof(
    fc.tuple(folders, names).map(([folder, name]) => join(folder(), name)),
    fc.tuple(folders, fc.string({ maxLength: 30 })).map(([folder, name]) => `${folder()}/${name}`),
    fc.string({ maxLength: 50 }),
    fc.constant('x'.repeat(5000)),
  );
}

/** Arguments of every shape a page could send: replays good and damaged, paths, anything. */
function argument(): fc.Arbitrary<unknown> {
  const replay = makeReplay(4);
  const damaged = fc.constantFrom(
    { ...copyOf(replay), version: 99 },
    { ...copyOf(replay), lines: 'none' },
    { ...copyOf(replay), title: '\u001b[2J'.repeat(100) },
    JSON.parse('{"__proto__": {"polluted": 1}, "format": "royal-table-replay"}') as unknown,
  );
  return fc.oneof(
    { weight: 3, arbitrary: paths() },
    { weight: 2, arbitrary: fc.constant(copyOf(replay)) },
    { weight: 1, arbitrary: damaged },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  );
}

const anyRequest = fc.record({
  method: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...API_METHODS) }, { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', 'toString')) }),
  args: fc.array(argument(), { maxLength: 3 }),
});
/** A good game saved or autosaved to some path: the requests most likely to write, so the most worth aiming. */
const writeRequest = fc.record({
  method: fc.constantFrom('saveFile', 'autosave', 'markPuzzleSolved', 'isPuzzleSolved', 'openFile'),
  args: fc.tuple(fc.constant(makeReplay(4)), paths()).map(([replay, path]) => [copyOf(replay), path]),
}).map(({ method, args }) => ({ method, args: method === 'saveFile' || method === 'autosave' ? args : [args[1]] }));
const request = fc.oneof(anyRequest, writeRequest);

describe('requests from an untrusted page', () => {
  it(`answers ${RUNS} random requests cleanly and writes only where the app may`, async () => {
    const keptOutside = await snapshot(outside);
    const before = await snapshot(documentsDir, [join(documentsDir, 'way-out')]);
    let errors = 0;

    await fc.assert(
      fc.asyncProperty(request, async ({ method, args }) => {
        const answer = (await invokeHandler(handlers, method, args)) as { status?: unknown; message?: unknown } | null;
        if (answer && typeof answer === 'object' && answer.status === 'error') {
          errors++;
          expect(typeof answer.message).toBe('string');
          expectVisibleAndShort(answer.message as string);
        }
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
      { numRuns: RUNS, seed: SEED },
    );

    // Nothing outside the allowed places changed, another program's file is as it was,
    // and every file the app had already kept is either the same or still a good replay.
    expect(await snapshot(outside)).toEqual(keptOutside);
    expect(await readFile(join(documentsDir, 'settings.json'), 'utf8')).toBe(foreignText);
    const after = await snapshot(documentsDir, [join(documentsDir, 'way-out')]);
    // The documents folder is the app's own, so a game may be saved there under any name ending .json.
    for (const name of after.keys()) {
      if (before.has(name)) continue;
      expect(name, 'a new file is a game or its backup').toMatch(/\.json(\.bak)?$/);
      expect((await readReplay(join(dir.path, name))).ok, `${name} is a game the app wrote`).toBe(true);
    }
    for (const [name, digest] of before) if (!name.endsWith('.royal.json')) expect(after.get(name), name).toBe(digest);
    expect(errors, 'most random requests are refused').toBeGreaterThan(RUNS / 4);
  }, 300_000);
});
