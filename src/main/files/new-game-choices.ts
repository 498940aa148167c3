/**
 * What the player last started a game with from the new-game form, in
 * `<userDataDir>/new-game.json`: the game, and for each game the number of
 * players, who sat where and the options (never the seed: a new game is a
 * fresh deal). The form offers these again, also after a restart.
 *
 * Checked when read like any file from outside: a file too large, damaged or
 * of another shape counts as no choices at all, and a game's choices that no
 * longer fit the game (a bot or an option it no longer has) are left out, so
 * the form shows that game's defaults. Nothing here ever stops the app.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { GAMES, MAX_ID_LENGTH, checkSetupChoice, findGame, type SetupChoice } from '../../engine';
import type { NewGameChoices } from '../../preload/api';
import { writeTextAtomic } from './atomic-write';
import { readTextLimited } from './read-limited';
import { serialQueue } from './serial';

export const NEW_GAME_FILE = 'new-game.json';
const NEW_GAME_VERSION = 1;
/** Five games' choices take about 1 KB; the rest is room for games to come. */
export const MAX_NEW_GAME_BYTES = 64 * 1024;
const MAX_GAMES = 50;

const gameId = z.string().regex(new RegExp(`^[a-z0-9-]{1,${MAX_ID_LENGTH}}$`));
/** The file's shape; each game's choices are checked against the game itself (setup-choice.ts). */
const fileSchema = z
  .object({
    version: z.literal(NEW_GAME_VERSION),
    game: gameId.nullable(),
    games: z.record(gameId, z.unknown()).refine((games) => Object.keys(games).length <= MAX_GAMES),
  })
  .strict();

export const NO_CHOICES: NewGameChoices = { game: null, games: {} };

export interface NewGameChoiceStore {
  /** The choices as kept, each one that still fits its game; none when the file is missing or damaged. */
  read(): Promise<NewGameChoices>;
  /** Keeps `choice` as the one `game` was last started with; throws only if the file cannot be written. */
  remember(game: string, choice: SetupChoice): Promise<void>;
}

export function createNewGameChoices(userDataDir: string): NewGameChoiceStore {
  const filePath = join(userDataDir, NEW_GAME_FILE);
  const serial = serialQueue();

  const load = async (): Promise<NewGameChoices> => {
    const read = await readTextLimited(filePath, MAX_NEW_GAME_BYTES, () => 'too large');
    if (!read.ok) return NO_CHOICES;
    let json: unknown;
    try {
      json = JSON.parse(read.text);
    } catch {
      return NO_CHOICES;
    }
    const parsed = fileSchema.safeParse(json);
    return parsed.success ? fitting(parsed.data.game, parsed.data.games) : NO_CHOICES;
  };

  return {
    read: () => serial(load),

    remember: (game, choice) =>
      serial(async () => {
        const kept = await load();
        const games = { ...kept.games, [game]: choice };
        await mkdir(userDataDir, { recursive: true });
        await writeTextAtomic(filePath, `${JSON.stringify({ version: NEW_GAME_VERSION, game, games }, null, 2)}\n`);
      }),
  };
}

/** The choices of games the app still has, each as the game reads it; the last game only if it is one of them. */
function fitting(last: string | null, stored: Readonly<Record<string, unknown>>): NewGameChoices {
  const games: Record<string, SetupChoice> = {};
  for (const game of GAMES) {
    if (!Object.hasOwn(stored, game.id)) continue;
    const checked = checkSetupChoice(game, stored[game.id]);
    if (checked.ok) games[game.id] = checked.choice;
  }
  return { game: last !== null && findGame(last) ? last : null, games };
}
