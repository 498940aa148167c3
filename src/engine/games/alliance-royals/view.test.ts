import { describe, expect, it } from 'vitest';
import { act, throughGifts } from './test-play';
import { kingsTable } from './test-position';
import { viewOf } from './view';

describe('what each seat knows of the gifts exchanged', () => {
  /** Seat 2 attacks: it gives its ally (seat 4) the 2♣ and receives the 5♣. */
  function afterGifts() {
    const state = kingsTable();
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
