/** Setting up the table: split the deck by colour, deal 9 black cards, markers to the centre. */
import { seedRng, shuffleInPlace } from '../../core/rng';
import { blackCards, redCards } from './cards';
import { CENTRE } from './grid';
import { optionsSchema, type RoyalLockOptions, type RoyalLockState } from './types';

export const GRID_SIZE = 9;

export function setupRoyalLock(options: Partial<RoyalLockOptions>, seats: number, seed: number): RoyalLockState {
  if (seats !== 1 && seats !== 2) throw new Error(`Royal Lock is played by 1 or 2 players, not ${seats}.`);
  const state: RoyalLockState = {
    rng: seedRng(seed),
    options: optionsSchema.parse(options),
    seats,
    grid: [],
    markers: [CENTRE, CENTRE],
    blackDeck: blackCards(),
    blackDiscard: [],
    redDeck: redCards(),
    redDiscard: [],
    lastRedDraw: null,
    turn: 1,
    marker: 0,
    actionsUsed: 0,
    end: null,
  };
  shuffleInPlace(state, state.blackDeck);
  shuffleInPlace(state, state.redDeck);
  state.grid = state.blackDeck.splice(0, GRID_SIZE).map((card) => ({ card, locked: false }));
  return state;
}
