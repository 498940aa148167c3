/**
 * The shapes of Royal Suit: options, state, actions and the view a seat sees,
 * with the zod schemas that check options and actions arriving from files or
 * from the screen. Everything is plain JSON data.
 *
 * Seat 0 leads the supporters (they want the royal couple side by side again),
 * seat 1 the opposers. Piles are numbered 0..5 from the left in actions and
 * data; sentences for players count them 1..6.
 */
import { z } from 'zod';
import type { Outcome, Seat, Viewer } from '../../core/game';
import type { RngState } from '../../core/rng';
import type { SuitedCardId } from '../../core/cards';

/** A card of the standard deck, e.g. "QH". Royal Suit uses no jokers. */
export type CardId = SuitedCardId;

/** A court pile, 0..5 from the left. */
export type PileIndex = number;

export const PILE_COUNT = 6;
export const SUPPORTERS: Seat = 0;
export const OPPOSERS: Seat = 1;

/** 'standard': 7 to ace, 32 cards. 'long': the experimental long variant, all 52 cards. */
export const DECK_CHOICES = ['standard', 'long'] as const;
export type DeckChoice = (typeof DECK_CHOICES)[number];

/** Whose eyes see a deck's face-up top card: its owner only, or both players. */
export const TOP_CARDS_CHOICES = ['private', 'open'] as const;
export type TopCards = (typeof TOP_CARDS_CHOICES)[number];

export const BLACK_ROYAL_CHOICES = ['JS', 'QS', 'KS', 'JC', 'QC', 'KC'] as const;
export type BlackRoyal = (typeof BLACK_ROYAL_CHOICES)[number];
export const RED_ROYAL_CHOICES = ['JH', 'QH', 'KH', 'JD', 'QD', 'KD'] as const;
export type RedRoyal = (typeof RED_ROYAL_CHOICES)[number];

export type RoyalSuitOptions = {
  readonly deck: DeckChoice;
  /** The black couple card; it starts on the first pile. */
  readonly blackRoyal: BlackRoyal;
  /** The red couple card; it starts on the last pile. */
  readonly redRoyal: RedRoyal;
  readonly topCards: TopCards;
};

export const optionsSchema = z
  .object({
    deck: z.enum(DECK_CHOICES).default('standard'),
    blackRoyal: z.enum(BLACK_ROYAL_CHOICES).default('KS'),
    redRoyal: z.enum(RED_ROYAL_CHOICES).default('QH'),
    topCards: z.enum(TOP_CARDS_CHOICES).default('private'),
  })
  .strict();

/** Which couple card: index 0 is the black one, 1 the red one. */
export type CoupleIndex = 0 | 1;

/**
 * What the seat to act must do now.
 * - 'turn': play a card or move a couple card (or the forced move / show-and-skip the position demands);
 * - 'extraPlay': the player moved a couple card onto a face card and must play another card (or show and skip);
 * - 'lastMove': the other player played their last card; this player may make one couple move or decline.
 */
export const PHASES = ['turn', 'extraPlay', 'lastMove'] as const;
export type Phase = (typeof PHASES)[number];

/** A couple move as it happened, kept for the take-back rule and for the table. */
export interface CoupleMove {
  /** The seat that made the move. */
  readonly by: Seat;
  readonly couple: CoupleIndex;
  readonly from: PileIndex;
  readonly to: PileIndex;
}

/**
 * Why the game ended:
 * - 'reunited': the couple cards lie on adjacent piles (supporters win);
 * - 'played-out': a player played their last card and the other side's last move, if any, did not reunite the couple;
 * - 'stuck': every card of both decks was shown in a row with no play or move: nothing can ever change (opposers win);
 * - 'repetition': a position came back since the last card was played: the game went round in a circle (opposers win).
 */
export type EndCause = 'reunited' | 'played-out' | 'stuck' | 'repetition';

export interface RoyalSuitEnd {
  readonly label: 'supporters' | 'opposers';
  readonly cause: EndCause;
  /** The seat whose deck ran out, when one did ('played-out', or 'reunited' by the last move). */
  readonly playedOut: Seat | null;
  /**
   * After a deck ran out: whether the other player had a last move and what they did with it.
   * 'impossible' (no couple move was possible), 'declined', 'made'; null when no deck ran out.
   */
  readonly lastMove: LastMoveTaken | null;
}

export type LastMoveTaken = 'impossible' | 'declined' | 'made';

export interface RoyalSuitState {
  rng: RngState;
  options: RoyalSuitOptions;
  /** Six court piles, bottom card first. The couple cards are not in them: see `couple`. */
  piles: CardId[][];
  /** The pile each couple card lies on, [black, red]; it lies on top of that pile's cards. */
  couple: PileIndex[];
  /** Each seat's deck, top card first. */
  decks: CardId[][];
  /**
   * Per deck, how many cards at its bottom were shown when a player could not
   * play: both players know them and their order. Never more than the deck holds.
   */
  shownBelow: number[];
  /** Per seat, the card it showed most recently (it went under its deck), or null. */
  lastShown: (CardId | null)[];
  /** The seat to act. */
  seat: Seat;
  phase: Phase;
  /** 1-based; grows each time the turn passes. */
  turn: number;
  /** The most recent couple move, until the turn comes back to the player who made it. */
  lastMove: CoupleMove | null;
  /** Per seat, skips since the last play or couple move (for the stuck rule). */
  skipsInARow: number[];
  /** Per seat, skips since the last card was played: each deck's rotation, for the repetition rule. */
  skipsSincePlay: number[];
  /** Keys of the positions reached since the last card was played (for the repetition rule). */
  visited: string[];
  end: RoyalSuitEnd | null;
}

const pileSchema = z
  .number({ error: 'A pile is a number from 0 to 5.' })
  .int('A pile is a whole number from 0 to 5.')
  .min(0, 'A pile is a number from 0 to 5.')
  .max(5, 'A pile is a number from 0 to 5.');

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), pile: pileSchema }).strict(),
  z.object({ type: z.literal('move'), from: pileSchema, to: pileSchema }).strict(),
  z.object({ type: z.literal('skip') }).strict(),
  z.object({ type: z.literal('decline') }).strict(),
]);

/** Play the own deck's top card onto a court pile. */
export type PlayAction = { readonly type: 'play'; readonly pile: PileIndex };
/** Move the couple card lying on pile `from` onto the adjacent pile `to`. Also the optional last move. */
export type MoveAction = { readonly type: 'move'; readonly from: PileIndex; readonly to: PileIndex };
/** Show the top card that cannot be played and put it under the own deck; the turn passes. */
export type SkipAction = { readonly type: 'skip' };
/** In the 'lastMove' phase: make no last move; the game ends. */
export type DeclineAction = { readonly type: 'decline' };

export type RoyalSuitAction = PlayAction | MoveAction | SkipAction | DeclineAction;
export type RoyalSuitActionType = RoyalSuitAction['type'];

/**
 * What the seat to act must do, as far as the viewer can tell:
 * 'choose' (play or move, as they like), 'mustPlay' (the card can be played and no couple card can move),
 * 'mustMove' (no card can be played but a couple card can move),
 * 'mustSkip' (neither: show the card and put it under), 'extraPlay', 'extraSkip' (extra play impossible: show and skip),
 * 'lastMove' (may move once or decline).
 */
export type Duty = 'choose' | 'mustPlay' | 'mustMove' | 'mustSkip' | 'extraPlay' | 'extraSkip' | 'lastMove';

/** The actions of the side to act that would bring back an earlier position and so end the game (docs/rulings.md S21). */
export interface RepetitionView {
  /** In the order of the legal actions; a skip only when the viewer sees the top card it hangs on. */
  readonly actions: readonly RoyalSuitAction[];
  /** Whether they are all the side's legal actions, when the viewer can tell: whatever it does, the game ends. */
  readonly every: boolean;
  /** The side the game would go to. */
  readonly winner: Seat;
}

/** A court pile as the table shows it. All court cards are face up and public. */
export interface CourtPileView {
  /** Bottom card first; the couple card lying here is not in the list. */
  readonly cards: readonly CardId[];
  /** The couple card lying on this pile (drawn sideways on top), or null. */
  readonly couple: CardId | null;
  /** The card a played card must differ in colour from: the couple card if any, else the last card. */
  readonly top: CardId | null;
}

/** One player's deck as the viewer sees it. */
export interface DeckView {
  readonly count: number;
  /** The face-up top card, when the viewer may see it (own deck; both under 'open'); else null. */
  readonly top: CardId | null;
  /** Cards at the bottom that were shown, in deck order (the last one is the bottom card). */
  readonly shown: readonly CardId[];
  /** The card this player showed most recently, or null. */
  readonly lastShown: CardId | null;
  /** Only for the teacher's view ('all'): the whole deck, top card first. */
  readonly cards?: readonly CardId[];
}

export interface RoyalSuitView {
  readonly game: 'royal-suit';
  readonly viewer: Viewer;
  readonly options: RoyalSuitOptions;
  /** The couple cards, [black, red]. */
  readonly coupleCards: readonly CardId[];
  /** The pile each couple card lies on, [black, red]. */
  readonly couple: readonly PileIndex[];
  readonly court: readonly CourtPileView[];
  /** Per seat: seat 0 supporters, seat 1 opposers. */
  readonly decks: readonly DeckView[];
  /** The seat that acts now; null once the game is over. */
  readonly seatToAct: Seat | null;
  readonly phase: Phase;
  /** What the seat to act must do; null when the game is over or the viewer cannot tell (hidden top card). */
  readonly duty: Duty | null;
  /** The side to act's actions that would end the game by repetition, as far as the viewer can tell; null when none. */
  readonly repetition: RepetitionView | null;
  readonly turn: number;
  readonly lastMove: CoupleMove | null;
  readonly skipsInARow: readonly number[];
  readonly skipsSincePlay: readonly number[];
  /** Repetition keys since the last play; they name no card. */
  readonly visited: readonly string[];
  readonly end: RoyalSuitEnd | null;
  readonly outcome: Outcome | null;
}
