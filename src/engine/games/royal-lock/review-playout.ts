/**
 * The game review's playout and value. A whole deal played on by the keeper
 * takes about 7 ms, and its one result, won or lost, differs between two
 * moves in most deals (after a turn or two the deals part ways), so telling a
 * 20-point loss from luck would take a few hundred deals a decision. Instead
 * the keeper plays the rest of the mover's turn and the next
 * `REVIEW_TURNS` − 1 turns, red draws and all, and the position reached is
 * turned into a chance to win by the keeper's own judgement of the coming
 * turn, read through a table measured on thousands of keeper games
 * (`CHANCE_TABLES`). On the last decisions of the teaching example, the
 * differences between moves three turns on came out close to those of 200
 * whole deals a move, at about 2 ms a try instead of 7 and with about half
 * the spread from deal to deal.
 */
import { applyAction } from './actions';
import { bestEnd, firstAction, turnEnds, type JudgementCache } from './keeper-bot';
import { WIN_SCORE } from './keeper-score';
import type { RoyalLockAction, RoyalLockOptions, RoyalLockState } from './types';

/** Turns the playout reaches from the decision's turn: that turn's rest and two more. */
export const REVIEW_TURNS = 3;

/** The keeper's choice in the position, judging grids once per playout (the cache is keyed by the draw's ranks). */
export function keeperChoice(state: RoyalLockState, judged: JudgementCache): RoyalLockAction {
  return firstAction(bestEnd(turnEnds(state, null, undefined, judged)));
}

/**
 * The turn the reviewed move was made in. Every action but ending the turn
 * uses one of the turn's actions, so a position with none used was reached by
 * ending the turn: the move belonged to the turn before.
 */
function decisionTurn(state: RoyalLockState): number {
  return state.actionsUsed === 0 ? state.turn - 1 : state.turn;
}

/**
 * The keeper plays every marker until the game ends or `turns` turns after
 * the decision's have begun; every move is measured over the same stretch of play.
 */
export function playOutTurns(state: RoyalLockState, turns: number = REVIEW_TURNS): void {
  const stopAt = decisionTurn(state) + turns;
  const judged: JudgementCache = new Map();
  while (!state.end && state.turn < stopAt) applyAction(state, keeperChoice(state, judged));
}

/**
 * The keeper's chance to win from the start of a turn, by its judgement of
 * the turn (the best end of turn its search finds, which counts the coming red
 * draw exactly): knots of (judgement, share of games won), joined by straight
 * lines and flat beyond the ends. Measured on the keeper's own games, two
 * seats, deals seeded 100000 + 7919·i: every turn start of every game one
 * sample, sorted by judgement into groups of equal size, adjacent groups
 * pooled until the shares rose with the judgement, each knot a group's mean
 * judgement and share won. The judgement alone tells the most: the grid's
 * locked royals, the royals left in the decks and the turn number told no
 * more (a logistic fit on them scored no better on held-out games). A turn
 * that can win is a win (every one of 547 such turn starts won); one whose red
 * draw cannot be made under the variant is lost.
 */
type ChanceTable = readonly (readonly [judgement: number, chance: number])[];

// The standard options: 3,000 deals, 35,010 turn starts, in 30 groups.
const OWN_SPACE_RESHUFFLE: ChanceTable = [
  [-332, 0.177],
  [-187, 0.243],
  [-119, 0.259],
  [-70, 0.259],
  [-44, 0.283],
  [-34, 0.307],
  [-25, 0.314],
  [-16, 0.314],
  [-9, 0.319],
  [-2, 0.338],
  [4, 0.342],
  [12, 0.352],
  [22, 0.402],
  [38, 0.406],
  [54, 0.422],
  [82, 0.458],
  [114, 0.485],
  [144, 0.492],
  [191, 0.513],
  [234, 0.524],
  [283, 0.568],
  [343, 0.577],
  [454, 0.605],
  [928, 0.696],
  [1630, 0.853],
];

// An empty red deck loses: 1,500 deals, 13,125 turn starts, in 16 groups.
const OWN_SPACE_LOSS: ChanceTable = [
  [-252, 0.061],
  [-98, 0.073],
  [-63, 0.073],
  [-42, 0.101],
  [-25, 0.12],
  [-11, 0.135],
  [0, 0.151],
  [11, 0.154],
  [34, 0.17],
  [61, 0.247],
  [88, 0.25],
  [118, 0.287],
  [161, 0.314],
  [238, 0.315],
  [352, 0.389],
  [1116, 0.604],
];

// Any-space reach (the keeper wins 8 deals in 10): 800 deals, 6,908 turn starts, in 12 groups.
const ANY_SPACE_RESHUFFLE: ChanceTable = [
  [-24, 0.742],
  [35, 0.769],
  [114, 0.795],
  [192, 0.797],
  [291, 0.828],
  [349, 0.838],
  [423, 0.854],
  [629, 0.896],
];

// Any-space reach, an empty red deck loses: 400 deals, 3,150 turn starts, in 10 groups.
const ANY_SPACE_LOSS: ChanceTable = [
  [-33, 0.403],
  [46, 0.474],
  [170, 0.562],
  [259, 0.581],
  [314, 0.616],
  [390, 0.663],
  [561, 0.67],
];

/** Tables by reach and by what an empty red deck does: the keeper's judgement runs on another scale, and the game lasts otherwise. */
export const CHANCE_TABLES: Readonly<Record<RoyalLockOptions['reach'], Readonly<Record<RoyalLockOptions['redDeckOut'], ChanceTable>>>> = {
  'own-space': { reshuffle: OWN_SPACE_RESHUFFLE, loss: OWN_SPACE_LOSS },
  'any-space': { reshuffle: ANY_SPACE_RESHUFFLE, loss: ANY_SPACE_LOSS },
};

/** A judgement read through a table. */
export function chanceFromJudgement(table: ChanceTable, judgement: number): number {
  if (judgement >= WIN_SCORE) return 1;
  // The variant's empty red deck (half the loss score) and anything below it: the turn cannot be survived.
  if (judgement <= -WIN_SCORE / 4) return 0;
  const first = table[0]!;
  if (judgement <= first[0]) return first[1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    if (judgement <= x1) {
      const [x0, y0] = table[i - 1]!;
      return y0 + ((y1 - y0) * (judgement - x0)) / (x1 - x0);
    }
  }
  return table[table.length - 1]![1];
}

/** The players' chance to win as the playout left them: 1 or 0 once the game is over, else the table's reading. */
export function winChance(state: RoyalLockState): number {
  if (state.end) return state.end.label === 'win' ? 1 : 0;
  const judgement = bestEnd(turnEnds(state)).value;
  return chanceFromJudgement(CHANCE_TABLES[state.options.reach][state.options.redDeckOut], judgement);
}
