/**
 * Setting up a match and dealing each round: the deck is split into the
 * settler deck (aces and jokers), the colonial deck (face cards and the
 * leftover settlers: 14 cards) and the promise deck (2 to 10).
 */
import { seedRng, shuffleInPlace } from '../../core/rng';
import { aces, comparePromises, faceCards, hasAbsentColonial, jokerCount, jokers, promiseCards } from './cards';
import { FIRST_SHIP_SIZE, HAND_SIZE, optionsSchema, type CardId, type RoyalLinesOptions, type RoyalLinesState } from './types';

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

/** "With 2 players, a Pirate Ship is introduced." */
export function hasPirates(state: Pick<RoyalLinesState, 'seats'>): boolean {
  return state.seats === 2;
}

/** The settler deck: the 4 aces and 1 to 3 jokers by player count. */
export function settlerDeck(seats: number, options: RoyalLinesOptions): CardId[] {
  return [...aces(), ...jokers(jokerCount(seats, options.jokers))];
}

/**
 * Deals a fresh round from the whole deck: a settler to every seat (and to
 * the pirates), the absent colonial, the first ship of 7 and 7 promises each.
 */
export function dealRound(state: RoyalLinesState): void {
  const seats = state.seats;
  const settlers = settlerDeck(seats, state.options);
  shuffleInPlace(state, settlers);
  state.settlers = settlers.splice(0, seats);
  state.settlerShown = state.settlers.map(() => false);
  state.pirateSettler = hasPirates(state) ? settlers.shift()! : null;

  const colonials: CardId[] = [...settlers, ...faceCards()];
  shuffleInPlace(state, colonials);
  state.absent = hasAbsentColonial(seats, state.options.jokers) ? colonials.shift()! : null;
  state.ship = colonials.splice(0, FIRST_SHIP_SIZE);
  state.colonialDeck = colonials;
  state.shipNumber = 1;

  const promises = promiseCards();
  shuffleInPlace(state, promises);
  state.hands = Array.from({ length: seats }, () => promises.splice(0, HAND_SIZE).sort(comparePromises));
  state.promiseDeck = promises;
  state.chosen = state.hands.map(() => null);
  state.played = [];
  state.lines = state.hands.map(() => []);
  state.settled = [];
  state.discard = [];
  state.recruitments = 0;
  state.pending = null;
  state.lastRecruitment = null;
  state.panic = [];
  state.result = null;
  state.phase = 'promise';
}

export function setupRoyalLines(options: Partial<RoyalLinesOptions>, seats: number, seed: number): RoyalLinesState {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    throw new Error(`Royal Lines is played by ${MIN_SEATS} to ${MAX_SEATS} players, not ${seats}.`);
  }
  const state: RoyalLinesState = {
    rng: seedRng(seed),
    options: optionsSchema.parse(options),
    seats,
    round: 1,
    dealer: 0,
    wins: Array.from({ length: seats }, () => 0),
    phase: 'promise',
    settlers: [],
    settlerShown: [],
    pirateSettler: null,
    absent: null,
    colonialDeck: [],
    ship: [],
    shipNumber: 1,
    promiseDeck: [],
    hands: [],
    chosen: [],
    played: [],
    lines: [],
    settled: [],
    discard: [],
    recruitments: 0,
    pending: null,
    lastRecruitment: null,
    panic: [],
    result: null,
    previous: null,
    end: null,
  };
  dealRound(state);
  return state;
}
