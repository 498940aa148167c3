/**
 * Annotations of a game record: a note, highlights and arrows on a step.
 *
 * A step is named by the line that owns it. Steps at or before a branch's fork
 * are the parent line's steps, so a mark made while looking at step 2 through
 * a branch that leaves the main line at step 4 is the main line's mark and
 * shows on every line that passes through that step; a mark made after the
 * fork stays on its branch. Every function is pure: it returns a new list and
 * leaves the one it was given as it was.
 */
import { z } from 'zod';
import { isCopyCardId } from './cards';
import { quoteUntrusted } from './quote';

/** The colours a teacher picks from; the file stores these names. */
export const COLOURS = ['gold', 'red', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

export const MAX_NOTE_LENGTH = 2000;
export const MAX_HIGHLIGHTS_PER_STEP = 60;
export const MAX_ARROWS_PER_STEP = 60;
export const MAX_ANNOTATED_STEPS = 5000;
export const MAX_ZONE_ID_LENGTH = 64;
export const MAX_CARD_ID_LENGTH = 16;

/** A zone of the game's editor ("grid.b2", "hand.1"), or a card in it. */
export interface Target {
  readonly zone: string;
  readonly card?: string;
}

export interface Highlight {
  readonly target: Target;
  readonly colour: Colour;
}

export interface Arrow {
  readonly from: Target;
  readonly to: Target;
  readonly colour: Colour;
}

/** What is marked on one step. */
export interface StepAnnotation {
  readonly note: string;
  readonly highlights: readonly Highlight[];
  readonly arrows: readonly Arrow[];
}

/** The marks of one step with the step they belong to. */
export interface AnnotatedStep extends StepAnnotation {
  readonly line: string;
  readonly step: number;
}

export type Annotations = readonly AnnotatedStep[];

export const NO_ANNOTATIONS: Annotations = Object.freeze([]);
export const EMPTY_STEP: StepAnnotation = Object.freeze({ note: '', highlights: Object.freeze([]), arrows: Object.freeze([]) });

/** The lines of a record as far as annotations need them (GameRecord fits). */
export interface LineTree {
  readonly lines: readonly { readonly id: string; readonly parent: { readonly line: string; readonly step: number } | null }[];
}

export interface StepKey {
  readonly line: string;
  readonly step: number;
}

export type AnnotationEdit = { readonly ok: true; readonly annotations: Annotations } | { readonly ok: false; readonly reason: string };

const zoneIdSchema = z
  .string()
  .min(1)
  .max(MAX_ZONE_ID_LENGTH)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, ".", ":", "-" and "_"');
const cardIdSchema = z
  .string()
  .max(MAX_CARD_ID_LENGTH)
  .refine((card: string): boolean => isCopyCardId(card), 'That is not a card.');

export const targetSchema = z.object({ zone: zoneIdSchema, card: cardIdSchema.optional() }).strict();
const colourSchema = z.enum(COLOURS);

/** One annotated step as a file stores it; absent parts are empty. */
export const annotatedStepSchema = z
  .object({
    line: z.string().min(1).max(64),
    step: z.number().int().min(0).max(200_000),
    note: z.string().max(MAX_NOTE_LENGTH).default(''),
    highlights: z.array(z.object({ target: targetSchema, colour: colourSchema }).strict()).max(MAX_HIGHLIGHTS_PER_STEP).default([]),
    arrows: z.array(z.object({ from: targetSchema, to: targetSchema, colour: colourSchema }).strict()).max(MAX_ARROWS_PER_STEP).default([]),
  })
  .strict();

export const annotationsSchema = z.array(annotatedStepSchema).max(MAX_ANNOTATED_STEPS);

export function sameTarget(a: Target, b: Target): boolean {
  return a.zone === b.zone && a.card === b.card;
}

function sameKey(a: StepKey, b: StepKey): boolean {
  return a.line === b.line && a.step === b.step;
}

function isEmptyStep(marks: StepAnnotation): boolean {
  return marks.note.trim() === '' && marks.highlights.length === 0 && marks.arrows.length === 0;
}

/**
 * The line that owns `cursor`'s step: the first line, walking from the
 * cursor's line towards the main line, whose own steps include it.
 */
export function ownerOf(tree: LineTree, cursor: StepKey): StepKey {
  return ownerIn(lineIndex(tree), cursor);
}

type LineIndex = ReadonlyMap<string, LineTree['lines'][number]>;

function lineIndex(tree: LineTree): LineIndex {
  return new Map(tree.lines.map((line) => [line.id, line]));
}

function ownerIn(byId: LineIndex, cursor: StepKey): StepKey {
  let line = byId.get(cursor.line);
  // A parent is always an earlier line, so no walk is longer than the list; the bound only guards a malformed tree.
  for (let hops = 0; line?.parent && cursor.step <= line.parent.step && hops < byId.size; hops++) {
    line = byId.get(line.parent.line);
  }
  return { line: line?.id ?? cursor.line, step: cursor.step };
}

/** The marks shown at `cursor` (the owning line's), empty when there are none. */
export function annotationAt(annotations: Annotations, tree: LineTree, cursor: StepKey): StepAnnotation {
  const key = ownerOf(tree, cursor);
  const found = annotations.find((entry) => sameKey(entry, key));
  return found ? { note: found.note, highlights: found.highlights, arrows: found.arrows } : EMPTY_STEP;
}

/** Every annotated step, lines in the tree's order and steps in order along each line. */
export function annotatedSteps(annotations: Annotations, tree: LineTree): AnnotatedStep[] {
  const order = new Map(tree.lines.map((line, index) => [line.id, index]));
  const rank = (line: string) => order.get(line) ?? Number.MAX_SAFE_INTEGER;
  return [...annotations].sort((a, b) => rank(a.line) - rank(b.line) || (a.line === b.line ? 0 : a.line < b.line ? -1 : 1) || a.step - b.step);
}

/** Replaces the marks of the step `cursor` shows; an empty step leaves the list. */
function withStep(annotations: Annotations, tree: LineTree, cursor: StepKey, marks: StepAnnotation): AnnotationEdit {
  const key = ownerOf(tree, cursor);
  const others = annotations.filter((entry) => !sameKey(entry, key));
  if (isEmptyStep(marks)) return { ok: true, annotations: Object.freeze(others) };
  if (others.length >= MAX_ANNOTATED_STEPS) {
    return { ok: false, reason: `A game holds notes and marks on at most ${MAX_ANNOTATED_STEPS} steps.` };
  }
  const entry: AnnotatedStep = Object.freeze({ line: key.line, step: key.step, note: marks.note, highlights: marks.highlights, arrows: marks.arrows });
  return { ok: true, annotations: Object.freeze(annotatedSteps([...others, entry], tree)) };
}

function mustSucceed(edit: AnnotationEdit): Annotations {
  // Removing marks never adds a step, so it cannot meet a limit.
  if (!edit.ok) throw new Error(edit.reason);
  return edit.annotations;
}

export function setNote(annotations: Annotations, tree: LineTree, cursor: StepKey, note: string): AnnotationEdit {
  const length = [...note].length;
  if (length > MAX_NOTE_LENGTH) {
    return { ok: false, reason: `A note holds at most ${MAX_NOTE_LENGTH} characters; this one has ${length}.` };
  }
  return withStep(annotations, tree, cursor, { ...annotationAt(annotations, tree, cursor), note });
}

export function clearNote(annotations: Annotations, tree: LineTree, cursor: StepKey): Annotations {
  return mustSucceed(withStep(annotations, tree, cursor, { ...annotationAt(annotations, tree, cursor), note: '' }));
}

/** Why a target cannot be marked, or null. */
export function targetProblem(target: Target): string | null {
  const parsed = targetSchema.safeParse(target);
  if (parsed.success) return null;
  if (target.card !== undefined && !targetSchema.shape.card.safeParse(target.card).success) {
    return `${quoteUntrusted(String(target.card), 12)} is not a card.`;
  }
  return `${quoteUntrusted(String(target.zone), 24)} is not a place on the table.`;
}

/**
 * Highlights a card or zone in `colour`; the same target already in that
 * colour goes out, and in another colour takes the new one.
 */
export function toggleHighlight(annotations: Annotations, tree: LineTree, cursor: StepKey, target: Target, colour: Colour): AnnotationEdit {
  const problem = targetProblem(target);
  if (problem) return { ok: false, reason: problem };
  const marks = annotationAt(annotations, tree, cursor);
  const existing = marks.highlights.find((h) => sameTarget(h.target, target));
  const others = marks.highlights.filter((h) => !sameTarget(h.target, target));
  if (existing?.colour === colour) return withStep(annotations, tree, cursor, { ...marks, highlights: others });
  if (!existing && marks.highlights.length >= MAX_HIGHLIGHTS_PER_STEP) {
    return { ok: false, reason: `A step holds at most ${MAX_HIGHLIGHTS_PER_STEP} highlights.` };
  }
  return withStep(annotations, tree, cursor, { ...marks, highlights: [...others, { target: copyTarget(target), colour }] });
}

/** Draws an arrow; an arrow between the same ends takes the new colour. */
export function addArrow(annotations: Annotations, tree: LineTree, cursor: StepKey, from: Target, to: Target, colour: Colour): AnnotationEdit {
  const problem = targetProblem(from) ?? targetProblem(to);
  if (problem) return { ok: false, reason: problem };
  if (sameTarget(from, to)) return { ok: false, reason: 'An arrow needs two different ends.' };
  const marks = annotationAt(annotations, tree, cursor);
  const others = marks.arrows.filter((a) => !(sameTarget(a.from, from) && sameTarget(a.to, to)));
  if (others.length >= MAX_ARROWS_PER_STEP) return { ok: false, reason: `A step holds at most ${MAX_ARROWS_PER_STEP} arrows.` };
  return withStep(annotations, tree, cursor, { ...marks, arrows: [...others, { from: copyTarget(from), to: copyTarget(to), colour }] });
}

export function removeArrow(annotations: Annotations, tree: LineTree, cursor: StepKey, from: Target, to: Target): Annotations {
  const marks = annotationAt(annotations, tree, cursor);
  const arrows = marks.arrows.filter((a) => !(sameTarget(a.from, from) && sameTarget(a.to, to)));
  return mustSucceed(withStep(annotations, tree, cursor, { ...marks, arrows }));
}

/** Takes away the highlight of a target and every arrow touching it. */
export function eraseTarget(annotations: Annotations, tree: LineTree, cursor: StepKey, target: Target): Annotations {
  const marks = annotationAt(annotations, tree, cursor);
  return mustSucceed(
    withStep(annotations, tree, cursor, {
      note: marks.note,
      highlights: marks.highlights.filter((h) => !sameTarget(h.target, target)),
      arrows: marks.arrows.filter((a) => !sameTarget(a.from, target) && !sameTarget(a.to, target)),
    }),
  );
}

/** Takes away every highlight and arrow of the step and keeps its note, which is edited in words of its own. */
export function clearMarks(annotations: Annotations, tree: LineTree, cursor: StepKey): Annotations {
  return mustSucceed(withStep(annotations, tree, cursor, { ...EMPTY_STEP, note: annotationAt(annotations, tree, cursor).note }));
}

/** Takes away the note and every mark of the step. */
export function clearStep(annotations: Annotations, tree: LineTree, cursor: StepKey): Annotations {
  return mustSucceed(withStep(annotations, tree, cursor, EMPTY_STEP));
}

function copyTarget(target: Target): Target {
  return target.card === undefined ? { zone: target.zone } : { zone: target.zone, card: target.card };
}

/**
 * Annotations read from a file, checked against the record they belong to:
 * each names a step that exists, keys are moved to the line that owns the
 * step, and no step appears twice. A reason when they do not fit.
 */
export function fitAnnotations(
  entries: readonly AnnotatedStep[],
  tree: LineTree,
  lastStep: (line: string) => number,
): AnnotationEdit {
  const byId = lineIndex(tree);
  const seen = new Set<string>();
  const fitted: AnnotatedStep[] = [];
  for (const entry of entries) {
    if (!byId.has(entry.line)) return { ok: false, reason: `a note is kept on line ${quoteUntrusted(entry.line)}, which the game does not have` };
    if (entry.step > lastStep(entry.line)) {
      return { ok: false, reason: `a note is kept on step ${entry.step} of line ${quoteUntrusted(entry.line)}, past its end` };
    }
    const key = ownerIn(byId, entry);
    const id = `${key.line}@${key.step}`;
    if (seen.has(id)) return { ok: false, reason: `step ${key.step} of line ${quoteUntrusted(key.line)} has its notes twice` };
    seen.add(id);
    if (isEmptyStep(entry)) continue;
    fitted.push(Object.freeze({ ...entry, line: key.line }));
  }
  return { ok: true, annotations: Object.freeze(annotatedSteps(fitted, tree)) };
}
