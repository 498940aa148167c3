import { describe, expect, it } from 'vitest';
import {
  addArrow,
  annotatedSteps,
  annotationAt,
  clearNote,
  clearMarks,
  clearStep,
  EMPTY_STEP,
  eraseTarget,
  fitAnnotations,
  MAX_ANNOTATED_STEPS,
  MAX_ARROWS_PER_STEP,
  MAX_HIGHLIGHTS_PER_STEP,
  MAX_NOTE_LENGTH,
  NO_ANNOTATIONS,
  ownerOf,
  removeArrow,
  setNote,
  toggleHighlight,
  type AnnotatedStep,
  type AnnotationEdit,
  type Annotations,
  type LineTree,
  type Target,
} from './annotations';

/** main: steps 1-10; branch-1 leaves main at step 4 (its own steps 5-7); branch-2 leaves branch-1 at step 6 (its own 7-8). */
const tree: LineTree = {
  lines: [
    { id: 'main', parent: null },
    { id: 'branch-1', parent: { line: 'main', step: 4 } },
    { id: 'branch-2', parent: { line: 'branch-1', step: 6 } },
  ],
};
const lastStep = (line: string) => ({ main: 10, 'branch-1': 7, 'branch-2': 8 })[line] ?? -1;

const QS: Target = { zone: 'grid.b2', card: 'QS' };
const DECK: Target = { zone: 'redDeck' };
const HAND: Target = { zone: 'hand.1', card: 'AH' };

function ok(edit: AnnotationEdit): Annotations {
  if (!edit.ok) throw new Error(`refused: ${edit.reason}`);
  return edit.annotations;
}

function refused(edit: AnnotationEdit): string {
  if (edit.ok) throw new Error('expected a refusal');
  return edit.reason;
}

describe('ownerOf: a step belongs to the line that played it', () => {
  it.each([
    [{ line: 'main', step: 0 }, { line: 'main', step: 0 }],
    [{ line: 'main', step: 9 }, { line: 'main', step: 9 }],
    [{ line: 'branch-1', step: 2 }, { line: 'main', step: 2 }],
    [{ line: 'branch-1', step: 4 }, { line: 'main', step: 4 }],
    [{ line: 'branch-1', step: 5 }, { line: 'branch-1', step: 5 }],
    [{ line: 'branch-2', step: 6 }, { line: 'branch-1', step: 6 }],
    [{ line: 'branch-2', step: 3 }, { line: 'main', step: 3 }],
    [{ line: 'branch-2', step: 7 }, { line: 'branch-2', step: 7 }],
  ])('%j is owned by %j', (cursor, owner) => {
    expect(ownerOf(tree, cursor)).toEqual(owner);
  });
});

describe('notes', () => {
  it('sets, replaces and clears the note of a step without touching the list it was given', () => {
    const first = ok(setNote(NO_ANNOTATIONS, tree, { line: 'main', step: 3 }, 'The lock on b2 decides it.'));
    expect(NO_ANNOTATIONS).toEqual([]);
    expect(first).toEqual([{ line: 'main', step: 3, note: 'The lock on b2 decides it.', highlights: [], arrows: [] }]);
    const second = ok(setNote(first, tree, { line: 'main', step: 3 }, 'Better: lock a1.'));
    expect(annotationAt(second, tree, { line: 'main', step: 3 }).note).toBe('Better: lock a1.');
    expect(annotationAt(first, tree, { line: 'main', step: 3 }).note).toBe('The lock on b2 decides it.');
    expect(clearNote(second, tree, { line: 'main', step: 3 })).toEqual([]);
    expect(ok(setNote(second, tree, { line: 'main', step: 3 }, '   '))).toEqual([]);
  });

  it('keeps a note written through a branch before its fork on the parent line, where every line passing there sees it', () => {
    const notes = ok(setNote(NO_ANNOTATIONS, tree, { line: 'branch-2', step: 2 }, 'Opening.'));
    expect(notes).toEqual([{ line: 'main', step: 2, note: 'Opening.', highlights: [], arrows: [] }]);
    for (const line of ['main', 'branch-1', 'branch-2']) expect(annotationAt(notes, tree, { line, step: 2 }).note).toBe('Opening.');
  });

  it('keeps a note written after the fork on its branch only', () => {
    const notes = ok(setNote(NO_ANNOTATIONS, tree, { line: 'branch-1', step: 5 }, 'The other try.'));
    expect(annotationAt(notes, tree, { line: 'branch-1', step: 5 }).note).toBe('The other try.');
    expect(annotationAt(notes, tree, { line: 'branch-2', step: 5 }).note).toBe('The other try.');
    expect(annotationAt(notes, tree, { line: 'main', step: 5 })).toEqual(EMPTY_STEP);
  });

  it('refuses a note over the limit and says how long it is', () => {
    const long = 'x'.repeat(MAX_NOTE_LENGTH + 1);
    expect(refused(setNote(NO_ANNOTATIONS, tree, { line: 'main', step: 1 }, long))).toBe(
      `A note holds at most ${MAX_NOTE_LENGTH} characters; this one has ${MAX_NOTE_LENGTH + 1}.`,
    );
    expect(ok(setNote(NO_ANNOTATIONS, tree, { line: 'main', step: 1 }, 'é'.repeat(MAX_NOTE_LENGTH)))).toHaveLength(1);
  });
});

describe('highlights', () => {
  const at = { line: 'main', step: 6 };

  it.each([
    ['a new target is lit', [], QS, 'gold', [{ target: QS, colour: 'gold' }]],
    ['the same target in the same colour goes out', [{ target: QS, colour: 'gold' }], QS, 'gold', []],
    ['the same target in another colour takes it', [{ target: QS, colour: 'gold' }], QS, 'red', [{ target: QS, colour: 'red' }]],
    ['a zone and a card in it are different targets', [{ target: QS, colour: 'gold' }], { zone: 'grid.b2' }, 'blue', [{ target: QS, colour: 'gold' }, { target: { zone: 'grid.b2' }, colour: 'blue' }]],
  ] as const)('%s', (_name, before, target, colour, after) => {
    const start = before.length ? [{ ...at, note: '', highlights: before, arrows: [] }] : NO_ANNOTATIONS;
    const result = ok(toggleHighlight(start, tree, at, target, colour));
    expect(annotationAt(result, tree, at).highlights).toEqual(after);
  });

  it.each([
    [{ zone: 'grid b2' }, '"grid b2" is not a place on the table.'],
    [{ zone: '' }, '"" is not a place on the table.'],
    [{ zone: 'hand.1', card: 'ZZ' }, '"ZZ" is not a card.'],
    [{ zone: 'hand.1', card: 'Q\u202eS' }, '"Q\\u{202e}S" is not a card.'],
  ])('refuses the target %j', (target, reason) => {
    expect(refused(toggleHighlight(NO_ANNOTATIONS, tree, at, target, 'gold'))).toBe(reason);
  });

  it('refuses one highlight more than a step holds, but still lets one go out', () => {
    let marks: Annotations = NO_ANNOTATIONS;
    for (let i = 0; i < MAX_HIGHLIGHTS_PER_STEP; i++) marks = ok(toggleHighlight(marks, tree, at, { zone: `z${i}` }, 'green'));
    expect(refused(toggleHighlight(marks, tree, at, DECK, 'green'))).toBe(`A step holds at most ${MAX_HIGHLIGHTS_PER_STEP} highlights.`);
    expect(annotationAt(ok(toggleHighlight(marks, tree, at, { zone: 'z0' }, 'green')), tree, at).highlights).toHaveLength(MAX_HIGHLIGHTS_PER_STEP - 1);
  });
});

describe('arrows', () => {
  const at = { line: 'branch-1', step: 7 };

  it('adds, recolours and removes an arrow', () => {
    const one = ok(addArrow(NO_ANNOTATIONS, tree, at, QS, DECK, 'blue'));
    expect(annotationAt(one, tree, at).arrows).toEqual([{ from: QS, to: DECK, colour: 'blue' }]);
    const recoloured = ok(addArrow(one, tree, at, QS, DECK, 'red'));
    expect(annotationAt(recoloured, tree, at).arrows).toEqual([{ from: QS, to: DECK, colour: 'red' }]);
    const two = ok(addArrow(recoloured, tree, at, DECK, QS, 'gold'));
    expect(annotationAt(two, tree, at).arrows).toHaveLength(2);
    expect(annotationAt(removeArrow(two, tree, at, QS, DECK), tree, at).arrows).toEqual([{ from: DECK, to: QS, colour: 'gold' }]);
    expect(removeArrow(removeArrow(two, tree, at, QS, DECK), tree, at, DECK, QS)).toEqual([]);
  });

  it.each([
    [QS, QS, 'An arrow needs two different ends.'],
    [QS, { zone: 'no/slash' }, '"no/slash" is not a place on the table.'],
  ])('refuses an arrow from %j to %j', (from, to, reason) => {
    expect(refused(addArrow(NO_ANNOTATIONS, tree, at, from, to, 'gold'))).toBe(reason);
  });

  it('refuses one arrow more than a step holds', () => {
    let marks: Annotations = NO_ANNOTATIONS;
    for (let i = 0; i < MAX_ARROWS_PER_STEP; i++) marks = ok(addArrow(marks, tree, at, DECK, { zone: `z${i}` }, 'gold'));
    expect(refused(addArrow(marks, tree, at, DECK, QS, 'gold'))).toBe(`A step holds at most ${MAX_ARROWS_PER_STEP} arrows.`);
  });
});

describe('erasing', () => {
  const at = { line: 'main', step: 8 };
  const marked = ok(addArrow(ok(addArrow(ok(toggleHighlight(ok(setNote(NO_ANNOTATIONS, tree, at, 'Look.')), tree, at, QS, 'gold')), tree, at, QS, DECK, 'red')), tree, at, DECK, HAND, 'blue'));

  it('takes away what touches a target and keeps the rest', () => {
    expect(annotationAt(eraseTarget(marked, tree, at, QS), tree, at)).toEqual({ note: 'Look.', highlights: [], arrows: [{ from: DECK, to: HAND, colour: 'blue' }] });
  });

  it('clears the marks of a step and keeps its note', () => {
    expect(annotationAt(clearMarks(marked, tree, at), tree, at)).toEqual({ note: 'Look.', highlights: [], arrows: [] });
  });

  it('clears a whole step, and only that step', () => {
    const both = ok(setNote(marked, tree, { line: 'main', step: 1 }, 'Start.'));
    expect(clearStep(both, tree, at)).toEqual([{ line: 'main', step: 1, note: 'Start.', highlights: [], arrows: [] }]);
  });
});

describe('annotatedSteps', () => {
  it('lists lines in the record order and steps in order', () => {
    let marks: Annotations = NO_ANNOTATIONS;
    for (const [line, step] of [['branch-2', 8], ['main', 9], ['branch-1', 5], ['main', 1], ['branch-2', 1]] as const) {
      marks = ok(setNote(marks, tree, { line, step }, `${line} ${step}`));
    }
    expect(annotatedSteps(marks, tree).map((s) => [s.line, s.step])).toEqual([
      ['main', 1],
      ['main', 9],
      ['branch-1', 5],
      ['branch-2', 8],
    ]);
    expect(annotationAt(marks, tree, { line: 'main', step: 1 }).note).toBe('branch-2 1');
  });

  it('refuses a note on one step more than a game holds', () => {
    const full: AnnotatedStep[] = Array.from({ length: MAX_ANNOTATED_STEPS }, (_, step) => ({ line: 'main', step, note: 'n', highlights: [], arrows: [] }));
    expect(refused(setNote(full, tree, { line: 'branch-1', step: 5 }, 'one more'))).toBe(`A game holds notes and marks on at most ${MAX_ANNOTATED_STEPS} steps.`);
    expect(ok(setNote(full, tree, { line: 'main', step: 3 }, 'changed'))).toHaveLength(MAX_ANNOTATED_STEPS);
  });
});

describe('fitAnnotations: notes read from a file', () => {
  const entry = (line: string, step: number, note = 'n'): AnnotatedStep => ({ line, step, note, highlights: [], arrows: [] });

  it('moves a key to the line that owns the step and sorts the list', () => {
    const fitted = ok(fitAnnotations([entry('branch-2', 7), entry('branch-1', 3), entry('main', 10)], tree, lastStep));
    expect(fitted.map((s) => [s.line, s.step])).toEqual([
      ['main', 3],
      ['main', 10],
      ['branch-2', 7],
    ]);
  });

  it('drops steps with nothing on them', () => {
    expect(ok(fitAnnotations([entry('main', 2, ' ')], tree, lastStep))).toEqual([]);
  });

  it.each([
    [[entry('ghost', 1)], 'a note is kept on line "ghost", which the game does not have'],
    [[entry('main', 11)], 'a note is kept on step 11 of line "main", past its end'],
    [[entry('main', 2), entry('branch-1', 2)], 'step 2 of line "main" has its notes twice'],
  ])('refuses %j', (entries, reason) => {
    expect(refused(fitAnnotations(entries, tree, lastStep))).toBe(reason);
  });
});
