import { describe, expect, it } from 'vitest';
import { annotationAt, NO_ANNOTATIONS, type Annotations, type LineTree, type Target } from '../../../engine';
import { clickTarget, type ToolState } from './annotations-tools';

const TREE: LineTree = {
  lines: [
    { id: 'main', parent: null },
    { id: 'branch-1', parent: { line: 'main', step: 4 } },
  ],
};
const AT = { line: 'main', step: 2 };
const QS: Target = { zone: 'grid.a1', card: 'QS' };
const KH: Target = { zone: 'grid.b2', card: 'KH' };
const DECK: Target = { zone: 'redDeck' };

const tools = (tool: ToolState['tool'], colour: ToolState['colour'] = 'gold', arrowFrom: Target | null = null): ToolState => ({ tool, colour, arrowFrom });

function click(annotations: Annotations, state: ToolState, target: Target, name: string, cursor = AT) {
  const result = clickTarget(annotations, TREE, cursor, state, target, name);
  if (!result.ok) throw new Error(result.said);
  return result;
}

describe('the highlight tool', () => {
  it('lights a card, recolours it, and puts it out with a click in the same colour', () => {
    const lit = click(NO_ANNOTATIONS, tools('highlight'), QS, 'Q♠');
    expect(lit.said).toBe('Q♠ highlighted in gold.');
    expect(annotationAt(lit.annotations, TREE, AT).highlights).toEqual([{ target: QS, colour: 'gold' }]);
    const red = click(lit.annotations, tools('highlight', 'red'), QS, 'Q♠');
    expect(red.said).toBe('Q♠ highlighted in red.');
    expect(annotationAt(red.annotations, TREE, AT).highlights).toEqual([{ target: QS, colour: 'red' }]);
    const out = click(red.annotations, tools('highlight', 'red'), QS, 'Q♠');
    expect(out.said).toBe('Q♠ is no longer highlighted.');
    expect(out.annotations).toEqual([]);
  });

  it('refuses a place that is not on the table, in words', () => {
    const result = clickTarget(NO_ANNOTATIONS, TREE, AT, tools('highlight'), { zone: 'grid a1' }, 'x');
    expect(result.ok).toBe(false);
    expect(result.said).toContain('is not a place on the table');
  });
});

describe('the arrow tool', () => {
  it('takes two clicks: from, then to', () => {
    const first = click(NO_ANNOTATIONS, tools('arrow', 'blue'), QS, 'Q♠');
    expect(first.annotations).toBe(NO_ANNOTATIONS);
    expect(first.arrowFrom).toEqual(QS);
    expect(first.said).toBe('Arrow from Q♠: now click where it points.');
    const second = click(first.annotations, tools('arrow', 'blue', first.arrowFrom), DECK, 'the red deck');
    expect(annotationAt(second.annotations, TREE, AT).arrows).toEqual([{ from: QS, to: DECK, colour: 'blue' }]);
    expect(second.arrowFrom).toBeNull();
    expect(second.said).toBe('Arrow drawn to the red deck.');
  });

  it('is cancelled by clicking its start again', () => {
    const result = click(NO_ANNOTATIONS, tools('arrow', 'gold', QS), QS, 'Q♠');
    expect(result.annotations).toBe(NO_ANNOTATIONS);
    expect(result.arrowFrom).toBeNull();
    expect(result.said).toBe('Arrow cancelled.');
  });
});

describe('the eraser', () => {
  it('takes away the highlight and every arrow touching the place, and says when there was nothing', () => {
    let marks = click(NO_ANNOTATIONS, tools('highlight'), QS, 'Q♠').annotations;
    marks = click(marks, tools('highlight', 'red'), KH, 'K♥').annotations;
    marks = click(marks, tools('arrow', 'gold', QS), DECK, 'the red deck').annotations;
    marks = click(marks, tools('arrow', 'gold', DECK), KH, 'K♥').annotations;
    const erased = click(marks, tools('erase'), QS, 'Q♠');
    expect(erased.said).toBe('Marks on Q♠ erased.');
    const left = annotationAt(erased.annotations, TREE, AT);
    expect(left.highlights).toEqual([{ target: KH, colour: 'red' }]);
    expect(left.arrows).toEqual([{ from: DECK, to: KH, colour: 'gold' }]);
    expect(click(erased.annotations, tools('erase'), QS, 'Q♠').said).toBe('Nothing is marked on Q♠.');
  });
});

describe('branches', () => {
  it('keeps a mark made past the fork on the branch, and one before it on the main line', () => {
    const onBranch = click(NO_ANNOTATIONS, tools('highlight'), QS, 'Q♠', { line: 'branch-1', step: 5 }).annotations;
    expect(annotationAt(onBranch, TREE, { line: 'main', step: 5 }).highlights).toEqual([]);
    expect(annotationAt(onBranch, TREE, { line: 'branch-1', step: 5 }).highlights).toHaveLength(1);
    const shared = click(NO_ANNOTATIONS, tools('highlight'), QS, 'Q♠', { line: 'branch-1', step: 3 }).annotations;
    expect(annotationAt(shared, TREE, { line: 'main', step: 3 }).highlights).toHaveLength(1);
  });
});
