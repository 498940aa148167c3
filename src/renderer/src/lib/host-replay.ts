/**
 * Replay files as the host hands them to the window. Only the main process
 * reads files, and it proves every one before the window sees it: each step
 * rebuilt through the rules and matched against its fingerprint
 * (src/main/files/replay-store.ts for an opened file, autosave.ts for the game
 * left behind by a crash). The fingerprints are a question about the bytes on
 * the disk, so they are asked once, where the bytes are read.
 *
 * The window rebuilds the record from the actions, so here the rules still
 * judge every step: the record later replays those actions without asking
 * again whenever a step's state is rebuilt, and an action the rules refuse
 * could show a position that cannot happen. Those checks cost little; the
 * hashing, most of the work of a long file, is not done a second time.
 */
import { findGame, replayToRecord, type LoadedReplay, type ReplayFile } from '../../../engine';

/** The record of a file the host opened or restored; throws ReplayError for a step the rules refuse. */
export function loadFromHost(file: ReplayFile): LoadedReplay {
  return replayToRecord(file, findGame, { fingerprints: 'proven' });
}
