import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../../../engine';
import { solveRefusal, type SolveSituation } from './solve-offer';

const person: PlayerInfo = { name: 'Person', bot: null };
const bot: PlayerInfo = { name: 'Bot', bot: 'some-bot' };
const base: SolveSituation = { hasSolver: true, gameTitle: 'Royal Suit', replay: false, over: false, viewer: 0, players: [person, bot] };

describe('when "who wins from here?" may be asked', () => {
  it.each<{ name: string; change: Partial<SolveSituation>; refused: RegExp | null }>([
    { name: 'against a bot', change: {}, refused: null },
    { name: 'in a replay of a game between two people', change: { replay: true, players: [person, person] }, refused: null },
    { name: 'at a teaching table with everything face up', change: { viewer: 'all', players: [person, person] }, refused: null },
    { name: 'not by one person against another', change: { players: [person, person] }, refused: /other player’s cards/ },
    { name: 'not once the game is over', change: { over: true }, refused: /game is over/ },
    { name: 'not for a game without a solver', change: { hasSolver: false }, refused: /has no solver/ },
  ])('$name', ({ change, refused }) => {
    const reason = solveRefusal({ ...base, ...change });
    if (refused === null) expect(reason).toBeNull();
    else expect(reason).toMatch(refused);
  });
});
