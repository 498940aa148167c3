import { describe, expect, it } from 'vitest';
import { act, throughGifts } from './test-play';
import { table } from './test-position';
import { viewOf } from './view';

describe('what each seat knows of the gifts exchanged', () => {
  /** Seat 2 attacks: it gives its ally (seat 4) the 2♣ and receives the 5♣. */
  function afterGifts() {
    const state = table({
      attacker: 1,
      hands: [
        ['KD', '2H', '3H', '4H', '5H', '6H', '7H', '8H'],
        ['KD/2', 'KC', 'KH', 'KS', 'KH/3', 'KC/3', '9S', '2C', '3C', '4C'],
        ['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D'],
        ['KD/3', 'KS/2', 'KH/2', 'KC/2', '9C', '5C', '6C', '7C'],
      ],
      spoils: [[], ['JS'], [], ['JC']],
      stack: ['10H', '10H/2', '10H/3', '10D', '10D/2', '10D/3', '10S', '10S/2', '10S/3', '10C', '10C/2', '10C/3', 'AH', 'AH/2', 'AH/3', 'AD', 'AD/2', 'AD/3'],
      restDead: true,
    });
    return throughGifts(state, '2C', '5C');
  }

  it.each([
    { seat: 1, given: ['2C'], received: '5C' },
    { seat: 3, given: ['5C'], received: '2C' },
    { seat: 0, given: [], received: null },
    { seat: 2, given: [], received: null },
  ])('seat $seat gave $given and received $received', ({ seat, given, received }) => {
    const view = viewOf(afterGifts(), seat);
    expect(view.giftsGiven).toEqual(given);
    expect(view.giftReceived).toEqual(received);
  });

  it('a teacher, who has no hand, received nothing', () => {
    expect(viewOf(afterGifts(), 'all').giftReceived).toBeNull();
  });

  it('the gift received is told no longer once it leaves the hand', () => {
    const state = afterGifts();
    act(state, 1, { type: 'play', card: '5C' });
    expect(viewOf(state, 1).giftReceived).toBeNull();
  });
});
