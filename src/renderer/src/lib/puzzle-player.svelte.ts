/**
 * The puzzle player: a puzzle opened from a file, played move by move on the
 * game's own table. The person moves for the side to solve; the app answers
 * with the defence the verifier proved (lines/playOut in puzzle-play.ts),
 * searches each new position in a worker to tell a move that still wins from
 * one that does not, explains a wrong move with the line that refutes it,
 * gives hints, and marks the puzzle solved in the list kept by the main
 * process. The table shows only what the statement lets the solver know.
 */
import { tick } from 'svelte';
import {
  GameRecord,
  MAIN_LINE,
  quoteUntrusted,
  type AnyGameDefinition,
  type BaseAction,
  type BaseState,
  type LoadedReplay,
  type OptionValues,
  type PlayerInfo,
  type Seat,
} from '../../../engine';
import { goalText, knownFactsOf, solvingSeatsOf, statementOf, type PuzzleGoalSpec, type PuzzleLine, type PuzzleSection, type PuzzleStatement, type PuzzleStep, type VerifyProgress, type VerifyResult } from '../../../engine/core/puzzle';
import { goalSpecOf, judge, lineStartingWith, playWithLines, refutationOf, solverToMove, verifierOf, type PlayPosition, type Played, type WalkedStep } from './puzzle-play';
import { isPuzzleSolved, markPuzzleSolved } from './puzzle-solved';
import { playerStatusText, tableClosedText } from './puzzle-words';
import { searchAgain } from './puzzle-request';
import { PuzzleCancelled, runPuzzleJob, type PuzzleJob } from './puzzle-worker-client';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

export type PlayerStatus = 'preparing' | 'your-move' | 'thinking' | 'wrong' | 'solved' | 'stuck';

export interface OpenPuzzle {
  readonly game: AnyGameDefinition;
  readonly options: OptionValues;
  readonly players: readonly PlayerInfo[];
  readonly statement: PuzzleStatement;
  readonly section: PuzzleSection;
  readonly title: string;
  readonly goal: string;
  readonly path: string | null;
  readonly seed: number;
  /** The position the puzzle is set at: each position reached is searched as part of the puzzle begun there. */
  readonly start: BaseState;
  /** The file as read, to look at as a replay. */
  readonly loaded: LoadedReplay;
}

export interface Refutation {
  readonly line: PuzzleLine;
  readonly start: PlayPosition;
  /** The move that failed, in words. */
  readonly move: string;
  /** Why, when the failure is not a line (the limit spent). */
  readonly reason: string | null;
}

interface Snapshot {
  readonly position: PlayPosition;
  readonly analysis: VerifyResult | null;
  readonly moves: readonly PuzzleStep[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Who sits where at the puzzle table: the solving seats are the person's; the others answer through the puzzle, never by a bot of the table. */
export function puzzlePlayers(game: AnyGameDefinition, statement: PuzzleStatement, state: BaseState, seats: readonly PlayerInfo[]): PlayerInfo[] {
  const solving = game.puzzle ? solvingSeatsOf(game.puzzle, state, statement) : [statement.side];
  const answerer = game.bots[0]?.id ?? null;
  return seats.map((player, seat) => (solving.includes(seat) ? { name: player.name, bot: null } : { name: player.name, bot: answerer }));
}

export class PuzzlePlayer {
  puzzle = $state.raw<OpenPuzzle | null>(null);
  position = $state.raw<PlayPosition | null>(null);
  analysis = $state.raw<VerifyResult | null>(null);
  moves = $state.raw<readonly PuzzleStep[]>([]);
  status = $state<PlayerStatus>('preparing');
  progress = $state.raw<VerifyProgress | null>(null);
  /** A word about the last move (an answer chosen without a proven line, a search that could not settle). */
  note = $state('');
  refutation = $state.raw<Refutation | null>(null);
  walk = $state.raw<{ readonly steps: readonly WalkedStep[]; readonly index: number } | null>(null);
  hint = $state('');
  /** The hinted action itself, for the table to point at. */
  hintAction = $state.raw<unknown>(null);
  hintsUsed = $state(0);
  /** Every card may be shown: the statement lets the solver know where each lies. */
  open = $state(false);
  /** The puzzle has been solved, now or before (in this file or in any copy of it). */
  solved = $state(false);

  private history: Snapshot[] = [];
  private job: PuzzleJob | null = null;
  /** The record the table shows; a step added to it is the person's move. */
  shown: GameRecord | null = null;

  get isOpen(): boolean {
    return this.puzzle !== null;
  }

  /** Opens a puzzle read from a file; its position is searched first, so every answer is ready. */
  start(loaded: LoadedReplay, path: string | null): void {
    const section = loaded.puzzle;
    const record = loaded.record;
    if (!section) throw new Error('The file holds no puzzle.');
    const game = record.game;
    const verifier = verifierOf(game);
    const statement = statementOf(section);
    const spec = verifier.goals.find((g) => g.id === statement.goal);
    if (!spec) throw new Error(`${game.title} has no puzzle goal called ${quoteUntrusted(statement.goal)}.`);
    this.cancel();
    this.puzzle = {
      game,
      options: record.options,
      players: puzzlePlayers(game, statement, record.stateAt(loaded.cursor), record.players),
      statement,
      section,
      title: loaded.title ?? `${game.title} puzzle`,
      goal: goalText(spec, statement),
      path,
      seed: record.seed,
      start: record.stateAt(loaded.cursor),
      loaded,
    };
    this.position = { state: this.puzzle.start, left: statement.limit };
    this.moves = [];
    this.history = [];
    this.hintsUsed = 0;
    this.reset();
    // Until the search says otherwise, keep the secrets the statement may keep.
    this.open = section.result?.deals === null && section.result.verdict !== 'unknown';
    this.show(this.position.state);
    void this.analyse(null, null);
    this.solved = false;
    if (path) void this.checkSolved(path);
  }

  private async checkSolved(path: string): Promise<void> {
    const puzzle = this.puzzle;
    const solved = await isPuzzleSolved(path);
    if (solved && this.puzzle === puzzle) this.solved = true;
  }

  close(): void {
    this.cancel();
    if (session.record && session.record === this.shown) session.close();
    this.shown = null;
    this.puzzle = null;
    this.position = null;
    this.analysis = null;
    this.history = [];
    this.solved = false;
  }

  /** The puzzle file as a replay: the game that led to the position, every card face up. */
  openAsReplay(): void {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    this.close();
    session.load(puzzle.loaded, { path: puzzle.path, mode: 'replay', dirty: false, teacher: puzzle.loaded.teacher ?? false });
    ui.hint = null;
    ui.say('The puzzle file as a replay: open it again to solve it.');
    ui.screen = 'table';
  }

  /** The person's move, as the table played it on the shown record. */
  async move(seat: Seat, action: BaseAction): Promise<void> {
    const puzzle = this.puzzle;
    const before = this.position;
    if (!puzzle || !before) return;
    const closed = this.tableClosed;
    if (closed) {
      this.show(this.walk ? this.walk.steps[this.walk.index]?.state ?? this.refutation!.start.state : before.state);
      this.refuseAfterShow(closed);
      return;
    }
    if (!solverToMove(puzzle.game, puzzle.statement, before.state)) return;
    this.history.push({ position: before, analysis: this.analysis, moves: this.moves });
    this.hint = '';
    this.hintAction = null;
    this.note = '';
    let played: Played;
    const verifier = verifierOf(puzzle.game);
    if (verifier.playOut) {
      // What answers the action is not known until the search says: the table waits at the position before it.
      this.show(before.state);
      this.status = 'thinking';
      try {
        const answer = await this.run({ kind: 'playOut', gameId: puzzle.game.id, state: before.state, statement: puzzle.statement, left: before.left, action, start: puzzle.start });
        if (answer.kind !== 'playOut') return;
        const line = lineStartingWith(this.analysis, seat, action);
        const steps = answer.played.steps;
        played = { position: { state: answer.played.state, left: before.left - answer.played.spent }, steps, line, lineDone: line !== null && line.line.steps.length <= steps.length, unproven: false };
      } catch (error) {
        if (!(error instanceof PuzzleCancelled)) this.failMove(`The move could not be answered: ${messageOf(error)}`);
        return;
      }
    } else {
      const result = playWithLines(puzzle.game, puzzle.statement, before, seat, action, this.analysis);
      if (typeof result === 'string') {
        this.history.pop();
        this.show(before.state);
        this.refuseAfterShow(result);
        return;
      }
      played = result;
    }
    this.position = played.position;
    this.moves = [...this.moves, ...played.steps];
    this.show(played.position.state);
    if (played.unproven) this.note = 'The puzzle holds no prepared answer to this move, so the game’s default bot chose one.';
    const verdict = judge(puzzle.game, puzzle.statement, played);
    if (verdict.kind === 'solved') return this.markSolved();
    if (verdict.kind === 'failed') {
      this.status = 'wrong';
      this.refutation = { line: refutationOf(played, null), start: before, move: played.steps[0]?.text ?? '', reason: verdict.reason };
      return;
    }
    await this.analyse(played, before);
  }

  /** Searches the position reached; a move that leaves no win is refuted with the line that beats it. */
  private async analyse(played: Played | null, before: PlayPosition | null): Promise<void> {
    const puzzle = this.puzzle;
    const position = this.position;
    if (!puzzle || !position) return;
    this.status = played ? 'thinking' : 'preparing';
    this.progress = null;
    try {
      const answer = await this.run(searchAgain(puzzle.game.id, puzzle.statement, puzzle.start, position), (progress) => (this.progress = progress));
      if (answer.kind !== 'verify' || this.position !== position) return;
      const result = answer.result;
      this.analysis = result;
      // A move the prepared lines did not foresee may still have met the goal.
      if (played && result.reached) return await this.markSolved();
      if (!played) this.open = result.deals === null;
      if (!played && this.shown) this.show(position.state);
      if (result.verdict === 'unsolvable') {
        if (played && before) {
          this.status = 'wrong';
          this.refutation = { line: refutationOf(played, result), start: before, move: played.steps[0]?.text ?? '', reason: null };
        } else {
          this.status = 'stuck';
          this.note = 'The puzzle cannot be solved as stated: every try has a defence.';
        }
        return;
      }
      if (result.verdict === 'unknown') this.note = `The app could not settle this position (${result.reason ?? 'the search stopped'}): no hint is available.`;
      this.status = 'your-move';
    } catch (error) {
      if (error instanceof PuzzleCancelled) return;
      this.status = 'stuck';
      this.note = `The position could not be searched: ${messageOf(error)}`;
    } finally {
      this.progress = null;
    }
  }

  /**
   * Says why the table's action is refused, once the position it was played on is back: putting a position on the
   * table clears any refusal about the one before, so said at once it would be gone before it was seen.
   */
  private refuseAfterShow(text: string): void {
    void tick().then(() => ui.refuse(text));
  }

  private failMove(message: string): void {
    const last = this.history.pop();
    if (last) this.restore(last);
    ui.showError("Your move can't be answered", message);
  }

  private async markSolved(): Promise<void> {
    this.status = 'solved';
    const puzzle = this.puzzle;
    const path = puzzle?.path;
    if (!path) return;
    const problem = await markPuzzleSolved(path);
    if (this.puzzle !== puzzle) return;
    if (problem) this.note = problem;
    else this.solved = true;
  }

  /** The next move of a winning line from here. */
  showHint(): void {
    const analysis = this.analysis;
    if (this.status !== 'your-move') return;
    const step = analysis?.verdict === 'solvable' ? analysis.solution?.steps[0] : undefined;
    if (!step) {
      this.hint = 'No hint: the position is not settled.';
      return;
    }
    // The action's own label: a step's words may tell what a hidden draw brought in the line searched.
    let label = step.text;
    try {
      if (this.puzzle && this.position) label = this.puzzle.game.actionLabel(this.position.state, step.action);
    } catch {
      // A label the game cannot give for it leaves the line's words.
    }
    this.hint = label;
    this.hintAction = step.action;
    this.hintsUsed++;
    ui.hint = { text: `Hint: ${label}`, action: step.action as BaseAction };
  }

  takeBack(): void {
    const last = this.history.pop();
    if (last) this.restore(last);
  }

  restart(): void {
    const first = this.history[0];
    if (!first) return;
    this.history = [];
    this.restore(first);
  }

  /** What the statement lets the solver know about the position on the table that the table itself does not show. */
  get knownFacts(): readonly string[] {
    const puzzle = this.puzzle;
    // The table's own position (the one reached, or a step of a line being stepped through), while it shows the puzzle.
    const state = session.record !== null && session.record === this.shown ? session.state : null;
    if (!puzzle || !state) return [];
    return knownFactsOf(verifierOf(puzzle.game), state, puzzle.statement, puzzle.start);
  }

  /** What the puzzle's limit counts: actions, turns or rounds. */
  get limitUnit(): PuzzleGoalSpec['limitUnit'] {
    return this.puzzle ? (goalSpecOf(this.puzzle.game, this.puzzle.statement)?.limitUnit ?? 'actions') : 'actions';
  }

  /** How the solving stands, in a few words. */
  get statusText(): string {
    return playerStatusText(this.status, this.position?.left ?? 0, this.limitUnit);
  }

  /** Where the step through a refutation stands, in words; null when no line is being stepped through. */
  get walkStepText(): string | null {
    const walk = this.walk;
    if (!walk) return null;
    return walk.index < 0 ? 'Before the move.' : `${walk.index + 1} of ${walk.steps.length}: ${walk.steps[walk.index]!.text}`;
  }

  /** Why the table takes no move now, with what can be done instead; null while the puzzle waits for the solver's move. */
  get tableClosed(): string | null {
    return this.status === 'your-move' && !this.walk ? null : tableClosedText(this.status, this.walk !== null);
  }

  get canTakeBack(): boolean {
    void this.moves;
    return this.history.length > 0 && this.status !== 'thinking';
  }

  private restore(snapshot: Snapshot): void {
    this.cancel();
    this.position = snapshot.position;
    this.analysis = snapshot.analysis;
    this.moves = snapshot.moves;
    this.reset();
    this.status = snapshot.analysis ? (snapshot.analysis.verdict === 'unsolvable' ? 'stuck' : 'your-move') : 'preparing';
    this.show(snapshot.position.state);
    if (!snapshot.analysis) void this.analyse(null, null);
  }

  private reset(): void {
    this.refutation = null;
    this.walk = null;
    this.hint = '';
    this.hintAction = null;
    this.note = '';
  }

  /** Steps through the line that refutes the last move, on the table. */
  async stepThrough(): Promise<void> {
    const puzzle = this.puzzle;
    const refutation = this.refutation;
    if (!puzzle || !refutation) return;
    try {
      const answer = await this.run({
        kind: 'walk',
        gameId: puzzle.game.id,
        state: refutation.start.state,
        statement: puzzle.statement,
        left: refutation.start.left,
        steps: refutation.line.steps,
        start: puzzle.start,
      });
      if (answer.kind !== 'walk' || this.refutation !== refutation) return;
      this.walk = { steps: answer.positions, index: -1 };
      this.show(refutation.start.state);
    } catch (error) {
      if (!(error instanceof PuzzleCancelled)) ui.showError("The line can't be shown", `The line could not be shown: ${messageOf(error)}`);
    }
  }

  walkTo(index: number): void {
    const walk = this.walk;
    const refutation = this.refutation;
    if (!walk || !refutation) return;
    const next = Math.max(-1, Math.min(walk.steps.length - 1, index));
    this.walk = { ...walk, index: next };
    this.show(next < 0 ? refutation.start.state : walk.steps[next]!.state);
  }

  endWalk(): void {
    this.walk = null;
    if (this.position) this.show(this.position.state);
  }

  cancel(): void {
    const job = this.job;
    this.job = null;
    job?.cancel();
  }

  private async run(request: Parameters<typeof runPuzzleJob>[0], onProgress?: (progress: VerifyProgress) => void) {
    const job = runPuzzleJob(request, onProgress);
    this.job = job;
    try {
      return await job.done;
    } finally {
      if (this.job === job) this.job = null;
    }
  }

  /** Puts a position on the table, ready for the person's next action there. */
  private show(state: BaseState): void {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const record = GameRecord.fromState(puzzle.game, puzzle.options, puzzle.players, state, puzzle.seed);
    this.shown = record;
    // The file's name stays in sight; saving is refused on the puzzle screen, so the file is never overwritten.
    session.load({ record, cursor: { line: MAIN_LINE, step: 0 } }, { path: puzzle.path, mode: 'play', dirty: false, teacher: this.open });
  }
}

export const puzzlePlayer = new PuzzlePlayer();

/** The puzzle lives on its own screen: leaving it (a new game, the home screen) closes it. */
export function usePuzzleLeave(): void {
  $effect(() => {
    if (ui.screen !== 'puzzle' && puzzlePlayer.isOpen) puzzlePlayer.close();
  });
}
