import { describe, expect, it } from 'vitest';
import { countedRoyals, marriagesOf, privilegesOf, royalSets } from './royals';
import { boardPoints, handPoints, scoreLine } from './score';
import { act, battle, plainTurn, refusal, throughGifts } from './test-play';
import { table } from './test-position';

const SPARE = ['10C', '10C/2', '10C/3', 'AD', 'AD/2', 'AD/3', '10H', '10H/2', '10H/3', '9D', '9D/2', '9D/3', 'AS', 'AS/2', 'AS/3'];

// Seat 1 hearts, seat 2 spades, seat 3 diamonds, seat 4 clubs: seats 1 & 3 are allies.
describe('marriages', () => {
  // "If a player has in Spoils a Royal King or Queen, together with the conjugal match from Ally's House, that is a Marriage."
  it.each([
    { name: 'K♥ with Q♦ in seat 1’s Spoils', spoils: ['KH', 'QD'], marriages: 1 },
    { name: 'Q♥ with K♦', spoils: ['QH', 'KD'], marriages: 1 },
    { name: 'K♥ with K♦ is no marriage', spoils: ['KH', 'KD'], marriages: 0 },
    { name: 'K♥ with Q♠ (an enemy’s queen) is no marriage', spoils: ['KH', 'QS'], marriages: 0 },
    { name: 'two couples', spoils: ['KH', 'QD', 'QH', 'KD'], marriages: 2 },
  ])('$name', ({ spoils, marriages }) => {
    const state = table({ spoils: [spoils, [], [], []] });
    expect(marriagesOf(state, 0)).toHaveLength(marriages);
  });

  it('allies of the same house cannot marry', () => {
    const state = table({ houses: ['H', 'S', 'H', 'C'], spoils: [['KH', 'QH'], [], [], []] });
    expect(marriagesOf(state, 0)).toHaveLength(0);
  });

  // "A Married Royal in your Ally's Spoils display counts as your Royal to earn privileges."
  it('a married royal in the ally’s Spoils gives its owner privileges', () => {
    const state = table({ spoils: [['KH', 'QD'], [], [], []] });
    expect(privilegesOf(state, 2)).toMatchObject({ royal: true, twoRoyals: false });
    expect(privilegesOf(table({ spoils: [['KH', 'QD'], [], ['JD'], []] }), 2)).toMatchObject({ royal: true, twoRoyals: true });
  });
});

// "If your Ally wins their Royal King or Queen in a Battle ... in your next turn you may trade your own Royal King or Queen from your hand"
describe('arranged marriage and betrothal', () => {
  /** Seat 3 (diamonds) wins K♦ in its battle; seat 1 (hearts) holds K♥. */
  function allyWonKing() {
    const state = table({
      attacker: 2,
      hands: [['3C', '4C', '5C', 'KH', '9C'], ['2D', '6C', '7C'], ['KD', '8C', '8H', '9C/2'], ['3D', '8D', '4H']],
      spoils: [[], [], ['QD'], []],
      stack: SPARE,
    });
    throughGifts(state, '9C/2', '9C');
    battle(state, { 2: 'KD', 3: '3D', 0: '3C', 1: '2D' });
    act(state, 2, { type: 'spoil', card: 'KD' });
    act(state, 0, { type: 'spoil', card: '3D' });
    plainTurn(state);
    plainTurn(state);
    expect(state.attacker).toBe(0);
    plainTurn(state, true);
    return state;
  }

  it('trades the royal with the ally’s consent and makes a betrothal', () => {
    const state = allyWonKing();
    act(state, 0, { type: 'arrange', give: 'KH', take: 'KD' });
    expect(state.phase).toBe('consent');
    expect(refusal(state, 0, { type: 'discard', card: 'KD' })).toBe('Seat 3 is answering a request for an arranged marriage.');
    act(state, 2, { type: 'consent', accept: true });
    expect(state.hands[0]).toContain('KD');
    expect(state.spoils[2]).toContain('KH');
    expect(state.spoils[2]).toContain('QD');
    expect(state.betrothed).toEqual(['KH']);
    // Seat 3's Q♦ with K♥ is a marriage.
    expect(marriagesOf(state, 2)).toHaveLength(1);
    // "A player who arranges a Marriage must wait for their next turn before using the new Royal to gain privileges."
    expect(state.privilege.royal).toBe(false);
  });

  it('a refusal ends the matter for this turn', () => {
    const state = allyWonKing();
    act(state, 0, { type: 'arrange', give: 'KH', take: 'KD' });
    act(state, 2, { type: 'consent', accept: false });
    expect(state.hands[0]).toContain('KH');
    expect(refusal(state, 0, { type: 'arrange', give: 'KH', take: 'KD' })).toBe('Your ally refused an arrangement this turn.');
  });

  it('only a royal the ally won since one’s previous turn', () => {
    const state = table({ hands: [['KH', '9H'], [], [], []], spoils: [[], [], ['KD'], []], stack: SPARE });
    throughGifts(state, '9H', '10C/3');
    plainTurn(state, true);
    expect(refusal(state, 0, { type: 'arrange', give: 'KH', take: 'KD' })).toBe('Your ally did not win K♦ in a battle since your previous turn.');
  });
});

// "A Hostage nullifies the privileges and scoring results of one identical card that is Married or Betrothed."
describe('hostages and redemption', () => {
  const start = () =>
    table({
      attacker: 1,
      hands: [['KC', '9H', '2H', '3H', '4H', '5H', '2C', '3C'], ['9S', '10S'], ['3D'], ['4C', '5C']],
      spoils: [[], ['QH'], ['KD', 'QH/2'], []],
      stack: SPARE,
    });

  it('a declared hostage nullifies one identical married royal; it cannot be revoked in the same turn', () => {
    const state = start();
    expect(privilegesOf(state, 0).royal).toBe(true);
    throughGifts(state, '9S', '4C');
    act(state, 1, { type: 'hostage', card: 'QH', declare: true });
    expect(marriagesOf(state, 2)).toHaveLength(0);
    expect(privilegesOf(state, 0).royal).toBe(false);
    expect(refusal(state, 1, { type: 'hostage', card: 'QH', declare: false })).toBe('Q♥ has already been declared or revoked this turn.');
  });

  it('only an enemy king or queen can be a hostage', () => {
    const state = table({ attacker: 1, hands: [[], ['9S'], [], ['4C']], spoils: [[], ['QC', 'JH'], [], []], stack: SPARE });
    throughGifts(state, '9S', '4C');
    expect(refusal(state, 1, { type: 'hostage', card: 'QC', declare: true })).toBe('Q♣ is not an enemy king or queen.');
    expect(refusal(state, 1, { type: 'hostage', card: 'JH', declare: true })).toBe('J♥ is not an enemy king or queen.');
  });

  // "Attackers may redeem a Hostage by trading a king or queen of differing suit from their own hand."
  it('an enemy of the holder redeems it with a king or queen of another suit', () => {
    const state = start();
    throughGifts(state, '9S', '4C');
    act(state, 1, { type: 'hostage', card: 'QH', declare: true });
    plainTurn(state);
    plainTurn(state);
    plainTurn(state);
    expect(state.attacker).toBe(0);
    const plain = state.hands[0]!.find((card) => !/^[KQ]/.test(card))!;
    expect(refusal(state, 0, { type: 'redeem', hostage: 'QH', pay: plain })).toBe('A hostage is redeemed with a king or queen of another suit.');
    act(state, 0, { type: 'redeem', hostage: 'QH', pay: 'KC' });
    expect(state.hands[0]).toContain('QH');
    expect(state.spoils[1]).toContain('KC');
    expect(state.hostages).toEqual([]);
    expect(marriagesOf(state, 2)).toHaveLength(1);
  });
});

// "five points for 9, 10, J, Q, K, A, ten points for 2 ... 8. Points are doubled for cards in matches of three or more"
describe('scoring', () => {
  it.each([
    { cards: ['6C', '6D'], points: 20 },
    { cards: ['6C', '6D', '6H'], points: 60 },
    { cards: ['9C', '10D', 'AH'], points: 15 },
    { cards: ['10D', '10D/2', '10H', 'KS'], points: 35 },
  ])('board $cards scores $points', ({ cards, points }) => {
    expect(boardPoints(cards)).toBe(points);
  });

  it('hand cards are subtracted without doubling', () => {
    expect(handPoints(['6C', '6D', '6H', 'KS'])).toBe(35);
  });

  // "if you have all three Royals, and your Ally has a marriage, your natural score is tripled."
  it('all three royals and the ally’s marriage triple the natural score', () => {
    const state = table({ spoils: [['KH', 'QH', 'JH', '5C'], [], ['KD', 'QH/2'], []], hands: [['9S'], [], [], []] });
    const line = scoreLine(state, 0);
    expect(line.natural).toBe(15 + 10 - 5);
    expect(royalSets(state, 0)).toBe(1);
    expect(line.marriages).toBe(1);
    expect(line.total).toBe(line.natural * 3);
  });

  // "If your natural score is negative, the extra scores are also subtracted."
  it('in the hole, the extra scores are subtracted too', () => {
    const state = table({ spoils: [['KH', 'QH', 'JH'], [], [], []], hands: [['2C', '3C', '4C'], [], [], []] });
    const line = scoreLine(state, 0);
    expect(line.natural).toBe(15 - 30);
    expect(line.total).toBe(-30);
  });
});

// "Attacker may end the Round if they meet three requirements"
describe('ending the round', () => {
  const start = (hand: string[], spoils: string[]) =>
    table({ hands: [hand, ['3S'], ['4S'], ['5S']], spoils: [spoils, [], [], []], stack: ['6S', '7S', '8S', '2S', '9D'] });

  function toPlay(hand: string[], spoils: string[], lead: string) {
    const state = start(hand, spoils);
    throughGifts(state, '9H', '4S');
    battle(state, { 0: lead });
    while (state.phase === 'spoils') act(state, state.queue[0]!, { type: 'spoil', card: state.battle.find((play) => !state.taken.some((t) => t.card === play.card))!.card });
    return state;
  }

  it('with a royal from before, the battle won and no face card left, the round ends without a discard', () => {
    const state = toPlay(['AH', '9H', '10D'], ['JH'], 'AH');
    expect(state.victor).toBe(0);
    act(state, 0, { type: 'endRound', discard: null });
    expect(state.phase).toBe('scored');
    expect(state.result?.reason).toBe('ended');
    act(state, 0, { type: 'deal' });
    expect(state.round).toBe(2);
    expect(state.dealer).toBe(0);
    expect(state.phase).toBe('houses');
    expect(state.queue).toEqual([1, 2, 3, 0]);
  });

  it.each([
    { name: 'without a royal from before', hand: ['AH', '9H', '10D'], spoils: [], lead: 'AH', discard: null, reason: 'To end the round you need a royal in your Spoils from before this turn.' },
    { name: 'with a face card left', hand: ['AH', '9H', 'QS/2'], spoils: ['JH'], lead: 'AH', discard: null, reason: 'To end the round no king, queen or jack may stay in your hand: you still hold Q♠.' },
    { name: 'discarding the last face card', hand: ['AH', '9H', 'QS/2'], spoils: ['JH'], lead: 'AH', discard: 'QS/2', reason: null },
  ])('$name', ({ hand, spoils, lead, discard, reason }) => {
    expect(refusal(toPlay(hand, spoils, lead), 0, { type: 'endRound', discard })).toBe(reason);
  });

  it('a lost battle does not end the round', () => {
    const state = table({ hands: [['9H', '9H/2', '10D'], ['AH'], ['4S'], ['5S']], spoils: [['JH'], [], [], []], stack: ['6S', '7S', '8S', '2S', '9D'] });
    throughGifts(state, '9H', '4S');
    battle(state, { 0: '9H/2', 1: 'AH' });
    while (state.phase === 'spoils') act(state, state.queue[0]!, { type: 'spoil', card: state.battle.find((play) => !state.taken.some((t) => t.card === play.card))!.card });
    expect(refusal(state, 0, { type: 'endRound', discard: null })).toBe('To end the round you must have won this turn’s battle yourself.');
  });

  // "The Round then ends ... when one player's hand runs out of cards" (once the stack is gone), when the battle is over (ruling A27).
  it('with the stack gone, an empty hand ends the round once the battle is over', () => {
    const state = table({ hands: [['9H', '9H/2'], ['3S'], ['4S'], ['5S']], stack: [], restDead: true });
    expect(state.phase).toBe('gift');
    act(state, 0, { type: 'gift', card: '9H' });
    act(state, 2, { type: 'gift', card: '4S' });
    act(state, 0, { type: 'play', card: '9H/2' });
    act(state, 1, { type: 'play', card: '3S' });
    expect(state.phase).toBe('battle');
    battle(state, {});
    act(state, 0, { type: 'spoil', card: '9H/2' });
    act(state, 2, { type: 'spoil', card: '5S' });
    expect(state.phase).toBe('scored');
    expect(state.result?.reason).toBe('hand-out');
  });

  // "The game ends when 1) The combined score of one Alliance passes 1066"
  it('an alliance passing the target ends the game', () => {
    const state = toPlay(['AH', '9H', '10D'], ['JH'], 'AH');
    state.totals = [2000, 0];
    act(state, 0, { type: 'endRound', discard: null });
    expect(state.phase).toBe('over');
    expect(state.end).toEqual({ winners: [0, 2], reason: 'hastings' });
  });
});

// "The trade does not need to result in a Marriage (if not, it is a Betrothal)."
describe('a betrothal without a marriage', () => {
  /** Seat 3 (diamonds) wins K♦ with nothing to marry it; seat 1 (hearts) trades K♥ for it in its next turn. */
  function betrothed(betrothedCounts: boolean) {
    const state = table({
      attacker: 2,
      hands: [['3C', '4C', '5C', 'KH', '9C'], ['2D', '6C', '7C'], ['KD', '8C', '8H', '9C/2'], ['3D', '8D', '4H']],
      stack: SPARE,
      options: { betrothedCounts },
    });
    throughGifts(state, '9C/2', '9C');
    battle(state, { 2: 'KD', 3: '3D', 0: '3C', 1: '2D' });
    act(state, 2, { type: 'spoil', card: 'KD' });
    act(state, 0, { type: 'spoil', card: '3D' });
    plainTurn(state);
    plainTurn(state);
    plainTurn(state, true);
    act(state, 0, { type: 'arrange', give: 'KH', take: 'KD' });
    act(state, 2, { type: 'consent', accept: true });
    expect(state.betrothed).toEqual(['KH']);
    expect(marriagesOf(state, 2)).toEqual([]);
    return state;
  }

  it.each([
    { betrothedCounts: true, royals: ['KH'], royal: true },
    { betrothedCounts: false, royals: [], royal: false },
  ])('with "betrothed royals count" $betrothedCounts, seat 1 counts $royals', ({ betrothedCounts, royals, royal }) => {
    const state = betrothed(betrothedCounts);
    expect(countedRoyals(state, 0)).toEqual(royals);
    expect(privilegesOf(state, 0).royal).toBe(royal);
  });
});

// "may be revoked during any subsequent turn"
describe('revoking a hostage', () => {
  it('in a later turn of the holder, the nullified marriage counts again', () => {
    const state = table({
      attacker: 1,
      hands: [['2H', '3H', '4H', '5H', '2C', '3C'], ['9S', '10S', '4S', '5S'], ['3D', '4D'], ['4C', '5C', '6C']],
      spoils: [[], ['QH'], ['KD', 'QH/2'], []],
      stack: SPARE,
    });
    throughGifts(state, '9S', '4C');
    act(state, 1, { type: 'hostage', card: 'QH', declare: true });
    expect(scoreLine(state, 2).marriages).toBe(0);
    expect(scoreLine(state, 0).marriages).toBe(0);
    for (let turn = 0; turn < 4; turn++) plainTurn(state);
    expect(state.attacker).toBe(1);
    plainTurn(state, true);
    act(state, 1, { type: 'hostage', card: 'QH', declare: false });
    expect(state.hostages).toEqual([]);
    expect(refusal(state, 1, { type: 'hostage', card: 'QH', declare: true })).toBe('Q♥ has already been declared or revoked this turn.');
    expect(scoreLine(state, 2).marriages).toBe(1);
  });
});

// "Each complete set of your Royals (K, Q & J) in Spoils or married in your Ally's Spoils." / "Each marriage in your Spoils or
// your Ally's Spoils."
describe('extra natural scores', () => {
  it.each([
    { name: 'a marriage counts for both allies', spoils: [[], [], ['KD', 'QH'], []], seat: 0, sets: 0, marriages: 1 },
    { name: 'the holder of the marriage too', spoils: [[], [], ['KD', 'QH'], []], seat: 2, sets: 0, marriages: 1 },
    { name: 'a set completed by a royal married in the ally’s Spoils', spoils: [['KH', 'JH'], [], ['KD', 'QH'], []], seat: 0, sets: 1, marriages: 1 },
    { name: 'two complete sets', spoils: [['KH', 'QH', 'JH', 'KH/2', 'QH/2', 'JH/2'], [], [], []], seat: 0, sets: 2, marriages: 0 },
    { name: 'an enemy’s marriage adds nothing', spoils: [[], ['KS', 'QC'], [], []], seat: 0, sets: 0, marriages: 0 },
  ] as const)('$name', ({ spoils, seat, sets, marriages }) => {
    const state = table({ spoils, hands: [['9S'], ['9S/2'], ['9S/3'], ['9C']] });
    const line = scoreLine(state, seat);
    expect([line.royalSets, line.marriages]).toEqual([sets, marriages]);
    expect(line.total).toBe(line.natural * (1 + sets + marriages));
  });
});
