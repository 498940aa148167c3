import { describe, expect, it } from 'vitest';
import type { Position } from '../../core/editor';
import { royalLines } from './index';
import { draftOf, editor, firstReached, jokersAwake, midRound, move, NAMES_A_FIX, options, ownProblems, put, scoredRound, set, type Edit } from './test-editor';
import type { RoyalLinesOptions, RoyalLinesState } from './types';

/** A position to spoil, with the table it is played at. */
interface Start {
  readonly position: Position;
  readonly options: RoyalLinesOptions;
  readonly seats: number;
}

const from = (state: RoyalLinesState, values: Partial<RoyalLinesOptions> = {}): Start => ({
  position: editor.toPosition(state),
  options: options({ ...state.options, ...values }),
  seats: state.seats,
});

const MID = from(midRound());
const SCORED = scoredRound();
const WINNER = SCORED.result!.winners[0]!;
const LOSER = [0, 1, 2].find((seat) => !SCORED.result!.winners.includes(seat))!;
/** Seats 1 and 3 tie for this round's best line in round 4, with 1, 2 and 2 round wins. */
const TIED = firstReached(3, (state) => state.phase === 'scored' && state.result!.winners.length === 2 && state.round === 4);
const AWAKE: Start = { position: jokersAwake, options: options(), seats: 4 };
const DEALT = from(royalLines.setup(options(), 3, 7));
const PIRATES = from(royalLines.setup(options(), 2, 9));

/** Seat 1's last recruit, K♦, makes three kings and three diamonds at once; the two recruits before it came from the second ship. */
const doubleCollapse: readonly Edit[] = [
  move('KC', 'colonialDeck', 'line.0'),
  move('JD', 'colonialDeck', 'line.0'),
  move('KH', 'ship', 'line.0'),
  move('KD', 'ship', 'line.0'),
];

/** Broken positions for the checks whose words no other table pins; every problem raised in any of them names a fix. */
const BROKEN: readonly { name: string; start: Start; edits: readonly Edit[]; message: string }[] = [
  {
    name: 'a promise in a royal line',
    start: MID,
    edits: [move('2S', 'hand.0', 'line.1')],
    message: "2♠ is a promise, and only colonials (J, Q, K) and jokers go in Seat 2's royal line: move it elsewhere.",
  },
  {
    name: 'the pirates without a settler',
    start: PIRATES,
    edits: [move('AD', 'pirateSettler', 'discard')],
    message: 'The pirates have no settler: place an ace or a joker there.',
  },
  {
    name: 'one colonial left on the first ship while the players recruit',
    start: MID,
    edits: [move('KS', 'ship', 'discard'), move('KH', 'ship', 'discard'), move('KD', 'ship', 'discard'), move('AH', 'ship', 'discard')],
    message:
      'The first ship holds 1 colonial: the second ship arrives when one is left, so the first holds 2 to 7 while the players recruit. ' +
      'Put 1 more colonial in the ship, or set “Ship at the table” to “Second ship”.',
  },
  {
    name: 'a recruit waiting to choose which three collapse while the ship is full',
    start: MID,
    edits: [...doubleCollapse, move('JH', 'colonialDeck', 'ship'), move('JC', 'colonialDeck', 'ship'), move('QC', 'colonialDeck', 'ship'), move('QH', 'colonialDeck', 'ship'), set('phase', 'choice')],
    message: 'No colonial has been recruited from this ship yet, so no recruit can be waiting for its player to choose which three collapse: take 1 colonial out of the ship.',
  },
  {
    name: 'a recruit waiting to choose with the first ship empty',
    start: MID,
    edits: [...doubleCollapse, move('JS', 'ship', 'discard'), move('KS', 'ship', 'discard'), move('AH', 'ship', 'discard'), set('phase', 'choice')],
    message: 'The first ship is empty, but its last colonial stays at the table for the second ship: put 1 colonial in the ship, or set “Ship at the table” to “Second ship”.',
  },
  {
    name: 'jokers panicking with a colonial left in the second ship',
    start: AWAKE,
    edits: [put('KC', 'ship')],
    message: 'Jokers panic only after the last recruitment, when the second ship is empty; the ship still holds 1 colonial: set “Stage of the round” to “Recruiting”, or take it out of the ship.',
  },
  {
    name: 'a round scored while the first ship is out',
    start: MID,
    edits: [set('phase', 'scored')],
    message: 'The round is scored only after the last recruitment, when the second ship is empty; the first ship is still out: set “Stage of the round” to “Recruiting”.',
  },
  {
    name: 'a card left in the colonial deck once the second ship is out',
    start: AWAKE,
    edits: [put('KC', 'colonialDeck')],
    message: 'The colonial deck holds 1 card, but the whole deck arrived as the second ship: move it to the ship or the discard, or set “Ship at the table” to “First ship”.',
  },
  {
    name: 'a promise laid once the round is scored',
    start: from(SCORED),
    edits: [move('5S', 'played', 'promise.0')],
    message: "Seat 1's promise lies face down, but promises are laid only while the players recruit: move it to the played promises, or set “Stage of the round” to “Recruiting”.",
  },
  {
    name: 'a promise held once the round is scored',
    start: from(SCORED),
    edits: [move('5S', 'played', 'hand.0')],
    message: "Seat 1 still holds 1 promise, but every promise has been played by the end of the round: take 1 promise out of Seat 1's hand.",
  },
  {
    name: 'a played promise too many',
    start: MID,
    edits: [move('10D', 'promiseDeck', 'played')],
    message: 'The played promises hold 7 cards, but after 2 recruitments on this ship they hold 6 (one from each player each time): take 1 card out of them.',
  },
  {
    name: 'two settlers face up before any recruitment',
    start: DEALT,
    edits: [set('settlerShown.0', true), set('settlerShown.1', true)],
    message: '2 settlers lie face up after no recruitment this round, but an ace takes over only when it is recruited: untick 2 of them.',
  },
  {
    name: 'four kings in a royal line',
    start: MID,
    edits: [move('KS', 'ship', 'line.1'), move('KH', 'ship', 'line.1'), move('KD', 'ship', 'line.1'), move('KC', 'colonialDeck', 'line.1')],
    message: "Seat 2's royal line holds four kings, and three of a rank or of a suit collapse as soon as they meet: move them to the discard, or move two of them elsewhere.",
  },
  {
    name: 'two players at the target while a round is played',
    start: MID,
    edits: [set('round', 7), set('wins.0', 3), set('wins.1', 3)],
    message:
      'Seat 1 and Seat 2 have reached the target of 3 round wins, so the match is over and no round is played: ' +
      "lower “Seat 1's round wins” to 2 and “Seat 2's round wins” to 2.",
  },
  {
    name: 'a round scored after the match was over',
    start: from(TIED),
    edits: [set('round', 8), set('wins.0', 4), set('wins.1', 3)],
    message:
      'The match was over before this round, as Seat 1 and Seat 2 had already reached the target of 3 round wins: ' +
      "lower “Seat 1's round wins” to 3 and “Seat 2's round wins” to 2.",
  },
  {
    name: 'a round that ends the match left as a round scored',
    start: from(SCORED),
    edits: [set('round', 5), set(`wins.${WINNER}`, 3), set(`wins.${LOSER}`, 1)],
    message: `Seat ${WINNER + 1} reaches the target of 3 round wins with this round, so the match is over: set “Stage of the round” to “Match over”.`,
  },
  {
    name: 'a match over with two players level at the target, playing on',
    start: from(TIED, { matchTie: 'play-on' }),
    edits: [set('round', 6), set('wins.0', 3), set('wins.2', 3), set('phase', 'over')],
    message: 'Seat 1 and Seat 3 are level at the target of 3 round wins, and the match plays on until one leads alone: set “Stage of the round” to “Round scored”.',
  },
];

describe('Royal Lines position problems say how to put them right', () => {
  it.each(BROKEN)('$name', ({ start, edits, message }) => {
    const draft = draftOf(start.position);
    for (const edit of edits) edit(draft);
    const problems = ownProblems(draft, start.options, start.seats);
    const messages = problems.map((problem) => problem.message);
    expect(messages, messages.join('\n')).toContain(message);
    for (const problem of problems) expect(problem.message).toMatch(NAMES_A_FIX);
  });

  it('takes a problem without a fix to name none', () => {
    expect('The colonial deck holds 5 cards; until the second ship arrives it holds its 6 colonials.').not.toMatch(NAMES_A_FIX);
    expect('Seat 2 has 1 round win, but no round has been scored.').not.toMatch(NAMES_A_FIX);
    expect('K♦ cannot be a settler: settlers are aces and jokers.').not.toMatch(NAMES_A_FIX);
  });
});
