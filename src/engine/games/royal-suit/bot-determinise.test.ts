import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { seedRng } from '../../core/rng';
import { dealer, determinise, determinisedState, knownDeck, unplacedCards } from './bot-determinise';
import { royalSuit } from './index';
import { fromState, keyOf } from './solver-position';
import { position } from './test-position';
import type { RoyalSuitState } from './types';

/** A game a few actions in, with a card shown under each deck. */
function playedState(topCards: 'private' | 'open' = 'private'): RoyalSuitState {
  // Only red cards left to the supporters' top and black to the opposers': the court below lets neither play.
  const state = position({
    court: ['7S', 'AS', '8C', '9C', 'AC', '7C'],
    decks: ['8S 9S 10S', 'JC 8H 10C'],
    options: { topCards },
  });
  applyFast(royalSuit, state, 0, { type: 'skip' });
  applyFast(royalSuit, state, 1, { type: 'skip' });
  return state;
}

describe('determinise', () => {
  it('keeps everything the seat knows and deals exactly the cards it cannot place', () => {
    const state = playedState();
    for (const seat of [0, 1]) {
      const view = royalSuit.view(state, seat);
      const guess = determinisedState(view, { rng: seedRng(5) });
      expect(guess.piles).toEqual(state.piles);
      expect(guess.couple).toEqual(state.couple);
      expect([...royalSuit.allCards(guess)].sort()).toEqual([...royalSuit.allCards(state)].sort());
      // Its own top card and the shown cards at the bottom of both decks are where they are.
      expect(guess.decks[seat]![0]).toBe(state.decks[seat]![0]);
      for (const owner of [0, 1]) expect(guess.decks[owner]!.at(-1)).toBe(state.decks[owner]!.at(-1));
      expect(guess.shownBelow).toEqual(state.shownBelow);
      expect({ ...guess, decks: null, rng: null }).toEqual({ ...state, decks: null, rng: null });
    }
  });

  it('lists what each deck holds as far as the seat knows', () => {
    const state = playedState();
    const view = royalSuit.view(state, 0);
    expect(knownDeck(view, 0)).toEqual(['9S', null, '8S']);
    expect(knownDeck(view, 1)).toEqual([null, null, 'JC']);
    expect(unplacedCards(view).sort()).toEqual([...state.decks[0]!.slice(1, 2), ...state.decks[1]!.slice(0, 2)].sort());
  });

  it('under open top cards, keeps the other top card too', () => {
    const state = playedState('open');
    const guess = determinisedState(royalSuit.view(state, 0), { rng: seedRng(1) });
    expect(guess.decks.map((deck) => deck[0])).toEqual(state.decks.map((deck) => deck[0]));
  });

  it('depends only on the view: two deals that look the same to the seat give the same guess', () => {
    const a = royalSuit.setup(royalSuit.defaultOptions(), 2, 8);
    // The same top card for seat 0, every unseen card elsewhere: the view cannot tell them apart.
    const c: RoyalSuitState = { ...a, decks: [[a.decks[0]![0]!, ...[...a.decks[0]!.slice(1)].reverse()], [...a.decks[1]!].reverse()] };
    expect(royalSuit.view(c, 0)).toEqual(royalSuit.view(a, 0));
    expect(keyOf(fromState(c))).not.toBe(keyOf(fromState(a)));
    expect(keyOf(determinise(royalSuit.view(c, 0), 3))).toBe(keyOf(determinise(royalSuit.view(a, 0), 3)));
  });

  it('guesses differently with another seed', () => {
    const view = royalSuit.view(royalSuit.setup(royalSuit.defaultOptions(), 2, 8), 1);
    const keys = new Set([1, 2, 3, 4].map((seed) => keyOf(determinise(view, seed))));
    expect(keys.size).toBeGreaterThan(1);
    expect(keyOf(determinise(view, 2))).toBe(keyOf(determinise(view, 2)));
  });

  it('rebuilds the true position when every card is known', () => {
    const state = playedState();
    const all = { ...royalSuit.view(state, 0), decks: royalSuit.view(state, 'all').decks.map((deck) => ({ ...deck, shown: deck.cards! })) };
    expect(keyOf(determinise(all, 9))).toBe(keyOf(fromState(state)));
  });

  it('deals many guesses from one view the same as one at a time', () => {
    const late = playedState();
    const start = royalSuit.setup({ ...royalSuit.defaultOptions(), deck: 'long' }, 2, 8);
    for (const state of [late, start]) {
      for (const seat of [0, 1]) {
        const view = royalSuit.view(state, seat);
        const deal = dealer(view);
        for (const seed of [1, 2, 77]) {
          const one = determinise(view, seed);
          expect(keyOf(deal(seed))).toBe(keyOf(one));
          expect(deal(seed).visited).toEqual(one.visited);
        }
      }
    }
  });
});
