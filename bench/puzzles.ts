/**
 * The puzzle verifiers: every shipped puzzle verified again, its time and
 * positions, and each game's verifier speed in positions per second over
 * its puzzles. `npx tsx bench/puzzles.ts` runs it alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkPuzzleFile } from '../src/engine/core/puzzle-file';
import { parseReplayText } from '../src/engine/core/replay-file';
import { findGame } from '../src/engine/games';

export interface PuzzleTiming {
  readonly file: string;
  readonly game: string;
  readonly verdict: string;
  readonly positions: number;
  readonly ms: number;
}

/** Every shipped puzzle, or only one game's (its folder under examples/, as `npx tsx bench/puzzles.ts royal-lines`). */
export function puzzleTimings(only?: string): PuzzleTiming[] {
  const root = join(import.meta.dirname, '..', 'examples');
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((n) => n.endsWith('.royal.json') && (!only || n.startsWith(`${only}/`)))
    .sort();
  const timings: PuzzleTiming[] = [];
  for (const name of names) {
    const file = parseReplayText(readFileSync(join(root, name), 'utf8'));
    if (!file.puzzle) continue;
    const started = performance.now();
    const check = checkPuzzleFile(file, findGame);
    const ms = performance.now() - started;
    timings.push({ file: name, game: check.game, verdict: check.result.verdict, positions: check.result.positions, ms });
  }
  return timings;
}

export function printPuzzleBench(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`), only?: string): void {
  const timings = puzzleTimings(only);
  const games = [...new Set(timings.map((t) => t.game))];
  log('Puzzle verifiers:');
  for (const game of games) {
    const mine = timings.filter((t) => t.game === game);
    const positions = mine.reduce((sum, t) => sum + t.positions, 0);
    const ms = mine.reduce((sum, t) => sum + t.ms, 0);
    log(`  ${game}: ${Math.round((positions / ms) * 1000).toLocaleString('en')} positions/s over ${mine.length} puzzles (${positions.toLocaleString('en')} positions, ${Math.round(ms)} ms)`);
    for (const t of mine) log(`    ${t.file}: ${t.verdict}, ${t.positions.toLocaleString('en')} positions, ${t.ms.toFixed(1)} ms`);
  }
}

if (process.argv[1]?.endsWith('puzzles.ts')) printPuzzleBench(undefined, process.argv[2]);
