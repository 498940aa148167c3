/**
 * `puzzle verify FILE...`: each puzzle file searched again by its game's
 * verifier, one line per file with the verdict, the solution's length, the
 * positions searched and the time, and under a puzzle with several solutions
 * each of them in words; a file whose puzzle does not hold as its file states
 * it (unsolvable, unsettled, or a cook it does not admit) fails.
 */
import { performance } from 'node:perf_hooks';
import { findGame } from '../engine/games';
import { chanceText } from '../engine/core/puzzle';
import { checkPuzzleFile, solutionsInWords, solutionText, verdictWords, type SolutionWords } from '../engine/core/puzzle-file';
import { MAX_REPLAY_BYTES, parseReplayText } from '../engine/core/replay-file';
import { megabytes, readTextLimited } from '../main/files/read-limited';
import { plural } from '../engine/core/words';
import { quotePath } from '../engine/core/quote';

export interface PuzzleFileReport {
  readonly file: string;
  readonly ok: boolean;
  readonly line: string;
  /** The verdict in words ("solvable, unique"); null where the file could not be searched. */
  readonly verdict: string | null;
  /** Every solution of a puzzle with more than one, the verifier's first; empty otherwise. */
  readonly solutions: readonly SolutionWords[];
  /** The file marks several solutions as intended. */
  readonly severalIntended: boolean;
  /** Why the file fails, one sentence each; empty when it holds. */
  readonly problems: readonly string[];
}

function failed(path: string, message: string): PuzzleFileReport {
  return { file: path, ok: false, line: `FAIL ${quotePath(path)}: ${message}`, verdict: null, solutions: [], severalIntended: false, problems: [message] };
}

function tooLarge(size: number): string {
  return `The file is too large to be a Royal Table replay (${megabytes(size)}; the limit is ${megabytes(MAX_REPLAY_BYTES)}).`;
}

export async function verifyPuzzleFile(path: string): Promise<PuzzleFileReport> {
  const read = await readTextLimited(path, MAX_REPLAY_BYTES, tooLarge);
  if (!read.ok) return failed(path, read.message);
  const started = performance.now();
  try {
    const check = checkPuzzleFile(parseReplayText(read.text), findGame);
    const ms = Math.round(performance.now() - started);
    const { result } = check;
    // The solution's moves in another order are the same solution: told, never counted as another.
    const orders = result.transpositions.length > 0 ? `, also in ${plural(result.transpositions.length, 'other order')}` : '';
    const spare = result.spare.length > 0 ? `, also ${plural(result.spare.length, 'way')} with actions to spare` : '';
    const verdict = verdictWords(result, check.severalIntended);
    const parts = [
      result.verdict === 'solvable' ? `${verdict}${orders}${spare}` : verdict,
      `solution ${plural(result.solution ? result.solution.steps.length : 0, 'action')}`,
      plural(result.positions, 'position'),
      ...(result.deals ? [`${result.deals.checked.toLocaleString('en')} of ${plural(result.deals.total, 'deal')}`] : []),
      ...(result.probability ? [`chance ${chanceText(result.probability)}`] : []),
      `${ms} ms`,
    ];
    const ok = check.problems.length === 0;
    const tail = ok ? '' : ` (${check.problems.join(' ')})`;
    const line = `${ok ? 'ok  ' : 'FAIL'} ${quotePath(path)}: ${parts.join('; ')}${tail}`;
    return { file: path, ok, line, verdict, solutions: solutionsInWords(result), severalIntended: check.severalIntended, problems: check.problems };
  } catch (error) {
    return failed(path, error instanceof Error ? error.message : String(error));
  }
}

/** A file's line, and under it each of its solutions where it has several, so the designer reads which ideas compete. */
function reportText(report: PuzzleFileReport): string[] {
  return [report.line, ...report.solutions.map((solution, i) => `     ${i === 0 ? 'solution' : 'also    '} ${solutionText(solution)}`)];
}

export async function verifyPuzzleFiles(paths: readonly string[], json = false): Promise<{ ok: boolean; text: string }> {
  const reports: PuzzleFileReport[] = [];
  for (const path of paths) reports.push(await verifyPuzzleFile(path));
  const failures = reports.filter((r) => !r.ok).length;
  if (json) {
    const files = reports.map(({ file, ok, verdict, severalIntended, solutions, problems }) => ({ file, ok, verdict, severalIntended, solutions, problems }));
    return { ok: failures === 0, text: JSON.stringify({ ok: failures === 0, files }, null, 2) };
  }
  return { ok: failures === 0, text: [...reports.flatMap(reportText), verdictLine(failures, reports.length)].join('\n') };
}

/** "The puzzle holds.", "All 3 puzzles hold.", "1 of 3 puzzles does not hold." */
export function verdictLine(failed: number, total: number): string {
  if (total === 1) return failed ? 'The puzzle does not hold.' : 'The puzzle holds.';
  if (failed === 0) return `All ${total} puzzles hold.`;
  return `${failed} of ${total} puzzles ${failed === 1 ? 'does' : 'do'} not hold.`;
}
