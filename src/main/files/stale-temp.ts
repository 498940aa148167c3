/**
 * Temporary files left by saves that never finished. An atomic save writes a
 * temporary file beside its target and renames it over the target; a process
 * killed in between leaves the temporary file behind, and nothing else would
 * ever remove it. At start, before anything is saved, they are swept from the
 * folders the app writes to.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * write-file-atomic names its file `<target>.<decimal number>`; copyFileAtomic
 * names its `<target>.<pid>.tmp`. Only JSON targets are the app's, so a stray
 * `notes.txt.1` of the person's own is never touched.
 */
const STALE_TEMP = /\.json(?:\.bak)?\.\d+(?:\.tmp)?$/i;

export function isStaleTempName(name: string): boolean {
  return STALE_TEMP.test(name);
}

/** How deep under a folder to look; saves go to the folder and the folders a person makes in it. */
const MAX_DEPTH = 4;

/** Removes left-over temporary files under each folder; returns the paths removed. Never throws. */
export async function removeStaleTempFiles(folders: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of folders) await sweep(folder, MAX_DEPTH, removed);
  return removed;
}

async function sweep(folder: string, depth: number, removed: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return; // a folder that is not there has nothing to clean
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    // Symbolic links are not followed: the sweep stays inside the app's own folders.
    if (entry.isDirectory() && depth > 0) await sweep(path, depth - 1, removed);
    else if (entry.isFile() && isStaleTempName(entry.name)) {
      try {
        await rm(path);
        removed.push(path);
      } catch {
        // Left for the next start; it harms nothing meanwhile.
      }
    }
  }
}
