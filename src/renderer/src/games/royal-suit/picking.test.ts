import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../engine';
import { royalSuit, type RoyalSuitAction, type RoyalSuitState } from '../../../../engine/games/royal-suit';
import { canPlay, movableCouples, pick, pilesOf, repeatWarnings, targetsOf, type Selection, type Target } from './picking';
import { ABOUT_TO_REPEAT, dealt, viewAt } from './test-positions';

// Seed 7: court A♥[K♠] 7♠ Q♠ 10♠ J♦ 8♣[Q♥]; the supporters' K♣ fits only the J♦ (pile 5).
const state = dealt();
const view = viewAt(state, 0);
const legal = royalSuit.legalActions(state, 0);

describe('clicks become actions', () => {
  it.each<{ name: string; selection: Selection; target: Target; result: unknown }>([
    { name: 'the deck picks up the top card', selection: null, target: { kind: 'deck' }, result: { select: { kind: 'deck' } } },
    { name: 'the deck again puts it back', selection: { kind: 'deck' }, target: { kind: 'deck' }, result: { select: null } },
    { name: 'a pile after the deck plays there', selection: { kind: 'deck' }, target: { kind: 'pile', pile: 4 }, result: { act: { type: 'play', pile: 4 } } },
    { name: 'a pile on its own plays there', selection: null, target: { kind: 'pile', pile: 2 }, result: { act: { type: 'play', pile: 2 } } },
    {
      name: 'a couple pile after the deck tries to play onto the couple',
      selection: { kind: 'deck' },
      target: { kind: 'pile', pile: 0 },
      result: { act: { type: 'play', pile: 0 } },
    },
    { name: 'a couple card on its own is picked up', selection: null, target: { kind: 'pile', pile: 5 }, result: { select: { kind: 'couple', pile: 5 } } },
    {
      name: 'a pile after a couple card moves it there',
      selection: { kind: 'couple', pile: 5 },
      target: { kind: 'pile', pile: 4 },
      result: { act: { type: 'move', from: 5, to: 4 } },
    },
    { name: 'the same couple card again puts it back', selection: { kind: 'couple', pile: 5 }, target: { kind: 'pile', pile: 5 }, result: { select: null } },
    { name: 'the deck after a couple card picks up the deck instead', selection: { kind: 'couple', pile: 0 }, target: { kind: 'deck' }, result: { select: { kind: 'deck' } } },
  ])('$name', ({ selection, target, result }) => {
    expect(pick(view, selection, target)).toEqual(result);
  });
});

describe('where a selection may go, as the rules say', () => {
  it('the top card goes only where its colour differs and no couple card lies', () => {
    expect([...targetsOf({ kind: 'deck' }, legal)]).toEqual([4]);
    expect(canPlay(legal)).toBe(true);
  });

  it('a couple card goes to a neighbouring pile of the other colour that is no ace', () => {
    // K♠ on pile 1 may go onto the 7♥ on pile 2; the Q♥ on pile 6 is blocked by the A♠ on pile 5.
    const moving = dealt((s) => {
      s.piles = [['AH'], ['7H'], ['QS'], ['10S'], ['AS'], ['8C']];
    });
    const moves = royalSuit.legalActions(moving, 0);
    expect(movableCouples(moves)).toEqual(new Set([0]));
    expect([...targetsOf({ kind: 'couple', pile: 0 }, moves)]).toEqual([1]);
    expect([...targetsOf({ kind: 'couple', pile: 5 }, moves)]).toEqual([]);
  });

  it.each<{ action: RoyalSuitAction | null; piles: number[] }>([
    { action: { type: 'play', pile: 3 }, piles: [3] },
    { action: { type: 'move', from: 5, to: 4 }, piles: [5, 4] },
    { action: { type: 'skip' }, piles: [] },
    { action: null, piles: [] },
  ])('$action touches piles $piles', ({ action, piles }) => {
    expect(pilesOf(action)).toEqual(piles);
  });
});

describe('the moves the table warns of', () => {
  it.each<{ name: string; state: () => RoyalSuitState; viewer: Viewer; warned: RoyalSuitAction[]; couple: number; piles: number[] }>([
    {
      name: 'the K♠ back onto pile 2 would lose the supporters the game; the Q♥ onto pile 6 would not',
      state: ABOUT_TO_REPEAT.supportersMove,
      viewer: 0,
      warned: [{ type: 'move', from: 0, to: 1 }],
      couple: 0,
      piles: [1],
    },
    { name: 'no pile of the other couple card is marked', state: ABOUT_TO_REPEAT.supportersMove, viewer: 0, warned: [{ type: 'move', from: 0, to: 1 }], couple: 4, piles: [] },
    { name: 'a repetition would win the opposers the game: nothing to warn of', state: ABOUT_TO_REPEAT.opposersMove, viewer: 1, warned: [], couple: 1, piles: [] },
    { name: 'a skip that repeats is warned of, and marks no pile', state: ABOUT_TO_REPEAT.supportersSkip, viewer: 0, warned: [{ type: 'skip' }], couple: 1, piles: [] },
    { name: 'nothing at a fresh deal', state: () => dealt(), viewer: 0, warned: [], couple: 5, piles: [] },
  ])('$name', ({ state, viewer, warned, couple, piles }) => {
    const view = viewAt(state(), viewer);
    expect(repeatWarnings(view)).toEqual(warned);
    expect([...targetsOf({ kind: 'couple', pile: couple }, repeatWarnings(view))]).toEqual(piles);
  });
});
