/**
 * Command-line arguments to a command description. Only syntax is checked
 * here (known flags, whole numbers); what the names refer to is checked by
 * the commands. Every problem is a UsageError with a one-line reason.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { quoteUntrusted, showInvisible } from '../engine/core/quote';
import type { Seat } from '../engine/core/game';
import { DEFAULT_STRENGTH, STRENGTHS, type ReviewStrength } from '../engine/core/review';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface SimArgs {
  readonly kind: 'sim';
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly players: number | null;
  readonly bots: readonly string[] | null;
  readonly maxActions: number;
  readonly options: readonly (readonly [string, string])[];
  readonly saveReplays: string | null;
  readonly json: boolean;
  /** Worker threads; null: one per core. */
  readonly jobs: number | null;
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** Where to write the study report as an HTML page; null: none. */
  readonly report: string | null;
}

export interface SimMergeArgs {
  readonly kind: 'sim-merge';
  readonly files: readonly string[];
  readonly json: boolean;
  /** Where to write the study report as an HTML page; null: none. */
  readonly report: string | null;
}

export interface VerifyArgs {
  readonly kind: 'replay-verify';
  readonly file: string;
}

export interface ShowArgs {
  readonly kind: 'replay-show';
  readonly file: string;
  readonly step: number | null;
  readonly line: string | null;
  /** 'all' or a 1-based player number, as typed. */
  readonly viewer: 'all' | number;
}

export interface SolveArgs {
  readonly kind: 'solve';
  readonly file: string;
  readonly step: number | null;
  readonly line: string | null;
  /** Positions the solver may search before it answers "unknown". */
  readonly budget: number;
  readonly json: boolean;
}

export interface PositionCheckArgs {
  readonly kind: 'position-check';
  readonly file: string;
}

export interface PuzzleVerifyArgs {
  readonly kind: 'puzzle-verify';
  readonly files: readonly string[];
  readonly json: boolean;
}

export interface ReviewArgs {
  readonly kind: 'review';
  readonly file: string;
  /** The line to review; null: the main line. */
  readonly line: string | null;
  readonly strength: ReviewStrength;
  readonly seed: number;
  /** Worker threads; null: one per core. */
  readonly jobs: number | null;
  readonly json: boolean;
}

export interface KnowledgeArgs {
  readonly kind: 'replay-knowledge';
  readonly file: string;
  readonly step: number | null;
  readonly line: string | null;
  /** The seat whose ledger is told, from 0. */
  readonly seat: Seat;
  readonly json: boolean;
}

export interface WhatIfArgs {
  readonly kind: 'whatif';
  readonly file: string;
  /** The line the step is on; null: the main line. */
  readonly line: string | null;
  readonly step: number;
  /** The seat whose knowledge is kept, from 0. */
  readonly seat: Seat;
  readonly deals: number;
  readonly seed: number;
  readonly maxActions: number;
  /** Worker threads; null: one per core. */
  readonly jobs: number | null;
  readonly json: boolean;
}

export type CliArgs =
  | { readonly kind: 'help' }
  | SimArgs
  | SimMergeArgs
  | VerifyArgs
  | ShowArgs
  | KnowledgeArgs
  | SolveArgs
  | PositionCheckArgs
  | PuzzleVerifyArgs
  | ReviewArgs
  | WhatIfArgs;

export const DEFAULT_GAMES = 100;
export const DEFAULT_SEED = 1;
export const DEFAULT_MAX_ACTIONS = 10_000;
export const DEFAULT_SOLVE_BUDGET = 2_000_000;
export const DEFAULT_REDEALS = 200;
const MAX_REDEALS = 100_000;
const MAX_SOLVE_BUDGET = 1_000_000_000;
const MAX_GAMES = 1_000_000;
const MAX_SEED = 2147483646;
const MAX_ACTION_LIMIT = 200_000;

type Options = NonNullable<ParseArgsConfig['options']>;

const SIM_OPTIONS = {
  game: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  bots: { type: 'string' },
  'max-actions': { type: 'string' },
  option: { type: 'string', multiple: true },
  'save-replays': { type: 'string' },
  json: { type: 'boolean' },
  jobs: { type: 'string' },
  shard: { type: 'string' },
  report: { type: 'string' },
} as const satisfies Options;

const SHOW_OPTIONS = {
  step: { type: 'string' },
  line: { type: 'string' },
  viewer: { type: 'string' },
} as const satisfies Options;

const KNOWLEDGE_OPTIONS = {
  step: { type: 'string' },
  line: { type: 'string' },
  seat: { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies Options;

const SOLVE_OPTIONS = {
  step: { type: 'string' },
  line: { type: 'string' },
  budget: { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies Options;

function parse<O extends Options>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: negativeValuesJoined(args, options), options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseArgsWords(error instanceof Error ? error.message : String(error)));
  }
}

/** node's parseArgs messages, which are long and speak of its own terms, said the way the other usage errors are. */
export function parseArgsWords(message: string): string {
  const flag = (pattern: RegExp) => pattern.exec(message)?.[1];
  const ambiguous = flag(/^Option '(--[\w-]+)' argument is ambiguous/);
  if (ambiguous) return `${ambiguous} needs a value; write one that starts with a dash as ${ambiguous}=VALUE`;
  const missing = flag(/^Option '(--[\w-]+) <value>' argument missing/);
  if (missing) return `${missing} needs a value`;
  const noValue = flag(/^Option '(--[\w-]+)' does not take an argument/);
  if (noValue) return `${noValue} takes no value`;
  const unknown = /^Unknown option '(.*?)'(?:\.|$)/s.exec(message)?.[1];
  if (unknown !== undefined) return `unknown option ${quoteUntrusted(unknown)}`;
  const first = message.split('\n')[0]!.split('. ')[0]!.replace(/\.$/, '');
  return showInvisible(first);
}

/**
 * `--games -5` written as `--games=-5`: parseArgs takes a value that starts with a dash for an option of its own,
 * but a negative number is no option, and is better answered by the range the flag allows.
 */
function negativeValuesJoined(args: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const option = arg.startsWith('--') && !arg.includes('=') ? options[arg.slice(2)] : undefined;
    if (option?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** A whole number in [min, max] written in plain digits. */
export function wholeNumber(flag: string, text: string | undefined, min: number, max: number): number {
  if (text !== undefined && /^-\d+$/.test(text)) throw new UsageError(`${flag} must be from ${min} to ${max}, not ${text}`);
  if (text === undefined || !/^\d+$/.test(text)) throw new UsageError(`${flag} needs a whole number, not ${quoteUntrusted(text ?? '')}`);
  const value = Number(text);
  if (value < min || value > max) throw new UsageError(`${flag} must be from ${min} to ${max}, not ${text}`);
  return value;
}

function noPositionals(command: string, positionals: readonly string[]): void {
  if (positionals.length) throw new UsageError(`${command} takes no argument ${quoteUntrusted(positionals[0]!)}`);
}

function parseSim(args: readonly string[]): SimArgs {
  const { values, positionals } = parse(args, SIM_OPTIONS);
  noPositionals('sim', positionals);
  if (!values.game) throw new UsageError('sim needs --game ID');
  const options = (values.option ?? []).map((pair): [string, string] => {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option needs key=value, not ${quoteUntrusted(pair)}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
  const bots = values.bots === undefined ? null : values.bots.split(',').map((id) => id.trim());
  if (bots?.some((id) => id === '')) throw new UsageError(`--bots needs bot ids separated by commas, not ${quoteUntrusted(values.bots ?? '')}`);
  return {
    kind: 'sim',
    game: values.game,
    games: values.games === undefined ? DEFAULT_GAMES : wholeNumber('--games', values.games, 1, MAX_GAMES),
    seed: values.seed === undefined ? DEFAULT_SEED : wholeNumber('--seed', values.seed, 0, MAX_SEED),
    players: values.players === undefined ? null : wholeNumber('--players', values.players, 1, 16),
    bots,
    maxActions: values['max-actions'] === undefined ? DEFAULT_MAX_ACTIONS : wholeNumber('--max-actions', values['max-actions'], 1, MAX_ACTION_LIMIT),
    options,
    saveReplays: values['save-replays'] ?? null,
    json: values.json ?? false,
    jobs: values.jobs === undefined ? null : wholeNumber('--jobs', values.jobs, 1, 256),
    shard: values.shard === undefined ? null : parseShard(values.shard),
    report: reportPath(values.report),
  };
}

/** "i/n": the i-th of n parts of a study, numbered from 1. */
function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new UsageError(`--shard needs i/n (such as 2/8), not ${quoteUntrusted(text)}`);
  const count = wholeNumber('--shard count', match[2], 1, 100_000);
  const index = wholeNumber('--shard part', match[1], 1, count);
  return { index, count };
}

/** The --report file: an HTML page, named so a browser opens it as one. */
function reportPath(path: string | undefined): string | null {
  if (path === undefined) return null;
  if (!/\.html?$/i.test(path)) throw new UsageError(`--report needs a file name ending in .html, not ${quoteUntrusted(path)}`);
  return path;
}

function parseSimMerge(args: readonly string[]): SimMergeArgs {
  const { values, positionals } = parse(args, { json: { type: 'boolean' }, report: { type: 'string' } });
  if (positionals.length === 0) throw new UsageError('sim-merge needs the JSON reports of the shards');
  return { kind: 'sim-merge', files: positionals, json: values.json ?? false, report: reportPath(values.report) };
}

function parseViewer(text: string | undefined): 'all' | number {
  if (text === undefined || text === 'all') return 'all';
  return wholeNumber('--viewer', text, 1, 16);
}

/** --seat N as typed (from 1) to the seat it names (from 0). */
function parseSeat(command: string, text: string | undefined): Seat {
  if (text === undefined) throw new UsageError(`${command} needs --seat N (1, 2, ...)`);
  return wholeNumber('--seat', text, 1, 16) - 1;
}

function parseReplay(args: readonly string[]): VerifyArgs | ShowArgs | KnowledgeArgs {
  const [sub, ...rest] = args;
  if (sub === 'verify') {
    const { positionals } = parse(rest, {});
    if (positionals.length !== 1) throw new UsageError('replay verify needs exactly one FILE');
    return { kind: 'replay-verify', file: positionals[0]! };
  }
  if (sub === 'show') {
    const { values, positionals } = parse(rest, SHOW_OPTIONS);
    if (positionals.length !== 1) throw new UsageError('replay show needs exactly one FILE');
    return {
      kind: 'replay-show',
      file: positionals[0]!,
      step: values.step === undefined ? null : wholeNumber('--step', values.step, 0, MAX_ACTION_LIMIT),
      line: values.line ?? null,
      viewer: parseViewer(values.viewer),
    };
  }
  if (sub === 'knowledge') {
    const { values, positionals } = parse(rest, KNOWLEDGE_OPTIONS);
    if (positionals.length !== 1) throw new UsageError('replay knowledge needs exactly one FILE');
    return {
      kind: 'replay-knowledge',
      file: positionals[0]!,
      step: values.step === undefined ? null : wholeNumber('--step', values.step, 0, MAX_ACTION_LIMIT),
      line: values.line ?? null,
      seat: parseSeat('replay knowledge', values.seat),
      json: values.json ?? false,
    };
  }
  throw new UsageError(
    sub === undefined ? 'replay needs verify, show or knowledge' : `unknown replay command ${quoteUntrusted(sub)} (verify, show or knowledge)`,
  );
}

function parseSolve(args: readonly string[]): SolveArgs {
  const { values, positionals } = parse(args, SOLVE_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('solve needs exactly one FILE');
  return {
    kind: 'solve',
    file: positionals[0]!,
    step: values.step === undefined ? null : wholeNumber('--step', values.step, 0, MAX_ACTION_LIMIT),
    line: values.line ?? null,
    budget: values.budget === undefined ? DEFAULT_SOLVE_BUDGET : wholeNumber('--budget', values.budget, 1, MAX_SOLVE_BUDGET),
    json: values.json ?? false,
  };
}

const REVIEW_OPTIONS = {
  line: { type: 'string' },
  strength: { type: 'string' },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies Options;

function parseStrength(text: string | undefined): ReviewStrength {
  if (text === undefined) return DEFAULT_STRENGTH;
  const strength = STRENGTHS.find((name) => name === text);
  if (!strength) throw new UsageError(`--strength must be ${STRENGTHS.join(', ')}, not ${quoteUntrusted(text)}`);
  return strength;
}

function parseReview(args: readonly string[]): ReviewArgs {
  const { values, positionals } = parse(args, REVIEW_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('review needs exactly one FILE');
  return {
    kind: 'review',
    file: positionals[0]!,
    line: values.line ?? null,
    strength: parseStrength(values.strength),
    seed: values.seed === undefined ? DEFAULT_SEED : wholeNumber('--seed', values.seed, 0, MAX_SEED),
    jobs: values.jobs === undefined ? null : wholeNumber('--jobs', values.jobs, 1, 256),
    json: values.json ?? false,
  };
}

const WHATIF_OPTIONS = {
  step: { type: 'string' },
  line: { type: 'string' },
  seat: { type: 'string' },
  deals: { type: 'string' },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  'max-actions': { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies Options;

function parseWhatIf(args: readonly string[]): WhatIfArgs {
  const { values, positionals } = parse(args, WHATIF_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('whatif needs exactly one FILE');
  if (values.step === undefined) throw new UsageError('whatif needs --step K');
  return {
    kind: 'whatif',
    file: positionals[0]!,
    line: values.line ?? null,
    step: wholeNumber('--step', values.step, 0, MAX_ACTION_LIMIT),
    seat: parseSeat('whatif', values.seat),
    deals: values.deals === undefined ? DEFAULT_REDEALS : wholeNumber('--deals', values.deals, 1, MAX_REDEALS),
    seed: values.seed === undefined ? DEFAULT_SEED : wholeNumber('--seed', values.seed, 0, MAX_SEED),
    maxActions: values['max-actions'] === undefined ? DEFAULT_MAX_ACTIONS : wholeNumber('--max-actions', values['max-actions'], 1, MAX_ACTION_LIMIT),
    jobs: values.jobs === undefined ? null : wholeNumber('--jobs', values.jobs, 1, 256),
    json: values.json ?? false,
  };
}

function parsePosition(args: readonly string[]): PositionCheckArgs {
  const [sub, ...rest] = args;
  if (sub !== 'check') throw new UsageError(sub === undefined ? 'position needs check' : `unknown position command ${quoteUntrusted(sub)} (check)`);
  const { positionals } = parse(rest, {});
  if (positionals.length !== 1) throw new UsageError('position check needs exactly one FILE');
  return { kind: 'position-check', file: positionals[0]! };
}

function parsePuzzle(args: readonly string[]): PuzzleVerifyArgs {
  const [sub, ...rest] = args;
  if (sub !== 'verify') throw new UsageError(sub === undefined ? 'puzzle needs verify' : `unknown puzzle command ${quoteUntrusted(sub)} (verify)`);
  const { values, positionals } = parse(rest, { json: { type: 'boolean' } });
  if (positionals.length === 0) throw new UsageError('puzzle verify needs at least one FILE');
  return { kind: 'puzzle-verify', files: positionals, json: values.json ?? false };
}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const [command, ...rest] = argv;
  switch (command) {
    case 'sim':
      return parseSim(rest);
    case 'sim-merge':
      return parseSimMerge(rest);
    case 'replay':
      return parseReplay(rest);
    case 'solve':
      return parseSolve(rest);
    case 'position':
      return parsePosition(rest);
    case 'puzzle':
      return parsePuzzle(rest);
    case 'review':
      return parseReview(rest);
    case 'whatif':
      return parseWhatIf(rest);
    case undefined:
      throw new UsageError('no command given');
    default:
      throw new UsageError(`unknown command ${quoteUntrusted(command)}`);
  }
}
