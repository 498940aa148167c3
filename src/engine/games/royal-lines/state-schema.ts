/**
 * The whole Royal Lines state as a zod schema, so a position read from a file
 * is checked field by field, with bounds, before the rules ever see it. It
 * checks shapes only (a card where a card belongs, a seat within the table,
 * every per-seat list as long as the table); whether the cards make a
 * position the rules can reach is the editor's validation (editor-checks.ts).
 */
import { z } from 'zod';
import { SUITS, type CardColour, type CardId } from '../../core/cards';
import { aces, faceCards, isPromiseCard, jokers, promiseCards } from './cards';
import { MAX_SEATS, MIN_SEATS } from './setup';
import { ARISTOCRACY_MAX, DEMOCRACY_MIN, REVOLUTION_MAX } from './score';
import {
  GROUPS,
  HAND_SIZE,
  JOKER_CHOICES,
  MATCH_TIE_CHOICES,
  TARGET_MAX,
  TARGET_MIN,
  type PromiseCard,
  type RoyalLinesState,
} from './types';

/** Rounds a match may last in a file: ties under "play on" can stretch a match well past its target. */
export const ROUND_MAX = 99;
/** Colonial-deck cards: 12 face cards, 4 aces, 3 jokers at most. */
const COLONIAL_KINDS_MAX = 19;
const SHIP_MAX = 7;
/** "The remaining colonial deck is turned around revealing 6 new colonials." */
export const SECOND_SHIP_SIZE = 6;
const RECRUITMENTS_PER_ROUND = 13;
const PROMISES = promiseCards().length;
const JOKERS_MAX = MAX_SEATS - 2;

const GAME_CARDS: ReadonlySet<string> = new Set([...promiseCards(), ...faceCards(), ...aces(), ...jokers(JOKERS_MAX)]);

const cardSchema = z.custom<CardId>((value) => typeof value === 'string' && GAME_CARDS.has(value), {
  error: 'That is not a Royal Lines card: name it like "9H", "KS", "AC" or "JK1".',
});
const promiseSchema = z.custom<PromiseCard>((value) => typeof value === 'string' && isPromiseCard(value), {
  error: 'A promise is a card from 2 to 10, named like "9H" or "10S".',
});
const jokerSchema = z.custom<`JK${number}`>((value) => typeof value === 'string' && /^JK[1-3]$/.test(value), {
  error: 'A joker is named "JK1", "JK2" or "JK3".',
});
const seatSchema = z
  .number({ error: 'A seat is a number.' })
  .int('A seat is a whole number.')
  .min(0, 'Seats are numbered from 0.')
  .max(MAX_SEATS - 1, `There are at most ${MAX_SEATS} seats.`);
const suitSchema = z.enum(SUITS, { error: 'A suit is C, D, H or S.' });
const groupSchema = z.enum(GROUPS, { error: 'A collapse is named by a rank (J, Q, K) or a suit (C, D, H, S).' });
const colourSchema = z.enum(['red', 'black'] satisfies CardColour[]);
const countSchema = (max: number) => z.number().int().min(0).max(max);
const playerSchema = z.union([seatSchema, z.literal('pirates')]);
const playSchema = z.object({ by: playerSchema, card: promiseSchema }).strict();
const plays = z.array(playSchema).max(MAX_SEATS + 1);

const collapseSchema = z
  .object({ seat: seatSchema, group: groupSchema, cards: z.array(cardSchema).max(3), chosen: z.boolean() })
  .strict();

export const recruitmentSchema = z
  .object({
    round: z.number().int().min(1).max(ROUND_MAX),
    number: z.number().int().min(1).max(RECRUITMENTS_PER_ROUND),
    ship: z.union([z.literal(1), z.literal(2)]),
    plays,
    attractive: z
      .array(z.object({ suit: suitSchema, colonial: cardSchema, joker: z.boolean() }).strict())
      .max(SUITS.length),
    cancelled: plays,
    outranked: plays,
    winner: playSchema.nullable(),
    colonial: cardSchema.nullable(),
    result: z.enum(['recruited', 'takeover', 'pirates', 'discarded']),
    replacedSettler: cardSchema.nullable(),
    collapse: collapseSchema.nullable(),
    collapseChoice: z.array(groupSchema).max(2).nullable(),
    secondShip: z.array(cardSchema).max(SECOND_SHIP_SIZE).nullable(),
    reshuffled: countSchema(PROMISES),
  })
  .strict();

export const panicEventSchema = z
  .object({
    seat: seatSchema,
    joker: jokerSchema,
    group: groupSchema.nullable(),
    cards: z.array(cardSchema).max(3),
    suit: suitSchema.nullable(),
    chosen: z.boolean(),
  })
  .strict();

export const roundSummarySchema = z
  .object({
    round: z.number().int().min(1).max(ROUND_MAX),
    points: z.array(z.number().int().min(DEMOCRACY_MIN).max(REVOLUTION_MAX)).min(MIN_SEATS).max(MAX_SEATS),
    winners: z.array(seatSchema).max(MAX_SEATS),
  })
  .strict();

const settledSchema = z.object({ seat: seatSchema, joker: jokerSchema, suit: suitSchema }).strict();

const lineScoreSchema = z
  .object({
    seat: seatSchema,
    settler: cardSchema,
    royals: z.array(cardSchema).max(COLONIAL_KINDS_MAX),
    suits: z.array(suitSchema).max(COLONIAL_KINDS_MAX),
    form: z.enum(['aristocracy', 'revolution', 'democracy', 'none']),
    points: z.number().int().min(DEMOCRACY_MIN).max(Math.max(ARISTOCRACY_MAX, REVOLUTION_MAX)),
    colour: colourSchema,
  })
  .strict();

const pendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('collapse'), seat: seatSchema, groups: z.array(groupSchema).min(2).max(2) }).strict(),
  z
    .object({ kind: z.literal('panic'), seat: seatSchema, joker: jokerSchema, groups: z.array(groupSchema).min(2).max(GROUPS.length) })
    .strict(),
  z.object({ kind: z.literal('settle'), seat: seatSchema, joker: jokerSchema }).strict(),
]);

const stateObject = z
  .object({
    rng: z.array(z.number().int().min(-(2 ** 31)).max(2 ** 32 - 1)).length(4),
    options: z
      .object({
        target: z.number().int().min(TARGET_MIN).max(TARGET_MAX),
        jokers: z.enum(JOKER_CHOICES),
        matchTie: z.enum(MATCH_TIE_CHOICES),
      })
      .strict(),
    seats: z.number().int().min(MIN_SEATS, `Royal Lines is played by ${MIN_SEATS} to ${MAX_SEATS} players.`).max(MAX_SEATS, `Royal Lines is played by ${MIN_SEATS} to ${MAX_SEATS} players.`),
    round: z.number().int('The round is a whole number.').min(1, 'Rounds count from 1.').max(ROUND_MAX, `A match lasts at most ${ROUND_MAX} rounds here.`),
    dealer: seatSchema,
    wins: z.array(countSchema(ROUND_MAX)).min(MIN_SEATS).max(MAX_SEATS),
    phase: z.enum(['promise', 'choice', 'scored', 'over']),
    settlers: z.array(cardSchema).min(MIN_SEATS).max(MAX_SEATS),
    settlerShown: z.array(z.boolean()).min(MIN_SEATS).max(MAX_SEATS),
    pirateSettler: cardSchema.nullable(),
    absent: cardSchema.nullable(),
    colonialDeck: z.array(cardSchema).max(SECOND_SHIP_SIZE, `The colonial deck holds at most the ${SECOND_SHIP_SIZE} colonials of the second ship.`),
    ship: z.array(cardSchema).max(SHIP_MAX, `A ship holds at most ${SHIP_MAX} colonials.`),
    shipNumber: z.union([z.literal(1), z.literal(2)]),
    promiseDeck: z.array(promiseSchema).max(PROMISES, `There are only ${PROMISES} promises.`),
    hands: z.array(z.array(promiseSchema).max(HAND_SIZE, `A hand holds at most ${HAND_SIZE} promises.`)).min(MIN_SEATS).max(MAX_SEATS),
    chosen: z.array(promiseSchema.nullable()).min(MIN_SEATS).max(MAX_SEATS),
    played: z.array(promiseSchema).max(PROMISES, `There are only ${PROMISES} promises.`),
    lines: z.array(z.array(cardSchema).max(COLONIAL_KINDS_MAX, `A royal line holds at most ${COLONIAL_KINDS_MAX} cards.`)).min(MIN_SEATS).max(MAX_SEATS),
    settled: z.array(settledSchema).max(JOKERS_MAX),
    discard: z.array(cardSchema).max(COLONIAL_KINDS_MAX, `The discard holds at most the ${COLONIAL_KINDS_MAX} colonials, aces and jokers.`),
    recruitments: countSchema(RECRUITMENTS_PER_ROUND),
    pending: pendingSchema.nullable(),
    lastRecruitment: recruitmentSchema.nullable(),
    panic: z.array(panicEventSchema).max(JOKERS_MAX),
    result: z
      .object({
        round: z.number().int().min(1).max(ROUND_MAX),
        scores: z.array(lineScoreSchema).min(MIN_SEATS).max(MAX_SEATS),
        best: z.number().int().min(DEMOCRACY_MIN).max(REVOLUTION_MAX),
        winners: z.array(seatSchema).max(MAX_SEATS),
        pirateSettler: cardSchema.nullable(),
      })
      .strict()
      .nullable(),
    previous: roundSummarySchema.nullable(),
    end: z.object({ winners: z.array(seatSchema).min(1).max(MAX_SEATS) }).strict().nullable(),
  })
  .strict();

const PER_SEAT = ['wins', 'settlers', 'settlerShown', 'hands', 'chosen', 'lines'] as const;

/** Every list kept per seat is as long as the table, every seat named sits at it, and a joker settles once. */
export const stateSchema: z.ZodType<RoyalLinesState> = stateObject.superRefine((state, context) => {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  for (const key of PER_SEAT) {
    const length = state[key].length;
    if (length !== state.seats) issue([key], `There are ${state.seats} seats, so "${key}" has ${state.seats} entries, not ${length}.`);
  }
  const seatPaths: [(string | number)[], number][] = [[['dealer'], state.dealer]];
  if (state.pending) seatPaths.push([['pending', 'seat'], state.pending.seat]);
  state.settled.forEach((entry, i) => seatPaths.push([['settled', i, 'seat'], entry.seat]));
  state.end?.winners.forEach((seat, i) => seatPaths.push([['end', 'winners', i], seat]));
  for (const [path, seat] of seatPaths) {
    if (seat >= state.seats) issue(path, `There is no seat ${seat} at a table of ${state.seats}.`);
  }
  const jokersSettled = state.settled.map((entry) => entry.joker);
  jokersSettled.forEach((joker, i) => {
    if (jokersSettled.indexOf(joker) !== i) issue(['settled', i, 'joker'], `${joker} settles only once.`);
  });
});
