/**
 * The files opened or saved lately, most recent first, in
 * `<userDataDir>/recent.json`, each with its game and title so the home
 * screen can say what it is without reading it again. A damaged list is
 * treated as empty rather than stopping anything; files that have gone away
 * are left out when listed, and taken off the list once the player tries to
 * open one. A list of the first version holds paths only.
 */
import { mkdir, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { RecentFile } from '../../preload/api';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const RECENT_FILE = 'recent.json';
export const RECENT_LIMIT = 10;
const RECENT_VERSION = 2;
const MAX_RECENT_BYTES = 256 * 1024;
const MAX_PATH_LENGTH = 4096;
/** As long as a game id or a file's title may be (replay-file-schema.ts). */
const MAX_GAME_LENGTH = 40;
const MAX_TITLE_LENGTH = 200;

/** What a recent file holds, as it was when it was last opened or saved. */
export type RecentAbout = Omit<RecentFile, 'path'>;

export interface RecentFiles {
  /** Puts `path` first; throws only if the list cannot be written. */
  add(path: string, about: RecentAbout): Promise<void>;
  /** The remembered files that still exist, most recent first. */
  list(): Promise<RecentFile[]>;
  /** Takes `path` off the list, leaving its file alone; false, with nothing written, when it was not on it. */
  remove(path: string): Promise<boolean>;
  /** Takes `path` off the list if it is on it and no file is there any more; true when it did. */
  removeIfGone(path: string): Promise<boolean>;
}

export function createRecentFiles(userDataDir: string, limit = RECENT_LIMIT): RecentFiles {
  const filePath = join(userDataDir, RECENT_FILE);
  const serial = serialQueue();

  const load = async (): Promise<RecentFile[]> => {
    const read = await readTextLimited(filePath, MAX_RECENT_BYTES, () => 'too large');
    if (!read.ok) return [];
    try {
      return parseRecent(JSON.parse(read.text));
    } catch {
      return [];
    }
  };

  const store = async (files: readonly RecentFile[]): Promise<void> => {
    await mkdir(userDataDir, { recursive: true });
    await writeTextAtomic(filePath, `${JSON.stringify({ version: RECENT_VERSION, files }, null, 2)}\n`);
  };

  /** Takes `path` off the list when `when` says so of it; whether it did. */
  const removeWhere = async (path: string, when: () => Promise<boolean>): Promise<boolean> => {
    const files = await load();
    if (!files.some((file) => file.path === path) || !(await when())) return false;
    await store(files.filter((file) => file.path !== path));
    return true;
  };

  return {
    add: (path, about) =>
      serial(async () => {
        const entry: RecentFile = { path, game: about.game, title: about.title };
        await store([entry, ...(await load()).filter((file) => file.path !== path)].slice(0, limit));
      }),

    list: () =>
      serial(async () => {
        const files = await load();
        const present = await Promise.all(files.map((file) => isFile(file.path)));
        return files.filter((_, i) => present[i]).slice(0, limit);
      }),

    remove: (path) => serial(() => removeWhere(path, async () => true)),

    // Only a path on the list is looked at on the disk: the list holds files the player chose.
    removeIfGone: (path) => serial(() => removeWhere(path, async () => !(await isFile(path)))),
  };
}

/** Keeps only entries whose path looks like a path; a game or title that is not plain text is dropped, not the entry. */
function parseRecent(json: unknown): RecentFile[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return [];
  const files = (json as { files?: unknown }).files;
  if (!Array.isArray(files)) return [];
  const seen = new Set<string>();
  const entries: RecentFile[] = [];
  for (const item of files) {
    const entry = recentEntry(item);
    if (entry === null || seen.has(entry.path)) continue;
    seen.add(entry.path);
    entries.push(entry);
  }
  return entries;
}

/** An entry of either version: a path alone (version 1), or a path with its game and title. */
function recentEntry(item: unknown): RecentFile | null {
  if (typeof item === 'string') return isPath(item) ? { path: item, game: null, title: null } : null;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  const { path, game, title } = item as Record<string, unknown>;
  if (!isPath(path)) return null;
  return { path, game: textUpTo(game, MAX_GAME_LENGTH), title: textUpTo(title, MAX_TITLE_LENGTH) };
}

function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_PATH_LENGTH && !value.includes('\0') && isAbsolute(value);
}

function textUpTo(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
