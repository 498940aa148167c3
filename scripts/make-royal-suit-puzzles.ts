/**
 * Writes the Royal Suit puzzles into examples/royal-suit/ (or the folder given
 * with --out): one replay file per win length, each saved at its puzzle
 * position. The search is seeded, so the same rules give the same files.
 *
 *   npx tsx scripts/make-royal-suit-puzzles.ts [--out DIR]
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeReplay } from '../src/main/files/replay-store';
import { findPuzzles, puzzleFileName, puzzleReplay } from './royal-suit-puzzles';

/** Odd lengths first: the side to move acts first and last; deeper ones take longer to find. */
const PUZZLE_LENGTHS = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21];
const SAVED_AT = '2026-01-01T00:00:00.000Z';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? join(import.meta.dirname, '..', 'examples', 'royal-suit');

const started = performance.now();
const puzzles = findPuzzles({ lengths: PUZZLE_LENGTHS, maxGames: 3000 });
await mkdir(out, { recursive: true });
// Old puzzles go first, so a changed length leaves no stale file (and writeReplay keeps no backup).
for (const name of await readdir(out)) if (/^puzzle-.*\.royal\.json(\.bak)?$/.test(name)) await rm(join(out, name));
for (const [index, puzzle] of puzzles.entries()) {
  const number = index + 1;
  const path = join(out, puzzleFileName(number, puzzle.seat, puzzle.length));
  await writeReplay(path, puzzleReplay(puzzle, number, SAVED_AT));
  process.stdout.write(`${path}: seed ${puzzle.seed}, step ${puzzle.actions.length}, win in ${puzzle.length}\n`);
}
process.stdout.write(`${puzzles.length} puzzles in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
