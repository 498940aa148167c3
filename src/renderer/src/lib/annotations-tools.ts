/**
 * What a click on the table does while "Annotate" is on: the highlight tool
 * lights a card or zone (a second click in the same colour puts it out), the
 * arrow tool takes two clicks (from, then to), and the eraser takes away what
 * touches the clicked card or zone. Pure functions over one step's marks.
 */
import { sameTarget, type TargetRef } from './annotations-geometry';

export type Tool = 'highlight' | 'arrow' | 'erase';

/** The few colours a teacher picks from; names are what the file stores. */
export const COLOURS = [
  { id: 'gold', label: 'Gold', css: '#f5c542' },
  { id: 'red', label: 'Red', css: '#ff5a4e' },
  { id: 'blue', label: 'Blue', css: '#4cc3ff' },
  { id: 'green', label: 'Green', css: '#6ee08f' },
] as const;

export type Colour = (typeof COLOURS)[number]['id'];

export function colourCss(colour: string): string {
  return COLOURS.find((c) => c.id === colour)?.css ?? COLOURS[0].css;
}

export interface Highlight {
  readonly target: TargetRef;
  readonly colour: string;
}

export interface Arrow {
  readonly from: TargetRef;
  readonly to: TargetRef;
  readonly colour: string;
}

/** Everything marked on one step. */
export interface StepMarks {
  readonly note: string;
  readonly highlights: readonly Highlight[];
  readonly arrows: readonly Arrow[];
}

export const EMPTY_MARKS: StepMarks = { note: '', highlights: [], arrows: [] };

export function isEmpty(marks: StepMarks): boolean {
  return marks.note.trim() === '' && marks.highlights.length === 0 && marks.arrows.length === 0;
}

export interface ToolState {
  readonly tool: Tool;
  readonly colour: Colour;
  /** The first end of an arrow being drawn. */
  readonly arrowFrom: TargetRef | null;
}

export interface ClickResult {
  readonly marks: StepMarks;
  readonly arrowFrom: TargetRef | null;
  /** What happened, in words, for the message bar. */
  readonly said: string;
}

export function clickTarget(marks: StepMarks, tools: ToolState, target: TargetRef, name: string): ClickResult {
  switch (tools.tool) {
    case 'highlight': {
      const existing = marks.highlights.find((h) => sameTarget(h.target, target));
      const others = marks.highlights.filter((h) => !sameTarget(h.target, target));
      if (existing?.colour === tools.colour) return { marks: { ...marks, highlights: others }, arrowFrom: null, said: `${name} is no longer highlighted.` };
      return {
        marks: { ...marks, highlights: [...others, { target, colour: tools.colour }] },
        arrowFrom: null,
        said: `${name} highlighted in ${colourName(tools.colour)}.`,
      };
    }
    case 'arrow': {
      const from = tools.arrowFrom;
      if (!from) return { marks, arrowFrom: target, said: `Arrow from ${name}: now click where it points.` };
      if (sameTarget(from, target)) return { marks, arrowFrom: null, said: 'Arrow cancelled.' };
      const others = marks.arrows.filter((a) => !(sameTarget(a.from, from) && sameTarget(a.to, target)));
      return { marks: { ...marks, arrows: [...others, { from, to: target, colour: tools.colour }] }, arrowFrom: null, said: `Arrow drawn to ${name}.` };
    }
    case 'erase': {
      const highlights = marks.highlights.filter((h) => !sameTarget(h.target, target));
      const arrows = marks.arrows.filter((a) => !sameTarget(a.from, target) && !sameTarget(a.to, target));
      const gone = marks.highlights.length - highlights.length + marks.arrows.length - arrows.length;
      return { marks: { ...marks, highlights, arrows }, arrowFrom: null, said: gone ? `Marks on ${name} erased.` : `Nothing is marked on ${name}.` };
    }
  }
}

function colourName(colour: string): string {
  return (COLOURS.find((c) => c.id === colour)?.label ?? colour).toLowerCase();
}

/** What a clicked element on the table points at: the card drawn there, else the zone around it. */
export function targetOfElement(element: Element | null, root: Element): { target: TargetRef; element: Element } | null {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    const card = node.getAttribute('data-card');
    if (card) return { target: { card }, element: node };
    const zone = node.getAttribute('data-zone');
    if (zone) return { target: { zone }, element: node };
    if (node === root) break;
  }
  return null;
}

/** The element a target is drawn as, if the table shows it now (the first visible one). */
export function elementOf(root: Element, target: TargetRef): Element | null {
  const attribute = 'card' in target ? 'data-card' : 'data-zone';
  const value = 'card' in target ? target.card : target.zone;
  for (const element of root.querySelectorAll(`[${attribute}]`)) {
    if (element.getAttribute(attribute) !== value) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}
