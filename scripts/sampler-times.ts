/**
 * Processor time of a sampler's moves, timed as bench/bot-moves.ts times a bot:
 *   npx tsx scripts/sampler-times.ts '{"samples":32,"ownPercent":50}' [MOVES]
 */
import { botMoveTimes } from '../bench/bot-moves';
import { royalLock } from '../src/engine/games/royal-lock';
import { samplerVariant } from './royal-lock-duel';
const json = process.argv[2] ?? '{}';
const moves = Number(process.argv[3] ?? 150);
const bot = samplerVariant('trial', json);
const game = { ...royalLock, bots: [bot] } as never;
console.log(json, JSON.stringify(botMoveTimes(game, 'trial', { moves, budgetMs: 600_000, maxActions: 400 }).cpu));
