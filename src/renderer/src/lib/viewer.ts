/**
 * Whose eyes the table is drawn for, and whether hidden cards may be shown.
 *
 * A game still being played keeps its secrets: the table, the record, the
 * hints and the solver show only what the people at this screen may know.
 * Everything face up exists only where nobody can be cheated by it: a finished
 * game, a replay opened from a file, or a teacher table chosen at set-up.
 * With two people sharing one screen and secrets between them, the table
 * waits behind a pass-the-device screen until the next person says they are
 * ready, and looking back at the past never switches whose cards are shown.
 */
import type { AnyGameDefinition, BaseState, PlayerInfo, Seat, Viewer } from '../../../engine';

/** 'auto' follows the person at the screen; otherwise a fixed seat or everything face up. */
export type ViewerChoice = 'auto' | Viewer;

/** Why hidden cards may be shown face up here; null while the game keeps its secrets. */
export type OpenReason = 'teacher' | 'finished' | 'replay' | 'no-players';

export interface OpennessFacts {
  /** A teacher table was chosen at set-up. */
  readonly teacher: boolean;
  /** The line shown ends in a finished game. */
  readonly finished: boolean;
  /** A replay opened from a file, still looked at as a replay. */
  readonly openedReplay: boolean;
  readonly players: readonly PlayerInfo[];
}

export function humanSeats(players: readonly PlayerInfo[]): Seat[] {
  return players.flatMap((player, seat) => (player.bot === null ? [seat] : []));
}

export function openReason({ teacher, finished, openedReplay, players }: OpennessFacts): OpenReason | null {
  if (teacher) return 'teacher';
  if (finished) return 'finished';
  if (openedReplay) return 'replay';
  // Only bots play: nobody at the screen has a hand to protect.
  if (humanSeats(players).length === 0) return 'no-players';
  return null;
}

export interface PickUpFacts {
  /** A replay opened from a file, still looked at as a replay. */
  readonly openedReplay: boolean;
  /** The file sets a puzzle. */
  readonly puzzle: boolean;
  readonly finished: boolean;
  readonly players: readonly PlayerInfo[];
  /** Steps played on the main line: none means a set-up position, not a game under way. */
  readonly stepsPlayed: number;
}

/**
 * A file of a game people were playing and had not finished, opened to be picked up again. A finished game, a
 * game of bots, a set-up position and a puzzle's file are replays to look at, face up.
 */
export function openedToPickUp({ openedReplay, puzzle, finished, players, stepsPlayed }: PickUpFacts): boolean {
  return openedReplay && !puzzle && !finished && humanSeats(players).length > 0 && stepsPlayed > 0;
}

export interface PlayOnFacts {
  /** The file sets a puzzle. */
  readonly puzzle: boolean;
  /** The file is one of the shipped examples. */
  readonly example: boolean;
  readonly players: readonly PlayerInfo[];
  /** The line the file was saved on ends in a finished game. */
  readonly finished: boolean;
  /** The file was saved at the end of its line: where play stood, not a step in the past being looked at. */
  readonly atLineEnd: boolean;
  /** The step the file was saved at: none means a set-up position, not a game under way. */
  readonly step: number;
  /** The file carries notes or marks: a lesson, to be studied. */
  readonly annotated: boolean;
}

/**
 * A game people were playing, saved where it stood to be finished later: it opens in play, ready to go on. An
 * example, a puzzle, a finished game, a game of bots alone, a set-up position, and a replay being studied (saved at
 * a step in the past, or with notes or marks) open as replays.
 */
export function opensInPlay({ puzzle, example, players, finished, atLineEnd, step, annotated }: PlayOnFacts): boolean {
  return !puzzle && !example && humanSeats(players).length > 0 && !finished && atLineEnd && step > 0 && !annotated;
}

/**
 * Whether hidden cards may be shown now. A game picked up from its players' view is played on as hot seat is:
 * the pass-the-device screen comes first and the solver keeps quiet, until someone chooses a view in the game
 * record (everything face up, or a seat), as a teacher looking at a replay does.
 */
export function secretsShown(reason: OpenReason | null, pickingUp: boolean, choice: ViewerChoice): boolean {
  return reason !== null && !(pickingUp && choice === 'auto');
}

/**
 * Whether the record keeps quiet about the steps after the one shown. One seat's view at an open table is what that
 * seat knew at that step, and a later step gives away more than the future: a card played later was in a hand now.
 * Everything face up tells every step; so does a game keeping its secrets, whose later steps (after an undo, or
 * looked back on) everyone at the screen has already seen.
 */
export function hidesLaterSteps(open: boolean, viewer: Viewer): boolean {
  return open && viewer !== 'all';
}

/** What the screen says about an open table, so nobody mistakes it for a fair one: a short mark and the reason. */
export function openNotice(reason: OpenReason): { readonly mark: string; readonly why: string } {
  switch (reason) {
    case 'teacher':
      return { mark: 'Teacher table', why: 'A teacher table, chosen at set-up: every card may be shown face up while it is played.' };
    case 'finished':
      return { mark: 'Finished game', why: 'The game is over: every card may be shown.' };
    case 'replay':
      return { mark: 'Replay', why: 'A replay opened from a file: every card may be shown.' };
    case 'no-players':
      return { mark: 'Bots only', why: 'Nobody at this screen plays: every card may be shown.' };
  }
}

export interface ViewerSituation {
  /** Whether hidden cards may be shown (openReason is not null). */
  readonly open: boolean;
  readonly choice: ViewerChoice;
  readonly players: readonly PlayerInfo[];
  /** The seat to act at the position shown; null once the game is over. */
  readonly activeSeat: Seat | null;
  /** The seat the table was last shown to, if any. */
  readonly shownTo: Seat | null;
  /** The position shown is one of a game being played, where the next action is taken (play mode, after an undo too). */
  readonly live: boolean;
  /**
   * A person to act whose action the table takes only from their own seat's view (a secret choice), or null. At
   * an open table showing everything, that seat's view is shown while they act, so they can.
   */
  readonly ownViewToAct: Seat | null;
}

/** The viewer the table draws for. */
export function resolveViewer(situation: ViewerSituation): Viewer {
  const { open, choice, players, activeSeat, shownTo, live, ownViewToAct } = situation;
  const humans = humanSeats(players);
  if (open) {
    if (choice === 'all') return live && ownViewToAct !== null ? ownViewToAct : 'all';
    if (choice !== 'auto') return choice;
    if (activeSeat === null) return 'all';
    // Bots alone (a teaching replay): the seat to move, step by step. With people at the table, a person's view,
    // so that a bot to move never shows its hand to them.
    if (humans.length === 0) return activeSeat;
    return humans.includes(activeSeat) ? activeSeat : humans[0]!;
  }
  if (humans.length === 0) return 'all';
  // Where the next action is taken, the table turns to the person whose turn it is.
  if (live && activeSeat !== null && humans.includes(activeSeat)) return activeSeat;
  // Anywhere else it stays with the person holding the screen.
  if (shownTo !== null && humans.includes(shownTo)) return shownTo;
  if (activeSeat !== null && humans.includes(activeSeat)) return activeSeat;
  return humans[0]!;
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
}

/**
 * The seat that must confirm it holds the screen before the table is shown,
 * or null when the table may be shown as it is.
 */
export function seatToConfirm(situation: PrivacySituation): Seat | null {
  const { game, state, players, shownTo, open } = situation;
  if (open) return null;
  const humans = humanSeats(players);
  if (humans.length < 2) return null;
  const viewer = resolveViewer(situation);
  if (viewer === 'all' || viewer === shownTo) return null;
  // Whoever saw the table last, or before the first turn anyone else at the screen.
  const others = shownTo !== null ? [shownTo] : humans.filter((seat) => seat !== viewer);
  return others.some((other) => secretsBetween(game, state, viewer, other)) ? viewer : null;
}
