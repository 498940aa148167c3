/**
 * Royal Suit puzzles: positions from real games where the side to move forces
 * a win in exactly N actions (counting both sides' actions), found by playing
 * seeded games and asking the solver at every step. A puzzle must be a
 * choice with one answer: exactly one legal action there wins in time.
 *
 * make-royal-suit-puzzles.ts writes them as replay files; the test beside
 * this file proves every example still holds what its title promises.
 */
import { applyFast, mutableCopy, type Seat } from '../src/engine/core/game';
import { GameRecord, MAIN_LINE, type Cursor } from '../src/engine/core/record';
import { recordToReplay, type ReplayFile } from '../src/engine/core/replay-file';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { royalSuit, sideName, type RoyalSuitAction, type RoyalSuitOptions, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { chooseHeuristic } from '../src/engine/games/royal-suit/bot-heuristic';
import { solve } from '../src/engine/games/royal-suit/solver';
import { seedFor } from '../src/engine/testing/seeds';

export interface Puzzle {
  readonly seed: number;
  readonly options: RoyalSuitOptions;
  /** The game up to the puzzle position. */
  readonly actions: readonly { readonly seat: Seat; readonly action: RoyalSuitAction }[];
  readonly seat: Seat;
  /** Actions to the win with best play. */
  readonly length: number;
}

/** "Puzzle 3: Supporters to move win in 5" */
export function puzzleTitle(number: number, seat: Seat, length: number): string {
  return `Puzzle ${number}: ${sideName(seat)} to move win in ${length}`;
}

const TITLE = /^Puzzle (\d+): (Supporters|Opposers) to move win in (\d+)$/;

/** What a puzzle title promises, or null if it is not one. */
export function readPuzzleTitle(title: string): { number: number; seat: Seat; length: number } | null {
  const match = TITLE.exec(title);
  if (!match) return null;
  return { number: Number(match[1]), seat: match[2] === 'Supporters' ? 0 : 1, length: Number(match[3]) };
}

export function puzzleFileName(number: number, seat: Seat, length: number): string {
  return `puzzle-${String(number).padStart(2, '0')}-${sideName(seat).toLowerCase()}-win-in-${length}.royal.json`;
}

/** A game between heuristic players who now and then try something else, so positions vary. */
function playedGame(options: RoyalSuitOptions, seed: number): { seat: Seat; action: RoyalSuitAction; before: RoyalSuitState }[] {
  const state = royalSuit.setup(options, 2, seed);
  const chooser = { rng: seedRng(seed) };
  const steps: { seat: Seat; action: RoyalSuitAction; before: RoyalSuitState }[] = [];
  while (!state.end && steps.length < 300) {
    const seat = state.seat;
    const legal = royalSuit.legalActions(state, seat);
    const context = { view: royalSuit.view(state, seat), seat, legal, seed: seedFor(seed, steps.length) };
    const action = randomInt(chooser, 0, 4) === 0 ? legal[randomInt(chooser, 0, legal.length - 1)]! : chooseHeuristic(context);
    steps.push({ seat, action, before: mutableCopy(state) });
    applyFast(royalSuit, state, seat, action);
  }
  return steps;
}

/**
 * Whether exactly one legal action wins for the side to move within `length` actions: the position asks for a
 * choice, and its answer is unique (a second winning first action would be a cook, docs/puzzles.md).
 */
function hasOneWinningAction(state: RoyalSuitState, length: number, budget: number): boolean {
  const mover = state.seat;
  const legal = royalSuit.legalActions(state, mover);
  if (legal.length < 2) return false;
  let winning = 0;
  for (const action of legal) {
    const next = mutableCopy(state);
    royalSuit.apply(next, mover, action);
    const wins = next.end ? royalSuit.outcome(next)!.winners[0] === mover : winsWithin(next, mover, length - 1, budget);
    if (wins && ++winning > 1) return false;
  }
  return winning === 1;
}

function winsWithin(state: RoyalSuitState, side: Seat, actions: number, budget: number): boolean {
  if (actions <= 0) return false;
  const solved = solve(state, { budget, maxDepth: actions });
  return solved.winner === side && solved.length! <= actions;
}

export interface SearchSettings {
  /** The win lengths wanted, one puzzle each, in order. */
  readonly lengths: readonly number[];
  readonly options?: RoyalSuitOptions;
  /** Seeds tried from seedFor(base, 0) on. */
  readonly base?: number;
  readonly maxGames?: number;
  /** Solver budget per position. */
  readonly budget?: number;
  /** Puzzle k (from 0) prefers this side to move; the other is taken when none is found. */
  readonly preferSide?: (index: number) => Seat;
}

/** Finds one puzzle per wanted length, each from its own game; throws if the games run out first. */
export function findPuzzles(settings: SearchSettings): Puzzle[] {
  const options = settings.options ?? royalSuit.defaultOptions();
  const budget = settings.budget ?? 200_000;
  const wanted = new Map(settings.lengths.map((length, index) => [length, index]));
  const found = new Map<number, Puzzle>();
  const fallback = new Map<number, Puzzle>();
  const prefer = settings.preferSide ?? ((index: number) => (index % 2 === 0 ? 0 : 1));
  const usedSeeds = new Set<number>();
  for (let game = 0; game < (settings.maxGames ?? 2000) && found.size < wanted.size; game++) {
    const seed = seedFor(settings.base ?? 1, game);
    const steps = playedGame(options, seed);
    for (let at = 0; at < steps.length && !usedSeeds.has(seed); at++) {
      const state = steps[at]!.before;
      const result = solve(state, { budget });
      if (result.verdict !== 'win' || !wanted.has(result.length!) || found.has(result.length!)) continue;
      const index = wanted.get(result.length!)!;
      const preferred = result.seat === prefer(index);
      if (!preferred && fallback.has(result.length!)) continue;
      if (!hasOneWinningAction(state, result.length!, budget)) continue;
      const puzzle: Puzzle = { seed, options, actions: steps.slice(0, at).map(({ seat, action }) => ({ seat, action })), seat: result.seat, length: result.length! };
      if (preferred) {
        found.set(result.length!, puzzle);
        usedSeeds.add(seed);
      } else {
        fallback.set(result.length!, puzzle);
      }
    }
  }
  return settings.lengths.map((length) => {
    const puzzle = found.get(length) ?? fallback.get(length);
    if (!puzzle) throw new Error(`no position with a win in ${length} found`);
    return puzzle;
  });
}

/** The puzzle as a replay file: the game so far, saved at the puzzle position. */
export function puzzleReplay(puzzle: Puzzle, number: number, savedAt: string): ReplayFile {
  const record = GameRecord.start<RoyalSuitState, RoyalSuitAction>(
    royalSuit,
    puzzle.options,
    [
      { name: 'Supporters', bot: null },
      { name: 'Opposers', bot: null },
    ],
    puzzle.seed,
  );
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (const { seat, action } of puzzle.actions) {
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(`puzzle ${number}: ${result.reason}`);
    cursor = result.cursor;
  }
  return recordToReplay(record as unknown as GameRecord, { cursor, savedAt, title: puzzleTitle(number, puzzle.seat, puzzle.length) });
}
