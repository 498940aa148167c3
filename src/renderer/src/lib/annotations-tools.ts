/**
 * What a click on the table does while "Annotate" is on: the highlight tool
 * lights a card or zone (a second click in the same colour puts it out), the
 * arrow tool takes two clicks (from, then to; the layer turns a drag into those two), and the eraser takes away what
 * touches the clicked card or zone. The marks themselves are the engine's
 * annotations model (core/annotations.ts); this only chooses which of its
 * edits a click makes, and says what happened.
 */
import {
  addArrow,
  eraseTarget,
  sameTarget,
  toggleHighlight,
  annotationAt,
  type Annotations,
  type Colour,
  type LineTree,
  type StepKey,
  type Target,
} from '../../../engine';

export type Tool = 'highlight' | 'arrow' | 'erase';

/** The colours offered, as the file names them, with how they are drawn. */
export const COLOURS: readonly { readonly id: Colour; readonly label: string; readonly css: string }[] = [
  { id: 'gold', label: 'Gold', css: '#f5c542' },
  { id: 'red', label: 'Red', css: '#ff5a4e' },
  { id: 'blue', label: 'Blue', css: '#4cc3ff' },
  { id: 'green', label: 'Green', css: '#6ee08f' },
];

export function colourCss(colour: string): string {
  return COLOURS.find((c) => c.id === colour)?.css ?? COLOURS[0]!.css;
}

export interface ToolState {
  readonly tool: Tool;
  readonly colour: Colour;
  /** The first end of an arrow being drawn. */
  readonly arrowFrom: Target | null;
}

export type ClickResult =
  | { readonly ok: true; readonly annotations: Annotations; readonly arrowFrom: Target | null; readonly said: string }
  | { readonly ok: false; readonly arrowFrom: Target | null; readonly said: string };

export function clickTarget(
  annotations: Annotations,
  tree: LineTree,
  cursor: StepKey,
  tools: ToolState,
  target: Target,
  name: string,
): ClickResult {
  switch (tools.tool) {
    case 'highlight': {
      const lit = annotationAt(annotations, tree, cursor).highlights.find((h) => sameTarget(h.target, target));
      const edit = toggleHighlight(annotations, tree, cursor, target, tools.colour);
      if (!edit.ok) return { ok: false, arrowFrom: null, said: edit.reason };
      const said = lit?.colour === tools.colour ? `${name} is no longer highlighted.` : `${name} highlighted in ${colourName(tools.colour)}.`;
      return { ok: true, annotations: edit.annotations, arrowFrom: null, said };
    }
    case 'arrow': {
      const from = tools.arrowFrom;
      if (!from) return { ok: true, annotations, arrowFrom: target, said: `Arrow from ${name}: now click where it points.` };
      if (sameTarget(from, target)) return { ok: true, annotations, arrowFrom: null, said: 'Arrow cancelled.' };
      const edit = addArrow(annotations, tree, cursor, from, target, tools.colour);
      if (!edit.ok) return { ok: false, arrowFrom: null, said: edit.reason };
      return { ok: true, annotations: edit.annotations, arrowFrom: null, said: `Arrow drawn to ${name}.` };
    }
    case 'erase': {
      const after = eraseTarget(annotations, tree, cursor, target);
      const before = annotationAt(annotations, tree, cursor);
      const now = annotationAt(after, tree, cursor);
      const gone = before.highlights.length - now.highlights.length + before.arrows.length - now.arrows.length;
      return { ok: true, annotations: after, arrowFrom: null, said: gone ? `Marks on ${name} erased.` : `Nothing is marked on ${name}.` };
    }
  }
}

function colourName(colour: Colour): string {
  return (COLOURS.find((c) => c.id === colour)?.label ?? colour).toLowerCase();
}

/**
 * The zone a table draws without naming it: a card marked there is found by
 * its id anywhere on the table.
 */
export const WHOLE_TABLE = 'table';

/**
 * What a clicked element on the table points at: the card drawn there (with
 * the zone around it), else the zone. Tables name their zones with
 * data-zone (the editor's zone ids) and their cards with data-card.
 */
export function targetOfElement(element: Element | null, root: Element): { target: Target; element: Element } | null {
  let card: { id: string; element: Element } | null = null;
  for (let node: Element | null = element; node; node = node === root ? null : node.parentElement) {
    const cardId = node.getAttribute('data-card');
    if (!card && cardId) card = { id: cardId, element: node };
    const zone = node.getAttribute('data-zone');
    if (zone) return card ? { target: { zone, card: card.id }, element: card.element } : { target: { zone }, element: node };
  }
  return card ? { target: { zone: WHOLE_TABLE, card: card.id }, element: card.element } : null;
}

/** The element a target is drawn as, if the table shows it now (the first visible one). */
export function elementOf(root: Element, target: Target): Element | null {
  const zones = target.zone === WHOLE_TABLE ? [root] : [...root.querySelectorAll(`[data-zone]`)].filter((z) => z.getAttribute('data-zone') === target.zone);
  for (const zone of zones) {
    const candidates = target.card === undefined ? [zone] : [zone, ...zone.querySelectorAll('[data-card]')].filter((e) => e.getAttribute('data-card') === target.card);
    for (const element of candidates) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) return element;
    }
  }
  return null;
}
