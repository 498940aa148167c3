/** Reviews a line off the screen's thread, sending each judgement as it is made; stopped by being terminated. */
import { judgeOne, type ReviewReply, type ReviewRequest } from '../lib/review-request';

self.onmessage = (event: MessageEvent<{ id: number; request: ReviewRequest }>) => {
  const { id, request } = event.data;
  const reply = (message: ReviewReply): void => self.postMessage(message);
  try {
    for (let index = 0; index < request.decisions.length; index++) reply({ id, index, judged: judgeOne(request, index) });
    reply({ id, done: true });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
