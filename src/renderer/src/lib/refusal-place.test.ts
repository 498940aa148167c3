import { describe, expect, it } from 'vitest';
import { placeBubble } from './refusal-place';

const window = { width: 1366, height: 768 };
const size = { width: 320, height: 60 };

describe('where the refusal bubble stands', () => {
  it.each([
    ['a button in the middle: just under it, centred', { left: 600, top: 400, width: 100, height: 30 }, { left: 490, top: 438 }],
    ['a button near the foot of the window: just over it', { left: 600, top: 720, width: 100, height: 30 }, { left: 490, top: 652 }],
    ['a pile at the left edge: beside it, on its right', { left: 20, top: 300, width: 70, height: 120 }, { left: 98, top: 330 }],
    ['a pile at the right edge: beside it, on its left', { left: 1280, top: 300, width: 70, height: 120 }, { left: 952, top: 330 }],
    ['a card near the edge, the bubble still over it: under it', { left: 60, top: 300, width: 70, height: 100 }, { left: 8, top: 408 }],
    ['nothing to stand beside: above the message bar', null, { left: 523, top: 628 }],
  ] as const)('%s', (_name, anchor, place) => {
    expect(placeBubble(anchor, size, window)).toEqual(place);
  });
});
