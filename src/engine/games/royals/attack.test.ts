import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { play, pose, position, refusal } from './test-position';
import type { RoyalsAction } from './types';

const Y = { type: 'yield' } as const;
const ace = (card: string): RoyalsAction => ({ type: 'ace', card });

describe('firing arrows', () => {
  it.each([
    { name: 'a pair of a number at the player', cards: ['7S', '7H'], target: 'player', field: [], points: ['7S', '7H'], discard: [] },
    { name: 'a trio of a suit at the player', cards: ['2S', '5S', '9S'], target: 'player', field: [], points: ['2S', '5S', '9S'], discard: [] },
    { name: 'a quartet with aces as ones', cards: ['AS', 'AH', 'AD', 'AC'], target: 'player', field: [], points: ['AS', 'AH', 'AD', 'AC'], discard: [] },
    { name: 'a pair at a king: defeated', cards: ['7S', '7H'], target: 'KD', field: ['KD'], points: [], discard: ['7S', '7H'], fallen: 'KD' },
    { name: 'a pair at a jack: under its rank, no effect', cards: ['7S', '7H'], target: 'JD', field: ['JD'], points: [], discard: ['7S', '7H'], standing: 'JD' },
    { name: 'a trio at a jack: defeated', cards: ['2S', '5S', '9S'], target: 'JD', field: ['JD/'], points: [], discard: ['2S', '5S', '9S'], fallen: 'JD' },
  ])('$name', ({ cards, target, field, points, discard, fallen, standing }) => {
    const state = position({ hands: [[...cards, 'KC'], ['3C']], fields: [[], field] });
    play(state, { type: 'arrows', cards, target }, Y);
    expect(state.scores[0]!.points).toEqual(points);
    expect(state.discard).toEqual(discard);
    if (fallen) expect(pose(state, 1, fallen)).toBe('sideways');
    if (standing) expect(pose(state, 1, standing)).not.toBe('sideways');
    expect(state.stage).toBe('turn');
  });

  it.each([
    { name: 'a single card', cards: ['7S'], target: 'player', reason: 'Arrows are a pair, a trio or a quartet of number cards.' },
    { name: 'no shared suit or number', cards: ['7S', '8H'], target: 'player', reason: 'Arrows must all share a suit or all share a number.' },
    { name: 'a royal among them', cards: ['7S', 'KS'], target: 'player', reason: 'Arrows are number cards only (ace to ten).' },
    { name: 'a card not held', cards: ['7S', '7D'], target: 'player', reason: 'The 7♦ is not in your hand.' },
    { name: 'the player while a royal stands', cards: ['7S', '7H'], target: 'player', field: ['QD/'], reason: 'Royals stand on the other field: they must be the target, not the player.' },
    { name: 'a defeated royal', cards: ['7S', '7H'], target: 'QD', field: ['QD-', 'KC'], reason: 'That royal is defeated already: only upright or diagonal royals can be attacked.' },
  ])('refused: $name', ({ cards, target, field, reason }) => {
    const state = position({ hands: [['7S', '7H', '8H', 'KS'], []], fields: [[], field ?? []] });
    expect(refusal(state, { type: 'arrows', cards, target })).toBe(reason);
  });

  it('may fire at a royal during the Cold War', () => {
    const state = position({ hands: [['7S', '7H'], []], fields: [[], ['KD/']], hadRoyal: [false, true] });
    play(state, { type: 'arrows', cards: ['7S', '7H'], target: 'KD' }, Y);
    expect(pose(state, 1, 'KD')).toBe('sideways');
  });
});

describe('direct attacks past jokers and defeated royals', () => {
  it.each([
    { name: 'only jokers stand', field: ['JK1', 'JK2'] },
    { name: 'only defeated royals stand', field: ['QD-', 'JC-:5H'] },
    { name: 'a joker and a defeated royal', field: ['JK1', 'KD-'] },
  ])('the player is the target when $name', ({ field }) => {
    const state = position({ hands: [['7S', '7H'], []], fields: [[], field] });
    expect(royals.legalActions(state, 0).filter((a) => a.type === 'arrows').map((a) => (a as { target: string }).target)).toEqual(['player']);
    play(state, { type: 'arrows', cards: ['7S', '7H'], target: 'player' }, Y);
    expect(state.scores[0]!.points).toEqual(['7S', '7H']);
  });
});

describe('attacking with a royal', () => {
  it.each([
    { royal: 'KS', card: '7H', damage: 7 },
    { royal: 'QS', card: '7H', damage: 3 },
    { royal: 'JS', card: '7H', damage: 2 },
    { royal: 'JS', card: '9H', damage: 3 },
    { royal: 'QS', card: 'AH', damage: 0 },
  ])('the $royal with the $card deals $damage to the player', ({ royal, card, damage }) => {
    const state = position({ hands: [[card], []], fields: [[royal], []] });
    play(state, { type: 'royal-attack', royal, card, target: 'player' });
    expect(state.attack!.damage).toBe(damage);
    play(state, Y);
    // Damage to the player puts the card under the royal; no damage, the discard pile.
    expect(state.fields[0]![0]!.under).toEqual(damage ? [card] : []);
    expect(state.discard).toEqual(damage ? [] : [card]);
    expect(pose(state, 0, royal)).toBe('diagonal');
  });

  it.each([
    { royal: 'QS', card: '6H', target: 'JD', defeated: true },
    { royal: 'QS', card: '5H', target: 'JD', defeated: false },
    { royal: 'JS', card: '3H', target: 'KD', defeated: true },
    { royal: 'JS', card: '2H', target: 'KD', defeated: false },
  ])('the $royal with the $card against the $target: defeated $defeated, the card discarded', ({ royal, card, target, defeated }) => {
    const state = position({ hands: [[card], []], fields: [[royal], [target]] });
    play(state, { type: 'royal-attack', royal, card, target }, Y);
    expect(pose(state, 1, target) === 'sideways').toBe(defeated);
    expect(state.discard).toEqual([card]);
  });

  it.each([
    { name: 'in the Cold War', fields: [['KS'], []], hadRoyal: [true, false], reason: 'It is the Cold War: until both players have had a royal on the field, only arrows may attack.' },
    { name: 'while diagonal', fields: [['KS/'], []], reason: 'The K♠ is turned diagonally: it cannot attack until your next turn.' },
    { name: 'while defeated', fields: [['KS-'], []], reason: 'The K♠ is defeated: revive it before it can attack.' },
    { name: 'with a royal card', fields: [['KS'], []], card: 'QH', reason: 'The Q♥ is not a number card: attacks take an ace or a card from 2 to 10.' },
  ])('refused $name', ({ fields, hadRoyal, card, reason }) => {
    const state = position({ hands: [['7H', 'QH'], []], fields, hadRoyal });
    expect(refusal(state, { type: 'royal-attack', royal: 'KS', card: card ?? '7H', target: 'player' })).toBe(reason);
  });

  it('a royal rights itself at the start of its next turn', () => {
    const state = position({ hands: [['7H'], []], fields: [['KS'], []] });
    play(state, { type: 'royal-attack', royal: 'KS', card: '7H', target: 'player' }, Y, { type: 'end-turn' });
    expect(pose(state, 0, 'KS')).toBe('diagonal');
    play(state, { type: 'end-turn' });
    expect(pose(state, 0, 'KS')).toBe('upright');
  });
});

describe('jokers', () => {
  it('may not attack on the turn it is revealed, nor in the Cold War', () => {
    const state = position({ hands: [['JK1', '5H'], []], fields: [['JK2'], []], hadRoyal: [false, false] });
    play(state, { type: 'reveal', joker: 'JK1' });
    expect(refusal(state, { type: 'joker-attack', joker: 'JK1', card: '5H', target: 'player' })).toBe('It is the Cold War: until both players have had a royal on the field, only arrows may attack.');
    state.hadRoyal = [true, true];
    expect(refusal(state, { type: 'joker-attack', joker: 'JK1', card: '5H', target: 'player' })).toBe('A joker may not attack on the turn it is revealed.');
    expect(refusal(state, { type: 'joker-attack', joker: 'JK2', card: '5H', target: 'player' })).toBeNull();
  });

  it('a third joker has no spot', () => {
    const state = position({ hands: [['JK3', '5H'], []], fields: [['JK1', 'JK2'], []], options: { decks: 'two' } });
    expect(refusal(state, { type: 'reveal', joker: 'JK3' })).toBe('Your field already holds two jokers.');
  });

  it('at the player: double damage, the joker and its card scored together', () => {
    const state = position({ hands: [['5H'], []], fields: [['JK1'], []] });
    play(state, { type: 'joker-attack', joker: 'JK1', card: '5H', target: 'player' });
    expect(state.attack!.damage).toBe(10);
    play(state, Y);
    expect(state.scores[0]!.groups).toEqual([{ head: 'JK1', cards: ['5H'] }]);
    expect(state.fields[0]).toEqual([]);
  });

  it.each([
    { card: 'AH', target: 'JD', defeated: false },
    { card: '2H', target: 'JD', defeated: true },
    { card: 'AH', target: 'QD', defeated: true },
  ])('at a single royal with the $card: the $target defeated $defeated, joker and card discarded', ({ card, target, defeated }) => {
    const state = position({ hands: [[card], []], fields: [['JK1'], [target]] });
    play(state, { type: 'joker-attack', joker: 'JK1', card, target }, Y);
    expect(pose(state, 1, target) === 'sideways').toBe(defeated);
    expect(state.discard).toEqual([card, 'JK1']);
    expect(state.fields[0]).toEqual([]);
  });

  it.each([
    { name: 'card equal to the combined rank', field: ['JD', 'QC'], card: '5H', wiped: true },
    { name: 'card below the combined rank', field: ['JD', 'QC', 'KS'], card: '4H', wiped: true },
    { name: 'card above the combined rank', field: ['JD', 'QC'], card: '6H', wiped: false },
    { name: 'defeated royals do not count', field: ['JD', 'QC-'], card: '5H', wiped: false },
  ])('Wipe The Floor as written, $name', ({ field, card, wiped }) => {
    const state = position({ hands: [[card], []], fields: [['JK1'], field] });
    play(state, { type: 'wipe', joker: 'JK1', card }, Y);
    expect(state.fields[1]!.every((entry) => entry.pose === 'sideways')).toBe(wiped);
    expect(state.discard).toEqual([card, 'JK1']);
  });

  it.each([
    { card: '3H', wiped: true },
    { card: '2H', wiped: false },
  ])('Wipe The Floor by damage: twice the $card against combined rank 5, wiped $wiped', ({ card, wiped }) => {
    const state = position({ hands: [[card], []], fields: [['JK1'], ['JD', 'QC']], options: { wipe: 'damage' } });
    play(state, { type: 'wipe', joker: 'JK1', card }, Y);
    expect(state.fields[1]!.every((entry) => entry.pose === 'sideways')).toBe(wiped);
  });

  it('cannot wipe an empty floor', () => {
    const state = position({ hands: [['3H'], []], fields: [['JK1'], ['QD-']] });
    expect(refusal(state, { type: 'wipe', joker: 'JK1', card: '3H' })).toBe('No royal stands on the other field to wipe away.');
  });
});

describe('block windows', () => {
  const attack: RoyalsAction = { type: 'royal-attack', royal: 'KS', card: '9H', target: 'player' };
  it.each([
    { name: 'let through', aces: [[], []], answers: [Y], through: true, discard: [] },
    { name: 'block, accepted', aces: [[], ['AC']], answers: [ace('AC'), Y], through: false, discard: ['AC', '9H'] },
    { name: 'block, counter-block, let through', aces: [['AD'], ['AC']], answers: [ace('AC'), ace('AD'), Y], through: true, discard: ['AC', 'AD'] },
    {
      name: 'block, counter-block, block again, accepted',
      aces: [['AD'], ['AC', 'AH']],
      answers: [ace('AC'), ace('AD'), ace('AH'), Y],
      through: false,
      discard: ['AC', 'AD', 'AH', '9H'],
    },
    {
      name: 'all four aces',
      aces: [['AD', 'AS'], ['AC', 'AH']],
      answers: [ace('AC'), ace('AD'), ace('AH'), ace('AS'), Y],
      through: true,
      discard: ['AC', 'AD', 'AH', 'AS'],
    },
  ])('$name', ({ aces, answers, through, discard }) => {
    const state = position({ hands: [['9H', ...aces[0]!], aces[1]!], fields: [['KS'], []] });
    play(state, attack);
    const responders: number[] = [];
    for (const answer of answers) {
      responders.push(royals.activeSeats(state)[0]!);
      play(state, answer);
    }
    // The defender answers first, then the two alternate.
    expect(responders).toEqual(answers.map((_, i) => (i % 2 === 0 ? 1 : 0)));
    expect(state.fields[0]![0]!.under).toEqual(through ? ['9H'] : []);
    expect(state.discard).toEqual(discard);
    expect(pose(state, 0, 'KS')).toBe('diagonal');
    expect(state.stage).toBe('turn');
  });

  it('a blocked joker survives and its card is discarded', () => {
    const state = position({ hands: [['9H'], ['AC']], fields: [['JK1'], []] });
    play(state, { type: 'joker-attack', joker: 'JK1', card: '9H', target: 'player' }, ace('AC'), Y);
    expect(state.fields[0]).toEqual([{ card: 'JK1', pose: 'upright', under: [] }]);
    expect(state.discard).toEqual(['AC', '9H']);
    expect(state.scores[0]!.groups).toEqual([]);
  });

  it('a blocked wipe keeps the joker and the royals', () => {
    const state = position({ hands: [['2H'], ['AC']], fields: [['JK1'], ['JD']] });
    play(state, { type: 'wipe', joker: 'JK1', card: '2H' }, ace('AC'), Y);
    expect(pose(state, 1, 'JD')).toBe('upright');
    expect(state.fields[0]!.map((entry) => entry.card)).toEqual(['JK1']);
  });

  it.each([
    { name: 'a turn action', action: { type: 'end-turn' } as RoyalsAction, seat: 1, reason: 'An attack waits for an answer first: block it with an ace, or let it through.' },
    { name: 'the attacker before the defender', action: ace('AD'), seat: 0, reason: 'The other player must answer the attack first.' },
    { name: 'a card that is no ace', action: ace('9C'), seat: 1, reason: 'Only an ace can block.' },
  ])('refuses $name', ({ action, seat, reason }) => {
    const state = position({ hands: [['9H', 'AD'], ['AC', '9C']], fields: [['KS'], []] });
    play(state, attack);
    expect(royals.illegalReason(state, seat, action)).toBe(reason);
  });

  it('the attacker may not go on while the window is open', () => {
    const state = position({ hands: [['9H', '8H'], ['AC']], fields: [['KS'], []] });
    play(state, { type: 'arrows', cards: ['9H', '8H'], target: 'player' }, ace('AC'));
    expect(royals.illegalReason(state, 0, { type: 'end-turn' })).toBe('An attack waits for an answer first: block it with an ace, or let it through.');
    expect(royals.legalActions(state, 0)).toEqual([{ type: 'yield' }]);
  });
});

describe('Jackrifice', () => {
  it.each([
    { name: 'a queen, one jack standing', field: ['QD', 'JC'], target: 'QD', fallers: ['QD', 'JC'], choice: 'JC' },
    { name: 'a queen, the defender keeps the queen out of it', field: ['QD', 'JC/'], target: 'QD', fallers: ['QD', 'JC'], choice: 'QD' },
    { name: 'a jack, another jack chosen', field: ['JD', 'JC', 'KS'], target: 'JD', fallers: ['JD', 'JC'], choice: 'JC' },
    { name: 'two jacks to choose from', field: ['KD', 'JC', 'JH'], target: 'KD', fallers: ['KD', 'JC', 'JH'], choice: 'JH' },
  ])('$name', ({ field, target, fallers, choice }) => {
    const state = position({ hands: [['9H', '9S', '9C'], []], fields: [[], field] });
    play(state, { type: 'arrows', cards: ['9H', '9S', '9C'], target }, Y);
    expect(state.stage).toBe('fall');
    expect(royals.activeSeats(state)).toEqual([1]);
    expect(royals.legalActions(state, 1)).toEqual(fallers.map((royal) => ({ type: 'fall', royal })));
    play(state, { type: 'fall', royal: choice });
    expect(state.fields[1]!.filter((entry) => entry.pose === 'sideways').map((entry) => entry.card)).toEqual([choice]);
    expect(state.discard).toEqual(['9H', '9S', '9C']);
  });

  it.each([
    { name: 'the attack is too weak', field: ['JD', 'JC'], cards: ['9H', '9S'], target: 'JD' },
    { name: 'a defeated jack cannot take the fall', field: ['QD', 'JC-'], cards: ['9H', '9S'], target: 'QD' },
  ])('no choice when $name', ({ field, cards, target }) => {
    const state = position({ hands: [cards, []], fields: [[], field] });
    play(state, { type: 'arrows', cards, target }, Y);
    expect(state.stage).toBe('turn');
  });

  it('refuses a royal that is not a jack', () => {
    const state = position({ hands: [['9H', '9S', '9C'], []], fields: [[], ['QD', 'JC', 'KH']] });
    play(state, { type: 'arrows', cards: ['9H', '9S', '9C'], target: 'QD' }, Y);
    expect(refusal(state, { type: 'fall', royal: 'KH' })).toBe('Choose the Q♦ or one of your standing jacks to take the fall.');
  });
});
