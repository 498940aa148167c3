import { ReplayError } from '../core/replay-file';

/** The ReplayError a load throws; anything else it throws, or loading at all, fails the test. */
export function replayRefusal(load: () => unknown): ReplayError {
  try {
    load();
  } catch (error) {
    if (error instanceof ReplayError) return error;
    throw error;
  }
  throw new Error('expected a ReplayError, but the file was loaded');
}
