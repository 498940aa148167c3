/**
 * Asking a bot for its move. A bot only ever sees its seat's view and the
 * legal moves, exactly as the game hands them out.
 */
import { findGame, quoteUntrusted, type AnyGameDefinition, type BaseAction, type BaseState, type BotSpec, type Seat } from '../../../engine';

export interface BotRequest {
  readonly gameId: string;
  readonly botId: string;
  readonly seat: Seat;
  readonly state: BaseState;
  readonly seed: number;
}

export function chooseBotActionNow(request: BotRequest): BaseAction {
  const game = findGame(request.gameId);
  if (!game) throw new Error(`unknown game ${quoteUntrusted(request.gameId)}`);
  const bot = game.bots.find((b) => b.id === request.botId);
  if (!bot) throw new Error(`${game.title} has no bot ${quoteUntrusted(request.botId)}`);
  const legal = game.legalActions(request.state, request.seat) as BaseAction[];
  if (legal.length === 0) throw new Error(`the bot in seat ${request.seat + 1} has no legal move`);
  return bot.choose({ view: game.view(request.state, request.seat), seat: request.seat, legal, seed: request.seed });
}

/** A seed for a bot's own sampling that depends only on the game and the step, so replays repeat. */
export function botSeed(gameSeed: number, step: number): number {
  return (Math.imul(gameSeed ^ 0x5bd1e995, 31) + Math.imul(step + 1, 0x9e3779b1)) >>> 1;
}

/** The bot that gives hints: the first one that actually thinks (not the random mover). */
export function hintBot(game: AnyGameDefinition): BotSpec<unknown, BaseAction> | null {
  return game.bots.find((b) => !/random/i.test(b.id)) ?? game.bots[0] ?? null;
}

export function botLabel(game: AnyGameDefinition, botId: string): string {
  return game.bots.find((b) => b.id === botId)?.label ?? botId;
}
