/**
 * What a rules-aware bot reads about the table: its own hand, settler and
 * line, and what lies face up. It is built either from a seat's view (the bot
 * in play) or straight from a position (the players of a search's
 * simulations, which must stay fast), and in both cases holds only what that
 * seat may know.
 */
import type { Seat } from '../../core/game';
import { unseenColonials } from './determinise';
import { hasPirates } from './setup';
import type { CardId, Pending, Phase, PromiseCard, RoyalLinesState, RoyalLinesView, SettledJoker } from './types';

export interface Seen {
  readonly seat: Seat;
  readonly seats: number;
  readonly hand: readonly PromiseCard[];
  readonly settler: CardId;
  readonly line: readonly CardId[];
  readonly settled: readonly SettledJoker[];
  readonly ship: readonly CardId[];
  readonly shipNumber: 1 | 2;
  readonly colonialDeckCount: number;
  /** Promises face up this ship. */
  readonly played: readonly PromiseCard[];
  /** Aces, jokers and face cards the seat has not seen: other face-down settlers and the colonial deck. */
  readonly unseenColonials: readonly CardId[];
  /** Promises revealed with this seat's at each recruitment: the other seats, and the pirates. */
  readonly rivals: number;
  readonly phase: Phase;
  readonly pending: Pending | null;
}

/** What `seat` knows in a full position: the same facts its view would give. */
export function seenFromState(state: RoyalLinesState, seat: Seat): Seen {
  // What the seat has not seen is exactly what lies face down: cheaper to collect than to subtract.
  const unseenColonials: CardId[] = state.colonialDeck.slice();
  for (let other = 0; other < state.seats; other++) {
    if (other !== seat && !state.settlerShown[other]) unseenColonials.push(state.settlers[other]!);
  }
  if (state.pirateSettler) unseenColonials.push(state.pirateSettler);
  return {
    seat,
    seats: state.seats,
    hand: state.hands[seat]!,
    settler: state.settlers[seat]!,
    line: state.lines[seat]!,
    settled: state.settled,
    ship: state.ship,
    shipNumber: state.shipNumber,
    colonialDeckCount: state.colonialDeck.length,
    played: state.played,
    unseenColonials,
    rivals: state.seats - 1 + (hasPirates(state) ? 1 : 0),
    phase: state.phase,
    pending: state.pending,
  };
}

/** What a seat's view tells a bot. */
export function seenFromView(view: RoyalLinesView): Seen {
  if (view.viewer === 'all') throw new Error('a bot plays one seat, not the teacher’s view');
  const seat = view.viewer;
  const me = view.players[seat]!;
  if (!me.settler) throw new Error('a seat always knows its own settler');
  return {
    seat,
    seats: view.seats,
    hand: view.hand,
    settler: me.settler,
    line: me.line,
    settled: view.settled,
    ship: view.ship,
    shipNumber: view.shipNumber,
    colonialDeckCount: view.colonialDeckCount,
    played: view.played,
    unseenColonials: unseenColonials(view),
    rivals: view.seats - 1 + (view.pirates ? 1 : 0),
    phase: view.phase,
    pending: view.pending,
  };
}
