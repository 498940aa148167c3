import { describe, expect, it } from 'vitest';
import { battleWinner } from './flow';
import { act, battle, drawAll, refusal, throughGifts } from './test-play';
import { table } from './test-position';

// "The highest card in suit wins. In a tie the winner is the first played. A Sneak (2) in suit wins if an Ace is also played in suit."
describe('who wins a battle', () => {
  it.each([
    { name: 'the highest card of the led suit', plays: ['9H', 'KH', 'AS', '10H'], winner: 1 },
    { name: 'a higher card of another suit does not win', plays: ['9H', 'AS', 'AD', '2C'], winner: 0 },
    { name: 'a tie goes to the first played', plays: ['QH', 'QH/2', 'JH', '9H'], winner: 0 },
    { name: 'the Sneak beats an ace of its suit', plays: ['AH', '5H', '2H', 'KH'], winner: 2 },
    { name: 'the Sneak loses without an ace in suit', plays: ['2H', '3H', 'AS', '9C'], winner: 1 },
    { name: 'a Sneak of another suit does not beat the ace', plays: ['AH', '2S', 'KH', '9H'], winner: 0 },
  ])('$name', ({ plays, winner }) => {
    expect(battleWinner(plays.map((card, seat) => ({ seat, card }))).seat).toBe(winner);
  });
});

describe('the turn in order', () => {
  const start = () =>
    table({
      hands: [['9H', 'KS'], ['10S', '4C'], ['JD', 'QC'], ['AH', '3S']],
      stack: ['5H', '6S', '7D', '8C', '9D', '10C', '10D'],
      discard: ['2D'],
    });

  // "Attacker draws one card, followed by each player clockwise. Attacker then draws a second card."
  it('draws go attacker, each player clockwise, then the attacker again', () => {
    const state = start();
    const order: number[] = [];
    while (state.phase === 'draw') {
      order.push(state.queue[0]!);
      act(state, state.queue[0]!, { type: 'draw', from: 'stack' });
    }
    expect(order).toEqual([0, 1, 2, 3, 0]);
    expect(state.hands[0]).toEqual(['9H', 'KS', '5H', '9D']);
    expect(state.phase).toBe('gift');
  });

  it('the discard top may be drawn only by a player of its house', () => {
    const state = start();
    expect(refusal(state, 0, { type: 'draw', from: 'discard' })).toBe('The top of the discard pile, 2♦, is not of your home house (hearts).');
    act(state, 0, { type: 'draw', from: 'stack' });
    act(state, 1, { type: 'draw', from: 'stack' });
    act(state, 2, { type: 'draw', from: 'discard' });
    expect(state.hands[2]).toContain('2D');
  });

  // "Attacker and Ally pass one card to each other from their hands."
  it('the gift exchange is secret until both have chosen, then the cards swap', () => {
    const state = drawAll(start());
    expect(refusal(state, 1, { type: 'gift', card: '10S' })).toBe('Only the attacker and their ally exchange gifts.');
    act(state, 2, { type: 'gift', card: 'QC' });
    expect(state.hands[0]).not.toContain('QC');
    expect(refusal(state, 2, { type: 'gift', card: 'JD' })).toBe('You have chosen your gift; wait for your ally.');
    act(state, 0, { type: 'gift', card: 'KS' });
    expect(state.hands[0]).toContain('QC');
    expect(state.hands[2]).toContain('KS');
    expect(state.phase).toBe('battle');
  });

  // "If you start a Battle before your Gift Exchange ..." — the table enforces the order instead.
  it('no battle card and no meld before the gift exchange', () => {
    const state = drawAll(start());
    expect(refusal(state, 0, { type: 'play', card: '9H' })).toBe('Seat 1 and Seat 3 are choosing their gifts.');
  });

  // "playing in suit if possible"
  it('players must follow suit when they can', () => {
    const state = throughGifts(start(), 'KS', 'QC');
    act(state, 0, { type: 'play', card: '9H' });
    act(state, 1, { type: 'play', card: '6S' });
    act(state, 2, { type: 'play', card: 'KS' });
    expect(refusal(state, 3, { type: 'play', card: '3S' })).toBe('You must follow suit: 9♥ was led and you hold hearts.');
    act(state, 3, { type: 'play', card: 'AH' });
    expect(state.victor).toBe(3);
    expect(state.queue).toEqual([3, 1]);
  });

  // "Victor chooses one of the cards played, and their Ally chooses another ... The remaining two cards are placed face-down in a Dead Pile"
  it('the victor then the ally take spoils; the rest go to the dead pile', () => {
    const state = battle(throughGifts(start(), 'KS', 'QC'), { 0: '9H', 1: '6S', 2: 'KS', 3: 'AH' });
    expect(refusal(state, 1, { type: 'spoil', card: 'KS' })).toBe('Now Seat 4 takes a card from the battle.');
    act(state, 3, { type: 'spoil', card: 'KS' });
    expect(refusal(state, 1, { type: 'spoil', card: 'KS' })).toBe('K♠ has already been taken.');
    act(state, 1, { type: 'spoil', card: 'AH' });
    expect(state.spoils[3]).toEqual(['KS']);
    expect(state.spoils[1]).toEqual(['AH']);
    expect([...state.dead].sort()).toEqual(['6S', '9H']);
    expect(state.phase).toBe('play');
  });

  // "Attacker discards one card from their hand to the top of the Discard Pile" and the next player becomes Attacker.
  it('the discard ends the turn and the next player clockwise attacks', () => {
    const state = battle(throughGifts(start(), 'KS', 'QC'), { 0: '9H', 1: '6S', 2: 'KS', 3: 'AH' });
    act(state, 3, { type: 'spoil', card: 'KS' });
    act(state, 1, { type: 'spoil', card: 'AH' });
    act(state, 0, { type: 'discard', card: '5H' });
    expect(state.discard[state.discard.length - 1]).toBe('5H');
    expect(state.attacker).toBe(1);
    expect(state.phase).toBe('draw');
    expect(state.queue).toEqual([1, 2, 3, 0, 1]);
  });
});
