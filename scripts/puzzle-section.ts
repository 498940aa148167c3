/** What every puzzle generator shares: the verified puzzle section a file stores, the file's name, and writing it. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnyGameDefinition } from '../src/engine/core/game';
import { puzzleSchema, type PuzzleSection, type PuzzleStatement } from '../src/engine/core/puzzle';
import { MAIN_LINE, type GameRecord } from '../src/engine/core/record';
import { recordToReplay } from '../src/engine/core/replay-file';

/** Lines kept in a shipped file: enough to step through, without bloating it. */
const STORED_COOKS = 5;
const STORED_DEFENCES = 10;

/** Verifies the puzzle and returns the section its file stores, checked against the file schema. */
export function verifiedSection(game: AnyGameDefinition, state: unknown, statement: PuzzleStatement, teaching: string, admitsCooks: boolean): PuzzleSection {
  // The solution's moves in another order, and its first move with actions to spare, are found again whenever the
  // puzzle is verified: the file keeps no field for them.
  const { reason: _reason, transpositions: _orders, spare: _spare, ...stored } = game.puzzle!.verify(state, statement);
  return puzzleSchema.parse({
    ...statement,
    teaching,
    admitsCooks,
    result: { ...stored, cooks: stored.cooks.slice(0, STORED_COOKS), defences: stored.defences.slice(0, STORED_DEFENCES) },
  });
}

/** "puzzle-03-the-title-in-words.royal.json" from the number and the title (its "Game 3: " prefix left out). */
export function puzzleFileName(number: number, title: string): string {
  const words = title.replace(/^.*?: /, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `puzzle-${String(number).padStart(2, '0')}-${words}.royal.json`;
}

/** Writes puzzle `number` into `folder` as the file the app opens (the record at the puzzle position, titled) and says so. */
export async function writePuzzleFile(folder: string, number: number, title: string, record: GameRecord, section: PuzzleSection, savedAt: string): Promise<void> {
  const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, title, savedAt, puzzle: section });
  const name = puzzleFileName(number, title);
  await writeFile(join(folder, name), `${JSON.stringify(file, null, 2)}\n`);
  const result = section.result!;
  console.log(`${name}: ${result.verdict}, unique ${result.unique}, ${result.positions} positions`);
}
