/**
 * What the new-game form shows: the game last started from it, and for each
 * game the players, seats and options it was last started with, where they
 * still fit the game (setup-choice.ts), else the game's defaults. The seed is
 * never among them: a new game is a fresh deal unless the player types one.
 */
import { checkSetupChoice, type AnyGameDefinition, type OptionValues, type SetupChoice } from '../../../engine';

/** A seat's kind on the form: the person at the screen, or a bot's id. */
export const PERSON = 'human';

export interface FormChoice {
  readonly players: number;
  /** One for every seat the game can have: PERSON or a bot's id. */
  readonly seatKinds: readonly string[];
  readonly options: OptionValues;
}

/** The game the form opens on: the one last started while the app still has it, else the first. */
export function initialGame(games: readonly AnyGameDefinition[], last: string | null): AnyGameDefinition | undefined {
  return games.find((game) => game.id === last) ?? games[0];
}

/**
 * What the form shows for `game`: `stored` (the host's word for what it was
 * last started with) when it still fits the game, else the defaults, with as
 * many players as `players` where the game allows that many.
 */
export function formChoice(game: AnyGameDefinition, stored: unknown, players: number): FormChoice {
  const checked = stored === undefined ? null : checkSetupChoice(game, stored);
  if (checked?.ok) {
    const { choice } = checked;
    return { players: choice.players, seatKinds: choice.seats.map((bot) => bot ?? PERSON), options: choice.options };
  }
  // A person at the first seat and the game's first bot at every other, however many play:
  // the quickest way to a game, and a hot-seat game is a choice per seat away.
  const bot = game.bots[0]?.id ?? PERSON;
  return {
    players: Math.min(Math.max(players, game.seats.min), game.seats.max),
    seatKinds: Array.from({ length: game.seats.max }, (_, seat) => (seat === 0 ? PERSON : bot)),
    options: game.defaultOptions(),
  };
}

/** The form's values as the choice a game was started with, to be kept. */
export function setupChoiceOf(players: number, seatKinds: readonly string[], options: OptionValues): SetupChoice {
  return { players, seats: seatKinds.map((kind) => (kind === PERSON ? null : kind)), options };
}
