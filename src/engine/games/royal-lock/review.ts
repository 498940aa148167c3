/**
 * The game review of Royal Lock. The players win or lose together against
 * the red deck, so a decision is judged by the players' chance to win: the
 * order of the two decks (all the mover cannot see) is dealt anew, every
 * candidate move is tried in the same deals, the keeper plays on for three
 * turns, and the position reached is read as a chance by the keeper's
 * judgement of it (review-playout.ts).
 */
import type { Seat } from '../../core/game';
import type { GameReviewer, MoveMarks } from '../../core/review';
import { determinise } from './determinise';
import { gridZone, zoneIds } from './editor-layout';
import { firstAction, turnEnds } from './keeper-bot';
import { candidates as bestFirstActions } from './lookahead-bot';
import { allSeats } from './outcome';
import { playOutTurns, winChance } from './review-playout';
import { actingCell } from './turn';
import type { RoyalLockAction, RoyalLockState, RoyalLockView } from './types';

/** The deck order the candidates are ranked in; the keeper's ranking does not look at it (it never peeks at a filled card). */
const RANKING_SEED = 1;

function sameAction(a: RoyalLockAction, b: RoyalLockAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keeper's order: its best end of turn for each first action, best first,
 * then whatever it would never try (a reshuffle that changes nothing it knows)
 * in the rules' order.
 */
export function rankedCandidates(view: RoyalLockView, legal: readonly RoyalLockAction[]): RoyalLockAction[] {
  const ends = turnEnds(determinise(view, RANKING_SEED));
  const ranked: RoyalLockAction[] = [];
  for (const end of bestFirstActions(ends, ends.length)) {
    const action = legal.find((move) => sameAction(move, firstAction(end)));
    if (action) ranked.push(action);
  }
  for (const action of legal) if (!ranked.includes(action)) ranked.push(action);
  return ranked;
}

type Spot = MoveMarks['highlights'][number];

/** The grid space, with its card when it holds one. */
function spaceSpot(state: RoyalLockState, cell: number): Spot {
  const space = state.grid[cell];
  return space ? { zone: gridZone(cell), card: space.card } : { zone: gridZone(cell) };
}

const marks = (highlights: Spot[], arrows: MoveMarks['arrows'] = []): MoveMarks => ({ highlights, arrows });

/** A move on the editor's table: the marker's step, the card acted on, the pile a card comes from or goes to. */
export function royalLockMoveMarks(state: RoyalLockState, _seat: Seat, action: RoyalLockAction): MoveMarks {
  switch (action.type) {
    case 'move':
      return marks([], [{ from: { zone: gridZone(actingCell(state)) }, to: { zone: gridZone(action.to) } }]);
    case 'lock':
    case 'unlock':
      return marks([spaceSpot(state, action.cell)]);
    case 'remove':
      return marks([spaceSpot(state, action.cell)], [{ from: spaceSpot(state, action.cell), to: { zone: zoneIds.blackDiscard } }]);
    case 'fill':
      return marks([], [{ from: { zone: zoneIds.blackDeck }, to: { zone: gridZone(action.cell) } }]);
    case 'reshuffle':
      return marks([], [{ from: { zone: zoneIds.blackDiscard }, to: { zone: zoneIds.blackDeck } }]);
    case 'endTurn':
      return marks([], [{ from: { zone: zoneIds.redDeck }, to: { zone: zoneIds.redDraw } }]);
  }
}

export const royalLockReviewer: GameReviewer<RoyalLockState, RoyalLockAction, RoyalLockView> = {
  measure: { kind: 'chance', words: 'chance to win' },
  // A deal is mostly luck (the keeper wins 4 in 10 from the start), so a move that costs 5 points of chance is already felt.
  thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
  method:
    'Shuffles the two decks anew in the order the mover could not see, lets the Keeper play three turns on, and reads the chance to win from the Keeper’s judgement of the position then reached.',
  budget: { worlds: 32, maxWorlds: 128, candidates: 2 },
  sides: (state) => [{ name: state.seats === 1 ? 'The player' : 'The players', seats: allSeats(state) }],
  determinise: (view, seed) => determinise(view, seed),
  candidates: (view, _seat, legal) => rankedCandidates(view, legal),
  // The keeper is deterministic and a black reshuffle draws on the world's own generator: the deal is all the chance there is.
  playOut: (state) => playOutTurns(state),
  value: (state) => [winChance(state)],
  moveMarks: royalLockMoveMarks,
};
