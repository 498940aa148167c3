/**
 * The action bar of Royal Lock: a fixed set of buttons (so they never jump
 * around), each tied to the action it would take now. Whether it is legal and
 * why not is always the game's answer, never worked out here.
 */
import type { AnyGameDefinition, BaseAction, BaseState, Seat } from '../../../../engine';
import { cellName, step, type Direction } from '../../../../engine/games/royal-lock/grid';
import type { RoyalLockAction, RoyalLockView } from '../../../../engine/games/royal-lock';

export type ButtonKey = 'up' | 'down' | 'left' | 'right' | 'lock' | 'unlock' | 'remove' | 'fill' | 'reshuffle' | 'endTurn';

export interface ActionButton {
  readonly key: ButtonKey;
  readonly testId: string;
  /** Short fixed text for the button face. */
  readonly text: string;
  /** The action this button takes now, or null when there is none (moving off the grid). */
  readonly action: RoyalLockAction | null;
  /** The game's label for the action, e.g. "Lock Q♠". */
  readonly label: string;
  /** Why it may not be taken now; null when it is legal. */
  readonly reason: string | null;
  /** The key that presses it (a KeyboardEvent key). */
  readonly shortcut: string;
  /** The key as the screen names it: "↑", "L". */
  readonly keyName: string;
}

const DIRECTION_WORDS: Record<Direction, string> = {
  up: 'above',
  down: 'below',
  left: 'to the left of',
  right: 'to the right of',
};

/** The arrow keys move the marker, exactly like the arrow buttons; the record keeps to Page Up/Down. */
const BUTTONS: readonly { key: ButtonKey; testId: string; text: string; shortcut: string; keyName: string }[] = [
  { key: 'up', testId: 'action-move-up', text: 'Up', shortcut: 'ArrowUp', keyName: '↑' },
  { key: 'left', testId: 'action-move-left', text: 'Left', shortcut: 'ArrowLeft', keyName: '←' },
  { key: 'down', testId: 'action-move-down', text: 'Down', shortcut: 'ArrowDown', keyName: '↓' },
  { key: 'right', testId: 'action-move-right', text: 'Right', shortcut: 'ArrowRight', keyName: '→' },
  { key: 'lock', testId: 'action-lock', text: 'Lock', shortcut: 'L', keyName: 'L' },
  { key: 'unlock', testId: 'action-unlock', text: 'Unlock', shortcut: 'U', keyName: 'U' },
  { key: 'remove', testId: 'action-remove', text: 'Remove', shortcut: 'R', keyName: 'R' },
  { key: 'fill', testId: 'action-fill', text: 'Fill', shortcut: 'F', keyName: 'F' },
  { key: 'reshuffle', testId: 'action-reshuffle', text: 'Reshuffle', shortcut: 'H', keyName: 'H' },
  { key: 'endTurn', testId: 'action-end-turn', text: 'End turn', shortcut: 'E', keyName: 'E' },
];

/** The table's keys, for the shortcuts sheet and the rules help. */
export const ROYAL_LOCK_KEYS: readonly { keys: string; does: string }[] = [
  { keys: '↑ ↓ ← →', does: 'Move the marker (the arrow buttons)' },
  ...BUTTONS.filter((b) => b.shortcut.length === 1).map((b) => ({ keys: b.keyName, does: b.text })),
];

/**
 * What a click on a grid space does. Under the any-space reach lock, unlock
 * and remove work on any card of the grid, so a click on a card chooses it as
 * the card those buttons act on (the space under the marker, clicked again,
 * gives them back to it). Anywhere else the click moves the marker there.
 */
export type CellClick = { readonly target: number | null } | { readonly action: RoyalLockAction };

export function clickOnCell(view: RoyalLockView, cell: number): CellClick {
  if (view.options.reach === 'any-space' && view.grid[cell]) return { target: cell === actingCell(view) ? null : cell };
  return { action: { type: 'move', to: cell } };
}

/** The spaces a click moves the marker to: where a move is legal and the click does not choose a card instead. */
export function clickMoveTargets(view: RoyalLockView, legal: readonly RoyalLockAction[]): Set<number> {
  return new Set(legal.flatMap((a) => (a.type === 'move' && 'action' in clickOnCell(view, a.to) ? [a.to] : [])));
}

function actionFor(key: ButtonKey, here: number, target: number): RoyalLockAction | null {
  switch (key) {
    case 'up':
    case 'down':
    case 'left':
    case 'right': {
      const to = step(here, key);
      return to === null ? null : { type: 'move', to };
    }
    case 'lock':
    case 'unlock':
    case 'remove':
      return { type: key, cell: target };
    case 'fill':
      // Filling needs the marker on the empty space under every reach.
      return { type: key, cell: here };
    case 'reshuffle':
      return { type: 'reshuffle' };
    case 'endTurn':
      return { type: 'endTurn' };
  }
}

/** The space the acting marker stands on. */
export function actingCell(view: RoyalLockView): number {
  return view.markers[view.marker] ?? 4;
}

/**
 * Every button with its action and verdict. `blocked` is a reason that holds
 * for every button (a replay, a bot's turn, the game is over). `target` is the
 * card chosen on the grid for lock, unlock and remove; null for the one under
 * the marker.
 */
export function actionButtons(
  game: AnyGameDefinition,
  state: BaseState,
  seat: Seat | null,
  view: RoyalLockView,
  blocked: string | null,
  target: number | null = null,
): ActionButton[] {
  const here = actingCell(view);
  return BUTTONS.map(({ key, testId, text, shortcut, keyName }) => {
    const action = actionFor(key, here, target ?? here);
    if (!action) {
      const direction = key as Direction;
      const reason = `There is no space ${DIRECTION_WORDS[direction]} the ${cellName(here)} space.`;
      return { key, testId, text, shortcut, keyName, action, label: `Move ${direction}`, reason };
    }
    const label = game.actionLabel(state, action);
    const reason = blocked ?? (seat === null ? 'The game is over.' : game.illegalReason(state, seat, action));
    return { key, testId, text, shortcut, keyName, action, label, reason };
  });
}

/** Legal actions the fixed buttons do not cover (with the any-space reach: cards away from the marker). */
export function extraActions(legal: readonly BaseAction[], buttons: readonly ActionButton[]): RoyalLockAction[] {
  const covered = new Set(buttons.filter((b) => b.action).map((b) => actionKey(b.action!)));
  return (legal as RoyalLockAction[]).filter((action) => !covered.has(actionKey(action)));
}

/** A stable identity for comparing actions (e.g. the hint against a button). */
export function actionKey(action: BaseAction): string {
  return JSON.stringify(action, Object.keys(action).sort());
}

/** Grid spaces an action touches, to highlight a hint on the board. */
export function actionCell(action: BaseAction | null): number | null {
  if (!action) return null;
  const a = action as RoyalLockAction;
  if (a.type === 'move') return a.to;
  if ('cell' in a) return a.cell;
  return null;
}

/** Grid spaces a step changed, read from the patches immer recorded for it. */
export function changedCells(patches: readonly { path: readonly (string | number)[] }[]): Set<number> {
  const cells = new Set<number>();
  for (const patch of patches) {
    if (patch.path[0] === 'grid' && typeof patch.path[1] === 'number') cells.add(patch.path[1]);
  }
  return cells;
}
