/**
 * Replay files on disk. Reading never throws for a bad file: every way a file
 * can be wrong comes back as one sentence. Writing refuses anything that is
 * not a valid replay, never replaces a file that is not one, keeps the
 * previous version as `<path>.bak`, and replaces the file atomically so a
 * crash mid-save loses nothing.
 */
import { lstat, open, stat } from 'node:fs/promises';
import {
  MAX_REPLAY_BYTES,
  REPLAY_FORMAT,
  ReplayError,
  StartPositionError,
  checkReplayJson,
  findGame,
  parseReplayText,
  recordToReplay,
  replayToRecord,
  type LoadedReplay,
  type PositionToMend,
  type ReplayFile,
} from '../../engine';
import { quotePath } from '../../engine/core/quote';
import { copyFileAtomic, writeTextAtomic } from './atomic-write';
import { errorCode, oneLine, writeFailureMessage } from './fs-messages';
import { megabytes, readTextLimited } from './read-limited';

export const REPLAY_EXTENSION = '.royal.json';
export const BACKUP_SUFFIX = '.bak';

export type ReadReplayResult =
  /**
   * `cutShort`: the file was saved under a former reading of the rules and stands only up to a step;
   * `file` is then the game as far as it stands, and the message says which step no longer stands and why.
   */
  | { readonly ok: true; readonly file: ReplayFile; readonly loaded: LoadedReplay; readonly cutShort?: string }
  /** `mend`: the file was refused for its start position alone, which the table editor can show to be mended. */
  | { readonly ok: false; readonly message: string; readonly mend?: PositionToMend };

/** A save that could not happen; the message is fit to show a player. */
export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

export async function readReplay(path: string): Promise<ReadReplayResult> {
  const read = await readTextLimited(path, MAX_REPLAY_BYTES, tooLargeMessage);
  if (!read.ok) return { ok: false, message: read.message };
  try {
    const file = parseReplayText(read.text);
    const loaded = replayToRecord(file, findGame);
    if (!loaded.noLongerStands) return { ok: true, file, loaded };
    const standing = recordToReplay(loaded.record, {
      cursor: loaded.cursor,
      savedAt: file.savedAt,
      ...(loaded.title ? { title: loaded.title } : {}),
      ...(loaded.teacher ? { teacher: true } : {}),
    });
    return { ok: true, file: standing, loaded, cutShort: loaded.noLongerStands.message };
  } catch (error) {
    const message = replayFailureMessage(error);
    return error instanceof StartPositionError ? { ok: false, message, mend: error.mend } : { ok: false, message };
  }
}

/** The file as it is stored: pretty-printed JSON with a final newline. */
export function replayText(file: ReplayFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Throws ReplayError for a file that is not a valid replay, SaveError when the disk refuses. */
export async function writeReplay(path: string, file: ReplayFile): Promise<void> {
  const checked = checkReplayJson(file);
  const text = replayText(checked);
  if (Buffer.byteLength(text) > MAX_REPLAY_BYTES) {
    throw new ReplayError(`The game is too large to save (${megabytes(Buffer.byteLength(text))}; the limit is ${megabytes(MAX_REPLAY_BYTES)}).`);
  }
  await keepBackup(path);
  try {
    await writeTextAtomic(path, text);
  } catch (error) {
    throw new SaveError(writeFailureMessage(error, path));
  }
}

/** Adds the replay extension to a name chosen without one. */
export function withReplayExtension(path: string): string {
  return path.toLowerCase().endsWith('.json') ? path : path + REPLAY_EXTENSION;
}

/** Whether anything is at `path`: a folder or a link counts too, since saving there would not make a new file either. */
export async function isTaken(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** The message for anything parsing or rebuilding a replay threw. */
export function replayFailureMessage(error: unknown): string {
  if (error instanceof ReplayError) return oneLine(error.message);
  if (error instanceof RangeError) return 'The replay is damaged: it is nested too deeply to read.';
  const detail = error instanceof Error ? oneLine(error.message) : 'unknown error';
  return `The replay could not be rebuilt: ${detail}.`;
}

function tooLargeMessage(size: number): string {
  return `The file is too large to be a Royal Table replay (${megabytes(size)}; the limit is ${megabytes(MAX_REPLAY_BYTES)}).`;
}

/**
 * Why a save to `path` may not replace what is there, in words fit to show before anything is
 * written; null when it may (nothing is there, or a Royal Table game is). Asked before the player
 * is asked to replace a file, and again when the file is written.
 */
export async function refusalToReplace(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return `${quotePath(path)} is a folder; choose a file name.`;
    if (!info.isFile()) return `${quotePath(path)} is not a regular file; choose another name.`;
    if (await hasReplayHeader(path)) return null;
    return `${quotePath(path)} is not a Royal Table game, so it will not be replaced; choose another name.`;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    return writeFailureMessage(error, path);
  }
}

/** Copies the file about to be replaced, so the version before the save survives it. */
async function keepBackup(path: string): Promise<void> {
  const refusal = await refusalToReplace(path);
  if (refusal !== null) throw new SaveError(refusal);
  try {
    await copyFileAtomic(path, path + BACKUP_SUFFIX);
  } catch (error) {
    // Nothing there: a new file, with no earlier version to keep.
    if (errorCode(error) === 'ENOENT') return;
    throw new SaveError(`The previous version could not be kept as a backup, so nothing was saved: ${writeFailureMessage(error, path + BACKUP_SUFFIX)}`);
  }
}

/** How much of an existing file is read to recognise a replay. */
const HEADER_BYTES = 4096;
const REPLAY_HEADER = new RegExp(`^\\uFEFF?\\s*\\{[^]*"format"\\s*:\\s*"${REPLAY_FORMAT}"`);

/**
 * Whether the file starts as a Royal Table replay does. Only the head is read,
 * so a replay damaged further on (the very file a save would repair) still counts.
 */
export async function hasReplayHeader(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return REPLAY_HEADER.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}
