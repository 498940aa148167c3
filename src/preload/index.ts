/**
 * The bridge between the sandboxed renderer and the main process: exactly the
 * RoyalTableApi methods, each one IPC call, and nothing of Node or Electron
 * leaks into the page. Built as CommonJS, which sandboxed preloads require.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { DROPPED_FILE_CHANNEL, MENU_COMMAND_CHANNEL, apiChannel, type ApiMethod } from '../main/api-methods';
import type { MenuCommand, RoyalTableApi } from './api';

function invoke<T>(method: ApiMethod, ...args: unknown[]): Promise<T> {
  return ipcRenderer.invoke(apiChannel(method), ...args) as Promise<T>;
}

const api: RoyalTableApi = {
  host: () => invoke('host'),
  openFile: (path) => (path === undefined ? invoke('openFile') : invoke('openFile', path)),
  saveFile: (file, path) => (path === undefined ? invoke('saveFile', file) : invoke('saveFile', file, path)),
  checkSavePath: (path) => invoke('checkSavePath', path),
  autosave: (file, path, mode) => invoke('autosave', file, path, mode),
  clearAutosave: () => invoke('clearAutosave'),
  restorable: () => invoke('restorable'),
  recentFiles: () => invoke('recentFiles'),
  removeRecentFile: (path) => invoke('removeRecentFile', path),
  newGameChoices: () => invoke('newGameChoices'),
  rememberNewGame: (game, choice) => invoke('rememberNewGame', game, choice),
  listDirectory: (path) => invoke('listDirectory', path),
  markPuzzleSolved: (path) => invoke('markPuzzleSolved', path),
  isPuzzleSolved: (path) => invoke('isPuzzleSolved', path),
  onMenuCommand: (listener) => {
    const relay = (_event: IpcRendererEvent, command: MenuCommand): void => listener(command);
    ipcRenderer.on(MENU_COMMAND_CHANNEL, relay);
    return () => {
      ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, relay);
    };
  },
  // The path is read here from the file itself, never taken from the page: a page can
  // make up a File, but only one the person dropped or picked has a path on the disk.
  chooseDroppedFile: async (file) => {
    let path = '';
    try {
      path = webUtils.getPathForFile(file);
    } catch {
      // Not a file at all: no path, like a file made up by the page.
    }
    if (path === '') return null;
    return (await ipcRenderer.invoke(DROPPED_FILE_CHANNEL, path)) as string | null;
  },
};

contextBridge.exposeInMainWorld('royalTable', api);
