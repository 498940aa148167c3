/** Searches puzzles off the screen's thread, telling how far it has got; stopped by being terminated. */
import { answerPuzzle, type PuzzleReply, type PuzzleRequest } from '../lib/puzzle-request';

/** Progress is sent at most this often, so the messages never outpace the screen. */
const PROGRESS_EVERY_MS = 100;

self.onmessage = (event: MessageEvent<{ id: number; request: PuzzleRequest }>) => {
  const { id, request } = event.data;
  const reply = (message: PuzzleReply): void => self.postMessage(message);
  let last = 0;
  try {
    const answer = answerPuzzle(request, (progress) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS) return;
      last = now;
      reply({ id, progress });
    });
    reply({ id, answer });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
