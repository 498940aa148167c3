/**
 * A puzzle file checked end to end: the replay is rebuilt, the puzzle is set
 * at its saved position, the game's verifier searches it again, and what the
 * file claims (its stored verdict, that its solution is the only one unless it
 * admits cooks) is compared with what the search found.
 */
import { goalText, statementOf, type VerifyHooks, type VerifyResult } from './puzzle';
import { replayToRecord, type FindGame, type ReplayFile } from './replay-file';

export interface PuzzleCheck {
  readonly game: string;
  readonly goal: string;
  readonly result: VerifyResult;
  /** What the file claims that the search does not bear out, in a player's words; empty when it holds. */
  readonly problems: readonly string[];
}

export function checkPuzzleFile(file: ReplayFile, findGame: FindGame, hooks: VerifyHooks = {}): PuzzleCheck {
  const section = file.puzzle;
  if (!section) throw new Error('The file holds no puzzle: it is a plain saved game.');
  const { record, cursor } = replayToRecord(file, findGame);
  const verifier = record.game.puzzle;
  if (!verifier) throw new Error(`${record.game.title} has no puzzle verifier in this version.`);
  const state = record.stateAt(cursor);
  const statement = statementOf(section);
  const refusal = verifier.statementRefusal(state, statement);
  if (refusal) throw new Error(refusal);
  const goal = goalText(verifier.goals.find((g) => g.id === statement.goal)!, statement);
  const result = verifier.verify(state, statement, hooks);
  const problems = [...verdictProblems(result, section.admitsCooks)];
  const stored = section.result;
  if (stored && result.verdict !== 'unknown' && stored.verdict !== result.verdict) {
    problems.push(`The file says the puzzle is ${stored.verdict}, but the search finds it ${result.verdict}.`);
  }
  return { game: record.game.id, goal, result, problems };
}

/**
 * Why a verified result does not make the puzzle it was asked for, in a designer's words; empty when it does. The
 * puzzle must be solvable, not already solved, and its solution the only one unless the puzzle admits cooks. The editor saves a puzzle
 * only when this is empty, so every saved puzzle passes `puzzle verify`.
 */
export function verdictProblems(result: VerifyResult, admitsCooks: boolean): string[] {
  if (result.verdict === 'unknown') return [result.reason ?? 'The search could not settle the puzzle.'];
  if (result.verdict === 'unsolvable') return ['The puzzle cannot be solved as stated.'];
  if (result.reached) return ['The goal is already met at this position: there is nothing left to solve.'];
  if (!result.unique && !admitsCooks) {
    return [`The puzzle has ${result.cooks.length} other solution${result.cooks.length === 1 ? '' : 's'}, first: ${result.cooks[0]!.title}.`];
  }
  return [];
}
