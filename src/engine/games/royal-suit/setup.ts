/** Setting up the table: the couple out, six court cards, the couple on the first and last, the rest dealt. */
import { seedRng, shuffleInPlace } from '../../core/rng';
import { coupleCardsOf, deckCards } from './cards';
import { positionKey } from './repetition';
import { PILE_COUNT, SUPPORTERS, optionsSchema, type RoyalSuitOptions, type RoyalSuitState } from './types';

export function setupRoyalSuit(options: Partial<RoyalSuitOptions>, seats: number, seed: number): RoyalSuitState {
  if (seats !== 2) throw new Error(`Royal Suit is played by 2 players, not ${seats}.`);
  const parsed = optionsSchema.parse(options);
  const couple = coupleCardsOf(parsed);
  const cards = deckCards(parsed.deck).filter((card) => !couple.includes(card));
  const state: RoyalSuitState = {
    rng: seedRng(seed),
    options: parsed,
    piles: [],
    couple: [0, PILE_COUNT - 1],
    decks: [[], []],
    shownBelow: [0, 0],
    lastShown: [null, null],
    seat: SUPPORTERS,
    phase: 'turn',
    turn: 1,
    lastMove: null,
    skipsInARow: [0, 0],
    skipsSincePlay: [0, 0],
    visited: [],
    end: null,
  };
  shuffleInPlace(state, cards);
  state.piles = cards.splice(0, PILE_COUNT).map((card) => [card]);
  // Dealt one by one, alternately, like cards from a hand: 12 each (22 in the long variant).
  cards.forEach((card, i) => state.decks[i % 2]!.push(card));
  state.visited = [positionKey(state)];
  return state;
}
