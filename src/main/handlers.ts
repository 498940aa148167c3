/**
 * What the main process does for the renderer. The renderer is not trusted
 * with the disk: every argument is checked here, every path must be one of
 * the places files/allowed-paths.ts allows, every file is validated before it
 * is written, and every failure comes back as a result with a readable
 * message — nothing here throws across the boundary.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MAX_ID_LENGTH, ReplayError, checkReplayJson, checkSetupChoice, findGame, quoteUntrusted, type ReplayFile } from '../engine';
import type {
  DamagedAutosave,
  DirectoryListing,
  HostInfo,
  MarkSolvedResult,
  NewGameChoices,
  OpenResult,
  PuzzleSolvedResult,
  RecentFile,
  RememberNewGameResult,
  RemoveRecentResult,
  RestorableGame,
  RoyalTableApi,
  SavePathCheck,
  SaveResult,
} from '../preload/api';
import { isApiMethod, type ApiMethod } from './api-methods';
import { absolutePath, createPathPolicy } from './files/allowed-paths';
import { createAutosave } from './files/autosave';
import { listDirectory } from './files/directory';
import { missingFileMessage, oneLine } from './files/fs-messages';
import { NO_CHOICES, createNewGameChoices } from './files/new-game-choices';
import { createRecentFiles } from './files/recent-files';
import { createSolvedPuzzles } from './files/solved-puzzles';
import { SaveError, isTaken, readReplay, refusalToReplace, replayFailureMessage, withReplayExtension, writeReplay } from './files/replay-store';
import { quotePath } from '../engine/core/quote';

export interface Dialogs {
  chooseOpenPath(): Promise<string | null>;
  chooseSavePath(suggested: string): Promise<string | null>;
}

export interface HandlerDeps {
  readonly userDataDir: string;
  readonly documentsDir: string;
  /** The shipped example games: open and list only. */
  readonly examplesDir?: string | null;
  readonly dialogs: Dialogs;
  readonly host: HostInfo;
  /** Where problems nobody is waiting for (a failed autosave) are reported. */
  readonly log?: (message: string) => void;
}

/** The API methods, answered the same by every host; a dropped file reaches them through allowChosen. */
export type Handlers = Omit<RoyalTableApi, 'onMenuCommand' | 'chooseDroppedFile'>;

/** The handlers, and the door for what the person chose outside the page (a file dropped on the window). */
export interface HostHandlers extends Handlers {
  allowChosen(path: string): void;
}

type ErrorResult = { readonly status: 'error'; readonly message: string };

export function createHandlers(deps: HandlerDeps): HostHandlers {
  const autosaveStore = createAutosave(deps.userDataDir);
  const recent = createRecentFiles(deps.userDataDir);
  const newGameChoices = createNewGameChoices(deps.userDataDir);
  const solved = createSolvedPuzzles(deps.userDataDir);
  const log = deps.log ?? ((message: string) => console.error(message));
  const paths = createPathPolicy({
    documentsDir: deps.documentsDir,
    userDataDir: deps.userDataDir,
    examplesDir: deps.examplesDir ?? null,
    recentFiles: async () => (await recent.list()).map((file) => file.path),
  });
  const host: HostInfo = { ...deps.host, places: paths.places() };
  /** Files opened only in part, under a former reading of the rules: nothing is saved over them. */
  const cutShortFiles = new Set<string>();
  const keptWhole = (target: string): string | null =>
    cutShortFiles.has(target)
      ? `${quotePath(target)} was saved under a former reading of the rules and opened only in part, so it is kept as it is; save the game under a new name.`
      : null;

  const remember = async (path: string, file: ReplayFile): Promise<void> => {
    try {
      await recent.add(path, { game: file.game, title: file.title ?? null });
    } catch (error) {
      log(`Could not update the recent files list: ${describe(error)}`);
    }
  };

  /** A recent game whose file has gone is taken off the list, and the player told so; null for any other path. */
  const forgetGone = async (path: unknown): Promise<ErrorResult | null> => {
    const wanted = absolutePath(path);
    if (typeof wanted !== 'string') return null;
    try {
      if (!(await recent.removeIfGone(wanted))) return null;
    } catch (error) {
      log(`Could not update the recent files list: ${describe(error)}`);
      return null;
    }
    return { status: 'error', message: `${missingFileMessage(wanted)} It has been taken off the recent games.` };
  };

  return {
    allowChosen(path: string): void {
      paths.allowChosen(path);
    },

    async host(): Promise<HostInfo> {
      return host;
    },

    async openFile(path?: unknown): Promise<OpenResult> {
      try {
        let wanted: unknown = path;
        if (path === undefined || path === null) {
          const chosen = await deps.dialogs.chooseOpenPath();
          if (chosen === null) return { status: 'cancelled' };
          wanted = resolve(chosen);
          paths.allowChosen(resolve(chosen));
        }
        const target = await paths.forOpening(wanted);
        // A recent game's file that has gone is no longer among the places the page may open: it is refused, or missing.
        if (typeof target !== 'string') return (await forgetGone(wanted)) ?? target;
        const read = await readReplay(target);
        if (!read.ok) return (await forgetGone(target)) ?? { status: 'error', message: read.message, ...(read.mend ? { mend: read.mend } : {}) };
        await remember(target, read.file);
        if (read.cutShort === undefined) return { status: 'opened', path: target, file: read.file };
        // The file keeps the steps that no longer stand: a save over it would lose them.
        cutShortFiles.add(target);
        return { status: 'opened', path: target, file: read.file, cutShort: read.cutShort };
      } catch (error) {
        return { status: 'error', message: `The file could not be opened: ${describe(error)}` };
      }
    },

    async saveFile(file: unknown, path?: unknown): Promise<SaveResult> {
      try {
        const checkedFile = checkFile(file);
        if ('status' in checkedFile) return { status: 'error', message: `The game could not be saved: ${checkedFile.message}` };
        let wanted: unknown = path;
        if (path === undefined || path === null) {
          await mkdir(deps.documentsDir, { recursive: true }).catch(() => undefined);
          const chosen = await deps.dialogs.chooseSavePath(suggestedPath(deps.documentsDir, checkedFile));
          if (chosen === null) return { status: 'cancelled' };
          const named = withReplayExtension(resolve(chosen));
          paths.allowChosen(named);
          wanted = named;
        } else if (typeof path === 'string') {
          wanted = withReplayExtension(path);
        }
        const target = await paths.forSaving(wanted);
        if (typeof target !== 'string') return target;
        const kept = keptWhole(target);
        if (kept !== null) return { status: 'error', message: `The game could not be saved: ${kept}` };
        await writeReplay(target, checkedFile);
        await remember(target, checkedFile);
        return { status: 'saved', path: target };
      } catch (error) {
        return { status: 'error', message: saveFailureMessage(error) };
      }
    },

    async checkSavePath(path: unknown): Promise<SavePathCheck> {
      try {
        // The same path saveFile would write, refused in the same words.
        const target = await paths.forSaving(typeof path === 'string' ? withReplayExtension(path) : path);
        if (typeof target !== 'string') return target;
        // Known before the player is asked to replace anything: the save itself would refuse it in these words.
        const refusal = keptWhole(target) ?? (await refusalToReplace(target));
        if (refusal !== null) return { status: 'refused', path: target, message: refusal };
        return { status: (await isTaken(target)) ? 'exists' : 'new', path: target };
      } catch (error) {
        return { status: 'error', message: `The name could not be checked: ${describe(error)}` };
      }
    },

    async autosave(file: unknown, path?: unknown, mode?: unknown): Promise<void> {
      try {
        const checkedFile = checkFile(file);
        if ('status' in checkedFile) {
          log(`Autosave refused: ${checkedFile.message}`);
          return;
        }
        let lastPath: string | null = null;
        let openedFrom: string | null = null;
        if (path !== undefined && path !== null) {
          if (typeof path !== 'string') {
            log('Autosave refused: The path must be text.');
            return;
          }
          // The game is kept whatever its path: only where it would be saved again is forgotten.
          const checked = await paths.forSaving(path);
          if (typeof checked === 'string') lastPath = checked;
          else {
            // A file that may be opened but not saved over (a shipped example) is where the game came from: it comes back under its name.
            const opened = await paths.forOpening(path);
            if (typeof opened === 'string') openedFrom = opened;
            else log(`Autosave kept without its path: ${checked.message}`);
          }
        }
        // Anything but a replay comes back in play, as before the mode was kept.
        await autosaveStore.save(checkedFile, lastPath, mode === 'replay' ? 'replay' : 'play', openedFrom);
      } catch (error) {
        log(`Autosave failed: ${describe(error)}`);
      }
    },

    async clearAutosave(): Promise<void> {
      try {
        await autosaveStore.clear();
      } catch (error) {
        log(`Could not clear the autosave: ${describe(error)}`);
      }
    },

    async restorable(): Promise<RestorableGame | DamagedAutosave | null> {
      try {
        const game = await autosaveStore.restorable();
        if (!game || !('file' in game)) return game;
        // Only the main process writes the autosave, and only with a path that passed the checks.
        if (game.path) paths.allowChosen(game.path);
        if (game.openedFrom === null) return game;
        // Where the game came from is read from disk like the rest: offered back only while it may still be opened, and nothing more is allowed for it.
        const opened = await paths.forOpening(game.openedFrom);
        return { ...game, openedFrom: typeof opened === 'string' ? opened : null };
      } catch (error) {
        log(`Could not read the autosave: ${describe(error)}`);
        return null;
      }
    },

    async recentFiles(): Promise<readonly RecentFile[]> {
      try {
        return await recent.list();
      } catch (error) {
        log(`Could not read the recent files list: ${describe(error)}`);
        return [];
      }
    },

    async removeRecentFile(path: unknown): Promise<RemoveRecentResult> {
      try {
        const wanted = absolutePath(path);
        if (typeof wanted !== 'string') return wanted;
        // The page learns nothing of a path it names: the list it was shown is all it may take from.
        if (!(await recent.remove(wanted))) return { status: 'error', message: 'That game is not on the recent games, so nothing was changed.' };
        // Taken off the list, the file stays where this run may reach it: a game open from it may still be saved back there.
        paths.allowChosen(wanted);
        return { status: 'removed' };
      } catch (error) {
        return { status: 'error', message: `The game could not be taken off the recent games: ${describe(error)}` };
      }
    },

    async newGameChoices(): Promise<NewGameChoices> {
      try {
        return await newGameChoices.read();
      } catch (error) {
        log(`Could not read the new game choices: ${describe(error)}`);
        return NO_CHOICES;
      }
    },

    async rememberNewGame(game: unknown, choice: unknown): Promise<RememberNewGameResult> {
      try {
        if (typeof game !== 'string') return { status: 'error', message: 'The game must be named by its id.' };
        const definition = findGame(game);
        if (!definition) return { status: 'error', message: `There is no game called ${quoteUntrusted(game, MAX_ID_LENGTH)}.` };
        const checked = checkSetupChoice(definition, choice);
        if (!checked.ok) return { status: 'error', message: `The choices were not kept: ${checked.reason}` };
        await newGameChoices.remember(definition.id, checked.choice);
        return { status: 'saved' };
      } catch (error) {
        return { status: 'error', message: `The choices could not be kept: ${describe(error)}` };
      }
    },

    async markPuzzleSolved(path: unknown): Promise<MarkSolvedResult> {
      try {
        // Only a file the app may open can be a puzzle solved in it; the puzzle is read from the file itself.
        const target = await paths.forOpening(path);
        if (typeof target !== 'string') return target;
        const added = await solved.add(target);
        if (!added.ok) return { status: 'error', message: `The puzzle could not be marked solved: ${oneLine(added.message)}` };
        return { status: 'saved' };
      } catch (error) {
        return { status: 'error', message: `The puzzle could not be marked solved: ${describe(error)}` };
      }
    },

    async isPuzzleSolved(path: unknown): Promise<PuzzleSolvedResult> {
      try {
        const target = await paths.forOpening(path);
        if (typeof target !== 'string') return target;
        return { status: (await solved.has(target)) ? 'solved' : 'unsolved' };
      } catch (error) {
        log(`Could not read the solved puzzles list: ${describe(error)}`);
        return { status: 'unsolved' };
      }
    },

    async listDirectory(path: unknown): Promise<DirectoryListing | ErrorResult> {
      try {
        const checked = await paths.forListing(path);
        if (typeof checked !== 'string') return checked;
        const listing = await listDirectory(checked);
        if ('status' in listing) return listing;
        const confined = await confine(listing);
        return { ...confined, entries: await solved.mark(confined.entries) };
      } catch (error) {
        return { status: 'error', message: `The folder could not be listed: ${describe(error)}` };
      }
    },
  };

  /** The listing without what may not be opened from it, and with no way up past the allowed places. */
  async function confine(listing: DirectoryListing): Promise<DirectoryListing> {
    const reach = await paths.reach();
    const allowed = await Promise.all(listing.entries.map((entry) => (entry.kind === 'dir' ? reach.mayList(entry.path) : reach.mayOpen(entry.path))));
    const parent = listing.parent !== null && (await reach.mayList(listing.parent)) ? listing.parent : null;
    const entries = listing.entries.filter((_, i) => allowed[i]);
    return { path: listing.path, parent, entries, ...(listing.omitted ? { omitted: listing.omitted } : {}) };
  }
}

/**
 * Calls a handler by name with arguments that arrived over IPC or HTTP.
 * Unknown names and too many arguments are refused before anything runs.
 */
export async function invokeHandler(handlers: Handlers, method: unknown, args: unknown): Promise<unknown> {
  if (!isApiMethod(method)) return { status: 'error', message: `There is no ${quoteUntrusted(String(method))} request.` };
  if (!Array.isArray(args) || args.length > MAX_ARGUMENTS[method]) {
    return { status: 'error', message: `The "${method}" request has the wrong arguments.` };
  }
  const call = handlers[method] as (...values: unknown[]) => Promise<unknown>;
  return call(...args);
}

const MAX_ARGUMENTS: Readonly<Record<ApiMethod, number>> = {
  host: 0,
  openFile: 1,
  saveFile: 2,
  checkSavePath: 1,
  autosave: 3,
  clearAutosave: 0,
  restorable: 0,
  recentFiles: 0,
  removeRecentFile: 1,
  newGameChoices: 0,
  rememberNewGame: 2,
  listDirectory: 1,
  markPuzzleSolved: 1,
  isPuzzleSolved: 1,
};

/** The replay file as validated here, or why it is not one. */
function checkFile(value: unknown): ReplayFile | ErrorResult {
  try {
    return checkReplayJson(value);
  } catch (error) {
    return { status: 'error', message: replayFailureMessage(error) };
  }
}

function suggestedPath(documentsDir: string, file: ReplayFile): string {
  const base = (file.title ?? `${file.game}-${dealSeed(file)}`).replace(/[^A-Za-z0-9 _-]+/g, '-').replace(/^[-\s]+|[-\s]+$/g, '').slice(0, 80);
  return join(documentsDir, `${base || 'game'}.royal.json`);
}

/** The seed of the deal, for a file name; a game set up from a position has none. */
function dealSeed(file: ReplayFile): string {
  return file.start.kind === 'deal' ? String(file.start.seed) : 'position';
}

function saveFailureMessage(error: unknown): string {
  if (error instanceof SaveError) return oneLine(error.message);
  if (error instanceof ReplayError) return `The game could not be saved: ${oneLine(error.message)}`;
  return `The game could not be saved: ${describe(error)}.`;
}

function describe(error: unknown): string {
  return error instanceof Error ? oneLine(error.message) : 'unknown error';
}
