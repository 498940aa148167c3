/**
 * The table editor's view of Royal Suit (core/editor.ts): the layout from
 * editor-layout.ts, the checks from editor-checks.ts, and the way between a
 * state and a position in both directions.
 */
import { z } from 'zod';
import { cardLabel } from '../../core/cards';
import type { GameEditor, Position, Problem, ScalarValue, ZoneNote } from '../../core/editor';
import { stateHash } from '../../core/hash';
import { shuffleInPlace, type RngState } from '../../core/rng';
import { canMoveCouple } from './actions';
import { coupleCardsOf } from './cards';
import { dealPlan, pileCards, positionProblems, readValues, unplacedDestination, zoneOf } from './editor-checks';
import { PILES, SEATS, deckName, deckZone, lastMoveValue, pileZone, royalSuitPack, royalSuitScalars, royalSuitZones, scalarKeys } from './editor-layout';
import { positionKey } from './repetition';
import { stateSchema } from './state-schema';
import { otherSeat, sideNoun } from './turn';
import type { CardId, CoupleIndex, RoyalSuitOptions, RoyalSuitState } from './types';

/**
 * What play remembers beyond the table: skips in a row (the stuck rule), the
 * positions seen since the last play (the repetition rule) and the card each
 * side showed last. It belongs to exactly the position it was exported with
 * (`basis`); once anything is edited the position starts with a clean memory,
 * as if a card had just been played.
 */
const historySchema = z
  .object({
    basis: z.string().max(100),
    skipsInARow: z.array(z.number().int().min(0).max(100_000)).length(2),
    skipsSincePlay: z.array(z.number().int().min(0).max(100_000)).length(2),
    visited: z.array(z.string().max(64)).max(20_000),
    lastShown: z.array(z.string().max(3).nullable()).length(2),
  })
  .strict();
type History = z.infer<typeof historySchema>;

/** What the history is tied to: every card and value of the position. */
function basisOf(position: Position): string {
  return stateHash({ zones: position.zones, scalars: position.scalars });
}

function toPosition(state: RoyalSuitState): Position {
  const zones: Record<string, string[]> = {};
  // A pile is kept from its first card up; the editor lists it top first, the card in play first, like the decks.
  for (const pile of PILES) zones[pileZone(pile)] = [...state.piles[pile]!].reverse();
  for (const seat of SEATS) zones[deckZone(seat)] = [...state.decks[seat]!];
  const scalars: Record<string, ScalarValue> = {
    [scalarKeys.seat]: state.seat,
    [scalarKeys.phase]: state.phase,
    [scalarKeys.turn]: state.turn,
    [scalarKeys.couple(0)]: state.couple[0]!,
    [scalarKeys.couple(1)]: state.couple[1]!,
    [scalarKeys.lastMove]: state.lastMove ? lastMoveValue(state.lastMove.couple, state.lastMove.from) : 'none',
  };
  for (const seat of SEATS) scalars[scalarKeys.shownBelow(seat)] = state.shownBelow[seat]!;
  const history: History = {
    basis: basisOf({ zones, scalars }),
    skipsInARow: [...state.skipsInARow],
    skipsSincePlay: [...state.skipsSincePlay],
    visited: [...state.visited],
    lastShown: [...state.lastShown],
  };
  return { zones, scalars, extra: { history } };
}

function historyOf(position: Position): History | null {
  const extra = position.extra as { history?: unknown } | undefined;
  const parsed = historySchema.safeParse(extra?.history);
  return parsed.success && parsed.data.basis === basisOf(position) ? parsed.data : null;
}

/**
 * The state a position without problems stands for; unplaced cards are dealt
 * as dealPlan says and shuffled with `rng` in above each deck's shown cards.
 */
function buildState(position: Position, options: RoyalSuitOptions, rng: RngState): RoyalSuitState {
  const values = readValues(position, options);
  const holder = { rng: [...rng] };
  const plan = dealPlan(position, options);
  const decks = SEATS.map((seat) => {
    const placed = [...zoneOf(position, deckZone(seat))] as CardId[];
    const dealt = [...plan].filter(([, to]) => to === seat).map(([card]) => card as CardId);
    shuffleInPlace(holder, dealt);
    const shown = values.shownBelow[seat] ?? 0;
    return [...placed.slice(0, placed.length - shown), ...dealt, ...placed.slice(placed.length - shown)];
  });
  const seat = values.seat ?? 0;
  const lastMove = values.lastMove !== null && values.lastMove !== 'none' ? values.lastMove : null;
  const history = historyOf(position);
  const state: RoyalSuitState = {
    rng: holder.rng,
    options: { deck: options.deck, blackRoyal: options.blackRoyal, redRoyal: options.redRoyal, topCards: options.topCards },
    piles: PILES.map((pile) => pileCards(position, pile)),
    couple: values.couple.map((pile) => pile ?? 0),
    decks,
    shownBelow: values.shownBelow.map((shown) => shown ?? 0),
    lastShown: history ? (history.lastShown as (CardId | null)[]) : [null, null],
    seat,
    phase: values.phase ?? 'turn',
    turn: values.turn ?? 1,
    lastMove: lastMove
      ? {
          // The mover is the seat acting in its extra play, else the side that just handed over the turn.
          by: values.phase === 'extraPlay' ? seat : otherSeat(seat),
          couple: lastMove.couple as CoupleIndex,
          from: lastMove.from,
          to: values.couple[lastMove.couple] ?? 0,
        }
      : null,
    skipsInARow: history ? [...history.skipsInARow] : [0, 0],
    skipsSincePlay: history ? [...history.skipsSincePlay] : [0, 0],
    visited: history ? [...history.visited] : [],
    end: null,
  };
  if (!history) state.visited = [positionKey(state)];
  return state;
}

// "If ... the other player is able to perform a move action, they can choose to do so": without one the game is over.
function lastMoveStepProblems(position: Position, options: RoyalSuitOptions): Problem[] {
  const values = readValues(position, options);
  if (values.phase !== 'lastMove' || values.seat === null) return [];
  const state = buildState(position, options, [0, 0, 0, 1]);
  if (canMoveCouple(state, values.seat)) return [];
  return [
    {
      message: `${deckName(otherSeat(values.seat)).replace(/^t/, 'T')} has run out and ${sideNoun(values.seat)} have no couple move left, so the game is over: there is no last move to make.`,
      where: [{ scalar: scalarKeys.phase }, { zone: deckZone(otherSeat(values.seat)) }],
    },
  ];
}

function validate(position: Position, options: RoyalSuitOptions, seats: number): Problem[] {
  const problems = positionProblems(position, options, seats);
  return problems.length > 0 ? problems : lastMoveStepProblems(position, options);
}

function toState(position: Position, options: RoyalSuitOptions, seats: number, rng: RngState): RoyalSuitState {
  const problems = validate(position, options, seats);
  if (problems.length > 0) throw new Error(`This position cannot be played: ${problems[0]!.message}`);
  return buildState(position, options, rng);
}

/**
 * The couple cards are values, not cards in zones: each is written on the pile it lies on ("K♠ · couple"), so the
 * board shows where they stand. Piles the checks refuse are left out here; the problem list names them.
 */
function zoneNotes(position: Position, options: RoyalSuitOptions): ZoneNote[] {
  const cards = coupleCardsOf(options);
  return readValues(position, options).couple.flatMap((pile, couple) =>
    pile === null ? [] : [{ zone: pileZone(pile), text: `${cardLabel(cards[couple]!)} · couple` }],
  );
}

export const royalSuitEditor: GameEditor<RoyalSuitState, RoyalSuitOptions> = {
  stateSchema,
  pack: (options) => royalSuitPack(options),
  zones: (options) => royalSuitZones(options),
  scalars: (options) => royalSuitScalars(options),
  zoneNotes: (position, options) => zoneNotes(position, options),
  toPosition,
  validate,
  unplacedGoTo: (position, options, _seats, card) => unplacedDestination(position, options, card),
  toState,
};
