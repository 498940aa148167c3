/**
 * Ways a replay file arrives damaged or forged, for the fuzz suite. Each kind
 * takes a good file's bytes and a seeded generator and returns altered bytes,
 * so a failing input can be made again from its seed and number alone.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export interface Draw {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function drawFrom(generator: RandomGenerator): Draw {
  return {
    int: (min, max) => uniformInt(generator, min, max),
    pick: (items) => items[uniformInt(generator, 0, items.length - 1)]!,
  };
}

/** Text meant to disguise a message: terminal escapes, bidi overrides, invisible joiners. */
export const HOSTILE_TEXTS = [
  '\u001b[2J\u001b[H',
  '\u001b]0;owned\u0007',
  'main\u202eenil',
  'x\u2066\u2069\u200b\ufeffy',
  'line\r\nbreak',
  '\u0000nul',
  '\u009b31m',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

export interface Mutation {
  readonly kind: string;
  mutate(bytes: Buffer, draw: Draw, foreign: readonly unknown[]): Buffer;
}

/** Every place in the tree, with the value found there. */
function places(root: Json): { path: Path; value: Json }[] {
  const found: { path: Path; value: Json }[] = [];
  const walk = (value: Json, path: Path): void => {
    found.push({ path, value });
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) walk(value[key]!, [...path, key]);
  };
  walk(root, []);
  return found;
}

function setAt(root: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  let parent = root as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) parent = parent[part] as unknown as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    // defineProperty, so a key such as __proto__ becomes a field of the file, as JSON.parse would make it.
    Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  }
  return root;
}

function structural(kind: string, change: (root: Json, draw: Draw, foreign: readonly unknown[]) => Json): Mutation {
  return {
    kind,
    mutate(bytes, draw, foreign) {
      const root = JSON.parse(bytes.toString('utf8')) as Json;
      const changed = change(root, draw, foreign);
      return Buffer.from(draw.int(0, 1) ? JSON.stringify(changed, null, 2) : JSON.stringify(changed));
    },
  };
}

function pickPlace(root: Json, draw: Draw, fits: (value: Json, path: Path) => boolean = () => true) {
  const candidates = places(root).filter((p) => fits(p.value, p.path));
  return candidates.length ? draw.pick(candidates) : null;
}

const isObject = (value: Json): value is { [key: string]: Json } => value !== null && typeof value === 'object' && !Array.isArray(value);

function otherTypeThan(value: Json, draw: Draw): Json {
  const options: Json[] = [null, true, 0, -1, 'text', [], {}, [1, 'a'], { seat: 0 }];
  let next: Json;
  do next = draw.pick(options);
  while (typeof next === typeof value && Array.isArray(next) === Array.isArray(value) && (next === null) === (value === null));
  return next;
}

function nested(depth: number, draw: Draw): Json {
  let value: Json = draw.int(0, 1) ? 1 : 'x';
  for (let i = 0; i < depth; i++) value = draw.int(0, 1) ? [value] : { a: value };
  return value;
}

function hugeString(draw: Draw): string {
  const length = draw.pick([2_001, 10_000, 19_999, 20_001, 100_000]);
  const piece = draw.pick(['x', 'ab', '\u202e', '\u001b[2J', 'é', '\u{1F0A1}']);
  return piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
}

const OUT_OF_RANGE: Json[] = [-1, -0.5, 0.5, 16, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324];

export const MUTATIONS: readonly Mutation[] = [
  {
    kind: 'truncation',
    mutate: (bytes, draw) => bytes.subarray(0, draw.int(0, Math.max(0, bytes.length - 1))),
  },
  {
    kind: 'byte flips',
    mutate(bytes, draw) {
      const copy = Buffer.from(bytes);
      for (let n = draw.int(1, 8); n > 0; n--) {
        const at = draw.int(0, copy.length - 1);
        copy[at] = copy[at]! ^ draw.int(1, 255);
      }
      return copy;
    },
  },
  structural('wrong types', (root, draw) => {
    const place = pickPlace(root, draw);
    return place ? setAt(root, place.path, otherTypeThan(place.value, draw)) : root;
  }),
  structural('missing keys', (root, draw) => {
    const place = pickPlace(root, draw, (_v, path) => path.length > 0);
    return place ? setAt(root, place.path, undefined) : root;
  }),
  structural('extra keys', (root, draw) => {
    const place = pickPlace(root, draw, isObject);
    const key = draw.pick(['extra', 'seed', 'puzzle', 'toString', ...HOSTILE_TEXTS]);
    return place ? setAt(root, [...place.path, key], draw.pick<Json>([1, 'x', null, {}])) : root;
  }),
  structural('numbers out of range', (root, draw) => {
    const place = pickPlace(root, draw, (value) => typeof value === 'number');
    return place ? setAt(root, place.path, draw.pick(OUT_OF_RANGE)) : root;
  }),
  structural('prototype keys', (root, draw) => {
    const place = pickPlace(root, draw, isObject);
    const key = draw.pick(['__proto__', 'constructor', 'prototype']);
    const value: Json = key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true };
    return place ? setAt(root, [...place.path, key], value) : root;
  }),
  structural('deep nesting', (root, draw) => {
    const place = pickPlace(root, draw);
    return place ? setAt(root, place.path, nested(draw.pick([10, 40, 63, 65, 500]), draw)) : root;
  }),
  structural('huge strings', (root, draw) => {
    const place = pickPlace(root, draw, (value) => typeof value === 'string');
    return place ? setAt(root, place.path, hugeString(draw)) : root;
  }),
  structural('foreign actions', (root, draw, foreign) => {
    const place = pickPlace(root, draw, (_v, path) => path.length === 5 && path[2] === 'actions' && path[4] === 'action');
    return place ? setAt(root, place.path, draw.pick(foreign) as Json) : root;
  }),
  structural('altered fingerprints', (root, draw) => {
    const place = pickPlace(root, draw, (value, path) => typeof value === 'string' && (path[0] === 'initialHash' || path[2] === 'hashes'));
    if (!place) return root;
    const hash = place.value as string;
    const at = draw.int(0, hash.length - 1);
    const swapped = hash[at] === 'A' ? 'B' : 'A';
    return setAt(root, place.path, hash.slice(0, at) + swapped + hash.slice(at + 1));
  }),
  structural('hostile names', (root, draw) => {
    const place = pickPlace(root, draw, (value, path) => typeof value === 'string' && ['game', 'title', 'name', 'bot', 'id', 'line', 'note'].includes(String(path[path.length - 1])));
    return place ? setAt(root, place.path, draw.pick(HOSTILE_TEXTS)) : root;
  }),
];
