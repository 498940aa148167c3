/**
 * The API the renderer sees as `window.royalTable`. The preload script gives it
 * over Electron IPC; the browser host and the e2e harness give the same API
 * backed by the same main-process handlers (src/main/handlers.ts).
 *
 * Every file travels as a ReplayFile object; the main process validates it
 * again on its side, since the renderer is not trusted with the disk. A file
 * going the other way (opened, or left behind by a crash) was proven by the
 * main process, every step against its fingerprint, before it is handed over:
 * the window rebuilds it through the rules but does not hash it again
 * (renderer/src/lib/host-replay.ts).
 */
import type { PositionToMend, ReplayFile } from '../engine/core/replay-file';
import type { SetupChoice } from '../engine/core/setup-choice';

export type OpenResult =
  /** `file` is proven: every step rebuilt through the rules and matched against its fingerprint. */
  /**
   * `cutShort`: saved under a former reading of the rules, the file stands only in part; `file` is the game as far as
   * it stands, the message says which step no longer stands, and nothing may be saved over the file (it keeps the rest).
   */
  | { readonly status: 'opened'; readonly path: string; readonly file: ReplayFile; readonly cutShort?: string }
  | { readonly status: 'cancelled' }
  /** `mend`: the file was refused for its start position alone, sent for the table editor to show; the window checks it again. */
  | { readonly status: 'error'; readonly message: string; readonly mend?: PositionToMend };

export type SaveResult =
  | { readonly status: 'saved'; readonly path: string }
  | { readonly status: 'cancelled' }
  | { readonly status: 'error'; readonly message: string };

/** Whether saving at a path would replace a file already there, asked before the player confirms a name. */
export type SavePathCheck =
  /** `path`: where the game would be saved, the replay extension added as saving adds it. */
  | { readonly status: 'new' | 'exists'; readonly path: string }
  /** Something is at `path` that saving will not replace (a file that is not a Royal Table game, a folder); `message` says so. */
  | { readonly status: 'refused'; readonly path: string; readonly message: string }
  | { readonly status: 'error'; readonly message: string };

/** How the game was looked at when it was autosaved: played, or a replay opened from a file (annotated, say). */
export type AutosaveMode = 'play' | 'replay';

export interface RestorableGame {
  /** Proven like an opened file's. */
  readonly file: ReplayFile;
  /** Where the game was saved last, if it had been. */
  readonly path: string | null;
  /**
   * The file the game was opened from when nothing may be saved there (a shipped example), and the host may
   * still open it: the game comes back under its name, and saving it asks for a place of the player's own.
   */
  readonly openedFrom: string | null;
  readonly savedAt: string;
  /** It comes back in the mode it was autosaved in. */
  readonly mode: AutosaveMode;
}

/** An autosave that could not be read back: moved aside, never offered; `message` tells the player where it was kept. */
export interface DamagedAutosave {
  readonly status: 'damaged';
  readonly message: string;
  /** The autosave was refused for its start position alone, sent for the table editor to show; the window checks it again. */
  readonly mend?: PositionToMend;
}

export interface DirectoryListing {
  readonly path: string;
  readonly parent: string | null;
  /** `solved`: the file holds a puzzle the person has solved, wherever it was solved. */
  readonly entries: readonly { readonly name: string; readonly path: string; readonly kind: 'dir' | 'file'; readonly solved?: true }[];
  /** Folders and games past the listing's limit, left out after the first ones by name. */
  readonly omitted?: number;
}

/** A folder listed, or why it cannot be. */
export type DirectoryResult = DirectoryListing | { readonly status: 'error'; readonly message: string };

/** A file opened or saved lately, with what it held then. */
export interface RecentFile {
  readonly path: string;
  /** The game's id; null for a file remembered before the list kept games. */
  readonly game: string | null;
  /** The title saved in the file, if it has one: text from the file, to be shown as such. */
  readonly title: string | null;
}

export type RemoveRecentResult = { readonly status: 'removed' } | { readonly status: 'error'; readonly message: string };

/** What the new-game form was last used to start, kept by the host between runs. */
export interface NewGameChoices {
  /** The game last started from the form; null before any, or when the app no longer has it. */
  readonly game: string | null;
  /** By game id: the players, seats and options that game was last started with (never the seed). */
  readonly games: Readonly<Record<string, SetupChoice>>;
}

export type RememberNewGameResult = { readonly status: 'saved' } | { readonly status: 'error'; readonly message: string };

/** Commands from the application menu (Electron) or the host's shortcuts. */
export type MenuCommand = 'new' | 'open' | 'save' | 'saveAs' | 'undo' | 'redo' | 'close' | 'review';

export interface HostInfo {
  /** 'electron' shows native dialogs and menus; 'browser' relies on the app's own. */
  readonly kind: 'electron' | 'browser';
  readonly nativeDialogs: boolean;
  readonly nativeMenu: boolean;
  /** Where the in-app file dialog starts. */
  readonly documentsDir: string;
  /** The folders the in-app file dialog may browse (the host refuses paths outside them and the recent files). */
  readonly places?: readonly { readonly name: string; readonly path: string }[];
}

export type MarkSolvedResult = { readonly status: 'saved' } | { readonly status: 'error'; readonly message: string };

export type PuzzleSolvedResult = { readonly status: 'solved' | 'unsolved' } | { readonly status: 'error'; readonly message: string };

export interface RoyalTableApi {
  host(): Promise<HostInfo>;
  /** With a path: opens it. Without: shows the native open dialog (Electron only). */
  openFile(path?: string): Promise<OpenResult>;
  /** With a path: saves there. Without: shows the native save dialog (Electron only). */
  saveFile(file: ReplayFile, path?: string): Promise<SaveResult>;
  /**
   * Whether saving at `path` would replace a file, so the app's own dialog can ask first, or would be refused for
   * what is there; a path the app may not save to is an error.
   */
  checkSavePath(path: string): Promise<SavePathCheck>;
  /** Keeps the game in progress (or a replay being annotated) safe against a crash. */
  autosave(file: ReplayFile, path: string | null, mode?: AutosaveMode): Promise<void>;
  /** Forgets the autosave (the game was saved, closed or restored). */
  clearAutosave(): Promise<void>;
  /** The game left behind by a crash or unclean exit, if any; a damaged one is told of once. */
  restorable(): Promise<RestorableGame | DamagedAutosave | null>;
  /** The files opened or saved lately that still exist, most recent first. */
  recentFiles(): Promise<readonly RecentFile[]>;
  /** Takes a game off the recent list (one on it: any other path changes nothing); its file stays as it is. */
  removeRecentFile(path: string): Promise<RemoveRecentResult>;
  /** What the new-game form was last used to start, each game's choices checked against the game as it is now. */
  newGameChoices(): Promise<NewGameChoices>;
  /** Keeps what `game` was just started with, for the new-game form to offer next time. */
  rememberNewGame(game: string, choice: SetupChoice): Promise<RememberNewGameResult>;
  /** For the in-app file dialog when there are no native dialogs; solved puzzles are marked. */
  listDirectory(path: string): Promise<DirectoryResult>;
  /** Marks the puzzle in the file at `path` solved (a path the app may open): the puzzle itself, so the mark follows it to any copy. */
  markPuzzleSolved(path: string): Promise<MarkSolvedResult>;
  /** Whether the puzzle in the file at `path` has been solved (here or in any copy of it). */
  isPuzzleSolved(path: string): Promise<PuzzleSolvedResult>;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * The path of a file dropped on the window, which from then on may be opened
   * and saved like one chosen in a dialog; null for a file that is not on the
   * disk. Only Electron can tell where a dropped file lives: elsewhere this is
   * missing.
   */
  chooseDroppedFile?(file: File): Promise<string | null>;
}

declare global {
  interface Window {
    royalTable: RoyalTableApi;
  }
}
