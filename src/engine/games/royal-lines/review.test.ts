import { describe, expect, it } from 'vitest';
import { judgeDecision, type Decision } from '../../core/review';
import type { Seat } from '../../core/game';
import { royalLinesEditor } from './editor';
import { royalLines } from './index';
import { puzzleState, type PuzzleTable } from './puzzle-table';
import { rankedCandidates, royalLinesMoveMarks, royalLinesReviewer, roundWinShares } from './review';
import { position } from './test-position';
import { recruit } from './test-play';
import type { RoyalLinesAction, RoyalLinesState } from './types';

/**
 * The verifier's first puzzle: Seat 1 (settler A♦, Q♦ in line) holds 10♦ and
 * 3♦ with K♦ on top of the ship and Q♣ under it. 10♦ takes the K♦ for a
 * diamond aristocracy of 6 no one can pass; after 3♦ any diamond from 4♦ up
 * takes it away.
 */
const ARISTOCRACY: PuzzleTable = {
  settlers: ['AD', 'AH', 'JK1'],
  absent: 'KH',
  ship: ['KD', 'QC'],
  lines: [['QD'], ['KS', 'QS'], ['KC']],
  hands: [['10D', '3D'], ['8H', '4C'], ['7H', '6C']],
};

/** Four colonials left, Seat 1 has laid its promise face down; Seat 2 holds the 10♥ for the K♥ on top. */
const SECOND_TO_LAY: PuzzleTable = {
  settlers: ['AH', 'AS', 'AC'],
  absent: 'JH',
  ship: ['KH', 'QS', 'JD', 'QC'],
  lines: [['JS'], ['QH'], ['KC']],
  hands: [['9S', '2D', '5C', '4H'], ['10H', '3S', '6D', '2C'], ['8C', '7S', '4D', '3H']],
};

const promise = (card: string): RoyalLinesAction => ({ type: 'promise', card: card as never });
const settle = (suit: 'C' | 'D' | 'H' | 'S'): RoyalLinesAction => ({ type: 'settle', suit });

/**
 * The round is over but for Seat 1's joker, which found no pair and settles
 * in: as a diamond it makes K♦ and itself an aristocracy of 6 under the A♦,
 * which no line of one royal can reach (3 at most); as a spade the line is
 * worth nothing and loses to anyone.
 */
function jokerToSettle(): RoyalLinesState {
  return position({
    ship: [],
    shipNumber: 2,
    hands: [[], [], []],
    settlers: ['AD', 'AC', 'AH'],
    lines: [['KD', 'JK1'], ['KC'], ['JS']],
    pending: { kind: 'settle', seat: 0, joker: 'JK1' },
  });
}

function decision(before: RoyalLinesState, seat: Seat, action: RoyalLinesAction): Decision<RoyalLinesState, RoyalLinesAction> {
  return { step: 30, before, seat, action };
}

const judge = (before: RoyalLinesState, seat: Seat, action: RoyalLinesAction, strength: 'quick' | 'standard' = 'standard', seed = 7) =>
  judgeDecision(royalLines, decision(before, seat, action), strength, seed);

/** SECOND_TO_LAY with Seat 1's promise laid. */
function secondToLay(): RoyalLinesState {
  const state = puzzleState(SECOND_TO_LAY);
  royalLines.apply(state, 0, promise('9S'));
  return state;
}

describe('the review of Royal Lines', () => {
  it.each([
    { what: 'settling the joker as a spade, not the diamond that makes an aristocracy of 6', before: jokerToSettle, seat: 0, played: settle('S'), better: settle('D'), label: 'Settle as diamonds', mark: 'blunder' },
    { what: 'promising 3♦, not the 10♦ that takes the K♦', before: () => puzzleState(ARISTOCRACY), seat: 0, played: promise('3D'), better: promise('10D'), label: 'Promise 10♦', mark: 'mistake' },
  ] as const)('marks $what a $mark, with the better move', ({ before, seat, played, better, label, mark }) => {
    const judged = judge(before(), seat, played);
    expect(judged.mark).toBe(mark);
    expect(judged.best.action).toEqual(better);
    expect(judged.best.label).toBe(label);
    expect(judged.loss - judged.margin).toBeGreaterThanOrEqual(royalLinesReviewer.thresholds[mark]);
  });

  it('leaves the 10♦ unmarked, with no loss', () => {
    const judged = judge(puzzleState(ARISTOCRACY), 0, promise('10D'));
    expect(judged.mark).toBeNull();
    expect(judged.loss).toBe(0);
    expect(judged.sides.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it.each([
    { what: 'the last promise of a ship', before: () => puzzleState({ ...ARISTOCRACY, ship: ['KD'], hands: [['3D'], ['8H'], ['7H']] }), seat: 0, action: promise('3D') },
    {
      what: 'dealing the next round',
      before: () => {
        const state = puzzleState({ ...ARISTOCRACY, ship: ['KD'], hands: [['3D'], ['8H'], ['7D']] });
        recruit(state, ['3D', '8H', '7D']);
        return state;
      },
      seat: 1,
      action: { type: 'deal' } as RoyalLinesAction,
    },
  ])('never marks a forced move: $what', ({ before, seat, action }) => {
    const state = before();
    expect(royalLines.legalActions(state, seat)).toEqual([action]);
    const judged = judge(state, seat, action);
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.marks).toBeNull();
  });

  it.each([
    { what: 'the first to lay', before: () => puzzleState(ARISTOCRACY), seat: 0, played: promise('3D') },
    { what: 'the second to lay, a rival’s promise face down', before: secondToLay, seat: 1, played: promise('3S') },
  ])('does not change when the cards hidden from the mover are dealt otherwise (no peeking): $what', ({ before, seat, played }) => {
    const real = before();
    const view = royalLines.view(real, seat);
    const judged = judge(real, seat, played, 'quick');
    for (const seed of [3, 101, 4242]) {
      // Another real position the mover cannot tell from this one: every card it cannot see dealt anew.
      const other = royalLinesReviewer.determinise(view, seed);
      expect(other.hands).not.toEqual(real.hands);
      expect(royalLines.view(other, seat)).toEqual(view);
      expect(judge(other, seat, played, 'quick')).toEqual(judged);
    }
  });

  it('tries every promise of the hand, the planner’s favourite first', () => {
    const state = secondToLay();
    const legal = royalLines.legalActions(state, 1);
    const ranked = rankedCandidates(royalLines.view(state, 1), legal);
    expect([...ranked].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      [...legal].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(ranked[0]).toEqual(promise('10H'));
  });

  it('values a scored round by each seat’s share of the win', () => {
    const state = puzzleState({ ...ARISTOCRACY, ship: ['KD'], hands: [['10D'], ['8H'], ['7H']] });
    expect(roundWinShares(state)).toEqual([0, 0, 0]);
    recruit(state, ['10D', '8H', '7H']);
    expect(state.result!.winners).toEqual([0]);
    expect(roundWinShares(state)).toEqual([1, 0, 0]);
  });
});

describe('the marks of a better move on the editor table', () => {
  function zoneCheck(state: RoyalLinesState, marks: ReturnType<typeof royalLinesMoveMarks>): void {
    const zones = new Set(royalLinesEditor.zones(state.options, state.seats).map((zone) => zone.id));
    const table = royalLinesEditor.toPosition(state).zones;
    const spots = [...marks.highlights, ...marks.arrows.flatMap((arrow) => [arrow.from, arrow.to])];
    expect(spots.length).toBeGreaterThan(0);
    for (const spot of spots) {
      expect(zones.has(spot.zone), spot.zone).toBe(true);
      if (spot.card) expect(table[spot.zone], `${spot.card} in ${spot.zone}`).toContain(spot.card);
    }
  }

  it('draws the blunder’s better promise from the hand to the laid promise, the K♦ it lures lit in the ship', () => {
    const state = puzzleState(ARISTOCRACY);
    const judged = judge(state, 0, promise('3D'));
    expect(judged.marks).toEqual({
      highlights: [{ zone: 'ship', card: 'KD' }],
      arrows: [{ from: { zone: 'hand.0', card: '10D' }, to: { zone: 'promise.0' } }],
    });
    zoneCheck(state, judged.marks!);
  });

  it('sends the three cards of a collapse from the line to the discard', () => {
    const state = position({
      ship: ['KS', 'QD'],
      hands: [['2C', '3C'], ['4C', '5C'], ['6C', '7C']],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'KD', 'QC', 'JC', 'QH', 'KC']],
      pending: { kind: 'collapse', seat: 0, groups: ['K', 'C'] },
    });
    const marks = royalLinesMoveMarks(state, 0, { type: 'collapse', group: 'C' });
    expect(marks.highlights.map((spot) => spot.card)).toEqual(['QC', 'JC', 'KC']);
    expect(marks.arrows.every((arrow) => arrow.to.zone === 'discard')).toBe(true);
    zoneCheck(state, marks);
  });

  it('lights the joker that settles in the line', () => {
    const state = position({
      ship: [],
      hands: [[], [], []],
      settlers: ['AH', 'AC', 'AD'],
      lines: [['KH', 'JK1']],
      shipNumber: 2,
      pending: { kind: 'settle', seat: 0, joker: 'JK1' },
    });
    const marks = royalLinesMoveMarks(state, 0, { type: 'settle', suit: 'H' });
    expect(marks.highlights).toEqual([{ zone: 'line.0', card: 'JK1' }]);
    zoneCheck(state, marks);
  });
});
