import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFast, mutableCopy } from '../../core/game';
import { parseReplayText, replayToRecord } from '../../core/replay-file';
import { findGame } from '..';
import { royals } from './index';
import { standingRoyals } from './field';
import type { RoyalsAction, RoyalsState } from './types';
import type { PuzzleStatement } from '../../core/puzzle';
import { chanceOfAtMost, dealCount, royalsVerifier, unseenOf, withDefenderAces } from './puzzle';
import { puzzlePosition } from './puzzle-position';
import { acesIn, attacksWithin, damageWithin } from './puzzle-model';

const defeatAll = (knowledge = 'hand-unknown'): PuzzleStatement => ({ goal: 'defeat-all', params: {}, side: 0, limit: 1, knowledge });
const damage = (atLeast: number, knowledge = 'hand-unknown'): PuzzleStatement => ({ goal: 'damage', params: { damage: atLeast }, side: 0, limit: 1, knowledge });
const texts = (steps: readonly { text: string }[]) => steps.map((step) => step.text);
const ALL_ACES = ['AS', 'AH', 'AD', 'AC'];

describe('the Royals verifier', () => {
  // Every ace is in the discard pile, so the defender cannot block. The J♣ needs 3 damage:
  // the K♠ with the 3♦ or the 9♠ gives it; the 2♣ 2♥ arrows (2) and the K♠ with a 2 (2) do not.
  it('finds the one attack that defeats a jack, and calls it unique', () => {
    const state = puzzlePosition({ hands: [['3D', '2C', 'QH', 'JH', '2H'], []], fields: [['KS'], ['JC']], discard: ALL_ACES });
    const result = royalsVerifier.verify(state, defeatAll());
    expect(result.verdict).toBe('solvable');
    expect(result.unique).toBe(true);
    expect(texts(result.solution!.steps)).toEqual(['Attack the J♣ with the K♠ and the 3♦ (3 damage)', 'Let it through']);
    // 54 cards less 5 in hand, 2 on the fields and 4 discarded leave 43 unseen: C(43, 5) deals, none with an ace.
    expect(result.deals).toEqual({ checked: 962_598, total: 962_598 });
    expect(result.probability).toEqual({ num: 1, den: 1 });
  });

  // The J♣ needs 3 damage, which only the K♠ (with the 3♦ or the 9♠) can give; the K♦ falls to the 5♣ 5♥ arrows.
  // Aim the K♠ at the K♦ and the defender lets the K♦ fall rather than the J♣, and the arrows cannot reach the jack.
  const jackAndKing = puzzlePosition({ hands: [['3D', '5C', '5H', '9S', 'QH'], []], fields: [['KS'], ['JC', 'KD']], discard: ALL_ACES });

  // No ace can block: all four are discarded. A cook is another first attack that wins; an attack the solution
  // plays later, played first, is the same solution in another order when the two attacks, either way round and
  // whatever the defender answers between them, leave the same table.
  const kingAndQueen = (other: readonly string[]) =>
    puzzlePosition({ hands: [['9S', '4C', 'JD', 'KC', 'QD'], []], fields: [['KS', 'QH'], other], discard: ALL_ACES });

  it.each([
    [
      // Only the K♠ with the 9♠ (9) and the Q♥ with the 4♣ (4 / 2 = 2) reach 11, in either order.
      'two attacks on the player, either first: one solution',
      kingAndQueen([]),
      damage(11),
      'Attack the player with the K♠ and the 9♠ (9 damage)',
      [],
      ['Attack the player with the Q♥ and the 4♣ (2 damage)'],
    ],
    [
      // The K♠ with the 9♠ reaches 8 alone: every other first attack is another way, so a cook.
      'a first attack that wins alone: every other first attack is a cook',
      kingAndQueen([]),
      damage(8),
      'Attack the player with the K♠ and the 9♠ (9 damage)',
      ['Attack the player with the K♠ and the 4♣ (4 damage)', 'Attack the player with the Q♥ and the 4♣ (2 damage)', 'Attack the player with the Q♥ and the 9♠ (4 damage)'],
      [],
    ],
    [
      // The Q♣ needs 2 damage and the K♦ 1: the attacks in the other order are the same solution; aimed the other way round they are a cook.
      'two royals, either first: the other order is one solution, the other aims are cooks',
      kingAndQueen(['QC', 'KD']),
      defeatAll(),
      'Attack the Q♣ with the K♠ and the 9♠ (9 damage)',
      [
        'Attack the K♦ with the K♠ and the 4♣ (4 damage)',
        'Attack the K♦ with the K♠ and the 9♠ (9 damage)',
        'Attack the K♦ with the Q♥ and the 9♠ (4 damage)',
        'Attack the Q♣ with the K♠ and the 4♣ (4 damage)',
        'Attack the Q♣ with the Q♥ and the 4♣ (2 damage)',
        'Attack the Q♣ with the Q♥ and the 9♠ (4 damage)',
      ],
      ['Attack the K♦ with the Q♥ and the 4♣ (2 damage)'],
    ],
    [
      // After the arrows the defender may let the J♣ fall in the K♦'s place, and the K♠ must then take the king:
      // the K♠ first is not the same solution reordered but another way to win.
      'a Jackrifice between the attacks changes what follows: a cook',
      jackAndKing,
      defeatAll(),
      'Fire arrows 5♣ 5♥ at the K♦ (2 damage)',
      ['Attack the J♣ with the K♠ and the 3♦ (3 damage)', 'Attack the J♣ with the K♠ and the 9♠ (9 damage)'],
      [],
    ],
  ] as const)('cooks and orders: %s', (_name, state, statement, solution, cooks, orders) => {
    const result = royalsVerifier.verify(state, statement);
    expect(result.verdict).toBe('solvable');
    expect(result.solution!.title).toBe(solution);
    expect(result.cooks.map((line) => line.title).sort()).toEqual(cooks);
    expect(result.transpositions.map((line) => line.title)).toEqual(orders);
    expect(result.unique).toBe(cooks.length === 0);
  });

  it('gives the other order as a line a player can step through to the goal', () => {
    const result = royalsVerifier.verify(kingAndQueen([]), damage(11));
    expect(texts(result.transpositions[0]!.steps)).toEqual([
      'Attack the player with the Q♥ and the 4♣ (2 damage)',
      'Let it through',
      'Attack the player with the K♠ and the 9♠ (9 damage)',
      'Let it through',
    ]);
  });

  it('shows the Jackrifice choice that refutes aiming the king at the wrong royal', () => {
    const result = royalsVerifier.verify(jackAndKing, defeatAll());
    const defence = result.defences.find((line) => line.title === 'Attack the K♦ with the K♠ and the 3♦ (3 damage)')!;
    expect(texts(defence.steps)).toEqual(['Attack the K♦ with the K♠ and the 3♦ (3 damage)', 'Let it through', 'The K♦ takes the fall']);
  });

  // Three aces are seen, so the defender may hold the A♣ and block the only attack that can defeat the jack.
  const oneAceUnseen = puzzlePosition({ hands: [['3D', '2C', 'QH', '9S', '2H'], []], fields: [['KS'], ['JC']], discard: ['AS', 'AH', 'AD'] });

  it('calls a puzzle unsolvable when an ace the defender may hold blocks every try, and gives the exact chance', () => {
    const result = royalsVerifier.verify(oneAceUnseen, defeatAll());
    expect(result.verdict).toBe('unsolvable');
    expect(result.solution).toBeNull();
    expect(result.defences.map((line) => texts(line.steps).slice(1))).toEqual([
      ['Block with one of the unseen aces (A♣)', 'Accept the block'],
      ['Block with one of the unseen aces (A♣)', 'Accept the block'],
    ]);
    // 44 unseen cards; the attack wins whenever the A♣ is not among the defender's 5: C(43,5)/C(44,5) = 39/44.
    expect(result.probability).toEqual({ num: 39, den: 44 });
    expect(result.deals).toEqual({ checked: 1_086_008, total: 1_086_008 });
  });

  it('wins the same attack with an ace kept to counter-block', () => {
    const state = puzzlePosition({ hands: [['3D', 'AS', 'QH', '8S', '2H'], []], fields: [['KS'], ['JC']], discard: ['AH', 'AD'] });
    const result = royalsVerifier.verify(state, defeatAll());
    expect(result.verdict).toBe('solvable');
    expect(texts(result.solution!.steps)).toEqual([
      'Attack the J♣ with the K♠ and the 3♦ (3 damage)',
      'Block with one of the unseen aces (A♣)',
      'Counter-block with the A♠',
      'Let it through',
    ]);
  });

  // Two aces unseen, one in hand: the counter-block beats one block but not two. The defender
  // holds both unseen aces in (5/46)·(4/45) = 2/207 of the deals, so the attack wins in 205/207.
  it('searches against fewer aces when the most cannot be beaten, and counts the deals it still wins', () => {
    const state = puzzlePosition({ hands: [['3D', 'AS', 'QH', '2C', '2H'], []], fields: [['KS'], ['JC']], discard: ['AD'] });
    const result = royalsVerifier.verify(state, defeatAll());
    expect(result.verdict).toBe('unsolvable');
    expect(texts(result.defences[0]!.steps).slice(1)).toEqual([
      'Block with one of the unseen aces (A♥)',
      'Counter-block with the A♠',
      'Block with one of the unseen aces (A♣)',
      'Accept the block',
    ]);
    expect(result.probability).toEqual({ num: 205, den: 207 });
  });

  it.each([
    ['with an ace in the open hand, it blocks', ['AC', '4C', '5C', '6C', '7C'], 'unsolvable'],
    ['with no ace in the open hand, nothing blocks', ['8C', '4C', '5C', '6C', '7C'], 'solvable'],
  ] as const)('reads the defender’s hand when the hands are open: %s', (_name, hand, verdict) => {
    const state = puzzlePosition({ hands: [['3D', '2C', 'QH', '9S', '2H'], hand], fields: [['KS'], ['JC']], discard: ['AS'] });
    const result = royalsVerifier.verify(state, defeatAll('open-hands'));
    expect(result.verdict).toBe(verdict);
    expect(result.deals).toBeNull();
    expect(result.probability).toBeNull();
  });

  // The Q♣ shields the player. With the A♣ unseen, the defender can block one attack: bait it
  // with the 2♣ 2♥ arrows at the queen, so the joker's 14 reaches the player whatever it does.
  const shielded = puzzlePosition({ hands: [['3D', '2C', '7H', '9S', '2H'], []], fields: [['KS', 'JK1'], ['QC']], discard: ['AS', 'AH', 'AD'] });

  it.each([
    [10, 'solvable'],
    [13, 'solvable'],
    [19, 'unsolvable'],
  ] as const)('counts the damage that reaches the player: at least %i is %s', (atLeast, verdict) => {
    expect(royalsVerifier.verify(shielded, damage(atLeast)).verdict).toBe(verdict);
  });

  it('deals the damage with a joker only after the queen is gone', () => {
    const result = royalsVerifier.verify(shielded, damage(10));
    const joker = result.solution!.steps.findIndex((step) => step.text.startsWith('Attack the player with a joker'));
    expect(joker).toBeGreaterThan(0);
    expect(result.solution!.steps.at(-1)!.text).toBe('Let it through');
  });

  it('answers unknown when the budget runs out, naming the deals it did not settle', () => {
    const result = royalsVerifier.verify(shielded, damage(10), { budget: 5 });
    expect(result.verdict).toBe('unknown');
    expect(result.reason).toMatch(/stopped after 5 positions/);
    // 54 cards less 5 in hand, 3 on the fields and 3 discarded leave 43 unseen.
    expect(result.deals).toEqual({ checked: 0, total: 962_598 });
    expect(dealCount(unseenOf(shielded, 0))).toBe(962_598n);
  });

  it.each([
    ['a side that is not to move', { ...defeatAll(), side: 1 }, 'The side that solves must be the player whose turn it is (Seat 1).'],
    ['a limit past this turn', { ...defeatAll(), limit: 2 }, 'The limit must be a whole number of turns from 1 to 1.'],
    ['damage without its amount', { ...damage(5), params: {} }, 'The goal needs a value for "Damage wanted".'],
    ['an unknown knowledge setting', defeatAll('x-ray'), 'This game offers no knowledge setting called "x-ray".'],
  ] as const)('refuses %s in a player’s words', (_name, statement, reason) => {
    expect(royalsVerifier.statementRefusal(oneAceUnseen, statement)).toBe(reason);
  });

  it('refuses to ask for royals to be defeated when none stands', () => {
    const state = puzzlePosition({ hands: [['3D', '2C', 'QH', '9S', '2H'], []], fields: [['KS'], ['JC-']] });
    expect(royalsVerifier.statementRefusal(state, defeatAll())).toBe('No royal stands on the other field: there is nothing to defeat.');
  });
});

describe('a position reached by playing the puzzle, searched from where it began', () => {
  // No ace can block. The K♠ with the 9♠ (9) and the Q♥ with the 4♣ (2) deal the 11 together; the K♠ with the 4♣
  // (4) leaves the Q♥ with the 9♠ (4), 8 in all.
  const start = puzzlePosition({ hands: [['9S', '4C', 'JD', 'KC', 'QD'], []], fields: [['KS', 'QH'], []], discard: ALL_ACES });
  const attack = (royal: string, card: string): RoyalsAction => ({ type: 'royal-attack', royal, card, target: 'player' });
  const through = (state: RoyalsState, ...attacks: RoyalsAction[]): RoyalsState => {
    const after = mutableCopy(state);
    for (const action of attacks) {
      applyFast(royals, after, 0, action);
      applyFast(royals, after, 1, { type: 'yield' });
    }
    return after;
  };

  it.each([
    ['the 9 dealt counts: the queen’s 2 completes the 11', through(start, attack('KS', '9S')), 'solvable', 'Attack the player with the Q♥ and the 4♣ (2 damage)'],
    ['the 2 dealt counts: the king’s 9 completes the 11', through(start, attack('QH', '4C')), 'solvable', 'Attack the player with the K♠ and the 9♠ (9 damage)'],
    ['4 dealt and 4 still to deal fall short', through(start, attack('KS', '4C')), 'unsolvable', null],
  ] as const)('deal at least 11 this turn: %s', (_name, reached, verdict, next) => {
    const result = royalsVerifier.verify(reached, damage(11), {}, start);
    expect(result.verdict).toBe(verdict);
    expect(result.solution?.title ?? null).toBe(next);
  });

  it('says the goal is reached once both attacks went through, with nothing left to play', () => {
    const result = royalsVerifier.verify(through(start, attack('KS', '9S'), attack('QH', '4C')), damage(11), {}, start);
    expect(result).toMatchObject({ verdict: 'solvable', reached: true, solution: { steps: [] }, cooks: [], defences: [] });
  });

  it('counts nothing dealt before the position when searched as a puzzle of its own', () => {
    expect(royalsVerifier.verify(through(start, attack('KS', '9S')), damage(11)).verdict).toBe('unsolvable');
  });

  it('searches a block window where the solver counter-blocks', () => {
    // The defender holds the A♣ and blocks the king's attack; the A♥ in hand counters it.
    const withAces = puzzlePosition({
      hands: [['9S', '4C', 'AH', 'KC', 'QD'], ['AC', '2D', '3D', '5D', '6D']],
      fields: [['KS', 'QH'], []],
      discard: ['AS', 'AD'],
    });
    const blocked = mutableCopy(withAces);
    applyFast(royals, blocked, 0, attack('KS', '9S'));
    applyFast(royals, blocked, 1, { type: 'ace', card: 'AC' });
    const result = royalsVerifier.verify(blocked, damage(11), {}, withAces);
    expect(result.verdict).toBe('solvable');
    expect(texts(result.solution!.steps)).toEqual([
      'Counter-block with the A♥',
      'Let it through',
      'Attack the player with the Q♥ and the 4♣ (2 damage)',
      'Let it through',
    ]);
  });
});

describe('a puzzle position', () => {
  it('is refused in the editor’s words when the editor would refuse it', () => {
    expect(() => puzzlePosition({ hands: [['3D'], []], fields: [['KS', 'QS', 'JS', 'KH'], ['JC']] })).toThrow("Seat 1's field holds 4 royals; a field holds at most three.");
  });

  // Seats are counted from 0 here: the player who began takes the odd turns.
  it.each([
    [0, 12, 1],
    [1, 12, 0],
    [1, 7, 1],
  ])('with seat %i to play on turn %i, says seat %i began', (seat, turn, first) => {
    const state = puzzlePosition({ hands: [['3D'], ['4C']], fields: [['KS'], ['JC']], seat, turn });
    expect([state.seat, state.turn, state.first]).toEqual([seat, turn, first]);
  });
});

describe('what the solver can still do this turn', () => {
  it.each([
    // A ready king makes each card its number; a lone card cannot be an arrow.
    ['a king and a 7', ['KS'], ['7H', 'QD'], 7],
    // With two number cards each may at least be an arrow; the diagonal king has attacked already.
    ['a diagonal king and two low cards', ['KS/'], ['2H', '3D'], 2],
    // A defeated jack may be revived: 9 / 3 = 3; a ready joker doubles: 2 × 9 = 18, the best for the 9.
    ['a defeated jack and a joker', ['JS-', 'JK1'], ['9H'], 18],
    ['a joker revealed this turn and a queen', ['QS', 'JK1/'], ['9H', '5C'], 4 + 2],
  ] as const)('damage at most: %s', (_name, field, hand, most) => {
    const state = puzzlePosition({ hands: [hand, []], fields: [field, []] });
    expect(damageWithin(state, 0)).toBe(most);
  });

  it.each([
    ['one attack per number card', ['KS'], ['7H', '2C', 'QD'], 2],
    ['no limit with a ready joker, which may wipe every royal', ['KS', 'JK1'], ['7H'], Infinity],
  ] as const)('royals defeated at most: %s', (_name, field, hand, most) => {
    const state = puzzlePosition({ hands: [hand, []], fields: [field, ['JC']] });
    expect(attacksWithin(state, 0)).toBe(most);
  });
});

describe('the deals of the hidden hand', () => {
  it.each([
    // unseen, aces among them, hand size, most aces beaten, chance
    [{ unseen: 44, aces: 1, hand: 5 }, 0, { num: 39, den: 44 }],
    [{ unseen: 10, aces: 2, hand: 2 }, 0, { num: 28, den: 45 }],
    [{ unseen: 10, aces: 2, hand: 2 }, 1, { num: 44, den: 45 }],
    [{ unseen: 10, aces: 2, hand: 2 }, 2, { num: 1, den: 1 }],
  ])('counts the deals of %o with at most %i aces exactly', (cards, most, chance) => {
    expect(chanceOfAtMost(cards, most)).toEqual(chance);
  });

  it('stands unseen aces in for the defender’s own, keeping the hand’s size and every card once', () => {
    const state = puzzlePosition({ hands: [['3D', '2C', 'QH', '9S', '2H'], ['4C', '5C', '6C', '7C', '8C']], fields: [['KS'], ['JC']] });
    const two = withDefenderAces(state, 1, 2);
    expect(two.hands[1]).toHaveLength(5);
    expect(acesIn(two.hands[1]!)).toBe(2);
    expect([...two.hands[1]!, ...two.deck].sort()).toEqual([...state.hands[1]!, ...state.deck].sort());
  });
});

describe('the shipped Royals puzzles', () => {
  const dir = join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'royals');
  const files = readdirSync(dir).filter((name) => name.startsWith('puzzle-') && name.endsWith('.royal.json')).sort();

  it('are twelve', () => {
    expect(files).toHaveLength(12);
  });

  // The saved table holds the aces the strongest defence blocks with, so a player can step through every line on it.
  it.each(files)('%s: its solution and every defence play on the saved table, and the solution reaches the goal', (name) => {
    const file = parseReplayText(readFileSync(join(dir, name), 'utf8'));
    const { record, cursor } = replayToRecord(file, findGame);
    const start = record.stateAt(cursor) as RoyalsState;
    const puzzle = file.puzzle!;
    const result = puzzle.result!;
    for (const line of [result.solution!, ...result.defences]) {
      const state = mutableCopy(start);
      for (const step of line.steps) applyFast(royals, state, step.seat, step.action as RoyalsAction);
    }
    const solved = mutableCopy(start);
    for (const step of result.solution!.steps) applyFast(royals, solved, step.seat, step.action as RoyalsAction);
    if (puzzle.goal === 'defeat-all') expect(standingRoyals(solved, 1)).toEqual([]);
    else expect(royals.view(solved, 0).tally[0]! - royals.view(start, 0).tally[0]!).toBeGreaterThanOrEqual(puzzle.params.damage!);
  });
});
