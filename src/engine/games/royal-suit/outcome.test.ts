import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { royalSuit } from './index';
import { position } from './test-position';
import type { RoyalSuitAction, RoyalSuitState } from './types';

function play(state: RoyalSuitState, ...actions: RoyalSuitAction[]): RoyalSuitState {
  for (const action of actions) applyFast(royalSuit, state, royalSuit.activeSeats(state)[0]!, action);
  return state;
}

describe('the supporters win when the couple lie side by side', () => {
  it('ends the game the moment a couple card moves next to the other', () => {
    const state = play(position({ court: ['7D', '8D', 'QC', '9D', '9S', 'JS'], couple: [2, 4], decks: ['9H 8S', '10C'] }), {
      type: 'move',
      from: 2,
      to: 3,
    });
    expect(state.end).toEqual({ label: 'supporters', cause: 'reunited', playedOut: null, lastMove: null });
    expect(royalSuit.outcome(state)).toEqual({
      label: 'supporters',
      winners: [0],
      text: 'The Supporters win: the K♠ and the Q♥ lie side by side (piles 4 and 5).',
    });
    expect(royalSuit.activeSeats(state)).toEqual([]);
    expect(royalSuit.legalActions(state, 1)).toEqual([]);
    expect(royalSuit.illegalReason(state, 1, { type: 'play', pile: 1 })).toBe('The game is over.');
  });

  it('ends it even when the opposers are forced to make that move, and even onto a face card', () => {
    const state = position({ court: ['7D', 'AD', 'QC', 'QD', '9H', '8D'], couple: [2, 4], decks: ['9S', '10H 8H'], seat: 1 });
    expect(royalSuit.legalActions(state, 1)).toEqual([{ type: 'move', from: 2, to: 3 }]);
    play(state, { type: 'move', from: 2, to: 3 });
    expect(royalSuit.outcome(state)?.winners).toEqual([0]);
    expect(state.phase).toBe('turn');
  });
});

describe('the opposers win when a deck runs out, after the other side may make a last move', () => {
  const court = ['7D', '8D', 'QC', '10C', 'AD', 'JS'];

  it('offers the other side one last move or a decline, nothing else', () => {
    const state = play(position({ court, decks: ['9H', '10H 9D'] }), { type: 'play', pile: 2 });
    expect(state).toMatchObject({ seat: 1, phase: 'lastMove', end: null });
    expect(royalSuit.legalActions(state, 1)).toEqual([{ type: 'move', from: 0, to: 1 }, { type: 'decline' }]);
    expect(royalSuit.illegalReason(state, 1, { type: 'play', pile: 3 })).toBe(
      'The other deck has run out: you may only make one last couple move, or decline it.',
    );
    expect(royalSuit.illegalReason(state, 1, { type: 'skip' })).toBe('There is nothing to skip: make your last couple move, or decline it.');
  });

  it.each<[string, RoyalSuitAction, string, string]>([
    ['declined', { type: 'decline' }, 'declined', 'The Opposers win: the Supporters played their last card and the Opposers made no last move.'],
    [
      'made without reuniting',
      { type: 'move', from: 0, to: 1 },
      'made',
      'The Opposers win: the Supporters played their last card and the last move of the Opposers did not bring the couple together.',
    ],
  ])('gives the opposers the game when the last move is %s', (_name, last, taken, text) => {
    const state = play(position({ court, decks: ['9H', '10H 9D'] }), { type: 'play', pile: 2 }, last);
    expect(state.end).toEqual({ label: 'opposers', cause: 'played-out', playedOut: 0, lastMove: taken });
    expect(royalSuit.outcome(state)).toEqual({ label: 'opposers', winners: [1], text });
  });

  it('ends at once after a last move onto a face card: there is no extra play', () => {
    const faces = ['7D', 'QD', 'QC', '10C', 'AD', 'JS'];
    const state = play(position({ court: faces, decks: ['9H', '10H 9D'] }), { type: 'play', pile: 2 }, { type: 'move', from: 0, to: 1 });
    expect(state.end?.cause).toBe('played-out');
  });

  it('gives the supporters the game when their last move reunites the couple', () => {
    const state = play(
      position({ court: ['7D', '8D', 'QC', '9D', '9S', 'JS'], couple: [2, 4], decks: ['9H 8H', '10C'], seat: 1 }),
      { type: 'play', pile: 1 },
      { type: 'move', from: 2, to: 3 },
    );
    expect(state.end).toEqual({ label: 'supporters', cause: 'reunited', playedOut: 1, lastMove: 'made' });
    expect(royalSuit.outcome(state)?.text).toBe('The Supporters win with the last move: the K♠ and the Q♥ lie side by side (piles 4 and 5).');
  });

  it('ends at once when the other side has no couple move', () => {
    const blocked = ['7D', 'AD', '9C', '10C', 'AS', 'JS'];
    const state = play(position({ court: blocked, decks: ['9H', '10H 9D'] }), { type: 'play', pile: 2 });
    expect(state.end).toEqual({ label: 'opposers', cause: 'played-out', playedOut: 0, lastMove: 'impossible' });
    expect(royalSuit.outcome(state)?.text).toBe('The Opposers win: the Supporters played their last card and the Opposers had no couple move left.');
  });

  it('counts the opposers running out too, and forbids the last move taking back their move', () => {
    // The opposers move the K♠ onto the Q♦ (a face card), then play their last card.
    const state = play(
      position({ court: ['7D', 'QD', '9D', '10H', 'AS', 'JS'], decks: ['9H 8H', '9S'], seat: 1 }),
      { type: 'move', from: 0, to: 1 },
      { type: 'play', pile: 3 },
    );
    expect(state).toMatchObject({ seat: 0, phase: 'lastMove' });
    expect(royalSuit.illegalReason(state, 0, { type: 'move', from: 1, to: 0 })).toMatch(/^You may not take back/);
    expect(royalSuit.legalActions(state, 0)).toEqual([{ type: 'move', from: 1, to: 2 }, { type: 'decline' }]);
  });

  it('refuses a decline when no deck has run out', () => {
    expect(royalSuit.illegalReason(position({ court, decks: ['9H', '10H'] }), 0, { type: 'decline' })).toBe(
      'There is nothing to decline: only the last move after a deck runs out may be declined.',
    );
  });
});

describe('a game that cannot end otherwise goes to the opposers', () => {
  // All court tops red, the K♠ blocked by an ace, the Q♥ by red cards: only showing and skipping is left.
  const blocked = ['7D', 'AD', '9D', '10H', 'JD', '7C'];

  it('is stuck once every card of both decks was shown with no play or move between', () => {
    const state = play(position({ court: blocked, decks: ['9H 8H', '10D'] }), { type: 'skip' }, { type: 'skip' });
    expect(state.end).toBeNull();
    play(state, { type: 'skip' });
    expect(state.end).toEqual({ label: 'opposers', cause: 'stuck', playedOut: null, lastMove: null });
    expect(royalSuit.outcome(state)?.text).toBe(
      'The Opposers win: every card of both decks was shown in turn without a play or a couple move, so the couple can never meet.',
    );
  });

  it('counts skips only since the last play or move', () => {
    const state = position({ court: blocked, decks: ['9H 8H', '10D'], skipsInARow: [0, 5] });
    play(state, { type: 'skip' });
    expect(state.end).toBeNull();
  });

  it('ends when a position comes back without a card being played', () => {
    // Both players hold a red card over an all-red court: they can only move the K♠ between piles 1 to 3 or skip.
    const state = position({ court: ['7D', '8D', '9D', 'AD', '10D', 'JC'], couple: [1, 5], decks: ['9H', '10H'] });
    const forced: RoyalSuitAction[] = [
      { type: 'move', from: 1, to: 0 },
      { type: 'skip' },
      { type: 'move', from: 0, to: 1 },
      { type: 'move', from: 1, to: 2 },
      { type: 'skip' },
      { type: 'move', from: 2, to: 1 },
    ];
    forced.forEach((action, i) => {
      if (i > 0) expect(royalSuit.legalActions(state, state.seat)).toEqual([action]);
      play(state, action);
      expect(state.end).toBeNull();
    });
    play(state, { type: 'move', from: 1, to: 0 });
    expect(state.end).toEqual({ label: 'opposers', cause: 'repetition', playedOut: null, lastMove: null });
    expect(royalSuit.outcome(state)?.text).toMatch(/^The Opposers win: a position came back without a card being played/);
  });

  it('forgets earlier positions once a card is played', () => {
    const state = play(position({ court: ['7D', '8D', 'QC', '10C', 'AD', 'JS'], decks: ['9H 8H', '10D 9S'] }), { type: 'move', from: 0, to: 1 });
    expect(state.visited).toHaveLength(2);
    play(state, { type: 'play', pile: 2 });
    expect(state.visited).toHaveLength(1);
    expect(state.skipsSincePlay).toEqual([0, 0]);
  });
});
