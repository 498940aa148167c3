/**
 * The game in progress, kept safe against a crash. The renderer autosaves
 * after every change and clears the autosave when the game is saved, closed
 * or restored, so an autosave found at start is a game that was never saved
 * in its last state: the app offers to restore it.
 *
 * A replay opened from a file and annotated is kept the same way, with the
 * mode it was looked at in, so that it comes back as a replay and its bots
 * do not start playing on. A game opened from a file nothing may be saved
 * over (a shipped example) keeps that file as where it came from, so it comes
 * back under the name it was opened under, still to be saved somewhere new.
 *
 * Stored as `<userDataDir>/autosave/game.json`. A damaged autosave is moved
 * aside as `game.json.corrupt` (`game.json.2.corrupt`… beside earlier ones,
 * kept for inspection) and reported once, with where it was kept, so a game
 * is never lost without a word; it never stops the app from starting. One
 * whose start position alone is refused (a later version checks positions
 * more closely) is set aside the same way, with the reasons and the position
 * for the table editor to mend.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { MAX_REPLAY_BYTES, StartPositionError, checkReplayJson, findGame, quotePath, replayToRecord, type ReplayFile } from '../../engine';
import { REPLAY_JSON_LIMITS, scanJsonLimits } from '../../engine/core/json-limits';
import type { AutosaveMode, DamagedAutosave, RestorableGame } from '../../preload/api';
import { MAX_PATH_LENGTH } from './allowed-paths';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { isTaken } from './replay-store';
import { serialQueue } from './serial';

export const AUTOSAVE_FORMAT = 'royal-table-autosave';
/** Version 3 added `openedFrom`, version 2 `mode`; a version 1 autosave is always a game in play. */
export const AUTOSAVE_VERSION = 3;
export const AUTOSAVE_DIR = 'autosave';
export const AUTOSAVE_FILE = 'game.json';
export const CORRUPT_SUFFIX = '.corrupt';
/** Damaged copies kept side by side; past this many, the last name is reused. */
const MAX_CORRUPT_COPIES = 100;
/** The replay plus a small envelope. */
const MAX_AUTOSAVE_BYTES = MAX_REPLAY_BYTES + 64 * 1024;

/** A path as the envelope keeps it; whether it may still be reached is the host's to check when it is offered back. */
const keptPath = z.string().min(1).max(MAX_PATH_LENGTH).nullable();
const modeField = z.enum(['play', 'replay']);

const envelopeFields = {
  format: z.literal(AUTOSAVE_FORMAT),
  savedAt: z.string().max(40),
  path: keptPath,
  file: z.unknown(),
};

const envelopeSchema = z.union([
  z.object({ ...envelopeFields, version: z.literal(AUTOSAVE_VERSION), mode: modeField, openedFrom: keptPath }).strict(),
  z.object({ ...envelopeFields, version: z.literal(2), mode: modeField }).strict(),
  z.object({ ...envelopeFields, version: z.literal(1) }).strict(),
]);

export interface AutosaveStore {
  /**
   * `path`: where the game was last saved; `openedFrom`: the file it was opened from when nothing may be saved
   * there (a shipped example). Throws ReplayError if `file` is not a valid replay; the disk's errors propagate.
   */
  save(file: ReplayFile, path: string | null, mode?: AutosaveMode, openedFrom?: string | null): Promise<void>;
  /** The game to offer back; a damaged autosave is moved aside and reported, once. */
  restorable(): Promise<RestorableGame | DamagedAutosave | null>;
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
    save: (file, path, mode = 'play', openedFrom = null) =>
      serial(async () => {
        const checked = checkReplayJson(file);
        const envelope = { format: AUTOSAVE_FORMAT, version: AUTOSAVE_VERSION, savedAt: now().toISOString(), path, openedFrom, mode, file: checked };
        await mkdir(dir, { recursive: true });
        await writeTextAtomic(filePath, `${JSON.stringify(envelope)}\n`);
      }),

    restorable: () =>
      serial(async () => {
        const read = await readTextLimited(filePath, MAX_AUTOSAVE_BYTES, () => 'too large');
        if (!read.ok && read.missing) return null;
        const parsed = read.ok ? parseAutosave(read.text) : { refused: null };
        return 'file' in parsed ? parsed : damaged(filePath, await moveAside(filePath), parsed.refused);
      }),

    clear: () =>
      serial(async () => {
        await rm(filePath, { force: true });
      }),
  };
}

/** Why an autosave cannot be restored: its start position, refused alone, or (null) anything else about it. */
interface Unrestorable {
  readonly refused: StartPositionError | null;
}

/** The restorable game in an autosave's text, or why not. */
function parseAutosave(text: string): RestorableGame | Unrestorable {
  const damage = { refused: null };
  try {
    // The same bounds as opening a replay, so a hostile autosave cannot exhaust memory at start.
    if (!scanJsonLimits(text, REPLAY_JSON_LIMITS).ok) return damage;
    const envelope = envelopeSchema.safeParse(JSON.parse(text));
    if (!envelope.success) return damage;
    const file = checkReplayJson(envelope.data.file);
    // Offer only what will open: rebuild it now rather than fail after the player said yes.
    replayToRecord(file, findGame);
    const data = envelope.data;
    const mode = 'mode' in data ? data.mode : 'play';
    const openedFrom = 'openedFrom' in data ? data.openedFrom : null;
    return { file, path: data.path, openedFrom, savedAt: data.savedAt, mode };
  } catch (error) {
    return error instanceof StartPositionError ? { refused: error } : damage;
  }
}

/** Moves a damaged autosave to a name no earlier damaged copy has; where it went, or null if it could not be moved. */
async function moveAside(filePath: string): Promise<string | null> {
  let keptAt = filePath + CORRUPT_SUFFIX;
  for (let copy = 2; copy <= MAX_CORRUPT_COPIES && (await isTaken(keptAt)); copy++) keptAt = `${filePath}.${copy}${CORRUPT_SUFFIX}`;
  try {
    await rename(filePath, keptAt);
    return keptAt;
  } catch {
    return null;
  }
}

/** What the player is told: the game could not be restored, why, and where its autosave is now. */
function damaged(filePath: string, keptAt: string | null, refused: StartPositionError | null): DamagedAutosave {
  const lost = refused
    ? `The game being played when Royal Table last closed could not be restored. ${refused.message}`
    : 'The game being played when Royal Table last closed could not be restored: its autosave was damaged.';
  const copy = refused ? 'Its autosave' : 'The damaged copy';
  const where = keptAt
    ? `${copy} was kept as ${quotePath(keptAt)}.`
    : `It could not be moved aside and is still at ${quotePath(filePath)}, where the next game's autosave will replace it.`;
  return { status: 'damaged', message: `${lost} ${where}`, ...(refused ? { mend: refused.mend } : {}) };
}
