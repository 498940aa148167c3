/**
 * The replay file: a game as options + seed + players + the actions of every
 * line, with a fingerprint of the state after each step so a load proves it
 * rebuilt exactly the game that was saved. The format is described for people
 * in docs/file-format.md; this module is its single source of truth.
 */
import { z } from 'zod';
import type { AnyGameDefinition } from './game';
import { stateHash } from './hash';
import { GameRecord, MAIN_LINE, type Cursor, type PlayerInfo, type RecordedStep } from './record';

export const REPLAY_FORMAT = 'royal-table-replay';
export const REPLAY_VERSION = 1;
/** Files are refused above this size before they are parsed. */
export const MAX_REPLAY_BYTES = 32 * 1024 * 1024;

const MAX_ACTIONS = 200_000;
const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - or _ only');
const cursorSchema = z.object({ line: idSchema, step: z.number().int().min(0).max(MAX_ACTIONS) }).strict();

const playerSchema = z
  .object({
    name: z.string().min(1).max(60),
    bot: z.string().max(40).nullable(),
  })
  .strict();

const lineSchema = z
  .object({
    id: idSchema,
    name: z.string().max(200),
    parent: cursorSchema.nullable(),
    actions: z
      .array(z.object({ seat: z.number().int().min(0).max(15), action: z.unknown() }).strict())
      .max(MAX_ACTIONS),
    /** hashes[i] is the fingerprint of the state after actions[i]. */
    hashes: z.array(z.string().min(1).max(128)).max(MAX_ACTIONS),
  })
  .strict();

export const replayFileSchema = z
  .object({
    format: z.literal(REPLAY_FORMAT),
    version: z.literal(REPLAY_VERSION),
    game: z.string().min(1).max(40),
    title: z.string().max(200).optional(),
    savedAt: z.string().max(40),
    options: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
    seed: z.number().int().min(0).max(2147483647),
    players: z.array(playerSchema).min(1).max(16),
    initialHash: z.string().min(1).max(128),
    lines: z.array(lineSchema).min(1).max(1000),
    current: cursorSchema,
  })
  .strict();

export type ReplayFile = z.infer<typeof replayFileSchema>;

/** A file that cannot be opened, with a message fit to show a person. */
export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

/** Parses file text into a schema-checked replay file; throws ReplayError with a readable reason. */
export function parseReplayText(text: string): ReplayFile {
  if (text.length > MAX_REPLAY_BYTES) throw new ReplayError('The file is too large to be a Royal Table replay.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReplayError('The file is not valid JSON: it may be truncated or damaged.');
  }
  return checkReplayJson(json);
}

export function checkReplayJson(json: unknown): ReplayFile {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ReplayError('The file does not hold a Royal Table replay.');
  }
  const header = json as { format?: unknown; version?: unknown };
  if (header.format !== REPLAY_FORMAT) throw new ReplayError('The file is not a Royal Table replay.');
  if (typeof header.version !== 'number' || !Number.isInteger(header.version)) {
    throw new ReplayError('The replay has no valid format version.');
  }
  if (header.version > REPLAY_VERSION) {
    throw new ReplayError(
      `The replay was written in format version ${header.version} by a newer Royal Table; this version reads version ${REPLAY_VERSION}. Update the app to open it.`,
    );
  }
  if (header.version < 1) throw new ReplayError(`Replay format version ${header.version} does not exist.`);
  const parsed = replayFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'the file';
    throw new ReplayError(`The replay is damaged: ${where}: ${issue.message}.`);
  }
  return parsed.data;
}

export interface SaveInfo {
  readonly cursor: Cursor;
  readonly title?: string;
  /** ISO time; passed in because the engine reads no clock. */
  readonly savedAt: string;
}

/** The file form of a record. */
export function recordToReplay(record: GameRecord, info: SaveInfo): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: record.game.id,
    ...(info.title ? { title: info.title } : {}),
    savedAt: info.savedAt,
    options: { ...record.options },
    seed: record.seed,
    players: record.players.map((p) => ({ name: p.name, bot: p.bot })),
    initialHash: stateHash(record.initial),
    lines: record.lines.map((line) => ({
      id: line.id,
      name: line.name,
      parent: line.parent ? { ...line.parent } : null,
      actions: line.steps.map((s) => ({ seat: s.seat, action: s.action })),
      hashes: line.steps.map((s) => stateHash(s.state)),
    })),
    current: { ...info.cursor },
  };
}

export interface LoadedReplay {
  readonly record: GameRecord;
  readonly cursor: Cursor;
  readonly title?: string;
}

/**
 * Rebuilds the record a file describes by replaying every action through the
 * rules, and proves each step against the file's fingerprints.
 */
export function replayToRecord(file: ReplayFile, findGame: (id: string) => AnyGameDefinition | undefined): LoadedReplay {
  const game = findGame(file.game);
  if (!game) throw new ReplayError(`The replay is for a game this version does not know: "${file.game}".`);
  const options = game.optionsSchema.safeParse(file.options);
  if (!options.success) throw new ReplayError(`The replay's options are not valid for ${game.title}: ${options.error.issues[0]!.message}.`);
  const seats = file.players.length;
  if (seats < game.seats.min || seats > game.seats.max) {
    throw new ReplayError(`${game.title} takes ${game.seats.min} to ${game.seats.max} players; the replay has ${seats}.`);
  }
  for (const player of file.players) {
    if (player.bot !== null && !game.bots.some((b) => b.id === player.bot)) {
      throw new ReplayError(`The replay names a bot this version does not have: "${player.bot}".`);
    }
  }
  const players: PlayerInfo[] = file.players.map((p) => ({ name: p.name, bot: p.bot }));
  const record = GameRecord.start(game, options.data, players, file.seed);
  if (stateHash(record.initial) !== file.initialHash) {
    throw new ReplayError('The replay does not match this version of the rules: the set-up position differs.');
  }
  if (file.lines[0]!.id !== MAIN_LINE || file.lines[0]!.parent !== null) {
    throw new ReplayError('The replay is damaged: its first line must be the main line.');
  }
  file.lines.forEach((line, index) => {
    if (index > 0) {
      if (!line.parent) throw new ReplayError(`The replay is damaged: line "${line.id}" has no starting point.`);
      if (!record.hasLine(line.parent.line)) {
        throw new ReplayError(`The replay is damaged: line "${line.id}" starts from unknown line "${line.parent.line}".`);
      }
      if (line.parent.step > record.lastStep(line.parent.line)) {
        throw new ReplayError(`The replay is damaged: line "${line.id}" starts past the end of "${line.parent.line}".`);
      }
      if (record.hasLine(line.id)) throw new ReplayError(`The replay is damaged: line "${line.id}" appears twice.`);
      record.addLine({ id: line.id, name: line.name, parent: line.parent, steps: [] });
    }
    replayLine(record, game, line);
  });
  const current = file.current;
  if (!record.hasLine(current.line) || current.step > record.lastStep(current.line)) {
    throw new ReplayError('The replay is damaged: its saved position is not in the game.');
  }
  return { record, cursor: current, ...(file.title ? { title: file.title } : {}) };
}

function replayLine(record: GameRecord, game: AnyGameDefinition, line: ReplayFile['lines'][number]): void {
  if (line.hashes.length !== line.actions.length) {
    throw new ReplayError(`The replay is damaged: line "${line.id}" has ${line.actions.length} actions but ${line.hashes.length} fingerprints.`);
  }
  let cursor: Cursor = { line: line.id, step: record.forkStep(line.id) };
  line.actions.forEach((entry, i) => {
    const step = cursor.step + 1;
    const action = game.actionSchema.safeParse(entry.action);
    if (!action.success) throw new ReplayError(`Step ${step} of "${line.name}" is not a ${game.title} action.`);
    const result = record.play(cursor, entry.seat, action.data);
    if (!result.ok) throw new ReplayError(`Step ${step} of "${line.name}" is illegal: ${result.reason}`);
    if (result.branched) throw new ReplayError(`The replay is damaged: line "${line.id}" could not be rebuilt in order.`);
    const rebuilt = record.stepAt(result.cursor) as RecordedStep;
    if (stateHash(rebuilt.state) !== line.hashes[i]) {
      throw new ReplayError(
        `Step ${step} of "${line.name}" does not rebuild the saved position: the file was altered or made with other rules.`,
      );
    }
    cursor = result.cursor;
  });
}
