/**
 * What a seat sees. Fields, score piles, the discard pile and an attack under
 * way are face up and public; a hand is seen by its owner only and the deck
 * by nobody. A teacher ('all') also gets `all`, every hidden card.
 */
import type { Seat, Viewer } from '../../core/game';
import { outcomeOf } from './outcome';
import { seatScore } from './score';
import { activeSeats, inColdWar } from './turn';
import type { RoyalsState, RoyalsView } from './types';

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function viewOf(state: RoyalsState, viewer: Viewer): RoyalsView {
  const view: RoyalsView = {
    game: 'royals',
    viewer,
    options: { ...state.options },
    gameNumber: state.game,
    wins: [...state.wins],
    results: copy(state.results),
    first: state.first,
    seat: state.seat,
    turn: state.turn,
    phase: state.phase,
    coldWar: inColdWar(state),
    stage: state.stage,
    activeSeats: activeSeats(state),
    hand: viewer === 'all' ? [] : [...state.hands[viewer]!],
    handCounts: state.hands.map((hand) => hand.length),
    deckCount: state.deck.length,
    discard: [...state.discard],
    reshuffles: state.reshuffles,
    lastReshuffle: state.lastReshuffle,
    lastReshuffleBy: state.lastReshuffleBy,
    finalTurns: [...state.finalTurns],
    fields: copy(state.fields),
    scores: copy(state.scores),
    hadRoyal: [...state.hadRoyal],
    attack: state.attack ? copy(state.attack) : null,
    tally: [0, 1].map((seat) => seatScore(state, seat).total),
    result: state.result ? copy(state.result) : null,
    outcome: outcomeOf(state),
  };
  return viewer === 'all' ? { ...view, all: { hands: copy(state.hands), deck: [...state.deck] } } : view;
}

/** The other hand and the whole deck. */
export function hiddenFrom(state: RoyalsState, seat: Seat): string[] {
  return [...state.hands.filter((_, owner) => owner !== seat).flat(), ...state.deck];
}

/** Every card of the pack: hands, fields and the cards under them, score piles, the attack under way, deck and discard. */
export function allCards(state: RoyalsState): string[] {
  return [
    ...state.hands.flat(),
    ...state.fields.flatMap((field) => field.flatMap((entry) => [entry.card, ...entry.under])),
    ...state.scores.flatMap((pile) => [...pile.groups.flatMap((group) => [group.head, ...group.cards]), ...pile.points]),
    ...(state.attack?.cards ?? []),
    ...state.deck,
    ...state.discard,
  ];
}
