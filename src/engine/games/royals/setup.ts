/** Setting up a match: the first game is dealt, seat 1 begins (Y3). */
import { seedRng } from '../../core/rng';
import { dealGame } from './turn';
import { optionsSchema, type RoyalsOptions, type RoyalsState } from './types';

export const SEATS = 2;

export function setupRoyals(options: Partial<RoyalsOptions>, seats: number, seed: number): RoyalsState {
  if (seats !== SEATS) throw new Error(`Royals is played by 2 players, not ${seats}.`);
  const parsed = optionsSchema.parse(options);
  const state: RoyalsState = {
    rng: seedRng(seed),
    options: parsed,
    game: 1,
    wins: [0, 0],
    results: [],
    first: 0,
    seat: 0,
    turn: 1,
    phase: 'cold-war',
    stage: 'turn',
    hands: [[], []],
    deck: [],
    discard: [],
    fields: [[], []],
    scores: [],
    hadRoyal: [false, false],
    reshuffles: 0,
    lastReshuffle: false,
    lastReshuffleBy: null,
    finalTurns: [],
    attack: null,
    result: null,
    end: null,
  };
  dealGame(state, 0);
  return state;
}
