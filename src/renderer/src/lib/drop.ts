/**
 * A game file dropped on the window opens as if chosen with Open…. Only the
 * desktop app can tell where a dropped file lives (the host hands back its
 * path and from then on lets the app open and save it); in a browser the
 * player is told to use Open… instead.
 */
import { getApi } from '../host/api';
import { CANNOT_OPEN, openPath } from './commands';
import { ui } from './ui.svelte';

export const DROP_NEEDS_DESKTOP = 'Dropping a file opens it only in the desktop app; here, use Open… and choose it in the Royal Table folder.';
export const DROP_NOT_ON_DISK = 'Only a file saved on this computer can be opened by dropping it here.';

/** The one file a drop carries, or null when it carries none (or something else, such as a card being moved). */
export function droppedFile(types: readonly string[] | undefined, files: ArrayLike<File> | undefined): File | null {
  if (!types?.includes('Files') || !files || files.length !== 1) return null;
  return files[0] ?? null;
}

export function openDroppedFiles(target: Window): void {
  target.addEventListener('dragover', (event) => {
    if (!event.defaultPrevented && event.dataTransfer?.types.includes('Files')) event.preventDefault();
  });
  target.addEventListener('drop', (event) => {
    if (event.defaultPrevented) return;
    const file = droppedFile(event.dataTransfer?.types, event.dataTransfer?.files);
    if (!file) return;
    event.preventDefault();
    void open(file);
  });
}

async function open(file: File): Promise<void> {
  const choose = getApi().chooseDroppedFile;
  if (!choose) {
    ui.showError('Dropped files open only in the desktop app', DROP_NEEDS_DESKTOP);
    return;
  }
  try {
    const path = await choose(file);
    if (path) await openPath(path);
    else ui.showError(CANNOT_OPEN, DROP_NOT_ON_DISK);
  } catch (error) {
    ui.showError(CANNOT_OPEN, `The file could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
}
