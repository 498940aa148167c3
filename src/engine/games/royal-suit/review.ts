/**
 * The game review of Royal Suit. A decision is judged by the mover's chance
 * to win the game: the deck cards the mover cannot see are dealt anew
 * (bot-determinise.ts), every candidate move is tried in the same deals, the
 * heuristic bot plays both sides to the end of the game (review-playout.ts),
 * and the moves are compared by how often each side won. Where the mover
 * knows every card that matters, the solver judges the candidates exactly.
 */
import { mutableCopy, type Seat } from '../../core/game';
import type { ExactValues, GameReviewer, MoveMarks } from '../../core/review';
import { randomInt, seedRng } from '../../core/rng';
import { applyAction } from './actions';
import { determinise as searchPosition, determinisedState, unplacedCards } from './bot-determinise';
import { DEFAULT_STRENGTH as SAMPLER, judge } from './bot-sampler';
import { courtTop } from './court';
import { deckZone, pileZone } from './editor-layout';
import { playOutGame, sideResults } from './review-playout';
import { RoyalSuitSearch, solvePosition } from './solver';
import { applyCode, cardClass, codeOf, fromState, MAX_ACTIONS } from './solver-position';
import { sideName } from './turn';
import { OPPOSERS, SUPPORTERS, type RoyalSuitAction, type RoyalSuitState, type RoyalSuitView } from './types';

/** The seed the sampler's deals are drawn from when it ranks the candidates: a constant, so the order depends on the view alone. */
const RANKING_SEED = 1;

/**
 * Positions the solver may search for each candidate before the judge falls
 * back on dealt worlds. The positions a review meets with every card known
 * are the last dozen actions of a game, which the solver settles in a few
 * hundred to a few thousand positions (a millisecond or less); this limit is
 * some 30 ms, so a position that needs more is left to the worlds rather than
 * hold up the review.
 */
export const EXACT_NODES = 20_000;

/**
 * The sampler's mean chance for each legal action over its deals, as it
 * weighs them when it plays (bot-sampler.ts), from the mover's side.
 */
function sampledChances(view: RoyalSuitView, seat: Seat, legal: readonly RoyalSuitAction[]): number[] {
  const random = { rng: seedRng(RANKING_SEED) };
  const buffers = Array.from({ length: SAMPLER.depth + 1 }, () => new Array<number>(MAX_ACTIONS).fill(0));
  const totals = legal.map(() => 0);
  for (let deal = 0; deal < SAMPLER.deals; deal++) {
    const position = searchPosition(view, randomInt(random, 0, 0x7fffffff));
    legal.forEach((action, i) => {
      const chance = judge(applyCode(position, codeOf(position, action)), SAMPLER, buffers);
      totals[i] = totals[i]! + (seat === SUPPORTERS ? chance : 1 - chance);
    });
  }
  return totals.map((total) => total / SAMPLER.deals);
}

/** The legal actions in the sampler's order, best first; ties keep the rules' order, as the sampler breaks them. */
export function rankedCandidates(view: RoyalSuitView, seat: Seat, legal: readonly RoyalSuitAction[]): RoyalSuitAction[] {
  if (legal.length <= 1) return [...legal];
  const chances = sampledChances(view, seat, legal);
  return legal
    .map((action, i) => ({ action, chance: chances[i]!, i }))
    .sort((a, b) => b.chance - a.chance || a.i - b.i)
    .map((entry) => entry.action);
}

/**
 * Whether the view leaves nothing to guess that the rules can tell apart: the
 * rules read only a card's colour and whether it is a face card or an ace, so
 * when the cards the mover cannot place are all alike in those (none, one, or
 * all red value cards, say), every deal of them is the same game.
 */
export function nothingHidden(view: RoyalSuitView): boolean {
  const unplaced = unplacedCards(view);
  return unplaced.every((card) => cardClass(card) === cardClass(unplaced[0]!));
}

/** Each side's result with best play after each candidate, by the solver; null where a view hides a card or the solver runs out of nodes. */
export function exactValues(view: RoyalSuitView, seat: Seat, candidates: readonly RoyalSuitAction[]): ExactValues | null {
  if (!nothingHidden(view)) return null;
  const known = determinisedState(view, { rng: seedRng(0) });
  const search = new RoyalSuitSearch();
  const sides: [number, number][] = [];
  for (const action of candidates) {
    const after = mutableCopy(known);
    applyAction(after, seat, action);
    if (after.end) {
      sides.push(sideResults(after));
      continue;
    }
    const solved = solvePosition(fromState(after), { budget: EXACT_NODES }, search);
    if (solved.winner === null) return null;
    sides.push(solved.winner === SUPPORTERS ? [1, 0] : [0, 1]);
  }
  return { values: sides.map((values) => values[seat]!), sides };
}

type Spot = MoveMarks['highlights'][number];

const marks = (highlights: Spot[], arrows: MoveMarks['arrows'] = []): MoveMarks => ({ highlights, arrows });

/**
 * A move on the editor's table. The couple cards are values there, not cards
 * in a zone, so a couple move is drawn from pile to pile, onto the court card
 * it steps on; a played card goes from the deck's top onto its pile, and a
 * shown card from the deck's top to the deck's bottom.
 */
export function royalSuitMoveMarks(state: RoyalSuitState, seat: Seat, action: RoyalSuitAction): MoveMarks {
  const top: Spot = { zone: deckZone(seat), card: state.decks[seat]![0]! };
  switch (action.type) {
    case 'play':
      return marks([top], [{ from: top, to: { zone: pileZone(action.pile) } }]);
    case 'move':
      return marks([], [{ from: { zone: pileZone(action.from) }, to: { zone: pileZone(action.to), card: courtTop(state, action.to) } }]);
    case 'skip':
      return marks([top], [{ from: top, to: { zone: deckZone(seat) } }]);
    case 'decline':
      // No last move: the couple stays where it lies.
      return marks(state.couple.map((pile) => ({ zone: pileZone(pile) })));
  }
}

export const royalSuitReviewer: GameReviewer<RoyalSuitState, RoyalSuitAction, RoyalSuitView> = {
  measure: { kind: 'chance', words: 'chance to win' },
  // The same scale as the other games measured by chance, so a mark means the same loss everywhere. Each world
  // ends in a plain win or loss, so it is the interval, not the thresholds, that keeps the luck of a deal out.
  thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
  method:
    'Deals the deck cards the mover could not see anew, lets the Heuristic bot play both sides to the end of the game, and counts how often each side wins; where the mover knows every card that matters, the solver judges the moves exactly.',
  // A whole game played out from the deal takes about a tenth of a millisecond, so worlds are cheap. Each world
  // is a win or a loss, and where two moves part ways in one world in five, the paired difference over 128 worlds
  // resolves about 8 points of chance, over 1,024 (where a mark is in doubt) about 3. Royal Suit offers few moves
  // (a handful of plays and at most four couple moves): four cover the sampler's choice and its closest rivals.
  // The shipped 22-step example takes about a second of one core.
  budget: { worlds: 128, maxWorlds: 1024, candidates: 4 },
  sides: () => [SUPPORTERS, OPPOSERS].map((seat) => ({ name: sideName(seat), seats: [seat] })),
  determinise: (view, seed) => determinisedState(view, { rng: seedRng(seed) }),
  candidates: (view, seat, legal) => rankedCandidates(view, seat, legal),
  // The heuristic is deterministic: the deal is all the chance there is.
  playOut: (state) => playOutGame(state),
  value: (state) => sideResults(state),
  exact: exactValues,
  moveMarks: royalSuitMoveMarks,
};
