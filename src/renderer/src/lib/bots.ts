/**
 * Bot moves for the table and the hint button. They are worked out in a web
 * worker; where the host cannot start one, on this thread instead.
 */
import type { BaseAction } from '../../../engine';
import { chooseBotActionNow, type BotRequest } from './bot-request';
import { workerClient } from './worker-client';

const client = workerClient<BotRequest, BaseAction>(
  () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }),
  chooseBotActionNow,
);

export function chooseBotAction(request: BotRequest): Promise<BaseAction> {
  return client.run(request);
}
