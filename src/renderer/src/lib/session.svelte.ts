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
} from '../../../engine';
import { atLineEnd, continueFrom, stepBy, stepTo, switchLine, timelineTexts } from './navigation';
import { resolveViewer, seatToConfirm, viewerIsChoosable, type ViewerChoice } from './viewer';

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
  /** The seat that last confirmed it holds the screen (hot-seat privacy). */
  shownTo = $state<Seat | null>(null);

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
    if (this.activeSeat === null || !this.record) return null;
    return this.record.players[this.activeSeat]?.bot ?? null;
  });

  /** Bots only move at the live end of a game being played, never while the past is shown. */
  readonly botToMove = $derived(this.mode === 'play' && this.atEnd && this.outcome === null && this.activeBot !== null);

  /** Whose cards the person at the screen may choose to see; never another seat's while people share the screen in play. */
  readonly mayChooseViewer = $derived(
    this.record !== null && this.state !== null && viewerIsChoosable(this.mode === 'play', this.record.game, this.state, this.record.players),
  );

  /** A hot-seat game with secrets between its people always follows the person to act. */
  private readonly choiceInForce = $derived(this.mayChooseViewer ? this.viewerChoice : 'auto');

  /** The viewer the table draws the position for. */
  readonly viewer = $derived.by((): Viewer => {
    if (!this.record) return 'all';
    return resolveViewer({ choice: this.choiceInForce, players: this.record.players, activeSeat: this.activeSeat, shownTo: this.shownTo });
  });

  /** A seat that must confirm it holds the screen before the table is shown; null when it may be shown. */
  readonly seatToConfirm = $derived.by((): Seat | null => {
    if (!this.record || !this.state) return null;
    return seatToConfirm({
      game: this.record.game,
      state: this.state,
      players: this.record.players,
      choice: this.choiceInForce,
      activeSeat: this.activeSeat,
      shownTo: this.shownTo,
      playing: this.mode === 'play',
    });
  });

  get isOpen(): boolean {
    return this.record !== null;
  }

  start(game: AnyGameDefinition, options: OptionValues, players: readonly PlayerInfo[], seed: number): void {
    this.replace(GameRecord.start(game, options, players, seed), { line: MAIN_LINE, step: 0 }, 'play', null, false);
  }

  load(loaded: LoadedReplay, options: { path: string | null; mode: Mode; dirty: boolean }): void {
    this.replace(loaded.record, loaded.cursor, options.mode, options.path, options.dirty);
  }

  close(): void {
    this.record = null;
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
    if (this.mode !== 'play') return 'This is a replay: choose “Continue here” to play from this step.';
    const result = this.record.play(this.cursor, seat, action);
    if (!result.ok) return result.reason;
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

  /** Leaves replay for play at the cursor, branching if the line goes on past it. */
  continueHere(): void {
    if (!this.record) return;
    const { cursor, branched } = continueFrom(this.record, this.cursor);
    this.cursor = cursor;
    this.setMode('play');
    if (branched) {
      this.dirty = true;
      this.version++;
    }
  }

  setMode(mode: Mode): void {
    if (mode !== this.mode) this.resetViewer(mode);
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
    if (cursor.line === this.cursor.line && cursor.step === this.cursor.step) return;
    // Only new steps make the game dirty; looking around in it does not.
    this.cursor = cursor;
  }

  /** A replay is for looking at everything; play follows the person to act and asks again who holds the screen. */
  private resetViewer(mode: Mode): void {
    this.viewerChoice = mode === 'replay' ? 'all' : 'auto';
    this.shownTo = null;
  }

  private replace(record: GameRecord, cursor: Cursor, mode: Mode, path: string | null, dirty: boolean): void {
    this.resetViewer(mode);
    this.record = record;
    this.cursor = cursor;
    this.mode = mode;
    this.path = path;
    this.dirty = dirty;
    this.version++;
  }
}

export const session = new Session();
