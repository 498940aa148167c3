/**
 * Steps whose states are rebuilt on demand. A file proves every step against
 * its fingerprint on the fast path (a plain state mutated in place), and
 * keeps only every CHECKPOINT_EVERY-th state. A step's state, the patches and
 * the words for it are made when someone asks — the table stepping through
 * the game, the timeline listing it, a branch played from it — from the
 * nearest state already known before it, so opening a long game does not
 * pay for the history nobody looks at.
 */
import { produceWithPatches, type Patch } from 'immer';
import { mutableCopy, type AnyGameDefinition, type BaseAction, type BaseState, type Seat } from './game';
import { freezeDeep } from './freeze';
import type { RecordedStep } from './record';

/** A state is kept every this many steps, so no rebuild replays more actions than this. */
export const CHECKPOINT_EVERY = 32;

/** One proven step as the rebuild saw it; `state` only on the steps that keep theirs. */
export interface ProvenStep<S, A> {
  readonly seat: Seat;
  readonly action: A;
  readonly hash: string;
  readonly state?: S;
}

/** The run of steps one line's file entries rebuilt, all starting from `base`. */
export class LazyRun<S extends BaseState, A extends BaseAction> {
  readonly steps: LazyStep<S, A>[];

  constructor(
    readonly game: AnyGameDefinition,
    /** The frozen state before the first step. */
    readonly base: S,
    proven: readonly ProvenStep<S, A>[],
  ) {
    this.steps = proven.map((step, index) => new LazyStep(this, index, step));
  }

  /** The frozen state after step `index` of the run; -1 means the base. */
  stateAfter(index: number): S {
    if (index < 0) return this.base;
    const known = this.steps[index]!.known;
    if (known) return known;
    let from = index - 1;
    while (from >= 0 && !this.steps[from]!.known) from--;
    const state = mutableCopy(this.stateAfter(from));
    for (let i = from + 1; i <= index; i++) this.applyStep(state, i);
    return (this.steps[index]!.known = freezeDeep(state));
  }

  /**
   * The words for step `index`. Asking for one fills the words of its whole
   * stretch between kept states in one pass, since a timeline asks for all.
   */
  textOf(index: number): string {
    const start = index - (index % CHECKPOINT_EVERY);
    const end = Math.min(this.steps.length - 1, start + CHECKPOINT_EVERY - 1);
    const state = mutableCopy(this.stateAfter(start - 1));
    for (let i = start; i <= end; i++) {
      const before = mutableCopy(state);
      this.applyStep(state, i);
      const step = this.steps[i]!;
      step.words ??= this.game.describe(before, step.seat, step.action, state);
    }
    return this.steps[index]!.words!;
  }

  private applyStep(state: S, index: number): void {
    const step = this.steps[index]!;
    this.game.apply(state, step.seat, step.action);
  }
}

export class LazyStep<S extends BaseState, A extends BaseAction> implements RecordedStep<S, A> {
  readonly seat: Seat;
  readonly action: A;
  /** The fingerprint the file proved this step against. */
  readonly hash: string;
  /** The state once rebuilt (or kept since the file was proven). */
  known: S | undefined;
  words: string | undefined;
  private changes: { readonly patches: readonly Patch[]; readonly inversePatches: readonly Patch[] } | undefined;

  constructor(
    private readonly run: LazyRun<S, A>,
    private readonly index: number,
    proven: ProvenStep<S, A>,
  ) {
    this.seat = proven.seat;
    this.action = proven.action;
    this.hash = proven.hash;
    this.known = proven.state === undefined ? undefined : freezeDeep(proven.state);
  }

  get state(): S {
    return this.run.stateAfter(this.index);
  }

  get text(): string {
    return this.words ?? this.run.textOf(this.index);
  }

  get patches(): readonly Patch[] {
    return this.changed().patches;
  }

  get inversePatches(): readonly Patch[] {
    return this.changed().inversePatches;
  }

  private changed() {
    if (!this.changes) {
      const before = this.run.stateAfter(this.index - 1);
      const [, patches, inversePatches] = produceWithPatches(before, (draft: S) => {
        this.run.game.apply(draft, this.seat, this.action);
      });
      this.changes = { patches, inversePatches };
    }
    return this.changes;
  }
}
