/** The in-app rules help of every game, by game id. */
import { allianceRoyalsHelp } from './alliance-royals';
import { royalLinesHelp } from './royal-lines';
import { royalLockHelp } from './royal-lock';
import { royalSuitHelp } from './royal-suit';
import { royalsHelp } from './royals';
import type { RulesHelp } from './types';

const HELP: readonly RulesHelp[] = [royalLockHelp, royalSuitHelp, royalLinesHelp, royalsHelp, allianceRoyalsHelp];

export function rulesHelpFor(gameId: string): RulesHelp | null {
  return HELP.find((help) => help.gameId === gameId) ?? null;
}

export type { RulesHelp };
