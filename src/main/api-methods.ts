/**
 * The methods the renderer may call on the main process, and the names they
 * travel under. Free of imports so the sandboxed preload can bundle it.
 */
export const API_METHODS = [
  'host',
  'openFile',
  'saveFile',
  'checkSavePath',
  'autosave',
  'clearAutosave',
  'restorable',
  'recentFiles',
  'removeRecentFile',
  'newGameChoices',
  'rememberNewGame',
  'listDirectory',
  'markPuzzleSolved',
  'isPuzzleSolved',
] as const;

export type ApiMethod = (typeof API_METHODS)[number];

/** The IPC channel for a method. */
export function apiChannel(method: ApiMethod): string {
  return `royal-table:${method}`;
}

/**
 * The channel the preload sends a dropped file's path on. Not an API method:
 * only Electron's preload can read a path from a dropped file, so no other
 * host answers it.
 */
export const DROPPED_FILE_CHANNEL = 'royal-table:dropped-file';

/** The channel menu commands reach the renderer on. */
export const MENU_COMMAND_CHANNEL = 'menu-command';

export function isApiMethod(name: unknown): name is ApiMethod {
  return typeof name === 'string' && (API_METHODS as readonly string[]).includes(name);
}
