/**
 * A playable position rebuilt from what a seat sees. The court is public; of
 * each deck the seat knows how many cards it holds, the top card when it may
 * see it, and the cards shown at the bottom in order. Every other deck card is
 * one of the cards seen nowhere, so a bot deals those into the unknown places
 * in an order drawn from its own seed: one guess at the hidden decks that fits
 * everything the seat knows, never the true ones.
 */
import { seedRng, shuffleInPlace, type RngState } from '../../core/rng';
import { deckCards } from './cards';
import { fromState, type SearchPosition } from './solver-position';
import type { CardId, RoyalSuitState, RoyalSuitView } from './types';

/** The cards the viewer cannot place: every card of the deck not in the court, not a couple card, not seen in a deck. */
export function unplacedCards(view: RoyalSuitView): CardId[] {
  const seen = new Set<CardId>(view.coupleCards);
  for (const pile of view.court) for (const card of pile.cards) seen.add(card);
  for (const deck of view.decks) {
    if (deck.top) seen.add(deck.top);
    for (const card of deck.shown) seen.add(card);
  }
  return deckCards(view.options.deck).filter((card) => !seen.has(card));
}

/** A deck as the viewer knows it, top card first: null where the card is unknown. */
export function knownDeck(view: RoyalSuitView, seat: number): (CardId | null)[] {
  const deck = view.decks[seat]!;
  const cards: (CardId | null)[] = new Array<CardId | null>(deck.count).fill(null);
  const below = deck.count - deck.shown.length;
  deck.shown.forEach((card, i) => {
    cards[below + i] = card;
  });
  if (deck.top && deck.count > 0) cards[0] = deck.top;
  return cards;
}

/** The view's position with the unknown deck cards dealt from the pool in an order drawn from `holder`. */
export function determinisedState(view: RoyalSuitView, holder: { rng: RngState }): RoyalSuitState {
  const pool = unplacedCards(view);
  shuffleInPlace(holder, pool);
  const decks = [0, 1].map((seat) => knownDeck(view, seat).map((card) => card ?? pool.pop()!));
  if (pool.length > 0 || decks.some((deck) => deck.some((card) => card === undefined))) {
    throw new Error('The view does not account for every card: it cannot be turned into a position.');
  }
  return {
    rng: seedRng(0),
    options: { ...view.options },
    piles: view.court.map((pile) => [...pile.cards]),
    couple: [...view.couple],
    decks,
    shownBelow: view.decks.map((deck) => deck.shown.length),
    lastShown: view.decks.map((deck) => deck.lastShown),
    seat: view.seatToAct ?? 0,
    phase: view.phase,
    turn: view.turn,
    lastMove: view.lastMove ? { ...view.lastMove } : null,
    skipsInARow: [...view.skipsInARow],
    skipsSincePlay: [...view.skipsSincePlay],
    visited: [...view.visited],
    end: view.end ? { ...view.end } : null,
  };
}

/** One guess at the hidden decks, as a search position, from a seed. */
export function determinise(view: RoyalSuitView, seed: number): SearchPosition {
  return fromState(determinisedState(view, { rng: seedRng(seed) }));
}

/**
 * Guesses from one view, each the same as `determinise(view, seed)`, for a
 * bot that needs many: the cards to deal, the known places and the positions
 * since the last play are read from the view once instead of per guess.
 */
export function dealer(view: RoyalSuitView): (seed: number) => SearchPosition {
  const pool = unplacedCards(view);
  const known = [0, 1].map((seat) => knownDeck(view, seat));
  const first = determinisedState(view, { rng: seedRng(0) });
  const { visited } = fromState(first);
  // The positions since the last play are the same in every guess: read once above, not per guess.
  const base: RoyalSuitState = { ...first, visited: [] };
  return (seed) => {
    const cards = pool.slice();
    shuffleInPlace({ rng: seedRng(seed) }, cards);
    const decks = known.map((deck) => deck.map((card) => card ?? cards.pop()!));
    return { bytes: fromState({ ...base, decks }).bytes, visited };
  };
}
