/**
 * The shapes of Royal Lines: options, state, actions, the records of what a
 * recruitment, a panic and a round did, and the view a seat sees, with the
 * zod schemas that check options and actions arriving from files or from the
 * screen. Everything is plain JSON data.
 */
import { z } from 'zod';
import type { Outcome, Seat, Viewer } from '../../core/game';
import type { RngState } from '../../core/rng';
import { isCardId, SUITS, type CardColour, type CardId, type JokerId, type Suit, type SuitedCardId } from '../../core/cards';

export type { CardId, JokerId, Suit, SuitedCardId };

/** A promise is a card from 2 to 10. */
export type PromiseCard = SuitedCardId;

export const JOKER_CHOICES = ['standard', 'one-less'] as const;
/** 'one-less': with 4 or 5 players, one joker less and no absent colonial. */
export type JokerChoice = (typeof JOKER_CHOICES)[number];

export const MATCH_TIE_CHOICES = ['shared', 'play-on'] as const;
/** When several players reach the target in the same round: they share the match, or rounds go on. */
export type MatchTie = (typeof MATCH_TIE_CHOICES)[number];

export const TARGET_MIN = 1;
export const TARGET_MAX = 10;

export type RoyalLinesOptions = {
  /** Round wins that win the match. */
  readonly target: number;
  readonly jokers: JokerChoice;
  readonly matchTie: MatchTie;
};

export const optionsSchema = z
  .object({
    target: z
      .number({ error: `The target is a number of round wins from ${TARGET_MIN} to ${TARGET_MAX}.` })
      .int(`The target is a whole number of round wins from ${TARGET_MIN} to ${TARGET_MAX}.`)
      .min(TARGET_MIN, `The target is at least ${TARGET_MIN} round win.`)
      .max(TARGET_MAX, `The target is at most ${TARGET_MAX} round wins.`)
      .default(3),
    jokers: z.enum(JOKER_CHOICES).default('standard'),
    matchTie: z.enum(MATCH_TIE_CHOICES).default('shared'),
  })
  .strict();

export const HAND_SIZE = 7;
export const SECOND_HAND_SIZE = 6;
export const FIRST_SHIP_SIZE = 7;

/**
 * A collapse names what its three cards share: a rank (J, Q, K) or a suit.
 * The same word chooses among collapses when the rules let a player choose.
 */
export const GROUPS = ['J', 'Q', 'K', ...SUITS] as const;
export type Group = (typeof GROUPS)[number];

/** Who played a promise: a seat, or the pirate ship of a 2-player game. */
export type Player = Seat | 'pirates';

export interface Play {
  readonly by: Player;
  readonly card: PromiseCard;
}

/** An attractive suit and the one colonial a promise of it would recruit now. */
export interface Attraction {
  readonly suit: Suit;
  readonly colonial: CardId;
  /** The colonial is a joker standing for a suit no other colonial in the ship holds. */
  readonly joker: boolean;
}

export type RecruitmentResult = 'recruited' | 'takeover' | 'pirates' | 'discarded';

export interface CollapseRecord {
  readonly seat: Seat;
  readonly group: Group;
  readonly cards: readonly CardId[];
  /** The player chose this collapse among two. */
  readonly chosen: boolean;
}

/** What one recruitment did, for the log and the table. */
export interface Recruitment {
  readonly round: number;
  /** 1..13 within the round. */
  readonly number: number;
  readonly ship: 1 | 2;
  /** Every promise revealed, seats in order, then the pirates. */
  readonly plays: readonly Play[];
  /** The attractive suits when the promises were revealed, topmost colonial first. */
  readonly attractive: readonly Attraction[];
  /** Equally high winning promises of different joker suits that cancelled each other. */
  readonly cancelled: readonly Play[];
  /** Promises as high as the winner's that lost on suit order. */
  readonly outranked: readonly Play[];
  readonly winner: Play | null;
  /** The colonial recruited (or, for 'discarded', the topmost colonial that left). */
  readonly colonial: CardId | null;
  readonly result: RecruitmentResult;
  /** The settler an ace took over from. */
  readonly replacedSettler: CardId | null;
  /** Three of a rank or suit that collapsed; null while the winner still chooses. */
  collapse: CollapseRecord | null;
  /** Both a rank and a suit collapse were possible: the winner was asked to choose. */
  readonly collapseChoice: readonly Group[] | null;
  /** The colonials of the second ship, if it arrived after this recruitment (arrival order). */
  secondShip: readonly CardId[] | null;
  /** How many promises were shuffled into the new promise deck for the second ship. */
  reshuffled: number;
}

/** A joker waking up after the last recruitment: it collapses with two royals, or settles in as a suit. */
export interface PanicEvent {
  readonly seat: Seat;
  readonly joker: JokerId;
  /** What the joker and its two companions shared; null when it settled in. */
  readonly group: Group | null;
  /** The three cards discarded, the joker first; empty when it settled in. */
  readonly cards: readonly CardId[];
  readonly suit: Suit | null;
  /** The player chose (a collapse among several, or the suit). */
  readonly chosen: boolean;
}

export interface SettledJoker {
  readonly seat: Seat;
  readonly joker: JokerId;
  readonly suit: Suit;
}

export type Form = 'aristocracy' | 'revolution' | 'democracy' | 'none';

export interface LineScore {
  readonly seat: Seat;
  readonly settler: CardId;
  /** The royal line as it was scored, settled jokers included. */
  readonly royals: readonly CardId[];
  /** The suit each royal counted as, in the same order. */
  readonly suits: readonly Suit[];
  readonly form: Form;
  readonly points: number;
  /** The colour the settler stood for (a joker settler takes the favourable one). */
  readonly colour: CardColour;
}

export interface RoundResult {
  readonly round: number;
  readonly scores: readonly LineScore[];
  readonly best: number;
  readonly winners: readonly Seat[];
  readonly pirateSettler: CardId | null;
}

/** The round before this one, without its cards (they are back in the decks). */
export interface RoundSummary {
  readonly round: number;
  readonly points: readonly number[];
  readonly winners: readonly Seat[];
}

/** A choice the rules give one player, who alone may act until it is made. */
export type Pending =
  /** A recruit made three of a rank and three of a suit at once: which three collapse. */
  | { readonly kind: 'collapse'; readonly seat: Seat; readonly groups: readonly Group[] }
  /** A panicking joker could attach to several pairs: which three collapse. */
  | { readonly kind: 'panic'; readonly seat: Seat; readonly joker: JokerId; readonly groups: readonly Group[] }
  /** A joker found no pair and settles in: which suit it stands for. */
  | { readonly kind: 'settle'; readonly seat: Seat; readonly joker: JokerId };

/**
 * promise: every seat without a promise on the table chooses one, in secret.
 * choice: one seat answers the pending choice.
 * scored: the round is scored; the next dealer deals the next round.
 * over: the match is won.
 */
export type Phase = 'promise' | 'choice' | 'scored' | 'over';

export interface MatchEnd {
  readonly winners: readonly Seat[];
}

export interface RoyalLinesState {
  rng: RngState;
  options: RoyalLinesOptions;
  seats: number;
  /** 1-based. */
  round: number;
  /** The seat that dealt this round's promises; the deal passes clockwise (to the next seat) each round. */
  dealer: Seat;
  wins: number[];
  phase: Phase;
  /** Each seat's settler card: face down, only its owner knows it, until a takeover or the round's end. */
  settlers: CardId[];
  /** The settler lies face up (an ace that took over). */
  settlerShown: boolean[];
  /** The pirate ship's unused settler (2 players only). */
  pirateSettler: CardId | null;
  /** Face up under the colonial deck; null under the 4-5 player variant. */
  absent: CardId | null;
  /** Face down; index 0 is the top card. */
  colonialDeck: CardId[];
  /** The colonials waiting, in arrival order: the last card lies on top. */
  ship: CardId[];
  shipNumber: 1 | 2;
  /** Face down; index 0 is the top card. */
  promiseDeck: PromiseCard[];
  hands: PromiseCard[][];
  /** The promise each seat has laid face down for the recruitment under way. */
  chosen: (PromiseCard | null)[];
  /** Promises revealed in earlier recruitments of this ship, face up. */
  played: PromiseCard[];
  /** Each seat's royal line, in the order recruited. */
  lines: CardId[][];
  settled: SettledJoker[];
  /** Colonials and settlers out of the round, face up. */
  discard: CardId[];
  /** Recruitments resolved this round. */
  recruitments: number;
  pending: Pending | null;
  lastRecruitment: Recruitment | null;
  /** This round's panic, in order. */
  panic: PanicEvent[];
  /** Set when the round is scored. */
  result: RoundResult | null;
  previous: RoundSummary | null;
  end: MatchEnd | null;
}

const cardSchema = z.string({ error: 'A card is named like "9H", "KS" or "JK1".' }).refine(isCardId, {
  error: 'That is not a card: name it like "9H", "KS" or "JK1".',
});

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('promise'), card: cardSchema }).strict(),
  z.object({ type: z.literal('collapse'), group: z.enum(GROUPS, { error: 'A collapse is named by a rank (J, Q, K) or a suit (C, D, H, S).' }) }).strict(),
  z.object({ type: z.literal('settle'), suit: z.enum(SUITS, { error: 'A suit is C, D, H or S.' }) }).strict(),
  z.object({ type: z.literal('deal') }).strict(),
]);

/** Lay a promise face down for this recruitment. */
export type PromiseAction = { readonly type: 'promise'; readonly card: CardId };
/** Choose which three collapse (recruitment or panic). */
export type CollapseAction = { readonly type: 'collapse'; readonly group: Group };
/** Choose the suit a settled joker stands for. */
export type SettleAction = { readonly type: 'settle'; readonly suit: Suit };
/** Deal the next round. */
export type DealAction = { readonly type: 'deal' };

export type RoyalLinesAction = PromiseAction | CollapseAction | SettleAction | DealAction;

/** A play as a seat sees it: a promise since shuffled back into the deck is no longer named. */
export interface PlaySeen {
  readonly by: Player;
  readonly card: PromiseCard | null;
}

export interface RecruitmentSeen extends Omit<Recruitment, 'plays' | 'cancelled' | 'outranked' | 'winner' | 'collapse' | 'secondShip' | 'reshuffled'> {
  readonly plays: readonly PlaySeen[];
  readonly cancelled: readonly PlaySeen[];
  readonly outranked: readonly PlaySeen[];
  readonly winner: PlaySeen | null;
  readonly collapse: CollapseRecord | null;
  readonly secondShip: readonly CardId[] | null;
  readonly reshuffled: number;
}

export interface SeatSeen {
  readonly seat: Seat;
  readonly handCount: number;
  /** Whether the seat has laid its promise for the recruitment under way (never which). */
  readonly hasChosen: boolean;
  /** Known to the viewer: own settler, a settler face up, every settler once the round is scored. */
  readonly settler: CardId | null;
  readonly settlerShown: boolean;
  readonly line: readonly CardId[];
  readonly wins: number;
}

/**
 * What one seat sees: its own hand, promise and settler, and everything face
 * up on the table. A teacher ('all') also gets `all`, every hidden card.
 */
export interface RoyalLinesView {
  readonly game: 'royal-lines';
  readonly viewer: Viewer;
  readonly options: RoyalLinesOptions;
  readonly seats: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly activeSeats: readonly Seat[];
  /** The viewer's hand; empty for a teacher. */
  readonly hand: readonly PromiseCard[];
  /** The promise the viewer has laid face down, if any. */
  readonly promise: PromiseCard | null;
  readonly players: readonly SeatSeen[];
  /** 2 players: the pirate ship, whose settler stays face down until the round is scored. */
  readonly pirates: { readonly settler: CardId | null } | null;
  /** Arrival order: the last card lies on top. */
  readonly ship: readonly CardId[];
  readonly shipNumber: 1 | 2;
  /** The attractive suits and the colonial each would recruit now, topmost first. */
  readonly recruitable: readonly Attraction[];
  readonly absent: CardId | null;
  readonly colonialDeckCount: number;
  readonly promiseDeckCount: number;
  readonly played: readonly PromiseCard[];
  readonly discard: readonly CardId[];
  readonly settled: readonly SettledJoker[];
  readonly recruitments: number;
  readonly pending: Pending | null;
  readonly lastRecruitment: RecruitmentSeen | null;
  readonly panic: readonly PanicEvent[];
  readonly result: RoundResult | null;
  readonly previous: RoundSummary | null;
  readonly outcome: Outcome | null;
  readonly all?: {
    readonly hands: readonly (readonly PromiseCard[])[];
    readonly chosen: readonly (PromiseCard | null)[];
    readonly settlers: readonly CardId[];
    readonly pirateSettler: CardId | null;
    readonly colonialDeck: readonly CardId[];
    readonly promiseDeck: readonly PromiseCard[];
  };
}
