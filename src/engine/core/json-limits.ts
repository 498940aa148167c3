/**
 * A bounded look at JSON text before JSON.parse builds it. JSON.parse holds
 * the whole tree in memory at once: 32 MB of `{},` becomes ten million objects
 * and more than a gigabyte, and arrays nested millions deep do the same. One
 * pass over the text counts what the tree would hold, using no memory of its
 * own, and refuses the text once it passes any limit, saying where.
 */

export interface JsonLimits {
  /** Arrays and objects inside each other. */
  readonly maxDepth: number;
  /** Values of every kind plus object keys, counted over the whole text. */
  readonly maxValues: number;
  /** Characters of one string as written in the file, escapes included. */
  readonly maxStringChars: number;
}

/**
 * Far beyond any real replay: the deepest is about a dozen levels, a
 * 10,000-step game holds some 100,000 values, and the longest text is a note
 * of 2,000 characters.
 */
export const REPLAY_JSON_LIMITS: JsonLimits = { maxDepth: 64, maxValues: 2_000_000, maxStringChars: 20_000 };

export type JsonScan = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_LIST = 0x5b;
const OPEN_GROUP = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_GROUP = 0x7d;

/**
 * Whether JSON text stays within the limits. Text that is not JSON at all may
 * pass: the parser that follows refuses it, within the same bounds.
 */
export function scanJsonLimits(text: string, limits: JsonLimits): JsonScan {
  let depth = 0;
  let values = 1;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      line++;
    } else if (c === QUOTE) {
      const start = i;
      i++;
      while (i < text.length) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
        // A raw line break inside a string is not JSON; JSON.parse will say so.
        else if (s === NEWLINE) line++;
        i++;
      }
      if (i - start - 1 > limits.maxStringChars) {
        return refuse(`a text of more than ${count(limits.maxStringChars)} characters`, line);
      }
    } else if (c === OPEN_LIST || c === OPEN_GROUP) {
      depth++;
      if (depth > limits.maxDepth) return refuse(`lists or groups nested more than ${limits.maxDepth} deep`, line);
    } else if (c === CLOSE_LIST || c === CLOSE_GROUP) {
      depth--;
    } else if (c === COMMA || c === COLON) {
      // Every comma starts one more entry, every colon follows one more key.
      values++;
      if (values > limits.maxValues) return refuse(`more than ${count(limits.maxValues)} entries`, line);
    }
  }
  return { ok: true };
}

function refuse(what: string, line: number): JsonScan {
  return { ok: false, reason: `it holds ${what} (by line ${count(line)} of the file), far more than any replay` };
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}
