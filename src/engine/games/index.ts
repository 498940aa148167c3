/** Every game the app knows, by id. */
import type { AnyGameDefinition } from '../core/game';
import { royalLock } from './royal-lock';

export const GAMES: readonly AnyGameDefinition[] = [royalLock];

export function findGame(id: string): AnyGameDefinition | undefined {
  return GAMES.find((game) => game.id === id);
}
