/**
 * What the e2e specs do at the Royal Lines table, in the app's own test ids,
 * and the engine-side facts they check the screen against.
 */
import { expect, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { GameRecord, MAIN_LINE, recordToReplay, type Cursor, type PlayerInfo, type Seat } from '../src/engine';
import { royalLines, type RoyalLinesAction, type RoyalLinesOptions, type RoyalLinesState } from '../src/engine/games/royal-lines';
import { position } from '../src/engine/games/royal-lines/test-position';
import { recruit } from '../src/engine/games/royal-lines/test-play';
import { byId, openFile } from './table';

export interface RoyalLinesSetup {
  readonly seed: number;
  /** 'human' or a bot id, one per seat (2 to 5). */
  readonly seats: readonly string[];
  readonly options?: Partial<RoyalLinesOptions>;
}

/** Starts a game of Royal Lines from the new-game form. */
export async function startRoyalLines(page: Page, setup: RoyalLinesSetup): Promise<void> {
  // The first page load is the slowest step when the machine is busy.
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('royal-lines');
  await byId(page, 'players-select').selectOption(String(setup.seats.length));
  for (const [seat, kind] of setup.seats.entries()) await byId(page, `seat-kind-${seat}`).selectOption(kind);
  await byId(page, 'seed-input').fill(String(setup.seed));
  for (const [key, value] of Object.entries(setup.options ?? {})) {
    if (typeof value === 'number') await byId(page, `option-${key}`).fill(String(value));
    else await byId(page, `option-${key}`).selectOption(String(value));
  }
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

/**
 * Opens a set-up position from a file, as a designer's saved position: it
 * opens as a replay at its first step, and "Continue here" plays on from it
 * with `players` in the seats. The record is left open or folded as the
 * window's size has it.
 */
export async function playFromPosition(page: Page, path: string, state: RoyalLinesState, players: readonly PlayerInfo[]): Promise<void> {
  const record = GameRecord.fromState<RoyalLinesState, RoyalLinesAction>(royalLines, state.options, players, state, 1);
  await writeFile(path, JSON.stringify(recordToReplay(record, { cursor: { line: MAIN_LINE, step: 0 }, savedAt: '2026-01-01T00:00:00.000Z' })), 'utf8');
  await openFile(page, path);
  // The record holds "Continue here"; a small window folds it away, and it is folded again after.
  const folded = !(await byId(page, 'continue-here').isVisible());
  if (folded) await byId(page, 'record-toggle').click();
  await byId(page, 'continue-here').click();
  await expect(byId(page, 'mode')).toHaveText('play');
  if (folded) {
    await byId(page, 'record-toggle').click();
    await expect(byId(page, 'timeline')).toBeHidden();
  }
}

/**
 * The last recruitment of a five-seat round, every seat holding its last
 * promise, set up so that seat 1 recruits the K♣ with its 10♣ and seat 0's
 * joker then wakes up in a line holding two of every colonial rank and two
 * of three suits: J♣ Q♣ J♦ K♦ Q♥ K♥. It may escape with any of six pairs,
 * the most a line can offer (no line holds three of a rank or suit, so at
 * most six royals pair up, and six cover three suits at most), and seat 0
 * is asked which. `panic` is that position, as the rules reach it.
 */
export function sixWayPanic(): { before: RoyalLinesState; promises: readonly string[]; panic: RoyalLinesState } {
  const spec = {
    seats: 5,
    dealer: 4,
    settlers: ['AC', 'AD', 'AH', 'AS', 'JK3'],
    absent: 'JH',
    shipNumber: 2,
    ship: ['KC'],
    lines: [['JC', 'QC', 'JK1', 'JD', 'KD', 'QH', 'KH'], ['QD'], ['JS'], ['QS'], ['KS']],
    discard: ['JK2'],
    // The one promise left over when the second hands were dealt; the other thirty have been played.
    promiseDeck: ['6S'],
    hands: [['2H'], ['10C'], ['3H'], ['4H'], ['5H']],
  } as const;
  const promises = spec.hands.map((hand) => hand[0]);
  return { before: position(spec), promises, panic: recruit(position(spec), promises) };
}

/** The players the new-game form makes of these seats ('human' or a bot id), for a mirror of the game. */
export function playersOf(seats: readonly string[]): PlayerInfo[] {
  return seats.map((kind, seat) => ({ name: `Seat ${seat + 1}`, bot: kind === 'human' ? null : kind }));
}

/** The cards of the hand the table shows face up, in order. */
export async function handShown(page: Page): Promise<string[]> {
  return byId(page, 'rl-hand-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card') ?? ''));
}

/** Passes the screen on when the pass-the-device screen asks for it. */
export async function confirmPrivacy(page: Page, seat: number): Promise<void> {
  await expect(byId(page, 'privacy-title')).toHaveText(`Pass to Seat ${seat + 1}`);
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'privacy-screen')).toBeHidden();
}

/** Lays the promise `card` by clicking it, then the confirm button. */
export async function layPromise(page: Page, card: string): Promise<void> {
  await page.locator(`[data-testid="rl-hand-card"][data-card="${card}"]`).click();
  await expect(byId(page, 'rl-promise-confirm')).toHaveAttribute('aria-disabled', 'false');
  await byId(page, 'rl-promise-confirm').click();
}

/**
 * The game as the test expects it to be: the person's clicks are played here
 * too, and the bots' moves are worked out exactly as the app's bot turns do
 * (the same bot, the same seed for each step), so the screen can be checked
 * against the engine's position at every step.
 */
export class RoyalLinesMirror {
  readonly record: GameRecord<RoyalLinesState, RoyalLinesAction>;
  cursor: Cursor = { line: MAIN_LINE, step: 0 };

  constructor(
    readonly seed: number,
    readonly players: readonly PlayerInfo[],
    options: Partial<RoyalLinesOptions> = {},
  ) {
    this.record = GameRecord.start(royalLines, royalLines.optionsSchema.parse(options), players, seed);
  }

  get state(): RoyalLinesState {
    return this.record.stateAt(this.cursor);
  }

  /** The seat the app moves next (the first of the seats that may act), or null once the match is over. */
  get seat(): Seat | null {
    return royalLines.activeSeats(this.state)[0] ?? null;
  }

  get botToMove(): boolean {
    const seat = this.seat;
    return seat !== null && this.players[seat]?.bot !== null;
  }

  play(seat: Seat, action: RoyalLinesAction): void {
    const result = this.record.play(this.cursor, seat, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)} from seat ${seat + 1}: ${result.reason}`);
    this.cursor = result.cursor;
  }

  /** Plays the bots' moves until a person is to act (or the round is scored and a bot would deal). */
  playBots(stopAtScore = true): void {
    while (this.botToMove && !(stopAtScore && this.state.phase === 'scored')) {
      const seat = this.seat!;
      const state = this.state;
      const bot = royalLines.bots.find((b) => b.id === this.players[seat]!.bot)!;
      const legal = royalLines.legalActions(state, seat);
      this.play(seat, bot.choose({ view: royalLines.view(state, seat), seat, legal, seed: botSeed(this.seed, this.cursor.step) }));
    }
  }
}

/** The seed the app's bot turns give a bot at `step` (src/renderer/src/lib/bot-request.ts), so the mirror's bots choose alike. */
function botSeed(gameSeed: number, step: number): number {
  return (Math.imul(gameSeed ^ 0x5bd1e995, 31) + Math.imul(step + 1, 0x9e3779b1)) >>> 1;
}

/** Waits until the app has played exactly the steps the mirror has. */
export async function expectStep(page: Page, mirror: RoyalLinesMirror, message?: string): Promise<void> {
  const step = mirror.cursor.step;
  await expect(byId(page, 'current-step'), message).toHaveText(`Step ${step} of ${step}`);
}

/** What the table shows of the seats: round wins and hand counts. */
export async function seatsShown(page: Page): Promise<{ seat: number; wins: number; hand: number }[]> {
  const seats = await page.locator('[data-testid^="rl-seat-"]').evaluateAll((elements) =>
    elements.map((element) => ({
      seat: Number(element.getAttribute('data-testid')!.slice('rl-seat-'.length)),
      wins: Number(element.getAttribute('data-wins')),
      hand: Number(element.getAttribute('data-hand-count')),
    })),
  );
  return seats.sort((a, b) => a.seat - b.seat);
}

