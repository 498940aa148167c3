/**
 * `puzzle verify FILE...`: each puzzle file searched again by its game's
 * verifier, one line per file with the verdict, the solution's length, the
 * positions searched and the time; a file whose puzzle does not hold as its
 * file states it (unsolvable, unsettled, or a cook it does not admit) fails.
 */
import { performance } from 'node:perf_hooks';
import { findGame } from '../engine/games';
import { chanceText } from '../engine/core/puzzle';
import { checkPuzzleFile } from '../engine/core/puzzle-file';
import { MAX_REPLAY_BYTES, parseReplayText } from '../engine/core/replay-file';
import { megabytes, readTextLimited } from '../main/files/read-limited';
import { plural } from '../engine/core/words';
import { quotePath } from '../engine/core/quote';

export interface PuzzleFileReport {
  readonly file: string;
  readonly ok: boolean;
  readonly line: string;
}

function tooLarge(size: number): string {
  return `The file is too large to be a Royal Table replay (${megabytes(size)}; the limit is ${megabytes(MAX_REPLAY_BYTES)}).`;
}

export async function verifyPuzzleFile(path: string): Promise<PuzzleFileReport> {
  const read = await readTextLimited(path, MAX_REPLAY_BYTES, tooLarge);
  if (!read.ok) return { file: path, ok: false, line: `FAIL ${quotePath(path)}: ${read.message}` };
  const started = performance.now();
  try {
    const check = checkPuzzleFile(parseReplayText(read.text), findGame);
    const ms = Math.round(performance.now() - started);
    const { result } = check;
    // The solution's moves in another order are the same solution: told, never counted as another.
    const orders = result.transpositions.length > 0 ? `, also in ${plural(result.transpositions.length, 'other order')}` : '';
    const spare = result.spare.length > 0 ? `, also ${plural(result.spare.length, 'way')} with actions to spare` : '';
    const parts = [
      result.verdict === 'solvable' ? `${result.unique ? 'solvable, unique' : `solvable, ${result.cooks.length + 1} solutions`}${orders}${spare}` : result.verdict,
      `solution ${plural(result.solution ? result.solution.steps.length : 0, 'action')}`,
      plural(result.positions, 'position'),
      ...(result.deals ? [`${result.deals.checked.toLocaleString('en')} of ${plural(result.deals.total, 'deal')}`] : []),
      ...(result.probability ? [`chance ${chanceText(result.probability)}`] : []),
      `${ms} ms`,
    ];
    const ok = check.problems.length === 0;
    const tail = ok ? '' : ` (${check.problems.join(' ')})`;
    return { file: path, ok, line: `${ok ? 'ok  ' : 'FAIL'} ${quotePath(path)}: ${parts.join('; ')}${tail}` };
  } catch (error) {
    return { file: path, ok: false, line: `FAIL ${quotePath(path)}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function verifyPuzzleFiles(paths: readonly string[]): Promise<{ ok: boolean; text: string }> {
  const reports: PuzzleFileReport[] = [];
  for (const path of paths) reports.push(await verifyPuzzleFile(path));
  const failed = reports.filter((r) => !r.ok).length;
  return { ok: failed === 0, text: [...reports.map((r) => r.line), verdictLine(failed, reports.length)].join('\n') };
}

/** "The puzzle holds.", "All 3 puzzles hold.", "1 of 3 puzzles does not hold." */
export function verdictLine(failed: number, total: number): string {
  if (total === 1) return failed ? 'The puzzle does not hold.' : 'The puzzle holds.';
  if (failed === 0) return `All ${total} puzzles hold.`;
  return `${failed} of ${total} puzzles ${failed === 1 ? 'does' : 'do'} not hold.`;
}
