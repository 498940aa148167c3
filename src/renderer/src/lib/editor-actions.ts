/**
 * What the editor screen asks of the app: open the editor on a fresh deal, on
 * a replayed step or on a file's start position to mend, leave it, play from the edited position, and save the
 * position as a file that opens straight into it.
 */
import {
  GameRecord,
  MAIN_LINE,
  checkPositionToMend,
  findGame,
  recordToReplay,
  seedRng,
  type AnyGameDefinition,
  type BaseState,
  type OptionValues,
  type PlayerInfo,
  type ReplayFile,
} from '../../../engine';
import { capitalise } from '../../../engine/core/words';
import { getApi } from '../host/api';
import { isExample, knownHost, refreshRecentFiles, startRecord } from './commands';
import { editorStore, type EditorFile, type EditorOrigin, type EditorStore, type PuzzleOrigin } from './editor-store.svelte';
import { loadFromHost } from './host-replay';
import { puzzleMaker } from './puzzle-maker.svelte';
import { sameCursor } from './navigation';
import { joinPath, nameInMessage, withReplayExtension, REPLAY_EXTENSION } from './paths';
import { afterEarlierSaves } from './save-queue';
import { randomSeed } from './seed';
import { seatName } from './seats';
import { session } from './session.svelte';
import { ui, type ErrorAction } from './ui.svelte';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function hasEditor(game: AnyGameDefinition | null | undefined): boolean {
  return Boolean(game?.editor);
}

/**
 * What is being made on the editor has changes that leaving would lose: the position, or, while the puzzle maker is
 * open, the puzzle's statement, title or teaching point.
 */
export function editorUnsaved(): boolean {
  return editorStore.unsaved || puzzleMaker.unsaved;
}

/**
 * On the editor, saving means what is being made there, never the game left behind it: the puzzle while the maker
 * is open, the position otherwise. `ask` is Save as: where to, even when it has been saved before.
 */
export function saveOnEditor(ask: boolean): Promise<void> {
  return puzzleMaker.isOpen ? puzzleMaker.save(editorStore.kinds, ask) : savePosition(editorStore.kinds, ask);
}

/**
 * Before what is being made on the editor is left or replaced with changes not saved, the designer chooses: save it,
 * discard it, or keep setting up, which brings the editor back as it was. True when it may go.
 */
export async function mayLeavePosition(intent: string): Promise<boolean> {
  if (!editorUnsaved()) return true;
  const choice = puzzleMaker.isOpen ? await ui.askLeave(intent, 'puzzle', puzzleMaker.saveRefusal()) : await ui.askLeave(intent, 'position');
  if (choice === 'cancel') {
    // Asked from the home screen (setting up another position) or the table, keeping it means going back to it.
    ui.screen = 'editor';
    return false;
  }
  if (choice === 'discard') {
    editorStore.close();
    return true;
  }
  // Saved where it was saved before, if it was; asked where otherwise.
  await saveOnEditor(false);
  return !editorUnsaved();
}

/** Opens the editor on the position a fresh deal of `game` would give. */
export async function setUpPosition(game: AnyGameDefinition, options: OptionValues, players: readonly PlayerInfo[]): Promise<void> {
  const editor = game.editor;
  if (!editor) {
    ui.showError('No table editor for this game', `${game.title} has no table editor yet.`);
    return;
  }
  if (!(await mayLeavePosition(`set up a new position of ${game.title}`))) return;
  try {
    const state = game.setup(options, players.length, randomSeed());
    editorStore.open({ game, options, players, position: editor.toPosition(state), origin: { kind: 'home' } });
  } catch (error) {
    ui.showError("The editor couldn't start", `The editor could not lay out a new deal of ${game.title}: ${messageOf(error)}`);
    return;
  }
  ui.say(`Set up a position of ${game.title}: move cards by dragging them, or pick one with Enter and choose where it goes.`);
  ui.screen = 'editor';
}

type CheckedMend = ReturnType<typeof checkPositionToMend>;

/** Where a refused start position came from: an opened file, or the game autosaved when the app last closed. */
export type MendSource = Extract<EditorOrigin, { kind: 'mend' }>['source'];

/**
 * The offer, beside the error that refuses a file (or the autosave) for its
 * start position, to mend that position in the table editor; null when what
 * the host sent does not check out here as a position of a game this version
 * knows.
 */
export function mendOffer(sent: unknown, source: MendSource = 'file'): ErrorAction | null {
  let mend: CheckedMend;
  try {
    mend = checkPositionToMend(sent, findGame);
  } catch {
    return null;
  }
  const moves = mend.moves ? ' The moves played from it are not brought along: only the position.' : '';
  return {
    label: 'Mend it in the table editor',
    note: `You can open the position in the table editor, change what the problems say and save it under a name of your choosing; ${keptWords(source)}.${moves}`,
    run: () => void mendPosition(mend, source),
  };
}

/** What becomes of what the position was refused in: mending never writes to it. */
function keptWords(source: MendSource): string {
  return source === 'file' ? 'the file itself is not changed' : 'the autosave stays where it was kept';
}

/** Opens the editor on a start position a file was refused for, its problems listed beside it as for any position. */
async function mendPosition(mend: CheckedMend, source: MendSource): Promise<void> {
  const { game, options, players, state } = mend;
  if (!(await mayLeavePosition(`mend a position of ${game.title}`))) return;
  try {
    editorStore.open({ game, options, players, position: game.editor!.toPosition(state), origin: { kind: 'mend', source } });
  } catch (error) {
    ui.showError("This position can't be edited", `This position could not be opened in the editor: ${messageOf(error)}`);
    return;
  }
  // The editor screen shows its own notice where the table shows the message bar.
  const refused = source === 'file' ? 'could not be opened' : 'could not be restored';
  const said = `Mending the position of ${game.title} that ${refused}: the list of problems says what to change. Saving asks where; ${keptWords(source)}.`;
  editorStore.notice = said;
  ui.say(said);
  ui.screen = 'editor';
}

/** The puzzle the file sets at the cursor's position, if the cursor stands there. */
function puzzleHere(): PuzzleOrigin | undefined {
  const at = session.puzzleAt;
  return at && sameCursor(at.cursor, session.cursor) ? at.origin : undefined;
}

/** Opens the editor on the position at the replay's cursor; the game on the table stays as it is. */
export async function editCurrentPosition(): Promise<void> {
  const record = session.record;
  const state = session.state;
  const editor = record?.game.editor;
  if (!record || !state) return;
  if (!editor) {
    ui.showError('No table editor for this game', `${record.game.title} has no table editor yet.`);
    return;
  }
  // The editor lays every card face up, so it opens only where the table may show them all.
  if (!session.secretsOpen) {
    ui.say('The editor shows every card: it opens on a finished game, a replay opened from a file, or a teacher table.');
    return;
  }
  if (!(await mayLeavePosition(`edit the position of step ${session.cursor.step}`))) return;
  try {
    editorStore.open({
      game: record.game,
      options: record.options,
      players: record.players,
      position: editor.toPosition(state),
      origin: { kind: 'replay', step: session.cursor.step, puzzle: puzzleHere() },
      file: fileToSaveBack(),
    });
  } catch (error) {
    ui.showError("This position can't be edited", `This position could not be opened in the editor: ${messageOf(error)}`);
    return;
  }
  ui.say(`Editing the position of step ${session.cursor.step}; the game itself is not changed.`);
  ui.screen = 'editor';
}

/**
 * The table behind the editor shows what a file now holds once the editor has saved over it, so that saving from the
 * table never writes the old content back. A game on the table with changes not saved is kept, but no longer as that
 * file: saving it asks where.
 */
function followOnTable(file: ReplayFile, path: string): void {
  if (session.path !== path) return;
  if (session.dirty) {
    session.path = null;
    return;
  }
  try {
    session.load(loadFromHost(file), { path, mode: 'replay', dirty: false, teacher: false });
  } catch {
    // The file just written is this version's own and always rebuilds; were it not to, the table forgets it.
    session.path = null;
  }
}

/**
 * The file on the table, when the position being edited may be saved back into it: a position or a puzzle file of the
 * player's own (not a shipped example), looked at from its start, that holds nothing else (no steps, no notes or
 * marks, no title beside a puzzle's, no teacher table, no change not saved). Saving there loses nothing; any other
 * file keeps what it holds, and the editor asks where.
 */
function fileToSaveBack(): EditorFile | null {
  const { record, path } = session;
  if (!record || !path || isExample(path) || session.dirty || session.teacher || session.cursor.step !== 0) return null;
  if (record.start.kind !== 'position' || record.annotations.length > 0 || record.lines.some((line) => line.steps.length > 0)) return null;
  if (session.puzzleAt) return { kind: 'puzzle', path };
  return session.title ? null : { kind: 'position', path, seed: record.seed };
}

/** Back to the replay the editor came from, or to the home screen, once changes not saved are seen to. */
export async function leaveEditor(): Promise<void> {
  const back = editorStore.origin.kind === 'replay' && session.isOpen ? 'table' : 'home';
  if (!(await mayLeavePosition(back === 'table' ? 'go back to the replay' : 'leave the editor'))) return;
  editorStore.close();
  ui.say('');
  ui.screen = back;
}

/** The seat list "Play from here" and "Save position" use, from the kind chosen for each seat. */
export function playersFor(game: AnyGameDefinition, kinds: readonly string[]): PlayerInfo[] {
  return kinds.map((kind, seat) => {
    const bot = kind === 'human' ? undefined : game.bots.find((b) => b.id === kind);
    return bot ? { name: `${bot.label} bot`, bot: bot.id } : { name: seatName(game, seat), bot: null };
  });
}

/**
 * The edited position as the start of a game record: unplaced cards go where
 * the rules put them, in an order drawn from `seed`. Null, with the reason
 * shown, while the position has problems.
 */
export function recordFromEditor(store: EditorStore, players: readonly PlayerInfo[], seed: number, purpose: 'play' | 'save' = 'play'): GameRecord | null {
  const game = store.game;
  const editor = store.editor;
  if (!game || !editor) return null;
  if (store.problems.length > 0) {
    const title = purpose === 'save' ? "This position can't be saved yet" : "This position can't be played yet";
    ui.showError(title, 'The position still has problems; the list beside the table says what to change.');
    return null;
  }
  try {
    const state = editor.toState(store.doc.position, store.options, store.seats, seedRng(seed)) as BaseState;
    return GameRecord.fromState(game, store.options, players, state, seed);
  } catch (error) {
    ui.showError("This position can't be played", `This position cannot be played: ${messageOf(error)}`);
    return null;
  }
}

export async function playFromHere(kinds: readonly string[]): Promise<void> {
  const game = editorStore.game;
  if (!game) return;
  const seed = randomSeed();
  const record = recordFromEditor(editorStore, playersFor(game, kinds), seed);
  if (!record) return;
  const started = await startRecord(record, `Playing ${game.title} from the position you set up.`);
  if (started) editorStore.close();
}

/**
 * Saves the edited position as a file with no steps yet: opening it shows that position, ready to play. Once the
 * position has been saved, Save (`ask` false) writes to the same file again; Save as and the editor's own button ask
 * where, offering that file.
 */
export async function savePosition(kinds: readonly string[], ask = true): Promise<void> {
  const game = editorStore.game;
  if (!game) return;
  const known = editorStore.file?.kind === 'position' ? editorStore.file : null;
  const seed = known?.seed ?? randomSeed();
  // Refused before asking where: a position with problems is not written anywhere.
  if (!recordFromEditor(editorStore, playersFor(game, kinds), seed, 'save')) return;
  const where = await whereToSave(known, ask, `${game.id}-position-${seed}${REPLAY_EXTENSION}`, 'Save position as');
  if (where) await afterEarlierSaves(() => writePosition(game, kinds, seed, where.path));
}

/**
 * Where a file made on the editor goes: the file it was saved in before (`known`) when Save need not ask; otherwise
 * the path the person chooses, starting from that file or from `suggested` in the documents folder (undefined where
 * the host's own dialog asks as it writes). Null when the person cancels.
 */
export async function whereToSave(known: EditorFile | null, ask: boolean, suggested: string, title: string): Promise<{ readonly path: string | undefined } | null> {
  if (known && !ask) return { path: known.path };
  const host = await knownHost();
  if (host.nativeDialogs) return { path: undefined };
  const chosen = await ui.askPath('save', known?.path ?? joinPath(host.documentsDir, suggested), title);
  return chosen ? { path: withReplayExtension(chosen) } : null;
}

/** Writes the position as it stands now, which may have changed while an earlier save was being written. */
async function writePosition(game: AnyGameDefinition, kinds: readonly string[], seed: number, path: string | undefined): Promise<void> {
  // Busy means a file is being opened, which replaces the editor; a position of another game is not this one.
  if (ui.busy || editorStore.game !== game) return;
  const record = recordFromEditor(editorStore, playersFor(game, kinds), seed, 'save');
  if (!record) return;
  const file = recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: new Date().toISOString() });
  await writeFromEditor(file, path, (saved) => ({ kind: 'position', path: saved, seed }));
}

/**
 * Writes a file made on the editor (a position, or a puzzle made from it) to `path` (asked for by the host's own
 * dialog when undefined), remembers where it went, and says so: "saved in" the file it was saved in before, "saved as"
 * a new one. True when it was written.
 */
export async function writeFromEditor(file: ReplayFile, path: string | undefined, savedIn: (path: string) => EditorFile): Promise<boolean> {
  const what = file.puzzle ? 'puzzle' : 'position';
  ui.busy = true;
  try {
    const result = await getApi().saveFile(file, path);
    if (result.status === 'saved') {
      const where = savedIn(result.path);
      const same = editorStore.file?.kind === where.kind && editorStore.file.path === where.path;
      editorStore.markSaved(where);
      followOnTable(file, result.path);
      const said = `${capitalise(what)} saved ${same ? 'in' : 'as'} ${nameInMessage(result.path)}.`;
      editorStore.notice = said;
      ui.say(said);
      // The list follows without holding the next save back: the save itself is done.
      void refreshRecentFiles();
      return true;
    } else if (result.status === 'error') {
      ui.showError(`The ${what} wasn't saved`, result.message);
    }
  } catch (error) {
    ui.showError(`The ${what} wasn't saved`, `The ${what} could not be saved: ${messageOf(error)}`);
  } finally {
    ui.busy = false;
  }
  return false;
}
