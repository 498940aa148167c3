/**
 * When "Review this game" is offered. The judge reads only each mover's own
 * view, so it reveals nothing hidden; but telling a player what they should
 * have played while they are still playing is coaching. It is offered in a
 * finished game, a replay opened from a file, a teacher table and a game of
 * bots alone — never in a game still being played, nor in a saved game
 * picked up to be played on, nor while a puzzle is being solved.
 */
export interface ReviewSituation {
  readonly hasReview: boolean;
  readonly gameTitle: string;
  /** Why hidden cards may be shown here (viewer.ts, openReason); null while the game is being played. */
  readonly openReason: string | null;
  /** A saved game people had not finished, picked up from their view to be played on. */
  readonly pickedUp: boolean;
  readonly puzzle: boolean;
  /** The line has no move to judge. */
  readonly noMoves: boolean;
}

export const REVIEW_WAITS = 'A game is reviewed once it is over, or as a replay opened from a file or at a teacher table: while it is being played, that would be coaching.';

/** Why a review cannot be made now, or null when it can. */
export function reviewRefusal(situation: ReviewSituation): string | null {
  if (!situation.hasReview) return `${situation.gameTitle} has no game review.`;
  if (situation.puzzle) return 'This is a puzzle: a review would give its answer away.';
  if (situation.openReason === null || situation.pickedUp) return REVIEW_WAITS;
  if (situation.noMoves) return 'Nothing has been played on this line yet: there is no move to review.';
  return null;
}
