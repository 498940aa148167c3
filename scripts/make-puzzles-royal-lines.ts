/**
 * The shipped Royal Lines puzzles: tables late in a round, on the second
 * ship, laid out on the editor (puzzle-table.ts). Seat 1 solves: it must
 * choose the promises that win the round whatever the others promise, and
 * the others' hands, the promise deck and the face-down settlers are unknown
 * to it. The promises played on this ship are named where the puzzle counts
 * on them; the rest of the played pile is the lowest cards. Every puzzle is
 * verified before it is written; its verdict, solution, cooks and defences go
 * into its file. Called by scripts/make-puzzles.ts.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PuzzleSection, PuzzleStatement } from '../src/engine/core/puzzle';
import { GameRecord } from '../src/engine/core/record';
import { royalLines } from '../src/engine/games/royal-lines';
import { puzzleState, type PuzzleTable } from '../src/engine/games/royal-lines/puzzle-table';
import { verifiedSection, writePuzzleFile } from './puzzle-section';

export interface LinesPuzzle {
  readonly title: string;
  readonly teaching: string;
  readonly table: PuzzleTable;
  /** The author accepts other first promises that also solve. */
  readonly admitsCooks?: boolean;
}

/** Three players where the table does not say otherwise: the hands of Seats 2 and 3 are only a deal of many. */
const OTHERS_3 = [
  ['8H', '4C'],
  ['7H', '6C'],
];

export const ROYAL_LINES_PUZZLES: readonly LinesPuzzle[] = [
  {
    title: 'Royal Lines 1: the sure recruit',
    teaching: 'A 10 for the topmost colonial is a sure recruit: no promise can beat it, and ties go to the topmost.',
    table: { settlers: ['AD', 'AH', 'JK1'], absent: 'KH', ship: ['KD', 'QC'], lines: [['QD'], ['KS', 'QS'], ['KC']], hands: [['10D', '3D'], ...OTHERS_3] },
  },
  {
    title: 'Royal Lines 2: a revolution',
    teaching: 'Under a black ace, royals of the other colour make a revolution: 2 points each, up to 8.',
    table: {
      settlers: ['AS', 'JK1', 'AD', 'AC'],
      absent: 'QC',
      ship: ['QH', 'QD'],
      lines: [['JD', 'JH'], ['KC', 'KS', 'JS'], ['KH', 'QS'], ['JC']],
      hands: [['10H', '4S'], ['7C', '8C'], ['2D', '9H'], ['3S', '6H']],
      played: ['5H', '6D', '10D', '3D', '6S', '6C', '9S', '5S', '7S', '10C', '7H', '9D', '8S', '9C', '4D', '5D', '8H', '8D', '10S', '3H'],
    },
  },
  {
    title: 'Royal Lines 3: count the played promises',
    teaching: 'The 10♦, 10♣ and 9♣ are played: your 9♦ is the highest promise left for any colonial.',
    table: { settlers: ['AD', 'AH', 'JK1'], absent: 'KH', ship: ['KD', 'QC'], lines: [['QD'], ['KS', 'QS'], ['KC']], hands: [['9D', '3D'], ...OTHERS_3], played: ['10D', '10C', '9C'] },
  },
  {
    title: 'Royal Lines 4: ties go to the top',
    teaching: 'Equally high promises go by ship order: a 9♥ for the topmost K♥ beats any 9♦ for the Q♦ below it.',
    table: { settlers: ['AH', 'AD', 'JK1'], absent: 'KC', ship: ['KH', 'QD'], lines: [['JH'], ['KS', 'QS'], ['JC']], hands: [['9H', '8C'], ...OTHERS_3], played: ['10H', '10D'] },
  },
  {
    title: 'Royal Lines 5: the pirates play too',
    teaching: 'With two players the pirates turn up any card you have not seen: only a sure promise keeps the Q♠ from them.',
    table: { settlers: ['AS', 'AD'], pirateSettler: 'JK1', absent: 'JD', ship: ['KH', 'QS'], lines: [['JS'], ['KC', 'QC']], hands: [['10S', '9C'], ['8H', '4C']], played: ['10H'] },
  },
  {
    title: 'Royal Lines 6: a new settler',
    teaching: 'A recruited ace takes over as your settler: the A♦ turns your two diamonds into an aristocracy.',
    table: { settlers: ['JK1', 'AS', 'AC'], absent: 'KC', ship: ['AD', 'QC'], lines: [['KD', 'QD'], ['KS', 'JS', 'JC'], ['QH']], hands: [['10D', '3H'], ...OTHERS_3] },
  },
  {
    title: 'Royal Lines 7: collapse on purpose',
    teaching: 'Three of a suit collapse: a third heart sweeps your two hearts out of the line, first, while the K♥ is on top.',
    table: { settlers: ['AS', 'AD', 'JK1'], absent: 'KC', ship: ['KH', 'QS'], lines: [['KS', 'QH', 'JH'], ['QD'], ['JC']], hands: [['10H', '9S'], ...OTHERS_3], played: ['10S'] },
  },
  {
    title: 'Royal Lines 8: only the topmost of a suit',
    teaching: 'Only the topmost colonial of a suit can be recruited: keep your diamond until the K♦ has gone, and an ace only replaces your joker.',
    table: {
      settlers: ['JK2', 'AC', 'AH', 'AS'],
      absent: 'JH',
      ship: ['KD', 'AD'],
      lines: [['QS', 'QC'], ['JC', 'QH', 'KH'], ['QD', 'KC'], ['KS']],
      hands: [['7D', '8C'], ['8H', '7S'], ['3S', '6S'], ['8D', '10S']],
      played: ['2D', '3C', '4H', '6C', '9D', '3D', '7H', '9H', '9C', '2H', '4C', '6H', '2C', '10D', '6D', '7C', '4S', '4D', '2S', '10H'],
    },
  },
  {
    title: 'Royal Lines 9: the joker draw',
    teaching: 'Equal promises for the joker cancel when their suits differ: with the 10♣ and 10♦ played, your 10♥ is sure; then settle it as hearts.',
    table: { settlers: ['AH', 'AD', 'AS'], absent: 'KC', ship: ['JK1', 'KS'], lines: [['KH'], ['QC', 'JC'], ['JD']], hands: [['10H', '9D'], ...OTHERS_3], played: ['10C', '10D'] },
  },
  {
    title: 'Royal Lines 10: the panic of the joker',
    teaching: 'A recruited joker panics at the round’s end and escapes with two royals of a rank: take it to carry the two queens away.',
    table: { settlers: ['AS', 'AH', 'AD'], absent: 'QS', ship: ['JK1', 'KD'], lines: [['KS', 'QH', 'QD'], ['KC', 'JH'], ['JD', 'QC']], hands: [['10S', '3H'], ...OTHERS_3], played: ['10C', '10H'] },
  },
  {
    title: 'Royal Lines 11: the spade on top',
    teaching: 'A promise takes the topmost colonial of its suit: take the K♣ before Seat 3’s kings can collapse to a lone Q♦, and keep the 10♠ until the J♠ has gone.',
    table: {
      settlers: ['JK1', 'AS', 'AD'],
      absent: 'JH',
      ship: ['JS', 'QS', 'KC'],
      lines: [['JC', 'JD', 'QH'], ['QC', 'KH'], ['KD', 'QD', 'KS']],
      hands: [['10C', '10S', '5D'], ['5C', '2D', '3H'], ['6H', '9D', '9H']],
      played: ['10D', '4D', '8C', '7D', '5S', '3C', '8D', '8H', '7S', '5H', '6C', '7H'],
    },
  },
  {
    title: 'Royal Lines 12: choose your collapse',
    teaching: 'Of two collapses, choose the one that leaves a pure line: the J♠ sweeps the jacks away and leaves the Q♦ an aristocracy; the K♦ would sweep the diamonds.',
    table: {
      settlers: ['AD', 'AH', 'JK2', 'AC'],
      absent: 'QC',
      ship: ['JS', 'KD', 'AS'],
      lines: [['QD', 'JD', 'JC'], ['KH', 'QS'], ['KC'], ['JH', 'KS', 'QH']],
      hands: [['9D', '9C', '10S'], ['7D', '10C', '5D'], ['5C', '5H', '8D'], ['3S', '8H', '4H']],
      played: ['10D', '6C', '3C', '4S', '6H', '2H', '5S', '2D', '7C', '4C', '7H', '6S', '4D', '7S', '8C', '6D'],
    },
  },
];

const SAVED_AT = '2026-01-01T00:00:00.000Z';

export const LINES_STATEMENT: PuzzleStatement = { goal: 'win-round', params: {}, side: 0, limit: 1, knowledge: 'own-cards' };

function section(puzzle: LinesPuzzle): PuzzleSection {
  return verifiedSection(royalLines, puzzleState(puzzle.table), LINES_STATEMENT, puzzle.teaching, puzzle.admitsCooks ?? false);
}

export async function writeRoyalLines(examples: string): Promise<void> {
  const dir = join(examples, 'royal-lines');
  await mkdir(dir, { recursive: true });
  for (const [index, puzzle] of ROYAL_LINES_PUZZLES.entries()) {
    const state = puzzleState(puzzle.table);
    const players = Array.from({ length: state.seats }, (_, seat) => ({ name: `Player ${seat + 1}`, bot: null }));
    const record = GameRecord.fromState(royalLines, state.options, players, state);
    const made = section(puzzle);
    const result = made.result!;
    if (result.verdict !== 'solvable' || (result.unique === false && !puzzle.admitsCooks)) {
      throw new Error(`${puzzle.title} does not hold: ${result.verdict}, unique ${result.unique}, first cook ${result.cooks[0]?.title ?? 'none'}`);
    }
    await writePuzzleFile(dir, index + 1, puzzle.title, record, made, SAVED_AT);
  }
}
