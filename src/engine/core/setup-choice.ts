/**
 * What a player sets a new game up with: how many play, who sits at each seat
 * (a person, or one of the game's bots) and the game's options. The seed is no
 * part of it: a new game is a fresh deal unless the player asks for one.
 *
 * The host keeps the last choice for each game, and the new-game form offers
 * it again; each side checks a choice against the game as it is now, since a
 * stored one may be damaged or name a bot or an option the game no longer has.
 */
import { z } from 'zod';
import type { AnyGameDefinition, OptionValues } from './game';
import { quoteUntrusted } from './quote';
import { plural } from './words';

export interface SetupChoice {
  readonly players: number;
  /** One entry for every seat the game can have: a bot's id, or null for a person at the screen. */
  readonly seats: readonly (string | null)[];
  readonly options: OptionValues;
}

export type SetupCheck = { readonly ok: true; readonly choice: SetupChoice } | { readonly ok: false; readonly reason: string };

/** More than any game has, so a damaged choice is refused before its game is asked. */
const MAX_SEATS = 16;
const MAX_OPTIONS = 32;
/** As long as a game or bot id may be (replay-file-schema.ts). */
export const MAX_ID_LENGTH = 40;

const optionValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** The shape alone, bounded; whether it fits a game is checkSetupChoice's question. */
const setupChoiceSchema = z
  .object({
    players: z.number().int().min(1).max(MAX_SEATS),
    seats: z.array(z.string().min(1).max(MAX_ID_LENGTH).nullable()).max(MAX_SEATS),
    // Option keys are plain words (zod leaves a `__proto__` key out of a record), so none reaches a prototype.
    options: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), optionValue)
      .refine((options) => Object.keys(options).length <= MAX_OPTIONS),
  })
  .strict();

/** The choice if `game` can be set up with it (its options as the game's schema reads them), or why not. */
export function checkSetupChoice(game: AnyGameDefinition, value: unknown): SetupCheck {
  const shape = setupChoiceSchema.safeParse(value);
  if (!shape.success) return refused(`The choices for ${game.title} are damaged.`);
  const { players, seats, options } = shape.data;
  const { min, max } = game.seats;
  if (players < min || players > max) {
    return refused(`${game.title} is played by ${min === max ? min : `${min} to ${max}`} players, not ${players}.`);
  }
  if (seats.length !== max) return refused(`${game.title} has ${plural(max, 'seat')}, not ${seats.length}.`);
  const unknownBot = seats.find((bot) => bot !== null && !game.bots.some((offered) => offered.id === bot));
  if (unknownBot) return refused(`${game.title} has no bot called ${quoteUntrusted(unknownBot, MAX_ID_LENGTH)}.`);
  const parsed = game.optionsSchema.safeParse(options);
  if (!parsed.success) return refused(`These are not options ${game.title} offers.`);
  return { ok: true, choice: { players, seats, options: parsed.data as OptionValues } };
}

function refused(reason: string): SetupCheck {
  return { ok: false, reason };
}
