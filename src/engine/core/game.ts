/**
 * The contract every game fulfils. The record, the files, the CLI, the bots
 * and the UI only ever talk to a game through this interface.
 *
 * A state is plain JSON data (no classes, no Maps) so immer can draft it, a
 * hash can fingerprint it and a file can rebuild it. Rules are *recipes*:
 * `apply` mutates the state it is given, which is either an immer draft (the
 * recorded path) or a plain copy (the fast path bots use).
 */
import type { z } from 'zod';
import type { GameEditor } from './editor';
import type { GameVerifier } from './puzzle';
import type { GameLedger } from './ledger';
import type { GameReviewer } from './review';
import type { HasRng } from './rng';

/** Seats are numbered from 0 in the order the game was set up with. */
export type Seat = number;

/** Who is looking: one seat, or a teacher with every card face up. */
export type Viewer = Seat | 'all';

export type BaseState = HasRng;

export interface BaseAction {
  readonly type: string;
}

/** How a game ended. `label` is a short stable word used for statistics. */
export interface Outcome {
  readonly label: string;
  readonly winners: readonly Seat[];
  readonly text: string;
}

/** An option the setup screen shows and the file records. */
export type OptionSpec =
  | {
      readonly key: string;
      readonly label: string;
      readonly help: string;
      readonly kind: 'choice';
      readonly choices: readonly { readonly value: string; readonly label: string }[];
    }
  | {
      readonly key: string;
      readonly label: string;
      readonly help: string;
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
    }
  | { readonly key: string; readonly label: string; readonly help: string; readonly kind: 'boolean' };

export type OptionValues = Readonly<Record<string, string | number | boolean>>;

/** What a bot is told: only what its seat can see, plus the legal moves. */
export interface BotContext<V, A> {
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly A[];
  /** A seed the bot may use for its own sampling, so sims stay reproducible. */
  readonly seed: number;
}

/**
 * The position itself, for a bot whose code reads only what its seat knows
 * (see BotSpec.chooseInPosition). It is the state the caller plays on and goes
 * on changing: read it during the call, change nothing, keep nothing from it.
 */
export interface BotPosition<S, A> {
  readonly state: S;
  readonly seat: Seat;
  readonly legal: readonly A[];
  readonly seed: number;
}

export interface BotSpec<V, A, S = unknown> {
  readonly id: string;
  readonly label: string;
  choose(context: BotContext<V, A>): A;
  /**
   * The choice `choose` makes from the seat's view, made from the position
   * without building the view. Simulations ask a bot at every move, and for a
   * quick bot the view can cost more than the thinking. Optional; a bot that
   * has it reads no more of the position than its seat knows, and the shared
   * playout tests hold it to `choose` at every move they ask it.
   */
  chooseInPosition?(position: BotPosition<S, A>): A;
}

/**
 * A bot's move where only the result matters (the sim command, benches):
 * from the position when the bot can read it there, from the view otherwise.
 * The table asks `choose` with the view, as a player would be asked.
 */
export function botChoice<S extends BaseState, A extends BaseAction, V>(
  game: GameDefinition<S, A, OptionValues, V>,
  bot: BotSpec<V, A, S>,
  position: BotPosition<S, A>,
): A {
  if (bot.chooseInPosition) return bot.chooseInPosition(position);
  return bot.choose({ view: game.view(position.state, position.seat), seat: position.seat, legal: position.legal, seed: position.seed });
}

export interface GameDefinition<
  S extends BaseState = BaseState,
  A extends BaseAction = BaseAction,
  O extends OptionValues = OptionValues,
  V = unknown,
> {
  readonly id: string;
  readonly title: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** The seats' own names, for a game that names its sides ("Supporters", "Opposers"); other games number them. */
  readonly seatNames?: readonly string[];
  /** A few words on what a seat does, for the new-game form ("Keep the couple apart"); null when there is nothing to add. */
  seatNote?(seat: Seat, players: number): string | null;
  readonly optionSpecs: readonly OptionSpec[];
  /** Validates options from a file or the setup screen; defaults fill gaps. */
  readonly optionsSchema: z.ZodType<O>;
  /** Validates an action read from a file or sent by the UI. */
  readonly actionSchema: z.ZodType<A>;
  defaultOptions(): O;

  setup(options: O, seats: number, seed: number): S;
  /** Seats that may act now; empty once the game is over. */
  activeSeats(state: S): readonly Seat[];
  legalActions(state: S, seat: Seat): A[];
  /** Why `action` may not be taken now, in words a player can read; null when it is legal. */
  illegalReason(state: S, seat: Seat, action: A): string | null;
  /** The rule recipe: mutates `state`. Only called with a legal action. */
  apply(state: S, seat: Seat, action: A): void;
  outcome(state: S): Outcome | null;
  /** Each seat's points once the game is over, for a game that counts points; the simulator's report shows their spread. */
  finalScores?(state: S): readonly number[];

  /** What `viewer` may see. Hidden cards never appear in it. */
  view(state: S, viewer: Viewer): V;
  /** The action in words, using the states before and after it (e.g. what a draw revealed). */
  describe(before: S, seat: Seat, action: A, after: S): string;
  /** A short label for a legal action, for buttons and lists ("Lock Q♠"). */
  actionLabel(state: S, action: A): string;
  /** The position as text, for the CLI and for logs. */
  renderText(state: S, viewer: Viewer): string;

  /** Every card anywhere in the state, for conservation checks. */
  allCards(state: S): readonly string[];
  /** Cards whose identity `seat` may not know in this state. */
  hiddenFrom(state: S, seat: Seat): readonly string[];

  readonly bots: readonly BotSpec<V, A, S>[];

  /** What the table editor needs to set up, check and play from any position (core/editor.ts). */
  readonly editor?: GameEditor<S, O>;

  /** The puzzle goals this game offers and the verifier that proves them (core/puzzle.ts). */
  readonly puzzle?: GameVerifier<S>;

  /** How a decision of this game is judged from its mover's view (core/review.ts). */
  readonly review: GameReviewer<S, A, V>;

  /** How a seat comes to know a card, for the knowledge ledger (core/ledger.ts). */
  readonly ledger: GameLedger<S, A, V>;

  /** Readings of the rules this game once played and no longer does, so files saved under them still open as far as they stand. */
  readonly formerReadings?: readonly FormerReading<S, A>[];
}

/**
 * A reading of the rules a game played before one of its rulings (docs/rulings.md) changed it. A file saved
 * under it rebuilds under today's rules up to the first step the reading played otherwise; that step's
 * fingerprint, rebuilt the former way, proves the file was not altered but written under the old reading.
 */
export interface FormerReading<S extends BaseState = BaseState, A extends BaseAction = BaseAction> {
  /** The ruling that replaced the reading, as docs/rulings.md names it ("A27"). */
  readonly ruling: string;
  /**
   * Plays the step as the former reading did: mutates `state`, the position before the step, and says what
   * today's ruling does instead, in words a player can read. Null, leaving `state` as it was, when the former
   * reading would have played this step as today's rules do, or not at all.
   */
  play(state: S, seat: Seat, action: A): string | null;
}

/** A definition with its type parameters erased, as the registry hands it out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any>;

export class IllegalActionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IllegalActionError';
  }
}

/** Checks and applies one action to a plain mutable state: the fast path. */
export function applyFast<S extends BaseState, A extends BaseAction>(
  game: GameDefinition<S, A, OptionValues, unknown>,
  state: S,
  seat: Seat,
  action: A,
): void {
  const reason = game.illegalReason(state, seat, action);
  if (reason !== null) throw new IllegalActionError(reason);
  game.apply(state, seat, action);
}

/**
 * A deep copy a fast-path simulation may mutate freely. States are plain JSON
 * data, so a structural copy of arrays and objects is a complete copy.
 */
export function mutableCopy<S>(state: S): S {
  return copyPlain(state) as S;
}

function copyPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyPlain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = copyPlain((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
