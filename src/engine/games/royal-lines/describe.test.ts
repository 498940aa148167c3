import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../core/cards';
import { mutableCopy } from '../../core/game';
import { royalLines } from './index';
import { position, type PositionSpec } from './test-position';
import type { RoyalLinesAction, RoyalLinesState } from './types';

function told(before: RoyalLinesState, seat: number, action: RoyalLinesAction): { text: string; after: RoyalLinesState } {
  const after = mutableCopy(before);
  royalLines.apply(after, seat, action);
  return { text: royalLines.describe(before, seat, action, after), after };
}

/** Every seat but the last lays its promise; the text is the last one's, which reveals them all. */
function lastPromise(spec: PositionSpec, promises: readonly string[]) {
  const state = position(spec);
  promises.slice(0, -1).forEach((card, seat) => royalLines.apply(state, seat, { type: 'promise', card: card as never }));
  return told(state, promises.length - 1, { type: 'promise', card: promises[promises.length - 1] as never });
}

describe('describe: recruitments', () => {
  it('never names a promise laid face down', () => {
    const state = position({ ship: ['KH', 'QS', 'JD'], hands: [['9H', '2D'], ['8S', '3D'], ['4C', '5D']] });
    expect(told(state, 1, { type: 'promise', card: '8S' }).text).toBe('Seat 2 lays a promise face down. Waiting for Seat 1 and Seat 3.');
  });

  it.each<[string, PositionSpec, string[], string]>([
    [
      'the joker-draw example',
      { ship: ['KD', 'JK1', 'QS'], hands: [['9H', '2D'], ['8S', '3D'], ['9C', '4D'], ['4C', '5D']] },
      ['9H', '8S', '9C', '4C'],
      'Seat 4 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 9♥, Seat 2 8♠, Seat 3 9♣ and Seat 4 4♣. ' +
        'Attractive suits, topmost colonial first: spades for the Q♠, clubs and hearts for the joker, diamonds for the K♦. ' +
        "Joker draw: Seat 1's 9♥ and Seat 3's 9♣ are equally high promises for the joker and cancel each other. " +
        'Seat 2 recruits the Q♠ with the 8♠ as the next best promise.',
    ],
    [
      'a discard',
      { ship: ['KH', 'QS', 'JS'], hands: [['9D', '2D'], ['10C', '3D'], ['4D', '5D']] },
      ['9D', '10C', '4D'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 9♦, Seat 2 10♣ and Seat 3 4♦. ' +
        'Attractive suits, topmost colonial first: spades for the J♠, hearts for the K♥. ' +
        'Nobody played an attractive suit, so the topmost colonial, the J♠, is discarded.',
    ],
    [
      'a tie decided on suit order',
      { ship: ['KH', 'QS', 'JC', 'JD'], hands: [['9H', '2D'], ['9S', '3D'], ['4C', '5D']] },
      ['9H', '9S', '4C'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 9♥, Seat 2 9♠ and Seat 3 4♣. ' +
        'Attractive suits, topmost colonial first: diamonds for the J♦, clubs for the J♣, spades for the Q♠, hearts for the K♥. ' +
        "Seat 1's 9♥ is as high, but the Q♠ lies above the K♥, so spades come first. Seat 2 recruits the Q♠ with the 9♠ on suit order.",
    ],
    [
      'the pirates',
      { ship: ['JD', 'KH', 'QS'], hands: [['2H', '3D'], ['3H', '4D']], promiseDeck: ['9S', '9D'] },
      ['2H', '3H'],
      'Seat 2 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 2♥, Seat 2 3♥ and the pirates 9♠. ' +
        'Attractive suits, topmost colonial first: spades for the Q♠, hearts for the K♥, diamonds for the J♦. ' +
        "The pirates win the Q♠ with the 9♠ as the highest attractive promise; the pirates' recruits are discarded.",
    ],
    [
      'a takeover of a joker settler',
      { ship: ['KD', 'QC', 'AH'], hands: [['10H', '2C'], ['2D', '3C'], ['3D', '4C']], settlers: ['JK1', 'AC', 'AD'] },
      ['10H', '2D', '3D'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 10♥, Seat 2 2♦ and Seat 3 3♦. ' +
        'Attractive suits, topmost colonial first: hearts for the A♥, clubs for the Q♣, diamonds for the K♦. ' +
        "Seat 1 recruits the A♥ with the 10♥ as the highest attractive promise. The ace is a settler: it takes over Seat 1's colony " +
        'and lies face up in place of the old settler, the joker, which is discarded.',
    ],
    [
      'a collapse',
      { ship: ['JC', 'QD', 'KD'], hands: [['10D', '2C'], ['2H', '3C'], ['3H', '4C']], lines: [['KS', 'KH'], [], []] },
      ['10D', '2H', '3H'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 10♦, Seat 2 2♥ and Seat 3 3♥. ' +
        'Attractive suits, topmost colonial first: diamonds for the K♦, clubs for the J♣. ' +
        "Seat 1 recruits the K♦ with the 10♦ as the highest attractive promise. Three kings in Seat 1's royal line cannot tolerate " +
        'each other and split up: the K♠, K♥ and K♦ are discarded.',
    ],
    [
      'a double collapse to choose',
      { ship: ['JC', 'QC', 'KS'], hands: [['10S', '2C'], ['2H', '3C'], ['3H', '4C']], lines: [['KH', 'KD', 'JS', 'QS'], [], []] },
      ['10S', '2H', '3H'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 10♠, Seat 2 2♥ and Seat 3 3♥. ' +
        'Attractive suits, topmost colonial first: spades for the K♠, clubs for the Q♣. ' +
        "Seat 1 recruits the K♠ with the 10♠ as the highest attractive promise. Seat 1's royal line now holds the three kings and " +
        'the three spades: Seat 1 chooses which three collapse.',
    ],
    [
      'the second ship',
      { ship: ['KS', 'QS'], hands: [['10S', '2H'], ['2C', '3H'], ['3C', '4H']], colonialDeck: ['JD', 'QD', 'KC', 'JH', 'QH', 'AS'] },
      ['10S', '2C', '3C'],
      'Seat 3 lays a promise face down. Recruitment 6 (ship 1): promises revealed — Seat 1 10♠, Seat 2 2♣ and Seat 3 3♣. ' +
        'Attractive suits, topmost colonial first: spades for the Q♠. Seat 1 recruits the Q♠ with the 10♠ as the highest attractive promise. ' +
        'The second ship arrives with J♦, Q♦, K♣, J♥, Q♥ and A♠, laid above the K♠ (the A♠ on top). ' +
        'The 33 played and undealt promises are shuffled into a new promise deck and every player is dealt 6 more.',
    ],
  ])('%s', (_name, spec, promises, text) => {
    expect(lastPromise(spec, promises).text).toBe(text);
  });

  it('tells the collapse a player chose', () => {
    const { after } = lastPromise(
      { ship: ['JC', 'QC', 'KS'], hands: [['10S', '2C'], ['2H', '3C'], ['3H', '4C']], lines: [['KH', 'KD', 'JS', 'QS'], [], []] },
      ['10S', '2H', '3H'],
    );
    expect(told(after, 0, { type: 'collapse', group: 'S' }).text).toBe('Seat 1 chooses the three spades to collapse: the J♠, Q♠ and K♠ are discarded.');
  });
});

describe('describe: the end of a round', () => {
  const PANIC: PositionSpec = {
    ship: ['KC'],
    shipNumber: 2,
    hands: [['10C'], ['2H'], ['3H']],
    settlers: ['AC', 'JK2', 'AD'],
    lines: [['JK1', 'QC'], ['KH', 'JK3', 'KS', 'QH'], ['JD', 'JK4']],
    dealer: 2,
  };

  it('tells the panic as far as the first choice', () => {
    expect(lastPromise(PANIC, ['10C', '2H', '3H']).text).toBe(
      'Seat 3 lays a promise face down. Recruitment 13 (ship 2): promises revealed — Seat 1 10♣, Seat 2 2♥ and Seat 3 3♥. ' +
        'Attractive suits, topmost colonial first: clubs for the K♣. Seat 1 recruits the K♣ with the 10♣ as the highest attractive promise. ' +
        "The last recruitment is done: the recruited jokers wake up and panic. Seat 1's joker escapes with the Q♣ and K♣: all three are discarded. " +
        "Seat 2's joker could escape with the two kings or the two hearts: Seat 2 chooses which three collapse.",
    );
  });

  it('tells a chosen escape, the next joker settling, its suit and the scores', () => {
    const first = lastPromise(PANIC, ['10C', '2H', '3H']).after;
    const second = told(first, 1, { type: 'collapse', group: 'H' });
    expect(second.text).toBe(
      "Seat 2's joker escapes with the K♥ and Q♥ (Seat 2's choice): all three are discarded. " +
        "Seat 3's joker finds no two royals of a rank or suit to escape with and settles in: Seat 3 chooses the suit it stands for.",
    );
    expect(told(second.after, 2, { type: 'settle', suit: 'D' }).text).toBe(
      "Seat 3's joker settles in as a diamond. Round 1 is scored; the settlers are turned over. Seat 1 (A♣): no royals, 0 points. " +
        'Seat 2 (joker, counting as red): K♠ — revolution (only black royals against a red settler: 2 points each, at most 8), 2 points. ' +
        "Seat 3 (A♦): J♦, joker as diamond — aristocracy (only diamonds, the ace's suit: 3 points each, at most 6), 6 points. " +
        'Seat 3 wins the round with 6 points. Round wins: Seat 1 0, Seat 2 0, Seat 3 1. Seat 1 deals next.',
    );
  });

  // Nobody promises a club, so the K♣ leaves and the lines are scored as they stand: Seat 1's black ace with one black
  // and two red royals (−1), Seat 2's with two black and one red (+1), Seat 3 with none.
  it.each([
    'Seat 1 (A♠): K♥, Q♦, J♠ — democracy (1 black +1 each, 2 red −1 each, from −3 to 4), −1 point.',
    'Seat 2 (A♣): K♠, Q♣, J♥ — democracy (2 black +1 each, 1 red −1 each, from −3 to 4), 1 point.',
    'Seat 3 (A♥): no royals, 0 points.',
    'Seat 2 wins the round with 1 point.',
  ])('counts one point, plus or minus, as one: %s', (sentence) => {
    const spec: PositionSpec = {
      ship: ['KC'],
      shipNumber: 2,
      hands: [['2H'], ['3H'], ['4H']],
      settlers: ['AS', 'AC', 'AH'],
      lines: [['KH', 'QD', 'JS'], ['KS', 'QC', 'JH'], []],
    };
    expect(lastPromise(spec, ['2H', '3H', '4H']).text).toContain(sentence);
  });

  it('tells a shared match', () => {
    const spec: PositionSpec = {
      ship: ['KC'],
      shipNumber: 2,
      hands: [['2H'], ['3H'], ['4H']],
      settlers: ['AS', 'AH', 'JK1'],
      lines: [['KS', 'QS'], ['KH', 'QH'], ['JD', 'QC']],
      wins: [2, 2, 1],
    };
    expect(lastPromise(spec, ['2H', '3H', '4H']).text).toMatch(
      / Seat 1 and Seat 2 tie with 6 points and each win the round\. Round wins: Seat 1 3, Seat 2 3, Seat 3 1\. Seat 1 and Seat 2 share the match with 3 round wins each\.$/,
    );
  });

  it("tells a deal, and the pirates' settler at the round's end", () => {
    const spec: PositionSpec = {
      ship: ['KC'],
      shipNumber: 2,
      hands: [['2H'], ['3H']],
      settlers: ['AS', 'AH'],
      pirateSettler: 'JK1',
      lines: [['KS', 'QS'], ['KH', 'JD', 'QC']],
      promiseDeck: ['2C'],
    };
    const { text, after } = lastPromise(spec, ['2H', '3H']);
    expect(text).toContain("The pirates win the K♣ with the 2♣ as the highest attractive promise; the pirates' recruits are discarded. The last recruitment is done.");
    expect(text).toContain("The pirates' unused settler was the joker.");
    const deal = told(after, 1, { type: 'deal' });
    expect(deal.text).toMatch(/^Seat 2 deals round 2: a settler face down to every player and to the pirates, 7 promises each\. The absent colonial is the .+\. The first ship arrives: .+ \(the .+ on top\)\.$/);
    for (const card of [...deal.after.hands.flat(), ...deal.after.settlers]) expect(deal.text).not.toContain(cardLabel(card));
  });
});

describe('action labels', () => {
  it.each<[RoyalLinesAction, string]>([
    [{ type: 'promise', card: '9H' }, 'Promise 9♥'],
    [{ type: 'collapse', group: 'K' }, 'Collapse the three kings'],
    [{ type: 'settle', suit: 'H' }, 'Settle as hearts'],
    [{ type: 'deal' }, 'Deal round 2'],
  ])('%j → %s', (action, text) => {
    expect(royalLines.actionLabel(position({ ship: ['KC'], hands: [['9H'], ['2C']] }), action)).toBe(text);
  });

  it('names a panic escape by the pair', () => {
    const state = position({ ship: ['KC'], hands: [['9H'], ['2C']], pending: { kind: 'panic', seat: 0, joker: 'JK1', groups: ['K', 'H'] } });
    expect(royalLines.actionLabel(state, { type: 'collapse', group: 'K' })).toBe('Escape with the two kings');
  });
});
