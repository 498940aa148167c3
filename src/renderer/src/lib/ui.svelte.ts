/**
 * What the screen shows around the game: which screen, the last message, an
 * error waiting to be read, the hint, the in-app file dialog and the restore
 * prompt. Kept apart from the session so a failed file operation can report
 * itself without touching the game that is open.
 */
import type { BaseAction } from '../../../engine';
import type { HostInfo, RestorableGame } from '../../../preload/api';

export type Screen = 'home' | 'table';

export interface PathRequest {
  readonly purpose: 'open' | 'save';
  readonly initialPath: string;
  readonly resolve: (path: string | null) => void;
}

export interface Hint {
  readonly text: string;
  readonly action: BaseAction | null;
}

/** Until the host answers, assume the plainest host: no native dialogs or menu. */
const FALLBACK_HOST: HostInfo = { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: '' };

export class Ui {
  screen = $state<Screen>('home');
  host = $state.raw<HostInfo>(FALLBACK_HOST);
  message = $state('');
  error = $state<string | null>(null);
  hint = $state.raw<Hint | null>(null);
  pathRequest = $state.raw<PathRequest | null>(null);
  restorable = $state.raw<RestorableGame | null>(null);
  recentFiles = $state.raw<readonly string[]>([]);
  busy = $state(false);

  say(text: string): void {
    this.message = text;
  }

  showError(text: string): void {
    this.error = text;
  }

  dismissError(): void {
    this.error = null;
  }

  /** Shows the in-app file dialog and resolves with the chosen path, or null when cancelled. */
  askPath(purpose: 'open' | 'save', initialPath: string): Promise<string | null> {
    this.pathRequest?.resolve(null);
    return new Promise((resolve) => {
      this.pathRequest = {
        purpose,
        initialPath,
        resolve: (path) => {
          this.pathRequest = null;
          resolve(path);
        },
      };
    });
  }
}

export const ui = new Ui();
