/** Native open and save dialogs, filtered to Royal Table games. */
import { basename, dirname } from 'node:path';
import { dialog, type BrowserWindow, type FileFilter, type MessageBoxOptions } from 'electron';
import { isTaken, withReplayExtension } from '../files/replay-store';
import type { Dialogs } from '../handlers';

const FILTERS: FileFilter[] = [
  { name: 'Royal Table games', extensions: ['royal.json'] },
  { name: 'JSON files', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

export function electronDialogs(window: () => BrowserWindow | null, documentsDir: string): Dialogs {
  async function confirmReplace(path: string): Promise<boolean> {
    const options: MessageBoxOptions = {
      type: 'question',
      title: 'Save the game',
      message: `Replace “${basename(path)}”?`,
      detail: `A file with this name is already in ${dirname(path)}. Replacing it overwrites what it holds.`,
      buttons: ['Replace', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
    };
    const owner = window();
    const result = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options);
    return result.response === 0;
  }

  return {
    async chooseOpenPath() {
      const options = { title: 'Open a game', defaultPath: documentsDir, filters: FILTERS, properties: ['openFile' as const] };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSavePath(suggested) {
      const options = { title: 'Save the game', defaultPath: suggested, filters: FILTERS, properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const] };
      const owner = window();
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return null;
      // The dialog asked about the name as typed; a name typed without the extension is saved under
      // another one, which may be a file already there that nobody was asked about.
      const named = withReplayExtension(result.filePath);
      if (named !== result.filePath && (await isTaken(named)) && !(await confirmReplace(named))) return null;
      return named;
    },
  };
}
