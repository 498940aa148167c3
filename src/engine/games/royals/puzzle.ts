/**
 * Royals puzzles: on the solver's turn, defeat every royal on the other
 * field, or deal at least D damage to the other player, whatever the
 * defender answers: every block with an ace it may hold, every Jackrifice.
 *
 * The defender's hand is hidden, but within one turn only its aces can act,
 * and a defender holding more aces can do all that one holding fewer can.
 * So a play that wins against the most aces the defender can hold wins
 * against every deal, and the best chance of any play is the chance that the
 * defender holds no more aces than the most it beats: the verifier searches
 * against m aces for the largest m it can, and weighs every deal of the
 * unseen cards by how many aces it gives, exactly.
 */
import type { Seat } from '../../core/game';
import type { Chance, GameVerifier, PuzzleStatement, VerifyHooks, VerifyResult } from '../../core/puzzle';
import { DEFAULT_PUZZLE_BUDGET, reduceChance, statementProblem } from '../../core/puzzle';
import { verifyWithModel } from '../../core/puzzle-search';
import { isAceCard } from './cards';
import { standingRoyals } from './field';
import { acesIn, RoyalsPuzzleModel, type RoyalsGoal } from './puzzle-model';
import { seatScore } from './score';
import { activeSeats } from './turn';
import { hiddenFrom } from './view';
import { otherSeat, seatName } from './words';
import type { RoyalsState } from './types';

export const ROYALS_GOALS = [
  {
    id: 'defeat-all',
    label: 'Defeat every royal on the other field this turn, whatever aces the defender holds',
    params: [],
    limitUnit: 'turns',
    limitMax: 1,
  },
  {
    id: 'damage',
    label: 'Deal at least {damage} damage to the other player this turn, whatever aces the defender holds',
    params: [{ key: 'damage', label: 'Damage wanted', min: 1, max: 60, start: 10 }],
    limitUnit: 'turns',
    limitMax: 1,
  },
] as const;

export const ROYALS_KNOWLEDGE = [
  { id: 'hand-unknown', label: 'The solver sees its own hand and every card face up; the other hand may be any deal of the unseen cards' },
  { id: 'open-hands', label: 'The solver also sees the other hand' },
] as const;

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The unseen cards as the solver counts them: the other hand is any `hand` of these `unseen`, `aces` of them aces. */
export interface UnseenCards {
  readonly unseen: number;
  readonly aces: number;
  readonly hand: number;
}

export function unseenOf(state: RoyalsState, solver: Seat): UnseenCards {
  const hidden = hiddenFrom(state, solver);
  return { unseen: hidden.length, aces: hidden.filter(isAceCard).length, hand: state.hands[otherSeat(solver)]!.length };
}

/** How many deals of the other hand there are: every `hand` cards of the unseen ones. */
export function dealCount(cards: UnseenCards): bigint {
  return binomial(cards.unseen, cards.hand);
}

/** How many of those deals give the other hand exactly `aces` aces. */
export function dealsWithAces(cards: UnseenCards, aces: number): bigint {
  return binomial(cards.aces, aces) * binomial(cards.unseen - cards.aces, cards.hand - aces);
}

/** The exact chance that the other hand holds at most `most` aces. */
export function chanceOfAtMost(cards: UnseenCards, most: number): Chance {
  let favourable = 0n;
  for (let aces = 0; aces <= most; aces++) favourable += dealsWithAces(cards, aces);
  const total = dealCount(cards);
  const g = gcd(favourable, total) || 1n;
  return reduceChance(Number(favourable / g), Number(total / g));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

function goalOf(statement: PuzzleStatement): RoyalsGoal {
  return statement.goal === 'damage' ? { kind: 'damage', atLeast: statement.params.damage! } : { kind: 'defeat-all' };
}

/**
 * The position with the defender holding exactly `aces` aces: the true hand
 * keeps its own aces first, and unseen cards stand in for the rest, so a line
 * shown on a real table names aces the defender may truly hold.
 */
export function withDefenderAces(state: RoyalsState, defender: Seat, aces: number): RoyalsState {
  const hand = state.hands[defender]!;
  const pool = [...hand, ...state.deck];
  const chosenAces = pool.filter(isAceCard).slice(0, aces);
  const others = pool.filter((card) => !isAceCard(card)).slice(0, Math.max(0, hand.length - aces));
  const kept = new Set([...chosenAces, ...others]);
  const hands = state.hands.map((cards, seat) => (seat === defender ? [...chosenAces, ...others] : [...cards]));
  return { ...state, hands, deck: pool.filter((card) => !kept.has(card)) };
}

/**
 * The table as the search carries it: nothing is drawn or scored until the
 * turn ends, so the piles, the cards under royals and the defender's cards
 * other than its aces are left out, and every position copies quickly.
 */
export function searchTable(state: RoyalsState, defender: Seat): RoyalsState {
  return {
    ...state,
    hands: state.hands.map((cards, seat) => (seat === defender ? cards.filter(isAceCard) : [...cards])),
    deck: [],
    discard: [],
    fields: state.fields.map((field) => field.map((entry) => ({ ...entry, under: [] }))),
    scores: state.scores.map(() => ({ groups: [], points: [] })),
    results: [],
  };
}

function refusal(state: RoyalsState, statement: PuzzleStatement): string | null {
  const shared = statementProblem(royalsVerifier, statement);
  if (shared) return shared;
  if (state.stage === 'scored' || state.stage === 'over') return 'The game is over at this position: there is nothing to solve.';
  if (state.stage !== 'turn') return 'A Royals puzzle starts on a turn with no attack waiting for an answer.';
  if (statement.side !== state.seat) return `The side that solves must be the player whose turn it is (${seatName(state.seat)}).`;
  if (statement.goal === 'defeat-all' && standingRoyals(state, otherSeat(state.seat)).length === 0) {
    return 'No royal stands on the other field: there is nothing to defeat.';
  }
  return null;
}

/**
 * Why a position reached by playing the puzzle cannot be searched: the puzzle
 * is asked of where it was set, and within its turn the solver may also be to
 * move in a block window (a counter-block).
 */
function reachedRefusal(state: RoyalsState, statement: PuzzleStatement): string | null {
  if (state.stage === 'scored' || state.stage === 'over') return 'The game is over at this position: there is nothing to solve.';
  if (activeSeats(state)[0] !== statement.side) return `It is not ${seatName(statement.side)}’s move at this position.`;
  return null;
}

/**
 * What the seat has scored against the other player, the cards under its
 * royals counted wherever they stand. Within the seat's own turn only its
 * attacks on the player add to it (a tribute goes to the other pile, a buried
 * royal keeps its cards), so what it gained since the puzzle's start is the
 * damage dealt this turn so far.
 */
export function damageScored(state: RoyalsState, seat: Seat): number {
  return seatScore({ ...state, options: { ...state.options, fieldScores: 'count' } }, seat).total;
}

function unknown(reason: string, positions: number, deals: VerifyResult['deals']): VerifyResult {
  return { verdict: 'unknown', reason, solution: null, unique: null, cooks: [], transpositions: [], spare: [], defences: [], positions, probability: null, deals };
}

export const royalsVerifier: GameVerifier<RoyalsState> = {
  goals: ROYALS_GOALS,
  knowledge: ROYALS_KNOWLEDGE,
  statementRefusal: refusal,
  verify(state: RoyalsState, statement: PuzzleStatement, hooks: VerifyHooks = {}, start?: RoyalsState): VerifyResult {
    const problem = refusal(start ?? state, statement) ?? (start ? reachedRefusal(state, statement) : null);
    if (problem) throw new Error(problem);
    const solver = statement.side;
    const defender = otherSeat(solver);
    const goal = goalOf(statement);
    // The goal counts the damage dealt this turn since the puzzle began, not only from this position on.
    const dealt = start ? damageScored(state, solver) - damageScored(start, solver) : 0;
    const handUnknown = statement.knowledge === 'hand-unknown';
    const model = new RoyalsPuzzleModel(solver, goal, handUnknown);
    const budget = hooks.budget ?? DEFAULT_PUZZLE_BUDGET;
    let positions = 0;
    const against = (aces: number): VerifyResult => {
      const result = verifyWithModel(model, { state: searchTable(withDefenderAces(state, defender, aces), defender), dealt }, 1, { kind: 'all' }, { ...hooks, budget: Math.max(1, budget - positions) });
      positions += result.positions;
      return result;
    };
    if (!handUnknown) return against(acesIn(state.hands[defender]!));

    const cards = unseenOf(state, solver);
    const total = Number(dealCount(cards));
    const deals = { checked: total, total };
    // The fewest and the most aces a deal can give the other hand.
    const least = Math.max(0, cards.hand - (cards.unseen - cards.aces));
    const most = Math.min(cards.aces, cards.hand);
    const worst = against(most);
    if (worst.verdict === 'unknown') return unknown(worst.reason!, positions, { checked: 0, total });
    if (worst.verdict === 'solvable') return { ...worst, positions, probability: { num: 1, den: 1 }, deals };
    // Unsolvable against every deal: the best play still wins when the defender holds few enough aces.
    let beaten = least - 1;
    for (let aces = most - 1; aces >= least; aces--) {
      const result = against(aces);
      if (result.verdict === 'unknown') return unknown(result.reason!, positions, { checked: 0, total });
      if (result.verdict === 'solvable') {
        beaten = aces;
        break;
      }
    }
    const probability = beaten < least ? { num: 0, den: 1 } : chanceOfAtMost(cards, beaten);
    return { ...worst, positions, probability, deals };
  },
};
