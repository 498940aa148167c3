import { describe, expect, it } from 'vitest';
import type { PuzzleStatement, VerifyResult } from '../../core/puzzle';
import { dealCount, royalLinesVerifier, startNode } from './puzzle';
import { puzzleState, type PuzzleTable } from './puzzle-table';

const winRound = (side = 0): PuzzleStatement => ({ goal: 'win-round', params: {}, side, limit: 1, knowledge: 'own-cards' });
const texts = (steps: readonly { text: string }[]) => steps.map((step) => step.text);

/**
 * Seat 1 (settler A♦, a diamond aristocracy of Q♦ worth 3) holds 10♦ and 3♦;
 * K♦ lies on top of the ship, Q♣ under it. Seat 2 and Seat 3 hold the A♥ and
 * the joker face down, with two and one black royals. 15 low promises are
 * played, so 19 promises are unseen: 9♦ down to 4♦ among them.
 */
const ARISTOCRACY: PuzzleTable = {
  settlers: ['AD', 'AH', 'JK1'],
  absent: 'KH',
  ship: ['KD', 'QC'],
  lines: [['QD'], ['KS', 'QS'], ['KC']],
  hands: [['10D', '3D'], ['8H', '4C'], ['7H', '6C']],
};

describe('the Royal Lines verifier', () => {
  it('finds the only promise that wins: 10♦ takes the K♦ for a line of 6 no one can pass', () => {
    const result = royalLinesVerifier.verify(puzzleState(ARISTOCRACY), winRound());
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.solution!.title).toBe('Promise 10♦');
    expect(texts(result.solution!.steps)[0]).toBe('Promise 10♦; Seat 2 promises 6♥; Seat 3 promises 7♥ — Seat 1 recruits the K♦');
    // After 3♦ anyone may take the K♦ with 4♦ to 9♦: Seat 1 is left with 3 points against a line of 4.
    expect(result.defences.map((line) => line.title)).toEqual(['Promise 3♦']);
    expect(texts(result.defences[0]!.steps)[0]).toBe('Promise 3♦; Seat 2 promises 6♥; Seat 3 promises 7♦ — Seat 3 recruits the K♦');
    expect(result.probability).toEqual({ num: 1, den: 1 });
  });

  it('counts every deal the solver cannot tell apart, and searches them all', () => {
    const result = royalLinesVerifier.verify(puzzleState(ARISTOCRACY), winRound());
    // 19 unseen promises, two to each other hand: 19!/(2! 2! 15!) = 23,256, times the 2 ways the hidden settlers lie.
    expect(result.deals).toEqual({ checked: 46_512, total: 46_512 });
  });

  // With the 10♦ in the solver's own hand the 9♦ is as sure of the K♦: whichever diamond is promised first, the
  // other goes idle on the Q♣ and the round ends on the same table, whatever the others promise.
  it('calls the other diamond first the same solution in another order, with the 10♦ in the solver’s own hand', () => {
    const result = royalLinesVerifier.verify(puzzleState({ ...ARISTOCRACY, hands: [['10D', '9D'], ['8H', '4C'], ['7H', '6C']] }), winRound());
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(result.cooks).toEqual([]);
    expect([result.solution!.title, ...result.transpositions.map((line) => line.title)].sort()).toEqual(['Promise 10♦', 'Promise 9♦']);
    expect(result.defences).toEqual([]);
  });

  it('calls the puzzle unsolvable when Seat 2 can reach a revolution of 8 with the Q♣, with a defence for each try', () => {
    const result = royalLinesVerifier.verify(puzzleState({ ...ARISTOCRACY, lines: [['QD'], ['KS', 'QS', 'JC'], ['KC']] }), winRound());
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
    expect(result.probability).toBeNull();
    const afterTen = result.defences.find((line) => line.title === 'Promise 10♦')!;
    expect(texts(afterTen.steps).at(-1)).toMatch(/Seat 2 recruits the Q♣$/);
    expect(result.defences).toHaveLength(2);
  });

  it.each([
    ['the red ace and the joker', ['AD', 'AH', 'JK1'], 'unsolvable'],
    ['the two black aces', ['AD', 'AS', 'AC'], 'solvable'],
  ] as const)('gives a face-down settler whichever unseen settler scores best: hidden are %s', (_name, settlers, verdict) => {
    // Four black royals are a revolution of 8 for a red settler, but a democracy of 4 for a black one.
    const table = { ...ARISTOCRACY, settlers, lines: [['QD'], ['KS', 'QS', 'JC'], ['KC']] };
    expect(royalLinesVerifier.verify(puzzleState(table), winRound()).verdict).toBe(verdict);
  });

  it('lets the pirates of a two-player table turn up any unseen card', () => {
    const table: PuzzleTable = { settlers: ['AD', 'AH'], pirateSettler: 'JK1', absent: 'KH', ship: ['KD', 'QC'], lines: [['QD'], ['KS', 'QS']], hands: [['9D', '3C'], ['8H', '4C']] };
    const result = royalLinesVerifier.verify(puzzleState(table), winRound());
    // Whatever Seat 1 promises, a higher card (the pirates' 10♣ over the 9♦) takes a colonial and the K♦ goes after it.
    expect(result.verdict).toBe('unsolvable');
    const afterNine = texts(result.defences.find((line) => line.title === 'Promise 9♦')!.steps);
    expect(afterNine[0]).toBe('Promise 9♦; Seat 2 promises 6♥; the pirates turn up 10♣ — the pirates win the Q♣, which is discarded');
    expect(afterNine.at(-1)).toMatch(/win the K♦, which is discarded$/);
  });

  it('keeps only the solver’s actions in a line, so the puzzle player can walk it with playOut', () => {
    const result = royalLinesVerifier.verify(puzzleState(ARISTOCRACY), winRound());
    for (const line of [result.solution!, ...result.defences]) expect(line.steps.map((step) => step.seat)).toEqual([0, 0]);
  });

  it.each([
    ['the solution', (r: VerifyResult) => r.solution!, true],
    ['the defence against 3♦', (r: VerifyResult) => r.defences[0]!, false],
  ] as const)('plays out %s with the answers the verifier proved, dealt from the unseen cards', (_name, pick, won) => {
    const start = puzzleState(ARISTOCRACY);
    const line = pick(royalLinesVerifier.verify(start, winRound()));
    let state = start;
    let spent = 0;
    for (const step of line.steps) {
      const played = royalLinesVerifier.playOut!(state, winRound(), 1 - spent, step.action);
      expect(texts(played.steps)).toEqual([step.text]);
      state = played.state;
      spent += played.spent;
    }
    expect(spent).toBe(1);
    expect(state.result!.winners.includes(0)).toBe(won);
    // The answers were dealt to the seats that played them: the table still holds every card once.
    expect(new Set([...state.played, ...state.promiseDeck, ...state.hands.flat()]).size).toBe(36);
  });

  it('refuses to play out a promise the solver does not hold', () => {
    expect(() => royalLinesVerifier.playOut!(puzzleState(ARISTOCRACY), winRound(), 1, { type: 'promise', card: '9D' })).toThrow('The 9♦ is not in your hand.');
  });

  it('searches one promise for all the cards of suits no colonial left can take', () => {
    const table = { ...ARISTOCRACY, hands: [['10D', '2H', '3S'], ['8H', '4C', '5C'], ['7H', '6C', '7C']], ship: ['KD', 'QC', 'JC'] };
    const result = royalLinesVerifier.verify(puzzleState(table), winRound());
    const tries = [result.solution, ...result.cooks, ...result.defences].flatMap((line) => (line ? [line.title] : []));
    expect(tries.sort()).toEqual(['Promise 10♦', 'Promise 2♥ (or any other of your hearts or spades: no colonial left takes them)']);
  });

  it('answers unknown when the budget runs out, having checked no deal', () => {
    const result = royalLinesVerifier.verify(puzzleState(ARISTOCRACY), winRound(), { budget: 3 });
    expect(result.verdict).toBe('unknown');
    expect(result.reason).toMatch(/^The search stopped after 3 positions/);
    expect(result.deals).toEqual({ checked: 0, total: 46_512 });
  });

  it('treats a promise another seat has laid face down as unseen', () => {
    const state = puzzleState(ARISTOCRACY);
    state.hands[1] = ['4C'];
    state.chosen[1] = '8H';
    const node = startNode(state, 0);
    expect(node.state.hands[1]).toEqual(['4C', '8H']);
    expect(node.pool).toContain('8H');
    expect(dealCount(node, 0)).toBe(46_512);
  });

  it.each([
    ['a second round', { ...winRound(), limit: 2 }, 'The limit must be a whole number of rounds from 1 to 1.'],
    ['a seat the table does not have', winRound(3), 'There is no Seat 4 at this table.'],
  ] as const)('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(royalLinesVerifier.statementRefusal(puzzleState(ARISTOCRACY), statement)).toBe(reason);
  });

  it('refuses the first ship, a promise already laid, and another seat’s choice', () => {
    const state = puzzleState(ARISTOCRACY);
    expect(royalLinesVerifier.statementRefusal({ ...state, shipNumber: 1 }, winRound())).toMatch(/^Set the puzzle once the second ship has arrived/);
    expect(royalLinesVerifier.statementRefusal({ ...state, chosen: ['3D', null, null] }, winRound())).toBe('Seat 1 has laid its promise already: set the puzzle before it chooses.');
    const waiting = { ...state, phase: 'choice' as const, pending: { kind: 'collapse' as const, seat: 2, groups: ['K', 'C'] as const } };
    expect(royalLinesVerifier.statementRefusal({ ...waiting, pending: { ...waiting.pending, groups: [...waiting.pending.groups] } }, winRound())).toBe(
      "The table waits for Seat 3's choice: the puzzle must start with Seat 1 to act.",
    );
  });
});
