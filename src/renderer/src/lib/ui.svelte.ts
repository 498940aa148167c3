/**
 * What the screen shows around the game: which screen, the last message, an
 * error waiting to be read, the hint, the in-app file dialog and the restore
 * prompt. Kept apart from the session so a failed file operation can report
 * itself without touching the game that is open.
 */
import type { BaseAction } from '../../../engine';
import type { HostInfo, RestorableGame } from '../../../preload/api';

export type Screen = 'home' | 'table' | 'editor';

export interface PathRequest {
  readonly purpose: 'open' | 'save';
  readonly initialPath: string;
  readonly resolve: (path: string | null) => void;
}

/** What to do with unsaved changes when a game is about to leave the table. */
export type LeaveChoice = 'save' | 'discard' | 'cancel';

export interface LeaveRequest {
  /** What is about to happen, e.g. "start a new game". */
  readonly intent: string;
  readonly resolve: (choice: LeaveChoice) => void;
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
  leaveRequest = $state.raw<LeaveRequest | null>(null);
  /** The game whose rules help is open, if any. */
  rulesFor = $state<string | null>(null);
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

  /** Asks what to do with unsaved changes before `intent` replaces the game on the table. */
  askLeave(intent: string): Promise<LeaveChoice> {
    this.leaveRequest?.resolve('cancel');
    return new Promise((resolve) => {
      this.leaveRequest = {
        intent,
        resolve: (choice) => {
          this.leaveRequest = null;
          resolve(choice);
        },
      };
    });
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
