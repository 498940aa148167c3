import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { draftOf, editor, jokersAwake, midRound, move, NAMES_A_FIX, options, ownProblems, positionAfter, problemsAfter, put, scoredRound, set, take, type WrongCase } from './test-editor';
import type { RoyalLinesState } from './types';

const SCORED = scoredRound();
const jokerInLine = (state: RoyalLinesState) => state.settled[0]!;

const WRONG: readonly WrongCase[] = [
  {
    name: 'three diamonds in a royal line',
    edits: [move('KD', 'ship', 'line.0'), move('JD', 'colonialDeck', 'line.0')],
    message: "Seat 1's royal line holds three diamonds, and three of a rank or of a suit collapse as soon as they meet: move them to the discard, or move one of them elsewhere.",
    where: [{ zone: 'line.0', card: 'QD', index: 0 }, { zone: 'line.0', card: 'KD', index: 1 }, { zone: 'line.0', card: 'JD', index: 2 }],
  },
  {
    name: 'a round win before any round was scored',
    edits: [set('wins.1', 1)],
    message: "Seat 2 has 1 round win, but no round has been scored: lower “Seat 2's round wins” to 0, or raise “Round” to 2.",
    where: [{ scalar: 'wins.1' }, { scalar: 'round' }],
  },
  {
    name: 'rounds without winners',
    edits: [set('round', 3), set('wins.0', 1)],
    message: 'The players have 1 round win between them after 2 scored rounds, but every round has at least one winner: raise their round wins by 1 in all, or lower “Round” to 2.',
    where: [{ scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }, { scalar: 'round' }],
  },
  {
    name: 'a round played after the match was won',
    edits: [set('round', 4), set('wins.0', 3)],
    message: "Seat 1 has reached the target of 3 round wins, so the match is over and no round is played: lower “Seat 1's round wins” to 2.",
    where: [{ scalar: 'wins.0' }, { scalar: 'phase' }],
  },
  {
    name: 'a joker settled while still a settler',
    edits: [set('settled.JK1', 'H')],
    message: 'Joker 1 is set as settled, but it is in no royal line: set “Joker 1 settled as” to “Not settled”, or move it into a royal line.',
    where: [{ scalar: 'settled.JK1' }],
  },
  {
    name: 'a scored round with a joker that never panicked',
    base: SCORED,
    edits: [set(`settled.${jokerInLine(SCORED).joker}`, 'none')],
    message: `Joker ${jokerInLine(SCORED).joker.slice(2)} in Seat ${jokerInLine(SCORED).seat + 1}'s royal line has not panicked: set “Joker ${jokerInLine(SCORED).joker.slice(2)} settled as” to its suit, or set “Stage of the round” to “A player's choice”.`,
    where: [{ scalar: `settled.${jokerInLine(SCORED).joker}` }, { zone: `line.${jokerInLine(SCORED).seat}`, card: jokerInLine(SCORED).joker, index: SCORED.lines[jokerInLine(SCORED).seat]!.indexOf(jokerInLine(SCORED).joker) }],
  },
  {
    name: 'a match over with nobody at the target',
    base: SCORED,
    edits: [set('phase', 'over')],
    message: 'The match is over only when a player reaches the target of 3 round wins: set “Stage of the round” to “Round scored”.',
    where: [{ scalar: 'phase' }, { scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }],
  },
  {
    name: 'a round winner without a round win',
    base: SCORED,
    edits: [set(`wins.${SCORED.result!.winners[0]!}`, 0), set('round', 2)],
    message: `Seat ${SCORED.result!.winners[0]! + 1} wins this round with ${SCORED.result!.best} point${SCORED.result!.best === 1 ? '' : 's'}, so it has at least one round win: raise “Seat ${SCORED.result!.winners[0]! + 1}'s round wins” to 1.`,
    where: [{ scalar: `wins.${SCORED.result!.winners[0]!}` }],
  },
];

describe('Royal Lines position problems: royal lines and round wins', () => {
  it('finds nothing wrong with the positions the wrong ones are made from', () => {
    expect(editor.validate(editor.toPosition(midRound()), options(), 3)).toEqual([]);
    expect(editor.validate(editor.toPosition(SCORED), options(), 3)).toEqual([]);
  });

  it.each(WRONG)('$name', ({ base, edits, message, where }) => {
    const state = base ?? midRound();
    const problems = problemsAfter(state, edits);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
    for (const problem of problems) expect(problem.where.length).toBeGreaterThan(0);
    for (const problem of ownProblems(positionAfter(state, edits), state.options, state.seats)) expect(problem.message).toMatch(NAMES_A_FIX);
  });
});

describe('Royal Lines jokers panicking in turn', () => {
  const END = jokersAwake;
  const FOUR = options();

  it('waits for the first joker from the dealer\'s left, then for the next', () => {
    expect(editor.validate(END, FOUR, 4)).toEqual([]);
    expect(editor.toState(END, FOUR, 4, seedRng(2)).pending).toEqual({ kind: 'settle', seat: 1, joker: 'JK1' });
    const next = draftOf(END);
    next.scalars['settled.JK1'] = 'S';
    expect(editor.validate(next, FOUR, 4)).toEqual([]);
    const state = editor.toState(next, FOUR, 4, seedRng(2));
    expect(state.pending).toEqual({ kind: 'panic', seat: 2, joker: 'JK2', groups: ['J', 'K'] });
    expect(state.settled).toEqual([{ seat: 1, joker: 'JK1', suit: 'S' }]);
    expect(state.discard).toContain('KC');
  });

  it.each([
    {
      name: 'a joker settled before the one that panics first',
      edits: [set('settled.JK2', 'H')],
      message: "Joker 2 has settled, but joker 1 in Seat 2's royal line panics before it (jokers panic in turn from the dealer's left): set “Joker 2 settled as” to “Not settled”.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled beside two pairs',
      edits: [set('settled.JK2', 'H')],
      message: "Joker 2 settled in Seat 3's royal line, but it would have collapsed with two jacks or two kings there: set “Joker 2 settled as” to “Not settled”.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker with a single pair waiting for a choice',
      edits: [put('KC', 'line.1'), take('QC', 'line.1')],
      message: "Joker 1 in Seat 2's royal line can collapse only with two kings, so it would have done so without a choice: move it and the two kings to the discard.",
      where: [{ zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a round scored with a joker still asleep',
      edits: [set('settled.JK1', 'S'), set('phase', 'scored')],
      message: "Joker 2 in Seat 3's royal line has not panicked: set “Joker 2 settled as” to its suit, or set “Stage of the round” to “A player's choice”.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled in the middle of the round',
      edits: [set('settled.JK1', 'S'), set('phase', 'promise'), set('shipNumber', 1)],
      message: 'Joker 1 cannot have settled yet, as jokers wake up only after the last recruitment: set “Joker 1 settled as” to “Not settled”.',
      where: [{ scalar: 'settled.JK1' }, { zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a panic with every joker settled',
      edits: [set('settled.JK1', 'S'), take('JK2', 'line.2'), take('KS', 'line.2'), take('JD', 'line.2')],
      message: 'No joker is left to panic, as every recruited joker has settled: set “Stage of the round” to “Round scored”.',
      where: [{ scalar: 'phase' }],
    },
  ])('$name', ({ edits, message, where }) => {
    const draft = draftOf(END);
    for (const edit of edits) edit(draft);
    const problems = editor.validate(draft, FOUR, 4);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
    for (const problem of ownProblems(draft, FOUR, 4)) expect(problem.message).toMatch(NAMES_A_FIX);
  });
});
