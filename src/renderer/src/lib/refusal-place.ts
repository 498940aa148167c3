/**
 * Where the refusal bubble stands: under or over the thing refused, where the eye already is, unless the window's
 * edge would push it off to one side of that thing (a pile at the edge of the table); then beside it, so it hides
 * neither the thing nor the words under it.
 */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const BUBBLE_GAP = 8;

export function placeBubble(anchor: Box | null, size: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  const { width, height } = size;
  const within = (value: number, room: number, extent: number): number => Math.min(Math.max(BUBBLE_GAP, value), room - extent - BUBBLE_GAP);
  if (!anchor) return { left: Math.max(BUBBLE_GAP, (viewport.width - width) / 2), top: Math.max(BUBBLE_GAP, viewport.height - height - 80) };

  const centred = anchor.left + anchor.width / 2 - width / 2;
  const left = within(centred, viewport.width, width);
  if (Math.abs(left - centred) > width / 4) {
    const top = within(anchor.top + anchor.height / 2 - height / 2, viewport.height, height);
    const right = anchor.left + anchor.width + BUBBLE_GAP;
    if (right + width + BUBBLE_GAP <= viewport.width) return { left: right, top };
    const before = anchor.left - BUBBLE_GAP - width;
    if (before >= BUBBLE_GAP) return { left: before, top };
  }
  const below = anchor.top + anchor.height + BUBBLE_GAP;
  const top = below + height + BUBBLE_GAP <= viewport.height ? below : Math.max(BUBBLE_GAP, anchor.top - height - BUBBLE_GAP);
  return { left, top };
}
