import { describe, expect, it } from 'vitest';
import { startNode } from './puzzle';
import { answeringPlayers, answers, liveSuits, poolKey } from './puzzle-answers';
import { puzzleState, type PuzzleTable } from './puzzle-table';

/** K♦ on top of the ship, Q♣ under it; Seat 1 holds 10♦ and 3♦, and 19 promises are unseen. */
const TABLE: PuzzleTable = {
  settlers: ['AD', 'AH', 'JK1'],
  absent: 'KH',
  ship: ['KD', 'QC'],
  lines: [['QD'], ['KS', 'QS'], ['KC']],
  hands: [['10D', '3D'], ['8H', '4C'], ['7H', '6C']],
};

const shown = (list: ReturnType<typeof answers>) => list.map((answer) => `${answer.cards.join('+')}>${answer.winner}`);

describe('the answers to a promise', () => {
  const node = startNode(puzzleState(TABLE), 0);

  it('draws on every promise Seat 1 has not seen', () => {
    expect(node.pool.join(' ')).toBe('4C 6C 7C 8C 9C 10C 7D 8D 9D 6H 7H 8H 9H 10H 6S 7S 8S 9S 10S');
  });

  it('has nothing to beat a 10 for the topmost colonial: the 10♣ for the Q♣ below loses the tie', () => {
    expect(shown(answers(node.state, 0, '10D', node.pool))).toEqual(['6H+7H>0']);
  });

  it('against 3♦, lets either seat take either colonial with one card, others first, and stands one card for all that do the same', () => {
    // Any club takes the Q♣ and any diamond above 3 the K♦; once the colonial has gone, the rest of its suit is idle, so one card stands for them.
    expect(shown(answers(node.state, 0, '3D', node.pool))).toEqual(['6H+4C>2', '6H+7D>2', '4C+6H>1', '7D+6H>1', '6H+7H>0']);
  });

  it('with a joker in the ship, keeps answers where a promise only cancels another in a joker draw', () => {
    // The joker stands for clubs, diamonds and hearts: a 9♣ cancels Seat 1's 9♦, and Seat 3's lower promise takes the joker.
    const joker = puzzleState({ ...TABLE, settlers: ['AH', 'AD', 'AS'], absent: 'KC', ship: ['JK1', 'KS'], lines: [['KH'], ['QC', 'JC'], ['JD']], hands: [['10H', '9D'], ['8H', '4C'], ['7H', '6C']], played: ['10C', '10D'] });
    const start = startNode(joker, 0);
    const found = answers(start.state, 0, '9D', start.pool);
    expect(found.some((answer) => answer.cards[0] === '9C' && answer.winner === 2 && answer.colonialIndex === 1)).toBe(true);
  });

  it.each([
    ['a ship of two suits', ['KD', 'QC'], ['C', 'D']],
    ['a ship with a joker', ['KD', 'JK1'], ['C', 'D', 'H', 'S']],
    ['an empty ship', [], []],
  ] as const)('finds the live suits of %s', (_name, ship, suits) => {
    expect([...liveSuits(ship)].sort()).toEqual(suits);
  });

  it('tells unseen cards apart only by name in live suits', () => {
    expect(poolKey(['4C', '7D', '6H', '10S'], liveSuits(['KD']))).toBe('7D+3');
  });

  it('lets the pirates of a two-player table answer after the other seat', () => {
    const pirates = puzzleState({ ...TABLE, settlers: ['AD', 'AH'], pirateSettler: 'JK1', lines: [['QD'], ['KS', 'QS']], hands: [['10D', '3D'], ['8H', '4C']] });
    expect(answeringPlayers(pirates, 0)).toEqual([1, 'pirates']);
  });
});
