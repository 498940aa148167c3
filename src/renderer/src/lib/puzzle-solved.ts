/**
 * Solved puzzles, kept by the main process in the app's data folder. The
 * main process reads the puzzle from the file itself, so a mark follows the
 * puzzle to any copy of it; the screen only asks about the file it has open
 * (folder listings come with their marks).
 */
import { getApi } from '../host/api';

/** Marks the puzzle in the file at `path` solved; the reason in words when it could not be kept. */
export async function markPuzzleSolved(path: string): Promise<string | null> {
  try {
    const result = await getApi().markPuzzleSolved(path);
    return result.status === 'error' ? result.message : null;
  } catch (error) {
    return `The puzzle could not be marked solved: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Whether the puzzle in the file at `path` has been solved; false when that cannot be told. */
export async function isPuzzleSolved(path: string): Promise<boolean> {
  try {
    return (await getApi().isPuzzleSolved(path)).status === 'solved';
  } catch {
    // The mark is a convenience: without an answer nothing is marked.
    return false;
  }
}
