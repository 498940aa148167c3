/**
 * Seeded random playouts that hold any game to the contract in core/game.ts.
 *
 * One playout plays a whole game on the fast path, choosing actions with its
 * own seeded generator (a mix of uniformly random legal actions and the
 * game's bots), and checks after every action what every game must keep:
 * cards are conserved, views hide what their seat may not know, the legal
 * list and illegalReason agree, every legal action applies, every action can
 * be described. Afterwards the same seed and actions are replayed to prove
 * the game is deterministic, and on a share of games also through the
 * recorded path (GameRecord/immer) and through a replay file; on the
 * recorded path the knowledge ledger is held to the views: a card it calls
 * known to a seat is one that seat's view shows.
 *
 * The first broken rule stops the playout with a PlayoutViolation naming the
 * seed, the step and the actions so far, so the failure can be replayed.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import {
  applyFast,
  mutableCopy,
  type BaseAction,
  type BaseState,
  type BotSpec,
  type GameDefinition,
  type OptionValues,
  type Outcome,
  type Seat,
} from '../core/game';
import { stateHash } from '../core/hash';
import { knowledgeAt } from '../core/ledger';
import { GameRecord, MAIN_LINE, type Cursor } from '../core/record';
import { parseReplayText, recordToReplay, replayToRecord } from '../core/replay-file';
import { MAX_SEED, seedFor } from './seeds';

/**
 * Share of choices a bot makes rather than a uniformly random legal action.
 * A list is cycled game by game, so a series can hold short random games and
 * long bot-led ones.
 */
export type BotShare = number | readonly number[];

export interface PlayoutConfig {
  /** Options as a file would hold them; the game's schema fills in defaults. */
  readonly options: OptionValues;
  readonly seats: number;
  /** Overrides the series' bot share for this config (e.g. where a bot thinks slowly). */
  readonly botShare?: BotShare;
  /** Coverage tags (see PlayoutSettings.coverage) the series must reach at least once. */
  readonly expectCoverage?: readonly string[];
}

/** What one playout does besides the checks every playout makes. */
export interface PlayoutPlan {
  /** Also replay through the recorded path, comparing every step. */
  readonly recorded: boolean;
  /** Also rebuild the game from a replay file. */
  readonly viaFile: boolean;
  readonly botShare: number;
  /** Seat s plays with bot number (botOffset + s) modulo the bot count, so a series uses every bot. */
  readonly botOffset: number;
}

export interface PlayoutSettings<S, A> {
  readonly configs: readonly PlayoutConfig[];
  /** Games in all, shared out evenly between the configs. */
  readonly games: number;
  /** A game still running after this many actions stops and counts as unfinished. */
  readonly maxActions: number;
  /** Actions to try at a position: a superset of the legal ones, illegal ones included. */
  candidates(state: S, seat: Seat): readonly A[];
  /** Where the series of seeds starts (default 1). */
  readonly seed?: number;
  /** Default 0.5. */
  readonly botShare?: BotShare;
  /** Every n-th game also goes through the recorded path step by step (default 10). */
  readonly recordEvery?: number;
  /** Every n-th game also goes through a replay file (default 50). */
  readonly fileEvery?: number;
  /** Names what a position shows (e.g. "red deck reshuffled"), to prove the series reached it. */
  coverage?(state: S, action: A): readonly string[];
}

export interface PlayoutResult {
  readonly seed: number;
  readonly botShare: number;
  readonly actions: number;
  readonly outcome: Outcome | null;
  readonly recorded: boolean;
  readonly viaFile: boolean;
}

export interface SeriesSummary {
  readonly games: number;
  readonly finished: number;
  readonly unfinished: number;
  readonly recorded: number;
  readonly viaFile: number;
  readonly outcomes: Readonly<Record<string, number>>;
  readonly totalActions: number;
  /** How many actions led to a position showing each coverage tag. */
  readonly coverage: Readonly<Record<string, number>>;
}

export class PlayoutViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlayoutViolation';
  }
}

interface Played<A> {
  readonly seat: Seat;
  readonly action: A;
}

const keyCache = new WeakMap<object, string>();

/** JSON with sorted keys: two actions are the same action iff their keys are equal. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const cached = keyCache.get(value);
  if (cached !== undefined) return cached;
  let key: string;
  if (Array.isArray(value)) {
    key = `[${value.map(canonicalJson).join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const name of Object.keys(record).sort()) {
      if (record[name] !== undefined) parts.push(`${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    }
    key = `{${parts.join(',')}}`;
  }
  // Actions are never mutated once built (the record freezes them), so a key stays true.
  keyCache.set(value, key);
  return key;
}

export function configLabel(config: PlayoutConfig): string {
  const options = Object.entries(config.options).map(([key, value]) => `${key}=${String(value)}`);
  return `${config.seats} seat${config.seats === 1 ? '' : 's'}${options.length ? `, ${options.join(', ')}` : ''}`;
}

/** The cards dealt at set-up, as a multiset to compare later positions with. */
export class CardCount {
  private readonly counts = new Map<string, number>();
  readonly size: number;

  constructor(cards: readonly string[]) {
    for (const card of cards) this.counts.set(card, (this.counts.get(card) ?? 0) + 1);
    this.size = cards.length;
  }

  /** Why `cards` is not the same multiset, or null. */
  problem(cards: readonly string[]): string | null {
    return cards.length === this.size && this.fits(cards) ? null : this.explain(cards);
  }

  /** Whether no card occurs more often than dealt; counts are restored afterwards. */
  private fits(cards: readonly string[]): boolean {
    let taken = 0;
    let fits = true;
    for (; taken < cards.length; taken++) {
      const card = cards[taken]!;
      const count = this.counts.get(card) ?? 0;
      if (count === 0) {
        fits = false;
        break;
      }
      this.counts.set(card, count - 1);
    }
    for (let i = 0; i < taken; i++) this.counts.set(cards[i]!, this.counts.get(cards[i]!)! + 1);
    return fits;
  }

  private explain(cards: readonly string[]): string {
    const left = new Map(this.counts);
    const extra: string[] = [];
    for (const card of cards) {
      const count = left.get(card) ?? 0;
      if (count > 0) left.set(card, count - 1);
      else extra.push(card);
    }
    const missing = [...left].flatMap(([card, count]) => Array.from({ length: count }, () => card));
    return `cards are not conserved: ${cards.length} cards instead of ${this.size}` +
      `${missing.length ? `, missing ${missing.join(' ')}` : ''}${extra.length ? `, extra ${extra.join(' ')}` : ''}`;
  }
}

/** Every string in a JSON text, keys included, as a set of its quoted tokens. */
function jsonStrings(json: string): Set<string> {
  return new Set(json.match(/"(?:[^"\\]|\\.)*"/g) ?? []);
}

/** Why the views leak, or null: no seat's view may hold the string "<id>" of a card hidden from that seat. */
export function viewLeak<S, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S & BaseState, A, O, V>,
  state: S & BaseState,
  seats: number,
): string | null {
  for (let seat = 0; seat < seats; seat++) {
    const json = JSON.stringify(game.view(state, seat));
    if (typeof json !== 'string') return `the view of seat ${seat} is not JSON data`;
    const tokens = jsonStrings(json);
    const leaked = game.hiddenFrom(state, seat).filter((card) => tokens.has(`"${card}"`));
    if (leaked.length) return `the view of seat ${seat} shows hidden cards ${leaked.join(' ')}`;
  }
  return null;
}

/** Steps of a line of `last` steps where the ledger is checked: a spread of them and the last, so a long game costs no more than a short one. */
const LEDGER_CHECKS = 8;

function ledgerSteps(last: number): number[] {
  const steps = new Set<number>([last]);
  for (let i = 0; i < LEDGER_CHECKS; i++) steps.add(Math.floor((last * i) / LEDGER_CHECKS));
  return [...steps].sort((a, b) => a - b);
}

/** Why the ledger and the views disagree on a recorded line, or null: a card known to a seat must be in its view. */
export function ledgerProblem(record: GameRecord, line: string): { step: number; problem: string } | null {
  if (!record.game.editor) return null;
  for (const step of ledgerSteps(record.lastStep(line))) {
    const cursor = { line, step };
    const state = record.stateAt(cursor);
    for (let seat = 0; seat < record.players.length; seat++) {
      const tokens = jsonStrings(JSON.stringify(record.game.view(state, seat)));
      const unseen = knowledgeAt(record, cursor, seat)
        .entries.filter((entry) => entry.status === 'known' && !tokens.has(`"${entry.card}"`))
        .map((entry) => entry.card);
      if (unseen.length) return { step, problem: `the ledger calls ${unseen.join(' ')} known to seat ${seat}, but its view does not show them` };
    }
  }
  return null;
}

/**
 * Why the legal list and illegalReason disagree at this position, or null.
 * A candidate is legal iff it equals an action of the legal list; every legal
 * action must be accepted, every other candidate refused with a reason.
 */
export function legalityProblem<S, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S & BaseState, A, O, V>,
  state: S & BaseState,
  seat: Seat,
  legal: readonly A[],
  candidates: readonly A[],
): string | null {
  const legalKeys = new Set<string>();
  for (const action of legal) {
    const key = canonicalJson(action);
    if (legalKeys.has(key)) return `the legal list holds ${key} twice`;
    legalKeys.add(key);
    const reason = game.illegalReason(state, seat, action);
    if (reason !== null) return `legal action ${key} is refused: ${reason}`;
  }
  for (const action of candidates) {
    const key = canonicalJson(action);
    if (legalKeys.has(key)) continue;
    const reason = game.illegalReason(state, seat, action);
    if (reason === null) return `${key} is accepted but is not in the legal list`;
    if (typeof reason !== 'string' || reason.trim() === '') return `${key} is refused without a reason`;
  }
  return null;
}

/** Tries every legal action on a copy: none may throw or break conservation. */
function applyProblem<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  state: S,
  seat: Seat,
  legal: readonly A[],
  dealt: CardCount,
  labels: boolean,
): string | null {
  for (const action of legal) {
    const key = canonicalJson(action);
    if (labels && !game.actionLabel(state, action).trim()) return `${key} has an empty label`;
    const trial = mutableCopy(state);
    try {
      applyFast(game, trial, seat, action);
    } catch (error) {
      return `legal action ${key} throws: ${error instanceof Error ? error.message : String(error)}`;
    }
    const conservation = dealt.problem(game.allCards(trial));
    if (conservation) return `after ${key}: ${conservation}`;
  }
  return null;
}

function pick<T>(generator: RandomGenerator, items: readonly T[]): T {
  return items[uniformInt(generator, 0, items.length - 1)]!;
}

/** Plays one seeded game and checks it; throws PlayoutViolation on the first broken rule. */
export function runPlayout<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  config: PlayoutConfig,
  seed: number,
  settings: PlayoutSettings<S, A>,
  checks: PlayoutPlan,
  coverage?: Map<string, number>,
): PlayoutResult {
  const played: Played<A>[] = [];
  const fail = (step: number, problem: string): never => {
    const history = JSON.stringify(played);
    throw new PlayoutViolation(
      `${game.id} (${configLabel(config)}) seed ${seed}, step ${step}: ${problem}\n` +
        `actions so far: ${history.length > 4000 ? `${history.slice(0, 4000)}…` : history}`,
    );
  };

  const options = game.optionsSchema.parse(config.options);
  const initial = game.setup(options, config.seats, seed);
  const initialHash = stateHash(initial);
  if (stateHash(game.setup(options, config.seats, seed)) !== initialHash) fail(0, 'set-up is not deterministic');
  if (stateHash(JSON.parse(JSON.stringify(initial))) !== initialHash) fail(0, 'the state is not plain JSON data');
  const dealt = new CardCount(game.allCards(initial));

  const chooser = xoroshiro128plus(seedFor(seed, 0x5eed));
  const botShare = checks.botShare;
  const seatBots: (BotSpec<V, A, S> | undefined)[] = Array.from({ length: config.seats }, (_, seat) =>
    game.bots.length ? game.bots[(checks.botOffset + seat) % game.bots.length] : undefined,
  );
  const hashes: string[] = [];
  const texts: string[] = [];

  let state = mutableCopy(initial);
  let outcome: Outcome | null = null;
  for (let step = 1; ; step++) {
    outcome = game.outcome(state);
    const active = game.activeSeats(state);
    if ((outcome === null) !== active.length > 0) {
      fail(step - 1, outcome ? 'the game is over but seats may still act' : 'no seat may act but the game is not over');
    }
    const leak = viewLeak(game, state, config.seats);
    if (leak) fail(step - 1, leak);
    if (checks.recorded && !game.renderText(state, 'all').trim()) fail(step - 1, 'renderText is empty');
    if (outcome || step > settings.maxActions) break;

    const seat = pick(chooser, active);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) fail(step, `seat ${seat} may act but has no legal action`);
    const legality = legalityProblem(game, state, seat, legal, settings.candidates(state, seat));
    if (legality) fail(step, legality);
    const trial = applyProblem(game, state, seat, legal, dealt, checks.recorded);
    if (trial) fail(step, trial);

    const useBot = uniformInt(chooser, 0, 999) < botShare * 1000;
    const botSeed = uniformInt(chooser, 0, MAX_SEED);
    const bot = seatBots[seat];
    let action: A;
    if (useBot && bot) {
      action = bot.choose({ view: game.view(state, seat), seat, legal, seed: botSeed });
      if (!legal.some((a) => canonicalJson(a) === canonicalJson(action))) {
        fail(step, `bot "${bot.id}" chose ${canonicalJson(action)}, which is not legal`);
      }
      if (bot.chooseInPosition) {
        const before = stateHash(state);
        const inPosition = bot.chooseInPosition({ state, seat, legal, seed: botSeed });
        if (stateHash(state) !== before) fail(step, `bot "${bot.id}" changed the position it was asked to read`);
        if (canonicalJson(inPosition) !== canonicalJson(action)) {
          fail(step, `bot "${bot.id}" chooses ${canonicalJson(inPosition)} from the position but ${canonicalJson(action)} from the view`);
        }
      }
    } else {
      action = pick(chooser, legal);
    }

    const next = mutableCopy(state);
    try {
      applyFast(game, next, seat, action);
    } catch (error) {
      fail(step, `${canonicalJson(action)} throws: ${error instanceof Error ? error.message : String(error)}`);
    }
    played.push({ seat, action });
    const text = game.describe(state, seat, action, next);
    if (typeof text !== 'string' || !text.trim()) fail(step, `describe gives no text for ${canonicalJson(action)}`);
    const conservation = dealt.problem(game.allCards(next));
    if (conservation) fail(step, conservation);
    if (coverage && settings.coverage) {
      for (const tag of settings.coverage(next, action)) coverage.set(tag, (coverage.get(tag) ?? 0) + 1);
    }
    if (checks.recorded) {
      hashes.push(stateHash(next));
      texts.push(text);
    }
    state = next;
  }

  checkReplaysInPlace(game, options, config, seed, played, stateHash(state), checks.recorded ? hashes : null, fail);
  if (checks.recorded) checkRecordedPath(game, options, config, seed, played, initialHash, hashes, texts, seatBots, fail);
  if (checks.viaFile) checkFileRoundTrip(game, options, seed, played, seatBots, stateHash(state), fail);
  return { seed, botShare, actions: played.length, outcome, recorded: checks.recorded, viaFile: checks.viaFile };
}

/** The same seed and actions on one state mutated in place reach the same positions. */
function checkReplaysInPlace<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  options: O,
  config: PlayoutConfig,
  seed: number,
  played: readonly Played<A>[],
  finalHash: string,
  hashes: readonly string[] | null,
  fail: (step: number, problem: string) => never,
): void {
  const state = game.setup(options, config.seats, seed);
  played.forEach(({ seat, action }, i) => {
    applyFast(game, state, seat, action);
    if (hashes && stateHash(state) !== hashes[i]) fail(i + 1, 'replaying the same seed and actions in place reaches another position');
  });
  if (stateHash(state) !== finalHash) fail(played.length, 'replaying the same seed and actions in place ends in another position');
}

function playersFor<V, A>(seatBots: readonly (BotSpec<V, A> | undefined)[]) {
  return seatBots.map((bot, seat) => ({ name: `Seat ${seat + 1}`, bot: bot?.id ?? null }));
}

function recordOf<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  options: O,
  seed: number,
  played: readonly Played<A>[],
  seatBots: readonly (BotSpec<V, A> | undefined)[],
  onStep: (record: GameRecord<S, A>, cursor: Cursor, index: number) => void,
  fail: (step: number, problem: string) => never,
): { record: GameRecord<S, A>; cursor: Cursor } {
  const record = GameRecord.start<S, A>(game, options, playersFor(seatBots), seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  played.forEach(({ seat, action }, i) => {
    const result = record.play(cursor, seat, action);
    if (!result.ok) fail(i + 1, `the record refuses ${canonicalJson(action)}: ${result.reason}`);
    cursor = (result as { cursor: Cursor }).cursor;
    onStep(record, cursor, i);
  });
  return { record, cursor };
}

/** The recorded path (immer drafts) reaches the same position and text as the fast path at every step. */
function checkRecordedPath<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  options: O,
  config: PlayoutConfig,
  seed: number,
  played: readonly Played<A>[],
  initialHash: string,
  hashes: readonly string[],
  texts: readonly string[],
  seatBots: readonly (BotSpec<V, A> | undefined)[],
  fail: (step: number, problem: string) => never,
): void {
  const { record } = recordOf(
    game,
    options,
    seed,
    played,
    seatBots,
    (rec, cursor, i) => {
      const step = rec.stepAt(cursor)!;
      if (stateHash(step.state) !== hashes[i]) fail(i + 1, 'the recorded path and the fast path reach different positions');
      if (step.text !== texts[i]) fail(i + 1, `the recorded path describes the step as "${step.text}", the fast path as "${texts[i]}"`);
    },
    fail,
  );
  if (stateHash(record.initial) !== initialHash) fail(0, 'the recorded set-up differs from the fast one');
  if (config.seats !== record.players.length) fail(0, 'the record has the wrong number of players');
  const ledger = ledgerProblem(record as unknown as GameRecord, MAIN_LINE);
  if (ledger) fail(ledger.step, ledger.problem);
}

/** A replay file of the game rebuilds it to the same final position. */
function checkFileRoundTrip<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  options: O,
  seed: number,
  played: readonly Played<A>[],
  seatBots: readonly (BotSpec<V, A> | undefined)[],
  finalHash: string,
  fail: (step: number, problem: string) => never,
): void {
  const { record, cursor } = recordOf(game, options, seed, played, seatBots, () => {}, fail);
  const text = JSON.stringify(recordToReplay(record as unknown as GameRecord, { cursor, savedAt: '2000-01-01T00:00:00.000Z' }));
  try {
    const loaded = replayToRecord(parseReplayText(text), (id) => (id === game.id ? game : undefined));
    if (stateHash(loaded.record.stateAt(loaded.cursor)) !== finalHash) fail(played.length, 'the replay file rebuilds another position');
  } catch (error) {
    if (error instanceof PlayoutViolation) throw error;
    fail(played.length, `the replay file does not load: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function shareFor(share: BotShare, index: number): number {
  return typeof share === 'number' ? share : (share[index % share.length] ?? 0.5);
}

/** How many of `settings.games` go to the config at `index`. */
export function gamesForConfig(settings: Pick<PlayoutSettings<unknown, BaseAction>, 'games' | 'configs'>, index: number): number {
  const share = Math.floor(settings.games / settings.configs.length);
  return share + (index < settings.games % settings.configs.length ? 1 : 0);
}

/** Plays the config's share of the series and sums it up. */
export function runSeries<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  settings: PlayoutSettings<S, A>,
  configIndex: number,
): SeriesSummary {
  const config = settings.configs[configIndex]!;
  const count = gamesForConfig(settings, configIndex);
  const recordEvery = settings.recordEvery ?? 10;
  const fileEvery = settings.fileEvery ?? 50;
  const outcomes: Record<string, number> = {};
  let finished = 0;
  let recorded = 0;
  let viaFile = 0;
  let totalActions = 0;
  const coverage = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const seed = seedFor(settings.seed ?? 1, configIndex * 1_000_000 + i);
    const result = runPlayout(game, config, seed, settings, {
      recorded: i % recordEvery === 0,
      viaFile: i % fileEvery === 0,
      botShare: shareFor(config.botShare ?? settings.botShare ?? 0.5, i),
      botOffset: i,
    }, coverage);
    totalActions += result.actions;
    if (result.recorded) recorded++;
    if (result.viaFile) viaFile++;
    if (result.outcome) {
      finished++;
      outcomes[result.outcome.label] = (outcomes[result.outcome.label] ?? 0) + 1;
    }
  }
  return {
    games: count,
    finished,
    unfinished: count - finished,
    recorded,
    viaFile,
    outcomes,
    totalActions,
    coverage: Object.fromEntries([...coverage].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}
