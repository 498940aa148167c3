/**
 * The puzzles a person has solved, per collection (the folder a puzzle file
 * sits in), in `<userDataDir>/solved-puzzles.json`. Written atomically and
 * checked field by field when read: a damaged list counts as empty rather than
 * stopping anything, and is replaced by the next puzzle solved.
 */
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const SOLVED_FILE = 'solved-puzzles.json';
const SOLVED_VERSION = 1;
const MAX_SOLVED_BYTES = 1024 * 1024;
export const MAX_COLLECTIONS = 200;
export const MAX_PER_COLLECTION = 1000;

/** Solved puzzle file names, by the folder that holds them. */
export type SolvedPuzzles = Readonly<Record<string, readonly string[]>>;

const solvedSchema = z
  .object({
    version: z.literal(SOLVED_VERSION),
    collections: z.record(z.string().min(1).max(4096), z.array(z.string().min(1).max(255)).max(MAX_PER_COLLECTION)),
  })
  .strict()
  .refine((file) => Object.keys(file.collections).length <= MAX_COLLECTIONS, 'too many collections');

export interface SolvedStore {
  list(): Promise<SolvedPuzzles>;
  /** Marks the puzzle at `path` solved; throws only if the list cannot be written. */
  add(path: string): Promise<SolvedPuzzles>;
}

export function createSolvedPuzzles(userDataDir: string): SolvedStore {
  const filePath = join(userDataDir, SOLVED_FILE);
  const serial = serialQueue();

  const load = async (): Promise<Record<string, string[]>> => {
    const read = await readTextLimited(filePath, MAX_SOLVED_BYTES, () => 'too large');
    if (!read.ok) return {};
    try {
      const parsed = solvedSchema.safeParse(JSON.parse(read.text));
      return parsed.success ? parsed.data.collections : {};
    } catch {
      return {};
    }
  };

  return {
    list: () => serial(load),
    add: (path) =>
      serial(async () => {
        const collections = await load();
        const folder = dirname(path);
        const name = basename(path);
        const names = collections[folder] ?? [];
        if (!names.includes(name)) {
          // The oldest collection gives way first; a collection keeps its latest solved puzzles.
          delete collections[folder];
          collections[folder] = [...names, name].slice(-MAX_PER_COLLECTION);
          const kept = Object.keys(collections).slice(-MAX_COLLECTIONS);
          const trimmed = Object.fromEntries(kept.map((key) => [key, collections[key]!]));
          await mkdir(userDataDir, { recursive: true });
          await writeTextAtomic(filePath, `${JSON.stringify({ version: SOLVED_VERSION, collections: trimmed }, null, 2)}\n`);
          return trimmed;
        }
        return collections;
      }),
  };
}
