import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { applyAction } from './actions';
import { actionsThatRepeat, legalActions } from './legal';
import { ABOUT_TO_REPEAT, played, position } from './test-position';
import type { RoyalSuitAction, RoyalSuitState } from './types';

describe('the actions that would bring back an earlier position', () => {
  it.each<{ name: string; state: () => RoyalSuitState; repeat: RoyalSuitAction[] }>([
    { name: 'none at a fresh position', state: () => position({ court: ['7D', '8D', '9D', '7S', '8S', 'JC'], couple: [1, 5], decks: ['9H', '10H'] }), repeat: [] },
    { name: 'a couple card moved back to where it stood, the other moves and plays not', state: ABOUT_TO_REPEAT.supportersMove, repeat: [{ type: 'move', from: 0, to: 1 }] },
    { name: 'the same for the opposers, whom it would win the game', state: ABOUT_TO_REPEAT.opposersMove, repeat: [{ type: 'move', from: 1, to: 0 }] },
    { name: 'a skip that turns the deck back round', state: ABOUT_TO_REPEAT.supportersSkip, repeat: [{ type: 'skip' }] },
    {
      name: 'none once a card is played: the positions before it cannot come back',
      state: () => {
        const state = ABOUT_TO_REPEAT.supportersMove();
        applyAction(state, 0, { type: 'play', pile: 3 });
        return state;
      },
      repeat: [],
    },
    {
      name: 'none for the last move after a deck ran out, which ends the game anyway',
      state: () => played({ court: ['7D', '8D', '9D', '7S', '8S', 'JC'], couple: [1, 5], decks: ['9S', '10H'] }, [{ type: 'play', pile: 2 }]),
      repeat: [],
    },
  ])('$name', ({ state: make, repeat }) => {
    const state = make();
    expect(actionsThatRepeat(state, state.seat)).toEqual(repeat);
    // Each really ends the game by the rule, and every other legal action does not.
    for (const action of legalActions(state, state.seat)) {
      const next = mutableCopy(state);
      applyAction(next, state.seat, action);
      expect(next.end?.cause === 'repetition', JSON.stringify(action)).toBe(repeat.some((a) => JSON.stringify(a) === JSON.stringify(action)));
    }
  });

  it('leaves the position as it was', () => {
    const state = ABOUT_TO_REPEAT.supportersMove();
    const before = JSON.stringify(state);
    actionsThatRepeat(state, 0);
    expect(JSON.stringify(state)).toBe(before);
  });
});
