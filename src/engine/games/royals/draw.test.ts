import { describe, expect, it } from 'vitest';
import { play, position } from './test-position';

const END = { type: 'end-turn' } as const;

describe('drawing back up to five', () => {
  it('at the end of the turn, the hand is filled from the top of the deck', () => {
    const state = position({ hands: [['2H', '3H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D', '9D'] });
    play(state, { type: 'discard', cards: ['2H'] }, END);
    expect(state.hands[0]!.slice(0, 4)).toEqual(['3H', '7D', '8D', '9D']);
    expect(state.hands[0]).toHaveLength(5);
  });

  it('a seat that spent aces on the other turn draws back up before its next turn', () => {
    const state = position({ hands: [['9H', '9S', '2C', '3C', '4C'], ['AC', 'AD', '2D', '3D', '4D']], deck: ['5S', '6S', '7S', '8S', '10S', 'JS'] });
    play(state, { type: 'arrows', cards: ['9H', '9S'], target: 'player' }, { type: 'ace', card: 'AC' }, { type: 'yield' });
    expect(state.hands[1]).toHaveLength(4);
    play(state, END);
    // Seat 1 refilled first (the end-of-turn draw of seat 1 takes 5S, 6S), then seat 2 before its turn.
    expect(state.hands[0]).toEqual(['2C', '3C', '4C', '5S', '6S']);
    expect(state.hands[1]).toEqual(['AD', '2D', '3D', '4D', '7S']);
  });

  it('under the start-of-turn option, a hand is filled only as its turn begins', () => {
    const state = position({ hands: [['2H', '3H'], ['2C']], deck: ['7D', '8D', '9D', '10D'], options: { refill: 'start-of-turn' } });
    play(state, END);
    expect(state.hands[0]).toEqual(['2H', '3H']);
    expect(state.hands[1]).toEqual(['2C', '7D', '8D', '9D', '10D']);
  });
});

describe('reshuffles', () => {
  it('the deck running out in the middle of a draw is replaced by the shuffled discard pile, and the draw goes on', () => {
    const state = position({ hands: [['2H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true });
    const discarded = state.discard.length;
    play(state, END);
    expect(state.reshuffles).toBe(1);
    expect(state.hands[0]!.slice(0, 3)).toEqual(['2H', '7D', '8D']);
    expect(state.hands[0]).toHaveLength(5);
    expect(state.deck).toHaveLength(discarded - 2);
    expect(state.discard).toEqual([]);
  });

  it('the reshuffle happens the moment the last card is drawn, even when no more is wanted', () => {
    const state = position({ hands: [['2H', '3H', '4H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true });
    play(state, END);
    expect(state.reshuffles).toBe(1);
    expect(state.discard).toEqual([]);
  });

  it('the third reshuffle makes the deck the last one under the limit', () => {
    const state = position({ hands: [['2H', '3H', '4H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true, reshuffles: 2 });
    play(state, END);
    expect(state.reshuffles).toBe(3);
    expect(state.lastReshuffle).toBe(true);
  });

  it('without the limit the reshuffles go on', () => {
    const state = position({ hands: [['2H', '3H', '4H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true, reshuffles: 5, options: { reshuffleLimit: false } });
    play(state, END);
    expect(state.reshuffles).toBe(6);
    expect(state.lastReshuffle).toBe(false);
  });
});

describe('the Last Round', () => {
  it('the last card drawn at the end of a turn: the other player, then the drawer, take a final turn', () => {
    const state = position({ hands: [['2H', '3H', '4H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true, lastReshuffle: true });
    play(state, END);
    expect(state.phase).toBe('last-round');
    expect(state.finalTurns).toEqual([1, 0]);
    expect(state.seat).toBe(1);
    play(state, { type: 'discard', cards: ['2C'] }, END);
    // No more cards are drawn in the Last Round.
    expect(state.hands[1]).toHaveLength(4);
    expect(state.seat).toBe(0);
    expect(state.stage).toBe('turn');
    play(state, END);
    expect(state.stage).toBe('over');
    expect(state.result).not.toBeNull();
  });

  it('the last card drawn at the start of a turn: that turn is the drawer’s final one', () => {
    const state = position({ hands: [['9H', '9S', '2C', '3C', '4C'], ['AC', '2D', '3D', '4D', '5D']], deck: ['5S', '6S', '7S'], restToDiscard: true, lastReshuffle: true });
    play(state, { type: 'arrows', cards: ['9H', '9S'], target: 'player' }, { type: 'ace', card: 'AC' }, { type: 'yield' }, END);
    // Seat 1 draws two, seat 2 draws the last card before its turn.
    expect(state.phase).toBe('last-round');
    expect(state.finalTurns).toEqual([1, 0]);
    play(state, END);
    expect(state.seat).toBe(0);
    play(state, END);
    expect(state.stage).toBe('over');
  });

  it('a deck that runs out with nothing to reshuffle begins the Last Round', () => {
    const state = position({ hands: [['2H', '3H', '4H'], ['2C', '3C', '4C', '5C', '6C']], deck: ['7D', '8D'], restToDiscard: true });
    // Every other card is out of play in a score pile.
    state.scores[0]!.points = state.discard.splice(0);
    play(state, END);
    expect(state.phase).toBe('last-round');
    expect(state.reshuffles).toBe(0);
    expect(state.finalTurns).toEqual([1, 0]);
  });
});
