/**
 * `position check`: the problems of the position a file begins from, the way
 * the app would find them when opening it, one per line; "ok" when there are
 * none. A saved position is checked by its game's editor; a replay that
 * begins with a deal is checked by laying that deal out in the editor.
 */
import { findGame } from '../engine/games';
import { checkStartState } from '../engine/core/replay-file-start';
import { MAX_REPLAY_BYTES, parseReplayText, replaySetting, ReplayError } from '../engine/core/replay-file';
import { stateHash } from '../engine/core/hash';
import { megabytes, readTextLimited } from '../main/files/read-limited';
import { CommandError } from './replay-commands';

export interface PositionReport {
  readonly ok: boolean;
  /** "ok", or one problem per line. */
  readonly lines: readonly string[];
}

function tooLarge(size: number): string {
  return `The file is too large to be a Royal Table replay (${megabytes(size)}; the limit is ${megabytes(MAX_REPLAY_BYTES)}).`;
}

export async function checkPosition(path: string): Promise<PositionReport> {
  const read = await readTextLimited(path, MAX_REPLAY_BYTES, tooLarge);
  if (!read.ok) throw new CommandError(read.message);
  try {
    const file = parseReplayText(read.text);
    const { game, options, players } = replaySetting(file, findGame);
    const seats = players.length;
    let state: unknown;
    if (file.start.kind === 'deal') {
      state = game.setup(options, seats, file.start.seed);
      if (stateHash(state) !== file.initialHash) {
        throw new CommandError('The replay does not match this version of the rules: the set-up position differs.');
      }
      // A game without an editor deals only what its rules deal: there is nothing more to check.
      if (!game.editor) return { ok: true, lines: ['ok'] };
    } else {
      state = file.start.state;
    }
    const check = checkStartState(game, options, seats, state);
    if (check.ok) {
      if (file.start.kind === 'position' && stateHash(check.state) !== file.initialHash) {
        return { ok: false, lines: ['the start position does not match its fingerprint: the file was altered'] };
      }
      return { ok: true, lines: ['ok'] };
    }
    if (check.kind === 'no-editor') throw new CommandError(check.problems[0]!);
    return { ok: false, lines: check.problems };
  } catch (error) {
    if (error instanceof ReplayError) throw new CommandError(error.message);
    throw error;
  }
}
