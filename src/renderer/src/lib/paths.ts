/**
 * Path strings as the host hands them out. The renderer never touches the
 * disk; it only builds and shows paths, in the host's own separator style.
 */

import { showInvisible } from '../../../engine/core/quote';

export const REPLAY_EXTENSION = '.royal.json';

function separatorOf(path: string): '/' | '\\' {
  return path.includes('\\') && !path.includes('/') ? '\\' : '/';
}

export function joinPath(dir: string, name: string): string {
  const sep = separatorOf(dir);
  return dir.endsWith(sep) ? dir + name : dir + sep + name;
}

export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] || path;
}

/** A file's name for a message: its control and bidirectional characters shown, so it cannot reorder the sentence. */
export function nameInMessage(path: string): string {
  return showInvisible(baseName(path));
}

export function dirName(path: string): string {
  const index = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  if (index < 0) return '';
  if (index === 0) return path[0]!;
  return path.slice(0, index);
}

/** Whether `path` lies in `folder` or below it, in either separator style. */
export function isWithin(path: string, folder: string): boolean {
  const trimmed = folder.replace(/[\\/]+$/, '');
  return path === trimmed || path.startsWith(`${trimmed}/`) || path.startsWith(`${trimmed}\\`);
}

/** "royal-lock-1234.royal.json" */
export function suggestedFileName(gameId: string, seed: number): string {
  return `${gameId}-${seed}${REPLAY_EXTENSION}`;
}

/** Adds the replay extension to a name typed without it. */
export function withReplayExtension(path: string): string {
  const name = baseName(path);
  if (name.endsWith('.json')) return path;
  return path + REPLAY_EXTENSION;
}
