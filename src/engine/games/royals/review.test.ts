import { describe, expect, it } from 'vitest';
import { judgeDecision, type Decision } from '../../core/review';
import { determinise } from './determinise';
import { royalsEditor } from './editor';
import { royals } from './index';
import { HORIZON_TURNS, playOutHorizon, winChances } from './review-playout';
import { rankedCandidates, royalsMoveMarks } from './review';
import { play, position } from './test-position';
import type { RoyalsAction, RoyalsState } from './types';

function decision(before: RoyalsState, action: RoyalsAction): Decision<RoyalsState, RoyalsAction> {
  return { step: 9, before, seat: royals.activeSeats(before)[0]!, action };
}

/**
 * Seat 1's final turn of the Last Round, a point behind (seat 2 scored the
 * 3♣). Every ace lies in the discard pile, so arrows at the open player
 * cannot be blocked: they win the game, and ending the turn loses it.
 */
function finalTurn(): RoyalsState {
  return position({
    hands: [['7S', '7H', '2D'], ['4C', '9D']],
    scores: [{}, { points: ['3C'] }],
    restToDiscard: true,
    phase: 'last-round',
    finalTurns: [0],
  });
}

/** The same final turn with the arrows fired and Seat 2 holding the only ace left: let them through and the game is lost. */
function blockOrLose(): RoyalsState {
  const state = position({
    hands: [['7S', '7H'], ['AS', '4C']],
    scores: [{}, { points: ['3C'] }],
    restToDiscard: true,
    phase: 'last-round',
    finalTurns: [0],
  });
  return play(state, { type: 'arrows', cards: ['7S', '7H'], target: 'player' });
}

/** Mid-game with a deck: a king and a defeated queen against a jack, so the hidden hand and deck matter. */
function midGame(): RoyalsState {
  return position({
    hands: [['9S', '4S', 'QH', '6D', 'AC'], ['JC', '3H', '8D', '5S', '2C']],
    fields: [['KS:5H', 'QD-'], ['JH:9C']],
    discard: ['2S', '3S', 'AD'],
    seed: 3,
  });
}

const ZONES = new Set(royalsEditor.zones(royals.defaultOptions(), 2).map((zone) => zone.id));

describe('the Royals review', () => {
  it.each([
    {
      name: 'ending the final turn behind, with unblockable arrows in hand',
      before: finalTurn,
      played: { type: 'end-turn' } as RoyalsAction,
      best: 'Fire arrows 7♠ 7♥ at the player (2 damage)',
    },
    {
      name: 'letting game-winning arrows through with an ace in hand (a response by the other seat)',
      before: blockOrLose,
      played: { type: 'yield' } as RoyalsAction,
      best: 'Block with the A♠',
    },
  ])('marks $name a blunder, with the better move', ({ before, played, best }) => {
    const judged = judgeDecision(royals, decision(before(), played), 'quick', 5);
    expect(judged.mark).toBe('blunder');
    expect(judged.best.label).toBe(best);
    expect(judged.played.value).toBe(0);
    expect(judged.best.value).toBe(1);
    expect(judged.forced).toBe(false);
  });

  it('leaves the winning arrows unmarked', () => {
    const judged = judgeDecision(royals, decision(finalTurn(), { type: 'arrows', cards: ['7S', '7H'], target: 'player' }), 'quick', 5);
    expect(judged.mark).toBeNull();
    expect(judged.loss).toBe(0);
  });

  it('never marks a forced move, even a losing one', () => {
    // Seat 2 holds no ace: letting the arrows through is all it can do.
    const attacked = play(finalTurn(), { type: 'arrows', cards: ['7S', '7H'], target: 'player' });
    expect(royals.legalActions(attacked, 1)).toEqual([{ type: 'yield' }]);
    const judged = judgeDecision(royals, decision(attacked, { type: 'yield' }), 'standard', 5);
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.sides).toEqual([1, 0]);
  });

  it.each([
    { name: 'a turn', before: midGame, played: { type: 'discard', cards: ['4S'] } as RoyalsAction },
    {
      name: 'a block window, answered by the seat whose turn it is not',
      before: () => play(midGame(), { type: 'royal-attack', royal: 'KS', card: '9S', target: 'JH' }),
      played: { type: 'yield' } as RoyalsAction,
    },
  ])('judges $name the same whatever the cards hidden from the mover are (no peeking)', ({ before, played }) => {
    const state = before();
    const step = decision(state, played);
    const judged = judgeDecision(royals, step, 'quick', 11);
    for (const seed of [21, 22]) {
      // Another real position the mover could be in: its view kept, the other hand and the deck dealt anew.
      const other = determinise(royals.view(state, step.seat), seed);
      expect(other.hands[1 - step.seat]).not.toEqual(state.hands[1 - step.seat]);
      expect(royals.view(other, step.seat)).toEqual(royals.view(state, step.seat));
      expect(judgeDecision(royals, { ...step, before: other }, 'quick', 11)).toEqual(judged);
    }
  });

  it('draws the better move on zones of the editor table, from the cards where they lie', () => {
    const before = finalTurn();
    const judged = judgeDecision(royals, decision(before, { type: 'end-turn' }), 'quick', 5);
    expect(judged.marks).toEqual({ highlights: [], arrows: ['7S', '7H'].map((card) => ({ from: { zone: 'hand.0', card }, to: { zone: 'field.1' } })) });
    const state = midGame();
    const laid = royalsEditor.toPosition(state).zones;
    for (const action of royals.legalActions(state, 0)) {
      const marks = royalsMoveMarks(state, 0, action);
      const spots = [...marks.highlights, ...marks.arrows.flatMap((arrow) => [arrow.from, arrow.to])];
      for (const spot of spots) {
        expect(ZONES.has(spot.zone)).toBe(true);
        if (spot.card) expect(laid[spot.zone]).toContain(spot.card);
      }
    }
  });

  it('puts the planner’s move first and every legal move in the list once', () => {
    const state = midGame();
    const legal = royals.legalActions(state, 0);
    const ranked = rankedCandidates(royals.view(state, 0), 0, legal);
    // The planner's first reason: a defeated royal revived for a cheap card of its suit.
    expect(ranked[0]).toEqual({ type: 'revive', royal: 'QD', card: '6D' });
    expect(ranked).toHaveLength(legal.length);
    expect(new Set(ranked.map((action) => JSON.stringify(action))).size).toBe(legal.length);
  });
});

describe('the review playout', () => {
  it('stops at the start of the fourth turn from now, with chances that add up to one', () => {
    const state = midGame();
    playOutHorizon(state);
    expect(state.stage).toBe('turn');
    expect(state.turn).toBe(5 + HORIZON_TURNS);
    const chances = winChances(state);
    expect(chances[0]! + chances[1]!).toBeCloseTo(1, 9);
    expect(chances[0]).toBeGreaterThan(0);
    expect(chances[0]).toBeLessThan(1);
  });

  it('counts a game scored within the horizon by its result', () => {
    const state = play(finalTurn(), { type: 'end-turn' });
    expect(winChances(state)).toEqual([0, 1]);
  });
});
