/**
 * Checking a file's start position before the rules see it: the game's state
 * schema field by field, then every problem the game's editor finds, then that
 * the state is exactly what the editor makes of its own position, so nothing
 * the editor cannot show hides in the file.
 */
import type { Position, Problem, ProblemLocation } from './editor';
import type { AnyGameDefinition, BaseState, OptionValues } from './game';
import { stateHash } from './hash';
import { quoteUntrusted } from './quote';
import { issueWords, tellingIssues } from './replay-file-words';
import { capitalise } from './words';

/** At most this many problems are listed; a hostile file could hold thousands. */
export const MAX_LISTED_PROBLEMS = 50;
const MAX_PROBLEM_LENGTH = 300;

export type StartCheck =
  | { readonly ok: true; readonly state: BaseState }
  | {
      readonly ok: false;
      /** `damaged`: the file cannot be read as a position; `problems`: it can, but not played. */
      readonly kind: 'no-editor' | 'damaged' | 'problems';
      readonly problems: readonly string[];
      /** The state as its schema read it, when the editor can show it for the problems to be mended there. */
      readonly mendable?: BaseState;
    };

/** A problem as one line: where it is, in the editor's names, then what is wrong. */
export function problemLine(problem: Problem, zoneLabels: ReadonlyMap<string, string>, scalarLabels: ReadonlyMap<string, string>): string {
  const places = [...new Set(problem.where.map((at) => placeName(at, zoneLabels, scalarLabels)))];
  const line = places.length ? `${places.join(', ')}: ${problem.message}` : problem.message;
  // A hostile position can make a message list hundreds of places.
  const chars = [...line];
  return chars.length > MAX_PROBLEM_LENGTH ? `${chars.slice(0, MAX_PROBLEM_LENGTH - 1).join('')}…` : line;
}

function placeName(at: ProblemLocation, zoneLabels: ReadonlyMap<string, string>, scalarLabels: ReadonlyMap<string, string>): string {
  if ('scalar' in at) return scalarLabels.get(at.scalar) ?? quoteUntrusted(at.scalar, 24);
  return zoneLabels.get(at.zone) ?? quoteUntrusted(at.zone, 24);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks a start state read from a file for a game with these options and seats. */
export function checkStartState(game: AnyGameDefinition, options: OptionValues, seats: number, raw: unknown): StartCheck {
  const editor = game.editor;
  if (!editor) {
    return {
      ok: false,
      kind: 'no-editor',
      problems: [`${game.title} has no table editor in this version, so it cannot begin from a set-up position.`],
    };
  }
  const parsed = editor.stateSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, kind: 'damaged', problems: tellingIssues(parsed.error.issues).slice(0, MAX_LISTED_PROBLEMS).map((issue) => issueWords(issue, raw, ['start', 'state'])) };
  }
  const state = parsed.data as BaseState;
  try {
    const position = editor.toPosition(state);
    const problems = editor.validate(position, options, seats);
    const exact = problems.length === 0 && rebuildsExactly(editor, position, options, seats, state);
    const fits = exact ? null : seatsThatFit(game, position, options, seats, state);
    if (fits !== null) {
      return { ok: false, kind: 'problems', problems: [`it is set for ${playersWord(fits)}, but the file lists ${seats}`], mendable: state };
    }
    if (problems.length > 0) {
      const zoneLabels = new Map(editor.zones(options, seats).map((zone) => [zone.id, zone.label]));
      const scalarLabels = new Map(editor.scalars(options, seats).map((scalar) => [scalar.key, scalar.label]));
      return {
        ok: false,
        kind: 'problems',
        problems: problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => problemLine(problem, zoneLabels, scalarLabels)),
        mendable: state,
      };
    }
    if (!exact) {
      return {
        ok: false,
        kind: 'damaged',
        problems: ['the position holds something the table editor cannot show: the file was altered or made with other rules'],
        mendable: state,
      };
    }
  } catch (error) {
    return { ok: false, kind: 'damaged', problems: [`the position cannot be read: ${messageOf(error)}`] };
  }
  return { ok: true, state };
}

function sentence(line: string): string {
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

function playersWord(n: number): string {
  return n === 1 ? '1 player' : `${n} players`;
}

/** Whether the editor makes exactly `state` of its own position: nothing it cannot show hides in the file. */
function rebuildsExactly(editor: NonNullable<AnyGameDefinition['editor']>, position: Position, options: OptionValues, seats: number, state: BaseState): boolean {
  return stateHash(editor.toState(position, options, seats, [...state.rng])) === stateHash(state);
}

/**
 * Another number of players the position is right for in every way, when it
 * is wrong for the players the file lists: a list of players cut short or
 * grown says so, instead of naming the places of the missing seats.
 */
function seatsThatFit(game: AnyGameDefinition, position: Position, options: OptionValues, seats: number, state: BaseState): number | null {
  const editor = game.editor!;
  for (let n = game.seats.min; n <= game.seats.max; n++) {
    if (n === seats) continue;
    try {
      if (editor.validate(position, options, n).length === 0 && rebuildsExactly(editor, position, options, n, state)) return n;
    } catch {
      // The position cannot even be read for n players: not the count it was made for.
    }
  }
  return null;
}

/** The message a refused start position is shown with: the first few problems, and how many more there are. */
export function startRefusal(check: Exclude<StartCheck, { ok: true }>): string {
  if (check.kind === 'no-editor') return check.problems[0]!;
  // Each problem becomes a sentence of its own; the first follows the colon as it is.
  const shown = check.problems.slice(0, 3).map((line, i) => sentence(i === 0 ? line : capitalise(line)));
  const more = check.problems.length - shown.length;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  const head = check.kind === 'damaged' ? 'The start position is damaged:' : 'The start position cannot be played:';
  return `${head} ${shown.join(' ')}${tail}`;
}
