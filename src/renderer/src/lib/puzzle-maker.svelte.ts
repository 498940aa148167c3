/**
 * "Make a puzzle" on the editor: the statement the author chooses (goal,
 * side, limit, what the solver may know, title, teaching point), its check
 * against the position, the verifier run in a worker with progress and
 * cancel, stepping through a line on the editor's board, and saving the
 * puzzle with its verified result. Works for any game with `game.puzzle`.
 */
import { GameRecord, MAIN_LINE, recordToReplay, seedRng, type AnyGameDefinition, type BaseState, type Position } from '../../../engine';
import type { PuzzleLine, PuzzleSection, PuzzleStatement, VerifyProgress, VerifyResult } from '../../../engine/core/puzzle';
import { verdictProblems } from '../../../engine/core/puzzle-file';
import { changedPlaces } from './changed-places';
import { playersFor, whereToSave, writeFromEditor } from './editor-actions';
import { editorStore, type PuzzleOrigin } from './editor-store.svelte';
import { puzzleFileName } from './puzzle-words';
import { otherFirstMove, type LineKind, type WalkedStep } from './puzzle-play';
import { PuzzleCancelled, runPuzzleJob, type PuzzleJob } from './puzzle-worker-client';
import { afterEarlierSaves } from './save-queue';
import { randomSeed } from './seed';
import { ui } from './ui.svelte';

export type MakerRun =
  | { readonly status: 'running'; readonly progress: VerifyProgress | null }
  | { readonly status: 'done'; readonly result: VerifyResult; readonly doc: Position; readonly statement: PuzzleStatement; readonly state: BaseState }
  | { readonly status: 'failed'; readonly error: string };

export interface MakerWalk {
  readonly title: string;
  readonly kind: LineKind;
  readonly steps: readonly WalkedStep[];
  /** -1 is the puzzle position itself. */
  readonly index: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class PuzzleMaker {
  isOpen = $state(false);
  title = $state('');
  teaching = $state('');
  goal = $state('');
  params = $state<Record<string, number>>({});
  side = $state(0);
  limit = $state(1);
  knowledge = $state('');
  admitsCooks = $state(false);
  run = $state.raw<MakerRun | null>(null);
  walk = $state.raw<MakerWalk | null>(null);
  /** Save was asked for a puzzle with cooks it does not admit: the designer is warned and chooses. */
  cookWarning = $state(false);
  /** The cook whose first move is lit on the table, by its index in the verified result's cooks. */
  shownCook = $state<number | null>(null);
  /** The seed the unplaced cards are shuffled with, so what is verified is what is saved. */
  seed = randomSeed();
  private job: PuzzleJob | null = null;
  /** The statement came from a puzzle file: its side stands, rather than the side most puzzles of the position ask for. */
  private fromFile = false;
  /** The first move of the solution of the puzzle the position was taken from, whose title and teaching point were prefilled. */
  private sourceFirstMove = $state.raw<{ readonly seat: number; readonly action: unknown } | null>(null);
  /** `wording` as the puzzle was last saved, or as the maker first showed it; null before the maker has been opened. */
  private savedWording = $state<string | null>(null);

  /** The verified solution starts with another move than the source puzzle's: its title and teaching point may not fit. */
  get sourceWordsMayNotFit(): boolean {
    const run = this.run;
    return run?.status === 'done' && (this.title !== '' || this.teaching !== '') && otherFirstMove(this.sourceFirstMove, run.result.solution?.steps[0] ?? null);
  }

  readonly game = $derived<AnyGameDefinition | null>(editorStore.game);
  readonly verifier = $derived(this.game?.puzzle ?? null);
  readonly goalSpec = $derived(this.verifier?.goals.find((g) => g.id === this.goal) ?? null);

  readonly statement = $derived.by((): PuzzleStatement => {
    const params: Record<string, number> = {};
    for (const param of this.goalSpec?.params ?? []) params[param.key] = Number(this.params[param.key] ?? param.min);
    return { goal: this.goal, params, side: Number(this.side), limit: Number(this.limit), knowledge: this.knowledge };
  });

  /** Everything the designer writes into the puzzle beside the position, as one comparable text. */
  private readonly wording = $derived(
    JSON.stringify({ statement: this.statement, title: this.title.trim(), teaching: this.teaching.trim(), admitsCooks: this.admitsCooks }),
  );

  /** With the maker open, a statement, title or teaching point changed since the puzzle was saved would be lost by leaving. */
  readonly unsaved = $derived(editorStore.isOpen && this.isOpen && this.savedWording !== null && this.wording !== this.savedWording);

  /** The position as the game will play it, or why it cannot be played yet. */
  readonly state = $derived.by((): BaseState | string => stateOf(editorStore.doc.position, this.seed));

  /** Why the puzzle cannot be verified as it stands, in a player's words; null when it can. */
  readonly refusal = $derived.by((): string | null => {
    const verifier = this.verifier;
    if (!verifier) return `${this.game?.title ?? 'This game'} has no puzzles in this version.`;
    if (typeof this.state === 'string') return this.state;
    try {
      return verifier.statementRefusal(this.state, this.statement);
    } catch (error) {
      return messageOf(error);
    }
  });

  /** The last verification no longer describes the puzzle: the position or the statement changed since. */
  readonly stale = $derived.by((): boolean => {
    const run = this.run;
    if (run?.status !== 'done') return true;
    return run.doc !== editorStore.doc.position || JSON.stringify(run.statement) !== JSON.stringify(this.statement);
  });

  /**
   * Why the verified result is not the puzzle asked for (no solution, or cooks the puzzle does not admit); empty when
   * it may be saved. A saved puzzle always passes `puzzle verify`.
   */
  readonly saveProblems = $derived.by((): string[] => {
    const run = this.run;
    return run?.status === 'done' ? verdictProblems(run.result, this.admitsCooks) : [];
  });

  /**
   * The verified puzzle as it stands has other solutions it does not admit, and nothing else keeps it from being
   * saved: Save warns and lets the designer save it marked "several solutions intended", or go back.
   */
  readonly cooked = $derived.by((): boolean => {
    const run = this.run;
    if (run?.status !== 'done' || this.stale || this.admitsCooks) return false;
    return run.result.verdict === 'solvable' && !run.result.reached && run.result.unique === false;
  });

  open(): void {
    const game = this.game;
    const verifier = this.verifier;
    if (!game || !verifier) {
      ui.showError('No puzzles for this game', `${game?.title ?? 'This game'} has no puzzles in this version.`);
      return;
    }
    if (!verifier.goals.some((g) => g.id === this.goal)) this.chooseGoal(verifier.goals[0]!.id);
    if (!verifier.knowledge.some((k) => k.id === this.knowledge)) this.knowledge = verifier.knowledge[0]!.id;
    if (!this.fromFile) this.side = this.likelySide();
    // What the maker first shows is the designer's starting point, not a change: a puzzle file's own statement, or the defaults.
    this.savedWording ??= this.wording;
    this.isOpen = true;
  }

  /** Starts from the statement of the puzzle the position was opened from, so a designer can vary it. */
  prefill(puzzle: PuzzleOrigin): void {
    const section = puzzle.section;
    this.title = puzzle.title;
    this.teaching = section.teaching;
    this.goal = section.goal;
    this.params = { ...section.params };
    this.side = section.side;
    this.limit = section.limit;
    this.knowledge = section.knowledge;
    this.admitsCooks = section.admitsCooks;
    this.fromFile = true;
    this.sourceFirstMove = section.result?.solution?.steps[0] ?? null;
  }

  close(): void {
    this.cancel();
    this.endWalk();
    this.dismissCook();
    this.isOpen = false;
  }

  /** Forgets everything about the last puzzle: a new position is being set up. */
  reset(): void {
    this.close();
    this.title = '';
    this.teaching = '';
    this.goal = '';
    this.params = {};
    this.limit = 1;
    this.admitsCooks = false;
    this.fromFile = false;
    this.sourceFirstMove = null;
    this.savedWording = null;
    this.run = null;
    this.seed = randomSeed();
  }

  chooseGoal(id: string): void {
    const spec = this.verifier?.goals.find((g) => g.id === id);
    if (!spec) return;
    this.goal = id;
    this.params = Object.fromEntries(spec.params.map((p) => [p.key, this.params[p.key] ?? p.start]));
    this.limit = Math.min(Math.max(1, Number(this.limit) || 1), spec.limitMax);
  }

  /** The side most puzzles of this position ask for: the seat to move, where the game allows it, else the first that it does. */
  private likelySide(): number {
    const game = this.game;
    const state = this.state;
    if (!game || typeof state === 'string') return Number(this.side) || 0;
    const seats = Array.from({ length: editorStore.seats }, (_, s) => s);
    const active = game.activeSeats(state)[0];
    const order = active === undefined ? seats : [active, ...seats.filter((s) => s !== active)];
    return order.find((side) => this.verifier?.statementRefusal(state, { ...this.statement, side }) === null) ?? order[0] ?? 0;
  }

  async verify(): Promise<void> {
    const game = this.game;
    if (!game || this.refusal || typeof this.state === 'string' || this.run?.status === 'running') return;
    const state = this.state;
    const statement = this.statement;
    const doc = editorStore.doc.position;
    this.endWalk();
    this.dismissCook();
    this.run = { status: 'running', progress: null };
    const job = runPuzzleJob({ kind: 'verify', gameId: game.id, state, statement }, (progress) => {
      if (this.job === job && this.run?.status === 'running') this.run = { status: 'running', progress };
    });
    this.job = job;
    try {
      const answer = await job.done;
      if (this.job !== job || answer.kind !== 'verify') return;
      this.run = { status: 'done', result: answer.result, doc, statement, state };
    } catch (error) {
      if (this.job !== job) return;
      this.run = error instanceof PuzzleCancelled ? null : { status: 'failed', error: messageOf(error) };
    } finally {
      if (this.job === job) this.job = null;
    }
  }

  cancel(): void {
    const job = this.job;
    this.job = null;
    job?.cancel();
    if (this.run?.status === 'running') this.run = null;
  }

  /** Save from the maker's own button: a puzzle with cooks it does not admit is not written before the designer chooses. */
  async askToSave(kinds: readonly string[]): Promise<void> {
    const run = this.run;
    if (!this.cooked || run?.status !== 'done') return this.save(kinds);
    this.cookWarning = true;
    await this.showCook(0);
  }

  /** The designer's answer to the warning: the alternatives are the point, so the file says so and is saved. */
  async saveSeveralIntended(kinds: readonly string[]): Promise<void> {
    this.admitsCooks = true;
    this.dismissCook();
    await this.save(kinds);
  }

  /** Back to setting up, with the puzzle not saved: the designer may change the position so only one first move wins. */
  dismissCook(): void {
    this.cookWarning = false;
    this.shownCook = null;
    editorStore.lit = null;
  }

  /** Lights on the table the places the cook's first action changes, on the position being set up. */
  async showCook(index: number): Promise<void> {
    const run = this.run;
    const game = this.game;
    const editor = editorStore.editor;
    const first = run?.status === 'done' ? run.result.cooks[index]?.steps[0] : undefined;
    if (run?.status !== 'done' || !game || !editor || !first) return;
    this.endWalk();
    try {
      const job = runPuzzleJob({ kind: 'walk', gameId: game.id, state: run.state, statement: run.statement, left: run.statement.limit, steps: [first] });
      const answer = await job.done;
      const after = answer.kind === 'walk' ? answer.positions[0] : undefined;
      // The verdict may have been replaced, or the position edited, while the step was played.
      if (!after || this.run !== run || run.doc !== editorStore.doc.position || !this.cookWarning) return;
      this.shownCook = index;
      editorStore.markedProblem = null;
      // Both sides of the comparison are the game's own positions: cards the designer left unplaced are dealt in both.
      const before = editor.toPosition(run.state);
      const reached = editor.toPosition(after.state);
      const notesOf = (position: typeof before) => editor.zoneNotes?.(position, editorStore.options, editorStore.seats) ?? [];
      editorStore.lit = changedPlaces(before, reached, notesOf(before), notesOf(reached));
    } catch (error) {
      if (!(error instanceof PuzzleCancelled)) ui.showError("The cook can't be shown", `The cook's first move could not be shown: ${messageOf(error)}`);
    }
  }

  /** Steps through a line of the last verification on the editor's board. */
  async stepThrough(line: PuzzleLine, kind: LineKind): Promise<void> {
    const run = this.run;
    const game = this.game;
    if (run?.status !== 'done' || !game) return;
    try {
      const job = runPuzzleJob({ kind: 'walk', gameId: game.id, state: run.state, statement: run.statement, left: run.statement.limit, steps: line.steps });
      const answer = await job.done;
      if (answer.kind !== 'walk' || this.run !== run) return;
      this.walk = { title: line.title, kind, steps: answer.positions, index: -1 };
      this.showWalk();
    } catch (error) {
      if (!(error instanceof PuzzleCancelled)) ui.showError("The line can't be shown", `The line could not be shown: ${messageOf(error)}`);
    }
  }

  walkTo(index: number): void {
    const walk = this.walk;
    if (!walk) return;
    this.walk = { ...walk, index: Math.max(-1, Math.min(walk.steps.length - 1, index)) };
    this.showWalk();
  }

  endWalk(): void {
    this.walk = null;
    editorStore.preview = null;
  }

  private showWalk(): void {
    const walk = this.walk;
    const editor = editorStore.editor;
    if (!walk || !editor) return;
    const step = walk.steps[walk.index];
    editorStore.preview = step ? editor.toPosition(step.state) : null;
  }

  /** The file's puzzle section: the statement with its verified result. */
  section(): PuzzleSection | null {
    const run = this.run;
    if (run?.status !== 'done' || this.stale) return null;
    const { result, statement } = run;
    return {
      ...statement,
      params: { ...statement.params },
      teaching: this.teaching.trim().slice(0, 300),
      admitsCooks: this.admitsCooks,
      result: {
        verdict: result.verdict,
        unique: result.unique,
        solution: result.solution ? storedLine(result.solution) : null,
        cooks: result.cooks.slice(0, 50).map(storedLine),
        defences: result.defences.slice(0, 50).map(storedLine),
        positions: result.positions,
        probability: result.probability,
        deals: result.deals,
      },
    };
  }

  /**
   * Saves the verified puzzle. Once it has been saved, Save (`ask` false) writes to the same file again; Save as and
   * the maker's own button ask where, offering that file.
   */
  async save(kinds: readonly string[], ask = true): Promise<void> {
    const game = this.game;
    if (!game || !this.savable()) return;
    const known = editorStore.file?.kind === 'puzzle' ? editorStore.file : null;
    const where = await whereToSave(known, ask, puzzleFileName(this.title.trim().slice(0, 200), game.id, this.seed), 'Save puzzle as');
    if (where) await afterEarlierSaves(() => this.write(game, kinds, where.path));
  }

  /** Why the puzzle as it stands cannot be saved, or null when it can. */
  saveRefusal(): string | null {
    if (!this.section()) return 'Verify the puzzle as it stands first: the position or the statement changed since.';
    return this.saveProblems[0] ?? null;
  }

  /** Whether the puzzle as it stands may be saved; if not, the designer is told why. */
  private savable(): boolean {
    const refusal = this.saveRefusal();
    if (refusal !== null) ui.refuse(refusal);
    return refusal === null;
  }

  /** Writes the puzzle as it stands now, which may have changed while an earlier save was being written. */
  private async write(game: AnyGameDefinition, kinds: readonly string[], path: string | undefined): Promise<void> {
    // Busy means a file is being opened, which replaces the editor; a puzzle of another game is not this one.
    if (ui.busy || this.game !== game) return;
    const run = this.run;
    const section = this.section();
    if (run?.status !== 'done' || !section || !this.savable()) return;
    const title = this.title.trim().slice(0, 200);
    const wording = this.wording;
    const record = GameRecord.fromState(game, editorStore.options, playersFor(game, kinds), run.state, this.seed);
    const file = recordToReplay(record, {
      cursor: { line: MAIN_LINE, step: 0 },
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a moment written into the file, not state
      savedAt: new Date().toISOString(),
      ...(title ? { title } : {}),
      puzzle: section,
    });
    if (await writeFromEditor(file, path, (saved) => ({ kind: 'puzzle', path: saved }))) this.savedWording = wording;
  }
}

/** A line as the file stores it. */
function storedLine(line: PuzzleLine): NonNullable<PuzzleSection['result']>['cooks'][number] {
  return { title: line.title.slice(0, 300), steps: line.steps.slice(0, 400).map((s) => ({ seat: s.seat, action: s.action, text: s.text.slice(0, 300) })) };
}

/** The position the editor holds, as the game will play it; unplaced cards shuffled with `seed`. */
function stateOf(position: Position, seed: number): BaseState | string {
  const editor = editorStore.editor;
  if (!editor) return 'This game has no table editor.';
  if (editor.validate(position, editorStore.options, editorStore.seats).length > 0) return 'Fix the problems with the position first; the list says what to change.';
  try {
    return editor.toState(position, editorStore.options, editorStore.seats, seedRng(seed)) as BaseState;
  } catch (error) {
    return `This position cannot be played: ${messageOf(error)}`;
  }
}

export const puzzleMaker = new PuzzleMaker();
