/**
 * The game review of the line on the table: made in a worker on request, its
 * judgements shown as they arrive, then kept in the record (so Save writes it
 * into the file) as a kind of annotation of its own. A review opened with a
 * file is shown as it was saved, without judging again.
 */
import { DEFAULT_STRENGTH, lineDecisions, reviewHeader, type ReviewStrength, type StepJudgement } from '../../../engine/core/review';
import {
  reviewOfLine,
  savedReview,
  withReview,
  withStepNote,
  withStepUnmarked,
  withoutReview,
  type SavedJudgement,
  type SavedReview,
} from '../../../engine/core/review-file';
import { reviewRefusal } from './review-offer';
import { ReviewCancelled, runReviewJob, type ReviewJob } from './review-worker-client';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

/** The review's seed: the command line's default too, so both give the same judgements of the same file. */
export const REVIEW_SEED = 1;

interface Running {
  readonly record: object;
  readonly line: string;
  readonly total: number;
  readonly header: Omit<SavedReview, 'steps'>;
  readonly job: ReviewJob;
}

class ReviewState {
  strength = $state<ReviewStrength>(DEFAULT_STRENGTH);
  private running = $state.raw<Running | null>(null);
  /** The judgements made so far by the review running. */
  private partial = $state.raw<readonly StepJudgement[]>([]);
  /** Bumped when the record's reviews change, so what reads them looks again. */
  private version = $state(0);

  readonly refusal = $derived.by((): string | null => {
    const game = session.game;
    if (!game || !session.record) return 'No game is open.';
    return reviewRefusal({
      hasReview: game.review !== undefined,
      gameTitle: game.title,
      openReason: session.openReason,
      pickedUp: session.openReason !== null && !session.secretsOpen,
      puzzle: ui.screen === 'puzzle',
      noMoves: session.lastStep === 0 && session.cursor.step === 0 && session.record.lastStep(session.cursor.line) === 0,
    });
  });

  /** A review is being made of the line shown. */
  readonly busy = $derived(this.running !== null && this.running.line === session.cursor.line && this.running.record === session.record);

  readonly progress = $derived.by((): { done: number; total: number } | null => {
    const running = this.running;
    return running && this.busy ? { done: this.partial.filter(Boolean).length, total: running.total } : null;
  });

  /** The review of the line shown: the one being made, or the one the record keeps. Null where coaching is not offered. */
  readonly shown = $derived.by((): SavedReview | null => {
    void this.version;
    void session.version;
    const record = session.record;
    if (!record || this.refusal !== null) return null;
    const running = this.running;
    if (running && this.busy) return { ...running.header, steps: this.partial.filter(Boolean) };
    return reviewOfLine(record.reviews, session.cursor.line);
  });

  /** The judgement of the move that led to the step shown. */
  readonly atCursor = $derived(this.judgementOf(session.cursor.step));

  /** The judgement of the move played from the step shown: its better move is drawn on this table. */
  readonly next = $derived(this.judgementOf(session.cursor.step + 1));

  judgementOf(step: number): SavedJudgement | null {
    return this.shown?.steps.find((judged) => judged.step === step) ?? null;
  }

  start(): void {
    if (this.refusal) return ui.refuse(this.refusal);
    const record = session.record;
    if (!record || this.busy) return;
    const line = session.cursor.line;
    const decisions = lineDecisions(record, line);
    const header = savedReview({ ...reviewHeader(record.game, record.initial, line, this.strength, REVIEW_SEED), steps: [] });
    const { steps: _none, ...headerOnly } = header;
    this.cancel(false);
    this.partial = [];
    const job = runReviewJob({ gameId: record.game.id, decisions, strength: this.strength, seed: REVIEW_SEED }, (judged, index) => {
      if (this.running?.job !== job) return;
      const next = this.partial.slice();
      next[index] = judged;
      this.partial = next;
    });
    this.running = { record, line, total: decisions.length, header: headerOnly, job };
    ui.say(`Reviewing ${decisions.length} moves at ${this.strength} strength, each from what its mover could see.`);
    job.done.then(
      (steps) => {
        if (this.running?.job !== job) return;
        this.running = null;
        this.partial = [];
        if (session.record !== record) return;
        this.write(withReview(record.reviews, { ...headerOnly, steps }));
        const marked = steps.filter((judged) => judged.mark !== null).length;
        ui.say(`Review done: ${marked} of ${steps.length} moves marked. Save to keep it with the game.`);
      },
      (error: unknown) => {
        if (this.running?.job !== job) return;
        this.running = null;
        this.partial = [];
        if (!(error instanceof ReviewCancelled)) ui.refuse(`The review stopped: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }

  /** Stops the review being made; what it had judged is let go. */
  cancel(say = true): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    this.partial = [];
    running.job.cancel();
    if (say) ui.say('Review cancelled: nothing was kept.');
  }

  /** Deletes the review of the line shown, as an annotation is deleted. */
  remove(): void {
    const record = session.record;
    if (!record || !reviewOfLine(record.reviews, session.cursor.line)) return;
    this.write(withoutReview(record.reviews, session.cursor.line));
    ui.say('The review of this line is deleted.');
  }

  /** The teacher's words for the step shown's judgement; empty words bring the judge's advice back. */
  setNote(step: number, note: string): void {
    const record = session.record;
    if (!record) return;
    this.write(withStepNote(record.reviews, session.cursor.line, step, note));
  }

  /** Takes the mark of a step away, or gives it back. */
  setUnmarked(step: number, unmarked: boolean): void {
    const record = session.record;
    if (!record) return;
    this.write(withStepUnmarked(record.reviews, session.cursor.line, step, unmarked));
  }

  private write(reviews: readonly SavedReview[]): void {
    const record = session.record;
    if (!record) return;
    record.reviews = reviews;
    session.dirty = true;
    // The record changed inside: everything that reads it (autosave too) looks again.
    session.version++;
    this.version++;
  }
}

export const reviewing = new ReviewState();

/** A review being made belongs to its game: another game on the table stops it. Set up once by the app. */
export function useReviewReset(): void {
  $effect(() => {
    const record = session.record;
    return () => {
      if (record) reviewing.cancel(false);
    };
  });
}
