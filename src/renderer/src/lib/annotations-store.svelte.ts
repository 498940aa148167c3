/**
 * The annotations of the game on the table and the annotate tools. Marks
 * belong to a step of a line, so a branch keeps its own; changing them marks
 * the game as changed, so it is saved with the file like any step.
 */
import type { Cursor, GameRecord } from '../../../engine';
import type { TargetRef } from './annotations-geometry';
import { clickTarget, EMPTY_MARKS, isEmpty, type Colour, type StepMarks, type Tool } from './annotations-tools';
import { readMarks, writeMarks, annotatedCursors } from './annotations-record';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

export class AnnotationStore {
  /** The switch in the replay panel: clicks on the table annotate instead of play. */
  on = $state(false);
  tool = $state<Tool>('highlight');
  colour = $state<Colour>('gold');
  arrowFrom = $state.raw<TargetRef | null>(null);
  /** Bumped on every change, since the marks live inside the record. */
  version = $state(0);

  /** The marks on the step shown now. */
  readonly current = $derived.by((): StepMarks => {
    void this.version;
    void session.version;
    const record = session.record;
    return record ? readMarks(record, session.cursor) : EMPTY_MARKS;
  });

  /** Every annotated step of the game, line by line, for the notes panel. */
  readonly steps = $derived.by(() => {
    void this.version;
    void session.version;
    const record = session.record;
    return record ? annotatedCursors(record) : [];
  });

  setOn(on: boolean): void {
    this.on = on;
    this.arrowFrom = null;
  }

  chooseTool(tool: Tool): void {
    this.tool = tool;
    this.arrowFrom = null;
  }

  click(target: TargetRef, name: string): void {
    const record = session.record;
    if (!record) return;
    const result = clickTarget(this.current, { tool: this.tool, colour: this.colour, arrowFrom: this.arrowFrom }, target, name);
    this.arrowFrom = result.arrowFrom;
    if (result.marks !== this.current) this.write(record, session.cursor, result.marks);
    ui.say(result.said);
  }

  setNote(note: string): void {
    const record = session.record;
    if (!record || note === this.current.note) return;
    this.write(record, session.cursor, { ...this.current, note });
  }

  clearStep(): void {
    const record = session.record;
    if (!record || isEmpty(this.current)) return;
    this.write(record, session.cursor, EMPTY_MARKS);
    this.arrowFrom = null;
  }

  private write(record: GameRecord, cursor: Cursor, marks: StepMarks): void {
    writeMarks(record, cursor, marks);
    session.dirty = true;
    this.version++;
  }
}

export const annotations = new AnnotationStore();
