import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame, type ReplayFile } from '../engine';
import type { HostInfo } from '../preload/api';
import { AUTOSAVE_DIR, AUTOSAVE_FILE, createAutosave } from './files/autosave';
import { MAX_DIRECTORY_ENTRIES } from './files/directory';
import { NEW_GAME_FILE } from './files/new-game-choices';
import { RECENT_FILE } from './files/recent-files';
import { replayText } from './files/replay-store';
import { createHandlers, invokeHandler, type Dialogs, type Handlers } from './handlers';
import { expectVisibleAndShort } from './testing/clean-message';
import { copyOf, makePuzzle, makeReplay, makeRoyalsPosition, tempDir } from './testing/replays';

let dir: { path: string; remove: () => Promise<void> };
let documentsDir: string;
let userDataDir: string;
let examplesDir: string;
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
  return createHandlers({ userDataDir, documentsDir, examplesDir, dialogs, host, log: (m) => logged.push(m) });
}

beforeEach(async () => {
  dir = await tempDir();
  documentsDir = join(dir.path, 'Documents');
  userDataDir = join(dir.path, 'config');
  examplesDir = join(dir.path, 'app', 'examples');
  await mkdir(documentsDir);
  await mkdir(join(examplesDir, 'puzzles'), { recursive: true });
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
    ['\u001b]0;owned\u0007', [], /^There is no "\\u\{1b\}\]0;owned\\u\{7\}" request\.$/],
    ['openFile', ['/a', '/b'], /wrong arguments/],
    ['markPuzzleSolved', [42], /The path must be text/],
    ['markPuzzleSolved', [''], /The path is empty/],
    ['markPuzzleSolved', ['/etc/passwd'], /outside the places Royal Table opens games from/],
    ['markPuzzleSolved', ['/a', '/b'], /wrong arguments/],
    ['isPuzzleSolved', [42], /The path must be text/],
    ['isPuzzleSolved', [''], /The path is empty/],
    ['isPuzzleSolved', ['/etc/passwd'], /outside the places Royal Table opens games from/],
    ['isPuzzleSolved', ['/a', '/b'], /wrong arguments/],
    ['checkSavePath', [42], /The path must be text/],
    ['checkSavePath', ['relative.royal.json'], /not a whole path/],
    ['checkSavePath', ['/etc/passwd'], /outside them/],
    ['checkSavePath', ['/a', '/b'], /wrong arguments/],
    ['solvedPuzzles', [], /There is no "solvedPuzzles" request/],
    ['removeRecentFile', [42], /The path must be text/],
    ['removeRecentFile', ['relative.royal.json'], /not a whole path/],
    ['removeRecentFile', ['/etc/passwd'], /^That game is not on the recent games, so nothing was changed\.$/],
    ['removeRecentFile', ['/a', '/b'], /wrong arguments/],
    ['newGameChoices', [1], /wrong arguments/],
    ['rememberNewGame', [42, {}], /^The game must be named by its id\.$/],
    ['rememberNewGame', ['royal-chess\u202e', {}], /^There is no game called "royal-chess\\u\{202e\}"\.$/],
    ['rememberNewGame', ['constructor', {}], /^There is no game called "constructor"\.$/],
    ['rememberNewGame', ['royals', { players: 3, seats: [null, null], options: {} }], /^The choices were not kept: Royals is played by 2 players, not 3\.$/],
    ['rememberNewGame', ['royals', { players: 2, seats: [null, 'planner'], options: {} }], /^The choices were not kept: Royals has no bot called "planner"\.$/],
    ['rememberNewGame', ['royals', 'two players'], /^The choices were not kept: The choices for Royals are damaged\.$/],
    ['rememberNewGame', ['royals', {}, {}], /wrong arguments/],
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
  it('opens a path in the documents folder and remembers it', async () => {
    await writeFile(join(documentsDir, 'game.royal.json'), replayText(game));
    const api = handlers();
    expect(await api.openFile(join(documentsDir, 'game.royal.json'))).toEqual({ status: 'opened', path: join(documentsDir, 'game.royal.json'), file: game });
    expect(await api.recentFiles()).toEqual([{ path: join(documentsDir, 'game.royal.json'), game: 'royal-lock', title: 'Test game' }]);
  });

  it('opens a game saved under a former reading as far as it stands, and saves nothing over it', async () => {
    const fixture = new URL('../engine/games/alliance-royals/fixtures/saved-before-a27.royal.json', import.meta.url);
    const path = join(documentsDir, 'old.royal.json');
    const text = await readFile(fixture, 'utf8');
    await writeFile(path, text);
    const api = handlers();
    const opened = await api.openFile(path);
    if (opened.status !== 'opened') throw new Error(`not opened: ${JSON.stringify(opened)}`);
    expect(opened.cutShort).toMatch(/^Step 211 \(Seat 2 plays Q♠\) no longer stands under ruling A27: .* The game opens read-only up to step 210\.$/);
    expect(opened.file.lines[0]!.actions).toHaveLength(210);
    const refusal = /was saved under a former reading of the rules and opened only in part, so it is kept as it is; save the game under a new name\./;
    expect(await api.checkSavePath(path)).toEqual({ status: 'refused', path, message: expect.stringMatching(refusal) });
    expect(await api.saveFile(opened.file, path)).toEqual({ status: 'error', message: expect.stringMatching(refusal) });
    expect(await readFile(path, 'utf8')).toBe(text);
    expect(await api.saveFile(opened.file, join(documentsDir, 'old today.royal.json'))).toEqual({ status: 'saved', path: join(documentsDir, 'old today.royal.json') });
  });

  it('reports a bad file with its reason and does not remember it', async () => {
    const path = join(documentsDir, 'bad.royal.json');
    await writeFile(path, '{"format": "royal-table-replay", "version": 99}');
    const api = handlers();
    expect(await api.openFile(path)).toEqual({ status: 'error', message: expect.stringMatching(/format version 99/) });
    expect(await api.recentFiles()).toEqual([]);
  });

  describe('a file refused for its start position alone comes with the position to mend in the table editor', () => {
    const otherSeatsTurn = (state: { seat: number }): void => {
      state.seat = 1 - state.seat;
    };
    const cases: { name: string; text: string; message: RegExp; mend: { moves: boolean } | null }[] = [
      { name: 'the turn is the other player’s', text: replayText(makeRoyalsPosition(otherSeatsTurn)), message: /start position cannot be played/, mend: { moves: false } },
      { name: 'and moves follow it', text: replayText(makeRoyalsPosition(otherSeatsTurn, { moves: true })), message: /start position cannot be played/, mend: { moves: true } },
      {
        name: 'a value no editor position holds',
        text: replayText(makeRoyalsPosition((state) => void (state.finalTurns = [state.seat]))),
        message: /something the table editor cannot show/,
        mend: { moves: false },
      },
      { name: 'not: its state is damaged', text: replayText(makeRoyalsPosition((state) => void (state.seat = 7))), message: /start position is damaged/, mend: null },
      { name: 'not: the file was altered', text: replayText({ ...makeRoyalsPosition(), initialHash: 'x'.repeat(16) }), message: /file was altered/, mend: null },
      { name: 'not: the file is not JSON', text: '{"format": "royal-table-replay", "start": {', message: /not valid JSON/, mend: null },
    ];
    it.each(cases)('$name', async ({ text, message, mend }) => {
      const path = join(documentsDir, 'position.royal.json');
      await writeFile(path, text);
      const opened = await handlers().openFile(path);
      expect(opened).toEqual({ status: 'error', message: expect.stringMatching(message), ...(mend ? { mend: expect.objectContaining(mend) } : {}) });
      if (!mend || opened.status !== 'error') return;
      const file = JSON.parse(text) as ReplayFile;
      expect(opened.mend).toEqual({ game: 'royals', options: file.options, players: file.players, state: file.start.kind === 'position' ? file.start.state : null, moves: mend.moves });
    });
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
    expect(await api.recentFiles()).toEqual([{ path: join(documentsDir, 'mine.royal.json'), game: 'royal-lock', title: 'Test game' }]);
    const { title: _untitled, ...untitled } = later;
    await api.saveFile(untitled, join(documentsDir, 'mine.royal.json'));
    expect(await api.recentFiles()).toEqual([{ path: join(documentsDir, 'mine.royal.json'), game: 'royal-lock', title: null }]);
  });

  it('asks the dialog with a suggested name in the documents folder', async () => {
    const api = handlers();
    expect(await api.saveFile(game)).toEqual({ status: 'cancelled' });
    expect(suggestions).toEqual([join(documentsDir, 'Test game.royal.json')]);
    dialogAnswers.save = join(dir.path, 'picked');
    expect(await api.saveFile(game)).toEqual({ status: 'saved', path: join(dir.path, 'picked.royal.json') });
  });

  it('tells whether a name is taken before anything is saved, under the name saving would use', async () => {
    const api = handlers();
    const mine = join(documentsDir, 'mine.royal.json');
    expect(await api.checkSavePath(join(documentsDir, 'mine'))).toEqual({ status: 'new', path: mine });
    await writeFile(mine, replayText(game));
    expect(await api.checkSavePath(join(documentsDir, 'mine'))).toEqual({ status: 'exists', path: mine });
    expect(await api.checkSavePath(mine)).toEqual({ status: 'exists', path: mine });
    expect(await readdir(documentsDir), 'asking writes nothing').toEqual(['mine.royal.json']);
    // Only where the page may save: the app's own data is not even said to exist.
    expect(await api.checkSavePath(join(userDataDir, 'recent.json'))).toMatchObject({ status: 'error' });
  });

  it('tells before anything is asked that a file which is not a game will not be replaced, and a save there is refused all the same', async () => {
    const api = handlers();
    const settings = join(documentsDir, 'settings.json');
    await writeFile(settings, '{"editor.fontSize": 14}\n');
    const message = `"${settings}" is not a Royal Table game, so it will not be replaced; choose another name.`;
    expect(await api.checkSavePath(settings)).toEqual({ status: 'refused', path: settings, message });
    // The page may save there anyway: the file is checked again when it would be written.
    expect(await api.saveFile(game, settings)).toEqual({ status: 'error', message });
    expect(await readFile(settings, 'utf8')).toBe('{"editor.fontSize": 14}\n');
    expect(await readdir(documentsDir)).toEqual(['settings.json']);
  });

  it('explains a folder that does not exist', async () => {
    const path = join(documentsDir, 'nowhere', 'x.royal.json');
    expect(await handlers().saveFile(game, path)).toEqual({ status: 'error', message: `The folder for "${path}" does not exist.` });
  });

  it('refuses a tampered file before touching the disk', async () => {
    const tampered = { ...copyOf(game), initialHash: 42 };
    const result = await call(handlers(), 'saveFile', tampered, join(documentsDir, 'x.royal.json'));
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(/^The game could not be saved: The replay is damaged: the fingerprint of the start position should be text, not a number\.$/) });
  });
});

describe('autosave', () => {
  it('keeps the game and its path until cleared', async () => {
    const api = handlers();
    await api.autosave(game, join(documentsDir, 'game.royal.json'));
    expect(await api.restorable()).toMatchObject({ file: game, path: join(documentsDir, 'game.royal.json') });
    await api.clearAutosave();
    expect(await api.restorable()).toBeNull();
  });

  it('reports a damaged autosave once, with where it was kept', async () => {
    await mkdir(join(userDataDir, AUTOSAVE_DIR), { recursive: true });
    await writeFile(join(userDataDir, AUTOSAVE_DIR, AUTOSAVE_FILE), '{"format":"royal-table-autosave"');
    const api = handlers();
    expect(await api.restorable()).toEqual({ status: 'damaged', message: expect.stringContaining(`kept as "${join(userDataDir, AUTOSAVE_DIR, AUTOSAVE_FILE)}.corrupt"`) });
    expect(await api.restorable()).toBeNull();
  });

  it('keeps a replay as a replay; any other mode, or none, is a game in play', async () => {
    const api = handlers();
    await api.autosave(game, null, 'replay');
    expect(await api.restorable()).toMatchObject({ file: game, mode: 'replay' });
    await (api.autosave as (...args: unknown[]) => Promise<void>)(game, null, { mode: 'replay' });
    expect(await api.restorable()).toMatchObject({ file: game, mode: 'play' });
    await api.autosave(game, null);
    expect(await api.restorable()).toMatchObject({ file: game, mode: 'play' });
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
    expect(await handlers().host()).toEqual({
      ...host,
      places: [
        { name: 'Royal Table folder', path: documentsDir },
        { name: 'Examples', path: examplesDir },
      ],
    });
  });

  it('lists the documents folder, with no way up out of it', async () => {
    await mkdir(join(documentsDir, 'Saved'));
    expect(await handlers().listDirectory(documentsDir)).toEqual({
      path: documentsDir,
      parent: null,
      entries: [{ name: 'Saved', path: join(documentsDir, 'Saved'), kind: 'dir' }],
    });
  });

  it('says how many entries of a very large folder are not listed', async () => {
    const folder = join(documentsDir, 'many');
    await mkdir(folder);
    for (let i = 0; i < MAX_DIRECTORY_ENTRIES + 3; i++) await writeFile(join(folder, `game${i}.royal.json`), '{}');
    const listing = await handlers().listDirectory(folder);
    if ('status' in listing) throw new Error(listing.message);
    expect(listing.entries).toHaveLength(MAX_DIRECTORY_ENTRIES);
    expect(listing.omitted).toBe(3);
  });
});

describe('solved puzzles', () => {
  const puzzle = makePuzzle(4);

  it('remembers a solved puzzle from the examples by what it is: a copy under another name elsewhere is solved too, across a restart of the handlers', async () => {
    const shipped = join(examplesDir, 'puzzles', 'p1.royal.json');
    await writeFile(shipped, replayText(puzzle));
    const copy = join(documentsDir, 'mine', 'my copy.royal.json');
    await mkdir(join(documentsDir, 'mine'));
    await writeFile(copy, replayText(puzzle));
    await writeFile(join(documentsDir, 'mine', 'game.royal.json'), replayText(game));
    expect(await handlers().isPuzzleSolved(copy)).toEqual({ status: 'unsolved' });

    expect(await handlers().markPuzzleSolved(shipped)).toEqual({ status: 'saved' });
    const api = handlers();
    expect(await api.isPuzzleSolved(shipped)).toEqual({ status: 'solved' });
    expect(await api.isPuzzleSolved(copy)).toEqual({ status: 'solved' });
    expect(await api.isPuzzleSolved(join(documentsDir, 'mine', 'game.royal.json'))).toEqual({ status: 'unsolved' });
    expect(await api.listDirectory(join(documentsDir, 'mine'))).toEqual({
      path: join(documentsDir, 'mine'),
      parent: documentsDir,
      entries: [
        { name: 'game.royal.json', path: join(documentsDir, 'mine', 'game.royal.json'), kind: 'file' },
        { name: 'my copy.royal.json', path: join(documentsDir, 'mine', 'my copy.royal.json'), kind: 'file', solved: true },
      ],
    });
  });

  it('marks every solved puzzle a full listing shows, at its first reading', async () => {
    const text = replayText(puzzle);
    const shipped = join(examplesDir, 'puzzles', 'p1.royal.json');
    await writeFile(shipped, text);
    expect(await handlers().markPuzzleSolved(shipped)).toEqual({ status: 'saved' });
    const folder = join(documentsDir, 'copies');
    await mkdir(folder);
    for (let i = 0; i < MAX_DIRECTORY_ENTRIES + 2; i++) await writeFile(join(folder, `copy ${String(i).padStart(4, '0')}.royal.json`), text);

    const listing = await handlers().listDirectory(folder);
    if ('status' in listing) throw new Error(listing.message);
    expect(listing.entries).toHaveLength(MAX_DIRECTORY_ENTRIES);
    expect(listing.entries.filter((entry) => entry.solved === true)).toHaveLength(MAX_DIRECTORY_ENTRIES);
    expect(listing.omitted).toBe(2);
  });

  it('refuses to mark a file that holds no puzzle', async () => {
    const path = join(documentsDir, 'game.royal.json');
    await writeFile(path, replayText(game));
    expect(await handlers().markPuzzleSolved(path)).toEqual({ status: 'error', message: `The puzzle could not be marked solved: The file "${path}" holds no puzzle.` });
  });

  it('refuses the app’s own data folder as a puzzle', async () => {
    const result = (await call(handlers(), 'markPuzzleSolved', join(userDataDir, 'solved-puzzles.json'))) as { status: string };
    expect(result.status).toBe('error');
    expect(((await call(handlers(), 'isPuzzleSolved', join(userDataDir, 'solved-puzzles.json'))) as { status: string }).status).toBe('error');
  });
});

describe('confinement: the page reaches only the places the person gave the app', () => {
  const SETTINGS = '{"editor.fontSize": 14}\n';
  let outside: string;

  beforeEach(async () => {
    outside = join(dir.path, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'other.royal.json'), replayText(game));
    await writeFile(join(outside, 'sibling.royal.json'), replayText(game));
    await writeFile(join(documentsDir, 'settings.json'), SETTINGS);
    await writeFile(join(examplesDir, 'puzzles', 'puzzle.royal.json'), replayText(game));
    await symlink(outside, join(documentsDir, 'link-out'));
    await symlink(join(outside, 'other.royal.json'), join(documentsDir, 'linked.royal.json'));
  });

  const OUTSIDE = /outside the places|outside them/;
  const refusedCases: [string, string, () => unknown[], RegExp][] = [
    ['lists "/"', 'listDirectory', () => ['/'], OUTSIDE],
    ['lists the folder above the documents folder', 'listDirectory', () => [dir.path], OUTSIDE],
    ['lists the app data folder', 'listDirectory', () => [userDataDir], /keeps its own records/],
    ['lists through a link leading out', 'listDirectory', () => [join(documentsDir, 'link-out')], OUTSIDE],
    ['lists a relative path', 'listDirectory', () => ['.'], /is not a whole path/],
    ['opens a file outside', 'openFile', () => [join(outside, 'other.royal.json')], OUTSIDE],
    ['opens /etc/passwd', 'openFile', () => ['/etc/passwd'], OUTSIDE],
    ['opens a relative path', 'openFile', () => ['game.royal.json'], /"game.royal.json" is not a whole path/],
    ['climbs out with ../', 'openFile', () => [`${documentsDir}/../outside/other.royal.json`], OUTSIDE],
    ['opens through a link leading out', 'openFile', () => [join(documentsDir, 'link-out', 'other.royal.json')], OUTSIDE],
    ['opens a linked file that lives outside', 'openFile', () => [join(documentsDir, 'linked.royal.json')], OUTSIDE],
    ['opens the autosave', 'openFile', () => [join(userDataDir, AUTOSAVE_DIR, AUTOSAVE_FILE)], /keeps its own records/],
    ['saves outside', 'saveFile', () => [game, join(outside, 'new.royal.json')], OUTSIDE],
    ['saves to a relative path', 'saveFile', () => [game, 'new.royal.json'], /is not a whole path/],
    ['saves under a name with a bell in it', 'saveFile', () => [game, join(documentsDir, 'bad\u0007name.royal.json')], /"bad\\u\{7\}name\.royal\.json" holds a control or direction character/],
    ['saves under a name that turns its words around', 'saveFile', () => [game, join(documentsDir, 'game\u202egnp.royal.json')], /holds a control or direction character/],
    ['saves with a ../ climb', 'saveFile', () => [game, `${documentsDir}/../../escaped.royal.json`], OUTSIDE],
    ['saves through a link leading out', 'saveFile', () => [game, join(documentsDir, 'link-out', 'new.royal.json')], OUTSIDE],
    ['overwrites the autosave', 'saveFile', () => [game, join(userDataDir, AUTOSAVE_DIR, AUTOSAVE_FILE)], /keeps its own records/],
    ['overwrites the recent files list', 'saveFile', () => [game, join(userDataDir, 'recent.json')], /keeps its own records/],
    ['saves into the examples', 'saveFile', () => [game, join(examplesDir, 'puzzles', 'puzzle.royal.json')], /examples are read-only; save your own copy in/],
    ['overwrites another program’s JSON file', 'saveFile', () => [game, join(documentsDir, 'settings.json')], /settings.json" is not a Royal Table game, so it will not be replaced/],
  ];

  it.each(refusedCases)('refuses when the page %s', async (_name, method, args, message) => {
    await mkdir(join(userDataDir, AUTOSAVE_DIR), { recursive: true });
    const autosave = createAutosave(userDataDir);
    await autosave.save(game, null);
    const autosaveBefore = await readFile(autosave.filePath, 'utf8');
    const outsideBefore = (await readdir(outside)).sort();

    const result = (await call(handlers(), method, ...args())) as { status: string; message: string };
    expect(result).toEqual({ status: 'error', message: expect.stringMatching(message) });
    expect(result.message).not.toContain('\n');
    // Nothing was written anywhere it was refused.
    expect(await readFile(autosave.filePath, 'utf8')).toBe(autosaveBefore);
    expect((await readdir(outside)).sort()).toEqual(outsideBefore);
    expect(await readFile(join(documentsDir, 'settings.json'), 'utf8')).toBe(SETTINGS);
    expect(await readdir(dir.path)).not.toContain('escaped.royal.json');
    expect(await readdir(join(examplesDir, 'puzzles'))).toEqual(['puzzle.royal.json']);
  });

  it('lists only what may be opened: no links leading out, no way above the place', async () => {
    const listing = await handlers().listDirectory(documentsDir);
    expect(listing).toEqual({
      path: documentsDir,
      parent: null,
      entries: [{ name: 'settings.json', path: join(documentsDir, 'settings.json'), kind: 'file' }],
    });
  });

  it('opens and lists the examples', async () => {
    const api = handlers();
    expect(await api.listDirectory(examplesDir)).toEqual({
      path: examplesDir,
      parent: null,
      entries: [{ name: 'puzzles', path: join(examplesDir, 'puzzles'), kind: 'dir' }],
    });
    expect(await api.openFile(join(examplesDir, 'puzzles', 'puzzle.royal.json'))).toMatchObject({ status: 'opened' });
  });

  it('a file chosen in the native dialog may be saved again, and its folder browsed, but nothing new written there', async () => {
    const api = handlers();
    dialogAnswers.open = join(outside, 'other.royal.json');
    expect(await api.openFile()).toMatchObject({ status: 'opened', path: join(outside, 'other.royal.json') });
    expect(await api.saveFile(makeReplay(5), join(outside, 'other.royal.json'))).toEqual({ status: 'saved', path: join(outside, 'other.royal.json') });
    const listing = await api.listDirectory(outside);
    expect('entries' in listing && listing.entries.map((e) => e.name)).toEqual(['other.royal.json', 'sibling.royal.json']);
    expect(await api.openFile(join(outside, 'sibling.royal.json'))).toMatchObject({ status: 'opened' });
    expect(await api.saveFile(game, join(outside, 'new.royal.json'))).toMatchObject({ status: 'error', message: expect.stringMatching(OUTSIDE) });
  });

  it('a recent file stays reachable after a restart', async () => {
    dialogAnswers.open = join(outside, 'other.royal.json');
    await handlers().openFile();
    const restarted = handlers();
    expect(await restarted.openFile(join(outside, 'other.royal.json'))).toMatchObject({ status: 'opened' });
    expect(await restarted.saveFile(game, join(outside, 'other.royal.json'))).toMatchObject({ status: 'saved' });
  });

  it('the game an autosave was last saved to may be saved again after a restart', async () => {
    const path = join(outside, 'other.royal.json');
    await createAutosave(userDataDir).save(game, path);
    const api = handlers();
    expect(await api.saveFile(game, path)).toMatchObject({ status: 'error' });
    expect(await api.restorable()).toMatchObject({ path });
    expect(await api.saveFile(game, path)).toEqual({ status: 'saved', path });
  });

  it('an autosave with a path outside keeps the game and forgets only the path', async () => {
    const api = handlers();
    await api.autosave(game, '/etc/passwd');
    expect(await api.restorable()).toMatchObject({ file: game, path: null, openedFrom: null });
    expect(logged).toEqual([expect.stringMatching(/^Autosave kept without its path: .*\/etc\/passwd is outside/)]);
  });

  it('an example annotated is autosaved with where it came from, never as a place to save it', async () => {
    const example = join(examplesDir, 'puzzles', 'puzzle.royal.json');
    const before = await readFile(example, 'utf8');
    const api = handlers();
    await api.autosave(game, example, 'replay');
    expect(logged).toEqual([]);
    const restarted = handlers();
    expect(await restarted.restorable()).toEqual({ file: game, path: null, openedFrom: example, savedAt: expect.any(String), mode: 'replay' });
    expect(await restarted.saveFile(game, example)).toMatchObject({ status: 'error', message: expect.stringMatching(/examples are read-only/) });
    expect(await readFile(example, 'utf8')).toBe(before);
  });

  const notOpenable: [string, () => string][] = [
    ['a file outside the places the app opens from', () => '/etc/passwd'],
    ['a file beside one chosen in a session gone by', () => join(outside, 'sibling.royal.json')],
    ['the autosave itself', () => join(userDataDir, AUTOSAVE_DIR, AUTOSAVE_FILE)],
    ['a path that is not whole', () => 'examples/puzzle.royal.json'],
    ['a path with a NUL character', () => join(examplesDir, 'a\0b.royal.json')],
  ];

  it.each(notOpenable)('an autosave naming %s as where the game came from comes back without it', async (_name, path) => {
    await createAutosave(userDataDir).save(game, null, 'replay', path());
    expect(await handlers().restorable()).toMatchObject({ file: game, path: null, openedFrom: null, mode: 'replay' });
  });

  it('saves over a replay, and over a damaged replay, in the documents folder', async () => {
    const api = handlers();
    const damaged = join(documentsDir, 'damaged.royal.json');
    await writeFile(damaged, replayText(game).slice(0, 120));
    expect(await api.saveFile(game, damaged)).toEqual({ status: 'saved', path: damaged });
    expect(JSON.parse(await readFile(damaged, 'utf8'))).toEqual(game);
  });
});

describe('taking games off the recent list', () => {
  const saved = async (api: Handlers, name: string): Promise<string> => {
    const path = join(documentsDir, name);
    expect(await api.saveFile(game, path)).toMatchObject({ status: 'saved' });
    return path;
  };
  const listed = async (api: Handlers): Promise<string[]> => (await api.recentFiles()).map((file) => file.path);
  const recentText = (): Promise<string> => readFile(join(userDataDir, RECENT_FILE), 'utf8');

  it('takes a game whose file has gone off the list when it is opened, and says so', async () => {
    const api = handlers();
    const gone = await saved(api, 'gone.royal.json');
    const kept = await saved(api, 'kept.royal.json');
    await rm(gone);
    expect(await api.openFile(gone)).toEqual({ status: 'error', message: `There is no file at "${gone}". It has been taken off the recent games.` });
    expect(JSON.parse(await recentText()).files.map((file: { path: string }) => file.path)).toEqual([kept]);
    // Back again, the file is a file like any other: opening it puts it on the list again.
    await writeFile(gone, replayText(game));
    expect(await api.openFile(gone)).toMatchObject({ status: 'opened' });
    expect(await listed(api)).toEqual([gone, kept]);
  });

  it('says the same of a recent game outside the documents folder, which is no longer among the places it may open', async () => {
    const outside = join(dir.path, 'outside', 'game.royal.json');
    await mkdir(join(dir.path, 'outside'));
    await writeFile(outside, replayText(game));
    dialogAnswers.open = outside;
    await handlers().openFile();
    await rm(outside);
    const restarted = handlers();
    expect(await restarted.openFile(outside)).toEqual({ status: 'error', message: `There is no file at "${outside}". It has been taken off the recent games.` });
    expect(JSON.parse(await recentText()).files).toEqual([]);
  });

  it('tells of a missing file that was never on the list as before, and changes nothing', async () => {
    const api = handlers();
    await saved(api, 'kept.royal.json');
    const before = await recentText();
    const never = join(documentsDir, 'never.royal.json');
    expect(await api.openFile(never)).toEqual({ status: 'error', message: `There is no file at "${never}".` });
    expect(await call(api, 'openFile', join(dir.path, 'outside', 'never.royal.json'))).toMatchObject({ status: 'error', message: expect.stringMatching(/outside the places/) });
    expect(await recentText()).toBe(before);
  });

  it('takes a game off the list at the player’s word, leaving its file as it was', async () => {
    const api = handlers();
    const first = await saved(api, 'first.royal.json');
    const second = await saved(api, 'second.royal.json');
    expect(await api.removeRecentFile(first)).toEqual({ status: 'removed' });
    expect(await listed(api)).toEqual([second]);
    expect(await listed(handlers()), 'after a restart').toEqual([second]);
    expect(JSON.parse(await readFile(first, 'utf8'))).toEqual(game);
  });

  const notOnTheList: [string, () => unknown][] = [
    ['a file in the documents folder never opened', () => join(documentsDir, 'other.royal.json')],
    ['the recent list itself', () => join(userDataDir, RECENT_FILE)],
    ['/etc/passwd', () => '/etc/passwd'],
    ['a path with a control character', () => join(documentsDir, 'kept\u202e.royal.json')],
    ['a path climbing out with ../', () => `${documentsDir}/../outside/kept.royal.json`],
  ];

  it.each(notOnTheList)('changes nothing for %s, and answers with a clean message', async (_name, path) => {
    const api = handlers();
    await saved(api, 'kept.royal.json');
    await writeFile(join(documentsDir, 'other.royal.json'), replayText(game));
    const before = await recentText();
    const answer = (await call(api, 'removeRecentFile', path())) as { status: string; message: string };
    expect(answer).toEqual({ status: 'error', message: 'That game is not on the recent games, so nothing was changed.' });
    expect(await recentText()).toBe(before);
    expect(await api.openFile(join(documentsDir, 'other.royal.json'))).toMatchObject({ status: 'opened' });
  });

  it('a game opened from the list may still be saved back there once it is off the list, until the app starts again', async () => {
    const outside = join(dir.path, 'outside', 'game.royal.json');
    await mkdir(join(dir.path, 'outside'));
    await writeFile(outside, replayText(game));
    dialogAnswers.open = outside;
    await handlers().openFile();
    const api = handlers();
    expect(await api.openFile(outside)).toMatchObject({ status: 'opened' });
    expect(await api.removeRecentFile(outside)).toEqual({ status: 'removed' });
    expect(await api.saveFile(makeReplay(5), outside)).toEqual({ status: 'saved', path: outside });
    expect(await api.removeRecentFile(outside)).toEqual({ status: 'removed' });
    expect(await handlers().openFile(outside)).toMatchObject({ status: 'error', message: expect.stringMatching(/outside the places/) });
  });
});

describe('the new game choices', () => {
  const royals = { players: 2, seats: [null, null], options: { ...findGame('royals')!.defaultOptions() } };

  it('are kept and read back, after a restart too', async () => {
    expect(await handlers().newGameChoices()).toEqual({ game: null, games: {} });
    expect(await handlers().rememberNewGame('royals', royals)).toEqual({ status: 'saved' });
    expect(await handlers().newGameChoices()).toEqual({ game: 'royals', games: { royals } });
  });

  it('refuse hostile choices without writing anything', async () => {
    const api = handlers();
    await api.rememberNewGame('royals', royals);
    const before = await readFile(join(userDataDir, NEW_GAME_FILE), 'utf8');
    const hostile: unknown[][] = [
      ['royals', { ...royals, seats: [null, '__proto__'] }],
      ['royals', JSON.parse('{"players": 2, "seats": [null, null], "options": {}, "__proto__": {"polluted": 1}}')],
      ['royals', { ...royals, options: { ...royals.options, extra: 1 } }],
      ['royals', { ...royals, players: Number.NaN }],
      ['royal-lines', { players: 2, seats: Array(1_000).fill(null), options: {} }],
      ['../../etc', royals],
    ];
    for (const args of hostile) {
      const answer = (await call(api, 'rememberNewGame', ...args)) as { status: string; message: string };
      expect(answer.status).toBe('error');
      expectVisibleAndShort(answer.message);
    }
    expect(await readFile(join(userDataDir, NEW_GAME_FILE), 'utf8')).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('come back as none from a damaged file, without an error', async () => {
    await mkdir(userDataDir, { recursive: true });
    await writeFile(join(userDataDir, NEW_GAME_FILE), '{"version": 1, "game": ');
    expect(await handlers().newGameChoices()).toEqual({ game: null, games: {} });
    expect(logged).toEqual([]);
  });

  it('are the app’s own records, out of the page’s reach', async () => {
    const api = handlers();
    await api.rememberNewGame('royals', royals);
    expect(await call(api, 'openFile', join(userDataDir, NEW_GAME_FILE))).toMatchObject({ status: 'error', message: expect.stringMatching(/keeps its own records/) });
    expect(await call(api, 'saveFile', game, join(userDataDir, NEW_GAME_FILE))).toMatchObject({ status: 'error', message: expect.stringMatching(/keeps its own records/) });
  });
});
