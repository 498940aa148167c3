import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostInfo } from '../preload/api';
import { AUTOSAVE_DIR } from './files/autosave';
import { replayText } from './files/replay-store';
import { createHandlers, invokeHandler, type Dialogs, type Handlers } from './handlers';
import { copyOf, makeReplay, tempDir } from './testing/replays';

let dir: { path: string; remove: () => Promise<void> };
let documentsDir: string;
let userDataDir: string;
let logged: string[];
let dialogAnswers: { open: string | null; save: string | null };
let suggestions: string[];

const host: HostInfo = { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: '/docs' };
const game = makeReplay(3);

function handlers(): Handlers {
  const dialogs: Dialogs = {
    chooseOpenPath: async () => dialogAnswers.open,
    chooseSavePath: async (suggested) => {
      suggestions.push(suggested);
      return dialogAnswers.save;
    },
  };
  return createHandlers({ userDataDir, documentsDir, dialogs, host, log: (m) => logged.push(m) });
}

beforeEach(async () => {
  dir = await tempDir();
  documentsDir = join(dir.path, 'Documents');
  userDataDir = join(dir.path, 'config');
  await mkdir(documentsDir);
  logged = [];
  suggestions = [];
  dialogAnswers = { open: null, save: null };
});
afterEach(async () => {
  await dir.remove();
});

/** Calls a handler with arguments of any type, as an untrusted renderer could. */
function call(api: Handlers, method: string, ...args: unknown[]): Promise<unknown> {
  return invokeHandler(api, method, args);
}

describe('arguments of the wrong kind come back as errors, never as throws', () => {
  const bad: [string, unknown[], RegExp][] = [
    ['openFile', [42], /The path must be text/],
    ['openFile', [''], /The path is empty/],
    ['openFile', ['a\0b'], /NUL character/],
    ['openFile', ['x'.repeat(5000)], /too long/],
    ['openFile', [{ toString: () => '/etc/passwd' }], /The path must be text/],
    ['saveFile', [null, '/tmp/x.royal.json'], /does not hold a Royal Table replay/],
    ['saveFile', [{ format: 'royal-table-replay', version: 1 }, '/tmp/x.royal.json'], /damaged/],
    ['saveFile', ['just text', '/tmp/x.royal.json'], /does not hold a Royal Table replay/],
    ['saveFile', [game, ['/tmp/x']], /The path must be text/],
    ['listDirectory', [{}], /The path must be text/],
    ['listDirectory', [], /The path must be text/],
    ['deleteEverything', [], /There is no "deleteEverything" request/],
    ['openFile', ['/a', '/b'], /wrong arguments/],
  ];

  it.each(bad)('%s with bad arguments (case %#)', async (method, args, message) => {
    const result = (await call(handlers(), method, ...args)) as { status: string; message: string };
    expect(result.status).toBe('error');
    expect(result.message).toMatch(message);
  });

  it('an autosave of garbage is refused, logged, and writes nothing', async () => {
    const api = handlers();
    await expect(call(api, 'autosave', { format: 'x' }, null)).resolves.toBeUndefined();
    await expect(call(api, 'autosave', game, 17)).resolves.toBeUndefined();
    expect(logged).toEqual([expect.stringMatching(/^Autosave refused: .*not a Royal Table replay/), expect.stringMatching(/^Autosave refused: The path must be text/)]);
    expect(await api.restorable()).toBeNull();
  });

  it('arguments that are not an array are refused', async () => {
    expect(await invokeHandler(handlers(), 'host', 'not an array')).toEqual({ status: 'error', message: 'The "host" request has the wrong arguments.' });
  });
});

describe('opening', () => {
  it('opens a path, resolving a relative one against the documents folder, and remembers it', async () => {
    await writeFile(join(documentsDir, 'game.royal.json'), replayText(game));
    const api = handlers();
    expect(await api.openFile('game.royal.json')).toEqual({ status: 'opened', path: join(documentsDir, 'game.royal.json'), file: game });
    expect(await api.recentFiles()).toEqual([join(documentsDir, 'game.royal.json')]);
  });

  it('reports a bad file with its reason and does not remember it', async () => {
    const path = join(documentsDir, 'bad.royal.json');
    await writeFile(path, '{"format": "royal-table-replay", "version": 99}');
    const api = handlers();
    expect(await api.openFile(path)).toEqual({ status: 'error', message: expect.stringMatching(/format version 99/) });
    expect(await api.recentFiles()).toEqual([]);
  });

  it('asks the dialog without a path and is cancelled by it', async () => {
    expect(await handlers().openFile()).toEqual({ status: 'cancelled' });
  });

  it('opens what the dialog chose', async () => {
    const path = join(dir.path, 'chosen.royal.json');
    await writeFile(path, replayText(game));
    dialogAnswers.open = path;
    expect(await handlers().openFile()).toEqual({ status: 'opened', path, file: game });
  });
});

describe('saving', () => {
  it('saves to a path, adding the extension, keeping a backup, and remembers it', async () => {
    const api = handlers();
    const first = await api.saveFile(game, join(documentsDir, 'mine'));
    expect(first).toEqual({ status: 'saved', path: join(documentsDir, 'mine.royal.json') });
    const later = makeReplay(5);
    await api.saveFile(later, join(documentsDir, 'mine.royal.json'));
    expect(JSON.parse(await readFile(join(documentsDir, 'mine.royal.json'), 'utf8'))).toEqual(later);
    expect(JSON.parse(await readFile(join(documentsDir, 'mine.royal.json.bak'), 'utf8'))).toEqual(game);
    expect(await api.recentFiles()).toEqual([join(documentsDir, 'mine.royal.json')]);
  });

  it('asks the dialog with a suggested name in the documents folder', async () => {
    const api = handlers();
    expect(await api.saveFile(game)).toEqual({ status: 'cancelled' });
    expect(suggestions).toEqual([join(documentsDir, 'Test game.royal.json')]);
    dialogAnswers.save = join(dir.path, 'picked');
    expect(await api.saveFile(game)).toEqual({ status: 'saved', path: join(dir.path, 'picked.royal.json') });
  });

  it('explains a folder that does not exist', async () => {
    const path = join(dir.path, 'nowhere', 'x.royal.json');
    expect(await handlers().saveFile(game, path)).toEqual({ status: 'error', message: `The folder for ${path} does not exist.` });
  });

  it('refuses a tampered file before touching the disk', async () => {
    const tampered = { ...copyOf(game), seed: -1 };
    const result = await handlers().saveFile(tampered, join(documentsDir, 'x.royal.json'));
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/^The game could not be saved: The replay is damaged: seed/) });
  });
});

describe('autosave', () => {
  it('keeps the game and its path until cleared', async () => {
    const api = handlers();
    await api.autosave(game, 'game.royal.json');
    expect(await api.restorable()).toMatchObject({ file: game, path: join(documentsDir, 'game.royal.json') });
    await api.clearAutosave();
    expect(await api.restorable()).toBeNull();
  });

  it('logs a failure to write instead of throwing', async () => {
    await mkdir(userDataDir, { recursive: true });
    await writeFile(join(userDataDir, AUTOSAVE_DIR), 'a file where the folder should be');
    await expect(handlers().autosave(game, null)).resolves.toBeUndefined();
    expect(logged).toEqual([expect.stringMatching(/^Autosave failed: /)]);
  });
});

describe('the rest', () => {
  it('tells who the host is', async () => {
    expect(await handlers().host()).toEqual(host);
  });

  it('lists a folder given relative to the documents folder', async () => {
    await mkdir(join(documentsDir, 'Saved'));
    expect(await handlers().listDirectory('.')).toEqual({
      path: documentsDir,
      parent: dir.path,
      entries: [{ name: 'Saved', path: join(documentsDir, 'Saved'), kind: 'dir' }],
    });
  });
});
