/**
 * State fingerprints for replay files: ohash's serialisation (sorted keys,
 * quoted strings) digested with SHA-256, so the same position always gives
 * the same short string on every machine.
 *
 * Opening a long game fingerprints every step, so plain JSON data — all a
 * state ever holds — is serialised here in one tight pass, with each object
 * shape's key order sorted once. The text is exactly ohash's `serialize`
 * (hash.test.ts compares the two on every game's states and on arbitrary
 * JSON); anything that is not plain data goes to ohash itself.
 */
import { hash, serialize } from 'ohash';
import { digest } from 'ohash/crypto';

export function stateHash(state: unknown): string {
  const text = plainText(state);
  return text === null ? hash(state) : digest(text);
}

/** The text ohash's `serialize` gives for `value`, or null when it holds anything but plain JSON data. */
export function plainText(value: unknown): string | null {
  if (typeof value === 'string') return `'${value}'`;
  try {
    return write(value);
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
}

/** ohash's own text, for the comparison tests. */
export function ohashText(value: unknown): string {
  return serialize(value);
}

const NOT_PLAIN = new Error('not plain data');

function write(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return `'${value}'`;
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'object':
      return Array.isArray(value) ? writeArray(value) : writeObject(value as Record<string, unknown>);
    default:
      throw NOT_PLAIN;
  }
}

function writeArray(array: readonly unknown[]): string {
  // ohash names the type only for arrays that are not plain ones.
  if (Object.getPrototypeOf(array) !== Array.prototype) throw NOT_PLAIN;
  let text = '[';
  for (let i = 0; i < array.length; i++) {
    if (i > 0) text += ',';
    text += write(array[i]);
  }
  return `${text}]`;
}

function writeObject(object: Record<string, unknown>): string {
  const proto = Object.getPrototypeOf(object);
  if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
  if (typeof object.toJSON === 'function') throw NOT_PLAIN;
  const keys = sortedKeys(Object.keys(object));
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) text += ',';
    text += `${key}:${write(object[key])}`;
  }
  return `${text}}`;
}

/**
 * Sorted key lists by shape, found by the first key and then compared key by
 * key: a state has few shapes and many objects of each.
 */
const keyOrders = new Map<string, { readonly keys: readonly string[]; readonly sorted: readonly string[] }[]>();
const MAX_SHAPES = 4096;
let shapes = 0;

function sortedKeys(keys: string[]): readonly string[] {
  const n = keys.length;
  if (n < 2) return keys;
  const first = keys[0]!;
  let known = keyOrders.get(first);
  if (known !== undefined) {
    for (const entry of known) {
      if (entry.keys.length === n && sameKeys(entry.keys, keys)) return entry.sorted;
    }
  } else {
    // Records keyed by data (seat names, card ids) could grow this without end.
    if (shapes >= MAX_SHAPES) {
      keyOrders.clear();
      shapes = 0;
    }
    known = [];
    keyOrders.set(first, known);
  }
  known.push({ keys: [...keys], sorted: keys.sort(compareKeys) });
  shapes++;
  return keys;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 1; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** ohash's key order: its ASCII weights, letters case-blind, ties broken by code unit. */
const ASCII_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
const WEIGHTS = (() => {
  const weights = new Uint8Array(128);
  for (let i = 0; i < ASCII_ORDER.length; i++) weights[ASCII_ORDER.charCodeAt(i)] = i + 1;
  for (let code = 65; code <= 90; code++) weights[code] = weights[code + 32]!;
  return weights;
})();

function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let tieBreaker = 0;
  for (let i = 0; i < length; i++) {
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(i);
    if (codeA === codeB) continue;
    const weightA = codeA < 128 && WEIGHTS[codeA] ? WEIGHTS[codeA] : codeA + 128;
    const weightB = codeB < 128 && WEIGHTS[codeB] ? WEIGHTS[codeB] : codeB + 128;
    if (weightA !== weightB) return weightA < weightB ? -1 : 1;
    if (tieBreaker === 0) tieBreaker = codeA > codeB ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return tieBreaker;
}
