/** Native open and save dialogs, filtered to Royal Table games. */
import { dialog, type BrowserWindow, type FileFilter } from 'electron';
import type { Dialogs } from '../handlers';

const FILTERS: FileFilter[] = [
  { name: 'Royal Table games', extensions: ['royal.json'] },
  { name: 'JSON files', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

export function electronDialogs(window: () => BrowserWindow | null, documentsDir: string): Dialogs {
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
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  };
}
