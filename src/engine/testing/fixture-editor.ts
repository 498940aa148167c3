/**
 * The table editor of "Draw or Pass", so the core's position files and editor
 * plumbing can be tested without any real game: a deck (top card first), a
 * hand per seat, a discard pile (bottom card first), and whose turn, passes
 * and actions left.
 */
import { z } from 'zod';
import { SUITS, suitedCards, type SuitedCardId } from '../core/cards';
import { packProblems, unplacedCards, type GameEditor, type Position, type Problem, type ZoneSpec } from '../core/editor';
import { shuffleInPlace, type RngState } from '../core/rng';
import type { FixtureOptions, FixtureState } from './fixture-game';

const HAND_CAPACITY = 5;
const MAX_BUDGET = 1000;
const cardId = z.string().regex(/^(A|[2-9]|10|J|Q|K)[CDHS]$/, 'not a card') as unknown as z.ZodType<SuitedCardId>;

const stateSchema = z
  .object({
    rng: z.array(z.number().int()).length(4),
    deck: z.array(cardId).max(52),
    hands: z.array(z.array(cardId).max(52)).min(1).max(2),
    discard: z.array(cardId).max(52),
    turn: z.number().int().min(0).max(15),
    passesInRow: z.number().int().min(0).max(16),
    actionsLeft: z.number().int().min(0).max(MAX_BUDGET),
  })
  .strict() as z.ZodType<FixtureState>;

const handZone = (seat: number) => `hand.${seat}`;

function pack(options: FixtureOptions): SuitedCardId[] {
  return suitedCards(SUITS.slice(0, options.suits));
}

function zones(_options: FixtureOptions, seats: number): ZoneSpec[] {
  return [
    { id: 'deck', label: 'deck', owner: null, order: 'top-first', capacity: null, seenBy: 'nobody', group: 'piles' },
    ...Array.from({ length: seats }, (_, seat): ZoneSpec => ({
      id: handZone(seat),
      label: `seat ${seat + 1}'s hand`,
      owner: seat,
      order: null,
      capacity: HAND_CAPACITY,
      seenBy: 'owner',
      group: `seat ${seat + 1}`,
    })),
    { id: 'discard', label: 'discard pile', owner: null, order: 'bottom-first', capacity: null, seenBy: 'everyone', group: 'piles' },
  ];
}

function toPosition(state: FixtureState): Position {
  const position: Record<string, readonly string[]> = { deck: [...state.deck].reverse(), discard: [...state.discard] };
  state.hands.forEach((hand, seat) => (position[handZone(seat)] = [...hand]));
  return { zones: position, scalars: { turn: state.turn, passesInRow: state.passesInRow, actionsLeft: state.actionsLeft } };
}

function validate(position: Position, options: FixtureOptions, seats: number): Problem[] {
  const problems = packProblems(position, pack(options), zones(options, seats));
  const { turn, passesInRow, actionsLeft } = position.scalars;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0 || turn >= seats) {
    problems.push({ message: `It cannot be seat ${String(turn)}'s turn: the table has ${seats} seats.`, where: [{ scalar: 'turn' }] });
  }
  if (typeof passesInRow !== 'number' || passesInRow < 0 || passesInRow >= seats) {
    problems.push({ message: `Every seat passing in a row ends the game; ${String(passesInRow)} passes are not possible here.`, where: [{ scalar: 'passesInRow' }] });
  }
  if (typeof actionsLeft !== 'number' || actionsLeft < 1 || actionsLeft > options.budget) {
    problems.push({ message: `Actions left must be from 1 to the budget of ${options.budget}.`, where: [{ scalar: 'actionsLeft' }] });
  }
  return problems;
}

function toState(position: Position, options: FixtureOptions, seats: number, rng: RngState): FixtureState {
  const holder = { rng: [...rng] };
  const unplaced = unplacedCards(position, pack(options)) as SuitedCardId[];
  // Unplaced cards are shuffled under the cards set on the deck.
  shuffleInPlace(holder, unplaced);
  const top = (position.zones.deck ?? []) as SuitedCardId[];
  return {
    rng: holder.rng,
    deck: [...unplaced, ...[...top].reverse()],
    hands: Array.from({ length: seats }, (_, seat) => [...((position.zones[handZone(seat)] ?? []) as SuitedCardId[])]),
    discard: [...((position.zones.discard ?? []) as SuitedCardId[])],
    turn: position.scalars.turn as number,
    passesInRow: position.scalars.passesInRow as number,
    actionsLeft: position.scalars.actionsLeft as number,
  };
}

export const fixtureEditor: GameEditor<FixtureState, FixtureOptions> = {
  stateSchema,
  pack,
  zones,
  scalars: (options, seats) => [
    { key: 'turn', label: 'whose turn', kind: 'choice', choices: Array.from({ length: seats }, (_, seat) => ({ value: seat, label: `seat ${seat + 1}` })) },
    { key: 'passesInRow', label: 'passes in a row', kind: 'number', min: 0, max: seats - 1 },
    { key: 'actionsLeft', label: 'actions left', kind: 'number', min: 1, max: options.budget },
  ],
  toPosition,
  validate,
  unplacedGoTo: () => ({ zone: 'deck', label: 'shuffled under the deck' }),
  toState,
};
