/**
 * The host API for the renderer: Electron's preload bridge when it is there,
 * otherwise a small HTTP client for the browser host's `POST /api/<method>`.
 */
import type { RoyalTableApi } from '../../../preload/api';

let api: RoyalTableApi | null = null;

export function getApi(): RoyalTableApi {
  api ??= typeof window !== 'undefined' && window.royalTable ? window.royalTable : createHttpApi('/api/');
  return api;
}

type Failure = { readonly status: 'error'; readonly message: string };

/** The browser host's API at `base` (its `/api/` path). */
export function createHttpApi(base: string): RoyalTableApi {
  async function call<T>(method: string, args: unknown[]): Promise<T> {
    const response = await fetch(base + method, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as Partial<Failure> | null)?.message;
      throw new Error(typeof message === 'string' ? message : `The host refused the request (HTTP ${response.status}).`);
    }
    return body as T;
  }

  /** For calls whose results already carry errors: a lost host becomes one more error result. */
  async function callWithStatus<T>(method: string, args: unknown[]): Promise<T | Failure> {
    try {
      return await call<T>(method, args);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { status: 'error', message: `The Royal Table host did not answer: ${detail}` };
    }
  }

  return {
    host: () => call('host', []),
    openFile: (path) => callWithStatus('openFile', path === undefined ? [] : [path]),
    saveFile: (file, path) => callWithStatus('saveFile', path === undefined ? [file] : [file, path]),
    checkSavePath: (path) => callWithStatus('checkSavePath', [path]),
    autosave: async (file, path, mode) => {
      await call('autosave', mode === undefined ? [file, path] : [file, path, mode]);
    },
    clearAutosave: async () => {
      await call('clearAutosave', []);
    },
    restorable: () => call('restorable', []),
    recentFiles: () => call('recentFiles', []),
    removeRecentFile: (path) => callWithStatus('removeRecentFile', [path]),
    newGameChoices: () => call('newGameChoices', []),
    rememberNewGame: (game, choice) => callWithStatus('rememberNewGame', [game, choice]),
    listDirectory: (path) => callWithStatus('listDirectory', [path]),
    markPuzzleSolved: (path) => callWithStatus('markPuzzleSolved', [path]),
    isPuzzleSolved: (path) => callWithStatus('isPuzzleSolved', [path]),
    // No application menu in a browser: the renderer binds the shortcuts itself.
    onMenuCommand: () => () => undefined,
  };
}
