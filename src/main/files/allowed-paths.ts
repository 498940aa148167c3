/**
 * Which paths the renderer may reach. The renderer is not trusted with the
 * disk: a page that went wrong (or a file that tricked it) must not be able to
 * read, list or overwrite the person's other files. So every path it sends is
 * checked here, for Electron and the browser host alike, against places the
 * person gave the app:
 *
 * - the documents folder (`Royal Table` under the documents folder) and
 *   everything under it: open, list, save;
 * - the shipped examples: open and list, never save;
 * - files the person chose outside the renderer (a native dialog, a file
 *   dropped on the window, the game an autosave was last saved to) and the
 *   recent files: open and save that very file; their folders: list and open.
 *
 * The app's data folder (autosave, recent list) is refused even where a rule
 * above would allow it, and so are relative paths. Symbolic links are resolved
 * before any check, so a link inside an allowed folder does not lead out of it.
 */
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { hasInvisible, quoteUntrusted, showInvisible } from '../../engine/core/quote';

export const MAX_PATH_LENGTH = 4096;

export type PathRefusal = { readonly status: 'error'; readonly message: string };

/** A place the app's own file dialog may start from. */
export interface Place {
  readonly name: string;
  readonly path: string;
}

export interface PathPolicyOptions {
  readonly documentsDir: string;
  readonly userDataDir: string;
  /** The shipped example games, when the app has them. */
  readonly examplesDir?: string | null;
  /** The recent files, as the recent-files list holds them. */
  readonly recentFiles: () => Promise<readonly string[]>;
}

export interface Reach {
  /** Whether a folder may be listed. */
  mayList(path: string): Promise<boolean>;
  /** Whether a file may be opened. */
  mayOpen(path: string): Promise<boolean>;
}

interface Snapshot {
  readonly appData: string;
  readonly documents: string;
  readonly examples: string | null;
  readonly picked: () => Promise<readonly string[]>;
}

export interface PathPolicy {
  /** A file the person chose outside the page's reach (native dialog, drop, restored autosave). */
  allowChosen(path: string): void;
  /** The absolute path to open, or why it may not be opened. */
  forOpening(value: unknown): Promise<string | PathRefusal>;
  /** The absolute path to save to, or why nothing may be saved there. */
  forSaving(value: unknown): Promise<string | PathRefusal>;
  /** The absolute folder to list, or why it may not be listed. */
  forListing(value: unknown): Promise<string | PathRefusal>;
  /** Checks for many absolute paths at once (a folder's entries), against the places as they are now. */
  reach(): Promise<Reach>;
  /** Where the app's own file dialog may browse. */
  places(): readonly Place[];
}

export function createPathPolicy(options: PathPolicyOptions): PathPolicy {
  const documentsDir = resolve(options.documentsDir);
  const userDataDir = resolve(options.userDataDir);
  const examplesDir = options.examplesDir ? resolve(options.examplesDir) : null;
  const chosen = new Set<string>();

  /** The files the person picked, real paths, recent ones included. */
  const pickedFiles = async (): Promise<string[]> => {
    const recent = await options.recentFiles().catch(() => [] as readonly string[]);
    return Promise.all([...chosen, ...recent.filter((p) => isAbsolute(p))].map((p) => realTarget(p)));
  };

  /** The real places as they are now; the picked files are read only if a check needs them, and once. */
  const snapshot = async (): Promise<Snapshot> => {
    const [appData, documents, examples] = await Promise.all([
      realTarget(userDataDir),
      realTarget(documentsDir),
      examplesDir ? realTarget(examplesDir) : Promise.resolve(null),
    ]);
    let picked: Promise<string[]> | null = null;
    return { appData, documents, examples, picked: () => (picked ??= pickedFiles()) };
  };

  const placeOf = (real: string, places: Snapshot): 'app data' | 'documents' | 'examples' | 'elsewhere' => {
    if (isInside(real, places.appData)) return 'app data';
    if (isInside(real, places.documents)) return 'documents';
    if (places.examples !== null && isInside(real, places.examples)) return 'examples';
    return 'elsewhere';
  };

  const listable = async (real: string, places: Snapshot): Promise<boolean> => {
    const place = placeOf(real, places);
    if (place !== 'elsewhere') return place !== 'app data';
    return (await places.picked()).some((file) => dirname(file) === real);
  };

  const openable = async (real: string, places: Snapshot): Promise<boolean> => {
    const place = placeOf(real, places);
    if (place !== 'elsewhere') return place !== 'app data';
    return (await places.picked()).some((file) => dirname(file) === dirname(real));
  };

  const appDataRefusal = (shown: string): PathRefusal =>
    refusal(`${shown} is where Royal Table keeps its own records (the autosave and the recent files); choose another place.`);

  return {
    allowChosen(path) {
      if (isAbsolute(path)) chosen.add(resolve(path));
    },

    async forOpening(value) {
      const path = absolutePath(value);
      if (typeof path !== 'string') return path;
      const [real, places] = await Promise.all([realTarget(path), snapshot()]);
      if (placeOf(real, places) === 'app data') return appDataRefusal(path);
      if (await openable(real, places)) return path;
      return refusal(`${path} is outside the places Royal Table opens games from: its folder (${documentsDir}), the examples, and files you chose yourself.`);
    },

    async forSaving(value) {
      const path = absolutePath(value);
      if (typeof path !== 'string') return path;
      // A new name is written as it is typed: one that holds control or direction characters would show in the
      // file dialog, the recent list and the title as something else than it is.
      if (hasInvisible(basename(path))) {
        return refusal(`${quoteUntrusted(basename(path), 200)} holds a control or direction character: choose a name without one.`);
      }
      const [real, places] = await Promise.all([realTarget(path), snapshot()]);
      switch (placeOf(real, places)) {
        case 'app data':
          return appDataRefusal(path);
        case 'examples':
          return refusal(`The examples are read-only; save your own copy in ${documentsDir}.`);
        case 'documents':
          return path;
        case 'elsewhere':
          if ((await places.picked()).includes(real)) return path;
          return refusal(`Royal Table saves games only in its folder (${documentsDir}) or where you chose yourself; ${path} is outside them.`);
      }
    },

    async forListing(value) {
      const path = absolutePath(value);
      if (typeof path !== 'string') return path;
      const [real, places] = await Promise.all([realTarget(path), snapshot()]);
      if (placeOf(real, places) === 'app data') return appDataRefusal(path);
      if (await listable(real, places)) return path;
      return refusal(`The folder ${path} is outside the places Royal Table browses: its folder (${documentsDir}), the examples, and the folders of recent games.`);
    },

    async reach() {
      const places = await snapshot();
      return {
        mayList: async (path) => listable(await realTarget(path), places),
        mayOpen: async (path) => openable(await realTarget(path), places),
      };
    },

    places() {
      return [
        { name: 'Royal Table folder', path: documentsDir },
        ...(examplesDir ? [{ name: 'Examples', path: examplesDir }] : []),
      ];
    },
  };
}

/** An absolute, normalised path from the renderer's value, or why it is not one. `~` is the home folder. */
export function absolutePath(value: unknown): string | PathRefusal {
  if (typeof value !== 'string') return refusal('The path must be text.');
  if (value.length === 0) return refusal('The path is empty.');
  if (value.length > MAX_PATH_LENGTH) return refusal('The path is too long.');
  if (value.includes('\0')) return refusal('The path contains a NUL character.');
  if (value === '~' || value.startsWith('~/')) return resolve(join(homedir(), value.slice(1)));
  if (!isAbsolute(value)) {
    return refusal(`${quoteUntrusted(value, 200)} is not a whole path: type it from the top, starting with ${sep === '/' ? '/' : 'a drive letter'}.`);
  }
  return resolve(value);
}

/**
 * The path with every symbolic link resolved. A path that does not exist yet
 * (a file about to be saved) is resolved through its nearest existing folder.
 */
export async function realTarget(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    const parent = dirname(absolute);
    if (parent === absolute) return absolute;
    return join(await realTarget(parent), basename(absolute));
  }
}

export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** A refusal repeats paths, which may hold any character: its invisible ones are shown. */
function refusal(message: string): PathRefusal {
  return { status: 'error', message: showInvisible(message) };
}
