/**
 * The shapes of Alliance Royals: options, state, actions and the view a seat
 * sees, with the zod schemas that check options and actions arriving from
 * files or from the screen. Everything is plain JSON data.
 *
 * Seats 0 and 2 form one alliance, seats 1 and 3 the other: partners sit
 * opposite, and "clockwise" is the next seat number.
 */
import { z } from 'zod';
import { isCopyCardId, SUITS, type Suit } from '../../core/cards';
import type { Outcome, Seat, Viewer } from '../../core/game';
import type { RngState } from '../../core/rng';

export type { Suit };

export const SEATS = 4;
export const HAND_SIZE = 10;
export const PACK_SIZE = 100;

export type AllianceRoyalsOptions = {
  /** An alliance whose total passes this ends the game (the Battle of Hastings). */
  readonly target: number;
  /** An alliance whose total drops below this ends the game (the Battle of Issus). */
  readonly floor: number;
  /** Whether a royal placed in the ally's Spoils by an arrangement, unmarried, still counts as its owner's royal. */
  readonly betrothedCounts: boolean;
  /** Out of turn, the two kept cards of a change of house both go to Spoils (ruling A16's variant). */
  readonly outOfTurnToSpoils: boolean;
};

export const optionsSchema = z
  .object({
    target: z
      .number({ error: 'The winning total is a number of points.' })
      .int('The winning total is a whole number of points.')
      .min(50, 'The winning total is at least 50 points.')
      .max(5000, 'The winning total is at most 5000 points.')
      .default(1066),
    floor: z
      .number({ error: 'The losing total is a number of points.' })
      .int('The losing total is a whole number of points.')
      .min(-5000, 'The losing total is at least −5000 points.')
      .max(-10, 'The losing total is at most −10 points.')
      .default(-333),
    betrothedCounts: z.boolean({ error: 'Whether betrothed royals count is yes or no.' }).default(true),
    outOfTurnToSpoils: z.boolean({ error: 'Where an out-of-turn change of house puts its cards is yes or no.' }).default(false),
  })
  .strict();

/**
 * houses: each player declares a Home House, in deal order.
 * draw: the draw queue (attacker, each player clockwise, attacker again).
 * bundle: the attacker drew a bundle from the discard pile and must meld its bottom card.
 * gift: attacker and ally each choose a card in secret.
 * battle: the cards are played, attacker first.
 * spoils: the victor, then the victor's ally, take a card each.
 * play: the attacker's optional plays, then the discard (or ending the round).
 * consent: the attacker's ally answers an arranged marriage.
 * window: after a discard, players who could change houses with its top card are asked in turn.
 * scored: the round is scored; the next dealer deals.
 * over: the game is over.
 */
export type Phase = 'houses' | 'draw' | 'bundle' | 'gift' | 'battle' | 'spoils' | 'play' | 'consent' | 'window' | 'scored' | 'over';

export interface BattlePlay {
  readonly seat: Seat;
  readonly card: string;
}

export interface BattleRecord {
  /** The turn the battle was fought in: the table shows it until that turn ends. */
  readonly turn: number;
  readonly plays: readonly BattlePlay[];
  readonly victor: Seat;
  /** The cards taken as spoils, in the order they were chosen, with who took them. */
  readonly taken: readonly BattlePlay[];
  /** The cards that went to the dead pile. */
  readonly dead: readonly string[];
}

export interface Hostage {
  readonly card: string;
  readonly holder: Seat;
}

export interface PendingArrangement {
  readonly seat: Seat;
  /** The arranging player's royal, from hand, to the ally's Spoils. */
  readonly give: string;
  /** The ally's royal of the same rank, from the ally's Spoils to the arranging player's hand. */
  readonly take: string;
}

/** One player's score line for a round. */
export interface ScoreLine {
  readonly seat: Seat;
  readonly board: number;
  readonly hand: number;
  readonly natural: number;
  readonly royalSets: number;
  readonly marriages: number;
  readonly total: number;
}

export interface RoundResult {
  readonly round: number;
  readonly lines: readonly ScoreLine[];
  /** Each alliance's score this round: [seats 1 & 3, seats 2 & 4]. */
  readonly alliance: readonly [number, number];
  readonly reason: 'ended' | 'hand-out' | 'surrender';
  readonly endedBy: Seat | null;
}

export interface GameEnd {
  readonly winners: readonly Seat[];
  readonly reason: 'hastings' | 'issus' | 'surrender';
}

export interface AllianceRoyalsState {
  rng: RngState;
  options: AllianceRoyalsOptions;
  round: number;
  dealer: Seat;
  /** Alliance totals across rounds: [seats 0 & 2, seats 1 & 3]. */
  totals: [number, number];
  phase: Phase;
  /** Seats still to act in the current queue (houses, draws, battle, spoils, window), first one next. */
  queue: Seat[];
  houses: (Suit | null)[];
  attacker: Seat;
  /** Attacker turns played this round, the current one included. */
  turn: number;
  /** The turn number of each seat's latest turn as attacker (0 = none yet). */
  lastTurn: number[];
  hands: string[][];
  /** Face down; index 0 is the top card. */
  stack: string[];
  /** Face up and spread; the last card is the top. */
  discard: string[];
  /** Face down, out of play. */
  dead: string[];
  spoils: string[][];
  meld: string[][];
  /** The attacker's privileges as their turn began: a royal in Spoils, two different royals, assassins. */
  privilege: { royal: boolean; twoRoyals: boolean; assassins: string[] };
  /** The gifts chosen this turn, by seat (attacker and ally only); null until chosen. */
  gifts: (string | null)[];
  giftDone: boolean;
  /** Gifts passed this round, so each giver remembers where its card went. */
  giftLog: { from: Seat; to: Seat; card: string }[];
  battle: BattlePlay[];
  victor: Seat | null;
  /** Spoils taken so far from the battle under way. */
  taken: BattlePlay[];
  lastBattle: BattleRecord | null;
  /** The card a bundle draw left to meld at once. */
  bundleCard: string | null;
  /** When each melded card entered its meld (turn number), for ransoming. */
  meldedIn: Record<string, number>;
  /** When each card entered a Spoils from a battle (turn number), for arranged marriages. */
  wonIn: Record<string, number>;
  /** A royal a ransom put into its owner's Meld: the owner may ransom it back in their next turn. */
  ransomBack: { seat: Seat; card: string }[];
  /** Royals placed in the ally's Spoils by an arrangement. */
  betrothed: string[];
  hostages: Hostage[];
  /** Hostage cards declared or revoked this turn. */
  hostageActs: string[];
  arrangement: PendingArrangement | null;
  /** An arrangement was refused this turn: no second request. */
  arrangementRefused: boolean;
  /** The phase a consent question interrupted. */
  resume: Phase | null;
  result: RoundResult | null;
  history: RoundResult[];
  end: GameEnd | null;
}

const cardSchema = z.string({ error: 'A card is named like "9H", "KS" or "10D/2".' }).refine(isCopyCardId, {
  error: 'That is not a card: name it like "9H", "KS" or "10D/2".',
});
const suitSchema = z.enum(SUITS, { error: 'A house is C, D, H or S.' });

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('house'), suit: suitSchema }).strict(),
  z.object({ type: z.literal('draw'), from: z.enum(['stack', 'discard'], { error: 'Draw from the stack or the discard pile.' }) }).strict(),
  z.object({ type: z.literal('bundle'), card: cardSchema }).strict(),
  z.object({ type: z.literal('gift'), card: cardSchema }).strict(),
  z.object({ type: z.literal('play'), card: cardSchema }).strict(),
  z.object({ type: z.literal('spoil'), card: cardSchema }).strict(),
  z.object({ type: z.literal('meld'), cards: z.array(cardSchema).min(1).max(40) }).strict(),
  z.object({ type: z.literal('assassinate'), assassin: cardSchema, victim: cardSchema }).strict(),
  z.object({ type: z.literal('ransom'), royal: cardSchema, pay: cardSchema }).strict(),
  z
    .object({
      type: z.literal('changeHouse'),
      card: cardSchema,
      dead: cardSchema,
      pay: cardSchema.nullable(),
    })
    .strict(),
  z.object({ type: z.literal('arrange'), give: cardSchema, take: cardSchema }).strict(),
  z.object({ type: z.literal('consent'), accept: z.boolean() }).strict(),
  z.object({ type: z.literal('hostage'), card: cardSchema, declare: z.boolean() }).strict(),
  z.object({ type: z.literal('redeem'), hostage: cardSchema, pay: cardSchema }).strict(),
  z.object({ type: z.literal('discard'), card: cardSchema }).strict(),
  z.object({ type: z.literal('endRound'), discard: cardSchema.nullable() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('deal') }).strict(),
  z.object({ type: z.literal('surrender') }).strict(),
]);

export type HouseAction = { readonly type: 'house'; readonly suit: Suit };
export type DrawAction = { readonly type: 'draw'; readonly from: 'stack' | 'discard' };
/** Take the discard pile from `card` (its bottom card, melded at once) to the top. */
export type BundleAction = { readonly type: 'bundle'; readonly card: string };
export type GiftAction = { readonly type: 'gift'; readonly card: string };
export type PlayAction = { readonly type: 'play'; readonly card: string };
export type SpoilAction = { readonly type: 'spoil'; readonly card: string };
/** Put cards of one rank from hand into Meld. */
export type MeldAction = { readonly type: 'meld'; readonly cards: readonly string[] };
export type AssassinateAction = { readonly type: 'assassinate'; readonly assassin: string; readonly victim: string };
export type RansomAction = { readonly type: 'ransom'; readonly royal: string; readonly pay: string };
/**
 * The three copies of `card` (e.g. every 10♥) change the house to its suit;
 * `dead` is the copy tossed. A copy in another player's Meld is ransomed with
 * `pay`; the top of the discard pile may be one of the three.
 */
export type ChangeHouseAction = { readonly type: 'changeHouse'; readonly card: string; readonly dead: string; readonly pay: string | null };
export type ArrangeAction = { readonly type: 'arrange'; readonly give: string; readonly take: string };
export type ConsentAction = { readonly type: 'consent'; readonly accept: boolean };
export type HostageAction = { readonly type: 'hostage'; readonly card: string; readonly declare: boolean };
export type RedeemAction = { readonly type: 'redeem'; readonly hostage: string; readonly pay: string };
export type DiscardAction = { readonly type: 'discard'; readonly card: string };
export type EndRoundAction = { readonly type: 'endRound'; readonly discard: string | null };
export type PassAction = { readonly type: 'pass' };
export type DealAction = { readonly type: 'deal' };
export type SurrenderAction = { readonly type: 'surrender' };

export type AllianceRoyalsAction =
  | HouseAction
  | DrawAction
  | BundleAction
  | GiftAction
  | PlayAction
  | SpoilAction
  | MeldAction
  | AssassinateAction
  | RansomAction
  | ChangeHouseAction
  | ArrangeAction
  | ConsentAction
  | HostageAction
  | RedeemAction
  | DiscardAction
  | EndRoundAction
  | PassAction
  | DealAction
  | SurrenderAction;

/** What the viewer sees of one player. */
export interface PlayerSeen {
  readonly seat: Seat;
  readonly house: Suit | null;
  readonly handCount: number;
  readonly spoils: readonly string[];
  readonly meld: readonly string[];
  /** Whether the player has chosen a gift this turn (never which, unless it is the viewer's). */
  readonly giftChosen: boolean;
}

export interface AllianceRoyalsView {
  readonly game: 'alliance-royals';
  readonly viewer: Viewer;
  readonly options: AllianceRoyalsOptions;
  readonly round: number;
  readonly dealer: Seat;
  readonly totals: readonly [number, number];
  readonly phase: Phase;
  readonly queue: readonly Seat[];
  readonly activeSeats: readonly Seat[];
  readonly attacker: Seat;
  readonly turn: number;
  readonly lastTurn: readonly number[];
  /** The viewer's hand; empty for a teacher. */
  readonly hand: readonly string[];
  /** The gift the viewer has chosen this turn, if any. */
  readonly gift: string | null;
  /** Gifts the viewer gave this round that are still in the receiver's hand. */
  readonly giftsGiven: readonly string[];
  /** The card the viewer's ally gave it in this turn's exchange, while the viewer still holds it. */
  readonly giftReceived: string | null;
  readonly players: readonly PlayerSeen[];
  readonly stackCount: number;
  readonly discard: readonly string[];
  readonly deadCount: number;
  readonly privilege: { readonly royal: boolean; readonly twoRoyals: boolean; readonly assassins: readonly string[] };
  readonly giftDone: boolean;
  readonly battle: readonly BattlePlay[];
  readonly victor: Seat | null;
  readonly taken: readonly BattlePlay[];
  readonly lastBattle: BattleRecord | null;
  readonly bundleCard: string | null;
  readonly meldedIn: Readonly<Record<string, number>>;
  readonly wonIn: Readonly<Record<string, number>>;
  readonly ransomBack: readonly { readonly seat: Seat; readonly card: string }[];
  readonly betrothed: readonly string[];
  readonly hostages: readonly Hostage[];
  readonly hostageActs: readonly string[];
  readonly arrangement: PendingArrangement | null;
  readonly arrangementRefused: boolean;
  readonly resume: Phase | null;
  readonly result: RoundResult | null;
  readonly history: readonly RoundResult[];
  readonly outcome: Outcome | null;
  readonly all?: {
    readonly hands: readonly (readonly string[])[];
    readonly stack: readonly string[];
    readonly dead: readonly string[];
    readonly gifts: readonly (string | null)[];
  };
}
