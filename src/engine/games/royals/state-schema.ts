/** The zod schema a Royals state read from a file must pass, field by field, before the rules see it. */
import { z } from 'zod';
import { isCopyCardId } from '../../core/cards';
import { GAMES_MAX, optionsSchema, POSES, type RoyalsState } from './types';

/** The bounds of a game's turn number and reshuffles, in a file as in the editor's form. */
export const TURN_MAX = 99999;
export const RESHUFFLES_MAX = 99;

const seat = z.number().int().min(0).max(1);
const card = z.string().refine(isCopyCardId, { error: 'That is not a card.' });
const cards = z.array(card);
const count = z.number().int().min(0);
const game = z.number().int().min(1).max(GAMES_MAX);
const wins = z.number().int().min(0).max(GAMES_MAX);

export const stageSchema = z.enum(['turn', 'respond', 'fall', 'scored', 'over']);

const fieldCard = z.object({ card, pose: z.enum(POSES), under: cards }).strict();
const scorePile = z.object({ groups: z.array(z.object({ head: card, cards }).strict()), points: cards }).strict();
export const attackSchema = z
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
const gameResult = z.object({ game, first: seat, scores: z.array(seatScore).length(2), winners: z.array(seat).max(1) }).strict();
export const gameSummarySchema = z.object({ game, first: seat, totals: z.array(count).length(2), winners: z.array(seat).max(1) }).strict();

export const stateSchema = z
  .object({
    rng: z.array(z.number()).length(4),
    options: optionsSchema,
    game,
    wins: z.array(wins).length(2),
    results: z.array(gameSummarySchema).max(GAMES_MAX),
    first: seat,
    seat,
    turn: z.number().int().min(1).max(TURN_MAX),
    phase: z.enum(['cold-war', 'battle', 'last-round']),
    stage: stageSchema,
    hands: z.array(cards).length(2),
    deck: cards,
    discard: cards,
    fields: z.array(z.array(fieldCard)).length(2),
    scores: z.array(scorePile).length(2),
    hadRoyal: z.array(z.boolean()).length(2),
    reshuffles: z.number().int().min(0).max(RESHUFFLES_MAX),
    lastReshuffle: z.boolean(),
    lastReshuffleBy: seat.nullable(),
    finalTurns: z.array(seat).max(2),
    attack: attackSchema.nullable(),
    result: gameResult.nullable(),
    end: z.object({ winners: z.array(seat).max(1) }).strict().nullable(),
  })
  .strict() as unknown as z.ZodType<RoyalsState>;
