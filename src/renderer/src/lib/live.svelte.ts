/**
 * The table's running behaviour, set up once by the app: bots taking their
 * turns, the autosave, and the window title. Each is an effect that reads the
 * session, so it reacts to every step, undo or mode switch.
 */
import { untrack } from 'svelte';
import { botSeed } from './bot-request';
import { chooseBotAction } from './bots';
import { autosaveNow } from './commands';
import { windowTitle, type OnScreen } from './document-name';
import { puzzlePlayer } from './puzzle-player.svelte';
import { session } from './session.svelte';
import { ui } from './ui.svelte';

/** Long enough for a person to follow each bot action on the table. */
export const BOT_DELAY_MS = 400;
const AUTOSAVE_DELAY_MS = 300;

/** Bots wait while the table is out of sight or a dialog asks for attention. */
function tableInView(): boolean {
  return ui.screen === 'table' && ui.error === null && ui.pathRequest === null && ui.restorable === null;
}

export function useBotTurns(): void {
  $effect(() => {
    if (!session.botToMove || !session.record || !tableInView()) return;
    const record = session.record;
    const cursor = session.cursor;
    const version = session.version;
    const seat = session.activeSeat;
    const botId = session.activeBot;
    const state = session.state;
    if (seat === null || botId === null || state === null) return;
    let cancelled = false;
    // Anything that moves the game on in the meantime (undo, a jump, a new game) cancels this move.
    const stillCurrent = () =>
      !cancelled &&
      session.record === record &&
      session.version === version &&
      session.cursor === cursor &&
      session.botToMove &&
      tableInView();
    const timer = setTimeout(() => {
      chooseBotAction({ gameId: record.game.id, botId, seat, state, seed: botSeed(record.seed, cursor.step) })
        .then((action) => {
          if (!stillCurrent()) return;
          const reason = session.play(seat, action);
          // The move itself is told once, by the game record.
          if (reason) ui.showError("The bot couldn't move", `The bot in seat ${seat + 1} chose a move the rules refuse: ${reason}`);
        })
        .catch((error: unknown) => {
          if (stillCurrent()) ui.showError("The bot couldn't move", `The bot in seat ${seat + 1} could not move: ${error instanceof Error ? error.message : String(error)}`);
        });
    }, BOT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  });
}

/** Every unsaved change is kept: new steps in play, and notes and marks made on a replay. */
export function useAutosave(): void {
  $effect(() => {
    if (!session.record || !session.dirty) return;
    void session.version;
    void session.cursor;
    void session.path;
    void session.autosaveMode;
    const timer = setTimeout(() => void autosaveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });
}

/** The puzzle being solved, else the game open (on the table or behind another screen), for the window title and the toolbar. */
export function onScreen(): OnScreen | null {
  const puzzle = ui.screen === 'puzzle' ? puzzlePlayer.puzzle : null;
  if (puzzle) return { kind: 'puzzle', path: puzzle.path, title: puzzle.loaded.title ?? null };
  if (session.record) return { kind: 'game', path: session.path, dirty: session.dirty };
  return null;
}

export function useWindowTitle(): void {
  $effect(() => {
    document.title = windowTitle(onScreen());
  });
}

/** The hint belongs to the position it was asked in. */
export function useHintReset(): void {
  let seen = -1;
  $effect(() => {
    void session.version;
    void session.cursor;
    ui.hint = null;
    // A refusal or notice about the position before is no longer true after a step, an undo or a jump;
    // a notice said together with the change (a new game, a file opened) stays.
    ui.dismissRefusal();
    const said = untrack(() => ui.messageId);
    if (said === seen) ui.message = '';
    seen = said;
  });
}
