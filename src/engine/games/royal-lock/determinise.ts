/**
 * A playable position rebuilt from what a seat sees. The decks' contents are
 * known as sets (every card not face up somewhere), only their order is
 * hidden, so a bot fills each deck with its unseen cards in an order drawn
 * from its own seed: one guess at the hidden order, never the true one.
 */
import { seedRng, shuffleInPlace } from '../../core/rng';
import { blackCards, redCards } from './cards';
import type { CardId, RoyalLockState, RoyalLockView } from './types';

/** Cards face up anywhere on the table. */
export function visibleCards(view: RoyalLockView): Set<CardId> {
  const seen = new Set<CardId>();
  for (const space of view.grid) if (space) seen.add(space.card);
  for (const card of view.blackDiscard) seen.add(card);
  for (const card of view.redDiscard) seen.add(card);
  for (const card of view.lastRedDraw?.cards ?? []) seen.add(card);
  return seen;
}

/** The black cards in the black deck, in a fixed order: exactly the black cards not face up. */
export function unseenBlack(view: RoyalLockView): CardId[] {
  const seen = visibleCards(view);
  return blackCards().filter((card) => !seen.has(card));
}

/** The red cards in the red deck, in a fixed order. */
export function unseenRed(view: RoyalLockView): CardId[] {
  const seen = visibleCards(view);
  return redCards().filter((card) => !seen.has(card));
}

export function determinise(view: RoyalLockView, seed: number): RoyalLockState {
  const state: RoyalLockState = {
    rng: seedRng(seed),
    options: { ...view.options },
    seats: view.seats,
    grid: view.grid.map((space) => (space ? { card: space.card, locked: space.locked } : null)),
    markers: [...view.markers],
    blackDeck: unseenBlack(view).slice(0, view.blackDeckCount),
    blackDiscard: [...view.blackDiscard],
    redDeck: unseenRed(view).slice(0, view.redDeckCount),
    redDiscard: [...view.redDiscard],
    lastRedDraw: view.lastRedDraw
      ? { ...view.lastRedDraw, cards: [...view.lastRedDraw.cards], effects: view.lastRedDraw.effects.map((e) => ({ ...e })) }
      : null,
    turn: view.turn,
    marker: view.marker,
    actionsUsed: view.actionsUsed,
    end: view.end ? { ...view.end, line: view.end.line ? [...view.end.line] : null } : null,
  };
  shuffleInPlace(state, state.blackDeck);
  shuffleInPlace(state, state.redDeck);
  return state;
}
