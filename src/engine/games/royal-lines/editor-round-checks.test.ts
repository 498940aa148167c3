import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/editor';
import { seedRng } from '../../core/rng';
import { draftOf, editor, midRound, move, options, problemsAfter, put, scoredRound, set, take, type WrongCase } from './test-editor';
import type { RoyalLinesState } from './types';

const SCORED = scoredRound();
const jokerInLine = (state: RoyalLinesState) => state.settled[0]!;

const WRONG: readonly WrongCase[] = [
  {
    name: 'three diamonds in a royal line',
    edits: [move('KD', 'ship', 'line.0'), move('JD', 'colonialDeck', 'line.0')],
    message: 'Seat 1\'s royal line holds three diamonds: three of a rank or of a suit collapse as soon as they meet.',
    where: [{ zone: 'line.0', card: 'QD', index: 0 }, { zone: 'line.0', card: 'KD', index: 1 }, { zone: 'line.0', card: 'JD', index: 2 }],
  },
  {
    name: 'a round win before any round was scored',
    edits: [set('wins.1', 1)],
    message: 'Seat 2 has 1 round win, but no round has been scored.',
    where: [{ scalar: 'wins.1' }, { scalar: 'round' }],
  },
  {
    name: 'rounds without winners',
    edits: [set('round', 3), set('wins.0', 1)],
    message: 'The players have 1 round win between them after 2 scored rounds, but every round has at least one winner.',
    where: [{ scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }, { scalar: 'round' }],
  },
  {
    name: 'a round played after the match was won',
    edits: [set('round', 4), set('wins.0', 3)],
    message: 'Seat 1 has reached the target of 3 round wins, so the match is over and no round is played.',
    where: [{ scalar: 'wins.0' }, { scalar: 'phase' }],
  },
  {
    name: 'a joker settled while still a settler',
    edits: [set('settled.JK1', 'H')],
    message: 'Joker 1 is set as settled, but it is in no royal line.',
    where: [{ scalar: 'settled.JK1' }],
  },
  {
    name: 'a scored round with a joker that never panicked',
    base: SCORED,
    edits: [set(`settled.${jokerInLine(SCORED).joker}`, 'none')],
    message: `Joker ${jokerInLine(SCORED).joker.slice(2)} in Seat ${jokerInLine(SCORED).seat + 1}'s royal line has not panicked: set the suit it settled as, or set the stage to a player's choice.`,
    where: [{ scalar: `settled.${jokerInLine(SCORED).joker}` }, { zone: `line.${jokerInLine(SCORED).seat}`, card: jokerInLine(SCORED).joker, index: SCORED.lines[jokerInLine(SCORED).seat]!.indexOf(jokerInLine(SCORED).joker) }],
  },
  {
    name: 'a match over with nobody at the target',
    base: SCORED,
    edits: [set('phase', 'over')],
    message: 'The match is over only when a player reaches the target of 3 round wins.',
    where: [{ scalar: 'phase' }, { scalar: 'wins.0' }, { scalar: 'wins.1' }, { scalar: 'wins.2' }],
  },
  {
    name: 'a round winner without a round win',
    base: SCORED,
    edits: [set(`wins.${SCORED.result!.winners[0]!}`, 0), set('round', 2)],
    message: `Seat ${SCORED.result!.winners[0]! + 1} wins this round with ${SCORED.result!.best} point${SCORED.result!.best === 1 ? '' : 's'}, so it has at least one round win.`,
    where: [{ scalar: `wins.${SCORED.result!.winners[0]!}` }],
  },
];

describe('Royal Lines position problems: royal lines and round wins', () => {
  it('finds nothing wrong with the positions the wrong ones are made from', () => {
    expect(editor.validate(editor.toPosition(midRound()), options(), 3)).toEqual([]);
    expect(editor.validate(editor.toPosition(SCORED), options(), 3)).toEqual([]);
  });

  it.each(WRONG)('$name', ({ base, edits, message, where }) => {
    const problems = problemsAfter(base ?? midRound(), edits);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
    for (const problem of problems) expect(problem.where.length).toBeGreaterThan(0);
  });
});

describe('Royal Lines jokers panicking in turn', () => {
  /**
   * The last recruitment is done at a table of four dealt by Seat 1, so the
   * jokers panic from Seat 2 on: joker 1 (Seat 2) has no pair and waits for
   * its suit; joker 2 (Seat 3) could collapse with two jacks or two kings.
   */
  const END: Position = {
    zones: {
      'settler.0': ['AS'], 'settler.1': ['AD'], 'settler.2': ['AH'], 'settler.3': ['AC'], absent: ['QS'],
      'line.0': [], 'line.1': ['JK1', 'KD', 'QC'], 'line.2': ['JK2', 'KH', 'KS', 'JC', 'JD'], 'line.3': [],
      ship: [], 'hand.0': [], 'hand.1': [], 'hand.2': [], 'hand.3': [],
      played: [
        '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', '2D', '3D', '4D', '5D', '6D',
        '7D', '8D', '9D', '10D', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', '2S',
      ],
    },
    scalars: {
      round: 1, dealer: 0, phase: 'choice', shipNumber: 2, 'settled.JK1': 'none', 'settled.JK2': 'none',
      ...Object.fromEntries([0, 1, 2, 3].flatMap((seat) => [[`wins.${seat}`, 0], [`settlerShown.${seat}`, false]])),
    },
  };
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
      message: "Joker 2 has settled, but joker 1 in Seat 2's royal line panics before it (jokers panic in turn from the dealer's left).",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled beside two pairs',
      edits: [set('settled.JK2', 'H')],
      message: "Joker 2 settled in Seat 3's royal line, but it would have collapsed with two jacks or two kings there.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker with a single pair waiting for a choice',
      edits: [put('KC', 'line.1'), take('QC', 'line.1')],
      message: "Joker 1 in Seat 2's royal line can collapse only with two kings, so it would have done so without a choice.",
      where: [{ zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a round scored with a joker still asleep',
      edits: [set('settled.JK1', 'S'), set('phase', 'scored')],
      message: "Joker 2 in Seat 3's royal line has not panicked: set the suit it settled as, or set the stage to a player's choice.",
      where: [{ scalar: 'settled.JK2' }, { zone: 'line.2', card: 'JK2', index: 0 }],
    },
    {
      name: 'a joker settled in the middle of the round',
      edits: [set('settled.JK1', 'S'), set('phase', 'promise'), set('shipNumber', 1)],
      message: 'Joker 1 cannot have settled yet: jokers wake up only after the last recruitment.',
      where: [{ scalar: 'settled.JK1' }, { zone: 'line.1', card: 'JK1', index: 0 }],
    },
    {
      name: 'a panic with every joker settled',
      edits: [set('settled.JK1', 'S'), take('JK2', 'line.2'), take('KS', 'line.2'), take('JD', 'line.2')],
      message: 'No joker is left to panic: every recruited joker has settled, so the round would be scored.',
      where: [{ scalar: 'phase' }],
    },
  ])('$name', ({ edits, message, where }) => {
    const draft = draftOf(END);
    for (const edit of edits) edit(draft);
    const problems = editor.validate(draft, FOUR, 4);
    const found = problems.find((problem) => problem.message === message);
    expect(found, `${message}\nfound: ${problems.map((p) => p.message).join('\n')}`).toBeDefined();
    expect(found!.where).toEqual(where);
  });
});
