import { describe, expect, it } from 'vitest';
import { arrowBetween, inflate, relativeTo, visible, type Box } from './annotations-geometry';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

describe('arrowBetween', () => {
  it.each([
    ['left to right, edge to edge', box(0, 0, 40, 60), box(100, 0, 40, 60), { x1: 44, y1: 30, x2: 96, y2: 30 }],
    ['right to left', box(100, 0, 40, 60), box(0, 0, 40, 60), { x1: 96, y1: 30, x2: 44, y2: 30 }],
    ['top to bottom', box(0, 0, 40, 60), box(0, 200, 40, 60), { x1: 20, y1: 64, x2: 20, y2: 196 }],
  ])('%s', (_name, from, to, segment) => {
    expect(arrowBetween(from, to)).toEqual(segment);
  });

  it('leaves a diagonal arrow through the corner-most edge of each box', () => {
    const arrow = arrowBetween(box(0, 0, 20, 20), box(100, 100, 20, 20), 0)!;
    expect(arrow.x1).toBeCloseTo(20);
    expect(arrow.y1).toBeCloseTo(20);
    expect(arrow.x2).toBeCloseTo(100);
    expect(arrow.y2).toBeCloseTo(100);
  });

  it('starts from the middle of a neighbour whose edge almost touches', () => {
    expect(arrowBetween(box(0, 0, 40, 60), box(42, 0, 40, 60))).toEqual({ x1: 20, y1: 30, x2: 38, y2: 30 });
  });

  it('draws nothing between a box and itself, or boxes on top of each other', () => {
    expect(arrowBetween(box(0, 0, 40, 60), box(0, 0, 40, 60))).toBeNull();
    expect(arrowBetween(box(0, 0, 40, 60), box(10, 0, 40, 60))).toBeNull();
  });
});

describe('boxes', () => {
  it('measures an element inside the overlay and grows a highlight around it', () => {
    expect(relativeTo(box(130, 90, 40, 60), box(100, 50, 800, 600))).toEqual(box(30, 40, 40, 60));
    expect(inflate(box(30, 40, 40, 60), 3)).toEqual(box(27, 37, 46, 66));
  });

  it('knows an element that was not laid out', () => {
    expect(visible(box(10, 10, 0, 0))).toBe(false);
    expect(visible(box(10, 10, 1, 1))).toBe(true);
  });
});
