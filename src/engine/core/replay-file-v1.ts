/**
 * Version 1 of the replay file and its migration to version 2. Version 1
 * always began with the rules' deal from `seed` and had no annotations, so the
 * migration moves the seed into a deal start and changes nothing else: the
 * game rebuilds exactly as before.
 */
import { z } from 'zod';
import { commonFields, REPLAY_VERSION, seedSchema } from './replay-file-schema';

export const replayFileV1Schema = z
  .object({
    format: commonFields.format,
    version: z.literal(1),
    game: commonFields.game,
    title: commonFields.title,
    savedAt: commonFields.savedAt,
    options: commonFields.options,
    seed: seedSchema,
    players: commonFields.players,
    initialHash: commonFields.initialHash,
    lines: commonFields.lines,
    current: commonFields.current,
  })
  .strict();

export type ReplayFileV1 = z.output<typeof replayFileV1Schema>;

/** The version 2 form of a version 1 file, fields in the order version 2 writes them. */
export function migrateV1(file: ReplayFileV1) {
  return {
    format: file.format,
    version: REPLAY_VERSION,
    game: file.game,
    ...(file.title === undefined ? {} : { title: file.title }),
    savedAt: file.savedAt,
    options: file.options,
    players: file.players,
    start: { kind: 'deal' as const, seed: file.seed },
    initialHash: file.initialHash,
    lines: file.lines,
    annotations: [],
    current: file.current,
  };
}
