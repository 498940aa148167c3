import { describe, expect, it } from 'vitest';
import { clickTarget, EMPTY_MARKS, isEmpty, type StepMarks, type ToolState } from './annotations-tools';

const QS = { card: 'QS' };
const KH = { card: 'KH' };
const DECK = { zone: 'redDeck' };

const tools = (tool: ToolState['tool'], colour: ToolState['colour'] = 'gold', arrowFrom: ToolState['arrowFrom'] = null): ToolState => ({
  tool,
  colour,
  arrowFrom,
});

describe('the highlight tool', () => {
  it.each<[string, StepMarks, ToolState, StepMarks, string]>([
    ['lights a card', EMPTY_MARKS, tools('highlight'), { ...EMPTY_MARKS, highlights: [{ target: QS, colour: 'gold' }] }, 'Q♠ highlighted in gold.'],
    [
      'recolours a lit card',
      { ...EMPTY_MARKS, highlights: [{ target: QS, colour: 'gold' }] },
      tools('highlight', 'red'),
      { ...EMPTY_MARKS, highlights: [{ target: QS, colour: 'red' }] },
      'Q♠ highlighted in red.',
    ],
    [
      'puts out a card lit in the same colour',
      { ...EMPTY_MARKS, highlights: [{ target: QS, colour: 'gold' }, { target: DECK, colour: 'blue' }] },
      tools('highlight'),
      { ...EMPTY_MARKS, highlights: [{ target: DECK, colour: 'blue' }] },
      'Q♠ is no longer highlighted.',
    ],
  ])('%s', (_name, marks, state, after, said) => {
    const result = clickTarget(marks, state, QS, 'Q♠');
    expect(result.marks).toEqual(after);
    expect(result.said).toBe(said);
    expect(result.arrowFrom).toBeNull();
  });
});

describe('the arrow tool', () => {
  it('takes two clicks: from, then to', () => {
    const first = clickTarget(EMPTY_MARKS, tools('arrow', 'blue'), QS, 'Q♠');
    expect(first.marks).toBe(EMPTY_MARKS);
    expect(first.arrowFrom).toEqual(QS);
    const second = clickTarget(first.marks, tools('arrow', 'blue', first.arrowFrom), DECK, 'the red deck');
    expect(second.marks.arrows).toEqual([{ from: QS, to: DECK, colour: 'blue' }]);
    expect(second.arrowFrom).toBeNull();
    expect(second.said).toBe('Arrow drawn to the red deck.');
  });

  it('is cancelled by clicking its start again', () => {
    const result = clickTarget(EMPTY_MARKS, tools('arrow', 'gold', QS), QS, 'Q♠');
    expect(result.marks).toBe(EMPTY_MARKS);
    expect(result.arrowFrom).toBeNull();
  });

  it('redraws an arrow between the same two places in the new colour', () => {
    const marks: StepMarks = { ...EMPTY_MARKS, arrows: [{ from: QS, to: KH, colour: 'gold' }] };
    expect(clickTarget(marks, tools('arrow', 'green', QS), KH, 'K♥').marks.arrows).toEqual([{ from: QS, to: KH, colour: 'green' }]);
  });
});

describe('the eraser', () => {
  it('takes away the highlight and every arrow touching the place, and nothing else', () => {
    const marks: StepMarks = {
      note: 'Look here',
      highlights: [
        { target: QS, colour: 'gold' },
        { target: KH, colour: 'red' },
      ],
      arrows: [
        { from: QS, to: DECK, colour: 'gold' },
        { from: DECK, to: KH, colour: 'gold' },
        { from: KH, to: QS, colour: 'gold' },
      ],
    };
    const result = clickTarget(marks, tools('erase'), QS, 'Q♠');
    expect(result.marks).toEqual({ note: 'Look here', highlights: [{ target: KH, colour: 'red' }], arrows: [{ from: DECK, to: KH, colour: 'gold' }] });
    expect(result.said).toBe('Marks on Q♠ erased.');
    expect(clickTarget(result.marks, tools('erase'), QS, 'Q♠').said).toBe('Nothing is marked on Q♠.');
  });
});

describe('isEmpty', () => {
  it('counts a note of blanks as no note', () => {
    expect(isEmpty({ ...EMPTY_MARKS, note: '  ' })).toBe(true);
    expect(isEmpty({ ...EMPTY_MARKS, note: 'x' })).toBe(false);
    expect(isEmpty({ ...EMPTY_MARKS, highlights: [{ target: QS, colour: 'gold' }] })).toBe(false);
  });
});
