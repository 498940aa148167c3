import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalSuit } from './index';
import { position, topsOf, type PositionSpec } from './test-position';
import type { RoyalSuitAction, RoyalSuitState } from './types';

// K♠ on pile 1 (over the 7♦), Q♥ on pile 6 (over the J♠); between them red, black, black and an ace.
const COURT = ['7D', '8D', 'QC', '10C', 'AD', 'JS'];

function play(state: RoyalSuitState, ...actions: RoyalSuitAction[]): RoyalSuitState {
  for (const action of actions) applyFast(royalSuit, state, royalSuit.activeSeats(state)[0]!, action);
  return state;
}

function refusal(spec: PositionSpec, action: RoyalSuitAction, seat = spec.seat ?? 0): string | null {
  return royalSuit.illegalReason(position(spec), seat, action);
}

function legal(spec: PositionSpec): RoyalSuitAction[] {
  const state = position(spec);
  return royalSuit.legalActions(state, state.seat);
}

describe('playing a card', () => {
  it.each<[string, string, number]>([
    ['a red card onto a black one', '9H', 2],
    ['a red card onto a black ten', '9D', 3],
    ['a black card onto a red one', '9S', 1],
    ['a black card onto an ace', '9C', 4],
    ['an ace', 'AC', 1],
  ])('plays %s (%s onto pile %i), and the turn passes', (_name, card, pile) => {
    const state = play(position({ court: COURT, decks: [[card, '8S'], ['10D']] }), { type: 'play', pile });
    expect(state.piles[pile]!.at(-1)).toBe(card);
    expect(state.decks[0]).toEqual(['8S']);
    expect(state).toMatchObject({ seat: 1, phase: 'turn', turn: 2 });
  });

  it.each<[string, string, number, string]>([
    ['red on red', '9H', 1, 'The 9♥ must go onto a black card.'],
    ['red on a red ace', '9H', 4, 'The 9♥ must go onto a black card.'],
    ['black on black', '8S', 2, 'The 8♠ must go onto a red card.'],
    ['onto the black couple card', '9H', 0, 'Cards must not be played onto the couple: the K♠ lies on pile 1.'],
    ['onto the red couple card', '8S', 5, 'Cards must not be played onto the couple: the Q♥ lies on pile 6.'],
    ['off the court to the right', '9H', 6, 'There is no such pile: the court has 6 piles, numbered 1 to 6 from the left.'],
    ['off the court to the left', '9H', -1, 'There is no such pile: the court has 6 piles, numbered 1 to 6 from the left.'],
  ])('refuses %s', (_name, card, pile, reason) => {
    expect(refusal({ court: COURT, decks: [[card], ['10D']] }, { type: 'play', pile })).toBe(reason);
  });

  it('lets only the seat to act play', () => {
    expect(refusal({ court: COURT, decks: [['9H'], ['9S']] }, { type: 'play', pile: 1 }, 1)).toBe('It is not your turn.');
  });
});

describe('moving a couple card', () => {
  it('moves onto an adjacent card of the other colour; the card it left is the top again', () => {
    const state = play(position({ court: COURT, decks: ['9H 8S', '10D'] }), { type: 'move', from: 0, to: 1 });
    expect(topsOf(state)).toEqual(['7D', '[KS]', 'QC', '10C', 'AD', '[QH]']);
    expect(state.lastMove).toEqual({ by: 0, couple: 0, from: 0, to: 1 });
  });

  it('moves the red couple card onto a black card', () => {
    const court = ['7D', '8D', 'QC', '10C', '9S', 'JS'];
    const state = play(position({ court, decks: ['9H 8S', '10D'] }), { type: 'move', from: 5, to: 4 });
    expect(topsOf(state)).toEqual(['[KS]', '8D', 'QC', '10C', '[QH]', 'JS']);
  });

  it.each<[string, PositionSpec, RoyalSuitAction, string]>([
    ['onto an ace', { court: COURT, decks: ['9H', '10D'] }, { type: 'move', from: 5, to: 4 }, 'Couple cards cannot be moved onto aces: the A♦ blocks pile 5.'],
    ['two piles away', { court: COURT, decks: ['9H', '10D'] }, { type: 'move', from: 0, to: 2 }, 'The K♠ can only move to a pile right next to it.'],
    ['from a pile without a couple card', { court: COURT, decks: ['9H', '10D'] }, { type: 'move', from: 1, to: 2 }, 'There is no couple card on pile 2 to move.'],
    ['onto the same colour', { court: COURT, couple: [1, 5], decks: ['9H', '10D'] }, { type: 'move', from: 1, to: 2 }, 'The K♠ can only be moved onto a red card.'],
    ['the red card onto red', { court: ['7D', '8D', 'QC', '10C', '9D', 'JS'], decks: ['9H', '10D'] }, { type: 'move', from: 5, to: 4 }, 'The Q♥ can only be moved onto a black card.'],
    ['off the court', { court: COURT, decks: ['9H', '10D'] }, { type: 'move', from: 0, to: -1 }, 'There is no such pile: the court has 6 piles, numbered 1 to 6 from the left.'],
    ['onto the other couple card', { court: COURT, couple: [2, 3], decks: ['9H', '10D'] }, { type: 'move', from: 2, to: 3 }, 'The K♠ cannot be moved onto the other couple card.'],
  ])('refuses a move %s', (_name, spec, action, reason) => {
    expect(refusal(spec, action)).toBe(reason);
  });

  it('ends the turn after a move onto a value card', () => {
    const state = play(position({ court: COURT, decks: ['9H 8S', '10D'] }), { type: 'move', from: 0, to: 1 });
    expect(state).toMatchObject({ seat: 1, phase: 'turn', turn: 2 });
  });

  it('asks for another card after a move onto a face card, which may not be another move', () => {
    const court = ['7D', 'QD', 'QC', '10C', 'AD', 'JS'];
    const state = play(position({ court, decks: ['9H 8S', '10D'] }), { type: 'move', from: 0, to: 1 });
    expect(state).toMatchObject({ seat: 0, phase: 'extraPlay', turn: 1 });
    expect(royalSuit.legalActions(state, 0)).toEqual([
      { type: 'play', pile: 2 },
      { type: 'play', pile: 3 },
    ]);
    expect(royalSuit.illegalReason(state, 0, { type: 'move', from: 5, to: 4 })).toMatch(/^You moved a couple card onto a face card: now you must play another card/);
    expect(royalSuit.illegalReason(state, 1, { type: 'play', pile: 2 })).toBe('It is not your turn.');
    play(state, { type: 'play', pile: 2 });
    expect(state).toMatchObject({ seat: 1, phase: 'turn', turn: 2 });
    expect(state.decks[0]).toEqual(['8S']);
  });

  it('shows and skips the extra card when it cannot be played, even though a move would be possible', () => {
    const court = ['7D', 'QD', '9D', '10D', '9H', 'JS'];
    const state = play(position({ court, decks: ['8H 8S', '10H'] }), { type: 'move', from: 0, to: 1 });
    expect(state.phase).toBe('extraPlay');
    // Only red court tops are left, though the K♠ itself could step on onto the 9♦.
    expect(royalSuit.legalActions(state, 0)).toEqual([{ type: 'skip' }]);
    play(state, { type: 'skip' });
    expect(state.decks[0]).toEqual(['8S', '8H']);
    expect(state).toMatchObject({ seat: 1, phase: 'turn' });
  });
});

describe('no immediate take-back', () => {
  // The K♠ sits on the 7♦; pile 2 shows the 8♥, so it can move there and back.
  const court = ['7D', '8H', '9C', '10C', '9S', 'JS'];
  const afterMove = (): RoyalSuitState => play(position({ court, decks: ['9H 8S 7S', '10D 10H'] }), { type: 'move', from: 0, to: 1 });

  it('refuses the next player moving the same couple card straight back', () => {
    expect(royalSuit.illegalReason(afterMove(), 1, { type: 'move', from: 1, to: 0 })).toBe(
      'You may not take back the move just made: the K♠ has just come from pile 1.',
    );
  });

  it('allows the next player other moves: the other couple card, or the same card elsewhere', () => {
    const state = afterMove();
    expect(royalSuit.legalActions(state, 1).filter((a) => a.type === 'move')).toEqual([{ type: 'move', from: 5, to: 4 }]);
    const wider = play(position({ court: ['7D', '8H', '9D', '10C', '9S', 'JS'], decks: ['9H 8S', '10D 10H'] }), { type: 'move', from: 0, to: 1 });
    expect(royalSuit.illegalReason(wider, 1, { type: 'move', from: 1, to: 2 })).toBeNull();
  });

  it('lets the move be undone once the next player has had their turn', () => {
    const state = play(afterMove(), { type: 'play', pile: 2 });
    expect(state.lastMove).toBeNull();
    expect(royalSuit.illegalReason(state, 0, { type: 'move', from: 1, to: 0 })).toBeNull();
  });

  it('still binds the next player after the mover made an extra play', () => {
    const faces = ['7D', 'QD', '9C', '10C', '9S', 'JS'];
    const state = play(position({ court: faces, decks: ['9H 8S', '10D 10H'] }), { type: 'move', from: 0, to: 1 }, { type: 'play', pile: 2 });
    expect(state.seat).toBe(1);
    expect(royalSuit.illegalReason(state, 1, { type: 'move', from: 1, to: 0 })).toMatch(/^You may not take back/);
  });
});

describe('forced actions when no card can be played', () => {
  // Every court top is red; the K♠ can still step onto the 8♦, the Q♥ cannot move.
  const allRed = ['7D', '8D', '9D', '10H', 'JD', '7C'];
  // The same, but an ace blocks the K♠.
  const blocked = ['7D', 'AD', '9D', '10H', 'JD', '7C'];

  it('forces the couple move: it is the only legal action, and skipping is refused', () => {
    expect(legal({ court: allRed, decks: ['9H 8H', '10S'] })).toEqual([{ type: 'move', from: 0, to: 1 }]);
    expect(refusal({ court: allRed, decks: ['9H 8H', '10S'] }, { type: 'skip' })).toBe(
      'The 9♥ cannot be played, but a couple card can move: you must move it.',
    );
  });

  it('lets a player choose a move when a card could be played too', () => {
    expect(legal({ court: allRed, decks: ['9S 8H', '10S'] })).toEqual([
      { type: 'play', pile: 1 },
      { type: 'play', pile: 2 },
      { type: 'play', pile: 3 },
      { type: 'play', pile: 4 },
      { type: 'move', from: 0, to: 1 },
    ]);
  });

  it('refuses a skip when the card can be played', () => {
    expect(refusal({ court: allRed, decks: ['9S', '10S'] }, { type: 'skip' })).toBe(
      'The 9♠ can be played, so you may not skip: only a card that cannot be played is shown and put under.',
    );
  });

  it('shows the card and puts it under the deck when neither is possible', () => {
    const state = position({ court: blocked, decks: ['9H 8S 7H', '10S'] });
    expect(royalSuit.legalActions(state, 0)).toEqual([{ type: 'skip' }]);
    play(state, { type: 'skip' });
    expect(state.decks[0]).toEqual(['8S', '7H', '9H']);
    expect(state).toMatchObject({ seat: 1, phase: 'turn', turn: 2, shownBelow: [1, 0], lastShown: ['9H', null], skipsInARow: [1, 0] });
  });

  it('counts shown cards no further than the deck is long', () => {
    const state = position({ court: blocked, decks: ['9H 8H', '8D 10D QD'] });
    play(state, { type: 'skip' }, { type: 'skip' }, { type: 'skip' }, { type: 'skip' }, { type: 'skip' });
    expect(state.decks).toEqual([['8H', '9H'], ['QD', '8D', '10D']]);
    expect(state.shownBelow).toEqual([2, 2]);
    expect(state.lastShown).toEqual(['9H', '10D']);
    expect(state.end).toBeNull();
  });
});
