/**
 * Everything the toolbar, the menu and the shortcuts can ask for: new game,
 * open, save, undo/redo, the replay controls and the game review. File work goes through the
 * host API; whatever goes wrong is shown as an error and the game already on
 * the table stays as it was.
 */
import {
  recordToReplay,
  MAIN_LINE,
  type AnyGameDefinition,
  type GameRecord,
  type LoadedReplay,
  type OptionValues,
  type PlayerInfo,
  type ReplayFile,
  type SetupChoice,
} from '../../../engine';
import type { HostInfo, MenuCommand, OpenResult, RecentFile, RoyalTableApi } from '../../../preload/api';
import { getApi } from '../host/api';
import { mayLeavePosition, mendOffer, saveOnEditor } from './editor-actions';
import { editorStore } from './editor-store.svelte';
import { loadFromHost } from './host-replay';
import { latestAnswer } from './latest-answer';
import { puzzlePlayer } from './puzzle-player.svelte';
import { reviewing } from './review-state.svelte';
import { afterEarlierSaves } from './save-queue';
import { baseName, dirName, isWithin, joinPath, nameInMessage, suggestedFileName, withReplayExtension } from './paths';
import { seatInSentence } from './seats';
import { session, type Mode } from './session.svelte';
import { opensInPlay } from './viewer';
import type { TimelineCommand } from './shortcuts';
import { ui } from './ui.svelte';

let cachedApi: RoyalTableApi | null = null;
function api(): RoyalTableApi {
  cachedApi ??= getApi();
  return cachedApi;
}

/** The titles of errors told in more than one place. */
export const CANNOT_OPEN = "This file can't be opened";
const CANNOT_RESTORE = "The last game can't be restored";
export const NO_GAME_TO_REVIEW = 'Open a game on the table to review it.';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let hostAnswered: () => void = () => undefined;
const hostAnswer = new Promise<void>((done) => (hostAnswered = done));

/**
 * The host as it has said it is, once it has (or has been found out of reach):
 * whether the dialogs are its own and where the player's folders are depend on
 * it, so a click made before the host has answered waits for the answer.
 */
export async function knownHost(): Promise<HostInfo> {
  await hostAnswer;
  return ui.host;
}

/**
 * Learns about the host, offers to restore a game left behind, and hands the
 * menu's commands to `chooseFromMenu`, which decides, as for their keys,
 * whether the screen lets them run.
 */
export async function initApp(chooseFromMenu: (command: MenuCommand) => void): Promise<() => void> {
  const unsubscribe = api().onMenuCommand(chooseFromMenu);
  const choicesLoaded = loadNewGameChoices();
  try {
    ui.host = await api().host();
  } catch (error) {
    ui.showError("Royal Table can't reach its host", `The app could not reach its host: ${messageOf(error)}`, false);
  } finally {
    hostAnswered();
  }
  await choicesLoaded;
  await refreshRecentFiles();
  try {
    const left = await api().restorable();
    // A damaged autosave is set aside by the host and told of here, once: the next start finds nothing.
    // One refused for its start position alone may be mended in the table editor.
    if (left && 'status' in left) ui.showError(CANNOT_RESTORE, left.message, false, (left.mend && mendOffer(left.mend, 'autosave')) ?? undefined);
    else ui.restorable = left;
  } catch (error) {
    ui.showError(CANNOT_RESTORE, `The game left open last time could not be read: ${messageOf(error)}`, false);
  }
  return unsubscribe;
}

const askRecentFiles = latestAnswer(async (): Promise<readonly RecentFile[]> => {
  try {
    return await api().recentFiles();
  } catch {
    // The list is a convenience; without it the home screen simply shows none.
    return [];
  }
});

export async function refreshRecentFiles(): Promise<void> {
  const { latest, answer } = await askRecentFiles();
  if (latest) ui.recentFiles = answer;
}

/** Takes a game off the recent list; its file stays where it is. */
export async function removeRecentFile(path: string): Promise<void> {
  const failed = "This game can't be taken off the recent games";
  try {
    const result = await api().removeRecentFile(path);
    if (result.status === 'error') ui.showError(failed, result.message, false);
  } catch (error) {
    ui.showError(failed, `The recent games could not be changed: ${messageOf(error)}`, false);
  }
  await refreshRecentFiles();
}

/** The new-game form waits for these, so that they never replace what the player has begun to choose. */
async function loadNewGameChoices(): Promise<void> {
  try {
    ui.newGameChoices = await api().newGameChoices();
  } catch {
    // Without them the form offers each game's defaults, as on the first run.
    ui.newGameChoices = { game: null, games: {} };
  }
}

/** Keeps what a game was started with, so the new-game form offers it again; the host checks it once more. */
export async function rememberNewGame(game: AnyGameDefinition, choice: SetupChoice): Promise<void> {
  ui.newGameChoices = { game: game.id, games: { ...ui.newGameChoices?.games, [game.id]: choice } };
  try {
    await api().rememberNewGame(game.id, choice);
  } catch {
    // Only a convenience is lost: the form offers the same choices until the app starts again.
  }
}

export async function runMenuCommand(command: MenuCommand): Promise<void> {
  if (ui.restorable) return; // the restore question comes first
  switch (command) {
    case 'new':
      return showNewGame();
    case 'open':
      return openWithDialog();
    case 'save':
      return save();
    case 'saveAs':
      return saveAs();
    case 'undo':
      return undo();
    case 'redo':
      return redo();
    case 'close':
      return closeGame();
    case 'review':
      return reviewGame();
  }
}

/** "Review this game": judged move by move where coaching is fair, else the reason it is not. */
export function reviewGame(): void {
  if (ui.screen !== 'table' || !session.isOpen) return ui.refuse(NO_GAME_TO_REVIEW);
  reviewing.start();
}

export function runTimelineCommand(command: TimelineCommand): void {
  if (!session.isOpen || ui.screen !== 'table') return;
  switch (command) {
    case 'first':
      return session.jumpTo(0);
    case 'back':
      return session.stepBy(-1);
    case 'forward':
      return session.stepBy(1);
    case 'last':
      return session.jumpTo(session.lastStep);
  }
}

/** What the "Continue here" buttons say of themselves: the game may be over at the step shown. */
export function continueHereTitle(): string {
  return session.outcome !== null ? 'The game is over at this step: step back to play another line from an earlier one' : 'Play on from this step';
}

/** Leaves the replay for play at the step shown, and says how play goes on from there. */
export function continueHere(): void {
  const wasAtEnd = session.atEnd;
  const wasTeacher = session.teacher;
  const seated = session.continueHere();
  const where = wasAtEnd
    ? `Playing on from step ${session.cursor.step}.`
    : `Playing from step ${session.cursor.step}: your first move starts a new line and keeps the one you came from.`;
  const who = seated !== null && session.game ? ` You play ${seatInSentence(session.game, seated)}; the bots play the other seats.` : '';
  const shown = seated === null && !wasTeacher && session.teacher ? ' Its hidden cards were shown, so it goes on as a teacher table, and its file will say so.' : '';
  ui.say(where + who + shown);
}

export function undo(): void {
  if (ui.screen === 'editor') editorStore.undo();
  else if (session.isOpen && ui.screen === 'table') session.stepBy(-1);
}

export function redo(): void {
  if (ui.screen === 'editor') editorStore.redo();
  else if (session.isOpen && ui.screen === 'table') session.stepBy(1);
}

export function showNewGame(): void {
  ui.screen = 'home';
}

export function returnToTable(): void {
  if (session.isOpen) ui.screen = 'table';
}

/**
 * Before a game with unsaved changes leaves the table, the player chooses:
 * save it, discard the changes, or keep it. True when the game may leave.
 */
async function mayLeaveGame(intent: string): Promise<boolean> {
  if (!session.isOpen || !session.dirty) return true;
  const choice = await ui.askLeave(intent);
  if (choice === 'cancel') return false;
  if (choice === 'discard') return true;
  await save();
  return !session.dirty;
}

/** The game leaves the table: nothing is left to restore from it. */
async function leaveGame(): Promise<void> {
  if (!session.isOpen) return;
  try {
    await api().clearAutosave();
  } catch {
    // Nothing is lost if the old autosave survives: the restore prompt offers it once more.
  }
}

export async function closeGame(): Promise<void> {
  if (!(await mayLeaveGame('close this game'))) return;
  await leaveGame();
  session.close();
  ui.hint = null;
  ui.say('');
  ui.screen = 'home';
  await refreshRecentFiles();
}

/** Starts a game; false when the player chose to keep the game on the table instead. */
export async function startGame(
  game: AnyGameDefinition,
  options: OptionValues,
  players: readonly PlayerInfo[],
  seed: number,
  table: { teacher: boolean } = { teacher: false },
): Promise<boolean> {
  if (!(await mayLeaveGame('start a new game'))) return false;
  await leaveGame();
  session.start(game, options, players, seed, table);
  ui.hint = null;
  ui.say(`New ${table.teacher ? 'teacher table' : 'game'} of ${game.title} (seed ${seed}).`);
  ui.screen = 'table';
  return true;
}

/** Puts a record begun elsewhere (a position from the table editor) on the table, in play. */
export async function startRecord(record: GameRecord, message: string): Promise<boolean> {
  if (!(await mayLeaveGame('start a new game'))) return false;
  await leaveGame();
  session.load({ record, cursor: { line: MAIN_LINE, step: 0 } }, { path: null, mode: 'play', dirty: true });
  ui.hint = null;
  ui.say(message);
  ui.screen = 'table';
  return true;
}

/** Why Save does nothing while a puzzle is being solved; the toolbar's Save buttons say it too. */
export const PUZZLE_NOT_SAVED = 'A puzzle being solved is not saved: its file stays as it was. “As a replay” opens it as a game to save.';

function currentFile(): ReplayFile | null {
  // A puzzle being solved is not a game of its own: its file stays as it was.
  if (!session.record || ui.screen === 'puzzle') return null;
  return recordToReplay(session.record, {
    cursor: session.cursor,
    savedAt: new Date().toISOString(),
    teacher: session.teacher,
    ...(session.title ? { title: session.title } : {}),
  });
}

export async function save(): Promise<void> {
  if (ui.screen === 'puzzle') return ui.refuse(PUZZLE_NOT_SAVED);
  if (ui.screen === 'editor') return saveOnEditor(false);
  if (!session.isOpen) return;
  // Nothing is saved over a shipped example: its game goes somewhere of the player's own.
  if (session.path && !isExample(session.path)) await saveTo(session.path);
  else await saveAs();
}

export async function saveAs(): Promise<void> {
  const record = session.record;
  if (ui.screen === 'puzzle') return ui.refuse(PUZZLE_NOT_SAVED);
  if (ui.screen === 'editor') return saveOnEditor(true);
  if (!record) return;
  const host = await knownHost();
  if (host.nativeDialogs) {
    await saveTo(undefined);
    return;
  }
  // A file from the read-only examples is saved as a copy in the player's own folder, under the same name.
  const initial =
    session.path === null
      ? joinPath(host.documentsDir, suggestedFileName(record.game.id, record.seed))
      : isExample(session.path)
        ? joinPath(host.documentsDir, baseName(session.path))
        : session.path;
  const chosen = await ui.askPath('save', initial);
  if (chosen) await saveTo(withReplayExtension(chosen));
}

const NOT_SAVED = "The game wasn't saved";

/** Writes the game as it stands once any save asked for before has been written. */
async function saveTo(path: string | undefined): Promise<void> {
  await afterEarlierSaves(() => saveNow(path));
}

async function saveNow(path: string | undefined): Promise<void> {
  const file = currentFile();
  // Busy here means a file is being opened, which replaces the game this would save.
  if (!file || ui.busy) return;
  ui.busy = true;
  try {
    const result = await api().saveFile(file, path);
    if (result.status === 'saved') {
      const same = session.path === result.path;
      session.markSaved(result.path);
      ui.say(same ? `Saved ${nameInMessage(result.path)}.` : `Saved as ${nameInMessage(result.path)}.`);
      // Clearing the autosave and reading the list again follow without holding the next save back: the save
      // itself is done. A failed clear is the host's to log; the autosave is only a safety net.
      void api().clearAutosave().catch(() => undefined);
      void refreshRecentFiles();
    } else if (result.status === 'error') {
      ui.showError(NOT_SAVED, result.message);
    }
  } catch (error) {
    ui.showError(NOT_SAVED, `The game could not be saved: ${messageOf(error)}`);
  } finally {
    ui.busy = false;
  }
}

export async function openWithDialog(): Promise<void> {
  const host = await knownHost();
  if (host.nativeDialogs) {
    await openFrom(() => api().openFile());
    return;
  }
  const folder = session.path ? dirName(session.path) : host.documentsDir;
  const chosen = await ui.askPath('open', folder ? joinPath(folder, '') : '');
  if (chosen) await openPath(chosen);
}

/** The shipped puzzles and example games, among the places the host lets the file dialog browse. */
export function examplesPlace(): { readonly name: string; readonly path: string } | null {
  return (ui.host.places ?? []).find((place) => /example/i.test(place.name) || /[\\/]examples[\\/]?$/.test(place.path)) ?? null;
}

/** Whether `path` is one of the shipped examples, which are read-only. */
export function isExample(path: string): boolean {
  const examples = examplesPlace();
  return examples !== null && isWithin(path, examples.path);
}

/** Opens the file dialog in the examples folder: one click from the home screen. */
export async function openExamples(): Promise<void> {
  await knownHost();
  const place = examplesPlace();
  if (!place) {
    ui.showError('No puzzles and examples here', 'This copy of Royal Table has no examples folder to open.');
    return;
  }
  const chosen = await ui.askPath('open', joinPath(place.path, ''), 'Puzzles and examples');
  if (chosen) await openPath(chosen);
}

export async function openPath(path: string): Promise<void> {
  await openFrom(() => api().openFile(path));
}

/**
 * Opens a file as a replay. The host reads and proves the file and the record
 * is rebuilt here first, so a file that cannot be opened asks nothing and
 * leaves the game on the table as it is.
 */
async function openFrom(request: () => Promise<OpenResult>): Promise<void> {
  const opened = await readForOpening(request);
  if (!opened) return;
  // Opened from the editor, the file takes the screen from the position being set up.
  if (ui.screen === 'editor' && !(await mayLeavePosition(`open ${nameInMessage(opened.path)}`))) return;
  if (!(await mayLeaveGame(`open ${nameInMessage(opened.path)}`))) return;
  await leaveGame();
  if (opened.loaded.puzzle && opened.loaded.record.game.puzzle) {
    openPuzzle(opened.loaded, opened.path);
    await refreshRecentFiles();
    return;
  }
  if (opened.cutShort !== undefined) {
    // The file keeps the steps that no longer stand: the game opens as a replay with no file of its own, so a save asks for a new name.
    session.load(opened.loaded, { path: null, mode: 'replay', dirty: false, teacher: opened.loaded.teacher ?? false });
    ui.hint = null;
    ui.say(`Opened ${nameInMessage(opened.path)} in part: a replay to save under a new name.`);
    ui.showError('This game opens only in part', `${opened.cutShort} Save as keeps it under a new name; the file stays as it is.`, false);
    ui.screen = 'table';
    await refreshRecentFiles();
    return;
  }
  const mode = openingMode(opened.loaded, opened.path);
  session.load(opened.loaded, { path: opened.path, mode, dirty: false, teacher: opened.loaded.teacher ?? false });
  ui.hint = null;
  const step = opened.loaded.cursor.step;
  ui.say(`Opened ${nameInMessage(opened.path)}: ${mode === 'play' ? `playing on from step ${step}` : `replaying from step ${step}`}.`);
  ui.screen = 'table';
  await refreshRecentFiles();
}

/** A game saved unfinished to be finished later opens in play; any other file as a replay (viewer.ts, opensInPlay). */
function openingMode({ record, cursor, puzzle }: LoadedReplay, path: string): Mode {
  const end = record.lastStep(cursor.line);
  const played = opensInPlay({
    puzzle: puzzle !== undefined,
    example: isExample(path),
    players: record.players,
    finished: record.game.outcome(record.stateAt({ line: cursor.line, step: end })) !== null,
    atLineEnd: cursor.step === end,
    step: cursor.step,
    annotated: record.annotations.length > 0,
  });
  return played ? 'play' : 'replay';
}

/** A puzzle file opens in the puzzle player, at its statement. */
function openPuzzle(loaded: LoadedReplay, path: string): void {
  try {
    puzzlePlayer.start(loaded, path);
  } catch (error) {
    ui.showError("This puzzle can't be opened", `The puzzle could not be opened: ${messageOf(error)}`);
    return;
  }
  ui.hint = null;
  ui.say(`Opened the puzzle ${nameInMessage(path)}.`);
  ui.screen = 'puzzle';
}

async function readForOpening(
  request: () => Promise<OpenResult>,
): Promise<{ path: string; loaded: LoadedReplay; cutShort?: string } | null> {
  if (ui.busy) return null;
  ui.busy = true;
  try {
    const result = await request();
    if (result.status === 'cancelled') return null;
    if (result.status === 'error') {
      // A file refused for its start position alone may be mended in the table editor.
      ui.showError(CANNOT_OPEN, result.message, true, (result.mend && mendOffer(result.mend)) ?? undefined);
      // A recent game whose file has gone has just been taken off the list.
      await refreshRecentFiles();
      return null;
    }
    const loaded = rebuild(result.file, CANNOT_OPEN);
    if (!loaded) return null;
    return result.cutShort === undefined ? { path: result.path, loaded } : { path: result.path, loaded, cutShort: result.cutShort };
  } catch (error) {
    ui.showError(CANNOT_OPEN, `The file could not be opened: ${messageOf(error)}`);
    return null;
  } finally {
    ui.busy = false;
  }
}

/**
 * Rebuilds the record of a file the host proved (host-replay.ts: the rules
 * judge every step again, the fingerprints are not hashed twice); a file that
 * does not rebuild is shown as an error titled `failure`.
 */
function rebuild(file: ReplayFile, failure: string): LoadedReplay | null {
  try {
    return loadFromHost(file);
  } catch (error) {
    ui.showError(failure, messageOf(error));
    return null;
  }
}

export async function acceptRestore(): Promise<void> {
  const restorable = ui.restorable;
  if (!restorable) return;
  const loaded = rebuild(restorable.file, CANNOT_RESTORE);
  if (!loaded) return; // the prompt stays so the game can still be declined
  ui.restorable = null;
  // A game opened from a read-only example comes back under the example's name; saving it still asks where.
  session.load(loaded, { path: restorable.path ?? restorable.openedFrom, mode: restorable.mode, dirty: true, teacher: loaded.teacher ?? false });
  ui.say(
    restorable.mode === 'replay'
      ? 'The replay is back on the table with its notes and marks; it is not saved yet.'
      : session.activeSeat === null
        ? 'The game is back on the table, as it ended; it is not saved yet.'
        : 'The unfinished game is back on the table.',
  );
  ui.screen = 'table';
}

export async function declineRestore(): Promise<void> {
  ui.restorable = null;
  try {
    await api().clearAutosave();
  } catch (error) {
    ui.showError("The last game wasn't discarded", `The left-over game could not be cleared: ${messageOf(error)}`);
  }
}

export async function autosaveNow(): Promise<void> {
  const file = currentFile();
  if (!file) return;
  try {
    await api().autosave(file, session.path, session.autosaveMode);
  } catch {
    // A missed autosave loses nothing on screen; the next change tries again.
  }
}

export async function listDirectory(path: string) {
  return api().listDirectory(path);
}

export async function checkSavePath(path: string) {
  return api().checkSavePath(path);
}
