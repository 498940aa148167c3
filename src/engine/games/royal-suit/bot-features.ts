/**
 * What the sampler's fitted judgement reads in a position: a few counts and
 * flags about the couple's way to meet, the cards on top of the decks and the
 * time left, each from the supporters' side. A weighted sum of them is the
 * log-odds of a supporters' win (logistic regression on played games), so a
 * position is read as a chance without a hand-set score. The sampler reads
 * the heuristic's score by default: this judgement predicted the winner
 * better but won no more games (docs/royal-suit-bots.md).
 */
import {
  couplePiles,
  deckLength,
  endOf,
  isAceClass,
  isRed,
  phaseOf,
  PHASE_EXTRA,
  PHASE_LAST,
  pileClass,
  seatOf,
  SUPPORTERS_WIN,
  topClass,
  type SearchPosition,
} from './solver-position';
import { OPPOSERS, PILE_COUNT, SUPPORTERS } from './types';

/** Plays needed before a couple card may step onto a pile of this class: 0 open, 1 wrong colour, 2 an ace of the right colour. */
function closedness(cls: number, needRed: boolean): number {
  if (isRed(cls) !== needRed) return 1;
  return isAceClass(cls) ? 2 : 0;
}

/** The fewest plays that open a whole way for the couple to meet, and how many meeting points need no more. */
function bestWay(tops: readonly number[], black: number, red: number): { cost: number; ways: number } {
  let cost = Infinity;
  let ways = 0;
  for (let meet = black; meet < red; meet++) {
    let c = 0;
    for (let pile = black + 1; pile <= meet; pile++) c += closedness(tops[pile]!, true);
    for (let pile = meet + 1; pile < red; pile++) c += closedness(tops[pile]!, false);
    if (c < cost) {
      cost = c;
      ways = 1;
    } else if (c === cost) ways++;
  }
  return { cost, ways };
}

function stepOpen(tops: readonly number[], pile: number, needRed: boolean): boolean {
  if (pile < 0 || pile >= PILE_COUNT) return false;
  const cls = tops[pile]!;
  return !isAceClass(cls) && isRed(cls) === needRed;
}

/**
 * The change to the cheapest way's cost the best play of a card of class `card` makes:
 * the least for the supporters (`best` = min), the most for the opposers (max). Zero when it cannot be played.
 */
function playEffect(tops: number[], black: number, red: number, card: number, base: number, pick: (a: number, b: number) => number): number {
  if (card < 0) return 0;
  let effect: number | null = null;
  for (let pile = 0; pile < PILE_COUNT; pile++) {
    if (pile === black || pile === red || isRed(tops[pile]!) === isRed(card)) continue;
    const was = tops[pile]!;
    tops[pile] = card;
    const cost = bestWay(tops, black, red).cost - base;
    tops[pile] = was;
    effect = effect === null ? cost : pick(effect, cost);
  }
  return effect ?? 0;
}

export const FEATURE_NAMES = [
  'bias',
  'gap',
  'closed',
  'reunionNow',
  'oneOpenPile',
  'aceBetween',
  'escapes',
  'approaches',
  'shorterDeck',
  'supportersDeck',
  'opposersDeck',
  'supportersToMove',
  'extraPlay',
  'lastMove',
  'supportersTopOpens',
  'opposersTopCloses',
  'ways',
  'closedTimesGap',
  'oneOpenToMove',
  'race',
  'behind',
  'ownTime',
  'raceToMove',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Writes the features of an unfinished position into `out` (FEATURE_COUNT numbers). */
export function featuresOf(position: SearchPosition, out: number[]): void {
  const [black, red] = couplePiles(position);
  const tops: number[] = [];
  for (let pile = 0; pile < PILE_COUNT; pile++) tops.push(pileClass(position, pile));
  const gap = red - black - 1;
  const way = bestWay(tops, black, red);
  const supportersToMove = seatOf(position) === SUPPORTERS;
  const phase = phaseOf(position);
  let reunionNow = 0;
  let oneOpen = 0;
  let aceBetween = 0;
  if (gap === 1) {
    const between = tops[black + 1]!;
    const stepNow = stepOpen(tops, black + 1, true) || stepOpen(tops, black + 1, false);
    if (supportersToMove && stepNow && phase !== PHASE_EXTRA) reunionNow = 1;
    else if (!isAceClass(between)) oneOpen = 1;
    else aceBetween = 1;
  }
  const escapes = (stepOpen(tops, black - 1, true) ? 1 : 0) + (stepOpen(tops, red + 1, false) ? 1 : 0);
  const approaches = gap > 0 ? (stepOpen(tops, black + 1, true) ? 1 : 0) + (stepOpen(tops, red - 1, false) ? 1 : 0) : 0;
  const supportersDeck = deckLength(position, SUPPORTERS);
  const opposersDeck = deckLength(position, OPPOSERS);
  // The opposers play about a card a turn, and the supporters need about a turn per pile to cross and per closed pile: a race.
  const race = opposersDeck - gap - way.cost;
  const values = [
    1,
    gap,
    way.cost,
    reunionNow,
    oneOpen,
    aceBetween,
    escapes,
    approaches,
    Math.min(supportersDeck, opposersDeck),
    supportersDeck,
    opposersDeck,
    supportersToMove ? 1 : 0,
    phase === PHASE_EXTRA ? 1 : 0,
    phase === PHASE_LAST ? 1 : 0,
    -playEffect(tops, black, red, topClass(position, SUPPORTERS), way.cost, Math.min),
    playEffect(tops, black, red, topClass(position, OPPOSERS), way.cost, Math.max),
    way.ways,
    way.cost * gap,
    supportersToMove ? oneOpen : 0,
    Math.min(race, 3),
    race < 0 ? 1 : 0,
    Math.min(supportersDeck - way.cost, 3),
    supportersToMove ? Math.min(race, 3) : 0,
  ];
  for (let i = 0; i < FEATURE_COUNT; i++) out[i] = values[i]!;
}

/**
 * Weights fitted (logistic regression) to 80,035 positions of 4,000 seeded games (series seed 9001: the
 * sampler at 8 deals against itself and against the heuristic) and who won each: the first judgement
 * without the race (its last four weights 0), and the one with it.
 */
export const FITTED_WEIGHTS = {
  plain: [
    1.4266, -1.0013, -1.744, 6.3122, 0.8872, -0.1698, -0.5063, 0.3316, 0.1317, 0.1199, 0.0811, 0.2661, -0.2059, -4.2199, 0.2833, -0.5636, -0.0474, 0.3434,
    0.0579, 0, 0, 0, 0,
  ],
  race: [
    0.2443, -0.9421, -1.6571, 6.1293, 0.9603, -0.163, -0.5131, 0.3482, 0.1488, 0.0654, 0.0279, 0.2902, -0.1877, -3.2844, 0.2892, -0.5722, -0.0436, 0.3379,
    -0.0144, 0.0779, -0.3215, 0.5132, -0.0021,
  ],
} as const satisfies Record<string, readonly number[]>;

/** The log-odds of a supporters' win the fitted weights give an unfinished position. */
export function fittedLogit(position: SearchPosition, weights: readonly number[] = FITTED_WEIGHTS.race, scratch: number[] = new Array<number>(FEATURE_COUNT).fill(0)): number {
  featuresOf(position, scratch);
  let sum = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) sum += weights[i]! * scratch[i]!;
  return sum;
}

/** Whether the game is over, and for whom: 1 supporters, -1 opposers, 0 going on. */
export function endSign(position: SearchPosition): number {
  const end = endOf(position);
  return end === 0 ? 0 : end === SUPPORTERS_WIN ? 1 : -1;
}
