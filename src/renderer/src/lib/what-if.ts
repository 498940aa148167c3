/**
 * Who sits where in a what-if line: the person who asks plays the seat whose
 * knowledge was kept, against the bots, or the bots play every seat. A seat a
 * bot already played keeps its bot; a person's seat goes to the game's first
 * bot that thinks.
 */
import type { AnyGameDefinition, PlayerInfo, Seat } from '../../../engine';
import { seatName } from './seats';

export type WhatIfPlay = 'person' | 'bots';

export const WHAT_IF_PLAYS: readonly { readonly value: WhatIfPlay; readonly label: string }[] = [
  { value: 'person', label: 'I play it against the bots' },
  { value: 'bots', label: 'The bots play it out' },
];

/** The bot a re-deal's open seats are given: the game's first that thinks, as the simulator plays by default. */
export function whatIfBot(game: AnyGameDefinition): string | null {
  return (game.bots.find((bot) => bot.id !== 'random') ?? game.bots[0])?.id ?? null;
}

export function seatsForWhatIf(game: AnyGameDefinition, players: readonly PlayerInfo[], kept: Seat, play: WhatIfPlay): PlayerInfo[] {
  const bot = whatIfBot(game);
  return players.map((player, seat) => {
    if (play === 'person' && seat === kept) return { name: player.bot === null ? player.name : seatName(game, seat), bot: null };
    return player.bot !== null || bot === null ? player : { name: player.name, bot };
  });
}

/** A fresh seed for each what-if asked for, so two in a row deal differently; stored in the line, so it can be dealt again. */
export function nextWhatIfSeed(lines: readonly { readonly redeal?: { readonly seed: number } }[]): number {
  return lines.reduce((high, line) => Math.max(high, line.redeal?.seed ?? 0), 0) + 1;
}
