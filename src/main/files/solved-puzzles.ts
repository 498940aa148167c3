/**
 * The puzzles a person has solved, in `<userDataDir>/solved-puzzles.json`.
 * A puzzle is kept by its identity (puzzle-identity.ts: its game, position and
 * statement, read from the file itself), so its mark follows the puzzle when
 * its file is moved, renamed or copied. Lists written before (version 1) kept
 * puzzles by folder and file name; those marks are read and kept as they are.
 *
 * Written atomically and checked field by field when read: a damaged list
 * counts as empty rather than stopping anything, and is replaced by the next
 * puzzle solved.
 */
import { mkdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { quotePath } from '../../engine/core/quote';
import { writeTextAtomic } from './atomic-write';
import { MAX_DIRECTORY_ENTRIES } from './directory';
import { puzzleIdentity } from './puzzle-identity';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const SOLVED_FILE = 'solved-puzzles.json';
const SOLVED_VERSION = 2;
/** Room for every bound below together: 5000 identities take about 160 KB, and version 1 lists were kept under 1 MB. */
const MAX_SOLVED_BYTES = 2 * 1024 * 1024;
/** Solved puzzles kept; the oldest gives way first. */
export const MAX_PUZZLES = 5000;
export const MAX_COLLECTIONS = 200;
export const MAX_PER_COLLECTION = 1000;
/**
 * The largest file read to tell which puzzle it holds. The shipped puzzles are
 * 4–26 KB and a whole Alliance Royals game to 1066 about 120 KB, so a puzzle
 * set deep in a long game, with its verifier's lines, fits with room to
 * spare; a big replay is passed over after a look at its size.
 */
export const MAX_PUZZLE_BYTES = 512 * 1024;
/**
 * Files read for the marks of one call: as many as a folder listing shows, so
 * every game listed can carry its mark, and no more for any other caller. A
 * thousand puzzles take about a second the first time; a file read once is
 * not read again while it is unchanged, so listing it again is quick.
 */
export const MAX_PUZZLE_READS = MAX_DIRECTORY_ENTRIES;
/** Files whose puzzle is remembered between listings; the first remembered gives way first. */
export const MAX_REMEMBERED_FILES = 5000;

const identitySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const collectionsSchema = z
  .record(z.string().min(1).max(4096), z.array(z.string().min(1).max(255)).max(MAX_PER_COLLECTION))
  .refine((collections) => Object.keys(collections).length <= MAX_COLLECTIONS, 'too many collections');

const solvedV1Schema = z.object({ version: z.literal(1), collections: collectionsSchema }).strict();
const solvedSchema = z
  .object({
    version: z.literal(SOLVED_VERSION),
    puzzles: z.array(identitySchema).max(MAX_PUZZLES),
    collections: collectionsSchema,
  })
  .strict();

interface SolvedList {
  /** Identities of solved puzzles, the newest last. */
  readonly puzzles: readonly string[];
  /** Marks made by version 1: solved file names by the folder that holds them. */
  readonly collections: Readonly<Record<string, readonly string[]>>;
}

const EMPTY: SolvedList = { puzzles: [], collections: {} };

export type IdentityResult = { readonly ok: true; readonly identity: string } | { readonly ok: false; readonly message: string };

/** Which puzzle the file at `path` holds, read with a small size limit. */
export async function readPuzzleIdentity(path: string): Promise<IdentityResult> {
  const tooLarge = (size: number): string => `The file ${quotePath(path)} is too large to be kept as a solved puzzle (${kilobytes(size)}; at most ${kilobytes(MAX_PUZZLE_BYTES)}).`;
  const read = await readTextLimited(path, MAX_PUZZLE_BYTES, tooLarge);
  if (!read.ok) return { ok: false, message: read.message };
  const identity = identityOfText(read.text);
  return identity === null ? { ok: false, message: `The file ${quotePath(path)} holds no puzzle.` } : { ok: true, identity };
}

function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KB`;
}

function identityOfText(text: string): string | null {
  // A replay without a puzzle section is passed over without parsing it.
  if (!text.includes('"puzzle"')) return null;
  try {
    // readTextLimited has already dropped a byte-order mark.
    return puzzleIdentity(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A file entry of a folder listing. */
interface Entry {
  readonly path: string;
  readonly kind: 'dir' | 'file';
}

export interface SolvedStore {
  /** Marks the puzzle in the file at `path` solved; the reason in words when the file holds none. Throws only if the list cannot be written. */
  add(path: string): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }>;
  /** Whether the puzzle in the file at `path` is solved. */
  has(path: string): Promise<boolean>;
  /** The entries, each solved puzzle among them with `solved: true`; at most MAX_PUZZLE_READS files are read. */
  mark<T extends Entry>(entries: readonly T[]): Promise<(T & { readonly solved?: true })[]>;
}

export function createSolvedPuzzles(userDataDir: string): SolvedStore {
  const filePath = join(userDataDir, SOLVED_FILE);
  const serial = serialQueue();

  const load = async (): Promise<SolvedList> => {
    const read = await readTextLimited(filePath, MAX_SOLVED_BYTES, () => 'too large');
    if (!read.ok) return EMPTY;
    try {
      const json: unknown = JSON.parse(read.text);
      const current = solvedSchema.safeParse(json);
      if (current.success) return { puzzles: current.data.puzzles, collections: current.data.collections };
      const before = solvedV1Schema.safeParse(json);
      return before.success ? { puzzles: [], collections: before.data.collections } : EMPTY;
    } catch {
      return EMPTY;
    }
  };

  const byName = (list: SolvedList, path: string): boolean => (list.collections[dirname(path)] ?? []).includes(basename(path));

  /** The puzzle each file held when it was last read, while its size and times of change are still the same. */
  const remembered = new Map<string, { readonly stamp: string; readonly identity: string | null }>();

  /**
   * Which puzzle the file at `path` holds (null for none, or a file too big to
   * be a puzzle); undefined when that would take a read and `mayRead` says no.
   */
  const identityOf = async (path: string, mayRead: () => boolean): Promise<string | null | undefined> => {
    const stamp = await smallFileStamp(path);
    if (stamp === null) return null;
    const known = remembered.get(path);
    if (known?.stamp === stamp) return known.identity;
    if (!mayRead()) return undefined;
    const read = await readPuzzleIdentity(path);
    const identity = read.ok ? read.identity : null;
    remembered.delete(path);
    remembered.set(path, { stamp, identity });
    if (remembered.size > MAX_REMEMBERED_FILES) remembered.delete(remembered.keys().next().value!);
    return identity;
  };

  const mark = async <T extends Entry>(entries: readonly T[]): Promise<(T & { readonly solved?: true })[]> => {
    const list = await serial(load);
    const solved = new Set(list.puzzles);
    let reads = 0;
    const mayRead = (): boolean => reads++ < MAX_PUZZLE_READS;
    const marked: (T & { readonly solved?: true })[] = [];
    for (const entry of entries) {
      let isSolved = false;
      if (entry.kind === 'file') {
        if (byName(list, entry.path)) isSolved = true;
        else if (solved.size > 0) {
          const identity = await identityOf(entry.path, mayRead);
          isSolved = typeof identity === 'string' && solved.has(identity);
        }
      }
      marked.push(isSolved ? { ...entry, solved: true } : entry);
    }
    return marked;
  };

  return {
    add: (path) =>
      serial(async () => {
        const read = await readPuzzleIdentity(path);
        if (!read.ok) return read;
        const list = await load();
        // Solved again, the puzzle moves to the newest end; the oldest gives way first.
        const puzzles = [...list.puzzles.filter((key) => key !== read.identity), read.identity].slice(-MAX_PUZZLES);
        await mkdir(userDataDir, { recursive: true });
        await writeTextAtomic(filePath, `${JSON.stringify({ version: SOLVED_VERSION, puzzles, collections: list.collections }, null, 2)}\n`);
        return { ok: true };
      }),

    has: async (path) => {
      const [entry] = await mark([{ path, kind: 'file' as const }]);
      return entry?.solved === true;
    },

    mark,
  };
}

/**
 * For a file small enough to be a puzzle, what changes whenever its content
 * does (its size and times of change); null for anything else, which is passed
 * over without a read.
 */
async function smallFileStamp(path: string): Promise<string | null> {
  try {
    const info = await stat(path, { bigint: true });
    if (!info.isFile() || info.size > BigInt(MAX_PUZZLE_BYTES)) return null;
    return `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`;
  } catch {
    return null;
  }
}
