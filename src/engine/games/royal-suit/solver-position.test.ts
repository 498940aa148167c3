import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { randomInt, seedRng } from '../../core/rng';
import { royalSuit } from './index';
import { positionKey } from './repetition';
import {
  actionOf,
  applyCode,
  cardClass,
  codeOf,
  fromState,
  keyOf,
  legalCodes,
  MAX_ACTIONS,
  parseRepetitionKey,
  winnerOf,
  type SearchPosition,
} from './solver-position';
import { position } from './test-position';
import type { DeckChoice, RoyalSuitState } from './types';

function legalOf(search: SearchPosition) {
  const codes = new Array<number>(MAX_ACTIONS).fill(0);
  return codes.slice(0, legalCodes(search, codes)).map((code) => ({ code, action: actionOf(search, code) }));
}

/**
 * Plays a seeded random game on both forms side by side and returns what went
 * wrong first, or null; `tally` counts how the games ended.
 */
function shadowGame(deck: DeckChoice, seed: number, tally: Map<string, number>): string | null {
  const state = royalSuit.setup({ ...royalSuit.defaultOptions(), deck }, 2, seed);
  const chooser = { rng: seedRng(seed + 1) };
  let search = fromState(state);
  for (let step = 1; !state.end; step++) {
    const legal = royalSuit.legalActions(state, state.seat);
    const mine = legalOf(search);
    if (JSON.stringify(mine.map((m) => m.action)) !== JSON.stringify(legal)) {
      return `seed ${seed} step ${step}: legal ${JSON.stringify(legal)} but the search offers ${JSON.stringify(mine.map((m) => m.action))}`;
    }
    // A third of the games favour plays (long games, skips), a third couple moves (repetitions).
    const favoured = legal.filter((a) => (seed % 3 === 1 ? a.type === 'play' : a.type !== 'play'));
    const pool = seed % 3 !== 0 && favoured.length && randomInt(chooser, 0, 9) > 0 ? favoured : legal;
    const action = pool[randomInt(chooser, 0, pool.length - 1)]!;
    const code = codeOf(search, action);
    applyFast(royalSuit, state, state.seat, action);
    search = applyCode(search, code);
    if (!state.end && keyOf(search) !== keyOf(fromState(state))) return `seed ${seed} step ${step}: the positions part after ${JSON.stringify(action)}`;
  }
  const cause = `${state.end.label} by ${state.end.cause}`;
  tally.set(cause, (tally.get(cause) ?? 0) + 1);
  const winner = royalSuit.outcome(state)!.winners[0];
  return winnerOf(search) === winner ? null : `seed ${seed}: the game was won by seat ${winner}, the search says ${winnerOf(search)}`;
}

describe('search positions follow the rules', () => {
  it.each<DeckChoice>(['standard', 'long'])('offer the same actions and reach the same ends over 400 random %s games', (deck) => {
    const tally = new Map<string, number>();
    const problems: string[] = [];
    for (let seed = 1; seed <= 400; seed++) {
      const problem = shadowGame(deck, seed, tally);
      if (problem) problems.push(problem);
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect([...tally.keys()].sort()).toEqual(
      expect.arrayContaining(['opposers by played-out', 'opposers by repetition', 'supporters by reunited']),
    );
  });

  it('ends a stuck game like the rules: every card shown in a row', () => {
    // Black cards only, on black piles and an ace: nothing can be played, no couple card can move.
    const state = position({ court: ['7S', 'AS', '8C', '9C', 'AC', '7C'], decks: ['8S 9S', 'JC'], skipsInARow: [1, 0] });
    let search = fromState(state);
    for (let step = 0; step < 2; step++) {
      expect(legalOf(search).map((m) => m.action)).toEqual([{ type: 'skip' }]);
      applyFast(royalSuit, state, state.seat, { type: 'skip' });
      search = applyCode(search, codeOf(search, { type: 'skip' }));
    }
    expect(state.end?.cause).toBe('stuck');
    expect(winnerOf(search)).toBe(1);
  });

  it('reads every repetition key the rules write', () => {
    const state = position({
      court: ['7D', '8D', 'QC', '10C', 'AD', 'JS'],
      couple: [1, 4],
      decks: ['9H 8S 7C', '10D 9C'],
      seat: 1,
      phase: 'extraPlay',
      lastMove: { by: 1, couple: 1, from: 5, to: 4 },
      skipsSincePlay: [4, 1],
    });
    const other = position({ court: ['7D', '8D', 'QC', '10C', 'AD', 'JS'], couple: [1, 4], decks: ['9H 8S 7C', '10D 9C'] });
    expect(positionKey(state)).toBe('1e|1,4|1154|1,1');
    expect(parseRepetitionKey(positionKey(state))).not.toBe(parseRepetitionKey(positionKey(other)));
    expect(fromState(state).visited).toEqual([parseRepetitionKey('1e|1,4|1154|1,1')]);
    expect(() => parseRepetitionKey('0x|1,4|-|0,0')).toThrow('not a Royal Suit position key');
  });

  it.each([
    ['7S', 0],
    ['10C', 0],
    ['9H', 1],
    ['JS', 2],
    ['KD', 3],
    ['AC', 4],
    ['AH', 5],
    ['2D', 1],
  ] as const)('keeps the %s as class %i: only colour, face and ace matter', (card, cls) => {
    expect(cardClass(card)).toBe(cls);
  });

  it('merges positions that differ only in cards of the same class', () => {
    const a = position({ court: ['7D', '8D', 'QC', '10C', 'AD', 'JS'], decks: ['9H 8S', '10D'] });
    const b = position({ court: ['8H', '7D', 'JC', '9C', 'AH', 'QS'], decks: ['10H 7C', '9D'] });
    const c = position({ court: ['8H', '7D', 'JC', '9C', 'AH', 'QS'], decks: ['10H 7C', 'JD'] });
    expect(keyOf(fromState(a))).toBe(keyOf(fromState(b)));
    expect(keyOf(fromState(c))).not.toBe(keyOf(fromState(b)));
  });

  it('leaves the position it is given unchanged', () => {
    const state: RoyalSuitState = royalSuit.setup(royalSuit.defaultOptions(), 2, 3);
    const search = fromState(state);
    const before = keyOf(search);
    for (const { code } of legalOf(search)) applyCode(search, code);
    expect(keyOf(search)).toBe(before);
  });
});
