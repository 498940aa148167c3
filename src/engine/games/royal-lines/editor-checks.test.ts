import { describe, expect, it } from 'vitest';
import { royalLines } from './index';
import { draftOf, editor, jokerSettling, midRound, move, NAMES_A_FIX, options, ownProblems, positionAfter, problemsAfter, put, set, take, type WrongCase } from './test-editor';

const WRONG: readonly WrongCase[] = [
  {
    name: 'a card placed twice',
    edits: [put('QD', 'discard')],
    message: 'Q♦ is placed twice (Seat 1\'s royal line and discard): take one of them back to the unplaced cards.',
    where: [{ zone: 'line.0', card: 'QD', index: 0 }, { zone: 'discard', card: 'QD', index: 1 }],
  },
  {
    name: 'a card of a joker this table does not use',
    edits: [put('JK2', 'discard')],
    message: 'Joker is not a card of this game\'s pack: take it off the table.',
    where: [{ zone: 'discard', card: 'JK2', index: 1 }],
  },
  {
    name: 'a promise in the ship',
    edits: [move('2S', 'hand.0', 'ship')],
    message: '2♠ is a promise, and only colonials, aces and jokers go in the ship: move it elsewhere.',
    where: [{ zone: 'ship', card: '2S', index: 5 }],
  },
  {
    name: 'an ace in a royal line',
    edits: [move('AH', 'ship', 'line.1')],
    message: "A♥ cannot stay in Seat 2's royal line: a recruited ace takes over as the settler. Make it the settler, or move it elsewhere.",
    where: [{ zone: 'line.1', card: 'AH', index: 0 }],
  },
  {
    name: 'a colonial in a hand',
    edits: [move('JH', 'colonialDeck', 'hand.1')],
    message: "J♥ is not a promise, and only cards 2 to 10 go in Seat 2's hand: move it elsewhere.",
    where: [{ zone: 'hand.1', card: 'JH', index: 5 }],
  },
  {
    name: 'a colonial among the played promises',
    edits: [move('JH', 'colonialDeck', 'played')],
    message: 'J♥ is not a promise, and only cards 2 to 10 go in the played promises: move it elsewhere.',
    where: [{ zone: 'played', card: 'JH', index: 6 }],
  },
  {
    name: 'a seat without a settler',
    edits: [move('AD', 'settler.1', 'discard'), move('JC', 'colonialDeck', 'discard')],
    message: 'Seat 2 has no settler: place an ace or a joker there.',
    where: [{ zone: 'settler.1' }],
  },
  {
    name: 'a king as a settler',
    edits: [move('KD', 'ship', 'settler.1'), move('AD', 'settler.1', 'ship')],
    message: 'K♦ cannot be a settler: settlers are aces and jokers. Move it elsewhere.',
    where: [{ zone: 'settler.1', card: 'KD', index: 0 }],
  },
  {
    name: 'no absent colonial',
    edits: [move('QS', 'absent', 'discard')],
    message: 'No colonial is absent this round: place a face card, an ace or a joker as the absent colonial.',
    where: [{ zone: 'absent' }],
  },
  {
    name: 'a hand too big for the ship',
    edits: [move('10D', 'promiseDeck', 'hand.2')],
    message: "Seat 3 holds 6 promises, but with 5 colonials in the ship each player holds 5 at this point: take 1 promise out of Seat 3's hand.",
    where: [{ zone: 'hand.2' }],
  },
  {
    name: 'a hand short of a promise',
    edits: [take('5S', 'hand.2')],
    message: "Seat 3 holds 4 promises, but with 5 colonials in the ship each player holds 5 at this point: put 1 more promise in Seat 3's hand.",
    where: [{ zone: 'hand.2' }],
  },
  {
    name: 'every promise laid and none revealed',
    edits: [move('6H', 'hand.0', 'promise.0'), move('6D', 'hand.1', 'promise.1'), move('3D', 'hand.2', 'promise.2')],
    message: 'Every player has laid a promise, so they would already have been turned over: take one back into its hand.',
    where: [{ zone: 'promise.0' }, { zone: 'promise.1' }, { zone: 'promise.2' }],
  },
  {
    name: 'a played promise too few',
    edits: [move('9C', 'played', 'promiseDeck')],
    message: 'The played promises hold 5 cards, but after 2 recruitments on this ship they hold 6 (one from each player each time): add 1 more promise to them.',
    where: [{ zone: 'played' }],
  },
  {
    name: 'the second ship missing from the colonial deck',
    edits: [move('JH', 'colonialDeck', 'discard')],
    message: 'The colonial deck holds 5 cards, but until the second ship arrives it holds its 6 colonials: put 1 more colonial in it.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'an unplaced colonial with no room in the colonial deck',
    edits: [take('QS', 'absent')],
    message: 'The colonial deck would hold 7 cards with 1 unplaced card going there, but it holds 6 until the second ship arrives: place 1 unplaced card in the discard.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'the second ship with cards left in the colonial deck',
    edits: [set('shipNumber', 2)],
    message: 'The colonial deck holds 6 cards, but the whole deck arrived as the second ship: move them to the ship or the discard, or set “Ship at the table” to “First ship”.',
    where: [{ zone: 'colonialDeck' }],
  },
  {
    name: 'a joker settler face up',
    edits: [set('settlerShown.2', true)],
    message: "Seat 3's settler is a joker, and only an ace that took over lies face up: untick “Seat 3's settler lies face up”.",
    where: [{ scalar: 'settlerShown.2' }, { zone: 'settler.2', card: 'JK1', index: 0 }],
  },
  {
    name: 'an ace face up before any recruitment',
    base: royalLines.setup(options(), 3, 7),
    edits: [set('settlerShown.0', true)],
    message: "Seat 1's settler lies face up after no recruitment this round, but an ace takes over only when it is recruited: untick “Seat 1's settler lies face up”.",
    where: [{ scalar: 'settlerShown.0' }],
  },
  {
    name: 'a choice with nothing to choose',
    edits: [set('phase', 'choice')],
    message: 'Jokers panic only after the last recruitment, when the second ship is empty; the first ship is still out: set “Stage of the round” to “Recruiting”.',
    where: [{ zone: 'ship' }, { scalar: 'shipNumber' }, { scalar: 'phase' }],
  },
  {
    name: 'a round number out of range',
    edits: [set('round', 0)],
    message: 'Round is a whole number from 1 to 99.',
    where: [{ scalar: 'round' }],
  },
  {
    name: 'a setting the game does not have',
    edits: [set('couple', 2)],
    message: 'There is no value "couple" in this game.',
    where: [{ scalar: 'couple' }],
  },
  {
    name: 'recruiting once the last recruitment is done',
    base: jokerSettling(),
    edits: [set('phase', 'promise')],
    message: "The second ship is empty, so the last recruitment is done and the players no longer recruit: set “Stage of the round” to “A player's choice” or “Round scored”.",
    where: [{ zone: 'ship' }, { scalar: 'phase' }],
  },
];

describe('Royal Lines position problems: cards, settlers, ship, decks, hands and settings', () => {
  it('finds nothing wrong with the position the wrong ones are made from', () => {
    expect(editor.validate(editor.toPosition(midRound()), options(), 3)).toEqual([]);
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

  it('counts from the colonials in the ship, not from a promise put there by mistake', () => {
    const problems = problemsAfter(midRound(), [move('2S', 'hand.0', 'ship')]);
    expect(problems.map((problem) => problem.message)).toEqual([
      '2♠ is a promise, and only colonials, aces and jokers go in the ship: move it elsewhere.',
      "Seat 1 holds 4 promises, but with 5 colonials in the ship each player holds 5 at this point: put 1 more promise in Seat 1's hand.",
    ]);
  });

  it('reports a ship over capacity once, without counting hands from it', () => {
    const draft = draftOf(editor.toPosition(royalLines.setup(options(), 2, 9)));
    move(draft.zones['settler.0']![0]!, 'settler.0', 'ship')(draft);
    const messages = editor.validate(draft, options(), 2).map((problem) => problem.message);
    expect(messages).toContain('Ship holds 8 cards; it holds at most 7: move one of them elsewhere.');
    expect(messages.filter((message) => message.includes('each player holds'))).toEqual([]);
  });
});
