/**
 * The replay file's schema, version 2: the parts every version shares and the
 * start, annotations, teacher flag and puzzle section version 2 added. docs/file-format.md
 * describes it for people.
 */
import { z } from 'zod';
import { annotationsSchema } from './annotations';
import { puzzleSchema } from './puzzle';
import { savedReviewsSchema } from './review-file';

export const REPLAY_FORMAT = 'royal-table-replay';
export const REPLAY_VERSION = 2;
/** Files are refused above this size before they are parsed. */
export const MAX_REPLAY_BYTES = 32 * 1024 * 1024;

export const MAX_ACTIONS = 200_000;
export const MAX_LINES = 1000;
export const MAX_PLAYERS = 16;
export const MAX_SEED = 2147483647;

export const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');
export const cursorSchema = z.object({ line: idSchema, step: z.number().int().min(0).max(MAX_ACTIONS) }).strict();
export const seedSchema = z.number().int().min(0).max(MAX_SEED);

const playerSchema = z
  .object({
    name: z.string().min(1).max(60),
    bot: z.string().max(40).nullable(),
  })
  .strict();

// A file counts seats from 0 while players count from 1: a bound broken says which is which.
const SEAT_NUMBERS = `a file writes seats as numbers from 0 to ${MAX_PLAYERS - 1}, seat 1 as 0`;
const seatNumberSchema = z.number().int().min(0, SEAT_NUMBERS).max(MAX_PLAYERS - 1, SEAT_NUMBERS);

const lineSchema = z
  .object({
    id: idSchema,
    name: z.string().max(200),
    parent: cursorSchema.nullable(),
    actions: z
      .array(z.object({ seat: seatNumberSchema, action: z.unknown() }).strict())
      .max(MAX_ACTIONS),
    /** hashes[i] is the fingerprint of the state after actions[i]. */
    hashes: z.array(z.string().min(1).max(128)).max(MAX_ACTIONS),
    /** A what-if line: the seat whose knowledge was kept, the seed of the new deal, and the position it dealt (core/redeal.ts). */
    redeal: z
      .object({ seat: seatNumberSchema, seed: seedSchema, state: z.unknown() })
      .strict()
      .optional(),
  })
  .strict();

/** The fields version 1 and version 2 share, with the same meaning and bounds. */
export const commonFields = {
  format: z.literal(REPLAY_FORMAT),
  game: z.string().min(1).max(40),
  title: z.string().max(200).optional(),
  savedAt: z.string().max(40),
  options: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
  players: z.array(playerSchema).min(1).max(MAX_PLAYERS),
  initialHash: z.string().min(1).max(128),
  lines: z.array(lineSchema).min(1).max(MAX_LINES),
  current: cursorSchema,
};

/**
 * Where the game begins: the rules' deal from a seed, or a position stored in
 * full. The position's shape belongs to the game; its editor's state schema
 * checks it when the file is opened.
 */
export const startSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deal'), seed: seedSchema }).strict(),
  z.object({ kind: z.literal('position'), state: z.unknown() }).strict(),
]);

/** Fields in the order files are written in, which zod keeps. */
export const replayFileSchema = z
  .object({
    format: commonFields.format,
    version: z.literal(REPLAY_VERSION),
    game: commonFields.game,
    title: commonFields.title,
    savedAt: commonFields.savedAt,
    /** Played at a teacher table, where every card may be shown face up during play. */
    teacher: z.boolean().optional(),
    options: commonFields.options,
    players: commonFields.players,
    start: startSchema,
    initialHash: commonFields.initialHash,
    lines: commonFields.lines,
    annotations: annotationsSchema.default([]),
    /** Game reviews of its lines, made by the judge (core/review-file.ts). */
    reviews: savedReviewsSchema.optional(),
    current: commonFields.current,
    /** A puzzle set at the saved position (core/puzzle.ts). */
    puzzle: puzzleSchema.optional(),
  })
  .strict();

export type ReplayFile = z.output<typeof replayFileSchema>;
export type ReplayStart = ReplayFile['start'];
