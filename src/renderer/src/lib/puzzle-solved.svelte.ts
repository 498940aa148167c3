/**
 * The puzzles solved so far, per collection (the folder a puzzle file sits
 * in), kept by the main process in the app's data folder. The screen keeps a
 * copy to mark solved puzzles wherever files are listed.
 */
import type { SolvedPuzzles } from '../../../preload/api';
import { getApi } from '../host/api';
import { baseName, dirName } from './paths';

class SolvedList {
  solved = $state.raw<SolvedPuzzles>({});

  async refresh(): Promise<void> {
    try {
      this.solved = await getApi().solvedPuzzles();
    } catch {
      // The marks are a convenience: without the list nothing is marked.
    }
  }

  /** Marks the puzzle at `path` solved; the reason in words when it could not be kept. */
  async mark(path: string): Promise<string | null> {
    try {
      const result = await getApi().markPuzzleSolved(path);
      if (result.status === 'error') return result.message;
      this.solved = result.solved;
      return null;
    } catch (error) {
      return `The puzzle could not be marked solved: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  has(path: string): boolean {
    return isSolved(this.solved, path);
  }
}

export function isSolved(solved: SolvedPuzzles, path: string): boolean {
  const folder = dirName(path);
  return (solved[folder] ?? []).includes(baseName(path));
}

export const solvedList = new SolvedList();
