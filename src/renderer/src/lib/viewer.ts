/**
 * Whose eyes the table is drawn for. In play the table follows the person
 * whose turn it is; with two people sharing one screen and secrets between
 * them, it waits behind a pass-the-device screen until the next person says
 * they are ready. In a replay anyone may choose to see everything face up.
 */
import type { AnyGameDefinition, BaseState, PlayerInfo, Seat, Viewer } from '../../../engine';

/** 'auto' follows the person to act; otherwise a fixed seat or everything face up. */
export type ViewerChoice = 'auto' | Viewer;

export interface ViewerSituation {
  readonly choice: ViewerChoice;
  readonly players: readonly PlayerInfo[];
  /** The seat to act; null once the game is over. */
  readonly activeSeat: Seat | null;
  /** The seat the table was last shown to, if any. */
  readonly shownTo: Seat | null;
}

export function humanSeats(players: readonly PlayerInfo[]): Seat[] {
  return players.flatMap((player, seat) => (player.bot === null ? [seat] : []));
}

/**
 * Whether the person at the screen may pick whose cards are shown. Not while
 * people who keep secrets from each other share the screen in play: picking
 * another seat's view would show them that seat's secrets.
 */
export function viewerIsChoosable(playing: boolean, game: AnyGameDefinition, state: BaseState, players: readonly PlayerInfo[]): boolean {
  if (!playing) return true;
  const humans = humanSeats(players);
  return !humans.some((a, i) => humans.slice(i + 1).some((b) => secretsBetween(game, state, a, b)));
}

/** The viewer the table draws for. */
export function resolveViewer({ choice, players, activeSeat, shownTo }: ViewerSituation): Viewer {
  if (choice !== 'auto') return choice;
  const humans = humanSeats(players);
  // A finished game has nothing left to hide; nor has a game nobody at the screen plays.
  if (activeSeat === null || humans.length === 0) return 'all';
  if (humans.includes(activeSeat)) return activeSeat;
  return shownTo !== null && humans.includes(shownTo) ? shownTo : humans[0]!;
}

/** Whether `a` and `b` know different things here: then neither may see the other's table. */
export function secretsBetween(game: AnyGameDefinition, state: BaseState, a: Seat, b: Seat): boolean {
  if (a === b) return false;
  const hiddenFromA = new Set(game.hiddenFrom(state, a));
  const hiddenFromB = new Set(game.hiddenFrom(state, b));
  if (hiddenFromA.size !== hiddenFromB.size) return true;
  for (const card of hiddenFromA) if (!hiddenFromB.has(card)) return true;
  return false;
}

export interface PrivacySituation extends ViewerSituation {
  readonly game: AnyGameDefinition;
  readonly state: BaseState;
  readonly playing: boolean;
}

/**
 * The seat that must confirm it holds the screen before the table is shown,
 * or null when the table may be shown as it is.
 */
export function seatToConfirm(situation: PrivacySituation): Seat | null {
  const { game, state, players, shownTo, playing, choice } = situation;
  if (!playing || choice !== 'auto') return null;
  const humans = humanSeats(players);
  if (humans.length < 2) return null;
  const viewer = resolveViewer(situation);
  if (viewer === 'all' || viewer === shownTo) return null;
  // Whoever saw the table last, or before the first turn anyone else at the screen.
  const others = shownTo !== null ? [shownTo] : humans.filter((seat) => seat !== viewer);
  return others.some((other) => secretsBetween(game, state, viewer, other)) ? viewer : null;
}
