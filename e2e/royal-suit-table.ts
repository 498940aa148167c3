/**
 * What the e2e specs do at the Royal Suit table, in the app's own test ids,
 * and the engine-side mirror they check the screen against.
 */
import { expect, type Page } from '@playwright/test';
import { GameRecord, MAIN_LINE, type Cursor, type PlayerInfo, type Viewer } from '../src/engine';
import { royalSuit, type RoyalSuitAction, type RoyalSuitOptions, type RoyalSuitState } from '../src/engine/games/royal-suit';
import { byId } from './table';

/** A court pile as the screen shows it. */
export interface PileShown {
  readonly top: string;
  readonly count: number;
  readonly couple: boolean;
}

/** A deck as the screen shows it: the count, and the top card when it is face up. */
export interface DeckShown {
  readonly count: number;
  readonly top: string | null;
}

export interface RoyalSuitShown {
  readonly court: readonly PileShown[];
  readonly decks: readonly DeckShown[];
}

export async function readRoyalSuit(page: Page): Promise<RoyalSuitShown> {
  // One pass over the table in the page, so the snapshot is consistent.
  const parts = await page.locator('[data-testid^="rs-pile-"], [data-testid="rs-deck-0"], [data-testid="rs-deck-1"]').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-testid') ?? '',
      top: element.getAttribute('data-top'),
      count: Number(element.getAttribute('data-count')),
      couple: element.getAttribute('data-couple') === 'true',
    })),
  );
  const part = (id: string) => parts.find((p) => p.id === id);
  return {
    court: Array.from({ length: 6 }, (_, i) => {
      const pile = part(`rs-pile-${i}`);
      return pile ? { top: pile.top ?? '', count: pile.count, couple: pile.couple } : { top: 'no pile on screen', count: 0, couple: false };
    }),
    decks: [0, 1].map((seat) => {
      const deck = part(`rs-deck-${seat}`);
      return { count: deck?.count ?? -1, top: deck?.top ?? null };
    }),
  };
}

/** What the engine's view for `viewer` says the screen should show. */
export function royalSuitShown(state: RoyalSuitState, viewer: Viewer): RoyalSuitShown {
  const view = royalSuit.view(state, viewer);
  return {
    court: view.court.map((pile) => ({ top: pile.top ?? '', count: pile.cards.length, couple: pile.couple !== null })),
    decks: view.decks.map((deck) => ({ count: deck.count, top: deck.top })),
  };
}

/** Waits until the screen shows exactly the engine's table for `viewer`. */
export async function expectRoyalSuit(page: Page, state: RoyalSuitState, viewer: Viewer, message = 'the table on screen'): Promise<void> {
  await expect.poll(() => readRoyalSuit(page), { message }).toEqual(royalSuitShown(state, viewer));
}

export type SideKind = 'human' | string;

export interface RoyalSuitSetup {
  readonly seed: number;
  /** 'human' or a bot id, for the supporters and the opposers. */
  readonly sides?: readonly [SideKind, SideKind];
  readonly options?: Partial<RoyalSuitOptions>;
}

/** Starts a game of Royal Suit from the new-game form. */
export async function startRoyalSuit(page: Page, setup: RoyalSuitSetup): Promise<void> {
  const [supporters, opposers] = setup.sides ?? ['human', 'human'];
  await expect(byId(page, 'new-game-form')).toBeVisible();
  await byId(page, 'game-select').selectOption('royal-suit');
  await byId(page, 'seat-kind-0').selectOption(supporters);
  await byId(page, 'seat-kind-1').selectOption(opposers);
  await byId(page, 'seed-input').fill(String(setup.seed));
  for (const [key, value] of Object.entries(setup.options ?? {})) await byId(page, `option-${key}`).selectOption(String(value));
  await byId(page, 'start-game').click();
  await expect(byId(page, 'mode')).toHaveText('play');
}

/** The game as the test expects it to be: every action clicked on screen is played here too. */
export class RoyalSuitMirror {
  readonly record: GameRecord<RoyalSuitState, RoyalSuitAction>;
  cursor: Cursor = { line: MAIN_LINE, step: 0 };

  constructor(seed: number, options: Partial<RoyalSuitOptions> = {}, players: readonly PlayerInfo[] = SEATS) {
    this.record = GameRecord.start(royalSuit, royalSuit.optionsSchema.parse(options), players, seed);
  }

  get state(): RoyalSuitState {
    return this.record.stateAt(this.cursor);
  }

  /** The side to act; null once the game is over. */
  get seat(): number | null {
    return royalSuit.activeSeats(this.state)[0] ?? null;
  }

  get over(): boolean {
    return royalSuit.outcome(this.state) !== null;
  }

  play(action: RoyalSuitAction): void {
    const seat = this.seat;
    if (seat === null) throw new Error('the game is over');
    const result = this.record.play(this.cursor, seat, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.reason}`);
    this.cursor = result.cursor;
  }

  /** The choice of the game's first bot for the side to act, seeded by the step. */
  botChoice(botId = royalSuit.bots[0]!.id): RoyalSuitAction {
    const state = this.state;
    const seat = this.seat!;
    const bot = royalSuit.bots.find((b) => b.id === botId)!;
    const legal = royalSuit.legalActions(state, seat);
    return bot.choose({ view: royalSuit.view(state, seat), seat, legal, seed: this.cursor.step + 1 });
  }
}

const SEATS: readonly PlayerInfo[] = [
  { name: 'Supporters', bot: null },
  { name: 'Opposers', bot: null },
];

/** Passes the screen on when the pass-the-device screen asks for it. */
export async function confirmPrivacy(page: Page, side: string): Promise<void> {
  await expect(byId(page, 'privacy-title')).toHaveText(`Pass to the ${side}`);
  await byId(page, 'privacy-continue').click();
  await expect(byId(page, 'privacy-screen')).toBeHidden();
}

/** Clicks `action` on the table the way a person would. */
export async function clickRoyalSuitAction(page: Page, seat: number, action: RoyalSuitAction): Promise<void> {
  switch (action.type) {
    case 'play':
      await byId(page, `rs-deck-top-${seat}`).click();
      await byId(page, `rs-pile-${action.pile}`).click();
      return;
    case 'move':
      await byId(page, `rs-pile-${action.from}`).click();
      await byId(page, `rs-pile-${action.to}`).click();
      return;
    case 'skip':
      await byId(page, 'rs-skip').click();
      return;
    case 'decline':
      await byId(page, 'rs-decline').click();
      return;
  }
}
