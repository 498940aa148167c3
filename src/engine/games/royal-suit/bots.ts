/** The bots the game offers, best first; the first is the default opponent. */
import type { BotSpec } from '../../core/game';
import { heuristicBot } from './bot-heuristic';
import { samplerBot } from './bot-sampler';
import { randomBot } from './random-bot';
import type { RoyalSuitAction, RoyalSuitView } from './types';

export const ROYAL_SUIT_BOTS: readonly BotSpec<RoyalSuitView, RoyalSuitAction>[] = [samplerBot, heuristicBot, randomBot];
