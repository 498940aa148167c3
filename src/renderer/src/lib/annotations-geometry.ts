/**
 * Where the annotation overlay draws: a highlight around the element a card
 * or zone is drawn as, and an arrow between two such elements that starts and
 * ends at their edges rather than their centres, so it never hides the cards
 * it points between.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** A box relative to the overlay's own box (both from getBoundingClientRect). */
export function relativeTo(inner: Box, outer: Box): Box {
  return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height };
}

export function inflate(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

export function centre(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How far along the ray from the box's centre towards (dx, dy) its edge lies, as a fraction of (dx, dy). */
function exitFraction(box: Box, dx: number, dy: number): number {
  const fx = dx === 0 ? Infinity : box.width / 2 / Math.abs(dx);
  const fy = dy === 0 ? Infinity : box.height / 2 / Math.abs(dy);
  return Math.min(fx, fy);
}

/** Shorter than this an arrow is only its head. */
const MIN_ARROW = 16;

/**
 * The arrow from one box to another, edge to edge with a small gap. Between
 * neighbours, whose edges almost touch, it starts from the middle of the first
 * box instead, so it can still be seen. Null when the boxes overlap so much
 * that no arrow between them could be.
 */
export function arrowBetween(from: Box, to: Box, gap = 4): Segment | null {
  const a = centre(from);
  const b = centre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  const end = 1 - exitFraction(to, dx, dy) - gap / length;
  let start = exitFraction(from, dx, dy) + gap / length;
  if ((end - start) * length < MIN_ARROW) start = 0;
  if ((end - start) * length < MIN_ARROW) return null;
  return { x1: a.x + dx * start, y1: a.y + dy * start, x2: a.x + dx * end, y2: a.y + dy * end };
}

/** Whether an element was laid out at all (hidden elements have an empty box). */
export function visible(box: Box): boolean {
  return box.width > 0 && box.height > 0;
}
