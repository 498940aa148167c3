/**
 * What the screen shows around the game: which screen, the last message, an
 * error waiting to be read, the hint, the in-app file dialog, the restore
 * prompt, the question asked before a game-ending choice, and the home
 * screen's recent games and new-game choices. Kept apart from
 * the session so a failed file operation can report itself without touching
 * the game that is open.
 */
import type { BaseAction } from '../../../engine';
import type { HostInfo, NewGameChoices, RecentFile, RestorableGame } from '../../../preload/api';
import type { GraveQuestion } from './grave';

export type Screen = 'home' | 'table' | 'editor' | 'puzzle';

export interface PathRequest {
  readonly purpose: 'open' | 'save';
  readonly initialPath: string;
  /** The dialog's title where it is not a game's: "Save puzzle as". */
  readonly title?: string;
  readonly resolve: (path: string | null) => void;
}

/** What to do with unsaved changes when a game is about to leave the table. */
export type LeaveChoice = 'save' | 'discard' | 'cancel';

export interface LeaveRequest {
  /** What is about to happen, e.g. "start a new game". */
  readonly intent: string;
  /** What has the unsaved changes: the game on the table, or the position being set up on the editor, or the puzzle made from it. */
  readonly subject: 'game' | 'position' | 'puzzle';
  /** Why what has the changes cannot be saved as it stands (a puzzle not verified, or not solvable); null when it can. */
  readonly cannotSave: string | null;
  readonly resolve: (choice: LeaveChoice) => void;
}

/** A game-ending choice waiting for the person's answer: true plays it. */
export interface GraveRequest {
  readonly question: GraveQuestion;
  readonly resolve: (play: boolean) => void;
}

/** Where a refused action was asked for, so its reason can stand beside it. */
export interface AnchorBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Refusal {
  readonly text: string;
  /** The card, pile or button the refusal concerns; null to show it above the message bar. */
  readonly anchor: AnchorBox | null;
  /** Tells two equal refusals in a row apart, so the second one shows again. */
  readonly id: number;
}

/** A click this recent still points at what a refusal concerns. */
const ANCHOR_FRESH_MS = 1500;

export interface Hint {
  readonly text: string;
  readonly action: BaseAction | null;
}

/** Until the host answers, assume the plainest host: no native dialogs or menu. */
const FALLBACK_HOST: HostInfo = { kind: 'browser', nativeDialogs: false, nativeMenu: false, documentsDir: '' };

/** An error the person must read: its dialog's title says what happened, the message why. */
export interface ErrorNotice {
  readonly title: string;
  readonly message: string;
  /** Whether to add that the table was left as it was: true of every error but those met before a table is open. */
  readonly tableUntouched: boolean;
  /** Something the person may do about it, offered beside OK. */
  readonly action?: ErrorAction;
}

/** A way out of an error: a button that dismisses it and does `run`, and a line saying what it does. */
export interface ErrorAction {
  readonly label: string;
  readonly note: string;
  readonly run: () => void;
}

export class Ui {
  screen = $state<Screen>('home');
  host = $state.raw<HostInfo>(FALLBACK_HOST);
  message = $state('');
  error = $state.raw<ErrorNotice | null>(null);
  hint = $state.raw<Hint | null>(null);
  pathRequest = $state.raw<PathRequest | null>(null);
  restorable = $state.raw<RestorableGame | null>(null);
  leaveRequest = $state.raw<LeaveRequest | null>(null);
  graveRequest = $state.raw<GraveRequest | null>(null);
  /** The game whose rules help is open, if any. */
  rulesFor = $state<string | null>(null);
  recentFiles = $state.raw<readonly RecentFile[]>([]);
  /** What the new-game form was last used to start, as the host keeps it; null until the host has answered. */
  newGameChoices = $state.raw<NewGameChoices | null>(null);
  busy = $state(false);
  /** Why the last action asked for was refused, shown beside what was clicked. */
  refusal = $state.raw<Refusal | null>(null);
  /** The game record is open, beside the table or, on a narrow window, over it as a drawer (it starts closed on small windows). */
  recordOpen = $state(typeof window === 'undefined' || window.innerWidth >= 1200);
  /** The keyboard shortcuts sheet is open. */
  shortcutsOpen = $state(false);

  /** Counts notices, so a notice survives the step it was said with but not the next one, and a screen can tell what was said since it came. */
  messageId = $state(0);
  private lastPointed: { element: Element; at: number } | null = null;
  private refusals = 0;

  /** A notice about the app (a file saved, a game opened): the moves themselves are told by the record. */
  say(text: string): void {
    this.message = text;
    this.messageId++;
    this.refusal = null;
  }

  /** Remembers what was last clicked, so a refusal can be shown beside it. */
  notePointer(target: EventTarget | null): void {
    if (target instanceof Element) this.lastPointed = { element: target, at: Date.now() };
  }

  /** Says why an action is refused, beside `anchor` or else beside what was just clicked. */
  refuse(text: string, anchor?: Element | null): void {
    const recent = this.lastPointed && Date.now() - this.lastPointed.at < ANCHOR_FRESH_MS ? this.lastPointed.element : null;
    const element = anchor ?? recent;
    const box = element?.isConnected ? element.getBoundingClientRect() : null;
    this.refusal = {
      text,
      anchor: box && box.width > 0 ? { left: box.left, top: box.top, width: box.width, height: box.height } : null,
      id: ++this.refusals,
    };
  }

  /** A dialog stands over the screen, and keys belong to it. */
  get dialogOpen(): boolean {
    return this.error !== null || this.pathRequest !== null || this.restorable !== null || this.leaveRequest !== null || this.graveRequest !== null || this.rulesFor !== null || this.shortcutsOpen;
  }

  dismissRefusal(): void {
    this.refusal = null;
  }

  /**
   * `title` says what happened ("This file can't be opened"); `message` says why. `tableUntouched` is false for an
   * error met before any table is open (the last game's autosave at start), where "nothing on the table was changed"
   * would mean nothing.
   */
  showError(title: string, message: string, tableUntouched = true, action?: ErrorAction): void {
    this.error = { title, message, tableUntouched, ...(action ? { action } : {}) };
  }

  /** Dismisses the error and does what its action offers. */
  takeErrorAction(): void {
    const action = this.error?.action;
    this.error = null;
    action?.run();
  }

  dismissError(): void {
    this.error = null;
  }

  /** Asks what to do with unsaved changes before `intent` replaces the game on the table. */
  askLeave(intent: string, subject: LeaveRequest['subject'] = 'game', cannotSave: string | null = null): Promise<LeaveChoice> {
    this.leaveRequest?.resolve('cancel');
    return new Promise((resolve) => {
      this.leaveRequest = {
        intent,
        subject,
        cannotSave,
        resolve: (choice) => {
          this.leaveRequest = null;
          resolve(choice);
        },
      };
    });
  }

  /** Asks before a choice that ends the game is played; resolves true to play it. */
  askGrave(question: GraveQuestion): Promise<boolean> {
    this.graveRequest?.resolve(false);
    return new Promise((resolve) => {
      this.graveRequest = {
        question,
        resolve: (play) => {
          this.graveRequest = null;
          resolve(play);
        },
      };
    });
  }

  /** Shows the in-app file dialog and resolves with the chosen path, or null when cancelled. */
  askPath(purpose: 'open' | 'save', initialPath: string, title?: string): Promise<string | null> {
    this.pathRequest?.resolve(null);
    return new Promise((resolve) => {
      this.pathRequest = {
        purpose,
        initialPath,
        title,
        resolve: (path) => {
          this.pathRequest = null;
          resolve(path);
        },
      };
    });
  }
}

export const ui = new Ui();
