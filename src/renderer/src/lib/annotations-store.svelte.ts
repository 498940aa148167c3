/**
 * The annotations of the game on the table and the annotate tools. The marks
 * live in the record (record.annotations, saved with the file); a step's
 * marks belong to the line that owns the step, so a branch keeps its own.
 * Changing them marks the game as changed, like a new step.
 */
import { annotatedSteps, annotationAt, clearMarks, EMPTY_STEP, setNote, type AnnotatedStep, type Annotations, type Colour, type Cursor, type StepAnnotation, type Target } from '../../../engine';
import { clickTarget, type Tool } from './annotations-tools';
import { sameCursor } from './navigation';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

export class AnnotationStore {
  /** The switch in the replay panel: clicks on the table annotate instead of play. */
  on = $state(false);
  tool = $state<Tool>('highlight');
  colour = $state<Colour>('gold');
  arrowFrom = $state.raw<Target | null>(null);
  /** Bumped on every change, since the marks live inside the record. */
  version = $state(0);
  /**
   * The marks as they were before the last "Clear marks", kept while the step
   * shown and the marks are as that clearing left them: a teacher who cleared
   * the wrong step puts them back with one click (the game's undo steps
   * through the game, not through its marks).
   */
  private cleared = $state.raw<{ readonly before: Annotations; readonly after: Annotations; readonly at: Cursor } | null>(null);

  /** Whether "Put marks back" can undo the last "Clear marks" here. */
  readonly canPutBack = $derived.by((): boolean => {
    void this.version;
    void session.version;
    const cleared = this.cleared;
    return cleared !== null && session.record?.annotations === cleared.after && sameCursor(session.cursor, cleared.at);
  });

  /** The marks on the step shown now. */
  readonly current = $derived.by((): StepAnnotation => {
    void this.version;
    void session.version;
    const record = session.record;
    return record ? annotationAt(record.annotations, record, session.cursor) : EMPTY_STEP;
  });

  /** Every annotated step of the game, line by line, for the notes panel. */
  readonly steps = $derived.by((): AnnotatedStep[] => {
    void this.version;
    void session.version;
    const record = session.record;
    return record ? annotatedSteps(record.annotations, record) : [];
  });

  setOn(on: boolean): void {
    this.on = on;
    this.arrowFrom = null;
  }

  chooseTool(tool: Tool): void {
    this.tool = tool;
    this.arrowFrom = null;
  }

  click(target: Target, name: string): void {
    const record = session.record;
    if (!record) return;
    const result = clickTarget(record.annotations, record, session.cursor, { tool: this.tool, colour: this.colour, arrowFrom: this.arrowFrom }, target, name);
    this.arrowFrom = result.arrowFrom;
    if (result.ok && result.annotations !== record.annotations) this.write(result.annotations);
    ui.say(result.said);
  }

  setNote(note: string): void {
    const record = session.record;
    if (!record || note === this.current.note) return;
    const edit = setNote(record.annotations, record, session.cursor, note);
    if (edit.ok) this.write(edit.annotations);
    else ui.say(edit.reason);
  }

  /** The step's highlights and arrows go; its note stays (the note box edits it). */
  clearMarks(): void {
    const record = session.record;
    if (!record) return;
    const before = record.annotations;
    this.write(clearMarks(before, record, session.cursor));
    this.cleared = { before, after: record.annotations, at: session.cursor };
    this.arrowFrom = null;
    ui.say(`The highlights and arrows of step ${session.cursor.step} are gone; "Put marks back" brings them back.`);
  }

  /** Undoes the last "Clear marks", while nothing has changed since. */
  putMarksBack(): void {
    const cleared = this.cleared;
    if (!cleared || !this.canPutBack) return;
    this.cleared = null;
    this.write(cleared.before);
    ui.say(`The highlights and arrows of step ${session.cursor.step} are back.`);
  }

  private write(annotations: Annotations): void {
    const record = session.record;
    if (!record) return;
    record.annotations = annotations;
    session.dirty = true;
    // The record changed inside: everything that reads it (autosave too) looks again.
    session.version++;
    this.version++;
  }
}

export const annotations = new AnnotationStore();
