/**
 * What the window title and the toolbar call the thing on the screen, in one
 * place so the two never disagree. A game is known by its file's name (or as
 * an unsaved game); a puzzle being solved by the title its file gives it,
 * which is what the solver was asked to solve, with the file's name kept for
 * an untitled one. The file's full path is always one hover away.
 */
import { baseName } from './paths';
import { isolated } from './untrusted-text';

export type OnScreen =
  /** `path`: the file the game belongs to (saved there, or opened from a read-only one); `dirty`: changes not saved. */
  | { readonly kind: 'game'; readonly path: string | null; readonly dirty: boolean }
  /** `title`: the puzzle's own title from its file, if it has one. */
  | { readonly kind: 'puzzle'; readonly path: string | null; readonly title: string | null };

export interface DocumentName {
  /** Text from a file, to be shown isolated (a <bdi>, or `isolated` where markup cannot go). */
  readonly name: string;
  /** The full path, for a hover. */
  readonly where: string;
  /** Changes that are not saved: a puzzle being solved is never saved, so never has any. */
  readonly unsaved: boolean;
}

const UNSAVED_GAME = 'Unsaved game';
const APP = 'Royal Table';

export function documentName(on: OnScreen): DocumentName {
  const fileName = on.path ? baseName(on.path) : UNSAVED_GAME;
  const where = on.path ?? 'Not saved yet';
  if (on.kind === 'puzzle') return { name: on.title || fileName, where, unsaved: false };
  return { name: fileName, where, unsaved: on.dirty };
}

/** The window's title: the name first, kept apart so a name from a file cannot reorder the rest; the app alone when nothing is open. */
export function windowTitle(on: OnScreen | null): string {
  if (!on) return APP;
  const { name, unsaved } = documentName(on);
  return `${isolated(name)}${unsaved ? ' •' : ''} — ${APP}`;
}

/**
 * The game's name to show before the document's, or null when the document's name already begins with it (a shipped
 * puzzle is titled "Royal Lock 1: …"), so the toolbar never reads "Royal Lock — Royal Lock 1: …".
 */
export function gameBeforeName(gameTitle: string | undefined, name: string): string | null {
  if (!gameTitle) return null;
  return name.toLocaleLowerCase().startsWith(gameTitle.toLocaleLowerCase()) ? null : gameTitle;
}
