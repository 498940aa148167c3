/**
 * What the schema found wrong with a file, said the way a player would say it:
 * "step 12 of the main line has no seat", never "lines.0.actions.11.seat:
 * Invalid input". Every refusal of a file's shape passes through here, so the
 * wording is decided in one place. Names taken from the file are quoted so
 * they cannot disguise the message.
 */
import type { z } from 'zod';
import { quoteUntrusted } from './quote';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** One thing named along a path: "the seat" in a sentence, "seat" after "has no". */
interface Noun {
  readonly phrase: string;
  readonly bare: string;
  /** Says enough alone: nothing outside it is named after it. */
  readonly whole?: boolean;
  /** Takes "have", not "has": "the options have…". */
  readonly plural?: boolean;
}

const noun = (bare: string, phrase = `the ${bare}`): Noun => ({ phrase, bare });
const plural = (bare: string): Noun => ({ phrase: `the ${bare}`, bare, plural: true });
const proper = (name: string): Noun => ({ phrase: name, bare: name });

const TOP_FIELDS: Readonly<Record<string, Noun>> = {
  format: noun('format name'),
  version: noun('format version'),
  game: noun('game name'),
  title: noun('title'),
  savedAt: noun('time it was saved'),
  teacher: noun('teacher-table mark'),
  options: plural('options'),
  seed: noun('seed of the deal'),
  players: noun('list of players'),
  start: noun('start'),
  initialHash: noun('fingerprint of the start position'),
  lines: noun('list of lines'),
  annotations: noun('list of notes'),
  current: noun('saved position'),
  puzzle: noun('puzzle'),
};

const LINE_FIELDS: Readonly<Record<string, Noun>> = {
  id: noun('id'),
  name: noun('name'),
  parent: noun('starting point'),
  actions: noun('list of steps'),
  hashes: noun('list of fingerprints'),
};

const START_FIELDS: Readonly<Record<string, Noun>> = {
  kind: { ...noun('kind of start'), whole: true },
  seed: { ...noun('seed of the deal'), whole: true },
};

/** Says enough alone: nothing outside the start is named after it. */
const START_POSITION: Noun = { phrase: 'the start position', bare: 'position', whole: true };

const CURSOR_FIELDS: Readonly<Record<string, Noun>> = { line: noun('line'), step: noun('step number') };

const ANNOTATION_FIELDS: Readonly<Record<string, Noun>> = {
  line: noun('line'),
  step: noun('step number'),
  note: noun('text'),
  highlights: noun('list of marks'),
  arrows: noun('list of arrows'),
  colour: noun('colour'),
  target: noun('place marked'),
  from: noun('start'),
  to: noun('end'),
  zone: noun('place'),
  card: noun('card'),
};

const PUZZLE_FIELDS: Readonly<Record<string, Noun>> = {
  goal: noun('goal'),
  params: plural('values of the goal'),
  side: noun('solving seat'),
  limit: noun('limit'),
  knowledge: { phrase: "the puzzle's statement of what the solver knows", bare: 'statement of what the solver knows', whole: true },
  teaching: noun('lesson'),
  admitsCooks: { phrase: "the puzzle's mark that more than one solution is accepted", bare: 'mark that more than one solution is accepted', whole: true },
  result: { ...proper("the puzzle's recorded result"), bare: 'recorded result', whole: true },
};

const RESULT_FIELDS: Readonly<Record<string, Noun>> = {
  verdict: noun('verdict'),
  unique: noun('mark of a single solution'),
  solution: noun('solution'),
  cooks: plural('other solutions'),
  defences: plural('defences'),
  positions: noun('count of positions searched'),
  probability: noun('chance'),
  deals: noun('count of deals'),
  num: noun('top number'),
  den: noun('bottom number'),
  checked: { phrase: "the number of deals checked in the puzzle's recorded result", bare: 'number of deals checked', whole: true },
  total: { phrase: "the number of deals in all in the puzzle's recorded result", bare: 'number of deals in all', whole: true },
};

const SOLUTION_FIELDS: Readonly<Record<string, Noun>> = { title: noun('title'), steps: plural('steps'), seat: noun('seat'), action: noun('move'), text: plural('words') };

/**
 * The issues worth telling, in order. A whole number beyond the safe range
 * fails twice, once for the range every whole number has and once for the
 * field's own limit; the field's own limit is the one that means something.
 */
export function tellingIssues(issues: readonly Issue[]): Issue[] {
  const samePath = (a: Issue, b: Issue): boolean => a.path.length === b.path.length && a.path.every((part, i) => part === b.path[i]);
  return issues.filter((issue) => !(isSafeRangeBound(issue) && issues.some((other) => other !== issue && other.code === issue.code && samePath(other, issue))));
}

function isSafeRangeBound(issue: Issue): boolean {
  if (issue.code === 'too_big') return Number(issue.maximum) === Number.MAX_SAFE_INTEGER;
  if (issue.code === 'too_small') return Number(issue.minimum) === Number.MIN_SAFE_INTEGER;
  return false;
}

/** The first issue worth telling, in a player's words (see issueWords). */
export function firstIssueWords(issues: readonly Issue[], root: unknown, within: Path = []): string {
  return issueWords(tellingIssues(issues)[0] ?? issues[0]!, root, within);
}

/**
 * The issue as a sentence without a final stop. `root` is the value found at
 * `within` in the file (the whole file when `within` is empty), so the
 * sentence can tell a missing field from a wrong one and count steps the way
 * the game does.
 */
export function issueWords(issue: Issue, root: unknown, within: Path = []): string {
  const path = [...within, ...issue.path];
  const nouns = placeNouns(path, (p) => valueAt(root, p.slice(within.length)));
  const subject = nouns.length ? phrase(nouns) : 'the file';
  const owner = nouns.length > 1 ? phrase(nouns.slice(0, -1)) : 'the file';
  const ownerHas = nouns.length > 1 && nouns[nouns.length - 2]!.plural ? 'have' : 'has';
  const last = nouns[nouns.length - 1];
  const has = last?.plural ? 'have' : 'has';
  const is = last?.plural ? 'are' : 'is';
  const value = valueAt(root, issue.path);

  switch (issue.code) {
    case 'invalid_type':
      if (value.missing && last) return `${owner} ${ownerHas} no ${last.bare}`;
      if (issue.expected === 'int') return `${subject} ${is} not a whole number`;
      return `${subject} should be ${kindName(issue.expected)}, not ${kindOf(value.value)}`;
    case 'too_big':
      return isOwnWording(issue.message) ? ownSentence(issue, subject) : `${subject} ${tooBig(issue, { is, has })}`;
    case 'too_small':
      return isOwnWording(issue.message) ? ownSentence(issue, subject) : `${subject} ${tooSmall(issue, { is, has })}`;
    case 'invalid_value':
      return `${subject} should be ${choices(issue.values)}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (Array.isArray(options) && options.length) return `${subject} should be ${choices(options)}`;
      return `${subject} ${is} not in a form this version reads`;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 5).map((key) => quoteUntrusted(key, 24));
      const more = issue.keys.length > keys.length ? ` and ${issue.keys.length - keys.length} more` : '';
      return `${subject} ${has} unknown field${issue.keys.length === 1 ? '' : 's'} ${keys.join(', ')}${more}`;
    }
    case 'invalid_format':
      if (!isOwnWording(issue.message)) return `${subject} is not written in the right form`;
      // A pattern's own wording is a sentence, or names what the text may hold: "letters, digits, - and _".
      return isSentence(issue.message) ? ownSentence(issue, subject) : `${subject} may hold only ${issue.message}`;
    case 'custom':
      return isOwnWording(issue.message) ? ownSentence(issue, subject) : `${subject} is not valid`;
    default:
      return `${subject} is not valid`;
  }
}

/** The schema's own sentence after the place it is about; the caller ends the sentence. */
function ownSentence(issue: Issue, subject: string): string {
  const said = issue.message.replace(/[.!]$/, '');
  return issue.path.length === 0 ? said : `${subject}: ${said}`;
}

function isSentence(message: string): boolean {
  return /^[A-Z]/.test(message);
}

/** Messages written in this project's schemas, as opposed to zod's own ("Invalid input: expected…"). */
function isOwnWording(message: string): boolean {
  return message.length > 0 && !/^invalid\b|expected .*received|too (big|small):/i.test(message);
}

type Bound = { readonly origin: string; readonly inclusive?: boolean };
type Verbs = { readonly is: string; readonly has: string };

/** A limit on a whole number beyond the safe range is not worth a number: nothing in a file comes near it. */
function tooBig(issue: Bound & { readonly maximum: number | bigint }, { is, has }: Verbs): string {
  const max = Number(issue.maximum);
  const { origin } = issue;
  if (origin === 'string') return `${is} too long: at most ${count(max)} character${max === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${has} too many entries: at most ${count(max)}`;
  if ((origin === 'number' || origin === 'int' || origin === 'bigint') && max !== Number.MAX_SAFE_INTEGER) {
    return issue.inclusive === false ? `${is} too large: less than ${count(max)}` : `${is} too large: at most ${count(max)}`;
  }
  return `${is} too large`;
}

function tooSmall(issue: Bound & { readonly minimum: number | bigint }, { is, has }: Verbs): string {
  const min = Number(issue.minimum);
  const { origin } = issue;
  if ((origin === 'string' || origin === 'array') && min === 1) return `${is} empty`;
  if (origin === 'string') return `${is} too short: at least ${count(min)} characters`;
  if (origin === 'array' || origin === 'set') return `${has} too few entries: at least ${count(min)}`;
  if ((origin === 'number' || origin === 'int' || origin === 'bigint') && min !== Number.MIN_SAFE_INTEGER) {
    return issue.inclusive === false ? `${is} too small: more than ${count(min)}` : `${is} too small: at least ${count(min)}`;
  }
  return `${is} too small`;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function choices(values: readonly unknown[]): string {
  const shown = values.slice(0, 6).map((v) => (typeof v === 'string' ? quoteUntrusted(v, 30) : String(v)));
  const more = values.length > shown.length ? ` or ${values.length - shown.length} others` : '';
  return shown.length === 1 ? shown[0]! : `one of ${shown.join(', ')}${more}`;
}

const KIND_NAMES: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  null: 'empty (null)',
};

function kindName(expected: string): string {
  return KIND_NAMES[expected] ?? 'something else';
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'number') return 'a number';
  return 'something else';
}

/** "the seat of step 12 of the main line" from the innermost noun outwards. */
function phrase(nouns: readonly Noun[]): string {
  const parts: string[] = [];
  for (let i = nouns.length - 1; i >= 0; i--) {
    parts.push(nouns[i]!.phrase);
    if (nouns[i]!.whole) break;
  }
  return parts.join(' of ');
}

type Lookup = (path: Path) => { readonly missing: boolean; readonly value: unknown };

/** The path as the things a player would name, outermost first. */
function placeNouns(path: Path, lookup: Lookup): Noun[] {
  const [head, ...rest] = path;
  if (head === undefined) return [];
  if (head === 'lines' && typeof rest[0] === 'number') return [lineNoun(rest[0], lookup), ...lineNouns(rest[0], rest.slice(1), lookup)];
  if (head === 'players' && typeof rest[0] === 'number') {
    return [proper(`player ${rest[0] + 1}`), ...rest.slice(1).map((part) => fieldNoun(part, { name: noun('name'), bot: noun('bot') }))];
  }
  if (head === 'current') return [noun('saved position'), ...rest.map((part) => fieldNoun(part, CURSOR_FIELDS))];
  if (head === 'start' && rest[0] === 'state') return [noun('start'), START_POSITION, ...rest.slice(1).map((part) => fieldNoun(part, {}))];
  if (head === 'puzzle') return [noun('puzzle'), ...puzzleNouns(rest)];
  if (head === 'start') return [noun('start'), ...rest.map((part) => fieldNoun(part, START_FIELDS))];
  if (head === 'annotations' && typeof rest[0] === 'number') {
    const place = annotationPlace(rest[0], lookup);
    // "the text of the notes on step 3" would be text said twice: the note on a step is named by its step.
    if (rest[1] === 'note' && place.startsWith('the notes')) return [{ ...proper(place.replace(/^the notes/, 'the note')), whole: true }];
    return [{ ...proper(place), plural: place.startsWith('the notes') }, ...annotationNouns(rest.slice(1))];
  }
  if (head === 'options') {
    return [TOP_FIELDS['options']!, ...rest.map((part) => (typeof part === 'string' ? optionNoun(part) : fieldNoun(part, {})))];
  }
  return [fieldNoun(head, TOP_FIELDS), ...rest.map((part) => fieldNoun(part, {}))];
}

/** Notes and marks are kept per step, so that is how a player finds them. */
function annotationPlace(index: number, lookup: Lookup): string {
  const line = lookup(['annotations', index, 'line']).value;
  const step = lookup(['annotations', index, 'step']).value;
  if (typeof step !== 'number' || !Number.isSafeInteger(step)) return `note ${index + 1}`;
  const where = line === 'main' ? 'the main line' : typeof line === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(line) ? `line "${line}"` : 'its line';
  return step === 0 ? `the notes at the start of ${where}` : `the notes on step ${step} of ${where}`;
}

function annotationNouns(rest: Path): Noun[] {
  const [field, position, ...inner] = rest;
  if (field === undefined) return [];
  if ((field === 'highlights' || field === 'arrows') && typeof position === 'number') {
    // A mark's place and card are the mark's own: "the card of mark 2", not "the card of the place marked of mark 2".
    const within = field === 'highlights' && inner[0] === 'target' && inner.length > 1 ? inner.slice(1) : inner;
    return [proper(`${field === 'highlights' ? 'mark' : 'arrow'} ${position + 1}`), ...within.map((part) => fieldNoun(part, ANNOTATION_FIELDS))];
  }
  return [field, position, ...inner].filter((p) => p !== undefined).map((part) => fieldNoun(part, ANNOTATION_FIELDS));
}

/** The puzzle's statement, and the solutions and defences its result records, numbered from 1 as a player counts them. */
function puzzleNouns(rest: Path): Noun[] {
  const [field, ...inner] = rest;
  if (field === undefined) return [];
  if (field === 'params') return [PUZZLE_FIELDS['params']!, ...inner.map((part) => (typeof part === 'string' ? valueNoun(part) : fieldNoun(part, {})))];
  if (field !== 'result') return [fieldNoun(field, PUZZLE_FIELDS), ...inner.map((part) => fieldNoun(part, {}))];
  const [part, position, ...more] = inner;
  const result = PUZZLE_FIELDS['result']!;
  if (part === undefined) return [result];
  if ((part === 'cooks' || part === 'defences') && typeof position === 'number') {
    return [result, proper(`${part === 'cooks' ? 'other solution' : 'defence'} ${position + 1}`), ...solutionNouns(more)];
  }
  if (part === 'solution') return [result, RESULT_FIELDS['solution']!, ...solutionNouns([position, ...more].filter((p) => p !== undefined))];
  return [result, ...[part, position, ...more].filter((p) => p !== undefined).map((p) => fieldNoun(p, RESULT_FIELDS))];
}

function solutionNouns(rest: Path): Noun[] {
  const [field, position, ...inner] = rest;
  if (field === undefined) return [];
  if (field === 'steps' && typeof position === 'number') return [proper(`step ${position + 1}`), ...inner.map((part) => fieldNoun(part, SOLUTION_FIELDS))];
  return [field, position, ...inner].filter((p) => p !== undefined).map((part) => fieldNoun(part, SOLUTION_FIELDS));
}

function valueNoun(key: string): Noun {
  const name = `value ${quoteUntrusted(key, 24)}`;
  return { phrase: `the goal's ${name}`, bare: name, whole: true };
}

function optionNoun(key: string): Noun {
  const name = `option ${quoteUntrusted(key, 24)}`;
  return { phrase: `the ${name}`, bare: name, whole: true };
}

function lineNoun(index: number, lookup: Lookup): Noun {
  if (index === 0) return proper('the main line');
  const id = lookup(['lines', index, 'id']).value;
  return proper(typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id) ? `line "${id}"` : `line ${index + 1}`);
}

/** Inside a line: its steps are numbered as the game numbers them, counting on from where a branch forks. */
function lineNouns(index: number, rest: Path, lookup: Lookup): Noun[] {
  const [field, position, ...inner] = rest;
  if (field === undefined) return [];
  if ((field === 'actions' || field === 'hashes') && typeof position === 'number') {
    const fork = lookup(['lines', index, 'parent', 'step']).value;
    const step = position + 1 + (typeof fork === 'number' && Number.isSafeInteger(fork) && fork >= 0 ? fork : 0);
    if (field === 'hashes') return [proper(`the fingerprint of step ${step}`), ...inner.map((part) => fieldNoun(part, {}))];
    return [proper(`step ${step}`), ...inner.map((part, i) => (i === 0 ? fieldNoun(part, { seat: noun('seat'), action: noun('move') }) : fieldNoun(part, {})))];
  }
  if (field === 'parent') return [noun('starting point'), ...[position, ...inner].filter((p) => p !== undefined).map((part) => fieldNoun(part, CURSOR_FIELDS))];
  return [fieldNoun(field, LINE_FIELDS), ...[position, ...inner].filter((p) => p !== undefined).map((part) => fieldNoun(part, {}))];
}

function fieldNoun(part: PropertyKey, known: Readonly<Record<string, Noun>>): Noun {
  if (typeof part === 'number') return proper(`entry ${part + 1}`);
  const name = String(part);
  if (Object.hasOwn(known, name)) return known[name]!;
  const shown = /^[A-Za-z0-9_-]{1,40}$/.test(name) ? `"${name}"` : quoteUntrusted(name, 24);
  return noun(`field ${shown}`);
}

/** The value at a path, looking only at the file's own fields. */
function valueAt(root: unknown, path: Path): { missing: boolean; value: unknown } {
  let value = root;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return { missing: true, value: undefined };
    const key = typeof part === 'number' ? String(part) : part;
    if (typeof key === 'symbol' || !Object.hasOwn(value, key)) return { missing: true, value: undefined };
    value = (value as Record<string, unknown>)[key];
  }
  return { missing: value === undefined, value };
}
