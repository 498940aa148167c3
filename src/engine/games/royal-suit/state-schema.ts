/**
 * The whole Royal Suit state as a zod schema, so a state read from a file is
 * checked field by field, with bounds, before the rules ever see it: cards of
 * the chosen deck each exactly once (the couple cards only as the couple),
 * piles and seats in range, counters within what a game can reach. Whether
 * the position is one the rules can reach is the editor's validation
 * (editor-checks.ts).
 */
import { z } from 'zod';
import { cardLabel, suitedCards } from '../../core/cards';
import { coupleCardsOf, deckCards } from './cards';
import { PHASES, PILE_COUNT, optionsSchema, type CardId, type RoyalSuitState } from './types';

/** Turns a file may claim: long games run to a few hundred turns; this leaves room and stays a plain number. */
export const TURN_MAX = 100_000;
/** Positions remembered since the last play: far more than the couple's piles and the decks' turns can make. */
const VISITED_MAX = 20_000;
const ALL_CARDS = suitedCards().length;

const ANY_CARD: ReadonlySet<string> = new Set(suitedCards());
const cardSchema = z.custom<CardId>((value) => typeof value === 'string' && ANY_CARD.has(value), {
  error: 'That is not a card: name it like "QH", "10S" or "7C".',
});
const pileSchema = z
  .number({ error: 'A pile is a number from 0 to 5.' })
  .int('A pile is a whole number from 0 to 5.')
  .min(0, 'A pile is a number from 0 to 5.')
  .max(PILE_COUNT - 1, 'A pile is a number from 0 to 5.');
const seatSchema = z.union([z.literal(0), z.literal(1)], { error: 'Royal Suit has seat 0 (the Supporters) and seat 1 (the Opposers).' });
const countSchema = z.number().int().min(0).max(TURN_MAX);
const pair = <T extends z.ZodType>(item: T) => z.array(item).length(2, 'One value per seat: the Supporters, then the Opposers.');

const coupleMoveSchema = z
  .object({ by: seatSchema, couple: z.union([z.literal(0), z.literal(1)]), from: pileSchema, to: pileSchema })
  .strict();

const endSchema = z
  .object({
    label: z.enum(['supporters', 'opposers']),
    cause: z.enum(['reunited', 'played-out', 'stuck', 'repetition']),
    playedOut: seatSchema.nullable(),
    lastMove: z.enum(['impossible', 'declined', 'made']).nullable(),
  })
  .strict();

const shape = z
  .object({
    rng: z.array(z.number().int().min(-(2 ** 31)).max(2 ** 32 - 1)).length(4),
    options: optionsSchema,
    piles: z
      .array(z.array(cardSchema).min(1, 'A court pile always holds a card.').max(ALL_CARDS))
      .length(PILE_COUNT, `The court has ${PILE_COUNT} piles.`),
    couple: pair(pileSchema),
    decks: pair(z.array(cardSchema).max(ALL_CARDS)),
    shownBelow: pair(z.number().int().min(0).max(ALL_CARDS)),
    lastShown: pair(cardSchema.nullable()),
    seat: seatSchema,
    phase: z.enum(PHASES),
    turn: z.number().int('The turn is a whole number.').min(1, 'Turns are counted from 1.').max(TURN_MAX),
    lastMove: coupleMoveSchema.nullable(),
    skipsInARow: pair(countSchema),
    skipsSincePlay: pair(countSchema),
    visited: z.array(z.string().max(64)).max(VISITED_MAX),
    end: endSchema.nullable(),
  })
  .strict();

/** The chosen deck's cards exactly once: the couple as the couple, every other card in the court or a deck. */
function checkEveryCardOnce(state: z.infer<typeof shape>, context: z.RefinementCtx): void {
  const couple = coupleCardsOf(state.options);
  const seen = new Map<string, number>();
  for (const card of [...state.piles.flat(), ...state.decks.flat()]) seen.set(card, (seen.get(card) ?? 0) + 1);
  for (const card of couple) {
    if (seen.has(card)) context.addIssue({ code: 'custom', message: `The ${cardLabel(card)} is a couple card: it lies on a pile as the couple, not in a pile or a deck.` });
  }
  const deck = new Set<string>(deckCards(state.options.deck));
  for (const card of seen.keys()) {
    if (!deck.has(card)) context.addIssue({ code: 'custom', message: `The ${cardLabel(card as CardId)} is not in this game's deck.` });
  }
  for (const card of deck) {
    if (couple.includes(card as CardId)) continue;
    const count = seen.get(card) ?? 0;
    if (count !== 1) {
      context.addIssue({ code: 'custom', message: count === 0 ? `The ${cardLabel(card as CardId)} is missing.` : `The ${cardLabel(card as CardId)} is there ${count} times.` });
    }
  }
  state.shownBelow.forEach((shown, seat) => {
    if (shown > state.decks[seat]!.length) context.addIssue({ code: 'custom', message: 'More cards are marked as shown than the deck holds.', path: ['shownBelow', seat] });
  });
}

export const stateSchema = shape.superRefine(checkEveryCardOnce) as unknown as z.ZodType<RoyalSuitState>;
