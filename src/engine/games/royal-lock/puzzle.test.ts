import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { knownFactsOf, type PuzzleStatement } from '../../core/puzzle';
import { applyAction } from './actions';
import { drawSequences, royalLockVerifier, winThisTurn } from './puzzle';
import { position } from './test-position';
import type { RoyalLockAction, RoyalLockState } from './types';

const whatever = (limit: number): PuzzleStatement => ({ goal: 'lock-whatever', params: {}, side: 0, limit, knowledge: 'red-deck-unknown' });
const chance = (limit: number, percent: number): PuzzleStatement => ({ goal: 'lock-chance', params: { percent }, side: 0, limit, knowledge: 'red-deck-unknown' });

const FILLER = ['2S', '5C', '3S', '4S', '7C', '8S'];

describe('the Royal Lock verifier', () => {
  it('finds the one turn that locks the last royal, and calls it unique', () => {
    const state = position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [4, 4] });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.steps.map((s) => s.action)).toEqual([
      { type: 'move', to: 1 },
      { type: 'move', to: 2 },
      { type: 'lock', cell: 2 },
    ]);
    expect(result.probability).toEqual({ num: 1, den: 1 });
  });

  // A move of the search is a whole turn, known by the table it leaves. Two turns in another order are one solution
  // when, either way round and whatever the red deck draws between them, they leave the same table.
  const diagonal = ['2S', '3S', 'QS', '4S', 'KS*', '5C', 'JS', '7C', '8S'];

  it.each([
    [
      // Up then right, or right then up: the marker stands on J♠ either way, so it is one turn.
      'the marker’s other way to the same space is the same turn',
      position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [4, 4] }),
      whatever(1),
      'Move up, Move right, Lock J♠',
      [],
      [],
    ],
    [
      // Every other card can only be removed into an empty line, and the black deck is empty.
      'with any-space reach, where the marker stands once the line is locked does not matter',
      position({ grid: ['KS*', 'QS*', 'JS', '-', '5C', '-', '-', '7C', '-'], markers: [4, 4], blackDeck: [], blackDiscard: [], options: { reach: 'any-space' } }),
      whatever(1),
      'Lock J♠',
      [],
      [],
    ],
    [
      'a J♣ from the black deck in the J♠’s place locks another line: a cook',
      position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [2, 4], blackDeck: ['JC', '9C'] }),
      whatever(1),
      'Lock J♠',
      ['Remove J♠, Fill, Lock J♣'],
      [],
    ],
    [
      // One player steers both markers from the K♠: one walks to a royal and locks it, the next turn the other locks
      // the other. The red deck holds no royal, so it cannot tell the two orders apart.
      'two turns that lock the royals either way round: one solution',
      position({ grid: diagonal, markers: [4, 4], seats: 1, redDeck: ['5H', '5D', '6H', '9H'] }),
      whatever(2),
      'Move up, Move right, Lock Q♠',
      [],
      ['Move down, Move left, Lock J♠'],
    ],
    [
      // Either order reaches the goal 2 times in 5, but the draw between the turns may take the royal left unlocked,
      // a different royal in each order: not the same solution.
      'two turns either way round with a red J♥ and Q♦ to draw between them: a cook',
      position({ grid: diagonal, markers: [4, 4], seats: 1, redDeck: ['JH', 'QD', '6H', '9H', '9D', '10H'] }),
      chance(2, 40),
      'Move up, Move right, Lock Q♠',
      ['Move down, Move left, Lock J♠'],
      [],
    ],
  ] as const)('cooks and orders: %s', (_name, state, statement, solution, cooks, orders) => {
    const result = royalLockVerifier.verify(state, statement);
    expect(result.verdict).toBe('solvable');
    expect(result.solution!.title).toBe(solution);
    expect(result.cooks.map((line) => line.title)).toEqual(cooks);
    expect(result.transpositions.map((line) => line.title)).toEqual(orders);
    expect(result.unique).toBe(cooks.length === 0);
  });

  it('gives the other order of the turns as a line through the red draw to the locked line', () => {
    const state = position({ grid: diagonal, markers: [4, 4], seats: 1, redDeck: ['5H', '5D', '6H', '9H'] });
    const steps = royalLockVerifier.verify(state, whatever(2)).transpositions[0]!.steps.map((s) => s.text);
    expect(steps.slice(0, 3)).toEqual(['Move down', 'Move left', 'Lock J♠']);
    expect(steps[3]).toMatch(/^End the turn: the red draw is /);
    expect(steps.slice(4)).toEqual(['Move up', 'Move right', 'Lock Q♠']);
  });

  it('tells a turn that also moves a marker or reshuffles from a cook: the same solution, with actions to spare', () => {
    // Every red royal has been drawn, so no draw can touch the K♠, Q♠ or J♠: ending the turn at once is safe, and
    // the next turn locks the Q♠ and the J♠. Moving a marker first, or reshuffling, wins as well; locking the Q♠
    // now, or removing a plain card and filling its space, wins too but leaves another grid: those are cooks.
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [4, 2], redDiscard: ['KH', 'KD', 'QH', 'QD', 'JH', 'JD'] });
    const result = royalLockVerifier.verify(state, whatever(2));
    expect(result.solution!.title).toBe('End the turn at once');
    const idle = /^(Move (up|down|left|right)|Reshuffle \(17 cards\))(, (Move (up|down|left|right)|Reshuffle \(17 cards\)))*$/;
    // Every one leaves the grid as ending the turn at once does: a marker moved, the black deck reshuffled.
    expect(result.spare.map((line) => line.title)).toContain('Move up');
    for (const line of result.spare) expect(line.title, 'nothing locked, removed or filled').toMatch(idle);
    // Each cook leaves a grid of its own, told once by its leanest turn.
    expect(result.cooks.map((line) => line.title)).toEqual(expect.arrayContaining(['Move up, Lock Q♠', 'Remove 5♣, Fill']));
    expect(result.cooks.map((line) => line.title)).not.toContain('Move up, Lock Q♠, Move down');
    for (const line of result.cooks) expect(line.title).not.toMatch(idle);
  });

  it('keeps a turn that locks another card in the same space a cook', () => {
    // Removing the J♠ and locking the J♣ filled in its place locks the same space, but leaves another grid.
    const state = position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [2, 4], blackDeck: ['JC', '9C'] });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.solution!.title).toBe('Lock J♠');
    expect(result.cooks.map((line) => line.title)).toEqual(['Remove J♠, Fill, Lock J♣']);
    expect(result.spare).toEqual([]);
  });

  it('calls a line two locks and two steps away unsolvable in one turn, with a defence for every try', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2] });
    const result = royalLockVerifier.verify(state, whatever(1));
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
    expect(result.defences.length).toBeGreaterThan(0);
  });

  // Marker 1 walks 7 → 4 → 1 and locks Q♠; marker 2 waits beside J♠, to step up and lock it. Of the 6 pairs
  // the red deck (J♥ 5♥ 5♦ 6♥) can give, the 3 with J♥ take the unlocked J♠ away, and with no black card left
  // but the J♠ itself, a reshuffle and a fill would leave no action to lock it again.
  const twoTurns = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 5], redDeck: ['JH', '5H', '5D', '6H'], blackDeck: [], blackDiscard: [] });

  it.each([
    ['whatever the red deck does', whatever(2), 'unsolvable'],
    ['with at least 50% chance', chance(2, 50), 'solvable'],
    ['with at least 51% chance', chance(2, 51), 'unsolvable'],
  ] as const)('weighs every red draw exactly: %s', (_name, statement, verdict) => {
    const result = royalLockVerifier.verify(twoTurns, statement);
    expect(result.verdict).toBe(verdict);
    expect(result.probability).toEqual({ num: 1, den: 2 });
    expect(result.deals).toEqual({ checked: 6, total: 6 });
  });

  it('shows the refuting draw for a try that fails, and what it does to the grid: why the try fails', () => {
    const result = royalLockVerifier.verify(twoTurns, whatever(2));
    const defence = result.defences.find((d) => d.title === 'Move up, Move up, Lock Q♠')!;
    expect(defence.steps.at(-1)!.text).toMatch(/^End the turn: the red draw is .*J♥.*, which removes the J♠/);
  });

  it.each([
    ['a side other than the players', { ...whatever(1), side: 1 }, 'In Royal Lock the players solve together: the side is the players (seat 1).'],
    ['a limit past the goal’s', whatever(9), 'The limit must be a whole number of turns from 1 to 4.'],
    ['a chance without its percent', { ...chance(1, 50), params: {} }, 'The goal needs a value for "Chance wanted (%)".'],
    ['more turns than the red deck can draw for', whatever(4), 'The red deck holds 4 cards, too few for the draws of 4 turns without a reshuffle.'],
  ] as const)('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(royalLockVerifier.statementRefusal(twoTurns, statement)).toBe(reason);
  });

  it('finds the actions that finish a line this turn, or none', () => {
    expect(winThisTurn(position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], markers: [2, 4] }))!.map((s) => s.text)).toEqual(['Lock J♠']);
    expect(winThisTurn(position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2] }))).toBeNull();
  });

  it('plays out a turn ending against the draw that hurts most, and counts the turn spent', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2], redDeck: ['5H', '5D', '6H', 'JH'] });
    const walked = [{ type: 'move', to: 4 }, { type: 'move', to: 1 }, { type: 'lock', cell: 1 }].reduce(
      (current, action) => {
        const played = royalLockVerifier.playOut!(current, whatever(2), 2, action);
        expect(played.spent).toBe(0);
        return played.state;
      },
      state,
    );
    const ended = royalLockVerifier.playOut!(walked, whatever(2), 2, { type: 'endTurn' });
    expect(ended.spent).toBe(1);
    expect(ended.steps.map((s) => s.text)).toEqual([expect.stringMatching(/J♥.*, which removes the J♠/)]);
    expect(ended.state.grid[2]).toBeNull();
  });

  it('lets the deck as it lies answer a turn ended with no turn left after it', () => {
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [7, 2], redDeck: ['5H', '5D', '6H', 'JH'] });
    const ended = royalLockVerifier.playOut!(state, whatever(1), 1, { type: 'endTurn' });
    expect(ended.spent).toBe(1);
    expect(ended.state.redDeck).toEqual(['6H', 'JH']);
  });

  // The marker stands on the space the line needs, and the 9♣ on top of the black deck cannot fill it. A reshuffle
  // puts the J♣ and the 2♣ back in an order only the table's seed knows: reshuffle, fill and lock win 1 time in 3.
  const reshuffleFirst = (seed: number) => position({ grid: ['KS*', 'QS*', '-', ...FILLER], markers: [2, 4], blackDeck: ['9C'], blackDiscard: ['JC', '2C'], seed });

  it.each([1, 2, 3, 4, 5, 6])('takes a fill from a reshuffled black deck as a chance, not the order the seed gives (seed %i)', (seed) => {
    const sure = royalLockVerifier.verify(reshuffleFirst(seed), whatever(1));
    expect(sure.verdict).toBe('unsolvable');
    expect(sure.probability).toEqual({ num: 1, den: 3 });
    const third = royalLockVerifier.verify(reshuffleFirst(seed), chance(1, 33));
    expect(third.verdict).toBe('solvable');
    expect(third.solution!.steps.map((s) => s.text)).toEqual(['Reshuffle (3 cards)', 'Fill from the reshuffled black deck']);
    expect(royalLockVerifier.verify(reshuffleFirst(seed), chance(1, 34)).verdict).toBe('unsolvable');
  });

  it.each([1, 2, 3, 4, 5, 6])('after a reshuffle in the puzzle, searches and plays a fill as a chance (seed %i)', (seed) => {
    const start = reshuffleFirst(seed);
    const reshuffled = royalLockVerifier.playOut!(start, whatever(1), 1, { type: 'reshuffle' }, start).state;
    // Set there, the puzzle would show the reshuffled deck; reached from the start, its order is unknown.
    const known = royalLockVerifier.verify(reshuffled, whatever(1));
    expect(known.verdict).toBe(reshuffled.blackDeck[0] === 'JC' ? 'solvable' : 'unsolvable');
    expect(royalLockVerifier.verify(reshuffled, whatever(1), {}, start).probability).toEqual({ num: 1, den: 3 });
    const filled = royalLockVerifier.playOut!(reshuffled, whatever(1), 1, { type: 'fill', cell: 2 }, start);
    expect(filled.state.grid[2]!.card).not.toBe('JC');
    expect(filled.steps.map((s) => s.text)).toEqual([`Fill: the reshuffled black deck turns up the ${filled.state.grid[2]!.card === '9C' ? '9♣' : '2♣'}`]);
    expect(filled.spent).toBe(0);
  });

  // The shipped puzzle 10: K♠ locked, Q♠ and J♠ not; the red deck holds two jacks, two queens and six low cards, each
  // of a rank on the grid. Locking one royal survives the 27 of 45 draws with none of the other's rank and no pair of
  // its own. Locking the J♠ also keeps a chance when a draw takes the Q♠: marker 2 stands on its space, to reshuffle,
  // fill and lock, and the deck then holds 4 royals in 19 (the 12 draws of a queen and a low card, which removes a
  // black card too) or 4 in 18 (the two queens):
  // (27 + 12 · 4/19 + 2/9) / 45 = 5087/7695, whatever the seed.
  it.each([1, 2, 3])('counts the chance of the last draw exactly, whatever the seed (seed %i)', (seed) => {
    const redDeck = ['4D', '5D', '7D', 'JD', 'QD', '5H', '7H', '8H', 'JH', 'QH'];
    const state = position({ grid: ['KS*', 'QS', 'JS', ...FILLER], markers: [4, 1], redDeck, turn: 9, seed });
    const result = royalLockVerifier.verify(state, chance(2, 60));
    expect(result.probability).toEqual({ num: 5087, den: 7695 });
    expect(result.solution!.title).toBe('Move up, Move right, Lock J♠');
  });

  it.each([
    [26, 1, 1],
    [26, 2, 325],
    [10, 3, 45 * 28],
  ])('counts the red draws a %i-card deck gives over %i turns: %i', (deck, turns, count) => {
    expect(drawSequences(deck, turns - 1)).toBe(count);
  });
});

describe('what the solver is told beside the table', () => {
  // The black deck's order is the solver's to use (the statement says so) but the table keeps it face down.
  const start = position({ grid: ['KS*', 'QS*', '-', ...FILLER], markers: [2, 4], blackDeck: ['7C', 'JS', '3C'], blackDiscard: ['JC', '2C'] });
  const after = (...actions: RoyalLockAction[]): RoyalLockState => {
    const state = mutableCopy(start);
    for (const action of actions) applyAction(state, action);
    return state;
  };

  it.each([
    ['at the puzzle’s start', start, ['The black deck, top card first: 7♣, J♠, 3♣.']],
    ['after a fill from it', after({ type: 'fill', cell: 2 }), ['The black deck, top card first: J♠, 3♣.']],
    ['after a reshuffle', after({ type: 'reshuffle' }), ['The black deck has been reshuffled: its order is unknown.']],
    ['after a reshuffle and a fill', after({ type: 'reshuffle' }, { type: 'fill', cell: 2 }), ['The black deck has been reshuffled: its order is unknown.']],
    ['once the deck is used up', position({ grid: ['KS*', 'QS*', 'JS', ...FILLER], blackDeck: [], blackDiscard: [] }), ['The black deck is empty.']],
  ])('%s', (_, state, facts) => {
    expect(knownFactsOf(royalLockVerifier, state, whatever(1), start)).toEqual(facts);
  });
});
