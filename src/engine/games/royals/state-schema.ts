/** The zod schema a Royals state read from a file must pass, field by field, before the rules see it. */
import { z } from 'zod';
import { isCopyCardId } from '../../core/cards';
import { optionsSchema, POSES, type RoyalsState } from './types';

const seat = z.number().int().min(0).max(1);
const card = z.string().refine(isCopyCardId, { error: 'That is not a card.' });
const cards = z.array(card);
const count = z.number().int().min(0);

const fieldCard = z.object({ card, pose: z.enum(POSES), under: cards }).strict();
const scorePile = z.object({ groups: z.array(z.object({ head: card, cards }).strict()), points: cards }).strict();
const attack = z
  .object({
    by: seat,
    kind: z.enum(['arrows', 'royal', 'joker', 'wipe']),
    source: card.nullable(),
    cards,
    target: z.string(),
    damage: count,
    aces: cards,
    fallers: cards,
  })
  .strict();
const seatScore = z
  .object({
    royals: z.array(z.object({ head: card, cards, points: count, onField: z.boolean() }).strict()),
    jokers: z.array(z.object({ head: card, cards, points: count, onField: z.boolean() }).strict()),
    points: cards,
    total: count,
  })
  .strict();
const gameResult = z.object({ game: count, first: seat, scores: z.array(seatScore), winners: z.array(seat) }).strict();
const gameSummary = z.object({ game: count, first: seat, totals: z.array(count), winners: z.array(seat) }).strict();

export const stateSchema = z
  .object({
    rng: z.array(z.number()).length(4),
    options: optionsSchema,
    game: count,
    wins: z.array(count).length(2),
    results: z.array(gameSummary),
    first: seat,
    seat,
    turn: count,
    phase: z.enum(['cold-war', 'battle', 'last-round']),
    stage: z.enum(['turn', 'respond', 'fall', 'scored', 'over']),
    hands: z.array(cards).length(2),
    deck: cards,
    discard: cards,
    fields: z.array(z.array(fieldCard)).length(2),
    scores: z.array(scorePile).length(2),
    hadRoyal: z.array(z.boolean()).length(2),
    reshuffles: count,
    lastReshuffle: z.boolean(),
    lastReshuffleBy: seat.nullable(),
    finalTurns: z.array(seat),
    attack: attack.nullable(),
    result: gameResult.nullable(),
    end: z.object({ winners: z.array(seat) }).strict().nullable(),
  })
  .strict() as unknown as z.ZodType<RoyalsState>;
