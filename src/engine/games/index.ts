/** Every game the app knows, by id. */
import type { AnyGameDefinition } from '../core/game';
import { allianceRoyals } from './alliance-royals';
import { royalLines } from './royal-lines';
import { royalLock } from './royal-lock';
import { royalSuit } from './royal-suit';
import { royals } from './royals';

export const GAMES: readonly AnyGameDefinition[] = [royalLock, royalSuit, royalLines, royals, allianceRoyals];

export function findGame(id: string): AnyGameDefinition | undefined {
  return GAMES.find((game) => game.id === id);
}
