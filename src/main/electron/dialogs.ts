/** Native open and save dialogs, filtered to Royal Table games. */
import { basename, dirname, join } from 'node:path';
import { dialog, type BrowserWindow, type FileFilter, type MessageBoxOptions } from 'electron';
import { isTaken, refusalToReplace, withReplayExtension } from '../files/replay-store';
import type { Dialogs } from '../handlers';

const FILTERS: FileFilter[] = [
  { name: 'Royal Table games', extensions: ['royal.json'] },
  { name: 'JSON files', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

/** Shown in the Open dialog where the system shows a message (macOS): the dialog's list cannot mark a solved puzzle. */
export const OPEN_MESSAGE = 'Puzzles you have solved are marked ✓ in Royal Table’s own list (Puzzles and examples), and say so once opened.';

/**
 * macOS and Windows ask before the name chosen in their save dialog replaces a file, in their own words and
 * whatever the file is (a file the app will not replace is then refused just after). Linux asks only when told
 * to, and is not: there the app asks itself, once it knows the file is one it would replace at all.
 */
function dialogAsksToReplace(platform: NodeJS.Platform): boolean {
  return platform !== 'linux';
}

export function electronDialogs(window: () => BrowserWindow | null, documentsDir: string, platform: NodeJS.Platform = process.platform): Dialogs {
  async function ask(options: MessageBoxOptions): Promise<number> {
    const owner = window();
    const result = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options);
    return result.response;
  }

  async function confirmReplace(path: string): Promise<boolean> {
    const answer = await ask({
      type: 'question',
      title: 'Save the game',
      message: `Replace “${basename(path)}”?`,
      detail: `A file with this name is already in ${dirname(path)}. Replacing it overwrites what it holds.`,
      buttons: ['Replace', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
    });
    return answer === 0;
  }

  /** Says why the file chosen will not be replaced; true when the player goes on to choose another name. */
  async function offerAnotherName(path: string, refusal: string): Promise<boolean> {
    const answer = await ask({
      type: 'warning',
      title: 'Save the game',
      message: `“${basename(path)}” will not be replaced`,
      detail: refusal,
      buttons: ['Choose another name', 'Cancel'],
      defaultId: 0,
      cancelId: 1,
    });
    return answer === 0;
  }

  async function showSaveDialog(defaultPath: string): Promise<string | null> {
    const options = { title: 'Save the game', defaultPath, filters: FILTERS, properties: ['createDirectory' as const] };
    const owner = window();
    const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  }

  return {
    async chooseOpenPath() {
      // The system's list cannot carry a mark of the app's own, so the solved puzzles are named where they are marked.
      const options = { title: 'Open a game', message: OPEN_MESSAGE, defaultPath: documentsDir, filters: FILTERS, properties: ['openFile' as const] };
      const owner = window();
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async chooseSavePath(suggested) {
      let defaultPath = suggested;
      for (;;) {
        const typed = await showSaveDialog(defaultPath);
        if (typed === null) return null;
        const named = withReplayExtension(typed);
        // The save would refuse this file too (main process, at write time); the player hears it now, before anything else.
        const refusal = await refusalToReplace(named);
        if (refusal !== null) {
          if (!(await offerAnotherName(named, refusal))) return null;
          defaultPath = join(dirname(named), basename(suggested));
          continue;
        }
        // The dialog asked about the name as typed, if it asked at all; a name typed without the extension
        // is saved under another one, which may be a file already there that nobody was asked about.
        const asked = dialogAsksToReplace(platform) && named === typed;
        if (!asked && (await isTaken(named)) && !(await confirmReplace(named))) return null;
        return named;
      }
    },
  };
}
