import { describe, expect, it } from 'vitest';
import { marriagesOf, privilegesOf } from './royals';
import { boardPoints } from './score';
import { act, battle, refusal, throughGifts } from './test-play';
import { table } from './test-position';
import { legalActions } from './legal';

// Seat 1 is hearts, seat 2 spades, seat 3 diamonds, seat 4 clubs; seat 1 attacks.
const STACK = ['5C', '6C', '7C', '8C', '3C', '4C', '2C', '5S', '6S', '7S'];

describe('melding', () => {
  const withRoyal = (hand: string[], extra: { spoils?: string[]; meld?: string[] } = {}) =>
    table({
      hands: [hand, ['QS'], ['KD'], ['9S']],
      spoils: [['JH', ...(extra.spoils ?? [])], [], [], []],
      meld: [extra.meld ?? [], [], [], []],
      stack: STACK,
    });

  // "If a player has at least one Royal present in Spoils before their turn begins ... they may meld matches of three or more"
  it.each([
    { name: 'three tens from hand', hand: ['10S', '10D', '10C', '9H'], meld: ['10S', '10D', '10C'], reason: null },
    { name: 'two tens with one in Spoils', hand: ['10S', '10D', '9H'], spoils: ['10C'], meld: ['10S', '10D'], reason: null },
    { name: 'one ten added to a meld of two and a royal in Spoils', hand: ['JS', '9H'], meld: ['JD', 'JC'], cards: ['JS'], reason: null },
    { name: 'two tens alone', hand: ['10S', '10D', '9H'], meld: ['10S', '10D'], reason: 'A meld needs three or more of a rank: with your Meld and Spoils that would be 2.' },
    { name: 'mixed ranks', hand: ['10S', '10D', '9C', '9H'], meld: ['10S', '10D', '9C'], reason: 'A meld is made of cards of one rank.' },
    { name: 'a royal of one’s own house', hand: ['KH', 'KS', 'KD/2', '9H'], meld: ['KH', 'KS', 'KD/2'], reason: 'K♥ is one of your royals: royals may not be melded.' },
    { name: 'other suits’ face cards from hand', hand: ['KC', 'KS', 'KD/2', '9H'], meld: ['KC', 'KS', 'KD/2'], reason: null },
  ])('$name', ({ hand, spoils, meld, cards, reason }) => {
    const state = withRoyal(hand, { spoils, meld: cards ? meld : [] });
    throughGifts(state, '9H', 'KD');
    expect(refusal(state, 0, { type: 'meld', cards: cards ?? meld })).toBe(reason);
    if (reason === null) {
      act(state, 0, { type: 'meld', cards: cards ?? meld });
      for (const card of cards ?? meld) expect(state.meld[0]).toContain(card);
      // Cards in Spoils count towards the match but stay where they are.
      for (const card of spoils ?? []) expect(state.spoils[0]).toContain(card);
    }
  });

  it('needs a royal in Spoils from before the turn', () => {
    const state = table({ hands: [['10S', '10D', '10C', '9H'], ['QS'], ['KD'], ['9S']], spoils: [['JS'], [], [], []], stack: STACK });
    throughGifts(state, '9H', 'KD');
    expect(refusal(state, 0, { type: 'meld', cards: ['10S', '10D', '10C'] })).toBe('To meld you need a royal in your Spoils from before this turn.');
  });

  it('waits for the gift exchange', () => {
    const state = withRoyal(['10S', '10D', '10C', '9H']);
    expect(refusal(state, 0, { type: 'meld', cards: ['10S', '10D', '10C'] })).toBe('Melding waits until after the gift exchange.');
  });

  // "Melded cards may not be returned to a player's hand or played in Battle."
  it('melded cards are out of the hand for the battle', () => {
    const state = withRoyal(['10S', '10D', '10C', '9H']);
    throughGifts(state, '9H', 'KD');
    act(state, 0, { type: 'meld', cards: ['10S', '10D', '10C'] });
    expect(refusal(state, 0, { type: 'play', card: '10S' })).toBe('10♠ is not in your hand.');
  });
});

// "they may draw a bundle of cards from the Discard Pile ... The bottom card so drawn must be used immediately in a meld."
describe('drawing the discard pile', () => {
  const start = (spoils: string[]) =>
    table({
      hands: [['9S', '4H'], ['QS'], ['KD'], ['9C/3']],
      spoils: [spoils, [], [], []],
      discard: ['5D', '9D', '2S', '9C', '3D'],
      stack: STACK,
    });

  it('needs two different royals: K and Q, not two queens', () => {
    expect(refusal(start(['QH', 'QH/2']), 0, { type: 'bundle', card: '9D' })).toBe('A bundle needs two different royals in your Spoils as your turn began.');
    expect(refusal(start(['QH', 'KH']), 0, { type: 'bundle', card: '9D' })).toBeNull();
  });

  it('the bottom card must make a meld at once, before the gift exchange', () => {
    const state = start(['QH', 'KH']);
    expect(refusal(state, 0, { type: 'bundle', card: '5D' })).toBe('You could not meld 5♦ at once: a meld needs three of its rank.');
    act(state, 0, { type: 'bundle', card: '9D' });
    expect(state.hands[0]).toEqual(['9S', '4H', '9D', '2S', '9C', '3D']);
    expect(state.discard).toEqual(['5D']);
    expect(state.phase).toBe('bundle');
    expect(refusal(state, 0, { type: 'meld', cards: ['9S', '9C'] })).toBe('The bottom card of the bundle, 9♦, must be melded now.');
    act(state, 0, { type: 'meld', cards: ['9S', '9D', '9C'] });
    // The bundle stands for both of the attacker's draws: the others draw one each, then the gift exchange.
    expect(state.queue).toEqual([1, 2, 3]);
    act(state, 1, { type: 'draw', from: 'stack' });
    act(state, 2, { type: 'draw', from: 'stack' });
    act(state, 3, { type: 'draw', from: 'stack' });
    expect(state.phase).toBe('gift');
  });
});

// "Assassins can only be used if they are in Spoils before Attacker's turn begins. The Assassin eliminates any one card of the same suit"
describe('assassination', () => {
  const start = () =>
    table({
      hands: [['9H'], ['QS'], ['KD'], ['9S']],
      spoils: [['AD', 'KH'], ['QD', 'JS'], ['KD/2', 'QH'], ['10D']],
      meld: [['9D', '9D/2', '9D/3'], ['10C', '10C/2', '10C/3'], [], []],
      stack: STACK,
    });

  it.each([
    { name: 'an enemy royal of the same suit', victim: 'QD', reason: null },
    { name: 'a card of another suit', victim: 'JS', reason: 'An assassin only eliminates a card of its own suit (diamonds).' },
    { name: 'one’s own card', victim: '9D', reason: 'You cannot assassinate your own cards.' },
    { name: 'a card in an enemy’s Spoils of the suit', victim: '10D', reason: null },
  ])('$name', ({ victim, reason }) => {
    const state = start();
    expect(refusal(state, 0, { type: 'assassinate', assassin: 'AD', victim })).toBe(reason);
    if (reason === null) {
      act(state, 0, { type: 'assassinate', assassin: 'AD', victim });
      expect(state.dead).toEqual(['AD', victim]);
    }
  });

  // "you can assassinate one of the Royal spouses to prevent additional negative scoring"
  it('one may assassinate one’s ally’s spouse, ending the marriage', () => {
    const state = start();
    // Seat 3 (diamonds) holds K♦ with Q♥ of seat 1's house: a marriage.
    act(state, 0, { type: 'assassinate', assassin: 'AD', victim: 'KD/2' });
    expect(state.spoils[2]).toEqual(['QH']);
  });

  it('an ace won this turn is no assassin yet', () => {
    const state = table({ hands: [['AS', '9H'], ['3S'], ['KD'], ['9S/2']], spoils: [['KH'], ['QS'], [], []], stack: STACK });
    throughGifts(state, '9H', 'KD');
    battle(state, { 0: 'AS', 1: '3S', 2: '9H', 3: '9S/2' });
    act(state, 0, { type: 'spoil', card: 'AS' });
    act(state, 2, { type: 'spoil', card: '3S' });
    expect(refusal(state, 0, { type: 'assassinate', assassin: 'AS', victim: 'QS' })).toBe('A♠ was not in your Spoils when your turn began.');
  });
});

describe('melding the last card before the battle', () => {
  it('leaves no battle: the turn goes on to the optional plays', () => {
    const state = table({ hands: [['10S', '10D'], ['QS'], ['10C/2'], ['9S']], spoils: [['JH', '10C'], [], [], []], stack: ['10H', '5C', '6C', '7C', '10H/2'] });
    throughGifts(state, '10H/2', '10C/2');
    expect(state.phase).toBe('battle');
    act(state, 0, { type: 'meld', cards: ['10S', '10D', '10H', '10C/2'] });
    expect(state.hands[0]).toEqual([]);
    expect(state.phase).toBe('play');
    expect(refusal(state, 0, { type: 'endRound', discard: null })).toBe('To end the round you must have won this turn’s battle yourself.');
    act(state, 0, { type: 'pass' });
    expect(state.attacker).toBe(1);
  });
});

// "If one spouse is assassinated, the other loses the privileges of Marriage."
describe('an assassinated spouse', () => {
  it('takes the married royal’s privileges from its owner', () => {
    // Seat 3 (diamonds) holds K♦ with Q♥: seat 1's Q♥ is married and, with seat 1's own K♥, gives two royals.
    const state = table({ hands: [['9H'], ['QS'], ['KD'], ['9S']], spoils: [['AD', 'KH'], [], ['KD/2', 'QH'], []], stack: STACK });
    expect(privilegesOf(state, 0)).toMatchObject({ royal: true, twoRoyals: true });
    act(state, 0, { type: 'assassinate', assassin: 'AD', victim: 'KD/2' });
    expect(privilegesOf(state, 0)).toMatchObject({ royal: true, twoRoyals: false });
    expect(marriagesOf(state, 2)).toEqual([]);
  });
});

// "Melding, Arranged Marriage, and Hostage Declaration are permitted only after the Gift Exchange."
describe('plays that wait for the gift exchange', () => {
  const start = () => table({ hands: [['KH', '9H'], ['QS/2'], ['3D'], ['9S']], spoils: [['QS'], [], ['KD'], []], stack: STACK });

  it.each([
    { name: 'an arranged marriage', action: { type: 'arrange', give: 'KH', take: 'KD' } as const, reason: 'An arranged marriage waits until after the gift exchange.' },
    { name: 'a hostage declaration', action: { type: 'hostage', card: 'QS', declare: true } as const, reason: 'Hostages wait until after the gift exchange.' },
    { name: 'a meld', action: { type: 'meld', cards: ['9H'] } as const, reason: 'Melding waits until after the gift exchange.' },
  ])('$name is refused during the draws', ({ action, reason }) => {
    expect(refusal(start(), 0, action)).toBe(reason);
  });

  it('a hostage may be declared once the gifts are exchanged', () => {
    const state = start();
    throughGifts(state, '9H', '3D');
    act(state, 0, { type: 'hostage', card: 'QS', declare: true });
    expect(state.hostages).toEqual([{ card: 'QS', holder: 0 }]);
  });

  // "A player's own Royals cannot be nullified" (ruling A23): a royal of one's own house is never an enemy's.
  it('a royal of the holder’s own house is no hostage, even where an enemy shares the house', () => {
    const state = table({ houses: ['S', 'S', 'D', 'C'], hands: [['KH', '9H'], ['QS/2'], ['3D'], ['9S']], spoils: [['QS'], [], ['KD'], []], stack: STACK });
    throughGifts(state, '9H', '3D');
    expect(refusal(state, 0, { type: 'hostage', card: 'QS', declare: true })).toBe('Q♠ is a royal of your own house: only an enemy’s king or queen can be a hostage.');
    expect(legalActions(state, 0).some((action) => action.type === 'hostage')).toBe(false);
  });
});

// "Assassination can also eliminate the third card of a melded triplet, thereby reducing the point values of the remaining cards"
describe('assassinating the third card of a meld', () => {
  it('leaves two tens worth 5 each instead of three worth 10', () => {
    const state = table({ hands: [['9H'], ['QS'], ['KD'], ['9S']], spoils: [['AC', 'KH'], [], [], []], meld: [[], ['10C', '10C/2', '10C/3'], [], []], stack: STACK });
    expect(boardPoints(state.meld[1]!)).toBe(30);
    act(state, 0, { type: 'assassinate', assassin: 'AC', victim: '10C/3' });
    expect(state.meld[1]).toEqual(['10C', '10C/2']);
    expect(boardPoints(state.meld[1]!)).toBe(10);
  });
});
