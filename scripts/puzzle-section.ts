/** What every puzzle generator shares: the verified puzzle section a file stores, and the file's name. */
import type { AnyGameDefinition } from '../src/engine/core/game';
import { puzzleSchema, type PuzzleSection, type PuzzleStatement } from '../src/engine/core/puzzle';

/** Lines kept in a shipped file: enough to step through, without bloating it. */
const STORED_COOKS = 5;
const STORED_DEFENCES = 10;

/** Verifies the puzzle and returns the section its file stores, checked against the file schema. */
export function verifiedSection(game: AnyGameDefinition, state: unknown, statement: PuzzleStatement, teaching: string, admitsCooks: boolean): PuzzleSection {
  const { reason: _reason, ...stored } = game.puzzle!.verify(state, statement);
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
