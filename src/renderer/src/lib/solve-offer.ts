/**
 * When "Who wins from here?" may be asked. The solver looks at every card,
 * hidden ones included, so it answers only where every card may be shown: a
 * finished game, a replay opened from a file, or a teacher table — never in a
 * game still being played, against a person or a bot, nor in a saved game
 * picked up from its players' view until everything face up is chosen.
 */
export interface SolveSituation {
  readonly hasSolver: boolean;
  readonly gameTitle: string;
  /** The position shown is over: nobody is to move. */
  readonly over: boolean;
  /** Hidden cards may be shown here (a finished game, a replay opened from a file, a teacher table). */
  readonly open: boolean;
  /** The position is a puzzle being solved, whose answer the solver would give away. */
  readonly puzzle: boolean;
  /** A saved game people had not finished, picked up from their view: it is played on, not looked at. */
  readonly pickedUp?: boolean;
}

export const SOLVER_KEEPS_SECRETS =
  'The solver looks at every hidden card, so it answers only in a finished game, a replay opened from a file, or a teacher table chosen at set-up.';

export const SOLVER_WAITS_FOR_FACE_UP =
  'This game is picked up from its players’ view: the solver looks at every hidden card, so it answers once everything face up is chosen in the game record.';

/** Why the question cannot be asked now, or null when it can. */
export function solveRefusal(situation: SolveSituation): string | null {
  if (!situation.hasSolver) return `${situation.gameTitle} has no solver.`;
  if (situation.puzzle) return 'This is a puzzle: the solver would give its answer away. Ask for a hint instead.';
  if (situation.pickedUp) return SOLVER_WAITS_FOR_FACE_UP;
  if (!situation.open) return SOLVER_KEEPS_SECRETS;
  if (situation.over) return 'The game is over: nobody is to move.';
  return null;
}
