/**
 * The shipped Alliance Royals puzzles: late-round tables laid out here, each
 * played through the turn's draws (and, where the puzzle starts later, the
 * gift exchange) to the moment the attacker's alliance must find its plan.
 * Every puzzle is verified before it is written; its verdict, solution, cooks
 * and defences go into its file. Called by scripts/make-puzzles.ts.
 *
 * Seats 1 & 3 (hearts and diamonds) are the attacker's alliance, Seats 2 & 4
 * (spades and clubs) the enemies. Cards placed nowhere lie in the dead pile,
 * seen as they went there, so the unknown cards are the enemies' hands and
 * the few left on the stack.
 */
import { join } from 'node:path';
import type { Seat } from '../src/engine/core/game';
import type { PuzzleSection, PuzzleStatement } from '../src/engine/core/puzzle';
import { GameRecord } from '../src/engine/core/record';
import { allianceRoyals } from '../src/engine/games/alliance-royals';
import { actionRefusal, applyAction } from '../src/engine/games/alliance-royals/actions';
import { table, type TableSpec } from '../src/engine/games/alliance-royals/test-position';
import type { AllianceRoyalsAction, AllianceRoyalsState } from '../src/engine/games/alliance-royals/types';
import { verifiedSection, writePuzzleFile } from './puzzle-section';

export interface AlliancePuzzle {
  readonly title: string;
  readonly teaching: string;
  /** The table at the start of the attacker's turn; the stack's top five cards are the turn's draws. */
  readonly spec: TableSpec;
  /** The gifts of the attacker and the ally, when the puzzle starts at the battle. */
  readonly gifts?: readonly [string, string];
  readonly points: number;
  readonly knowledge?: 'enemy-hands-unknown' | 'all-cards';
  /** The author accepts other plans that also solve. */
  readonly admitsCooks?: boolean;
}

/** Both enemies' hands as the turn begins: low spades and clubs, nothing that can head a led ace. */
const SEAT_2 = ['9S', '10S', '3C'];
const SEAT_4 = ['10C', '4S', '7S'];
/** The attacker's K♥ in Spoils gives the right to end the round; the ally's board is small. */
const SPOILS_1 = ['KH', '10H', '10H/2'];
const SPOILS_3 = ['JD', '9C'];

/** The stack: the turn's five draws (attacker, Seat 2, ally, Seat 4, attacker), then the cards left unseen. */
function stack(first: string, ally: string, second: string, rest = ['4C', '5C', '3S', '8C']): string[] {
  return [first, '8H', ally, '6S', second, ...rest];
}

export const ALLIANCE_ROYALS_PUZZLES: readonly AlliancePuzzle[] = [
  {
    title: 'Alliance Royals 1: the safe ace',
    teaching: 'Lead the ace once the 2 of its suit has been seen: no card can take the battle from it.',
    spec: { hands: [['AC', '5H'], SEAT_2, ['9D', '6D'], SEAT_4], spoils: [SPOILS_1, [], SPOILS_3, []], stack: stack('9H', '4D', '2H') },
    gifts: ['9H', '4D'],
    points: 15,
  },
  {
    title: 'Alliance Royals 2: the king, not the ace',
    teaching: 'With the Sneak unseen, lead the king: a 2 beats only an ace, and the king leaves your hand.',
    spec: { hands: [['AC', 'KC', '5H'], SEAT_2, ['9D', '6D'], SEAT_4], spoils: [SPOILS_1, [], SPOILS_3, []], stack: stack('9H', '4D', '2H', ['4C', '2C', '3S', '8C']) },
    gifts: ['9H', '4D'],
    points: 10,
  },
  {
    title: 'Alliance Royals 3: take the nine back',
    teaching: 'Three of a rank count double: the ally follows with the nine and takes it back as spoils.',
    spec: { hands: [['AC', '5H'], SEAT_2, ['9C/2', '5C', '6D'], SEAT_4], spoils: [SPOILS_1, [], ['JD', '9D', '9D/2'], []], stack: stack('9H', '4D', '2H', ['4C', '3S', '8C', '3H']) },
    gifts: ['9H', '4D'],
    points: 15,
  },
  {
    title: 'Alliance Royals 4: a tie goes to the leader',
    teaching: 'In a tie the card played first wins: a ten is safe once every higher spade has been seen.',
    spec: { hands: [['10S', '5H'], ['9S', '3C', '10C/2'], ['9D', '6D'], SEAT_4], spoils: [SPOILS_1, [], SPOILS_3, []], stack: stack('9H', '4D', '2H', ['4C', '10S/2', '3S', '8C']) },
    gifts: ['9H', '4D'],
    points: 25,
  },
  {
    title: 'Alliance Royals 5: read the hands',
    teaching: 'With every hand known, lead the suit the enemies must follow with cards worth taking as spoils.',
    spec: { hands: [['AC', '5H'], SEAT_2, ['9D', '6D'], SEAT_4], spoils: [SPOILS_1, [], SPOILS_3, []], stack: ['9H', '5S', '4D', '6S', '2H', '4C', '8H', '3S', '8C'] },
    gifts: ['9H', '4D'],
    points: 25,
    knowledge: 'all-cards',
  },
  {
    title: 'Alliance Royals 6: a ten from the battle',
    teaching: 'A ten won in the battle joins the two in hand: meld them, and all three count double.',
    spec: { hands: [['AC', '10S/2', '10D'], SEAT_2, ['10C/2', '7C', '6D'], SEAT_4], spoils: [['KH', '9H/2'], [], SPOILS_3, []], stack: stack('9H', '4D', '2H') },
    gifts: ['9H', '4D'],
    points: 20,
  },
  {
    title: 'Alliance Royals 7: a marriage doubles',
    teaching: 'Take your ally’s queen beside your king: the marriage adds a natural score to both of you.',
    spec: { hands: [['AC', '5H'], SEAT_2, ['QD', '9D'], SEAT_4], spoils: [['KH', '10H', '10H/2', '10H/3'], [], ['JD', '9C', '9C/2', '9C/3'], []], stack: stack('9H', '4D', '2H') },
    gifts: ['9H', '4D'],
    points: 100,
  },
  {
    title: 'Alliance Royals 8: the queen as a gift',
    teaching: 'Give your ally the queen it can play back to you: beside your king it makes a marriage.',
    spec: {
      hands: [['AC', 'JS', 'QD'], SEAT_2, [], ['KD', '4S', '7S']],
      spoils: [['KH', '10H', '10H/2', '10H/3'], [], ['JD', '9C', '9C/2', '9C/3'], []],
      stack: stack('9H', '9D', '4H'),
    },
    points: 140,
  },
  {
    title: 'Alliance Royals 9: the full set',
    teaching: 'Lead your own jack when every higher heart is seen, and take it back: K, Q and J in Spoils add a natural score.',
    spec: { hands: [['AC', 'JH', '5H'], SEAT_2, ['9D', '6D'], SEAT_4], spoils: [['KH', 'QH', '10H', '10H/2', '10H/3'], [], SPOILS_3, []], stack: stack('9H', '4D', '2H') },
    gifts: ['9H', '4D'],
    points: 40,
  },
  {
    title: 'Alliance Royals 10: everything at once',
    teaching: 'Lead the king the Sneak cannot beat, win a ten for the meld, and keep the queen for the discard that ends the round.',
    spec: {
      hands: [['AC', 'KC', 'QS/2', '10S/2'], ['9S', 'KS', '3C'], ['QD', '10D', '10C/2', '6D'], SEAT_4],
      spoils: [['KH', '10H', '9H/2'], [], ['JD', '9C', '9C/2', '9C/3'], []],
      stack: stack('9H', '4D', '2H', ['4C', '2C', '3S', '8C']),
    },
    gifts: ['9H', '6D'],
    points: 30,
  },
  {
    title: 'Alliance Royals 11: an arranged marriage',
    teaching: 'An unseen ace could take your queen in battle: trade it for the queen your ally won lately, and beside your ally’s king it makes a marriage.',
    spec: {
      hands: [['AC', 'QH', '5H'], SEAT_2, ['9D', '6D'], ['10C', 'AH/2', '7S']],
      spoils: [['KH', '10H', '10H/2', '10H/3'], [], ['KD', 'QD', 'JD', '9C', '9C/2', '9C/3'], []],
      stack: stack('9H', '4D', '2H'),
      // Q♦ was won in the battle of the turn before this one, so an arrangement may take it.
      tags: { 'won-lately': ['QD'] },
    },
    gifts: ['9H', '4D'],
    points: 120,
  },
];

function act(state: AllianceRoyalsState, seat: Seat, action: AllianceRoyalsAction): void {
  const refusal = actionRefusal(state, seat, action);
  if (refusal) throw new Error(`a puzzle's setup cannot be played: ${refusal}`);
  applyAction(state, seat, action);
}

/** The puzzle's table: the turn's draws made from the stack, then the gifts if the puzzle starts at the battle. */
export function puzzleState(puzzle: AlliancePuzzle): AllianceRoyalsState {
  const state = table({ restDead: true, ...puzzle.spec });
  while (state.phase === 'draw') act(state, state.queue[0]!, { type: 'draw', from: 'stack' });
  if (puzzle.gifts) {
    act(state, state.attacker, { type: 'gift', card: puzzle.gifts[0] });
    act(state, (state.attacker + 2) % 4, { type: 'gift', card: puzzle.gifts[1] });
  }
  return state;
}

export function puzzleStatement(puzzle: AlliancePuzzle, state: AllianceRoyalsState): PuzzleStatement {
  return { goal: 'end-round', params: { points: puzzle.points }, side: state.attacker, limit: 1, knowledge: puzzle.knowledge ?? 'enemy-hands-unknown' };
}

function section(state: AllianceRoyalsState, statement: PuzzleStatement, puzzle: AlliancePuzzle): PuzzleSection {
  return verifiedSection(allianceRoyals, state, statement, puzzle.teaching, puzzle.admitsCooks ?? false);
}

export async function writeAllianceRoyals(examples: string, savedAt: string): Promise<void> {
  const players = [1, 2, 3, 4].map((n) => ({ name: `Player ${n}`, bot: null }));
  for (const [index, puzzle] of ALLIANCE_ROYALS_PUZZLES.entries()) {
    const state = puzzleState(puzzle);
    const record = GameRecord.fromState(allianceRoyals, state.options, players, state);
    const made = section(state, puzzleStatement(puzzle, state), puzzle);
    await writePuzzleFile(join(examples, 'alliance-royals'), index + 1, puzzle.title, record, made, savedAt);
  }
}
