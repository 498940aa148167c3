/**
 * The game on the table: its record, where we are in it (cursor), whether we
 * play or replay, the file it belongs to and whether it has unsaved changes.
 *
 * The record mutates inside (play appends steps, branch adds lines), so it is
 * held as a raw value and `version` is bumped after each change; everything
 * derived from the record reads `version` to stay current.
 */
import {
  GameRecord,
  type AnyGameDefinition,
  type BaseAction,
  type Cursor,
  type LoadedReplay,
  type Line,
  type OptionValues,
  type Outcome,
  type PlayerInfo,
  type RecordedStep,
  type Seat,
  type Viewer,
  MAIN_LINE,
  openRedeal,
} from '../../../engine';
import { botLabel } from './bot-request';
import { REPLAY_REFUSAL } from './refusals';
import { atLineEnd, sameCursor, stepBy, stepTo, switchLine, timelineTexts } from './navigation';
import { seatsToContinue } from './continue-here';
import { nextWhatIfSeed, seatsForWhatIf, type WhatIfPlay } from './what-if';
import { hidesLaterSteps, humanSeats, openReason, openedToPickUp, resolveViewer, secretsShown, seatToConfirm, type OpenReason, type ViewerChoice } from './viewer';
import type { PuzzleOrigin } from './editor-store.svelte';
import { tableActsFaceUp } from '../games/registry';
import type { AutosaveMode } from '../../../preload/api';

export type Mode = 'play' | 'replay';

export class Session {
  record = $state.raw<GameRecord | null>(null);
  version = $state(0);
  cursor = $state.raw<Cursor>({ line: MAIN_LINE, step: 0 });
  mode = $state<Mode>('play');
  path = $state<string | null>(null);
  dirty = $state(false);
  /** Whose eyes the table is drawn for: the person to act ('auto'), a seat, or everything face up. */
  viewerChoice = $state<ViewerChoice>('auto');
  /** A teacher table, chosen at set-up: every card may be shown while it is played. */
  teacher = $state(false);
  /** The game came from a file and is looked at as a replay (not yet played on). */
  openedAsReplay = $state(false);
  /**
   * The game came from a file and nothing has been played since: looked at in replay mode, it is that file's replay
   * again, as if opened as one (a game saved to finish later opens in play).
   */
  private fileUnplayed = false;
  /** The seat that last confirmed it holds the screen (hot-seat privacy). */
  shownTo = $state<Seat | null>(null);
  /**
   * Where "Continue here" resumed play in the past of a line. The first move made there, a bot's too, opens the
   * branch (the record branches when a step is played before a line's end), so leaving with no move leaves none.
   */
  resumeAt = $state.raw<Cursor | null>(null);
  /**
   * The seats as they were before "Continue here" sat a person at a replay of bots alone: continuing again, from
   * any step, seats the person afresh from them, so it does the same however often it is done.
   */
  private seatedFrom: readonly PlayerInfo[] | null = null;
  /** The title the file opened carries (a puzzle's, an example's), kept when the game is saved. */
  title = $state<string | null>(null);
  /** The puzzle the file opened sets, at the step it sets it: the editor starts a variant from its statement. */
  puzzleAt = $state.raw<{ readonly origin: PuzzleOrigin; readonly cursor: Cursor } | null>(null);

  /** The position at the cursor, exactly as it was recorded. */
  readonly state = $derived.by(() => {
    void this.version;
    return this.record ? this.record.stateAt(this.cursor) : null;
  });

  /** The step that led to the cursor's position (null at set-up). */
  readonly step = $derived.by((): RecordedStep | null => {
    void this.version;
    return this.record ? this.record.stepAt(this.cursor) : null;
  });

  readonly lastStep = $derived.by(() => {
    void this.version;
    return this.record ? this.record.lastStep(this.cursor.line) : 0;
  });

  readonly atEnd = $derived(this.cursor.step === this.lastStep);

  readonly lines = $derived.by((): readonly Line[] => {
    void this.version;
    return this.record ? this.record.lines : [];
  });

  readonly timeline = $derived.by(() => {
    void this.version;
    return this.record ? timelineTexts(this.record, this.cursor.line) : [];
  });

  readonly game = $derived<AnyGameDefinition | null>(this.record?.game ?? null);

  /** Who sits at each seat; a person may take a bot's seat ("Continue here" in a replay of bots alone). */
  readonly players = $derived.by((): readonly PlayerInfo[] => {
    void this.version;
    return this.record?.players ?? [];
  });

  readonly outcome = $derived.by((): Outcome | null => {
    if (!this.record || !this.state) return null;
    return this.record.game.outcome(this.state);
  });

  readonly activeSeat = $derived.by((): Seat | null => {
    if (!this.record || !this.state) return null;
    return this.record.game.activeSeats(this.state)[0] ?? null;
  });

  /** The bot sitting in the active seat, if it is a bot's turn. */
  readonly activeBot = $derived.by((): string | null => {
    if (this.activeSeat === null) return null;
    return this.players[this.activeSeat]?.bot ?? null;
  });

  /** The first seat to act that a person plays; null when only bots, or nobody, are to act. */
  readonly personToAct = $derived.by((): Seat | null => {
    if (!this.record || !this.state) return null;
    return this.record.game.activeSeats(this.state).find((seat) => this.players[seat]?.bot === null) ?? null;
  });

  /** The person to act when the table takes their action only from their own seat's view (viewer.ts). */
  readonly ownViewToAct = $derived.by((): Seat | null => {
    const seat = this.personToAct;
    if (seat === null || !this.record || !this.state) return null;
    return tableActsFaceUp(this.record.game.id, this.state, seat) ? null : seat;
  });

  /** "Keeper bot" for a seat a bot plays, null for a person's seat. */
  botName(seat: Seat): string | null {
    const bot = this.players[seat]?.bot;
    return bot && this.record ? `${botLabel(this.record.game, bot)} bot` : null;
  }

  /** Where the next move goes on: the end of the line, or the step "Continue here" resumed play from. */
  readonly atPlayPoint = $derived(this.atEnd || (this.resumeAt !== null && sameCursor(this.resumeAt, this.cursor)));

  /** Bots only move where a game being played goes on, never while the past is shown. */
  readonly botToMove = $derived(this.mode === 'play' && this.atPlayPoint && this.outcome === null && this.activeBot !== null);

  /** The line shown ends in a finished game: nothing is left to hide. */
  readonly finished = $derived.by((): boolean => {
    void this.version;
    const record = this.record;
    if (!record) return false;
    return record.game.outcome(record.stateAt({ line: this.cursor.line, step: record.lastStep(this.cursor.line) })) !== null;
  });

  /** Why hidden cards may be shown face up now; null while the game keeps its secrets. */
  readonly openReason = $derived.by((): OpenReason | null => {
    if (!this.record) return null;
    return openReason({
      teacher: this.teacher,
      finished: this.finished,
      openedReplay: this.openedAsReplay && this.mode === 'replay',
      players: this.players,
    });
  });

  /** Whether the person at the screen may pick whose cards are shown (and everything face up). */
  readonly mayChooseViewer = $derived(this.openReason !== null);

  /**
   * Whether hidden cards may be shown now: the table's other seats, the solver and the table editor. A game
   * picked up from its players' view keeps them until a view is chosen in the record (viewer.ts, secretsShown).
   */
  readonly secretsOpen = $derived(secretsShown(this.openReason, this.mode === 'replay' && this.openedToPickUp, this.viewerChoice));

  private readonly viewerSituation = $derived({
    open: this.secretsOpen,
    choice: this.openReason !== null ? this.viewerChoice : ('auto' as ViewerChoice),
    players: this.players,
    activeSeat: this.activeSeat,
    shownTo: this.shownTo,
    // In play mode the next action is taken at the cursor, after an undo too (it starts a new line there).
    live: this.mode === 'play',
    ownViewToAct: this.ownViewToAct,
  });

  /** The viewer the table draws the position for. */
  readonly viewer = $derived.by((): Viewer => {
    if (!this.record) return 'all';
    return resolveViewer(this.viewerSituation);
  });

  /** Whether the record tells the steps after the one shown only by their number (viewer.ts, hidesLaterSteps). */
  readonly laterStepsHidden = $derived(hidesLaterSteps(this.secretsOpen, this.viewer));

  /**
   * A person to act in play who cannot from the view chosen at an open table (another seat's): the view to offer
   * them. Null while a bot moves first, or when the table takes their action as it is drawn.
   */
  readonly viewToAct = $derived.by((): Seat | null => {
    const seat = this.personToAct;
    if (this.openReason === null || this.mode !== 'play' || this.activeBot !== null || seat === null) return null;
    return this.viewer === seat || (this.viewer === 'all' && this.ownViewToAct === null) ? null : seat;
  });

  /** A seat that must confirm it holds the screen before the table is shown; null when it may be shown. */
  readonly seatToConfirm = $derived.by((): Seat | null => {
    if (!this.record || !this.state) return null;
    return seatToConfirm({ ...this.viewerSituation, game: this.record.game, state: this.state });
  });

  /**
   * How an autosave brings the game back: a replay opened from a file comes back as that replay (its
   * notes and marks, and its bots still), anything else in play, where the game keeps its secrets.
   */
  readonly autosaveMode = $derived<AutosaveMode>(this.openedAsReplay && this.mode === 'replay' ? 'replay' : 'play');

  get isOpen(): boolean {
    return this.record !== null;
  }

  start(game: AnyGameDefinition, options: OptionValues, players: readonly PlayerInfo[], seed: number, table: { teacher: boolean } = { teacher: false }): void {
    this.teacher = table.teacher;
    this.title = null;
    this.puzzleAt = null;
    this.openedAsReplay = false;
    this.replace(GameRecord.start(game, options, players, seed), { line: MAIN_LINE, step: 0 }, 'play', null, false);
  }

  load(loaded: LoadedReplay, options: { path: string | null; mode: Mode; dirty: boolean; teacher?: boolean }): void {
    this.teacher = options.teacher ?? false;
    this.title = loaded.title ?? null;
    this.puzzleAt = loaded.puzzle ? { origin: { section: loaded.puzzle, title: loaded.title ?? '' }, cursor: loaded.cursor } : null;
    this.openedAsReplay = options.mode === 'replay';
    this.replace(loaded.record, loaded.cursor, options.mode, options.path, options.dirty);
    this.fileUnplayed = options.path !== null && !options.dirty;
  }

  close(): void {
    this.record = null;
    this.title = null;
    this.puzzleAt = null;
    this.teacher = false;
    this.openedAsReplay = false;
    this.fileUnplayed = false;
    this.resumeAt = null;
    this.seatedFrom = null;
    this.resetViewer('play');
    this.cursor = { line: MAIN_LINE, step: 0 };
    this.mode = 'play';
    this.path = null;
    this.dirty = false;
    this.version++;
  }

  /** Plays at the cursor; returns the reason when the action is refused. */
  play(seat: Seat, action: BaseAction): string | null {
    if (!this.record) return 'No game is open.';
    if (this.mode !== 'play') return REPLAY_REFUSAL;
    const result = this.record.play(this.cursor, seat, action);
    if (!result.ok) return result.reason;
    this.fileUnplayed = false;
    this.resumeAt = null;
    this.cursor = result.cursor;
    this.dirty = true;
    this.version++;
    return null;
  }

  /** Undo/redo: one step back or forward along the current line. */
  stepBy(delta: number): void {
    if (!this.record) return;
    this.moveTo(stepBy(this.record, this.cursor, delta));
  }

  jumpTo(step: number): void {
    if (!this.record) return;
    this.moveTo(stepTo(this.record, this.cursor.line, step));
  }

  selectLine(line: string): void {
    if (!this.record || !this.record.hasLine(line)) return;
    this.moveTo(switchLine(this.record, this.cursor, line));
  }

  /**
   * Leaves replay for play at the cursor; returns the seat a person took, if one did. A line that goes on past
   * the cursor is kept: the first move here opens a branch. In a replay of bots alone the person continuing takes
   * the seat to move (continue-here.ts), and the table stays face up as a teacher table. A game of people picked up
   * from a file whose secrets were shown in the record goes on as a teacher table too.
   */
  continueHere(): Seat | null {
    const record = this.record;
    if (!record) return null;
    // Whoever the table was shown to while it kept its secrets still holds the screen; after everything face up,
    // the pass-the-device screen asks again.
    const holder = this.secretsOpen ? null : this.shownTo;
    // A game of people whose hidden cards were shown in the record is not played on as though they had not been:
    // it goes on as a teacher table, marked under the table and in its file.
    if (this.mode === 'replay' && this.openedToPickUp && this.secretsOpen) this.teacher = true;
    const before = this.seatedFrom ?? record.players;
    const seated = seatsToContinue(record.game, before, this.activeSeat);
    if (seated) {
      // Not marked as a change: a move made is one, while taking a seat and leaving with no move is nothing to save.
      this.seatedFrom = before;
      record.players = seated;
      this.teacher = true;
      this.version++;
    }
    // From here on it is a game being played: its secrets are kept again (a teacher table's are shown).
    this.openedAsReplay = false;
    this.setMode('play');
    this.shownTo = holder;
    this.resumeAt = atLineEnd(record, this.cursor) ? null : this.cursor;
    return seated ? this.activeSeat : null;
  }

  /**
   * Opens a what-if line at the step shown (engine/core/redeal.ts): what `seat` knew kept, every other card dealt
   * anew, and play goes on there, the person at the kept seat against the bots or the bots alone (what-if.ts).
   * The line is kept in the record and saved with it; the line it leaves stays as it was.
   */
  whatIf(seat: Seat, play: WhatIfPlay): string | null {
    const record = this.record;
    if (!record) return null;
    const from = this.cursor;
    const line = openRedeal(record, from, seat, nextWhatIfSeed(record.lines));
    const before = this.seatedFrom ?? record.players;
    this.seatedFrom = before;
    record.players = seatsForWhatIf(record.game, before, seat, play);
    this.openedAsReplay = false;
    this.setMode('play');
    this.cursor = { line, step: from.step };
    this.resumeAt = null;
    this.dirty = true;
    this.version++;
    return line;
  }

  setMode(mode: Mode): void {
    if (mode === 'replay' && this.fileUnplayed) this.openedAsReplay = true;
    if (mode !== this.mode) this.resetViewer(mode);
    if (mode === 'replay') this.resumeAt = null;
    this.mode = mode;
  }

  chooseViewer(choice: ViewerChoice): void {
    this.viewerChoice = choice;
  }

  /** The person the pass-the-device screen waited for has the screen now. */
  confirmViewer(): void {
    if (this.seatToConfirm !== null) this.shownTo = this.seatToConfirm;
  }

  markSaved(path: string): void {
    this.path = path;
    this.dirty = false;
  }

  get canUndo(): boolean {
    return this.record !== null && this.cursor.step > 0;
  }

  get canRedo(): boolean {
    return this.record !== null && !this.atEnd;
  }

  get atLiveEnd(): boolean {
    return this.record !== null && atLineEnd(this.record, this.cursor);
  }

  private moveTo(cursor: Cursor): void {
    if (sameCursor(cursor, this.cursor)) return;
    // Only new steps make the game dirty; looking around in it does not. Play resumes where the person goes.
    this.resumeAt = null;
    this.cursor = cursor;
  }

  /**
   * A teacher table, and a replay of a finished game or of bots alone, starts
   * with everything face up; a replay of a game people are still playing starts
   * from their view, everything face up one choice away; play follows the person to act. Leaving a replay asks
   * again who holds the screen (unless the replay kept its secrets: continueHere); entering one from play keeps
   * the person who has it.
   */
  private resetViewer(mode: Mode): void {
    const botsAlone = humanSeats(this.record?.players ?? []).length === 0;
    this.viewerChoice = this.teacher || botsAlone || (mode === 'replay' && !this.openedToPickUp) ? 'all' : 'auto';
    if (mode === 'play') this.shownTo = null;
  }

  /**
   * A file of a game people had not finished, opened to be picked up again: it opens from their view, so
   * everything face up is offered, not forced on a player.
   */
  private get openedToPickUp(): boolean {
    const record = this.record;
    if (!record) return false;
    return openedToPickUp({
      openedReplay: this.openedAsReplay,
      puzzle: this.puzzleAt !== null,
      finished: this.finished,
      players: this.players,
      stepsPlayed: record.lastStep(MAIN_LINE),
    });
  }

  private replace(record: GameRecord, cursor: Cursor, mode: Mode, path: string | null, dirty: boolean): void {
    this.shownTo = null;
    this.seatedFrom = null;
    this.fileUnplayed = false;
    this.resumeAt = null;
    this.record = record;
    this.cursor = cursor;
    this.mode = mode;
    this.path = path;
    this.dirty = dirty;
    this.version++;
    this.resetViewer(mode);
  }
}

export const session = new Session();
