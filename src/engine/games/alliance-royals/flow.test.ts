import { describe, expect, it } from 'vitest';
import { applyFast } from '../../core/game';
import { chooseHeuristic } from './bot-heuristic';
import { attackerOnTurn, lastTurnsUpTo } from './flow';
import { allianceRoyals } from './index';
import { pack } from './cards';
import { legalActions } from './legal';
import { act, battle, drawAll, plainTurn, refusal, throughGifts } from './test-play';
import { kingsTable, table } from './test-position';
import { activeSeats } from './turn';
import type { AllianceRoyalsState } from './types';

// Seat 1 hearts, seat 2 spades, seat 3 diamonds, seat 4 clubs; seat 1 attacks unless a test says otherwise.

// "If the Draw Stack runs out before any player ends the Round, play continues as usual, with players skipping their draw
// unless they can legally draw from the Discard Pile."
describe('the draw stack running out', () => {
  it('players draw the discard top of their house and skip the draw otherwise', () => {
    const state = table({ hands: [['9H', '5C'], ['3S', '4D'], ['4S', 'JD'], ['5S', '6D']], discard: ['8D', '7H'], stack: [], restDead: true });
    expect(state.queue).toEqual([0, 1, 2, 3, 0]);
    expect(refusal(state, 0, { type: 'draw', from: 'stack' })).toBe('The draw stack is empty.');
    act(state, 0, { type: 'draw', from: 'discard' });
    // Seat 2 (spades) cannot take 8♦ and is skipped; seat 3 (diamonds) may.
    expect(state.queue).toEqual([2, 3, 0]);
    act(state, 2, { type: 'draw', from: 'discard' });
    // Nothing is left for seat 4 or the attacker's second draw: the gift exchange begins.
    expect(state.phase).toBe('gift');
    expect(state.hands[0]).toEqual(['9H', '5C', '7H']);
    expect(state.hands[2]).toEqual(['4S', 'JD', '8D']);
    expect(state.discard).toEqual([]);
  });

  // "(This last does not end the game if cards still remain in the draw pile.)"
  it('an empty hand does not end the round while the stack holds cards', () => {
    const state = table({ hands: [['9H', '9H/2'], [], ['4S'], ['5S']], stack: ['6S', '7S', '8S', '2S', '9D'] });
    expect(state.phase).toBe('draw');
    act(state, 0, { type: 'draw', from: 'stack' });
    act(state, 1, { type: 'draw', from: 'stack' });
    expect(state.hands[1]).toEqual(['7S']);
    expect(state.result).toBeNull();
  });
});

// "If the Draw Stack runs out ... players skipping their draw unless they can legally draw from the Discard Pile." (ruling A31)
describe('a draw only an optional play could make', () => {
  it('may be skipped when the discard top would only complete a change of house', () => {
    // Seat 1 (hearts) holds two 10♠: the 10♠ on the discard pile would complete a change to spades. Nobody else is of spades.
    const state = table({ houses: ['H', 'D', 'D', 'C'], hands: [['10S/2', '10S/3', '5C'], ['3D'], ['4D'], ['5D']], discard: ['10S'], stack: [], restDead: true });
    expect(state.queue[0]).toBe(0);
    expect(legalActions(state, 0)).toContainEqual({ type: 'changeHouse', card: '10S', dead: '10S', pay: null });
    expect(allianceRoyals.actionLabel(state, { type: 'pass' })).toBe('Skip the draw');
    act(state, 0, { type: 'pass' });
    // The others have nothing to draw; the attacker's second draw is offered the same choice.
    expect(state.queue).toEqual([0]);
    act(state, 0, { type: 'pass' });
    expect(state.phase).toBe('gift');
    expect(state.houses[0]).toBe('H');
    expect(state.hands[0]).toEqual(['10S/2', '10S/3', '5C']);
    expect(state.discard).toEqual(['10S']);
  });

  it('may be skipped when only a bundle could be drawn', () => {
    // Seat 1 (hearts) began the turn with K♥ and Q♥: the bundle from 9♣ could be melded with the 9♣ in hand.
    const state = table({ houses: ['H', 'S', 'D', 'S'], hands: [['9C/3', '5C'], ['3D'], ['4D'], ['5D']], spoils: [['KH', 'QH'], [], [], []], discard: ['9C', '9C/2'], stack: [], restDead: true });
    expect(legalActions(state, 0)).toEqual(expect.arrayContaining([{ type: 'bundle', card: '9C' }, { type: 'pass' }]));
    act(state, 0, { type: 'pass' });
    // A bundle is only the attacker's first draw, and nothing else is there to draw.
    expect(state.phase).toBe('gift');
    expect(state.discard).toEqual(['9C', '9C/2']);
  });

  it.each([
    { name: 'the stack holds cards', discard: ['10S'], stack: ['6S', '7S', '8S', '2S', '9D'], reason: 'You must draw: the draw stack still holds cards.' },
    { name: 'the discard top is of the home house', discard: ['10S', '7H'], stack: [], reason: 'You must draw: 7♥ on top of the discard pile is of your home house.' },
  ])('may not be skipped when $name', ({ discard, stack, reason }) => {
    const state = table({ houses: ['H', 'D', 'D', 'C'], hands: [['10S/2', '10S/3', '5C'], ['3D'], ['4D'], ['5D']], discard, stack, restDead: true });
    expect(refusal(state, 0, { type: 'pass' })).toBe(reason);
  });
});

// "The Round then ends in the usual way, or when one player's hand runs out of cards." (ruling A27)
describe('a hand running out with the stack gone', () => {
  /** Every card of the pack is in a hand, a Spoils, a Meld, the stack, the discard pile or the dead pile, none twice. */
  function accountedFor(state: AllianceRoyalsState): void {
    const seen = [...state.hands.flat(), ...state.spoils.flat(), ...state.meld.flat(), ...state.stack, ...state.discard, ...state.dead];
    expect(seen.sort()).toEqual(pack().sort());
  }

  // "Attacker and Ally pass one card to each other": one act, so a gift of a last card comes back as the other gift.
  it.each([
    { name: 'the attacker gives its last card first', hands: [['9H'], ['3S'], ['4D', '5D'], ['5C']], gifts: [[0, '9H'], [2, '4D']], attacker: ['4D'], ally: ['5D', '9H'] },
    { name: 'the attacker gives its last card second', hands: [['9H'], ['3S'], ['4D', '5D'], ['5C']], gifts: [[2, '5D'], [0, '9H']], attacker: ['5D'], ally: ['4D', '9H'] },
    { name: 'the ally gives its last card', hands: [['9H', '10H'], ['3S'], ['4D'], ['5C']], gifts: [[2, '4D'], [0, '10H']], attacker: ['9H', '4D'], ally: ['10H'] },
    { name: 'both give their last card', hands: [['9H'], ['3S'], ['4D'], ['5C']], gifts: [[0, '9H'], [2, '4D']], attacker: ['4D'], ally: ['9H'] },
  ] as const)('does not end the round in the gift exchange: $name', ({ hands, gifts, attacker, ally }) => {
    const state = table({ hands, stack: [], restDead: true });
    expect(state.phase).toBe('gift');
    act(state, gifts[0][0], { type: 'gift', card: gifts[0][1] });
    expect(state.phase).toBe('gift');
    act(state, gifts[1][0], { type: 'gift', card: gifts[1][1] });
    expect(state.result).toBeNull();
    expect(state.phase).toBe('battle');
    expect(state.gifts).toEqual([null, null, null, null]);
    expect(state.hands[0]).toEqual(attacker);
    expect(state.hands[2]).toEqual(ally);
    accountedFor(state);
  });

  // The battle under way is fought out: every seat holding a card plays to it, the victors take their spoils, and the
  // round ends then, before the attacker's optional plays.
  it.each([
    {
      name: 'the attacker leads its last card',
      hands: [['9H'], ['3S', '4S'], ['4D', '5D'], ['5C', '6C']],
      plays: ['4D', '3S', '5D', '5C'],
      emptied: [0],
      spoils: [[2, '5D'], [0, '4D']],
    },
    {
      name: 'the second player plays its last card',
      hands: [['9H', '10H'], ['3S'], ['4D', '5D'], ['5C', '6C']],
      plays: ['10H', '3S', '9H', '5C'],
      emptied: [1],
      spoils: [[0, '10H'], [2, '3S']],
    },
    {
      name: 'the last player plays its last card and takes the spoils',
      hands: [['9H', '10H'], ['3S', '4S'], ['4D', '5D'], ['AH']],
      plays: ['10H', '3S', '9H', 'AH'],
      emptied: [3],
      spoils: [[3, 'AH'], [1, '10H']],
    },
    {
      name: 'two hands run out in one battle',
      hands: [['9H', '10H'], ['3S'], ['4D', '5D'], ['5C']],
      plays: ['10H', '3S', '9H', '5C'],
      emptied: [1, 3],
      spoils: [[0, '10H'], [2, '5C']],
    },
  ] as const)('ends the round once the battle is over: $name', ({ hands, plays, emptied, spoils }) => {
    const state = table({ hands, stack: [], restDead: true });
    // Seat 1 gives 9♥ and seat 3 gives 4♦.
    act(state, 0, { type: 'gift', card: '9H' });
    act(state, 2, { type: 'gift', card: '4D' });
    plays.forEach((card, seat) => {
      act(state, seat, { type: 'play', card });
      if (seat < 3) expect(state.phase).toBe('battle');
    });
    expect(state.hands.flatMap((hand, seat) => (hand.length ? [] : [seat]))).toEqual(emptied);
    expect(state.phase).toBe('spoils');
    act(state, spoils[0][0], { type: 'spoil', card: spoils[0][1] });
    expect(state.result).toBeNull();
    act(state, spoils[1][0], { type: 'spoil', card: spoils[1][1] });
    expect(state.phase).toBe('scored');
    expect(state.result?.reason).toBe('hand-out');
    expect(state.battle).toEqual([]);
    for (const [seat, card] of spoils) expect(state.spoils[seat]).toContain(card);
    expect(state.dead.slice(-2).sort()).toEqual(plays.filter((card) => !spoils.some(([, taken]) => taken === card)).sort());
    accountedFor(state);
  });
});

// "You may change Houses when it is not your turn if the top card of the Discard Pile finishes a set of three. You may also
// ransom one of the three in the same move."
describe('the window after each discard', () => {
  /**
   * Seat 2 (spades) melds K♦ among three kings, then seat 4 (clubs) melds K♦ among three more; then seat 1
   * attacks and discards the last K♦. Each of seats 2 and 4 holds one K♦ in Meld and could ransom the other.
   */
  function twoSeatsCouldChange() {
    const state = kingsTable();
    throughGifts(state, '2C', '5C');
    act(state, 1, { type: 'meld', cards: ['KD/2', 'KC', 'KH'] });
    plainTurn(state);
    expect(state.attacker).toBe(2);
    plainTurn(state);
    expect(state.attacker).toBe(3);
    drawAll(state);
    act(state, 3, { type: 'gift', card: '9C' });
    act(state, 1, { type: 'gift', card: state.hands[1]!.find((card) => !card.startsWith('K'))! });
    act(state, 3, { type: 'meld', cards: ['KD/3', 'KS/2', 'KH/2'] });
    plainTurn(state);
    expect(state.attacker).toBe(0);
    plainTurn(state, true);
    expect(state.hands[0]).toContain('KD');
    act(state, 0, { type: 'discard', card: 'KD' });
    return state;
  }

  it('is offered to every seat the discard would complete, clockwise', () => {
    const state = twoSeatsCouldChange();
    expect(state.phase).toBe('window');
    expect(state.queue).toEqual([1, 3]);
    const pay = state.hands[1]!.find((card) => card.startsWith('K'))!;
    expect(legalActions(state, 1)).toContainEqual({ type: 'changeHouse', card: 'KD', dead: 'KD', pay });
    expect(refusal(state, 3, { type: 'changeHouse', card: 'KD', dead: 'KD', pay: 'KC/2' })).toBe('Now Seat 2 may take the discard to change houses.');
    act(state, 1, { type: 'pass' });
    expect(state.queue).toEqual([3]);
    // Seat 4 takes the discard and ransoms seat 2's K♦ with K♣; the kings are royals of the new house, so two go to Spoils.
    act(state, 3, { type: 'changeHouse', card: 'KD', dead: 'KD/3', pay: 'KC/2' });
    expect(state.houses[3]).toBe('D');
    expect(state.spoils[3]!.slice(-2)).toEqual(['KD', 'KD/2']);
    expect(state.meld[1]).toEqual(['KC/2', 'KC', 'KH']);
    expect(state.meld[3]).toEqual(['KS/2', 'KH/2']);
    expect(state.dead).toContain('KD/3');
    // The next turn is seat 2's, as after any discard.
    expect(state.attacker).toBe(1);
    expect(state.phase).toBe('draw');
  });

  it('is not opened when nobody could take the discard', () => {
    const state = table({ hands: [['9H', '9H/2', '5C'], ['3S'], ['4S'], ['5S']], stack: ['6S', '7S', '8S', '2S', '9D', '10D'] });
    plainTurn(state, true);
    act(state, 0, { type: 'discard', card: state.hands[0]![0]! });
    expect(state.phase).toBe('draw');
    expect(state.attacker).toBe(1);
  });
});

// "The game ends when 1) The combined score of one Alliance passes 1066 ... 2) ... drops below -333 ... 3) One Alliance surrenders."
describe('the end of the game', () => {
  /** Seat 1 wins a battle with A♥ and may end the round; seats 2 and 4 are left holding low cards worth 10 each. */
  function readyToEnd(totals: readonly [number, number]) {
    const state = table({
      hands: [['AH', '9H', '10D'], ['3S', '4S', '5S', '6S', '7S'], ['3D', '4D'], ['3C', '4C', '5C', '6C', '7C']],
      spoils: [['JH'], [], [], []],
      stack: ['2D', '5D', '6D', '7D', '8D', '2C'],
      totals,
      restDead: true,
    });
    throughGifts(state, '9H', '4D');
    battle(state, { 0: 'AH' });
    act(state, 0, { type: 'spoil', card: 'AH' });
    act(state, 2, { type: 'spoil', card: '9H' });
    return state;
  }

  it('ends when an alliance drops below the floor: the other wins', () => {
    const state = readyToEnd([0, -300]);
    act(state, 0, { type: 'endRound', discard: '10D' });
    const result = state.result!;
    expect(result.alliance[1]).toBeLessThan(-33);
    expect(state.totals[1]).toBe(-300 + result.alliance[1]);
    expect(state.phase).toBe('over');
    expect(state.end).toEqual({ winners: [0, 2], reason: 'issus' });
    expect(allianceRoyals.outcome(state)?.text).toBe('Seats 1 & 3 win −35 to −400: an alliance dropped below −333.');
  });

  it('goes on while both alliances stay between the floor and the target', () => {
    const state = readyToEnd([0, 0]);
    act(state, 0, { type: 'endRound', discard: null });
    expect(state.phase).toBe('scored');
    expect(state.end).toBeNull();
  });

  it('either alliance may surrender as one of its players comes to choose a home house', () => {
    const state = allianceRoyals.setup(allianceRoyals.defaultOptions(), 4, 3);
    expect(state.phase).toBe('houses');
    expect(state.queue).toEqual([1, 2, 3, 0]);
    expect(legalActions(state, 1)).toContainEqual({ type: 'surrender' });
    expect(refusal(state, 0, { type: 'surrender' })).toBe('Now Seat 2 chooses a home house.');
    act(state, 1, { type: 'house', suit: 'S' });
    act(state, 2, { type: 'surrender' });
    expect(state.phase).toBe('over');
    expect(state.end).toEqual({ winners: [1, 3], reason: 'surrender' });
    expect(allianceRoyals.outcome(state)?.text).toBe('Seats 2 & 4 win: the other alliance surrendered (0 to 0).');
  });

  it('no surrender in the middle of a round', () => {
    const state = table({ hands: [['9H'], ['3S'], ['4S'], ['5S']], stack: ['6S', '7S'] });
    expect(refusal(state, 0, { type: 'surrender' })).toBe('An alliance surrenders at the start of a round, when one of its players is to choose a home house.');
  });
});

// "Players rotate clockwise turns as Dealer." / "Dealer gives ten cards to each player, beginning with their Enemy to the left."
describe('dealing each round', () => {
  // "Two or more players may choose the same House."
  it('players choose houses in deal order, and may share one', () => {
    const state = allianceRoyals.setup(allianceRoyals.defaultOptions(), 4, 4);
    act(state, 1, { type: 'house', suit: 'H' });
    expect(refusal(state, 3, { type: 'house', suit: 'H' })).toBe('Now Seat 3 chooses a home house.');
    act(state, 2, { type: 'house', suit: 'H' });
    act(state, 3, { type: 'house', suit: 'S' });
    act(state, 0, { type: 'house', suit: 'H' });
    expect(state.houses).toEqual(['H', 'H', 'H', 'S']);
    expect(state.phase).toBe('draw');
    expect(state.attacker).toBe(1);
  });

  it('the deal passes clockwise, and the dealer’s left chooses first and attacks first', () => {
    const state = allianceRoyals.setup({ ...allianceRoyals.defaultOptions(), target: 400, floor: -400 }, 4, 5);
    const dealers: number[] = [];
    for (let n = 0; n < 20_000 && state.phase !== 'over'; n++) {
      if (state.phase === 'houses' && state.queue.length === 4) {
        dealers.push(state.dealer);
        expect(state.queue).toEqual([1, 2, 3, 0].map((k) => (state.dealer + k) % 4));
        expect(state.hands.map((hand) => hand.length)).toEqual([10, 10, 10, 10]);
        expect(state.discard).toHaveLength(1);
        expect(state.stack).toHaveLength(59);
      }
      const seat = activeSeats(state)[0]!;
      const legal = legalActions(state, seat);
      const action = chooseHeuristic({ view: allianceRoyals.view(state, seat), seat, legal, seed: n });
      if (action.type === 'house' && state.queue.length === 4) expect(state.attacker).toBe((state.dealer + 1) % 4);
      applyFast(allianceRoyals, state, seat, action);
    }
    expect(dealers.length).toBeGreaterThanOrEqual(3);
    expect(dealers).toEqual(dealers.map((_, round) => round % 4));
  });

  // What the table editor builds on: the dealer and the turn number decide who attacks, and each player's last turn.
  it('the dealer’s left attacks in turn 1, then each player clockwise: the dealer and the turn decide the attacker', () => {
    const state = allianceRoyals.setup({ ...allianceRoyals.defaultOptions(), target: 400, floor: -400 }, 4, 7);
    let before = { round: state.round, turn: state.turn, attacker: state.attacker };
    let turns = 0;
    for (let n = 0; n < 20_000 && state.phase !== 'over'; n++) {
      if (state.round === before.round && state.turn === before.turn + 1) {
        expect(state.attacker).toBe(state.turn === 1 ? (state.dealer + 1) % 4 : (before.attacker + 1) % 4);
        turns++;
      }
      expect(state.attacker).toBe(attackerOnTurn(state.dealer, state.turn));
      expect(state.lastTurn).toEqual(lastTurnsUpTo(state.dealer, state.turn));
      before = { round: state.round, turn: state.turn, attacker: state.attacker };
      const seat = activeSeats(state)[0]!;
      const legal = legalActions(state, seat);
      applyFast(allianceRoyals, state, seat, chooseHeuristic({ view: allianceRoyals.view(state, seat), seat, legal, seed: n }));
    }
    expect(turns).toBeGreaterThan(40);
  });
});
