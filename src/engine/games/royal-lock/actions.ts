/**
 * The actions a player may take on their turn, each as a pair: why it would
 * be refused (in words a player can read) and what it does.
 */
import type { Seat } from '../../core/game';
import { cardLabel } from '../../core/cards';
import { shuffleInPlace } from '../../core/rng';
import { directionBetween, isCell } from './grid';
import { checkGridEnd } from './outcome';
import { redDraw } from './red-draw';
import { actingCell, passTurn, seatToAct } from './turn';
import {
  ACTIONS_PER_TURN,
  LOCK_LIMIT,
  type Cell,
  type FillAction,
  type LockAction,
  type MoveAction,
  type RemoveAction,
  type RoyalLockAction,
  type RoyalLockState,
  type UnlockAction,
} from './types';

export function lockedCount(state: Pick<RoyalLockState, 'grid'>): number {
  return state.grid.filter((space) => space?.locked).length;
}

// A player knows the spaces by where they lie, not by the numbers actions store them under.
const NO_SUCH_SPACE = 'There is no such space: the grid has nine spaces, in three rows of three.';

/**
 * Under the default reach a player works on the space under their marker; the
 * 'any-space' variant lets lock, unlock and remove reach the whole grid.
 */
function reachRefusal(state: RoyalLockState, cell: Cell, what: string): string | null {
  if (!isCell(cell)) return NO_SUCH_SPACE;
  if (state.options.reach === 'any-space') return null;
  return cell === actingCell(state) ? null : `Stand on that space to ${what}.`;
}

// Move: "move your player horizontally or vertically (not diagonally) by one space."
export function moveRefusal(state: RoyalLockState, action: MoveAction): string | null {
  if (!isCell(action.to)) return NO_SUCH_SPACE;
  if (directionBetween(actingCell(state), action.to) === null) {
    return 'You can only move one space up, down, left or right.';
  }
  return null;
}

export function moveMarker(state: RoyalLockState, action: MoveAction): void {
  state.markers[state.marker] = action.to;
}

// Lock: "Turn a card sideways to lock. ... Only 3 cards may be locked at once."
export function lockRefusal(state: RoyalLockState, action: LockAction): string | null {
  const reach = reachRefusal(state, action.cell, 'lock its card');
  if (reach) return reach;
  const space = state.grid[action.cell];
  if (!space) return 'That space is empty: there is no card to lock.';
  if (space.locked) return `The ${cardLabel(space.card)} is already locked.`;
  if (lockedCount(state) >= LOCK_LIMIT) return `Only ${LOCK_LIMIT} cards may be locked at once.`;
  return null;
}

export function lockCard(state: RoyalLockState, action: LockAction): void {
  const space = state.grid[action.cell]!;
  state.grid[action.cell] = { card: space.card, locked: true };
}

// Unlock: "If it is already locked, turn it upright to unlock."
export function unlockRefusal(state: RoyalLockState, action: UnlockAction): string | null {
  const reach = reachRefusal(state, action.cell, 'unlock its card');
  if (reach) return reach;
  const space = state.grid[action.cell];
  if (!space) return 'That space is empty: there is no card to unlock.';
  if (!space.locked) return `The ${cardLabel(space.card)} is not locked.`;
  return null;
}

export function unlockCard(state: RoyalLockState, action: UnlockAction): void {
  const space = state.grid[action.cell]!;
  state.grid[action.cell] = { card: space.card, locked: false };
}

// Remove: "If a card is unlocked, the player can discard it, leaving the space empty."
export function removeRefusal(state: RoyalLockState, action: RemoveAction): string | null {
  const reach = reachRefusal(state, action.cell, 'remove its card');
  if (reach) return reach;
  const space = state.grid[action.cell];
  if (!space) return 'That space is already empty: there is no card to remove.';
  if (space.locked) return 'A locked card cannot be removed; unlock it first.';
  return null;
}

export function removeCard(state: RoyalLockState, action: RemoveAction): void {
  const space = state.grid[action.cell]!;
  state.grid[action.cell] = null;
  state.blackDiscard.push(space.card);
}

// Fill: "If the player's current space has no card, the player can use an action
// to fill it with a card from the black deck." Standing there is required under every reach.
export function fillRefusal(state: RoyalLockState, action: FillAction): string | null {
  if (!isCell(action.cell)) return NO_SUCH_SPACE;
  if (action.cell !== actingCell(state)) return 'Stand on that space to fill it.';
  if (state.grid[action.cell]) return 'That space already has a card: only an empty space can be filled.';
  if (state.blackDeck.length === 0) return 'The black deck is empty: reshuffle first.';
  return null;
}

export function fillSpace(state: RoyalLockState, action: FillAction): void {
  const card = state.blackDeck.shift()!;
  state.grid[action.cell] = { card, locked: false };
}

// Reshuffle: "The player can reshuffle the black cards including those that have been discarded."
export function reshuffleRefusal(state: RoyalLockState): string | null {
  if (state.blackDeck.length + state.blackDiscard.length === 0) return 'There are no black cards to reshuffle.';
  return null;
}

export function reshuffleBlackDeck(state: RoyalLockState): void {
  const pile = state.blackDiscard.splice(0, state.blackDiscard.length);
  state.blackDeck.push(...pile);
  shuffleInPlace(state, state.blackDeck);
}

// End turn: "Once a player has completed their actions, 2 cards are drawn from the red deck."
// The draw can empty a line, so the grid is judged before the turn passes.
export function endTurn(state: RoyalLockState): void {
  redDraw(state);
  checkGridEnd(state);
  if (!state.end) passTurn(state);
}

/** Why the seat may not take this action now; null when it may. */
export function actionRefusal(state: RoyalLockState, seat: Seat, action: RoyalLockAction): string | null {
  if (state.end) return 'The game is over.';
  if (seatToAct(state) !== seat) return 'It is not your turn.';
  if (action.type === 'endTurn') return null;
  if (state.actionsUsed >= ACTIONS_PER_TURN) return `You have used your ${ACTIONS_PER_TURN} actions; end your turn.`;
  switch (action.type) {
    case 'move':
      return moveRefusal(state, action);
    case 'lock':
      return lockRefusal(state, action);
    case 'unlock':
      return unlockRefusal(state, action);
    case 'remove':
      return removeRefusal(state, action);
    case 'fill':
      return fillRefusal(state, action);
    case 'reshuffle':
      return reshuffleRefusal(state);
    default:
      return 'That is not a Royal Lock action.';
  }
}

/** Carries out one legal action, then ends the game if the grid now decides it. */
export function applyAction(state: RoyalLockState, action: RoyalLockAction): void {
  switch (action.type) {
    case 'move':
      moveMarker(state, action);
      break;
    case 'lock':
      lockCard(state, action);
      break;
    case 'unlock':
      unlockCard(state, action);
      break;
    case 'remove':
      removeCard(state, action);
      break;
    case 'fill':
      fillSpace(state, action);
      break;
    case 'reshuffle':
      reshuffleBlackDeck(state);
      break;
    case 'endTurn':
      endTurn(state);
      return;
  }
  state.actionsUsed += 1;
  checkGridEnd(state);
}
