import { describe, expect, it } from 'vitest';
import { royals } from './index';
import { play, pose, position, refusal } from './test-position';

describe('recruiting and the Cold War', () => {
  it('a recruit stands diagonally; the Cold War ends once both players have had a royal', () => {
    const state = position({ hands: [['QH'], []], hadRoyal: [false, true] });
    expect(state.phase).toBe('cold-war');
    play(state, { type: 'recruit', card: 'QH' });
    expect(pose(state, 0, 'QH')).toBe('diagonal');
    expect(state.phase).toBe('battle');
  });

  it('the Cold War lasts while one player has never had a royal', () => {
    const state = position({ hands: [['QH'], []], hadRoyal: [false, false] });
    play(state, { type: 'recruit', card: 'QH' });
    expect(state.phase).toBe('cold-war');
  });

  it('a royal defeated since still counts as having been on the field', () => {
    const state = position({ hands: [['QH', '9H', '9S', '9C'], ['JD']], hadRoyal: [false, false] });
    play(state, { type: 'recruit', card: 'QH' }, { type: 'end-turn' }, { type: 'recruit', card: 'JD' });
    expect(state.phase).toBe('battle');
  });

  it.each([
    { name: 'a number card', hand: ['9H'], field: [], card: '9H', reason: 'Only a jack, queen or king can be recruited.' },
    { name: 'a fourth royal', hand: ['QH'], field: ['KS', 'JC', 'QD-'], card: 'QH', reason: 'All three royal spots on your field are taken (a defeated royal keeps its spot until it is buried).' },
    { name: 'a card not held', hand: [], field: [], card: 'QH', reason: 'The Q♥ is not in your hand.' },
  ])('refuses $name', ({ hand, field, card, reason }) => {
    const state = position({ hands: [hand, []], fields: [field, []] });
    expect(refusal(state, { type: 'recruit', card })).toBe(reason);
  });

  it('jokers do not take royal spots', () => {
    const state = position({ hands: [['QH'], []], fields: [['KS', 'JC', 'QD', 'JK1', 'JK2'], []] });
    expect(refusal(state, { type: 'recruit', card: 'QH' })).toBe('All three royal spots on your field are taken (a defeated royal keeps its spot until it is buried).');
    state.fields[0] = state.fields[0]!.filter((entry) => entry.card !== 'KS');
    expect(refusal(state, { type: 'recruit', card: 'QH' })).toBeNull();
  });
});

describe('discarding', () => {
  it('any number of cards, up to the whole hand', () => {
    const state = position({ hands: [['2H', '3H', '4H', '5H', '6H'], []] });
    expect(royals.legalActions(state, 0).filter((a) => a.type === 'discard')).toHaveLength(31);
    play(state, { type: 'discard', cards: ['2H', '3H', '4H', '5H', '6H'] });
    expect(state.hands[0]).toEqual([]);
    expect(state.discard).toEqual(['2H', '3H', '4H', '5H', '6H']);
  });

  it.each([
    { cards: [], reason: 'Choose at least one card to discard.' },
    { cards: ['2H', '2H'], reason: 'Each card can be discarded only once.' },
    { cards: ['7C'], reason: 'The 7♣ is not in your hand.' },
  ])('refuses $cards', ({ cards, reason }) => {
    const state = position({ hands: [['2H'], []] });
    expect(refusal(state, { type: 'discard', cards })).toBe(reason);
  });
});

describe('revive versus bury', () => {
  it('revive: the tribute goes to the other score pile and the royal may attack this turn', () => {
    const state = position({ hands: [['5H', '8D'], []], fields: [['QH-:6C'], []] });
    play(state, { type: 'revive', royal: 'QH', card: '5H' });
    expect(state.scores[1]!.points).toEqual(['5H']);
    expect(pose(state, 0, 'QH')).toBe('upright');
    expect(state.fields[0]![0]!.under).toEqual(['6C']);
    play(state, { type: 'royal-attack', royal: 'QH', card: '8D', target: 'player' }, { type: 'yield' });
    expect(state.fields[0]![0]!.under).toEqual(['6C', '8D']);
  });

  it.each([
    { card: '5C', reason: 'The tribute for the Q♥ must be a card of its suit.' },
    { card: 'JK1', reason: 'The tribute for the Q♥ must be a card of its suit.' },
    { card: '9H', reason: 'The 9♥ is not in your hand.' },
  ])('refuses the tribute $card', ({ card, reason }) => {
    const state = position({ hands: [['5C', 'JK1', 'KH'], []], fields: [['QH-'], []] });
    expect(refusal(state, { type: 'revive', royal: 'QH', card })).toBe(reason);
  });

  it('any card of the suit is tribute, a royal of it too', () => {
    const state = position({ hands: [['KH'], []], fields: [['QH-'], []] });
    expect(refusal(state, { type: 'revive', royal: 'QH', card: 'KH' })).toBeNull();
  });

  it('only a defeated royal can be revived or buried', () => {
    const state = position({ hands: [['5H'], []], fields: [['QH'], []] });
    expect(refusal(state, { type: 'revive', royal: 'QH', card: '5H' })).toBe('The Q♥ has not been defeated.');
    expect(refusal(state, { type: 'bury', royal: 'QH' })).toBe('The Q♥ has not been defeated.');
  });

  it.each([
    { name: 'with no cards under it: discarded', field: 'KS-', discard: ['KS'], groups: [] },
    { name: 'with cards under it: scored with them', field: 'KS-:7H,3C', discard: [], groups: [{ head: 'KS', cards: ['7H', '3C'] }] },
  ])('bury $name', ({ field, discard, groups }) => {
    const state = position({ hands: [[], []], fields: [[field], []] });
    play(state, { type: 'bury', royal: 'KS' });
    expect(state.fields[0]).toEqual([]);
    expect(state.discard).toEqual(discard);
    expect(state.scores[0]!.groups).toEqual(groups);
  });

  it('a royal not revived is buried when the turn ends', () => {
    const state = position({ hands: [['2C', '3C', '4C', '5C', '6C'], []], fields: [['KS-:7H', 'QD'], []] });
    play(state, { type: 'end-turn' });
    expect(state.fields[0]!.map((entry) => entry.card)).toEqual(['QD']);
    expect(state.scores[0]!.groups).toEqual([{ head: 'KS', cards: ['7H'] }]);
  });

  it('a royal defeated on the other turn waits for its owner', () => {
    const state = position({ hands: [['9H', '9S'], ['5H']], fields: [[], ['KH']] });
    play(state, { type: 'arrows', cards: ['9H', '9S'], target: 'KH' }, { type: 'yield' }, { type: 'end-turn' });
    expect(pose(state, 1, 'KH')).toBe('sideways');
    expect(royals.legalActions(state, 1)).toContainEqual({ type: 'revive', royal: 'KH', card: '5H' });
  });
});

describe('last reshuffle calls', () => {
  it('may be called once, by the seat to play', () => {
    const state = position({ hands: [[], []] });
    play(state, { type: 'last-reshuffle' });
    expect(state.lastReshuffle).toBe(true);
    expect(state.lastReshuffleBy).toBe(0);
    expect(refusal(state, { type: 'last-reshuffle' })).toBe('The Last Reshuffle has been called already.');
  });

  it('is in effect by itself once the limit is reached', () => {
    const state = position({ hands: [[], []], reshuffles: 3, lastReshuffle: true });
    expect(refusal(state, { type: 'last-reshuffle' })).toBe('The reshuffle limit is reached: the deck in play is the last one already.');
  });
});
