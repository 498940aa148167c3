import { describe, expect, it } from 'vitest';
import { solveRefusal, type SolveSituation } from './solve-offer';

const base: SolveSituation = { hasSolver: true, gameTitle: 'Royal Suit', over: false, open: true, puzzle: false };

describe('when "who wins from here?" may be asked', () => {
  it.each<{ name: string; change: Partial<SolveSituation>; refused: RegExp | null }>([
    { name: 'where every card may be shown', change: {}, refused: null },
    { name: 'not in a game still being played', change: { open: false }, refused: /finished game, a replay opened from a file, or a teacher table/ },
    { name: 'not at a finished position', change: { over: true }, refused: /game is over/ },
    { name: 'not for a game without a solver', change: { hasSolver: false }, refused: /has no solver/ },
    { name: 'not while a puzzle is being solved, even one whose cards are all shown', change: { puzzle: true }, refused: /give its answer away/ },
    { name: 'not in a saved game picked up from its players\' view', change: { open: false, pickedUp: true }, refused: /picked up .* once everything face up is chosen/ },
    { name: 'not for a game without a solver, even while it is played', change: { hasSolver: false, open: false }, refused: /has no solver/ },
  ])('$name', ({ change, refused }) => {
    const reason = solveRefusal({ ...base, ...change });
    if (refused === null) expect(reason).toBeNull();
    else expect(reason).toMatch(refused);
  });
});
