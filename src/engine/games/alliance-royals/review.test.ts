import { describe, expect, it } from 'vitest';
import { judgeDecision, type Decision } from '../../core/review';
import type { Seat } from '../../core/game';
import { determinise } from './determinise';
import { allianceRoyalsEditor } from './editor';
import { allianceRoyals } from './index';
import { legalActions } from './legal';
import { defaultOptions } from './options';
import { allianceRoyalsReviewer } from './review';
import { allianceMargins, playOutRoundEnd } from './review-playout';
import { table } from './test-position';
import { act, battle, drawAll, plainTurn } from './test-play';
import type { AllianceRoyalsAction, AllianceRoyalsState } from './types';

/** Seat 1 attacks with a royal (K♥) in Spoils, so it may meld, holding three 10♣ and three 9♦. */
function meldTable(): AllianceRoyalsState {
  return table({
    attacker: 0,
    hands: [
      ['10C', '10C/2', '10C/3', '9D', '9D/2', '9D/3', '2S', '3S', '4S', '5S'],
      ['2H', '3H', '4H', '5H', '6H', '7H', '8H', '2D', '3D', '4D'],
      ['5D', '6D', '7D', '8D', '2C', '3C', '4C', '5C', '6C', '7C'],
      ['8C', '6S', '7S', '8S', '9S', '9S/2', '9S/3', 'JS', 'JS/2', 'QS'],
    ],
    spoils: [['KH'], [], [], []],
  });
}

/** The meld table with the turn played plainly up to the attacker's optional plays. */
function meldOrDiscard(): AllianceRoyalsState {
  const state = meldTable();
  plainTurn(state, true);
  expect(state.phase).toBe('play');
  expect(state.hands[0]).toEqual(expect.arrayContaining(['10C', '10C/2', '10C/3', '9D', '9D/2', '9D/3', '3S']));
  return state;
}

function decision(before: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): Decision<AllianceRoyalsState, AllianceRoyalsAction> {
  return { step: 12, before, seat, action };
}

const judge = (before: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction) => judgeDecision(allianceRoyals, decision(before, seat, action), 'standard', 7);

/**
 * Late in a round Seat 1 (hearts) holds J♥ Q♥ and two triples in Spoils and
 * wins the battle with K♥: taking it back completes a royal set, which
 * doubles the seat's score for the round; the stack is empty, so the round
 * ends within a few turns.
 */
function royalSetInBattle(): AllianceRoyalsState {
  const state = table({
    attacker: 0,
    turn: 13,
    hands: [['KH', '2C', '3C'], ['4C', '5C', '6C'], ['7C', '8C', '4D'], ['5D', '6D', '7D']],
    spoils: [['JH', 'QH', '10S', '10S/2', '10S/3', '9C', '9C/2', '9C/3', 'AD', 'AD/2', 'AD/3'], [], [], []],
    stack: ['2D', '3D', '8D', '2S', '3S'],
    restDead: true,
  });
  drawAll(state);
  act(state, 0, { type: 'gift', card: '2C' });
  act(state, 2, { type: 'gift', card: '4D' });
  battle(state, { 0: 'KH' });
  expect(state.phase).toBe('spoils');
  expect(state.queue[0]).toBe(0);
  return state;
}

describe('the review of Alliance Royals', () => {
  it.each([
    { what: 'leaving the K♥ that completes a royal set', before: royalSetInBattle, played: { type: 'spoil', card: '4C' } as AllianceRoyalsAction, better: { type: 'spoil', card: 'KH' } },
    { what: 'a surrender', before: () => allianceRoyals.setup(defaultOptions(), 4, 1), played: { type: 'surrender' } as AllianceRoyalsAction, better: { type: 'house' } },
  ])('marks $what a blunder, with the better move', ({ before, played, better }) => {
    const state = before();
    const judged = judge(state, allianceRoyals.activeSeats(state)[0]!, played);
    expect(judged.mark).toBe('blunder');
    expect(judged.best.action).toMatchObject(better);
    expect(judged.loss - judged.margin).toBeGreaterThanOrEqual(allianceRoyalsReviewer.thresholds.blunder);
  });

  it('leaves taking the K♥ unmarked', () => {
    const judged = judge(royalSetInBattle(), 0, { type: 'spoil', card: 'KH' });
    expect(judged.mark).toBeNull();
    expect(judged.loss).toBe(0);
  });

  it('never marks a forced move: a draw from the stack with nothing else to do', () => {
    const state = table({ attacker: 0, hands: [['2S', '3S'], ['2H', '3H'], ['2D', '3D'], ['2C', '3C']] });
    act(state, 0, { type: 'draw', from: 'stack' });
    expect(legalActions(state, 1)).toEqual([{ type: 'draw', from: 'stack' }]);
    const judged = judge(state, 1, { type: 'draw', from: 'stack' });
    expect(judged.forced).toBe(true);
    expect(judged.mark).toBeNull();
    expect(judged.marks).toBeNull();
  });

  it('judges alike in positions that differ only in the cards hidden from the mover (no peeking)', () => {
    const real = meldOrDiscard();
    const view = allianceRoyals.view(real, 0);
    const played: AllianceRoyalsAction = { type: 'discard', card: '3S' };
    const judged = judge(real, 0, played);
    for (const seed of [5, 6]) {
      const other = determinise(view, seed);
      expect(other.hands[1]).not.toEqual(real.hands[1]);
      expect(allianceRoyals.view(other, 0)).toEqual(view);
      expect(judge(other, 0, played)).toEqual(judged);
    }
  });

  it('scores the round for the two alliances, one line each, the margins opposite', () => {
    const state = royalSetInBattle();
    expect(allianceRoyalsReviewer.sides(state)).toEqual([
      { name: 'Seats 1 & 3', seats: [0, 2] },
      { name: 'Seats 2 & 4', seats: [1, 3] },
    ]);
    playOutRoundEnd(state);
    expect(state.phase).toBe('scored');
    const [ours, theirs] = allianceMargins(state);
    expect(ours).toBe(-theirs);
    expect(ours).toBe(state.result!.alliance[0] - state.result!.alliance[1]);
  });

  it('counts a surrender as losing the whole target', () => {
    const state = allianceRoyals.setup(defaultOptions(), 4, 1);
    const seat = state.queue[0]!;
    act(state, seat, { type: 'surrender' });
    const lost = [-defaultOptions().target, defaultOptions().target];
    expect(allianceRoyalsReviewer.value(state)).toEqual(seat % 2 === 0 ? lost : [...lost].reverse());
  });
});

describe('the better move drawn on the table', () => {
  const zones = new Set(allianceRoyalsEditor.zones(defaultOptions(), 4).map((zone) => zone.id));

  /** Every target a move's marks name is a zone of the editor, and a named card lies in it. */
  function expectOnTable(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): void {
    const position = allianceRoyalsEditor.toPosition(state);
    const marks = allianceRoyalsReviewer.moveMarks(state, seat, action);
    const targets = [...marks.highlights, ...marks.arrows.flatMap((arrow) => [arrow.from, arrow.to])];
    for (const target of targets) {
      expect(zones).toContain(target.zone);
      if (target.card) expect(position.zones[target.zone]).toContain(target.card);
    }
  }

  it('draws the better spoil as an arrow from the battle to the Spoils', () => {
    const state = royalSetInBattle();
    const judged = judge(state, 0, { type: 'spoil', card: '4C' });
    expect(judged.marks).toEqual({ highlights: [], arrows: [{ from: { zone: 'battle', card: 'KH' }, to: { zone: 'spoils.0' } }] });
    expectOnTable(state, 0, judged.best.action as AllianceRoyalsAction);
  });

  it('draws a meld as arrows from the hand to the Meld', () => {
    const state = meldOrDiscard();
    const meld = legalActions(state, 0).find((action): action is Extract<AllianceRoyalsAction, { type: 'meld' }> => action.type === 'meld')!;
    expect(allianceRoyalsReviewer.moveMarks(state, 0, meld).arrows).toEqual(meld.cards.map((card) => ({ from: { zone: 'hand.0', card }, to: { zone: 'meld.0' } })));
    expectOnTable(state, 0, meld);
  });

  it.each([
    { what: 'the optional plays and the discard', at: 'play' },
    { what: 'the gift exchange', at: 'gift' },
    { what: 'the battle', at: 'battle' },
    { what: 'the spoils', at: 'spoils' },
  ])('names zones of the editor for every legal move of $what', ({ at }) => {
    const state = meldTable();
    for (let n = 0; n < 40 && state.phase !== at; n++) {
      const seat = allianceRoyals.activeSeats(state)[0]!;
      act(state, seat, legalActions(state, seat).find((action) => action.type !== 'meld' && action.type !== 'changeHouse')!);
    }
    expect(state.phase).toBe(at);
    const seat = allianceRoyals.activeSeats(state)[0]!;
    for (const action of legalActions(state, seat)) expectOnTable(state, seat, action);
  });
});
