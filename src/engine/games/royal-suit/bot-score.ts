/**
 * How good a position looks for the supporters, without searching: the
 * heuristic bot's judgement, and what the sampler's short search scores.
 *
 * The black couple card is always left of the red one (they cannot pass each
 * other), so the black card walks right over red cards and the red card walks
 * left over black cards until they meet. A pile on the way is open when its
 * top card has the colour the walker needs and is no ace; a closed pile needs
 * a card played on it (two when it is an ace of the right colour). The
 * supporters want few piles between the couple and few closed ones on the
 * cheapest way to meet; the opposers want the reverse and their cards gone,
 * since a deck that runs out ends the game for them.
 */
import {
  couplePiles,
  deckLength,
  endOf,
  isAceClass,
  isRed,
  pileClass,
  seatOf,
  SUPPORTERS_WIN,
  type SearchPosition,
} from './solver-position';
import { OPPOSERS, SUPPORTERS } from './types';

export const WIN_SCORE = 1_000_000;

export interface ScoreWeights {
  readonly gap: number;
  readonly closed: number;
  readonly reunionNow: number;
  readonly oneOpenPile: number;
  readonly escape: number;
  readonly time: number;
}

export const DEFAULT_WEIGHTS: ScoreWeights = {
  gap: 60,
  closed: 80,
  /** The supporters can bring the couple together with their next action. */
  reunionNow: 5000,
  /** A single non-ace pile between the couple: whatever colour it takes, one couple card can step on it. */
  oneOpenPile: 250,
  /** A couple card the opposers could walk away from the other. */
  escape: 30,
  /** Per card left in the shorter deck: time the supporters still have. */
  time: 12,
};

/** Plays needed before a couple card may step onto this pile: 0 open, 1 wrong colour, 2 an ace of the right colour. */
function closedness(cls: number, needRed: boolean): number {
  if (isRed(cls) !== needRed) return 1;
  return isAceClass(cls) ? 2 : 0;
}

/** The fewest plays that open a whole way for the couple to meet, over every meeting point. */
export function closedOnBestWay(position: SearchPosition): number {
  const [black, red] = couplePiles(position);
  let best = Infinity;
  // The couple meets with the black card on `meet` and the red card on `meet + 1`.
  for (let meet = black; meet < red; meet++) {
    let cost = 0;
    for (let pile = black + 1; pile <= meet; pile++) cost += closedness(pileClass(position, pile), true);
    for (let pile = meet + 1; pile < red; pile++) cost += closedness(pileClass(position, pile), false);
    best = Math.min(best, cost);
  }
  return best;
}

function canStep(position: SearchPosition, pile: number, needRed: boolean): boolean {
  if (pile < 0 || pile > 5) return false;
  const cls = pileClass(position, pile);
  return !isAceClass(cls) && isRed(cls) === needRed;
}

/** The supporters' view of a position: large is good for them. */
export function supportersScore(position: SearchPosition, weights: ScoreWeights = DEFAULT_WEIGHTS): number {
  const end = endOf(position);
  if (end !== 0) return end === SUPPORTERS_WIN ? WIN_SCORE : -WIN_SCORE;
  const [black, red] = couplePiles(position);
  const gap = red - black - 1;
  let score = -weights.gap * gap - weights.closed * closedOnBestWay(position);
  if (gap === 1) {
    const between = pileClass(position, black + 1);
    if (seatOf(position) === SUPPORTERS && (canStep(position, black + 1, true) || canStep(position, black + 1, false))) {
      score += weights.reunionNow;
    } else if (!isAceClass(between)) {
      score += weights.oneOpenPile;
    }
  }
  if (canStep(position, black - 1, true)) score -= weights.escape;
  if (canStep(position, red + 1, false)) score -= weights.escape;
  score += weights.time * Math.min(deckLength(position, SUPPORTERS), deckLength(position, OPPOSERS));
  return score;
}

/** The score for `seat`: the supporters' score, or its opposite for the opposers. */
export function scoreFor(position: SearchPosition, seat: number, weights: ScoreWeights = DEFAULT_WEIGHTS): number {
  const score = supportersScore(position, weights);
  return seat === SUPPORTERS ? score : -score;
}
