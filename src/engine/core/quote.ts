/**
 * Text read from a file is untrusted: before it is echoed in a message it is
 * cut to a sane length and its control and bidirectional-formatting
 * characters are made visible, so it can neither clear a terminal nor
 * reorder the words of a sentence around it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Whether `text` holds a control or bidirectional-formatting character, which a name should not. */
export function hasInvisible(text: string): boolean {
  return text.search(INVISIBLE) !== -1;
}

/** `text` in double quotes, at most `max` characters of it, with invisible characters shown as \u{…}. */
export function quoteUntrusted(text: string, max = 40): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  return `"${showInvisible(cut)}"`;
}

/** The longest path a message repeats: longer is cut, as every message stays bounded whatever it quotes. */
export const MAX_PATH_SHOWN = 300;

/**
 * A path as a message repeats it: in double quotes, so spaces and a closing full stop cannot blur where it ends,
 * with its invisible characters shown, as a file name can hold any of them.
 */
export function quotePath(path: string): string {
  return quoteUntrusted(path, MAX_PATH_SHOWN);
}

/** `text` with its invisible characters shown as \u{…}, for a message that repeats someone else's words whole. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
