/** Who the person at the screen acts for, and what each seat is doing, as the seat panels say it. */
import type { Seat, Viewer } from '../../../../engine';
import { royalLines, type RoyalLinesState, type RoyalLinesView } from '../../../../engine/games/royal-lines';

/**
 * The seat clicks act for: the viewer's own seat when a person plays it. With
 * everything face up, a person's choice or deal can still be answered (the
 * only seat that may act); a promise is only chosen from the seat's own view,
 * where no other hand is face up.
 */
export function actingSeat(viewer: Viewer, activeSeats: readonly Seat[], isBot: (seat: Seat) => boolean): Seat | null {
  if (viewer !== 'all') return isBot(viewer) ? null : viewer;
  const only = activeSeats.length === 1 ? activeSeats[0]! : null;
  return only !== null && !isBot(only) ? only : null;
}

/** Whether the table, everything face up, takes `seat`'s action: a choice or a deal, never a promise. */
export function actsFaceUp(state: RoyalLinesState, seat: Seat): boolean {
  return state.phase !== 'promise' && actingSeat('all', royalLines.activeSeats(state), () => false) === seat;
}

/** A few words on what a seat is doing now, for its panel. */
export function activityOf(view: Pick<RoyalLinesView, 'phase' | 'players' | 'pending' | 'activeSeats' | 'outcome'>, seat: Seat): string | null {
  switch (view.phase) {
    case 'promise':
      return view.players[seat]?.hasChosen ? 'promise laid' : 'choosing…';
    case 'choice':
      return view.pending?.seat === seat ? 'to choose' : null;
    case 'scored':
      return view.activeSeats[0] === seat ? 'deals next' : null;
    case 'over':
      return view.outcome?.winners.includes(seat) ? 'wins the match' : null;
  }
}
