/**
 * What the e2e specs do at the Royal Lock table, in the app's own test ids,
 * and the engine-side mirror they check the screen against.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { GameRecord, MAIN_LINE, type Cursor, type RecordedStep } from '../src/engine';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../src/engine/games/royal-lock';
import { directionBetween } from '../src/engine/games/royal-lock/grid';
import type { DamagedAutosave, RestorableGame } from '../src/preload/api';

export const byId = (page: Page, testId: string): Locator => page.getByTestId(testId);

/** A grid space as the screen shows it (the cell's data attributes). */
export interface SpaceShown {
  readonly card: string;
  readonly locked: boolean;
  readonly empty: boolean;
}

export interface BoardShown {
  readonly spaces: readonly SpaceShown[];
  /** The space each marker stands on. */
  readonly markers: readonly number[];
}

export async function readBoard(page: Page): Promise<BoardShown> {
  // One pass over the grid in the page, so the snapshot is consistent.
  const cells = await page.locator('[data-testid^="cell-"]').evaluateAll((elements) =>
    elements.map((cell) => ({
      index: Number(cell.getAttribute('data-testid')!.slice('cell-'.length)),
      card: cell.getAttribute('data-card') ?? '',
      locked: cell.getAttribute('data-locked') === 'true',
      empty: cell.getAttribute('data-empty') === 'true',
      markers: [0, 1].filter((m) => cell.querySelector(`[data-testid="marker-${m}"]`) !== null),
    })),
  );
  const missing: SpaceShown = { card: 'no cell on screen', locked: false, empty: false };
  return {
    spaces: Array.from({ length: 9 }, (_, i) => {
      const cell = cells.find((c) => c.index === i);
      return cell ? { card: cell.card, locked: cell.locked, empty: cell.empty } : missing;
    }),
    markers: [0, 1].map((m) => cells.find((c) => c.markers.includes(m))?.index ?? -1),
  };
}

/** The board the engine says a seat sees in this state. */
export function boardOf(state: RoyalLockState): BoardShown {
  const view = royalLock.view(state, 0);
  return {
    spaces: view.grid.map((space) => ({ card: space?.card ?? '', locked: space?.locked ?? false, empty: space === null })),
    markers: [...view.markers],
  };
}

/** Waits until the screen shows exactly the engine's board for `state`. */
export async function expectBoard(page: Page, state: RoyalLockState, message = 'the board on screen'): Promise<void> {
  await expect.poll(() => readBoard(page), { message }).toEqual(boardOf(state));
}

export async function startGame(page: Page, options: { seed: number; players?: 1 | 2 }): Promise<void> {
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'game-select').selectOption('royal-lock');
  await byId(page, 'players-select').selectOption(String(options.players ?? 1));
  await byId(page, 'seat-kind-0').selectOption('human');
  if (options.players === 2) await byId(page, 'seat-kind-1').selectOption('human');
  await byId(page, 'seed-input').fill(String(options.seed));
  await byId(page, 'start-game').click();
  await expect(byId(page, 'board')).toBeVisible();
}

/** The game an autosave offers back, if it offers one (a damaged autosave is only reported). */
export function gameIn(found: RestorableGame | DamagedAutosave | null): RestorableGame | null {
  return found && 'file' in found ? found : null;
}

/** Types `path` in the app's file dialog and confirms; `replacing`: the file is there already, and the player says to replace it. */
export async function answerFileDialog(page: Page, path: string, { replacing = false } = {}): Promise<void> {
  const dialog = byId(page, 'file-dialog');
  await expect(dialog).toBeVisible();
  await byId(page, 'file-path-input').fill(path);
  await byId(page, 'file-dialog-ok').click();
  if (replacing) await byId(page, 'replace-confirm').click();
  await expect(dialog).toBeHidden();
}

export async function saveAs(page: Page, path: string, options: { replacing?: boolean } = {}): Promise<void> {
  await byId(page, 'save-as').click();
  await answerFileDialog(page, path, options);
  await expect(byId(page, 'message')).toContainText('Saved');
}

/** Opens a replay through the in-app dialog and waits until it is on the table. */
/** Opens a shipped file from "Puzzles and examples": the game's folder, then the file whose name holds `name`. */
export async function openExample(page: Page, folder: string, name: string): Promise<void> {
  await byId(page, 'open-examples').click();
  await byId(page, 'file-entry').filter({ hasText: new RegExp(`^\\s*${folder}/\\s*$`) }).click();
  await byId(page, 'file-entry').filter({ hasText: name }).dblclick();
}

/**
 * Opens a file and checks the mode it opens in: a replay, or play for a game people were playing, saved unfinished
 * where play stood.
 */
export async function openFile(page: Page, path: string, mode: 'replay' | 'play' = 'replay'): Promise<void> {
  await chooseFileToOpen(page, path);
  await expect(byId(page, 'message')).toContainText('Opened');
  await expect(byId(page, 'mode')).toHaveText(mode);
}

/**
 * Opens a game saved during play, which opens in play (passed first to the person to move, when people share the
 * screen), and looks at it as the file's replay.
 */
export async function openAsReplay(page: Page, path: string): Promise<void> {
  await openFile(page, path, 'play');
  if (await byId(page, 'privacy-screen').isVisible()) await byId(page, 'privacy-continue').click();
  if (!(await byId(page, 'enter-replay').isVisible())) await byId(page, 'record-toggle').click();
  await byId(page, 'enter-replay').click();
  await expect(byId(page, 'mode')).toHaveText('replay');
}

/** Asks to open a file through the in-app dialog, whatever comes of it. */
export async function chooseFileToOpen(page: Page, path: string): Promise<void> {
  await byId(page, 'open').click();
  await answerFileDialog(page, path);
}

/** The action button that takes `action` in `state` (the acting marker's space is implied). */
export function buttonFor(state: RoyalLockState, action: RoyalLockAction): string {
  const here = state.markers[state.marker]!;
  switch (action.type) {
    case 'move': {
      const direction = directionBetween(here, action.to);
      if (!direction) throw new Error(`no button moves from ${here} to ${action.to}`);
      return `action-move-${direction}`;
    }
    case 'lock':
    case 'unlock':
    case 'remove':
    case 'fill':
      if (action.cell !== here) throw new Error(`no button ${action.type}s space ${action.cell} from ${here}`);
      return `action-${action.type}`;
    case 'reshuffle':
      return 'action-reshuffle';
    case 'endTurn':
      return 'action-end-turn';
  }
}

/**
 * The game as the test expects it to be: every action clicked on screen is
 * played here too, so the screen can be compared with the engine's position.
 */
export class Mirror {
  readonly record: GameRecord<RoyalLockState, RoyalLockAction>;
  cursor: Cursor = { line: MAIN_LINE, step: 0 };

  constructor(readonly seed: number, players = 1) {
    const seats = Array.from({ length: players }, (_, i) => ({ name: `Seat ${i + 1}`, bot: null }));
    this.record = GameRecord.start(royalLock, royalLock.defaultOptions(), seats, seed);
  }

  get state(): RoyalLockState {
    return this.record.stateAt(this.cursor);
  }

  get seat(): number {
    return royalLock.activeSeats(this.state)[0] ?? 0;
  }

  get over(): boolean {
    return royalLock.outcome(this.state) !== null;
  }

  get actions(): RoyalLockAction[] {
    return this.record.history(this.cursor.line).map((step: RecordedStep<RoyalLockState, RoyalLockAction>) => step.action);
  }

  /** Plays `action` here; throws if the engine refuses it. */
  play(action: RoyalLockAction): void {
    const result = this.record.play(this.cursor, this.seat, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.reason}`);
    this.cursor = result.cursor;
  }

  /** The action the game's keeper bot would take for the seat to act. */
  botChoice(): RoyalLockAction {
    const state = this.state;
    const seat = this.seat;
    const bot = royalLock.bots.find((b) => b.id === 'keeper') ?? royalLock.bots[0]!;
    const legal = royalLock.legalActions(state, seat);
    return bot.choose({ view: royalLock.view(state, seat), seat, legal, seed: this.cursor.step + 1 });
  }
}

/** Clicks the button for `action`, plays it on the mirror and waits for the screen to agree. */
export async function clickAction(page: Page, mirror: Mirror, action: RoyalLockAction): Promise<void> {
  const button = byId(page, buttonFor(mirror.state, action));
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await button.click();
  mirror.play(action);
  await expectBoard(page, mirror.state, `the board after step ${mirror.cursor.step}`);
  await expect(byId(page, 'actions-left')).toHaveAttribute('data-count', String(royalLock.view(mirror.state, 0).actionsLeft));
}

/** Plays `count` of the keeper bot's choices by clicking. */
export async function playBotMoves(page: Page, mirror: Mirror, count: number): Promise<void> {
  for (let i = 0; i < count && !mirror.over; i++) await clickAction(page, mirror, mirror.botChoice());
}

export async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

export async function writeText(path: string, text: string): Promise<void> {
  await writeFile(path, text, 'utf8');
}

/**
 * Where the keyboard's place is: 'body' when the focus has fallen to the page
 * body, 'table' when it is in the game's table region, 'elsewhere' otherwise.
 */
export async function focusPlace(page: Page): Promise<'body' | 'table' | 'elsewhere'> {
  return page.evaluate(() => {
    // The e2e code is compiled without the DOM's types; this is the little of the page's document it reads.
    type Focused = { closest(selector: string): unknown };
    const { document } = globalThis as unknown as { document: { activeElement: Focused | null; body: unknown } };
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.closest('[data-testid="table-region"]') ? 'table' : 'elsewhere';
  });
}

/** Presses Enter on a control reached by the keyboard, as a keyboard-only player does. */
export async function pressOn(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.press('Enter');
}
