/**
 * Every game's what-if re-deal, held to what it promises: from a position a few
 * moves into a game, many re-deals for the seat to act never change what it
 * saw, and every card it did not know lands in every place it could be, as
 * often as any other card of its kind (chi-square, 1 in 1000 tolerance).
 */
import { describe, expect, it } from 'vitest';
import { applyFast, botChoice, type AnyGameDefinition, type BaseAction, type BaseState } from '../core/game';
import { chiSquareLimit, redealSpread } from '../testing/redeal-suite';
import { GAMES } from './index';

const SEATS: Readonly<Record<string, number>> = { 'royal-lock': 2, 'royal-suit': 2, 'royal-lines': 4, royals: 2, 'alliance-royals': 4 };
const DEALS = 400;

const suitColour = (card: string) => (/[HD]$/.test(card) ? 'red' : 'black');
/** Cards the seat cannot tell apart but a game keeps apart all the same: each deck holds its own kind. */
const KINDS: Readonly<Record<string, (card: string) => string>> = {
  'royal-lock': suitColour,
  'royal-suit': suitColour,
  // Promises are the number cards; of the colonials only aces and jokers can be settlers face down.
  'royal-lines': (card) => (/^([2-9]|10)[CDHS]$/.test(card) ? 'promise' : /^(A[CDHS]|JK\d)$/.test(card) ? 'settler' : 'court'),
};

/** The game `moves` moves in, played by its first bot that thinks. */
function position(game: AnyGameDefinition, moves: number): BaseState {
  const state = game.setup(game.defaultOptions(), SEATS[game.id]!, 7) as BaseState;
  const bot = game.bots.find((b) => b.id !== 'random') ?? game.bots[0]!;
  for (let played = 0; played < moves && !game.outcome(state); played++) {
    const seat = game.activeSeats(state)[0]!;
    const legal = game.legalActions(state, seat) as BaseAction[];
    applyFast(game, state, seat, botChoice(game, bot, { state, seat, legal, seed: played + 1 }));
  }
  return state;
}

describe('what-if re-deals', () => {
  it.each(GAMES.map((game) => ({ id: game.id, game })))('$id: keep what the seat saw and spread the rest evenly', ({ game }) => {
    const state = position(game, 3);
    const seat = game.activeSeats(state)[0]!;
    const spread = redealSpread(game, state, seat, SEATS[game.id]!, DEALS, KINDS[game.id]);
    expect(spread.freedom).toBeGreaterThan(0);
    expect(spread.neverPlaced).toEqual([]);
    expect(spread.chiSquare).toBeLessThan(chiSquareLimit(spread.freedom));
  });
});
