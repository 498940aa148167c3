/** Runs bots off the screen's thread so a slow bot never freezes the table. */
import { chooseBotActionNow, type BotRequest } from './bot-request';

interface WorkerRequest {
  readonly id: number;
  readonly request: BotRequest;
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, action: chooseBotActionNow(request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
