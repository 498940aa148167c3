/** What a seat sees: the whole table except the order and contents of the two decks. */
import type { Seat, Viewer } from '../../core/game';
import { lockedCount } from './actions';
import { outcomeOf } from './outcome';
import { actionsLeft, seatToAct } from './turn';
import { LOCK_LIMIT, type CardId, type RedDraw, type RoyalLockState, type RoyalLockView } from './types';

export function viewOf(state: RoyalLockState, viewer: Viewer): RoyalLockView {
  const view: RoyalLockView = {
    game: 'royal-lock',
    viewer,
    options: { ...state.options },
    seats: state.seats,
    grid: state.grid.map((space) => (space ? { card: space.card, locked: space.locked } : null)),
    markers: [...state.markers],
    turn: state.turn,
    marker: state.marker,
    seatToAct: seatToAct(state),
    actionsUsed: state.actionsUsed,
    actionsLeft: actionsLeft(state),
    lockedCount: lockedCount(state),
    lockLimit: LOCK_LIMIT,
    blackDeckCount: state.blackDeck.length,
    blackDiscard: [...state.blackDiscard],
    redDeckCount: state.redDeck.length,
    redDiscard: [...state.redDiscard],
    lastRedDraw: state.lastRedDraw ? lastRedDrawSeen(state) : null,
    end: state.end ? { ...state.end, line: state.end.line ? [...state.end.line] : null } : null,
    outcome: outcomeOf(state),
  };
  if (viewer !== 'all') return view;
  return { ...view, decks: { black: [...state.blackDeck], red: [...state.redDeck] } };
}

/**
 * The last draw as the table shows it. A card the draw removed may since have
 * been shuffled back into the black deck; the view then leaves that effect out,
 * so no card inside a deck is ever named in a view.
 */
function lastRedDrawSeen(state: RoyalLockState): RedDraw {
  const draw = state.lastRedDraw!;
  const inDeck = new Set(state.blackDeck);
  return {
    ...draw,
    cards: [...draw.cards],
    effects: draw.effects.filter((effect) => !inDeck.has(effect.card)).map((effect) => ({ ...effect })),
  };
}

/** Cards a seat may not know: everything still face down in either deck. */
export function hiddenFrom(state: RoyalLockState, _seat: Seat): CardId[] {
  return [...state.blackDeck, ...state.redDeck];
}

/** Every card in the game, each exactly once: grid, both decks, both discards and the last draw. */
export function allCards(state: RoyalLockState): CardId[] {
  const onGrid = state.grid.flatMap((space) => (space ? [space.card] : []));
  return [
    ...onGrid,
    ...state.blackDeck,
    ...state.blackDiscard,
    ...state.redDeck,
    ...state.redDiscard,
    ...(state.lastRedDraw?.cards ?? []),
  ];
}
