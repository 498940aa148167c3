/**
 * Keyboard shortcuts. With a native application menu the menu owns the file
 * and edit accelerators and reports them as menu commands, so they are only
 * bound here when there is no such menu — never both, or a key would act twice.
 * A plain key is always bound here: the menu only shows it (see menu.ts).
 */
import type { MenuCommand } from '../../../preload/api';

export type TimelineCommand = 'first' | 'back' | 'forward' | 'last';
export type KeyCommand = { kind: 'menu'; command: MenuCommand } | { kind: 'timeline'; command: TimelineCommand };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export interface KeyContext {
  readonly nativeMenu: boolean;
  /** Typing in a field or list keeps its own arrow keys and Home/End. */
  readonly inEditableField: boolean;
}

export function keyCommand(press: KeyPress, context: KeyContext): KeyCommand | null {
  const mod = press.ctrlKey || press.metaKey;
  if (mod && !press.altKey) {
    if (context.nativeMenu) return null;
    const command = menuShortcut(press.key.toLowerCase(), press.shiftKey);
    // A field being typed in keeps its own undo and redo.
    if (context.inEditableField && (command === 'undo' || command === 'redo')) return null;
    return command ? { kind: 'menu', command } : null;
  }
  if (mod || press.altKey || press.shiftKey || context.inEditableField) return null;
  // Caps Lock gives the capital letter.
  if (press.key.toLowerCase() === REVIEW_KEY) return { kind: 'menu', command: 'review' };
  const timeline = TIMELINE_KEYS[press.key];
  return timeline ? { kind: 'timeline', command: timeline } : null;
}

/**
 * "Review this game". Not R, which removes a card at the Royal Lock table; no table takes V (see games/keys.ts).
 */
const REVIEW_KEY = 'v';

function menuShortcut(key: string, shift: boolean): MenuCommand | null {
  switch (key) {
    case 'z':
      return shift ? 'redo' : 'undo';
    case 'y':
      return shift ? null : 'redo';
    case 's':
      return shift ? 'saveAs' : 'save';
    case 'o':
      return shift ? null : 'open';
    case 'n':
      return shift ? null : 'new';
    case 'w':
      return shift ? null : 'close';
    default:
      return null;
  }
}

/**
 * The record's own keys. The arrow keys belong to the table (they move the
 * Royal Lock marker, like its arrow buttons), so the record never takes them.
 */
const TIMELINE_KEYS: Readonly<Record<string, TimelineCommand>> = {
  PageUp: 'back',
  PageDown: 'forward',
  Home: 'first',
  End: 'last',
};

export interface ShortcutEntry {
  readonly keys: string;
  readonly does: string;
}

/** The app's keys for every game, as the shortcuts sheet and the rules help list them. */
export function appShortcuts(mod: string): readonly ShortcutEntry[] {
  return [
    { keys: '?', does: 'Show this list of keys' },
    { keys: `${mod}Z`, does: 'Undo: one step back' },
    { keys: `${mod}Shift+Z or ${mod}Y`, does: 'Redo: one step forward' },
    { keys: 'Page Up / Page Down', does: 'Step back / forward through the game record' },
    { keys: 'Home / End', does: 'First / last position of the record' },
    { keys: 'Esc', does: 'Shut the game record or the puzzle panel, where a narrow window draws it over the table' },
    { keys: `${mod}N`, does: 'New game' },
    { keys: `${mod}O`, does: 'Open a saved game' },
    { keys: `${mod}S / ${mod}Shift+S`, does: 'Save / save as' },
    { keys: `${mod}W`, does: 'Close the game' },
    { keys: 'V', does: 'Review this game, move by move (once it is over, or as a replay)' },
  ];
}

/** Whether keys typed now belong to a form control rather than to the app. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
