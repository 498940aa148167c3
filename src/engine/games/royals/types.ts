/**
 * The shapes of Royals: options, state, actions and the view a seat sees,
 * with the zod schemas that check options and actions arriving from files or
 * from the screen. Everything is plain JSON data.
 *
 * A card is named by its physical id: with two decks the second copy of a
 * card carries "/2" ("QS/2"); jokers are JK1..JK4. Royals on a field are
 * named by their card id, so an action never depends on where a card lies.
 */
import { z } from 'zod';
import type { Outcome, Seat, Viewer } from '../../core/game';
import type { RngState } from '../../core/rng';
import { isCopyCardId } from '../../core/cards';

export const DECK_CHOICES = ['one', 'two'] as const;
export type DeckChoice = (typeof DECK_CHOICES)[number];

/** When a player's hand is filled back up to five (docs/rulings.md, Y5). */
export const REFILL_CHOICES = ['end-of-turn', 'start-of-turn'] as const;
export type RefillChoice = (typeof REFILL_CHOICES)[number];

/** Whether royals still on a field at the end score the cards under them (Y25). */
export const FIELD_SCORE_CHOICES = ['count', 'score-pile-only'] as const;
export type FieldScoreChoice = (typeof FIELD_SCORE_CHOICES)[number];

/** How Wipe The Floor compares the card with the royals' combined rank (Y21). */
export const WIPE_CHOICES = ['as-written', 'damage'] as const;
export type WipeChoice = (typeof WIPE_CHOICES)[number];

export const GAMES_MIN = 1;
export const GAMES_MAX = 15;
export const HAND_SIZE = 5;
export const ROYAL_SPOTS = 3;
export const JOKER_SPOTS = 2;
/** "three reshuffles is a recommended limit" */
export const RESHUFFLE_LIMIT = 3;

export type RoyalsOptions = {
  readonly decks: DeckChoice;
  /** Games in the match; the tally of wins decides it. */
  readonly games: number;
  /** After the third reshuffle the Last Reshuffle is in effect by itself. */
  readonly reshuffleLimit: boolean;
  readonly refill: RefillChoice;
  readonly fieldScores: FieldScoreChoice;
  readonly wipe: WipeChoice;
};

export const optionsSchema = z
  .object({
    decks: z.enum(DECK_CHOICES, { error: 'Royals is played with one deck or two.' }).default('one'),
    games: z
      .number({ error: `The match is a number of games from ${GAMES_MIN} to ${GAMES_MAX}.` })
      .int(`The match is a whole number of games from ${GAMES_MIN} to ${GAMES_MAX}.`)
      .min(GAMES_MIN, `A match has at least ${GAMES_MIN} game.`)
      .max(GAMES_MAX, `A match has at most ${GAMES_MAX} games.`)
      .default(1),
    reshuffleLimit: z.boolean({ error: 'The reshuffle limit is on or off.' }).default(true),
    refill: z.enum(REFILL_CHOICES).default('end-of-turn'),
    fieldScores: z.enum(FIELD_SCORE_CHOICES).default('count'),
    wipe: z.enum(WIPE_CHOICES).default('as-written'),
  })
  .strict();

/** Upright: ready. Diagonal: recruited or attacked (a joker: revealed this turn). Sideways: defeated. */
export const POSES = ['upright', 'diagonal', 'sideways'] as const;
export type Pose = (typeof POSES)[number];

/** A royal or a joker on a field, with the number cards under it (a royal's damage to the player). */
export interface FieldCard {
  card: string;
  pose: Pose;
  under: string[];
}

/** A royal or joker in a score pile with the cards that scored with it. */
export interface ScoreGroup {
  head: string;
  cards: string[];
}

/**
 * A score pile kept legible as the text recommends: each royal or joker with
 * its cards, and the tribute and arrow cards together (one point each).
 */
export interface ScorePile {
  groups: ScoreGroup[];
  points: string[];
}

export type AttackKind = 'arrows' | 'royal' | 'joker' | 'wipe';

/** 'player', or the card id of the royal aimed at. A wipe aims at the whole field: 'field'. */
export type Target = string;
export const PLAYER = 'player';
export const FIELD = 'field';

/**
 * An attack declared and not yet resolved. Its number cards lie on the table
 * face up; the royal or joker that attacks stays on its field. `aces` is the
 * chain of blocks: the defender's, the attacker's counter, and so on.
 */
export interface Attack {
  by: Seat;
  kind: AttackKind;
  /** The attacking royal or joker; null for arrows. */
  source: string | null;
  cards: string[];
  target: Target;
  damage: number;
  aces: string[];
  /** After the attack went through: the royals the defender may let fall (Jackrifice); empty until then. */
  fallers: string[];
}

export type Phase = 'cold-war' | 'battle' | 'last-round';

/** turn: the seat plays its turn. respond: a block window. fall: the defender chooses which jack falls. */
export type Stage = 'turn' | 'respond' | 'fall' | 'scored' | 'over';

export interface RoyalScore {
  readonly head: string;
  readonly cards: readonly string[];
  readonly points: number;
  /** Still on the field at the end (scored under the 'count' option). */
  readonly onField: boolean;
}

export interface SeatScore {
  readonly royals: readonly RoyalScore[];
  readonly jokers: readonly RoyalScore[];
  /** Tribute and arrow cards, one point each. */
  readonly points: readonly string[];
  readonly total: number;
}

export interface GameResult {
  readonly game: number;
  readonly first: Seat;
  readonly scores: readonly SeatScore[];
  /** Empty for a tie. */
  readonly winners: readonly Seat[];
}

/** A finished game of the match, without its cards (they are back in play). */
export interface GameSummary {
  readonly game: number;
  readonly first: Seat;
  readonly totals: readonly number[];
  readonly winners: readonly Seat[];
}

export interface MatchEnd {
  readonly winners: readonly Seat[];
}

export interface RoyalsState {
  rng: RngState;
  options: RoyalsOptions;
  /** 1-based game of the match. */
  game: number;
  wins: number[];
  results: GameSummary[];
  /** The seat that began this game. */
  first: Seat;
  /** Whose turn it is. */
  seat: Seat;
  /** 1-based; grows each time a turn begins. */
  turn: number;
  phase: Phase;
  stage: Stage;
  hands: string[][];
  /** Face down; index 0 is the top card. */
  deck: string[];
  /** Face up; the last card is on top. */
  discard: string[];
  fields: FieldCard[][];
  scores: ScorePile[];
  /** Each seat has had a royal on its field (the Cold War ends when both have). */
  hadRoyal: boolean[];
  reshuffles: number;
  /** The Last Reshuffle is in effect: the next time the deck runs out the Last Round begins. */
  lastReshuffle: boolean;
  /** Who called it; null when nobody did (the reshuffle limit, or not in effect). */
  lastReshuffleBy: Seat | null;
  /** In the Last Round: the seats that still have their final turn to finish, in order. */
  finalTurns: Seat[];
  attack: Attack | null;
  /** Set when the game is scored. */
  result: GameResult | null;
  end: MatchEnd | null;
}

const cardSchema = z.string({ error: 'A card is named like "9H", "QS", "QS/2" or "JK1".' }).refine(isCopyCardId, {
  error: 'That is not a card: name it like "9H", "QS", "QS/2" or "JK1".',
});
const cardsSchema = z.array(cardSchema, { error: 'Cards are given as a list.' });
const targetSchema = z.string({ error: 'A target is "player" or the card of a royal, like "QS".' });

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('discard'), cards: cardsSchema }).strict(),
  z.object({ type: z.literal('arrows'), cards: cardsSchema, target: targetSchema }).strict(),
  z.object({ type: z.literal('recruit'), card: cardSchema }).strict(),
  z.object({ type: z.literal('royal-attack'), royal: cardSchema, card: cardSchema, target: targetSchema }).strict(),
  z.object({ type: z.literal('revive'), royal: cardSchema, card: cardSchema }).strict(),
  z.object({ type: z.literal('bury'), royal: cardSchema }).strict(),
  z.object({ type: z.literal('reveal'), joker: cardSchema }).strict(),
  z.object({ type: z.literal('joker-attack'), joker: cardSchema, card: cardSchema, target: targetSchema }).strict(),
  z.object({ type: z.literal('wipe'), joker: cardSchema, card: cardSchema }).strict(),
  z.object({ type: z.literal('last-reshuffle') }).strict(),
  z.object({ type: z.literal('end-turn') }).strict(),
  z.object({ type: z.literal('ace'), card: cardSchema }).strict(),
  z.object({ type: z.literal('yield') }).strict(),
  z.object({ type: z.literal('fall'), royal: cardSchema }).strict(),
  z.object({ type: z.literal('next-game') }).strict(),
]);

export type DiscardAction = { readonly type: 'discard'; readonly cards: readonly string[] };
export type ArrowsAction = { readonly type: 'arrows'; readonly cards: readonly string[]; readonly target: Target };
export type RecruitAction = { readonly type: 'recruit'; readonly card: string };
export type RoyalAttackAction = { readonly type: 'royal-attack'; readonly royal: string; readonly card: string; readonly target: Target };
export type ReviveAction = { readonly type: 'revive'; readonly royal: string; readonly card: string };
export type BuryAction = { readonly type: 'bury'; readonly royal: string };
export type RevealAction = { readonly type: 'reveal'; readonly joker: string };
export type JokerAttackAction = { readonly type: 'joker-attack'; readonly joker: string; readonly card: string; readonly target: Target };
export type WipeAction = { readonly type: 'wipe'; readonly joker: string; readonly card: string };
export type LastReshuffleAction = { readonly type: 'last-reshuffle' };
export type EndTurnAction = { readonly type: 'end-turn' };
/** In a block window: block (the defender) or counter-block (the attacker) with an ace. */
export type AceAction = { readonly type: 'ace'; readonly card: string };
/** In a block window: let the attack through (the defender) or accept the block (the attacker). */
export type YieldAction = { readonly type: 'yield' };
/** Jackrifice: which royal falls. */
export type FallAction = { readonly type: 'fall'; readonly royal: string };
export type NextGameAction = { readonly type: 'next-game' };

export type AttackAction = ArrowsAction | RoyalAttackAction | JokerAttackAction | WipeAction;

export type RoyalsAction =
  | DiscardAction
  | AttackAction
  | RecruitAction
  | ReviveAction
  | BuryAction
  | RevealAction
  | LastReshuffleAction
  | EndTurnAction
  | AceAction
  | YieldAction
  | FallAction
  | NextGameAction;

export interface FieldCardView {
  readonly card: string;
  readonly pose: Pose;
  readonly under: readonly string[];
}

export interface RoyalsView {
  readonly game: 'royals';
  readonly viewer: Viewer;
  readonly options: RoyalsOptions;
  readonly gameNumber: number;
  readonly wins: readonly number[];
  readonly results: readonly GameSummary[];
  readonly first: Seat;
  readonly seat: Seat;
  readonly turn: number;
  readonly phase: Phase;
  readonly coldWar: boolean;
  readonly stage: Stage;
  readonly activeSeats: readonly Seat[];
  /** The viewer's hand; empty for a teacher (see `all`). */
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly reshuffles: number;
  readonly lastReshuffle: boolean;
  readonly lastReshuffleBy: Seat | null;
  readonly finalTurns: readonly Seat[];
  readonly fields: readonly (readonly FieldCardView[])[];
  readonly scores: readonly ScorePile[];
  readonly hadRoyal: readonly boolean[];
  readonly attack: Attack | null;
  /** Each seat's score if the game ended now. */
  readonly tally: readonly number[];
  readonly result: GameResult | null;
  readonly outcome: Outcome | null;
  readonly all?: {
    readonly hands: readonly (readonly string[])[];
    readonly deck: readonly string[];
  };
}
