/**
 * The shapes of Royal Lock: options, state, actions and the view a seat sees,
 * with the zod schemas that check options and actions arriving from files or
 * from the screen. Everything is plain JSON data.
 */
import { z } from 'zod';
import type { Outcome, Seat, Viewer } from '../../core/game';
import type { RngState } from '../../core/rng';
import type { SuitedCardId } from '../../core/cards';

/** A card of the standard 52-card deck, e.g. "QS". Royal Lock uses no jokers. */
export type CardId = SuitedCardId;

/** A space of the 3x3 grid, 0..8 row by row from the top-left. */
export type Cell = number;

/** Which marker acts: 0 or 1. */
export type MarkerIndex = 0 | 1;

export const REACH_CHOICES = ['own-space', 'any-space'] as const;
export type Reach = (typeof REACH_CHOICES)[number];

export const RED_DECK_OUT_CHOICES = ['reshuffle', 'loss'] as const;
export type RedDeckOut = (typeof RED_DECK_OUT_CHOICES)[number];

export type RoyalLockOptions = {
  /** Which spaces lock, unlock and remove may touch: only the one under the acting marker, or any. */
  readonly reach: Reach;
  /** What happens when the red deck cannot give 2 cards: its discard is shuffled back, or the players lose. */
  readonly redDeckOut: RedDeckOut;
};

export const optionsSchema = z
  .object({
    reach: z.enum(REACH_CHOICES).default('own-space'),
    redDeckOut: z.enum(RED_DECK_OUT_CHOICES).default('reshuffle'),
  })
  .strict();

export const ACTIONS_PER_TURN = 3;
export const LOCK_LIMIT = 3;
export const RED_DRAW_SIZE = 2;

/** A card on the grid; a locked card is turned sideways. */
export interface GridCard {
  readonly card: CardId;
  readonly locked: boolean;
}

/** What the red draw did to one grid card. */
export interface DrawEffect {
  readonly cell: Cell;
  readonly card: CardId;
  /** Whether the card was locked before the draw. */
  readonly wasLocked: boolean;
  readonly result: 'removed' | 'unlocked';
}

/** The two red cards drawn at the end of a turn and what they did. */
export interface RedDraw {
  /** The turn whose end made this draw (1 = the first turn). */
  readonly turn: number;
  readonly cards: readonly CardId[];
  /** Both cards share a rank: every grid card of that rank was removed, locked or not. */
  readonly pair: boolean;
  /** The red discard was shuffled back into the red deck before drawing. */
  readonly reshuffledRedDeck: boolean;
  /** Grid cards touched, in grid order. */
  readonly effects: readonly DrawEffect[];
}

export type EndCause = 'royal-line' | 'empty-line' | 'red-deck-out';

/** Why the game ended; `line` is the grid line that decided it, if any. */
export interface RoyalLockEnd {
  readonly label: 'win' | 'loss';
  readonly cause: EndCause;
  readonly line: readonly Cell[] | null;
}

export interface RoyalLockState {
  rng: RngState;
  options: RoyalLockOptions;
  /** 1 (one player steers both markers) or 2. */
  seats: number;
  /** 9 spaces, row-major; null is an empty space. */
  grid: (GridCard | null)[];
  /** Where marker 0 and marker 1 stand. */
  markers: Cell[];
  /** Face down; index 0 is the top card. */
  blackDeck: CardId[];
  /** Face up; the last card is the most recent. */
  blackDiscard: CardId[];
  /** Face down; index 0 is the top card. */
  redDeck: CardId[];
  /** Face up; the last card is the most recent. Holds earlier draws. */
  redDiscard: CardId[];
  /** The draw at the end of the previous turn; its cards join the red discard at the next draw. */
  lastRedDraw: RedDraw | null;
  /** 1-based number of the turn being played. */
  turn: number;
  /** The marker whose turn it is. */
  marker: MarkerIndex;
  /** Actions taken so far this turn (endTurn is not counted). */
  actionsUsed: number;
  end: RoyalLockEnd | null;
}

const cellSchema = z
  .number({ error: 'A space is a number from 0 to 8.' })
  .int('A space is a whole number from 0 to 8.')
  .min(0, 'A space is a number from 0 to 8.')
  .max(8, 'A space is a number from 0 to 8.');

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), to: cellSchema }).strict(),
  z.object({ type: z.literal('lock'), cell: cellSchema }).strict(),
  z.object({ type: z.literal('unlock'), cell: cellSchema }).strict(),
  z.object({ type: z.literal('remove'), cell: cellSchema }).strict(),
  z.object({ type: z.literal('fill'), cell: cellSchema }).strict(),
  z.object({ type: z.literal('reshuffle') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
]);

export type MoveAction = { readonly type: 'move'; readonly to: Cell };
export type LockAction = { readonly type: 'lock'; readonly cell: Cell };
export type UnlockAction = { readonly type: 'unlock'; readonly cell: Cell };
export type RemoveAction = { readonly type: 'remove'; readonly cell: Cell };
export type FillAction = { readonly type: 'fill'; readonly cell: Cell };
export type ReshuffleAction = { readonly type: 'reshuffle' };
export type EndTurnAction = { readonly type: 'endTurn' };

export type RoyalLockAction =
  | MoveAction
  | LockAction
  | UnlockAction
  | RemoveAction
  | FillAction
  | ReshuffleAction
  | EndTurnAction;

export type RoyalLockActionType = RoyalLockAction['type'];

/**
 * What one seat sees. Everything but the order and contents of the two decks;
 * a teacher ('all') also sees the decks. Rich enough to draw the table, to
 * label every action and to rebuild a playable position for a bot.
 */
export interface RoyalLockView {
  readonly game: 'royal-lock';
  readonly viewer: Viewer;
  readonly options: RoyalLockOptions;
  readonly seats: number;
  readonly grid: readonly (GridCard | null)[];
  readonly markers: readonly Cell[];
  readonly turn: number;
  /** The marker whose turn it is. */
  readonly marker: MarkerIndex;
  /** The seat that owns the turn; null once the game is over. */
  readonly seatToAct: Seat | null;
  readonly actionsUsed: number;
  readonly actionsLeft: number;
  readonly lockedCount: number;
  readonly lockLimit: number;
  readonly blackDeckCount: number;
  readonly blackDiscard: readonly CardId[];
  readonly redDeckCount: number;
  readonly redDiscard: readonly CardId[];
  readonly lastRedDraw: RedDraw | null;
  readonly end: RoyalLockEnd | null;
  readonly outcome: Outcome | null;
  /** Only for the teacher's view ('all'): the decks, top card first. */
  readonly decks?: { readonly black: readonly CardId[]; readonly red: readonly CardId[] };
}
