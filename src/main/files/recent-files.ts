/**
 * The files opened or saved lately, most recent first, in
 * `<userDataDir>/recent.json`. A damaged list is treated as empty rather than
 * stopping anything; files that have gone away are left out when listed.
 */
import { mkdir, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const RECENT_FILE = 'recent.json';
export const RECENT_LIMIT = 10;
const RECENT_VERSION = 1;
const MAX_RECENT_BYTES = 256 * 1024;
const MAX_PATH_LENGTH = 4096;

export interface RecentFiles {
  /** Puts `path` first; throws only if the list cannot be written. */
  add(path: string): Promise<void>;
  /** The remembered files that still exist, most recent first. */
  list(): Promise<string[]>;
}

export function createRecentFiles(userDataDir: string, limit = RECENT_LIMIT): RecentFiles {
  const filePath = join(userDataDir, RECENT_FILE);
  const serial = serialQueue();

  const load = async (): Promise<string[]> => {
    const read = await readTextLimited(filePath, MAX_RECENT_BYTES, () => 'too large');
    if (!read.ok) return [];
    try {
      return parseRecent(JSON.parse(read.text));
    } catch {
      return [];
    }
  };

  return {
    add: (path) =>
      serial(async () => {
        const files = [path, ...(await load()).filter((p) => p !== path)].slice(0, limit);
        await mkdir(userDataDir, { recursive: true });
        await writeTextAtomic(filePath, `${JSON.stringify({ version: RECENT_VERSION, files }, null, 2)}\n`);
      }),

    list: () =>
      serial(async () => {
        const files = await load();
        const present = await Promise.all(files.map(isFile));
        return files.filter((_, i) => present[i]).slice(0, limit);
      }),
  };
}

/** Keeps only entries that look like paths; anything else in the file is ignored. */
function parseRecent(json: unknown): string[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return [];
  const files = (json as { files?: unknown }).files;
  if (!Array.isArray(files)) return [];
  const valid = files.filter(
    (p): p is string => typeof p === 'string' && p.length > 0 && p.length <= MAX_PATH_LENGTH && !p.includes('\0') && isAbsolute(p),
  );
  return [...new Set(valid)];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
