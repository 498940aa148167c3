import { describe, expect, it } from 'vitest';
import { royalSets } from './royals';
import { scoreLine } from './score';
import { act, plainTurn, refusal, throughGifts } from './test-play';
import { table } from './test-position';

const SPARE = ['10C', '10C/2', '10C/3', '9C', '9C/2', '9C/3', 'AD', 'AD/2', 'AD/3', '10H', '10H/2', '10H/3'];
const FILL = ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '5S', '2H', '3H', '4H', '5H', '6H', '7H', '8H'];

/**
 * Seat 2 (spades) melds three jacks, J♥ J♥ J♦, in its turn; seats 3 and 4 play plain turns; then seat 1, holding
 * `seatOneHand`, attacks.
 */
function afterJacksMeldedWith(seatOneHand: string[]) {
  const state = table({
    attacker: 1,
    hands: [seatOneHand, ['JH', 'JH/2', 'JD', '9S', '10S', '6S', '7S', '8S', 'JC', 'JC/2', 'JC/3'], ['9C', '9C/2', '10C'], ['AC', 'AC/2', 'AC/3']],
    spoils: [[], ['QS'], [], []],
    stack: FILL,
  });
  throughGifts(state, '9S', 'AC');
  act(state, 1, { type: 'meld', cards: ['JH', 'JH/2', 'JD'] });
  plainTurn(state);
  plainTurn(state);
  plainTurn(state);
  expect(state.attacker).toBe(0);
  return state;
}

// "Attacker may "Ransom" their Royal from another player's Meld ... only if the Royal was melded during the other player's previous turn."
describe('ransoming', () => {
  /** Seat 2 (spades) melds three jacks, J♥ among them; then seats 3 and 4 play plain turns and seat 1 (hearts) attacks. */
  function afterJacksMelded() {
    return afterJacksMeldedWith(['9D', '9D/2', '2S', '3S', '4S', '9D/3', '10D', '10D/2', 'JS']);
  }

  it.each([
    { name: 'one’s royal melded in the other player’s previous turn, for a jack of another suit', royal: 'JH', pay: 'JS', reason: null },
    { name: 'a card that is not one’s royal', royal: 'JD', pay: 'JS', reason: 'J♦ is not one of your royals.' },
    { name: 'paying with another rank', royal: 'JH', pay: '10D', reason: 'A ransom is paid with a card of the same rank in another suit.' },
  ])('$name', ({ royal, pay, reason }) => {
    const state = afterJacksMelded();
    expect(refusal(state, 0, { type: 'ransom', royal, pay })).toBe(reason);
    if (reason === null) {
      act(state, 0, { type: 'ransom', royal, pay });
      expect(state.hands[0]).toContain(royal);
      expect(state.meld[1]).toEqual([pay, 'JH/2', 'JD']);
    }
  });

  it('is too late once the melding player has had another turn', () => {
    const state = afterJacksMelded();
    plainTurn(state);
    plainTurn(state);
    expect(state.attacker).toBe(2);
    plainTurn(state);
    plainTurn(state);
    expect(state.attacker).toBe(0);
    expect(refusal(state, 0, { type: 'ransom', royal: 'JH', pay: 'JS' })).toBe('J♥ was not melded in Seat 2\'s previous turn.');
  });

  // "If a player ransoms a face card from your Meld, and replaces it with one of your Royals, you may ransom that Royal from your own Meld during your next turn."
  it('a royal paid into its owner’s Meld may be ransomed back in the owner’s next turn only', () => {
    const state = afterJacksMelded();
    act(state, 0, { type: 'ransom', royal: 'JH', pay: 'JS' });
    expect(state.ransomBack).toEqual([{ seat: 1, card: 'JS' }]);
    plainTurn(state);
    expect(state.attacker).toBe(1);
    const pay = state.hands[1]!.find((card) => card.startsWith('JC'))!;
    expect(pay).toBeDefined();
    expect(refusal(state, 1, { type: 'ransom', royal: 'JS', pay })).toBeNull();
    plainTurn(state);
    expect(state.ransomBack).toEqual([]);
  });

  it('cards in Spoils may not be ransomed', () => {
    const state = table({ hands: [['QS/2'], [], [], []], spoils: [['KH'], ['QH'], [], []], stack: FILL });
    expect(refusal(state, 0, { type: 'ransom', royal: 'QH', pay: 'QS/2' })).toBe('Cards in Spoils may not be ransomed.');
  });
});

// "If you can accumulate three cards exactly alike ... you may use them to change your Home House to the suit they represent."
describe('changing home houses', () => {
  // "if you are Dogs and you have three Jacks of Dogs, you can place two in Spoils and toss one in the Dead Pile."
  it('to one’s own house with three jacks: two to Spoils, one to the dead pile', () => {
    const state = table({ hands: [['JH', 'JH/2', 'JH/3', '9S'], [], [], []], stack: SPARE });
    act(state, 0, { type: 'changeHouse', card: 'JH', dead: 'JH/3', pay: null });
    expect(state.houses[0]).toBe('H');
    expect(state.spoils[0]).toEqual(['JH', 'JH/2']);
    expect(state.dead).toEqual(['JH/3']);
    // New royals give privileges in the next turn, not this one.
    expect(state.privilege.royal).toBe(false);
  });

  it('tens go to Meld, an ace already in Spoils stays, royals of the new house move from Meld to Spoils', () => {
    const state = table({ hands: [['10S', '9H'], [], [], []], meld: [['10S/2', 'KS'], [], [], []], spoils: [['10S/3', 'AS'], [], [], []], stack: SPARE });
    act(state, 0, { type: 'changeHouse', card: '10S', dead: '10S', pay: null });
    expect(state.houses[0]).toBe('S');
    expect(state.meld[0]).toEqual(['10S/2', '10S/3']);
    expect(state.spoils[0]).toEqual(['AS', 'KS']);
  });

  it('aces not in Spoils go to Meld', () => {
    const state = table({ hands: [['AS', 'AS/2', '9H'], [], [], []], spoils: [['AS/3'], [], [], []], stack: SPARE });
    act(state, 0, { type: 'changeHouse', card: 'AS', dead: 'AS/2', pay: null });
    expect(state.meld[0]).toEqual(['AS']);
    expect(state.spoils[0]).toEqual(['AS/3']);
  });

  it.each([
    { name: 'a card with one copy', card: '5S', dead: '5S', reason: 'There is only one 5♠ in the pack: a change of house needs three alike.' },
    { name: 'a copy out of reach', card: 'QD', dead: 'QD', reason: 'You cannot reach all three Q♦: one is neither in your hand, Meld or Spoils, on top of the discard pile nor ransomable from a Meld.' },
    { name: 'a tossed card that is not one of the three', card: 'JH', dead: 'QD', reason: 'The card tossed to the dead pile must be one of the three J♥.' },
  ])('refuses $name', ({ card, dead, reason }) => {
    const state = table({ hands: [['JH', 'JH/2', 'JH/3', 'QD', 'QD/2', '5S'], [], [], []], stack: SPARE });
    expect(refusal(state, 0, { type: 'changeHouse', card, dead, pay: null })).toBe(reason);
  });

  // "4) drawn from the top of the Discard Pile, as if the new suit is already your Home House"
  it('the discard top completes a change as one of the attacker’s draws', () => {
    const state = table({ hands: [['QC', 'QC/2', '9H'], [], [], []], discard: ['QC/3'], stack: SPARE });
    expect(refusal(state, 0, { type: 'draw', from: 'discard' })).toBe('The top of the discard pile, Q♣, is not of your home house (hearts).');
    act(state, 0, { type: 'changeHouse', card: 'QC', dead: 'QC', pay: null });
    expect(state.houses[0]).toBe('C');
    expect(state.spoils[0]).toEqual(['QC/2', 'QC/3']);
    expect(state.queue).toEqual([1, 2, 3, 0]);
  });

  // "You may change Houses when it is not your turn if the top card of the Discard Pile finishes a set of three."
  it('out of turn, after a discard, with the discard top', () => {
    const state = table({ hands: [['9H', '9H/2', 'KD'], ['3S', 'KD/2', 'KD/3'], ['4S'], ['5C']], stack: SPARE });
    throughGifts(state, '9H', '4S');
    plainTurn(state, true);
    act(state, 0, { type: 'discard', card: 'KD' });
    expect(state.phase).toBe('window');
    expect(state.queue).toEqual([1]);
    act(state, 1, { type: 'changeHouse', card: 'KD', dead: 'KD/3', pay: null });
    expect(state.houses[1]).toBe('D');
    expect(state.spoils[1]).toEqual(['KD', 'KD/2']);
    expect(state.attacker).toBe(1);
    expect(state.phase).toBe('draw');
  });

  // "...toss one in the Dead Pile, and place the remaining two in Spoils." Ruling A16: by rank, or both to Spoils as a variant.
  it.each([
    { outOfTurnToSpoils: false, spoils: [], meld: ['10D', '10D/2'] },
    { outOfTurnToSpoils: true, spoils: ['10D', '10D/2'], meld: [] },
  ])('out of turn with three tens, outOfTurnToSpoils $outOfTurnToSpoils: Spoils $spoils, Meld $meld', ({ outOfTurnToSpoils, spoils, meld }) => {
    const state = table({ hands: [['9H', '9H/2', '10D'], ['3S', '10D/2', '10D/3'], ['4S'], ['5C']], stack: SPARE, options: { outOfTurnToSpoils } });
    throughGifts(state, '9H', '4S');
    plainTurn(state, true);
    act(state, 0, { type: 'discard', card: '10D' });
    act(state, 1, { type: 'changeHouse', card: '10D', dead: '10D/3', pay: null });
    expect(state.houses[1]).toBe('D');
    expect(state.spoils[1]).toEqual(spoils);
    expect(state.meld[1]).toEqual(meld);
    expect(state.dead).toContain('10D/3');
  });

  it('a window seat may pass', () => {
    const state = table({ hands: [['9H', '9H/2', 'KD'], ['3S', 'KD/2', 'KD/3'], ['4S'], ['5C']], stack: SPARE });
    throughGifts(state, '9H', '4S');
    plainTurn(state, true);
    act(state, 0, { type: 'discard', card: 'KD' });
    act(state, 1, { type: 'pass' });
    expect(state.houses[1]).toBe('S');
    expect(state.attacker).toBe(1);
  });
});

// "5) ransomed from another player's Meld if melded the previous turn."
describe('a change of house with a ransomed copy', () => {
  it('takes the third J♦ from the Meld seat 2 made in its previous turn, paying with J♠', () => {
    const state = afterJacksMeldedWith(['9D', '9D/2', '2S', '3S', '4S', 'JD/2', 'JD/3', '10D', 'JS']);
    expect(refusal(state, 0, { type: 'changeHouse', card: 'JD', dead: 'JD', pay: null })).toBe('Pay the ransom for the J♦ with a card of the same rank in another suit.');
    act(state, 0, { type: 'changeHouse', card: 'JD', dead: 'JD/3', pay: 'JS' });
    expect(state.houses[0]).toBe('D');
    expect(state.spoils[0]!.slice(-2)).toEqual(['JD', 'JD/2']);
    expect(state.meld[1]).toEqual(['JH', 'JH/2', 'JS']);
    expect(state.dead).toContain('JD/3');
  });
});

// "New Royals give you the typical privileges in your next turn. (In the case of additional scores, in the same turn.)"
describe('royals won by a change of house', () => {
  it('complete a royal set for the score at once, though their privileges wait', () => {
    const state = table({ hands: [['JH', 'JH/2', 'JH/3', '9S'], [], [], []], spoils: [['KH', 'QH'], [], [], []], stack: SPARE });
    act(state, 0, { type: 'changeHouse', card: 'JH', dead: 'JH/3', pay: null });
    expect(royalSets(state, 0)).toBe(1);
    expect(scoreLine(state, 0).royalSets).toBe(1);
    expect(state.privilege.twoRoyals).toBe(true);
  });
});
