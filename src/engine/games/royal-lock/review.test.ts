import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { judgeDecision, type Decision, type ReviewStrength } from '../../core/review';
import { shuffleInPlace } from '../../core/rng';
import { applyAction } from './actions';
import { determinise } from './determinise';
import { royalLockEditor } from './editor';
import { royalLock } from './index';
import { royalLockMoveMarks, royalLockReviewer } from './review';
import { CHANCE_TABLES, chanceFromJudgement, playOutTurns, REVIEW_TURNS } from './review-playout';
import { position } from './test-position';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

/**
 * The top row holds the K♠ and Q♠ locked and the J♠ unlocked, under marker 1
 * (top-right); marker 2 stands at the bottom-left, too far to lock it next turn.
 * Locking the J♠ wins at once.
 */
function lastLock(): RoyalLockState {
  return position({ grid: ['KS*', 'QS*', 'JS', '2C', '5C', '-', '-', '7C', '8S'], markers: [2, 6], turn: 5 });
}

function decision(before: RoyalLockState, action: RoyalLockAction): Decision<RoyalLockState, RoyalLockAction> {
  return { step: 9, before, seat: before.marker, action };
}

const judge = (before: RoyalLockState, action: RoyalLockAction, strength: ReviewStrength = 'standard') =>
  judgeDecision(royalLock, decision(before, action), strength, 7);

const editorZones = new Set(royalLockEditor.zones(royalLock.defaultOptions(), 2).map((zone) => zone.id));

describe('the review of Royal Lock', () => {
  it.each([
    { played: { type: 'endTurn' } as RoyalLockAction, label: 'End turn' },
    { played: { type: 'remove', cell: 2 } as RoyalLockAction, label: 'Remove J♠' },
  ])('marks $label a blunder when locking the J♠ wins, with the lock as the better move', ({ played, label }) => {
    const judged = judge(lastLock(), played);
    expect(judged.played.label).toBe(label);
    expect(judged.mark).toBe('blunder');
    expect(judged.best.label).toBe('Lock J♠');
    expect(judged.best.value).toBe(1);
    expect(judged.loss - judged.margin).toBeGreaterThanOrEqual(royalLockReviewer.thresholds.blunder);
    expect(judged.marks).toEqual({ highlights: [{ zone: 'grid.c1', card: 'JS' }], arrows: [] });
  });

  it.each([
    { played: { type: 'lock', cell: 2 } as RoyalLockAction, why: 'the winning lock' },
    // The keeper steps back and locks within the same turn: walking away first still wins.
    { played: { type: 'move', to: 5 } as RoyalLockAction, why: 'a step away and back' },
  ])('leaves $why unmarked', ({ played }) => {
    const judged = judge(lastLock(), played);
    expect(judged.mark).toBeNull();
    expect(judged.played.value).toBe(1);
  });

  it('never marks a forced move: with the three actions used, ending the turn is all there is', () => {
    const before = position({ grid: ['KS', '3C', 'QC', '-', '5C', '4S', 'JC', '7C', '9S'], markers: [4, 0], actionsUsed: 3, turn: 4 });
    expect(royalLock.legalActions(before, 0)).toEqual([{ type: 'endTurn' }]);
    const judged = judge(before, { type: 'endTurn' });
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.marks).toBeNull();
  });

  it('judges the same when the decks hidden from the mover are in another order (no peeking)', () => {
    const before = lastLock();
    const view = royalLock.view(before, 0) as RoyalLockView;
    const judged = judge(before, { type: 'endTurn' }, 'quick');
    const reversed = mutableCopy(before);
    reversed.blackDeck.reverse();
    reversed.redDeck.reverse();
    const reshuffled = mutableCopy(before);
    shuffleInPlace(reshuffled, reshuffled.blackDeck);
    shuffleInPlace(reshuffled, reshuffled.redDeck);
    for (const other of [reversed, reshuffled, determinise(view, 2), determinise(view, 3)]) {
      expect(other.blackDeck).not.toEqual(before.blackDeck);
      expect(royalLock.view(other, 0)).toEqual(view);
      expect(judge(other, { type: 'endTurn' }, 'quick')).toEqual(judged);
    }
  });

  it('ranks the keeper’s choice first and tries every legal move', () => {
    const before = lastLock();
    const legal = royalLock.legalActions(before, 0);
    const ranked = royalLockReviewer.candidates(royalLock.view(before, 0) as RoyalLockView, 0, legal);
    expect(ranked[0]).toEqual({ type: 'lock', cell: 2 });
    expect([...ranked].sort(byText)).toEqual([...legal].sort(byText));
  });
});

function byText(a: RoyalLockAction, b: RoyalLockAction): number {
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

describe('the review’s marks on the table', () => {
  // Marker 1 on the centre (5♣), the middle-right space empty, a card on the black discard.
  const state = position({ grid: ['KS', '3C', 'QC*', '2C', '5C', '-', 'JC', '7C', '9S'], markers: [4, 0], blackDiscard: ['4S'], blackDeck: ['10S', '6C'] });
  it.each([
    { action: { type: 'move', to: 5 }, arrows: [['grid.b2', 'grid.c2']], highlights: [] },
    { action: { type: 'lock', cell: 4 }, arrows: [], highlights: ['grid.b2:5C'] },
    { action: { type: 'unlock', cell: 2 }, arrows: [], highlights: ['grid.c1:QC'] },
    { action: { type: 'remove', cell: 4 }, arrows: [['grid.b2:5C', 'blackDiscard']], highlights: ['grid.b2:5C'] },
    { action: { type: 'fill', cell: 5 }, arrows: [['blackDeck', 'grid.c2']], highlights: [] },
    { action: { type: 'reshuffle' }, arrows: [['blackDiscard', 'blackDeck']], highlights: [] },
    { action: { type: 'endTurn' }, arrows: [['redDeck', 'redDraw']], highlights: [] },
  ] as { action: RoyalLockAction; arrows: [string, string][]; highlights: string[] }[])('draws $action.type on zones of the editor’s table', ({ action, arrows, highlights }) => {
    const marks = royalLockMoveMarks(state, 0, action);
    const text = (spot: { zone: string; card?: string }) => (spot.card ? `${spot.zone}:${spot.card}` : spot.zone);
    expect(marks.highlights.map(text)).toEqual(highlights);
    expect(marks.arrows.map((arrow) => [text(arrow.from), text(arrow.to)])).toEqual(arrows);
    const zones = royalLockEditor.toPosition(state).zones;
    for (const spot of [...marks.highlights, ...marks.arrows.flatMap((arrow) => [arrow.from, arrow.to])]) {
      expect(editorZones).toContain(spot.zone);
      if (spot.card) expect(zones[spot.zone]).toContain(spot.card);
    }
  });
});

describe('the review’s playout', () => {
  it.each([
    { first: { type: 'move', to: 5 } as RoyalLockAction, what: 'a move within the turn' },
    { first: { type: 'endTurn' } as RoyalLockAction, what: 'ending the turn' },
  ])('stops the same number of turns after the decision’s turn, after $what', ({ first }) => {
    const state = position({ grid: ['KS', '3C', 'QC', '2C', '5C', '4S', 'JC', '7C', '9S'], markers: [4, 0], turn: 4, seed: 3 });
    applyAction(state, first);
    playOutTurns(state);
    if (!state.end) {
      expect(state.turn).toBe(4 + REVIEW_TURNS);
      expect(state.actionsUsed).toBe(0);
    }
  });

  it('reads a chance from the keeper’s judgement that rises with it, a sure win as 1 and a red deck run out as 0', () => {
    for (const byDeck of Object.values(CHANCE_TABLES)) {
      for (const table of Object.values(byDeck)) {
        const readings = [-2000, -300, -50, 0, 50, 300, 2000, 10_000].map((judgement) => chanceFromJudgement(table, judgement));
        readings.forEach((chance, i) => {
          expect(chance).toBeGreaterThan(0);
          expect(chance).toBeLessThan(1);
          if (i > 0) expect(chance).toBeGreaterThanOrEqual(readings[i - 1]!);
        });
        expect(chanceFromJudgement(table, 1_000_000)).toBe(1);
        expect(chanceFromJudgement(table, -500_000)).toBe(0);
      }
    }
  });
});
