/**
 * The game in progress, kept safe against a crash. The renderer autosaves
 * after every change and clears the autosave when the game is saved, closed
 * or restored, so an autosave found at start is a game that was never saved
 * in its last state: the app offers to restore it.
 *
 * A replay opened from a file and annotated is kept the same way, with the
 * mode it was looked at in, so that it comes back as a replay and its bots
 * do not start playing on.
 *
 * Stored as `<userDataDir>/autosave/game.json`. A damaged autosave is moved
 * aside as `game.json.corrupt` (kept for inspection) and reported as nothing
 * to restore; it never stops the app from starting.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_REPLAY_BYTES, checkReplayJson, findGame, replayToRecord, type ReplayFile } from '../../engine';
import { REPLAY_JSON_LIMITS, scanJsonLimits } from '../../engine/core/json-limits';
import type { AutosaveMode, RestorableGame } from '../../preload/api';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const AUTOSAVE_FORMAT = 'royal-table-autosave';
/** Version 2 added `mode`; a version 1 autosave is always a game in play. */
export const AUTOSAVE_VERSION = 2;
export const AUTOSAVE_DIR = 'autosave';
export const AUTOSAVE_FILE = 'game.json';
export const CORRUPT_SUFFIX = '.corrupt';
/** The replay plus a small envelope. */
const MAX_AUTOSAVE_BYTES = MAX_REPLAY_BYTES + 64 * 1024;

const envelopeFields = {
  format: z.literal(AUTOSAVE_FORMAT),
  savedAt: z.string().max(40),
  path: z.string().min(1).max(4096).nullable(),
  file: z.unknown(),
};

const envelopeSchema = z.union([
  z.object({ ...envelopeFields, version: z.literal(AUTOSAVE_VERSION), mode: z.enum(['play', 'replay']) }).strict(),
  z.object({ ...envelopeFields, version: z.literal(1) }).strict(),
]);

export interface AutosaveStore {
  /** Throws ReplayError if `file` is not a valid replay; the disk's errors propagate. */
  save(file: ReplayFile, path: string | null, mode?: AutosaveMode): Promise<void>;
  restorable(): Promise<RestorableGame | null>;
  clear(): Promise<void>;
  /** Where the autosave lives, for messages and tests. */
  readonly filePath: string;
}

export function createAutosave(userDataDir: string, now: () => Date = () => new Date()): AutosaveStore {
  const dir = join(userDataDir, AUTOSAVE_DIR);
  const filePath = join(dir, AUTOSAVE_FILE);
  const serial = serialQueue();

  return {
    filePath,
    save: (file, path, mode = 'play') =>
      serial(async () => {
        const checked = checkReplayJson(file);
        const envelope = { format: AUTOSAVE_FORMAT, version: AUTOSAVE_VERSION, savedAt: now().toISOString(), path, mode, file: checked };
        await mkdir(dir, { recursive: true });
        await writeTextAtomic(filePath, `${JSON.stringify(envelope)}\n`);
      }),

    restorable: () =>
      serial(async () => {
        const read = await readTextLimited(filePath, MAX_AUTOSAVE_BYTES, () => 'too large');
        if (!read.ok) {
          if (!read.missing) await moveAside(filePath);
          return null;
        }
        const game = parseAutosave(read.text);
        if (!game) await moveAside(filePath);
        return game;
      }),

    clear: () =>
      serial(async () => {
        await rm(filePath, { force: true });
      }),
  };
}

/** The restorable game in an autosave's text, or null if anything about it is wrong. */
function parseAutosave(text: string): RestorableGame | null {
  try {
    // The same bounds as opening a replay, so a hostile autosave cannot exhaust memory at start.
    if (!scanJsonLimits(text, REPLAY_JSON_LIMITS).ok) return null;
    const envelope = envelopeSchema.safeParse(JSON.parse(text));
    if (!envelope.success) return null;
    const file = checkReplayJson(envelope.data.file);
    // Offer only what will open: rebuild it now rather than fail after the player said yes.
    replayToRecord(file, findGame);
    const mode = 'mode' in envelope.data ? envelope.data.mode : 'play';
    return { file, path: envelope.data.path, savedAt: envelope.data.savedAt, mode };
  } catch {
    return null;
  }
}

async function moveAside(filePath: string): Promise<void> {
  try {
    await rename(filePath, filePath + CORRUPT_SUFFIX);
  } catch {
    // Left where it is: it is reported as nothing to restore every time, which is harmless.
  }
}
