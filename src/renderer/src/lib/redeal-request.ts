/**
 * The what-if series a worker plays for the screen: re-deal `index` of the
 * position from what the seat knew, played out by the bots (engine/core/redeal.ts).
 * Plain data in, plain data out, so it runs in a worker or, where none can start, here.
 */
import { findGame, playRedeal, redealSeed, type BaseAction, type BaseState, type BotSpec, type Seat } from '../../../engine';

export interface RedealRequest {
  readonly gameId: string;
  readonly fork: BaseState;
  readonly seat: Seat;
  readonly deals: number;
  readonly seed: number;
  /** A bot id per seat. */
  readonly bots: readonly string[];
  readonly maxActions: number;
}

export function playOne(request: RedealRequest, index: number): number | null {
  const game = findGame(request.gameId);
  if (!game) throw new Error(`There is no game “${request.gameId}” to deal.`);
  const bots = request.bots.map((id) => {
    const bot = game.bots.find((candidate) => candidate.id === id);
    if (!bot) throw new Error(`${game.title} has no bot “${id}”.`);
    return bot as BotSpec<unknown, BaseAction, BaseState>;
  });
  return playRedeal(game, request.fork, request.seat, redealSeed(request.seed, index), bots, request.maxActions);
}
