/**
 * What makes a puzzle the same puzzle wherever its file lies: the game, the
 * fingerprint of the position the puzzle is set at (the file's `current`
 * step), and its statement (goal, values, side, limit, what the solver may
 * know). A moved, renamed or copied file keeps its identity; a different
 * position or a different goal is another puzzle. The words around it (the
 * title, the lesson, the verifier's recorded result) are left out, so
 * rewording the lesson or verifying the puzzle again keeps its identity.
 *
 * The file is untrusted and only looked at, never replayed: anything that is
 * not a well-formed puzzle gives null, and nothing here throws. A file edited
 * by hand could borrow another puzzle's identity, and so its "solved" mark —
 * all the identity is used for.
 */
import { createHash } from 'node:crypto';
import { REPLAY_FORMAT, REPLAY_VERSION } from '../../engine/core/replay-file-schema';
import { puzzleSchema } from '../../engine/core/puzzle';

/** The replay format's own bounds (docs/file-format.md), so nothing larger is walked. */
const MAX_LINES = 1000;
const MAX_ID = 64;
const MAX_HASH = 128;
const MAX_GAME = 40;
/** The first replay version with a puzzle section. */
const FIRST_PUZZLE_VERSION = 2;

/** The puzzle's identity (22 characters of base64url, 128 bits of SHA-256), or null for anything that is not a well-formed puzzle file. */
export function puzzleIdentity(json: unknown): string | null {
  try {
    if (!isRecord(json)) return null;
    if (json['format'] !== REPLAY_FORMAT) return null;
    const version = json['version'];
    if (!Number.isInteger(version) || (version as number) < FIRST_PUZZLE_VERSION || (version as number) > REPLAY_VERSION) return null;
    const game = json['game'];
    if (!isText(game, MAX_GAME)) return null;
    const section = puzzleSchema.safeParse(json['puzzle']);
    if (!section.success) return null;
    const position = fingerprintAtCurrent(json);
    if (position === null) return null;
    const { goal, params, side, limit, knowledge } = section.data;
    const values = Object.keys(params)
      .sort()
      .map((name) => [name, params[name]!]);
    const text = JSON.stringify(['royal-table-puzzle', 1, game, position, goal, values, side, limit, knowledge]);
    return createHash('sha256').update(text).digest('base64url').slice(0, 22);
  } catch {
    return null;
  }
}

/** The fingerprint the file gives for its `current` position, or null when the file does not hold one. */
export function fingerprintAtCurrent(json: Record<string, unknown>): string | null {
  const initialHash = json['initialHash'];
  const lines = json['lines'];
  const current = json['current'];
  if (!isText(initialHash, MAX_HASH) || !Array.isArray(lines) || lines.length < 1 || lines.length > MAX_LINES) return null;
  if (!isRecord(current) || !isText(current['line'], MAX_ID) || !isStep(current['step'])) return null;

  let lineId: string = current['line'];
  const step: number = current['step'];
  // Each branch's parent comes earlier in the list, so the walk back ends within the list.
  let before = lines.length;
  for (;;) {
    if (step === 0) return initialHash;
    const index = indexOfLine(lines, lineId);
    if (index === null || index >= before) return null;
    const line = lines[index] as Record<string, unknown>;
    const parent = line['parent'];
    let first = 1;
    if (parent !== null) {
      if (index === 0 || !isRecord(parent) || !isText(parent['line'], MAX_ID) || !isStep(parent['step'])) return null;
      if (step <= parent['step']) {
        // The step lies before the fork: it is the parent line's.
        lineId = parent['line'];
        before = index;
        continue;
      }
      first = parent['step'] + 1;
    } else if (index !== 0) {
      return null;
    }
    const hashes = line['hashes'];
    if (!Array.isArray(hashes)) return null;
    const hash: unknown = hashes[step - first];
    return isText(hash, MAX_HASH) ? hash : null;
  }
}

/** Where the line with `id` is, or null when there is none or more than one. */
function indexOfLine(lines: readonly unknown[], id: string): number | null {
  let found: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!isRecord(line)) return null;
    if (line['id'] !== id) continue;
    if (found !== null) return null;
    found = i;
  }
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= max;
}

function isStep(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
