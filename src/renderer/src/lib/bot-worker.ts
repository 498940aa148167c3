/** Runs bots off the screen's thread so a slow bot never freezes the table. */
import { chooseBotActionNow } from './bot-request';
import { serveRequests } from './worker-client';

serveRequests(chooseBotActionNow);
