/**
 * The whole Royal Lock state as a zod schema, so a state read from a file is
 * checked field by field, with bounds, before the rules ever see it: a black
 * card where black cards belong, a red card where red ones do, a space from 0
 * to 8, every card of the deck exactly once. Whether the position is one the
 * rules can reach is the editor's validation (editor-checks.ts).
 */
import { z } from 'zod';
import { cardLabel, suitedCards } from '../../core/cards';
import { blackCards, redCards } from './cards';
import { ACTIONS_PER_TURN, optionsSchema, type CardId, type RoyalLockState } from './types';

/** Turns a file may claim: a long game runs to a few hundred; this leaves room and stays a plain number. */
export const TURN_MAX = 100_000;

const BLACK: ReadonlySet<string> = new Set(blackCards());
const RED: ReadonlySet<string> = new Set(redCards());

const blackCard = z.custom<CardId>((value) => typeof value === 'string' && BLACK.has(value), {
  error: 'Only black cards (clubs and spades) belong here, named like "QS" or "10C".',
});
const redCard = z.custom<CardId>((value) => typeof value === 'string' && RED.has(value), {
  error: 'Only red cards (diamonds and hearts) belong here, named like "QH" or "10D".',
});
const cellSchema = z
  .number({ error: 'A space is a number from 0 to 8.' })
  .int('A space is a whole number from 0 to 8.')
  .min(0, 'A space is a number from 0 to 8.')
  .max(8, 'A space is a number from 0 to 8.');
const blackPile = z.array(blackCard).max(BLACK.size, `There are only ${BLACK.size} black cards.`);
const redPile = z.array(redCard).max(RED.size, `There are only ${RED.size} red cards.`);

const gridCardSchema = z.object({ card: blackCard, locked: z.boolean() }).strict();

const drawEffectSchema = z
  .object({
    cell: cellSchema,
    card: blackCard,
    wasLocked: z.boolean(),
    result: z.enum(['removed', 'unlocked']),
  })
  .strict();

export const redDrawSchema = z
  .object({
    turn: z.number().int().min(1).max(TURN_MAX),
    cards: z.array(redCard).max(2),
    pair: z.boolean(),
    reshuffledRedDeck: z.boolean(),
    effects: z.array(drawEffectSchema).max(9),
  })
  .strict();

const endSchema = z
  .object({
    label: z.enum(['win', 'loss']),
    cause: z.enum(['royal-line', 'empty-line', 'red-deck-out']),
    line: z.array(cellSchema).length(3).nullable(),
  })
  .strict();

const shape = z
  .object({
    rng: z.array(z.number().int().min(-(2 ** 31)).max(2 ** 32 - 1)).length(4),
    options: optionsSchema,
    seats: z.union([z.literal(1), z.literal(2)], { error: 'Royal Lock is played by 1 or 2 players.' }),
    grid: z.array(gridCardSchema.nullable()).length(9, 'The grid has 9 spaces.'),
    markers: z.array(cellSchema).length(2, 'There are 2 markers.'),
    blackDeck: blackPile,
    blackDiscard: blackPile,
    redDeck: redPile,
    redDiscard: redPile,
    lastRedDraw: redDrawSchema.nullable(),
    turn: z.number().int('The turn is a whole number.').min(1, 'Turns are counted from 1.').max(TURN_MAX),
    marker: z.union([z.literal(0), z.literal(1)], { error: 'The marker to act is 0 or 1.' }),
    actionsUsed: z.number().int().min(0).max(ACTIONS_PER_TURN, `A turn has ${ACTIONS_PER_TURN} actions.`),
    end: endSchema.nullable(),
  })
  .strict();

/** Every card of the deck exactly once, wherever it lies. */
function checkEveryCardOnce(state: z.infer<typeof shape>, context: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  const cards = [
    ...state.grid.flatMap((space) => (space ? [space.card] : [])),
    ...state.blackDeck,
    ...state.blackDiscard,
    ...state.redDeck,
    ...state.redDiscard,
    ...(state.lastRedDraw?.cards ?? []),
  ];
  for (const card of cards) seen.set(card, (seen.get(card) ?? 0) + 1);
  for (const card of suitedCards()) {
    const count = seen.get(card) ?? 0;
    if (count !== 1) {
      context.addIssue({ code: 'custom', message: count === 0 ? `The ${cardLabel(card)} is missing.` : `The ${cardLabel(card)} is there ${count} times.` });
    }
  }
}

export const stateSchema = shape.superRefine(checkEveryCardOnce) as unknown as z.ZodType<RoyalLockState>;
