/**
 * The replay file: how a game began (the rules' deal from a seed, or a
 * position set up in the table editor), the players, the actions of every
 * line with a fingerprint of the state after each step so a load proves it
 * rebuilt exactly the game that was saved, and the notes and marks on its
 * steps. The format is described for people in docs/file-format.md; this
 * module and replay-file-schema.ts are its single source of truth.
 */
import { fitAnnotations } from './annotations';
import { z } from 'zod';
import { mutableCopy, type AnyGameDefinition, type BaseAction, type BaseState, type OptionValues } from './game';
import { statementOf, type PuzzleSection } from './puzzle';
import { reviewProblem, standingReviews, type SavedReview } from './review-file';
import { stateHash } from './hash';
import { quoteUntrusted } from './quote';
import { GameRecord, MAIN_LINE, refusal, stepFingerprint, type Cursor, type PlayerInfo, type Redeal } from './record';
import { redealProblem } from './redeal';
import { CHECKPOINT_EVERY, type ProvenStep } from './record-lazy';
import { checkStartState, startRefusal } from './replay-file-start';
import { firstIssueWords } from './replay-file-words';
import { REPLAY_JSON_LIMITS, scanJsonLimits } from './json-limits';
import { MAX_REPLAY_BYTES, REPLAY_FORMAT, REPLAY_VERSION, commonFields, replayFileSchema, type ReplayFile } from './replay-file-schema';
import { migrateV1, replayFileV1Schema } from './replay-file-v1';

export { MAX_REPLAY_BYTES, REPLAY_FORMAT, REPLAY_VERSION, replayFileSchema, type ReplayFile, type ReplayStart } from './replay-file-schema';

/** A file that cannot be opened, with a message fit to show a person. */
export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

/**
 * A start position refused only because the table editor finds problems in
 * it (its state schema passed, so the editor can show it): what the editor
 * needs to open it, for the player to mend it there.
 */
export interface PositionToMend {
  readonly game: string;
  readonly options: OptionValues;
  readonly players: readonly PlayerInfo[];
  readonly state: BaseState;
  /** The file goes on past its start; its moves are not brought along to the editor. */
  readonly moves: boolean;
}

/** A file refused for its start position alone, which can be mended in the table editor; a ReplayError by name too. */
export class StartPositionError extends ReplayError {
  constructor(
    message: string,
    readonly mend: PositionToMend,
  ) {
    super(message);
  }
}

/** Parses file text into a schema-checked replay file; throws ReplayError with a readable reason. */
export function parseReplayText(text: string): ReplayFile {
  if (text.length > MAX_REPLAY_BYTES) throw new ReplayError('The file is too large to be a Royal Table replay.');
  const scan = scanJsonLimits(text, REPLAY_JSON_LIMITS);
  if (!scan.ok) throw new ReplayError(`The file cannot be a Royal Table replay: ${scan.reason}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ReplayError('The file is not valid JSON: it may be truncated or damaged.');
  }
  return checkReplayJson(json);
}

/**
 * Checks a parsed file against the schema of its version and returns it in
 * the newest version's form: a version 1 file comes back migrated.
 */
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
      `The replay was written in format version ${header.version} by a newer Royal Table; this version reads versions 1 to ${REPLAY_VERSION}. Update the app to open it.`,
    );
  }
  if (header.version < 1) throw new ReplayError(`Replay format version ${header.version} does not exist.`);
  if (header.version === 1) return checkReplayJson(migrateV1(schemaChecked(replayFileV1Schema, json)));
  return schemaChecked(replayFileSchema, json);
}

function schemaChecked<T>(schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ReplayError(`The replay is damaged: ${firstIssueWords(parsed.error.issues, json)}.`);
  return parsed.data;
}

export interface SaveInfo {
  readonly cursor: Cursor;
  readonly title?: string;
  /** ISO time; passed in because the engine reads no clock. */
  readonly savedAt: string;
  /** The game is played at a teacher table, where every card may be shown. */
  readonly teacher?: boolean;
  /** A puzzle set at the saved position. */
  readonly puzzle?: PuzzleSection;
}

/** The file form of a record, in the newest version. */
export function recordToReplay(record: GameRecord, info: SaveInfo): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: record.game.id,
    ...(info.title ? { title: info.title } : {}),
    savedAt: info.savedAt,
    ...(info.teacher ? { teacher: true } : {}),
    options: { ...record.options },
    players: record.players.map((p) => ({ name: p.name, bot: p.bot })),
    start: record.start.kind === 'deal' ? { kind: 'deal', seed: record.start.seed } : { kind: 'position', state: record.initial },
    initialHash: stateHash(record.initial),
    lines: record.lines.map((line) => ({
      id: line.id,
      name: line.name,
      parent: line.parent ? { ...line.parent } : null,
      actions: line.steps.map((s) => ({ seat: s.seat, action: s.action })),
      hashes: line.steps.map(stepFingerprint),
      ...(line.redeal ? { redeal: { seat: line.redeal.seat, seed: line.redeal.seed, state: line.redeal.state } } : {}),
    })),
    annotations: record.annotations.map((entry) => ({
      line: entry.line,
      step: entry.step,
      note: entry.note,
      highlights: entry.highlights.map((h) => ({ target: { ...h.target }, colour: h.colour })),
      arrows: entry.arrows.map((a) => ({ from: { ...a.from }, to: { ...a.to }, colour: a.colour })),
    })),
    ...reviewsToSave(record),
    current: { ...info.cursor },
    ...(info.puzzle ? { puzzle: info.puzzle } : {}),
  };
}

/** The reviews that still fit the record (a line since deleted takes its review with it). */
function reviewsToSave(record: GameRecord): { reviews?: SavedReview[] } {
  const standing = standingReviews(record.reviews, record);
  return standing.length > 0 ? { reviews: standing } : {};
}

export interface LoadedReplay {
  readonly record: GameRecord;
  readonly cursor: Cursor;
  readonly title?: string;
  /** The file was saved from a teacher table. */
  readonly teacher?: boolean;
  /** The puzzle the file sets at its saved position. */
  readonly puzzle?: PuzzleSection;
  /** The file was saved under a former reading of the rules: it opens only up to the step before this one. */
  readonly noLongerStands?: StepNoLongerStanding;
}

/**
 * The first step of a file that today's rules play otherwise than the former reading it was saved under.
 * The record ends just before it; `message` tells the player which step, why, and how far the game opens.
 */
export interface StepNoLongerStanding {
  readonly line: string;
  readonly step: number;
  /** The ruling that changed the reading (docs/rulings.md). */
  readonly ruling: string;
  readonly message: string;
}

export type FindGame = (id: string) => AnyGameDefinition | undefined;

/** The game, options and players a file names, each checked against what this version knows. */
export function replaySetting(file: Pick<ReplayFile, 'game' | 'options' | 'players'>, findGame: FindGame): { game: AnyGameDefinition; options: OptionValues; players: PlayerInfo[] } {
  const game = findGame(file.game);
  if (!game) throw new ReplayError(`The replay is for a game this version does not know: ${quoteUntrusted(file.game)}.`);
  const options = game.optionsSchema.safeParse(file.options);
  if (!options.success) {
    throw new ReplayError(`The replay's options are not valid for ${game.title}: ${firstIssueWords(options.error.issues, file.options, ['options'])}.`);
  }
  const seats = file.players.length;
  if (seats < game.seats.min || seats > game.seats.max) {
    const { min, max } = game.seats;
    throw new ReplayError(`${game.title} takes ${min === max ? min : `${min} to ${max}`} players; the replay has ${seats}.`);
  }
  for (const player of file.players) {
    if (player.bot !== null && !game.bots.some((b) => b.id === player.bot)) {
      throw new ReplayError(`The replay names a bot this version does not have: ${quoteUntrusted(player.bot)}.`);
    }
  }
  return { game, options: options.data as OptionValues, players: file.players.map((p) => ({ name: p.name, bot: p.bot })) };
}

const positionToMendSchema = z
  .object({ game: commonFields.game, options: commonFields.options, players: commonFields.players, state: z.unknown(), moves: z.boolean() })
  .strict();

/**
 * A position to mend as it arrived from elsewhere (the host), checked as a
 * file's would be: the game, options and players against what this version
 * knows, the state against the game's own schema. Throws ReplayError.
 */
export function checkPositionToMend(value: unknown, findGame: FindGame): { game: AnyGameDefinition; options: OptionValues; players: PlayerInfo[]; state: BaseState; moves: boolean } {
  const parsed = positionToMendSchema.safeParse(value);
  if (!parsed.success) throw new ReplayError(`The position is damaged: ${firstIssueWords(parsed.error.issues, value)}.`);
  const { game, options, players } = replaySetting(parsed.data, findGame);
  const state = game.editor?.stateSchema.safeParse(parsed.data.state);
  if (!state?.success) throw new ReplayError(`The position is not one the ${game.title} table editor can show.`);
  return { game, options, players, state: state.data as BaseState, moves: parsed.data.moves };
}

/**
 * How a file is rebuilt. By default every fingerprint is computed and compared.
 * `fingerprints: 'proven'` is for a file whose fingerprints were already proven
 * for these very actions where its bytes were read: the window gets every file
 * from the main process, which proves it before handing it over. The rules
 * still judge every step, since the record's states are rebuilt from the
 * actions; only the hashing, most of the work, is not done twice.
 */
export interface RebuildOptions {
  readonly fingerprints?: 'check' | 'proven';
}

/** The record at the file's start position, proven against its fingerprint. */
function startRecord(file: ReplayFile, findGame: FindGame, checkHashes: boolean): GameRecord {
  const { game, options, players } = replaySetting(file, findGame);
  if (file.start.kind === 'deal') {
    const record = GameRecord.start(game, options, players, file.start.seed);
    if (checkHashes && stateHash(record.initial) !== file.initialHash) {
      throw new ReplayError('The replay does not match this version of the rules: the set-up position differs.');
    }
    return record;
  }
  const check = checkStartState(game, options, players.length, file.start.state);
  if (!check.ok && check.mendable) {
    const moves = file.lines.some((line) => line.actions.length > 0);
    throw new StartPositionError(startRefusal(check), { game: game.id, options, players, state: check.mendable, moves });
  }
  if (!check.ok) throw new ReplayError(startRefusal(check));
  if (checkHashes && stateHash(check.state) !== file.initialHash) {
    throw new ReplayError("The replay's start position does not match its fingerprint: the file was altered.");
  }
  return GameRecord.fromState(game, options, players, check.state);
}

/**
 * Rebuilds the record a file describes by replaying every action through the
 * rules, and proves each step against the file's fingerprints (unless they
 * were proven already, see RebuildOptions).
 */
export function replayToRecord(file: ReplayFile, findGame: FindGame, rebuild: RebuildOptions = {}): LoadedReplay {
  const checkHashes = rebuild.fingerprints !== 'proven';
  const record = startRecord(file, findGame, checkHashes);
  const game = record.game;
  if (file.lines[0]!.id !== MAIN_LINE || file.lines[0]!.parent !== null) {
    throw new ReplayError('The replay is damaged: its first line must be the main line.');
  }
  let noLongerStands: StepNoLongerStanding | null = null;
  const cutOff = new Set<string>();
  file.lines.forEach((line, index) => {
    if (index > 0) {
      if (!line.parent) throw new ReplayError(`The replay is damaged: line "${line.id}" has no starting point.`);
      // A line branching from past where a former reading cut its parent short goes with the steps it grew from.
      if (cutOff.has(line.parent.line) || (noLongerStands && record.hasLine(line.parent.line) && line.parent.step > record.lastStep(line.parent.line))) {
        cutOff.add(line.id);
        return;
      }
      if (!record.hasLine(line.parent.line)) {
        throw new ReplayError(`The replay is damaged: line "${line.id}" starts from unknown line "${line.parent.line}".`);
      }
      if (line.parent.step > record.lastStep(line.parent.line)) {
        throw new ReplayError(`The replay is damaged: line "${line.id}" starts past the end of "${line.parent.line}".`);
      }
      if (record.hasLine(line.id)) throw new ReplayError(`The replay is damaged: line "${line.id}" appears twice.`);
      const redeal = line.redeal ? redealOfLine(record, line.name, line.parent, line.redeal) : null;
      record.addLine({ id: line.id, name: line.name, parent: line.parent, steps: [], ...(redeal ? { redeal } : {}) });
    }
    const stopped = replayLine(record, game, line, checkHashes);
    noLongerStands ??= stopped;
  });
  if (noLongerStands) return cutShort(file, record, noLongerStands);
  const current = file.current;
  if (!record.hasLine(current.line) || current.step > record.lastStep(current.line)) {
    throw new ReplayError('The replay is damaged: its saved position is not in the game.');
  }
  const fitted = fitAnnotations(file.annotations, record, (line) => record.lastStep(line));
  if (!fitted.ok) throw new ReplayError(`The replay is damaged: ${fitted.reason}.`);
  record.annotations = fitted.annotations;
  for (const review of file.reviews ?? []) {
    const problem = reviewProblem(review, record);
    if (problem) throw new ReplayError(`The replay is damaged: ${problem}.`);
  }
  if (file.reviews) record.reviews = file.reviews;
  if (file.puzzle) checkPuzzleSection(file.puzzle, record, current);
  return {
    record,
    cursor: current,
    ...(file.title ? { title: file.title } : {}),
    ...(file.teacher ? { teacher: true } : {}),
    ...(file.puzzle ? { puzzle: file.puzzle } : {}),
  };
}

/**
 * A file saved under a former reading, opened as far as it stands: the notes, marks and reviews of the
 * steps that still stand come along, the rest stay in the file. Its puzzle does not: a puzzle is set at
 * one exact position, which a file cut short cannot promise.
 */
function cutShort(file: ReplayFile, record: GameRecord, noLongerStands: StepNoLongerStanding): LoadedReplay {
  const standing = (cursor: Cursor) => record.hasLine(cursor.line) && cursor.step <= record.lastStep(cursor.line);
  const fitted = fitAnnotations(
    file.annotations.filter((entry) => standing(entry)),
    record,
    (line) => record.lastStep(line),
  );
  if (!fitted.ok) throw new ReplayError(`The replay is damaged: ${fitted.reason}.`);
  record.annotations = fitted.annotations;
  record.reviews = (file.reviews ?? []).filter((review) => reviewProblem(review, record) === null);
  const cursor = standing(file.current) ? file.current : { line: noLongerStands.line, step: noLongerStands.step - 1 };
  return {
    record,
    cursor,
    ...(file.title ? { title: file.title } : {}),
    ...(file.teacher ? { teacher: true } : {}),
    noLongerStands,
  };
}

/**
 * A what-if line's stored deal, checked: a position of the game's own shape, on
 * which its kept seat sees exactly what it saw at the fork.
 */
function redealOfLine(record: GameRecord, name: string, parent: Cursor, stored: NonNullable<ReplayFile['lines'][number]['redeal']>): Redeal {
  const game = record.game;
  const where = quoteUntrusted(name, 60);
  if (stored.seat >= record.players.length) throw new ReplayError(`The replay is damaged: the what-if line ${where} keeps the knowledge of a seat the game does not have.`);
  const parsed = game.editor?.stateSchema.safeParse(stored.state);
  if (!parsed?.success) throw new ReplayError(`The replay is damaged: the new deal of the what-if line ${where} is not a position of ${game.title}.`);
  const redeal: Redeal = { seat: stored.seat, seed: stored.seed, state: parsed.data as BaseState };
  const problem = redealProblem(game, record.stateAt(parent), redeal);
  if (problem) throw new ReplayError(`The replay is damaged: the what-if line ${where} cannot stand: ${problem}.`);
  return redeal;
}

/** A puzzle must be one its game offers and can ask of the saved position. */
function checkPuzzleSection(puzzle: PuzzleSection, record: GameRecord, cursor: Cursor): void {
  const verifier = record.game.puzzle;
  if (!verifier) throw new ReplayError(`The file holds a puzzle, but ${record.game.title} has no puzzles in this version.`);
  const refusal = verifier.statementRefusal(record.stateAt(cursor), statementOf(puzzle));
  if (refusal) throw new ReplayError(`The file's puzzle cannot be set at its saved position: ${refusal}`);
}

/** "a Royals action", "an Alliance Royals action". */
function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}

/**
 * Replays a line's actions on the fast path — one plain state mutated in
 * place — proving each step against its fingerprint, and hands the record
 * the proven steps with a kept state every CHECKPOINT_EVERY steps to rebuild
 * the others from on demand. A step that proves only as a former reading of
 * the rules played it ends the line there; what is said of it is returned.
 */
function replayLine(record: GameRecord, game: AnyGameDefinition, line: ReplayFile['lines'][number], checkHashes: boolean): StepNoLongerStanding | null {
  if (line.hashes.length !== line.actions.length) {
    throw new ReplayError(`The replay is damaged: line "${line.id}" has ${line.actions.length} actions but ${line.hashes.length} fingerprints.`);
  }
  const fork = record.forkStep(line.id);
  if (record.lastStep(line.id) !== fork) throw new ReplayError(`The replay is damaged: line "${line.id}" could not be rebuilt in order.`);
  const state = mutableCopy(record.stateAt({ line: line.id, step: fork }));
  const proven: ProvenStep<BaseState, BaseAction>[] = [];
  const stepBefore = (i: number) => mutableCopy(i === 0 ? record.stateAt({ line: line.id, step: fork }) : rebuiltBefore(record, game, line, fork, proven, i));
  let stopped: StepNoLongerStanding | null = null;
  for (const [i, entry] of line.actions.entries()) {
    const step = fork + i + 1;
    if (entry.seat >= record.players.length) {
      const players = record.players.length;
      throw new ReplayError(`Step ${step} of ${quoteUntrusted(line.name, 60)} is played by seat ${entry.seat + 1}, but the game has ${players} player${players === 1 ? '' : 's'}.`);
    }
    const action = game.actionSchema.safeParse(entry.action);
    if (!action.success) throw new ReplayError(`Step ${step} of ${quoteUntrusted(line.name, 60)} is not ${article(game.title)} ${game.title} action.`);
    const hash = line.hashes[i]!;
    const reason = refusal(game, state, entry.seat, action.data);
    if (reason !== null) {
      stopped = checkHashes ? formerlyPlayed(game, line, step, stepBefore(i), entry.seat, action.data, hash) : null;
      if (stopped) break;
      throw new ReplayError(`Step ${step} of ${quoteUntrusted(line.name, 60)} is illegal: ${reason}`);
    }
    game.apply(state, entry.seat, action.data);
    if (checkHashes && stateHash(state) !== hash) {
      stopped = formerlyPlayed(game, line, step, stepBefore(i), entry.seat, action.data, hash);
      if (stopped) break;
      throw new ReplayError(
        `Step ${step} of ${quoteUntrusted(line.name, 60)} does not rebuild the saved position: the file was altered or made with other rules.`,
      );
    }
    const kept = (i + 1) % CHECKPOINT_EVERY === 0 || i === line.actions.length - 1;
    proven.push(kept ? { seat: entry.seat, action: action.data, hash, state: mutableCopy(state) } : { seat: entry.seat, action: action.data, hash });
  }
  // The step before a cut keeps its state, as a line's last step always does.
  const last = proven.at(-1);
  if (stopped && last && !last.state) proven[proven.length - 1] = { ...last, state: stepBefore(proven.length) };
  record.appendProven(line.id, proven);
  return stopped;
}

/** The state before step `i` of the line, rebuilt from the last kept state: asked only once a step fails to prove. */
function rebuiltBefore(
  record: GameRecord,
  game: AnyGameDefinition,
  line: ReplayFile['lines'][number],
  fork: number,
  proven: readonly ProvenStep<BaseState, BaseAction>[],
  i: number,
): BaseState {
  let from = i - 1;
  while (from >= 0 && !proven[from]!.state) from -= 1;
  const state = mutableCopy(from >= 0 ? proven[from]!.state! : record.stateAt({ line: line.id, step: fork }));
  for (let k = from + 1; k < i; k += 1) game.apply(state, proven[k]!.seat, proven[k]!.action);
  return state;
}

/**
 * Whether a step that does not prove under today's rules was saved under one of the game's former readings:
 * played that way it rebuilds its fingerprint exactly, which an altered file would not.
 */
function formerlyPlayed(
  game: AnyGameDefinition,
  line: ReplayFile['lines'][number],
  step: number,
  before: BaseState,
  seat: number,
  action: BaseAction,
  hash: string,
): StepNoLongerStanding | null {
  for (const reading of game.formerReadings ?? []) {
    const state = mutableCopy(before);
    const today = reading.play(state, seat, action);
    if (today === null || stateHash(state) !== hash) continue;
    const where = line.id === MAIN_LINE ? `Step ${step}` : `Step ${step} of ${quoteUntrusted(line.name, 60)}`;
    // The step's first sentence names the play; what the old reading made of it follows in `today`.
    const words = game.describe(before, seat, action, state).split(/(?<=\.)\s/)[0]!.replace(/\.$/, '');
    const upTo = step === 1 ? 'at its start' : `up to step ${step - 1}`;
    return {
      line: line.id,
      step,
      ruling: reading.ruling,
      message: `${where} (${words}) no longer stands under ruling ${reading.ruling}: ${today} The game opens read-only ${upTo}.`,
    };
  }
  return null;
}
