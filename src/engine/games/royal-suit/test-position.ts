/**
 * Builds Royal Suit positions from a compact description, so tests read like
 * the table they set up:
 *
 *   position({ court: ['7S', '8D', 'QC 9H', '10C', 'AD', 'JS'], couple: [0, 5], decks: ['9H 8S', 'JD'] })
 *
 * A court entry is one pile, its cards bottom first separated by spaces; the
 * couple cards (K♠ and Q♥ unless the options say otherwise) are not listed
 * there but placed by `couple` ([black pile, red pile], default [0, 5]).
 * Decks are listed top card first, supporters' (seat 0) first. Cards not
 * placed anywhere go under the bottom card of the first pile, where they
 * change nothing, so every position holds the whole deck exactly once.
 */
import type { Seat } from '../../core/game';
import { seedRng } from '../../core/rng';
import { actionRefusal, applyAction } from './actions';
import { coupleCardsOf, deckCards } from './cards';
import { positionKey } from './repetition';
import { optionsSchema, type CardId, type CoupleMove, type Phase, type RoyalSuitAction, type RoyalSuitOptions, type RoyalSuitState } from './types';

export interface PositionSpec {
  readonly court: readonly string[];
  readonly couple?: readonly [number, number];
  /** Two decks, top card first: each a list or a space-separated string. */
  readonly decks: readonly [readonly string[] | string, readonly string[] | string];
  readonly seat?: Seat;
  readonly phase?: Phase;
  readonly lastMove?: CoupleMove;
  readonly shownBelow?: readonly [number, number];
  readonly lastShown?: readonly [string | null, string | null];
  readonly skipsInARow?: readonly [number, number];
  readonly skipsSincePlay?: readonly [number, number];
  readonly turn?: number;
  readonly options?: Partial<RoyalSuitOptions>;
  readonly seed?: number;
}

function cards(list: readonly string[] | string): CardId[] {
  const items = typeof list === 'string' ? list.split(' ') : list;
  return items.filter((card) => card !== '').map((card) => card as CardId);
}

export function position(spec: PositionSpec): RoyalSuitState {
  if (spec.court.length !== 6) throw new Error(`a court has 6 piles, not ${spec.court.length}`);
  const options = optionsSchema.parse(spec.options ?? {});
  const piles = spec.court.map((pile) => cards(pile));
  if (piles.some((pile) => pile.length === 0)) throw new Error('every court pile holds at least one card');
  const decks = spec.decks.map(cards);
  const listed = [...piles.flat(), ...decks.flat(), ...coupleCardsOf(options)];
  const placed = new Set<string>(listed);
  if (placed.size !== listed.length) throw new Error(`a card is placed twice: ${listed.filter((card, i) => listed.indexOf(card) !== i).join(' ')}`);
  const spare = deckCards(options.deck).filter((card) => !placed.has(card));
  piles[0] = [...spare, ...piles[0]!];
  const state: RoyalSuitState = {
    rng: seedRng(spec.seed ?? 1),
    options,
    piles,
    couple: [...(spec.couple ?? [0, 5])],
    decks,
    shownBelow: [...(spec.shownBelow ?? [0, 0])],
    lastShown: (spec.lastShown ?? [null, null]).map((card) => (card ? (card as CardId) : null)),
    seat: spec.seat ?? 0,
    phase: spec.phase ?? 'turn',
    turn: spec.turn ?? 1,
    lastMove: spec.lastMove ? { ...spec.lastMove } : null,
    skipsInARow: [...(spec.skipsInARow ?? [0, 0])],
    skipsSincePlay: [...(spec.skipsSincePlay ?? [0, 0])],
    visited: [],
    end: null,
  };
  state.visited = [positionKey(state)];
  return state;
}

/** Each pile's top card, with the couple card in brackets where it lies: "[KS]". */
export function topsOf(state: RoyalSuitState): string[] {
  const [black, red] = coupleCardsOf(state.options);
  return state.piles.map((pile, i) => {
    if (state.couple[0] === i) return `[${black}]`;
    if (state.couple[1] === i) return `[${red}]`;
    return pile[pile.length - 1]!;
  });
}

/** The position after `actions`, each taken by the side to act in turn; an action the rules refuse throws with their reason. */
export function played(spec: PositionSpec, actions: readonly RoyalSuitAction[]): RoyalSuitState {
  const state = position(spec);
  for (const action of actions) {
    const refusal = actionRefusal(state, state.seat, action);
    if (refusal) throw new Error(`${JSON.stringify(action)} is refused: ${refusal}`);
    applyAction(state, state.seat, action);
  }
  return state;
}

// Two couple cards free to move over a court of value cards: the couple can go back and forth without a card played.
const OPEN_COURT = { court: ['7D', '8D', '9D', '7S', '8S', 'JC'], couple: [1, 5], decks: ['9H', '10H'] } as const;
// An ace on pile 3 holds the K♠ between piles 1 and 2, and the Q♥ cannot leave pile 6: only the K♠ moves, or a side skips.
const NARROW_COURT = { court: ['7D', '8D', 'AD', '10D', '9D', 'JC'], couple: [1, 5], decks: ['9H 8H', '10H'], seat: 1 } as const;

/** Positions one action away from going round in a circle (docs/rulings.md S21), each reached without a card played. */
export const ABOUT_TO_REPEAT = {
  /** The supporters to act: the K♠ back onto pile 2 repeats; the Q♥'s move and their two plays do not. */
  supportersMove: (): RoyalSuitState =>
    played(OPEN_COURT, [
      { type: 'move', from: 1, to: 0 },
      { type: 'move', from: 5, to: 4 },
      { type: 'move', from: 0, to: 1 },
      { type: 'move', from: 4, to: 3 },
      { type: 'move', from: 1, to: 0 },
      { type: 'move', from: 3, to: 4 },
    ]),
  /** The opposers to act: the K♠ back onto pile 1 repeats, which wins them the game. */
  opposersMove: (): RoyalSuitState =>
    played(OPEN_COURT, [
      { type: 'move', from: 5, to: 4 },
      { type: 'move', from: 1, to: 0 },
      { type: 'move', from: 4, to: 3 },
      { type: 'move', from: 0, to: 1 },
      { type: 'move', from: 3, to: 4 },
    ]),
  /**
   * The supporters' 8♥ fits nowhere and they cannot move the K♠ straight back: they must show it, which turns
   * their deck back round to where it stood when the opposers were first to act. Their 8♥ has not been shown yet.
   */
  supportersSkip: (): RoyalSuitState =>
    played(NARROW_COURT, [
      { type: 'move', from: 1, to: 0 },
      { type: 'skip' },
      { type: 'move', from: 0, to: 1 },
    ]),
};
