/**
 * The shipped Royals puzzles: positions laid out here and set up through the
 * editor contract (puzzle-position.ts), each verified before it is written
 * to examples/royals with its verdict, solution, cooks and defences.
 * scripts/make-puzzles.ts calls writeRoyals; `npx tsx scripts/make-puzzles.ts royals`
 * writes only these.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { unplacedCards } from '../src/engine/core/editor';
import type { PuzzleSection, PuzzleStatement } from '../src/engine/core/puzzle';
import { GameRecord } from '../src/engine/core/record';
import { royals } from '../src/engine/games/royals';
import { isAceCard } from '../src/engine/games/royals/cards';
import { puzzleEditorPosition, puzzlePosition, type PuzzleSpec } from '../src/engine/games/royals/puzzle-position';
import { royalsEditor } from '../src/engine/games/royals/editor';
import { HAND_SIZE, optionsSchema } from '../src/engine/games/royals/types';
import { verifiedSection, writePuzzleFile } from './puzzle-section';

interface RoyalsPuzzle {
  readonly title: string;
  readonly teaching: string;
  readonly spec: PuzzleSpec;
  readonly goal: 'defeat-all' | 'damage';
  readonly damage?: number;
  /** The author accepts other first actions that also solve. */
  readonly admitsCooks?: boolean;
}

/** Every ace face up in the discard pile but these: the ones the defender may hold, or the solver holds. */
function acesSeenBut(...kept: string[]): string[] {
  return ['AS', 'AH', 'AD', 'AC'].filter((ace) => !kept.includes(ace));
}

export const ROYALS_PUZZLES: readonly RoyalsPuzzle[] = [
  {
    title: 'Royals 1: the jack needs three',
    teaching: 'A royal falls only to damage at least its rank: a jack needs 3, a queen 2, a king 1.',
    spec: { hands: [['3D', '2C', 'QH', 'JH', '2H'], []], fields: [['KS'], ['JC']], discard: acesSeenBut() },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 2: a queen halves',
    teaching: 'A royal strikes for its card divided by its rank, rounded down: a queen halves, so only the 9 makes 4.',
    spec: { hands: [['9H', '7S', '5D', '3C', 'KD'], []], fields: [['QS'], []], discard: acesSeenBut() },
    goal: 'damage',
    damage: 4,
  },
  {
    title: 'Royals 3: three arrows of a suit',
    teaching: 'Arrows deal one damage per card and must share a suit or a number: three hearts fell a jack, a pair of eights does not.',
    spec: { hands: [['4H', '8H', '2H', '8C', '5S'], []], fields: [['KS/'], ['JC']], discard: acesSeenBut() },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 4: clear the shield',
    teaching: 'A standing royal shields its player: clear it with your small card and keep the big one for the joker’s double.',
    spec: { hands: [['9H', '2C', 'QH', 'JS', 'KC'], []], fields: [['KS', 'JK1'], ['KD']], discard: acesSeenBut() },
    goal: 'damage',
    damage: 18,
  },
  {
    title: 'Royals 5: revive and strike',
    teaching: 'Pay a card of its suit to revive a defeated royal, and it may attack this very turn.',
    spec: { hands: [['3S', '6D', '2H', 'JD', '4C'], []], fields: [['QS-'], ['JC']], discard: acesSeenBut() },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 6: the first royal ends the Cold War',
    teaching: 'Recruiting your first royal ends the Cold War at once: a joker already on your field may strike this turn.',
    spec: { hands: [['QH', '9S', '4C', '7D', '2H'], []], fields: [['JK1'], ['JC']], hadRoyal: [false, true], discard: acesSeenBut() },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 7: a low card wipes the floor',
    teaching: 'Wipe The Floor defeats every royal when their combined rank reaches the card’s number: here only the 6 is low enough.',
    spec: { hands: [['9S', '7D', '6C', '8H', '10S'], []], fields: [['JK1'], ['JC', 'QD', 'KH']], discard: acesSeenBut() },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 8: keep your ace',
    teaching: 'Three aces are seen, so the defender may hold the fourth: your own ace counter-blocks its block.',
    spec: { hands: [['3D', 'AS', 'QH', '2C', '2H'], []], fields: [['KS'], ['JC']], discard: acesSeenBut('AS', 'AC') },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 9: the jack goes first',
    teaching: 'A blocked joker stays on the field: knock the king down with the jack and the 3 first, so whichever attack the ace stops, a joker and a ten are left for 20.',
    spec: { hands: [['3H', '10S', '10D', '2C', '4S'], []], fields: [['JS', 'JK1'], ['KH']], discard: acesSeenBut('AS') },
    goal: 'damage',
    damage: 20,
  },
  {
    title: 'Royals 10: the ace on the arrows',
    teaching: 'Clear the queen with your two smallest clubs and hold the ace back: if the defender blocks, you counter, and the king’s 10 is still in hand.',
    spec: { hands: [['AH', '10C', '2C', '8D', '3C'], []], fields: [['KS'], ['QH']], discard: acesSeenBut('AH', 'AC') },
    goal: 'damage',
    damage: 10,
  },
  {
    title: 'Royals 11: wipe first',
    teaching: 'Lead with Wipe The Floor: if it is blocked the joker stays to pick off a royal, and the defender has no ace left for the rest.',
    spec: { hands: [['7D', '6D', '3H', '9C', 'JH'], []], fields: [['QH', 'KC', 'JK1'], ['JD', 'KH', 'KS']], discard: acesSeenBut('AS') },
    goal: 'defeat-all',
  },
  {
    title: 'Royals 12: make them pay early',
    teaching: 'Against two unseen aces, clear the queen with your smallest cards and counter once: every ace spent there is one fewer against the joker.',
    spec: { hands: [['AD', '4H', '7C', '5S', '9C'], []], fields: [['QH', 'JK1'], ['QD']], discard: acesSeenBut('AD', 'AS', 'AH') },
    goal: 'damage',
    damage: 10,
  },
];

/**
 * The defender's hand as the file saves it: every ace the solver has not
 * seen, then other unplaced cards. The verdict never reads it (the solver
 * does not know it), but the saved table then holds the aces the solution's
 * strongest defence blocks with, so the line can be played on it.
 */
function withWorstHand(spec: PuzzleSpec): PuzzleSpec {
  const solver = spec.seat ?? 0;
  const defender = 1 - solver;
  const unplaced = unplacedCards(puzzleEditorPosition(spec), royalsEditor.pack(optionsSchema.parse(spec.options ?? {}), 2));
  const hand = [...unplaced.filter(isAceCard), ...unplaced.filter((card) => !isAceCard(card))].slice(0, HAND_SIZE);
  return { ...spec, hands: spec.hands.map((cards, seat) => (seat === defender ? hand : cards)) };
}

const SAVED_AT = '2026-01-01T00:00:00.000Z';

export function statementOfPuzzle(puzzle: RoyalsPuzzle): PuzzleStatement {
  return {
    goal: puzzle.goal,
    params: puzzle.damage === undefined ? {} : { damage: puzzle.damage },
    side: puzzle.spec.seat ?? 0,
    limit: 1,
    knowledge: 'hand-unknown',
  };
}

function section(puzzle: RoyalsPuzzle, statement: PuzzleStatement): PuzzleSection {
  return verifiedSection(royals, puzzlePosition(withWorstHand(puzzle.spec)), statement, puzzle.teaching, puzzle.admitsCooks ?? false);
}

export async function writeRoyals(examples: string): Promise<void> {
  const dir = join(examples, 'royals');
  await mkdir(dir, { recursive: true });
  for (const [index, puzzle] of ROYALS_PUZZLES.entries()) {
    const state = puzzlePosition(withWorstHand(puzzle.spec));
    const players = [
      { name: 'Player 1', bot: null },
      { name: 'Player 2', bot: null },
    ];
    const record = GameRecord.fromState(royals, state.options, players, state);
    const made = section(puzzle, statementOfPuzzle(puzzle));
    const result = made.result!;
    if (result.verdict !== 'solvable' || (result.unique === false && !puzzle.admitsCooks)) {
      throw new Error(`${puzzle.title} does not hold: ${result.verdict}, unique ${result.unique}, first cook ${result.cooks[0]?.title ?? 'none'}`);
    }
    await writePuzzleFile(dir, index + 1, puzzle.title, record, made, SAVED_AT);
  }
}
