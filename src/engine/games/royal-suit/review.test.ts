import { describe, expect, it } from 'vitest';
import { mutableCopy } from '../../core/game';
import { judgeDecision, type Decision, type ReviewStrength } from '../../core/review';
import { seedRng } from '../../core/rng';
import { applyAction } from './actions';
import { determinisedState } from './bot-determinise';
import { chooseSampled } from './bot-sampler';
import { royalSuitEditor } from './editor';
import { royalSuit } from './index';
import { nothingHidden, rankedCandidates, royalSuitMoveMarks, royalSuitReviewer } from './review';
import { playOutGame, sideResults } from './review-playout';
import { solve } from './solver';
import { position, type PositionSpec } from './test-position';
import type { RoyalSuitAction, RoyalSuitState, RoyalSuitView } from './types';

function decision(before: RoyalSuitState, action: RoyalSuitAction): Decision<RoyalSuitState, RoyalSuitAction> {
  return { step: 9, before, seat: before.seat, action };
}

const judge = (before: RoyalSuitState, action: RoyalSuitAction, strength: ReviewStrength = 'standard') =>
  judgeDecision(royalSuit, decision(before, action), strength, 7);

const viewOf = (state: RoyalSuitState): RoyalSuitView => royalSuit.view(state, state.seat);

/**
 * The K♠ on pile 2 and the Q♥ on pile 4, with the 9♥ between them: the K♠
 * stepping right onto it brings the couple together. Pile 1 (7♦) and pile 5
 * (10♦) are red too.
 */
const GAP_OF_ONE = { court: ['7D', '10S', '9H', '10C', '10D', '8C'], couple: [1, 3] } as const;

/** The supporters hold their last card, the 8♠: playing it ends the game for the opposers, moving the K♠ wins. */
const supportersLastCard = (): RoyalSuitState => position({ ...GAP_OF_ONE, decks: ['8S', '7C JH AD 9C'] });

/**
 * The opposers hold their last card, the A♠: onto the 9♥ it bars both couple
 * cards from the pile between them, so the supporters' last move cannot bring
 * them together; anywhere else the K♠ steps onto the 9♥ with that last move.
 */
const opposersLastCard = (): RoyalSuitState => position({ ...GAP_OF_ONE, decks: ['8S JD 7H', 'AS'], seat: 1 });

/** Turn one for the opposers, five cards a side, nothing settled: the supporters' deck and the opposers' own under the top are hidden from them. */
const OPENING: PositionSpec = { court: ['8D', '10S', 'JH', '7C', '9D', 'QC'], couple: [0, 5], decks: ['AH 10D 8C KD 7S', '9S 7D QS 8H JC'], seat: 1 };

describe('the review of Royal Suit', () => {
  it.each([
    { name: 'the supporters playing their last card', before: supportersLastCard, played: { type: 'play', pile: 4 }, label: 'Play 8♠ onto 10♦', best: 'Move K♠ right onto 9♥' },
    { name: 'the supporters walking the K♠ away', before: supportersLastCard, played: { type: 'move', from: 1, to: 0 }, label: 'Move K♠ left onto 7♦', best: 'Move K♠ right onto 9♥' },
    { name: 'the opposers leaving the pile between the couple open', before: opposersLastCard, played: { type: 'play', pile: 4 }, label: 'Play A♠ onto 10♦', best: 'Play A♠ onto 9♥' },
  ] as { name: string; before: () => RoyalSuitState; played: RoyalSuitAction; label: string; best: string }[])(
    'marks $name a blunder, with the better move',
    ({ before, played, label, best }) => {
      const judged = judge(before(), played);
      expect(judged.exact).toBe(false);
      expect(judged.played.label).toBe(label);
      expect(judged.mark).toBe('blunder');
      expect(judged.best.label).toBe(best);
      expect(judged.played.value).toBe(0);
      expect(judged.best.value).toBe(1);
      expect(judged.loss - judged.margin).toBeGreaterThanOrEqual(royalSuitReviewer.thresholds.blunder);
    },
  );

  it.each([
    { name: 'the winning couple move', before: supportersLastCard, played: { type: 'move', from: 1, to: 2 } },
    { name: 'the ace that closes the way', before: opposersLastCard, played: { type: 'play', pile: 2 } },
  ] as { name: string; before: () => RoyalSuitState; played: RoyalSuitAction }[])('leaves $name unmarked', ({ before, played }) => {
    const judged = judge(before(), played);
    expect(judged.mark).toBeNull();
    expect(judged.loss).toBe(0);
    expect(judged.played.value).toBe(1);
  });

  it.each([
    {
      // No court top is red, the ace on pile 5 bars the Q♥ and the K♠ has no red pile beside it.
      name: 'showing a card that fits nowhere',
      before: () => position({ court: ['7D', '9S', '10C', 'JS', 'AC', '8D'], couple: [0, 5], decks: ['8S 9H', '7H JD'] }),
      only: { type: 'skip' },
    },
    {
      // The 9♥ fits only on the 10♠, and neither couple card has a pile of its colour's opposite beside it.
      name: 'the only play there is',
      before: () => position({ court: ['7D', '10S', '9D', 'JD', 'AD', '8D'], couple: [0, 5], decks: ['9H 8S', '7H JC'] }),
      only: { type: 'play', pile: 1 },
    },
  ] as { name: string; before: () => RoyalSuitState; only: RoyalSuitAction }[])('never marks a forced move: $name', ({ before, only }) => {
    const state = before();
    expect(royalSuit.legalActions(state, state.seat)).toEqual([only]);
    const judged = judge(state, only);
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.marks).toBeNull();
  });

  it('judges the same when the cards hidden from the mover are dealt otherwise (no peeking)', () => {
    const before = position(OPENING);
    const played: RoyalSuitAction = { type: 'play', pile: 4 };
    const view = viewOf(before);
    const judged = judge(before, played);
    // A judgement worth comparing: made in dealt worlds, some won and some lost.
    expect(judged.exact).toBe(false);
    expect(judged.worlds).toBeGreaterThan(0);
    expect(judged.played.value).toBeGreaterThan(0);
    expect(judged.played.value).toBeLessThan(1);
    const swapped = mutableCopy(before);
    // The supporters' top card and the opposers' second card trade places: the opposers see neither.
    [swapped.decks[0]![0], swapped.decks[1]![1]] = [swapped.decks[1]![1]!, swapped.decks[0]![0]!];
    const others = [swapped, determinisedState(view, { rng: seedRng(2) }), determinisedState(view, { rng: seedRng(3) })];
    for (const other of others) {
      expect(other.decks).not.toEqual(before.decks);
      expect(viewOf(other)).toEqual(view);
      expect(judge(other, played)).toEqual(judged);
    }
  });

  it.each([
    // Every card of both decks was shown at the bottom: both sides know them all.
    { name: 'every card shown', spec: { ...GAP_OF_ONE, decks: ['8S JD', '7C AH'], shownBelow: [2, 2] } },
    // The two cards the supporters cannot see are both red value cards: to the rules every deal of them is the same.
    { name: 'the hidden cards all alike', spec: { ...GAP_OF_ONE, decks: ['8S', '7H 8H'] } },
  ] as { name: string; spec: PositionSpec }[])('judges exactly, as the solver does, where the mover knows what matters: $name', ({ spec }) => {
    const before = position(spec);
    expect(nothingHidden(viewOf(before))).toBe(true);
    for (const played of royalSuit.legalActions(before, before.seat)) {
      const judged = judge(before, played);
      expect(judged.exact).toBe(true);
      expect(judged.margin).toBe(0);
      expect(judged.worlds).toBe(0);
      for (const move of [judged.played, judged.best]) expect(move.value).toBe(solvedValue(before, move.action as RoyalSuitAction));
      expect(judged.mark).toBe(judged.played.value < judged.best.value ? 'blunder' : null);
    }
  });

  it('judges by dealt worlds where a card that matters is hidden', () => {
    const before = position(OPENING);
    expect(nothingHidden(viewOf(before))).toBe(false);
    expect(royalSuitReviewer.exact!(viewOf(before), before.seat, royalSuit.legalActions(before, before.seat))).toBeNull();
  });

  it('ranks the sampler’s choice first and tries every legal move', () => {
    for (const before of [position(OPENING), supportersLastCard(), opposersLastCard()]) {
      const view = viewOf(before);
      const legal = royalSuit.legalActions(before, before.seat);
      const ranked = rankedCandidates(view, before.seat, legal);
      expect(ranked[0]).toEqual(chooseSampled({ view, seat: before.seat, legal, seed: 1 }));
      expect([...ranked].sort(byText)).toEqual([...legal].sort(byText));
    }
  });
});

/** The mover's result with best play after `action`, straight from the solver (or the rules, where the action ends the game). */
function solvedValue(before: RoyalSuitState, action: RoyalSuitAction): number {
  const after = mutableCopy(before);
  applyAction(after, before.seat, action);
  if (after.end) return sideResults(after)[before.seat]!;
  return solve(after).winner === before.seat ? 1 : 0;
}

function byText(a: RoyalSuitAction, b: RoyalSuitAction): number {
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

describe('the review’s marks on the table', () => {
  const options = royalSuit.defaultOptions();
  const editorZones = new Set(royalSuitEditor.zones(options, 2).map((zone) => zone.id));
  const text = (spot: { zone: string; card?: string }) => (spot.card ? `${spot.zone}:${spot.card}` : spot.zone);
  const lastMove = position({ ...GAP_OF_ONE, decks: ['8S JD', ''], phase: 'lastMove' });
  it.each([
    { state: supportersLastCard, action: { type: 'play', pile: 4 }, highlights: ['deck.1:8S'], arrows: [['deck.1:8S', 'pile.5']] },
    { state: supportersLastCard, action: { type: 'move', from: 1, to: 2 }, highlights: [], arrows: [['pile.2', 'pile.3:9H']] },
    { state: opposersLastCard, action: { type: 'play', pile: 2 }, highlights: ['deck.2:AS'], arrows: [['deck.2:AS', 'pile.3']] },
    {
      state: () => position({ court: ['7D', '9S', '10C', 'JS', 'AC', '8D'], couple: [0, 5], decks: ['8S 9H', '7H JD'] }),
      action: { type: 'skip' },
      highlights: ['deck.1:8S'],
      arrows: [['deck.1:8S', 'deck.1']],
    },
    { state: () => lastMove, action: { type: 'decline' }, highlights: ['pile.2', 'pile.4'], arrows: [] },
  ] as { state: () => RoyalSuitState; action: RoyalSuitAction; highlights: string[]; arrows: [string, string][] }[])(
    'draws $action.type on zones of the editor’s table',
    ({ state, action, highlights, arrows }) => {
      const before = state();
      expect(royalSuit.legalActions(before, before.seat)).toContainEqual(action);
      const marks = royalSuitMoveMarks(before, before.seat, action);
      expect(marks.highlights.map(text)).toEqual(highlights);
      expect(marks.arrows.map((arrow) => [text(arrow.from), text(arrow.to)])).toEqual(arrows);
      const zones = royalSuitEditor.toPosition(before).zones;
      for (const spot of [...marks.highlights, ...marks.arrows.flatMap((arrow) => [arrow.from, arrow.to])]) {
        expect(editorZones).toContain(spot.zone);
        if (spot.card) expect(zones[spot.zone]).toContain(spot.card);
      }
    },
  );
});

describe('the review’s playout', () => {
  it.each([
    { name: 'the winning couple move', before: supportersLastCard, first: { type: 'move', from: 1, to: 2 }, result: [1, 0] },
    { name: 'the last card played', before: supportersLastCard, first: { type: 'play', pile: 4 }, result: [0, 1] },
    { name: 'an opening play', before: () => position(OPENING), first: { type: 'play', pile: 2 }, result: null },
  ] as { name: string; before: () => RoyalSuitState; first: RoyalSuitAction; result: [number, number] | null }[])(
    'plays the game to its end by the rules after $name',
    ({ before, first, result }) => {
      const state = before();
      applyAction(state, state.seat, first);
      playOutGame(state);
      expect(state.end).not.toBeNull();
      expect(royalSuit.outcome(state)).not.toBeNull();
      const values = sideResults(state);
      expect(values[0]! + values[1]!).toBe(1);
      if (result) expect(values).toEqual(result);
    },
  );
});
