/**
 * A puzzle file checked end to end: the replay is rebuilt, the puzzle is set
 * at its saved position, the game's verifier searches it again, and what the
 * file claims (that its solution is the only one unless it admits cooks, and
 * whatever its stored result records) is compared with what the search found.
 */
import { plainText } from './hash';
import { chanceText, goalText, statementOf, type Chance, type PuzzleLine, type PuzzleSection, type VerifyHooks, type VerifyResult } from './puzzle';
import { quoteUntrusted } from './quote';
import { replayToRecord, type FindGame, type ReplayFile } from './replay-file';
import { plural } from './words';

export interface PuzzleCheck {
  readonly game: string;
  readonly goal: string;
  readonly result: VerifyResult;
  /** The file marks several solutions as intended (`admitsCooks`): its cooks are the point, not a fault. */
  readonly severalIntended: boolean;
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
  const problems = [...verdictProblems(result, section.admitsCooks), ...storedResultProblems(section.result, result)];
  return { game: record.game.id, goal, result, severalIntended: section.admitsCooks, problems };
}

type StoredResult = NonNullable<PuzzleSection['result']>;

/**
 * Where the result a file records disagrees with the search, one sentence each in a player's words; empty when
 * they agree, when the file records none, or when the search did not settle (which verdictProblems tells). The
 * positions searched are left out: they measure a version's search, not the puzzle.
 */
export function storedResultProblems(stored: StoredResult | undefined, found: VerifyResult): string[] {
  if (!stored || found.verdict === 'unknown') return [];
  if (stored.verdict !== found.verdict) return [`The file says the puzzle is ${stored.verdict}, but the search finds it ${found.verdict}.`];
  const problems: string[] = [];
  if (found.verdict === 'solvable') {
    const solution = lineDifference('solution', stored.solution, found.solution);
    if (solution) problems.push(solution);
    const unique = uniqueDifference(stored, found);
    if (unique) problems.push(unique);
  }
  problems.push(...firstMoveProblems(stored, found));
  const chance = chanceDifference(stored.probability, found.probability);
  if (chance) problems.push(chance);
  if ((stored.deals?.total ?? null) !== (found.deals?.total ?? null)) {
    problems.push(`The file counts ${dealsOrNone(stored.deals)} of the unknown cards, but the search finds ${dealsOrNone(found.deals)}.`);
  }
  return problems;
}

/** Where the file's line and the search's first part ways, in words; null when they are the same moves. */
function lineDifference(name: string, stored: PuzzleLine | null, found: PuzzleLine | null): string | null {
  if (stored === null || found === null) {
    if (stored === found) return null;
    return stored === null ? `The file gives no ${name}, but the search finds one.` : `The file gives a ${name}, but the search finds none.`;
  }
  const at = stored.steps.findIndex((step, i) => !sameStep(step, found.steps[i]));
  if (at === -1 && stored.steps.length === found.steps.length) return null;
  if (at === -1) return `The file's ${name} stops after ${plural(stored.steps.length, 'action')}, but the search's goes on to ${found.steps.length}.`;
  const foundStep = found.steps[at];
  const theirs = foundStep ? `the search ${quoteUntrusted(foundStep.text, 120)}` : 'the search has ended';
  return `The file's ${name} differs from the search's at action ${at + 1}: the file has ${quoteUntrusted(stored.steps[at]!.text, 120)}, ${theirs}.`;
}

function sameStep(a: PuzzleLine['steps'][number], b: PuzzleLine['steps'][number] | undefined): boolean {
  // The words of a step may be put better in a later version; the seat and the action are what was played.
  return b !== undefined && a.seat === b.seat && actionText(a.action) === actionText(b.action);
}

function actionText(action: unknown): string {
  return plainText(action) ?? JSON.stringify(action);
}

function uniqueDifference(stored: StoredResult, found: VerifyResult): string | null {
  if (stored.unique === true && found.unique === false) {
    return `The file says the solution is the only one, but the search finds ${plural(found.cooks.length, 'other solution')}.`;
  }
  if (stored.unique === false && found.unique === true) return 'The file says the puzzle has other solutions, but the search finds only the one.';
  return null;
}

/**
 * The first moves the file lists as other solutions (cooks) or as failing (with the defence that beats them) that
 * the search finds otherwise. A file keeps only some of each, so a move it leaves out is no disagreement; moves are
 * known by their title, the first move in words.
 */
function firstMoveProblems(stored: StoredResult, found: VerifyResult): string[] {
  const titles = (lines: readonly PuzzleLine[]) => new Set(lines.map((line) => line.title));
  const failing = titles(found.defences);
  const reordered = titles(found.transpositions);
  const padded = titles(found.spare);
  const solving = titles([...(found.solution ? [found.solution] : []), ...found.cooks, ...found.transpositions, ...found.spare]);
  const problems: string[] = [];
  for (const { title } of stored.cooks) {
    const move = quoteUntrusted(title, 80);
    if (failing.has(title)) problems.push(`The file lists ${move} as another solution, but the search finds that it fails.`);
    else if (reordered.has(title)) problems.push(`The file lists ${move} as another solution, but the search finds it is the solution's own moves in another order.`);
    else if (padded.has(title)) problems.push(`The file lists ${move} as another solution, but the search finds it is the solution with actions to spare.`);
  }
  for (const { title } of stored.defences) {
    if (solving.has(title)) problems.push(`The file says ${quoteUntrusted(title, 80)} fails, but the search finds that it solves the puzzle.`);
  }
  return problems;
}

function sameChance(a: Chance | null, b: Chance | null): boolean {
  // Both are fractions, reduced or not: compared by cross-multiplying, which stays exact for counts of deals.
  if (a === null || b === null) return a === b;
  return BigInt(a.num) * BigInt(b.den) === BigInt(b.num) * BigInt(a.den);
}

function chanceDifference(stored: Chance | null, found: Chance | null): string | null {
  if (sameChance(stored, found)) return null;
  if (stored === null) return `The file gives no chance with best play, but the search finds ${chanceText(found!)}.`;
  if (found === null) return `The file gives the chance with best play as ${chanceText(stored)}, but to the search no card is unknown.`;
  return `The file gives the chance with best play as ${chanceText(stored)}, but the search finds ${chanceText(found)}.`;
}

function dealsOrNone(deals: { readonly total: number } | null): string {
  return deals === null ? 'no deals' : plural(deals.total, 'deal');
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
    const others = result.cooks.map((cook) => cook.title);
    const named = others.length <= 3 ? others.join('; ') : `${others.slice(0, 3).join('; ')} and ${others.length - 3} more`;
    return [`The puzzle has ${plural(result.cooks.length, 'other solution')}, first ${others.length === 1 ? 'move' : 'moves'}: ${named}.`];
  }
  return [];
}

/** One solution of a puzzle as a person reads it: its first move and its line, in the game's own action labels. */
export interface SolutionWords {
  readonly firstMove: string;
  readonly line: readonly string[];
}

/**
 * Every solution of a cooked puzzle in words, the verifier's solution first and then each cook, so a designer sees
 * which ideas the puzzle fails to tell apart; empty for a puzzle with one solution (or none).
 */
export function solutionsInWords(result: VerifyResult): SolutionWords[] {
  if (result.verdict !== 'solvable' || result.unique || !result.solution) return [];
  return [result.solution, ...result.cooks].map((line) => ({ firstMove: line.title, line: line.steps.map((step) => step.text) }));
}

/** "Move up, Lock Q♠: Move up; Lock Q♠; End the turn: …" — a solution on one line. */
export function solutionText(solution: SolutionWords): string {
  return `${solution.firstMove}: ${solution.line.join('; ')}`;
}

/**
 * The verdict in a few words: "solvable, unique", "solvable, 3 solutions" (a cook the file does not admit), or
 * "solvable, several solutions, as intended: 3" where the file marks them so; else the verdict itself.
 */
export function verdictWords(result: VerifyResult, severalIntended: boolean): string {
  if (result.verdict !== 'solvable') return result.verdict;
  if (result.unique) return 'solvable, unique';
  const count = result.cooks.length + 1;
  return severalIntended ? `solvable, several solutions, as intended: ${count}` : `solvable, ${count} solutions`;
}
