import { describe, expect, it } from 'vitest';
import { royalSuit, type RoyalSuitAction } from '../../../engine/games/royal-suit';
import { position } from '../../../engine/games/royal-suit/test-position';
import { hasSolver, lineInWords, solveNow } from './solve-request';

describe('who wins from here', () => {
  it('knows which games have a solver', () => {
    expect(hasSolver('royal-suit')).toBe(true);
    expect(hasSolver('royal-lock')).toBe(false);
  });

  it('finds the supporters’ one-move win and tells it in the game’s words', () => {
    // K♠ on pile 3 may step onto the 8♥ on pile 4, next to the Q♥ on pile 5.
    const state = position({ court: ['7S', '8D', 'QC', '8H', '9S', '10C'], couple: [2, 4], decks: ['9H 8S', 'JD 7C'] });
    const answer = solveNow({ gameId: 'royal-suit', state });
    expect(answer.verdict).toBe('win');
    expect(answer.seat).toBe(0);
    expect(answer.winner).toBe(0);
    expect(answer.length).toBe(1);
    expect(answer.actions).toEqual([{ type: 'move', from: 2, to: 3 }]);
    expect(answer.line).toHaveLength(1);
    expect(answer.line[0]).toMatch(/^Supporters move the K♠ from pile 3 onto the 8♥ on pile 4\. The Supporters win/);
  });

  it('tells a line in words step by step, each by the side that plays it', () => {
    const state = position({ court: ['7S', '8D', 'QC', '10D', '9S', '10C'], couple: [0, 5], decks: ['9H 8S', 'JD 7C'] });
    const line: RoyalSuitAction[] = [
      { type: 'play', pile: 4 },
      { type: 'play', pile: 2 },
    ];
    const texts = lineInWords(royalSuit, state, line);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Supporters play the 9♥/);
    expect(texts[1]).toMatch(/^Opposers play the J♦/);
  });

  it('refuses a finished game', () => {
    const state = position({ court: ['7S', '8D', 'QC', '8H', '9S', '10C'], couple: [2, 3], decks: ['9H', 'JD'] });
    const over = { ...state, end: { label: 'supporters' as const, cause: 'reunited' as const, playedOut: null, lastMove: null } };
    expect(() => solveNow({ gameId: 'royal-suit', state: over })).toThrow(/over/);
  });
});
