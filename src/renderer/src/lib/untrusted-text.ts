/**
 * Text that comes from a file or the disk (a line's name, a note, a puzzle's
 * title, a file name) is shown among the app's own words. Wrapped in a
 * first-strong isolate, its bidirectional controls cannot reorder anything
 * outside it: "Branch 1 · 3 steps" stays in that order whatever the name
 * holds. Isolate controls inside it are dropped so none can close the wrapper
 * early. Plain text, so it serves in an <option>, an attribute or the window
 * title as well as in the page.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

export function isolated(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text.replace(ISOLATE_CONTROLS, '')}${POP_DIRECTIONAL_ISOLATE}`;
}
