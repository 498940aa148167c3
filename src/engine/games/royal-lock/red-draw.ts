/**
 * The red draw that ends every turn: 2 red cards are drawn; each grid card of
 * a drawn rank is removed if unlocked or unlocked if locked, and a drawn pair
 * removes every card of its rank, locked or not.
 */
import { shuffleInPlace } from '../../core/rng';
import { rankOfCard } from './cards';
import { RED_DRAW_SIZE, type CardId, type DrawEffect, type GridCard, type RoyalLockState } from './types';

/** Last turn's red cards go face up onto the red discard. */
export function discardLastRedDraw(state: RoyalLockState): void {
  if (!state.lastRedDraw) return;
  state.redDiscard.push(...state.lastRedDraw.cards);
  state.lastRedDraw = null;
}

/** The red discard shuffled and put under what is left of the red deck. */
export function reshuffleRedDeck(state: RoyalLockState): void {
  const pile = state.redDiscard.splice(0, state.redDiscard.length);
  shuffleInPlace(state, pile);
  state.redDeck.push(...pile);
}

/** What 2 drawn red cards do to the grid, cell by cell, without changing it. */
export function drawEffects(grid: readonly (GridCard | null)[], cards: readonly CardId[]): DrawEffect[] {
  const ranks = cards.map(rankOfCard);
  const pair = ranks.length === 2 && ranks[0] === ranks[1];
  const effects: DrawEffect[] = [];
  grid.forEach((space, cell) => {
    if (!space || !ranks.includes(rankOfCard(space.card))) return;
    const removed = pair || !space.locked;
    effects.push({ cell, card: space.card, wasLocked: space.locked, result: removed ? 'removed' : 'unlocked' });
  });
  return effects;
}

/**
 * Draws 2 red cards and applies them. When the red deck holds fewer than 2,
 * the option decides: shuffle the red discard back, or the players lose.
 */
export function redDraw(state: RoyalLockState): void {
  const short = state.redDeck.length < RED_DRAW_SIZE;
  if (short && state.options.redDeckOut === 'loss') {
    // The last draw stays on show: it is the one that left the deck short.
    state.end = { label: 'loss', cause: 'red-deck-out', line: null };
    return;
  }
  discardLastRedDraw(state);
  if (short) reshuffleRedDeck(state);
  const cards = state.redDeck.splice(0, RED_DRAW_SIZE);
  const effects = drawEffects(state.grid, cards);
  for (const effect of effects) {
    if (effect.result === 'removed') {
      state.grid[effect.cell] = null;
      state.blackDiscard.push(effect.card);
    } else {
      state.grid[effect.cell] = { card: effect.card, locked: false };
    }
  }
  state.lastRedDraw = {
    turn: state.turn,
    cards,
    pair: cards.length === 2 && rankOfCard(cards[0]!) === rankOfCard(cards[1]!),
    reshuffledRedDeck: short,
    effects,
  };
}
