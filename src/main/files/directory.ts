/**
 * Folder listings for the app's own file dialog (used where there are no
 * native dialogs): sub-folders and JSON files, hidden entries left out.
 */
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { DirectoryResult } from '../../preload/api';
import { quotePath } from '../../engine/core/quote';
import { errorCode } from './fs-messages';

/**
 * Enough for any folder a person browses by eye; the rest are counted, not listed, and open by their typed names.
 * Five thousand took the dialog several seconds to lay out on a 2-core machine; a thousand is under a second.
 * A listing reads this many files for solved marks (solved-puzzles.ts), so each game listed can show its mark.
 */
export const MAX_DIRECTORY_ENTRIES = 1000;

export async function listDirectory(path: string): Promise<DirectoryResult> {
  const dir = resolve(path);
  let names;
  try {
    const info = await stat(dir);
    if (!info.isDirectory()) return error(`${quotePath(dir)} is not a folder.`);
    names = await readdir(dir, { withFileTypes: true });
  } catch (failure) {
    return error(listFailureMessage(failure, dir));
  }

  const entries: { name: string; path: string; kind: 'dir' | 'file' }[] = [];
  for (const entry of names) {
    if (entry.name.startsWith('.')) continue;
    const entryPath = join(dir, entry.name);
    const kind = await entryKind(entryPath, entry.isDirectory(), entry.isFile(), entry.isSymbolicLink());
    if (kind === 'dir') entries.push({ name: entry.name, path: entryPath, kind });
    else if (kind === 'file' && entry.name.toLowerCase().endsWith('.json')) entries.push({ name: entry.name, path: entryPath, kind });
  }
  // Sorted before the cut, so a very large folder shows its first entries by name, not whichever the disk gave first.
  entries.sort(byKindThenName);
  const parent = dirname(dir);
  const shown = entries.slice(0, MAX_DIRECTORY_ENTRIES);
  const omitted = entries.length - shown.length;
  return { path: dir, parent: parent === dir ? null : parent, entries: shown, ...(omitted > 0 ? { omitted } : {}) };
}

async function entryKind(path: string, isDir: boolean, isFile: boolean, isLink: boolean): Promise<'dir' | 'file' | null> {
  if (isDir) return 'dir';
  if (isFile) return 'file';
  if (!isLink) return null;
  try {
    const target = await stat(path);
    return target.isDirectory() ? 'dir' : target.isFile() ? 'file' : null;
  } catch {
    return null;
  }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function byKindThenName(a: { kind: string; name: string }, b: { kind: string; name: string }): number {
  if (a.kind !== b.kind) return a.kind === 'dir' ? -1 : 1;
  return collator.compare(a.name, b.name);
}

function listFailureMessage(failure: unknown, dir: string): string {
  switch (errorCode(failure)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `There is no folder at ${quotePath(dir)}.`;
    case 'EACCES':
    case 'EPERM':
      return `The folder ${quotePath(dir)} cannot be opened: permission denied.`;
    default:
      return `The folder ${quotePath(dir)} cannot be opened.`;
  }
}

function error(message: string): DirectoryResult {
  return { status: 'error', message };
}
