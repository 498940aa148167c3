/**
 * The game record: every action ever taken in a game, organised as lines.
 *
 * A line is a sequence of steps. The main line starts at the set-up position;
 * a branch starts from a step of another line ("continue from here") and
 * keeps that line intact. A step played at the table keeps the full state
 * after it — immer shares the unchanged parts between states — so reaching
 * it is a lookup; the patches immer produced are kept so the UI can show
 * what an action changed. Steps read from a file were proven on the fast
 * path and are rebuilt on demand from a nearby kept state (record-lazy.ts).
 */
import { enablePatches, produceWithPatches, type Patch } from 'immer';
import { NO_ANNOTATIONS, type Annotations } from './annotations';
import type { SavedReview } from './review-file';
import { freezeDeep } from './freeze';
import type { AnyGameDefinition, BaseAction, BaseState, OptionValues, Seat } from './game';
import { stateHash } from './hash';
import { LazyRun, LazyStep, type ProvenStep } from './record-lazy';

enablePatches();

export interface PlayerInfo {
  readonly name: string;
  /** A bot id from the game's bot list, or null for a human at the table. */
  readonly bot: string | null;
}

export interface RecordedStep<S = BaseState, A = BaseAction> {
  readonly seat: Seat;
  readonly action: A;
  /** The position after the action. */
  readonly state: S;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  /** The action in words, as `describe` told it when it was played. */
  readonly text: string;
}

export interface Line<S = BaseState, A = BaseAction> {
  readonly id: string;
  readonly name: string;
  /** Where this line leaves its parent; null for the main line. */
  readonly parent: Cursor | null;
  /** Steps after the fork: steps[i] is global step `forkStep + i + 1`. */
  readonly steps: RecordedStep<S, A>[];
  /** A what-if line starts from the fork's position with the cards its seat did not know dealt anew (core/redeal.ts). */
  readonly redeal?: Redeal<S>;
}

/** How a what-if line was dealt: whose knowledge was kept, the seed of the new deal, and the position it made. */
export interface Redeal<S = BaseState> {
  readonly seat: Seat;
  readonly seed: number;
  readonly state: S;
}

/** A position in the record: a line and a global step number (0 = set-up). */
export interface Cursor {
  readonly line: string;
  readonly step: number;
}

export type PlayResult =
  | { readonly ok: true; readonly cursor: Cursor; readonly branched: boolean }
  | { readonly ok: false; readonly reason: string };

export const MAIN_LINE = 'main';

/**
 * How the game began: dealt by the rules from a seed, or from a position set
 * up in the table editor (the record's `initial` state, which a file then
 * stores in full because no seed can rebuild it).
 */
export type RecordStart = { readonly kind: 'deal'; readonly seed: number } | { readonly kind: 'position' };

export class GameRecord<S extends BaseState = BaseState, A extends BaseAction = BaseAction> {
  private readonly lineMap = new Map<string, Line<S, A>>();
  /** Notes and marks on the steps (core/annotations.ts); replaced, never edited in place. */
  annotations: Annotations = NO_ANNOTATIONS;
  /** Game reviews of its lines (core/review-file.ts); replaced, never edited in place. */
  reviews: readonly SavedReview[] = [];

  /**
   * `seed` names the game (file names, logs); only a deal start replays from
   * it. A record made from a state without saying how it began starts from
   * that position, so a file never claims a deal that would not rebuild it.
   */
  constructor(
    readonly game: AnyGameDefinition,
    readonly options: OptionValues,
    readonly seed: number,
    /** Who sits at each seat now; replaced, never edited in place (a person may take a bot's seat to play on). */
    public players: readonly PlayerInfo[],
    readonly initial: S,
    readonly start: RecordStart = { kind: 'position' },
  ) {
    freezeDeep(initial);
    this.lineMap.set(MAIN_LINE, { id: MAIN_LINE, name: 'Main line', parent: null, steps: [] });
  }

  /** A new game at its set-up position. */
  static start<S extends BaseState, A extends BaseAction>(
    game: AnyGameDefinition,
    options: OptionValues,
    players: readonly PlayerInfo[],
    seed: number,
  ): GameRecord<S, A> {
    const initial = game.setup(options, players.length, seed) as S;
    return new GameRecord<S, A>(game, options, seed, players, initial, { kind: 'deal', seed });
  }

  /**
   * A game that begins at a chosen position (one set up in the table editor).
   * The state must already be checked; `seed` is the one its shuffles were
   * drawn from, kept only to name the game.
   */
  static fromState<S extends BaseState, A extends BaseAction>(
    game: AnyGameDefinition,
    options: OptionValues,
    players: readonly PlayerInfo[],
    state: S,
    seed = 0,
  ): GameRecord<S, A> {
    return new GameRecord<S, A>(game, options, seed, players, state, { kind: 'position' });
  }

  get lines(): readonly Line<S, A>[] {
    return [...this.lineMap.values()];
  }

  line(id: string): Line<S, A> {
    const line = this.lineMap.get(id);
    if (!line) throw new Error(`no line "${id}" in this record`);
    return line;
  }

  hasLine(id: string): boolean {
    return this.lineMap.has(id);
  }

  /** Global step number where the line leaves its parent (0 for the main line). */
  forkStep(lineId: string): number {
    return this.line(lineId).parent?.step ?? 0;
  }

  /** The number of the last step on the line. */
  lastStep(lineId: string): number {
    const line = this.line(lineId);
    return this.forkStep(lineId) + line.steps.length;
  }

  /** The step that led to this position, or null at the set-up position. */
  stepAt(cursor: Cursor): RecordedStep<S, A> | null {
    this.checkCursor(cursor);
    let line = this.line(cursor.line);
    while (line.parent && cursor.step <= line.parent.step) line = this.line(line.parent.line);
    if (cursor.step === 0) return null;
    return line.steps[cursor.step - (line.parent?.step ?? 0) - 1] ?? null;
  }

  stateAt(cursor: Cursor): S {
    this.checkCursor(cursor);
    // A what-if line's fork is its own position, not its parent's: the unknown cards lie elsewhere there.
    for (let line = this.line(cursor.line); line.parent && cursor.step <= line.parent.step; line = this.line(line.parent.line)) {
      if (line.redeal && cursor.step === line.parent.step) return line.redeal.state;
    }
    return this.stepAt(cursor)?.state ?? this.initial;
  }

  /** The re-deal a line's position rests on at `step`, if any: the nearest what-if fork at or before it. */
  redealAt(cursor: Cursor): (Redeal<S> & { readonly line: string; readonly step: number }) | null {
    this.checkCursor(cursor);
    for (let line: Line<S, A> | null = this.line(cursor.line); line; line = line.parent ? this.line(line.parent.line) : null) {
      // A fork after the cursor's step lies ahead of it: its re-deal does not touch the position.
      if (line.redeal && line.parent && cursor.step >= line.parent.step) return { ...line.redeal, line: line.id, step: line.parent.step };
    }
    return null;
  }

  /** Every step from the set-up position to the end of the line, parents included. */
  history(lineId: string): RecordedStep<S, A>[] {
    const last = this.lastStep(lineId);
    const steps: RecordedStep<S, A>[] = [];
    for (let step = 1; step <= last; step++) steps.push(this.stepAt({ line: lineId, step })!);
    return steps;
  }

  /**
   * Plays an action at the cursor. At the end of a line it extends the line;
   * anywhere earlier it opens a new branch so the line already played is kept.
   */
  play(cursor: Cursor, seat: Seat, action: A): PlayResult {
    this.checkCursor(cursor);
    const before = this.stateAt(cursor);
    const reason = this.illegalReason(before, seat, action);
    if (reason !== null) return { ok: false, reason };
    const atEnd = cursor.step === this.lastStep(cursor.line);
    const lineId = atEnd ? cursor.line : this.branch(cursor);
    this.line(lineId).steps.push(this.record(before, seat, action));
    return { ok: true, cursor: { line: lineId, step: cursor.step + 1 }, branched: !atEnd };
  }

  /** Opens a new, empty line leaving `from` (from a new deal of its unseen cards, for a what-if); returns its id. */
  branch(from: Cursor, name?: string, redeal?: Redeal<S>): string {
    this.checkCursor(from);
    let n = this.lineMap.size;
    while (this.lineMap.has(`branch-${n}`)) n++;
    const id = `branch-${n}`;
    this.addLine({ id, name: name ?? `Branch ${n} (from step ${from.step})`, parent: from, steps: [], ...(redeal ? { redeal } : {}) });
    return id;
  }

  /** Used when rebuilding a record from a file: lines arrive parent first. */
  addLine(line: Line<S, A>): void {
    if (this.lineMap.has(line.id)) throw new Error(`line "${line.id}" appears twice`);
    if (line.parent) this.checkCursor(line.parent);
    if (line.redeal && !line.parent) throw new Error(`line "${line.id}" is dealt anew but leaves no line`);
    if (line.redeal) freezeDeep(line.redeal.state);
    this.lineMap.set(line.id, line);
  }

  /**
   * Appends steps already proven against their fingerprints (a file's, on the
   * fast path) to the end of a line; their states are rebuilt when asked for.
   */
  appendProven(lineId: string, proven: readonly ProvenStep<S, A>[]): void {
    if (proven.length === 0) return;
    const base = this.stateAt({ line: lineId, step: this.lastStep(lineId) });
    this.line(lineId).steps.push(...new LazyRun<S, A>(this.game, base, proven).steps);
  }

  private illegalReason(state: S, seat: Seat, action: A): string | null {
    return refusal(this.game, state, seat, action);
  }

  private record(before: S, seat: Seat, action: A): RecordedStep<S, A> {
    const [state, patches, inversePatches] = produceWithPatches(before, (draft: S) => {
      this.game.apply(draft, seat, action);
    });
    const text = this.game.describe(before, seat, action, state);
    return { seat, action, state: state as S, patches, inversePatches, text };
  }

  private checkCursor(cursor: Cursor): void {
    const last = this.lastStep(cursor.line);
    if (!Number.isInteger(cursor.step) || cursor.step < 0 || cursor.step > last) {
      throw new Error(`step ${cursor.step} is outside line "${cursor.line}" (0 to ${last})`);
    }
  }
}

/** Why the record will not play `action` for `seat` in `state`, or null when it will. */
export function refusal(game: AnyGameDefinition, state: BaseState, seat: Seat, action: BaseAction): string | null {
  if (game.outcome(state)) return 'The game is over.';
  if (!game.activeSeats(state).includes(seat)) return 'It is not your turn.';
  return game.illegalReason(state, seat, action);
}

const fingerprints = new WeakMap<object, string>();

/** The fingerprint of the state after a step, worked out once per step. */
export function stepFingerprint(step: RecordedStep): string {
  if (step instanceof LazyStep) return step.hash;
  let known = fingerprints.get(step);
  if (known === undefined) {
    known = stateHash(step.state);
    fingerprints.set(step, known);
  }
  return known;
}
