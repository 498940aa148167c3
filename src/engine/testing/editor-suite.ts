/**
 * Holds any game's table editor (core/editor.ts) to its contract with seeded
 * random playouts. At sampled positions of each game:
 *
 * - the position the editor gets (as a file would carry it) validates with no
 *   problem, and turned back into a state with the state's own rng it has the
 *   state's fingerprint; the state schema accepts both;
 * - the original and the rebuilt state play the same next random actions to
 *   the same fingerprints, step by step;
 * - the same position with some cards taken away (left unplaced, as long as
 *   that leaves it valid) becomes a state holding every card of the game, each
 *   unplaced card in the zone `unplacedGoTo` names, and that state exports to
 *   a valid position again;
 * - a card placed a second time is reported at that card, and a state with an
 *   unknown field or without its rng is refused by the schema.
 *
 * A game joins with one call from its editor.test.ts.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { describe, expect, it } from 'vitest';
import { countOf, ZONE_ORDERS, type GameEditor, type Position } from '../core/editor';
import { applyFast, mutableCopy, type BaseAction, type BaseState, type GameDefinition, type OptionValues, type Seat } from '../core/game';
import { stateHash } from '../core/hash';
import { configLabel } from './playout';
import { seedFor } from './seeds';

export interface EditorSuiteConfig {
  readonly options: OptionValues;
  readonly seats: number;
  /** Overrides the series' bot share for this config. */
  readonly botShare?: number;
  /** Tags this config's series must also have checked. */
  readonly expectCoverage?: readonly string[];
}

export interface EditorSuiteSettings<S = never> {
  readonly configs: readonly EditorSuiteConfig[];
  /** Games in all, shared out between the configs. */
  readonly games: number;
  /** Where the series of seeds starts (default 1). */
  readonly seed?: number;
  /** Share of positions checked (default 0.2); the first position is always checked. */
  readonly sample?: number;
  /** Share of moves a bot chooses instead of a random legal action, to reach deeper positions (default 0). */
  readonly botShare?: number;
  /** Actions after which a game stops (default 400). */
  readonly maxActions?: number;
  /** Random actions both copies play after a round trip (default 6). */
  readonly followActions?: number;
  /** Per-config test timeout in ms (default 60 000). */
  readonly timeout?: number;
  /** Positions checked whenever they come up, besides the sampled share (rare steps of a turn, say). */
  alwaysCheck?(state: S): boolean;
  /** Names what a checked position shows (e.g. "extra play"), so a series can prove it reached the rare parts. */
  coverage?(state: S): readonly string[];
  /** Tags every config's series must have checked at least once. */
  readonly expectCoverage?: readonly string[];
}

/** What a series saw, so the test can prove it checked something. */
export interface EditorSeriesSummary {
  readonly positions: number;
  /** How many checked positions showed each coverage tag. */
  readonly coverage: Readonly<Record<string, number>>;
  readonly withUnplaced: number;
  readonly unplacedCards: number;
}

function pick<T>(generator: RandomGenerator, items: readonly T[]): T {
  return items[uniformInt(generator, 0, items.length - 1)]!;
}

/** The position as a file carries it: plain JSON, nothing shared with the state. */
function asFile(position: Position): Position {
  return JSON.parse(JSON.stringify(position)) as Position;
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = countOf(a);
  for (const card of b) {
    const n = counts.get(card) ?? 0;
    if (n === 0) return false;
    counts.set(card, n - 1);
  }
  return true;
}

/** One random legal action of a seat to act, or null when the game is over. */
function randomStep<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  state: S,
  generator: RandomGenerator,
  botShare: number,
  botSeed: number,
): { seat: Seat; action: A } | null {
  if (game.outcome(state) !== null) return null;
  const seats = game.activeSeats(state);
  if (seats.length === 0) return null;
  const seat = pick(generator, seats);
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) return null;
  const bot = game.bots[0];
  if (bot && botShare > 0 && uniformInt(generator, 0, 999) < botShare * 1000) {
    return { seat, action: bot.choose({ view: game.view(state, seat), seat, legal, seed: botSeed }) };
  }
  return { seat, action: pick(generator, legal) };
}

export class EditorContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditorContractViolation';
  }
}

/**
 * Checks one position reached in play; throws with what broke. Returns how
 * many cards the unplaced variant left out.
 */
export function checkEditorAt<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  editor: GameEditor<S, O>,
  state: S,
  options: O,
  seats: number,
  generator: RandomGenerator,
  followActions: number,
): number {
  const fail = (problem: string): never => {
    throw new EditorContractViolation(problem);
  };
  const hash = stateHash(state);
  const position = asFile(editor.toPosition(state));
  const problems = editor.validate(position, options, seats);
  if (problems.length) fail(`a position reached in play has problems: ${JSON.stringify(problems)}`);
  if (!editor.stateSchema.safeParse(state).success) fail(`the state schema refuses a state reached in play: ${editor.stateSchema.safeParse(state).error?.message}`);
  const gameZones = new Set(editor.zones(options, seats).map((zone) => zone.id));
  for (const note of editor.zoneNotes?.(position, options, seats) ?? []) {
    if (!gameZones.has(note.zone)) fail(`a note is written on ${note.zone}, which is not a zone of the game`);
    if (!note.text.trim()) fail(`an empty note is written on ${note.zone}`);
  }
  const rebuilt = editor.toState(position, options, seats, [...state.rng]);
  if (stateHash(rebuilt) !== hash) {
    fail(`toState(toPosition(state)) is not the same state:\n${JSON.stringify(state)}\n${JSON.stringify(rebuilt)}`);
  }
  if (!editor.stateSchema.safeParse(rebuilt).success) fail('the state schema refuses the rebuilt state');

  // Both copies play on: the same random choices must keep them identical.
  const original = mutableCopy(state);
  const copy = mutableCopy(rebuilt);
  for (let step = 0; step < followActions; step++) {
    const next = randomStep(game, original, generator, 0, 0);
    if (!next) break;
    applyFast(game, original, next.seat, next.action);
    applyFast(game, copy, next.seat, next.action);
    if (stateHash(original) !== stateHash(copy)) fail(`the rebuilt state plays differently after ${step + 1} action(s)`);
  }

  // A card placed twice is reported at that card.
  const zoneIds = Object.keys(position.zones).filter((zone) => (position.zones[zone]?.length ?? 0) > 0);
  if (zoneIds.length > 0) {
    const from = pick(generator, zoneIds);
    const card = position.zones[from]![0]!;
    const others = editor.zones(options, seats).filter((zone) => zone.id !== from);
    const to = others.length ? pick(generator, others).id : from;
    const doubled: Position = { ...position, zones: { ...position.zones, [to]: [card, ...(position.zones[to] ?? [])] } };
    const found = editor.validate(doubled, options, seats);
    const located = found.some((problem) => problem.where.some((where) => 'zone' in where && where.card === card));
    if (!located) fail(`a card placed twice (${card} also in ${to}) is not reported at that card: ${JSON.stringify(found)}`);
  }

  // A hostile copy of the state: an unknown field, or the rng taken away.
  if (editor.stateSchema.safeParse({ ...state, unknownField: 1 }).success) fail('the state schema accepts an unknown field');
  const { rng: _rng, ...withoutRng } = state;
  if (editor.stateSchema.safeParse(withoutRng).success) fail('the state schema accepts a state without its rng');

  return checkUnplaced(game, editor, position, game.allCards(state), options, seats, generator, fail);
}

/** Takes random cards away while the position stays valid, then plays it from there. */
function checkUnplaced<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  editor: GameEditor<S, O>,
  position: Position,
  dealt: readonly string[],
  options: O,
  seats: number,
  generator: RandomGenerator,
  fail: (problem: string) => never,
): number {
  let current = position;
  let removed = 0;
  for (let attempt = 0; attempt < 8 && removed < 4; attempt++) {
    const zones = Object.keys(current.zones).filter((zone) => (current.zones[zone]?.length ?? 0) > 0);
    if (!zones.length) break;
    const zone = pick(generator, zones);
    const cards = current.zones[zone]!;
    const index = uniformInt(generator, 0, cards.length - 1);
    const candidate: Position = { ...current, zones: { ...current.zones, [zone]: cards.filter((_, i) => i !== index) } };
    if (editor.validate(candidate, options, seats).length === 0) {
      current = candidate;
      removed += 1;
    }
  }
  const seed = uniformInt(generator, 1, 2 ** 31 - 2);
  const rng = [...xoroshiro128plus(seed).getState()];
  const played = editor.toState(current, options, seats, rng);
  const cards = game.allCards(played);
  if (!sameMultiset(cards, dealt)) fail(`a position with ${removed} card(s) unplaced does not hold every card of the game once played`);
  if (!editor.stateSchema.safeParse(played).success) fail('the state schema refuses a state built with unplaced cards');
  const back = asFile(editor.toPosition(played));
  const problems = editor.validate(back, options, seats);
  if (problems.length) fail(`a state built with unplaced cards has problems: ${JSON.stringify(problems)}`);
  // Each card left out is now in the zone the editor said it would go to.
  const placedBefore = countOf(Object.values(current.zones).flat());
  for (const [zone, cardsThere] of Object.entries(back.zones)) {
    const before = countOf(current.zones[zone] ?? []);
    for (const card of cardsThere) {
      const n = before.get(card) ?? 0;
      if (n > 0) {
        before.set(card, n - 1);
        continue;
      }
      if ((placedBefore.get(card) ?? 0) > 0) continue;
      const goes = editor.unplacedGoTo(current, options, seats, card).zone;
      if (goes !== zone) fail(`unplaced ${card} went to ${zone}, not to ${goes} as announced`);
    }
  }
  return removed;
}

/** Plays the series of one config and checks sampled positions. */
export function runEditorSeries<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  settings: EditorSuiteSettings<S>,
  configIndex: number,
): EditorSeriesSummary {
  const editor = game.editor;
  if (!editor) throw new EditorContractViolation(`${game.title} has no editor`);
  const config = settings.configs[configIndex]!;
  const options = game.optionsSchema.parse(config.options);
  const share = Math.floor(settings.games / settings.configs.length);
  const games = share + (configIndex < settings.games % settings.configs.length ? 1 : 0);
  const sample = settings.sample ?? 0.2;
  let positions = 0;
  let withUnplaced = 0;
  let unplacedCards = 0;
  const coverage: Record<string, number> = {};
  for (let index = 0; index < games; index++) {
    const seed = seedFor(settings.seed ?? 1, configIndex * 100_003 + index);
    const generator = xoroshiro128plus(seedFor(seed, 0xed17));
    const state = game.setup(options, config.seats, seed);
    for (let step = 0; step <= (settings.maxActions ?? 400); step++) {
      if (game.outcome(state) !== null) break;
      const sampled = uniformInt(generator, 0, 999) < sample * 1000;
      if (step === 0 || sampled || settings.alwaysCheck?.(state)) {
        try {
          const removed = checkEditorAt(game, editor, state, options, config.seats, generator, settings.followActions ?? 6);
          positions += 1;
          for (const tag of settings.coverage?.(state) ?? []) coverage[tag] = (coverage[tag] ?? 0) + 1;
          if (removed > 0) withUnplaced += 1;
          unplacedCards += removed;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new EditorContractViolation(`${game.id} (${configLabel(config)}) seed ${seed}, step ${step}: ${message}`);
        }
      }
      const next = randomStep(game, state, generator, config.botShare ?? settings.botShare ?? 0, seedFor(seed, step));
      if (!next) break;
      applyFast(game, state, next.seat, next.action);
    }
  }
  return { positions, coverage, withUnplaced, unplacedCards };
}

/** Registers the editor contract checks as vitest tests, one per config. */
export function describeEditorContract<S extends BaseState, A extends BaseAction, O extends OptionValues, V>(
  game: GameDefinition<S, A, O, V>,
  settings: EditorSuiteSettings<S>,
): void {
  describe(`${game.title}: the editor contract over random playouts`, () => {
    it('the game has an editor', () => {
      expect(game.editor).toBeDefined();
    });
    settings.configs.forEach((config, index) => {
      // A value's label heads its field, and problems start sentences with it ("Turn number is a whole number…").
      it(`${configLabel(config)}: every value and every choice of one is labelled from a capital letter, as a field's name`, () => {
        const specs = game.editor!.scalars(game.optionsSchema.parse(config.options), config.seats);
        const labels = specs.flatMap((spec) => [spec.label, ...(spec.kind === 'choice' ? spec.choices.map((choice) => choice.label) : [])]);
        expect(labels.filter((label) => !/^[^a-z]/u.test(label))).toEqual([]);
      });
      // The editor says how a zone's cards are listed beside its label, from the order the game states, and nowhere else.
      it(`${configLabel(config)}: every zone states how its cards are listed, or that their order means nothing, and its label leaves it to the editor`, () => {
        const zones = game.editor!.zones(game.optionsSchema.parse(config.options), config.seats);
        expect(zones.filter((zone) => zone.order !== null && !ZONE_ORDERS.includes(zone.order)).map((zone) => `${zone.id}: ${String(zone.order)}`)).toEqual([]);
        expect(zones.filter((zone) => zone.capacity === 1 && zone.order !== null).map((zone) => zone.id), 'a space for one card has no order').toEqual([]);
        expect(zones.filter((zone) => /\([^)]*\b(first|order)\b[^)]*\)/.test(zone.label)).map((zone) => zone.label)).toEqual([]);
      });
      // A tag names its cards by id, and a card moved out of the tag's zones loses it.
      const hasTags = (game.editor?.cardTags?.(game.optionsSchema.parse(config.options), config.seats) ?? []).length > 0;
      if (hasTags) it(`${configLabel(config)}: every card tag lies in the game's zones, on a pack whose cards each have an id of their own`, () => {
        const options = game.optionsSchema.parse(config.options);
        const tags = game.editor!.cardTags!(options, config.seats);
        const zoneIds = new Set(game.editor!.zones(options, config.seats).map((zone) => zone.id));
        expect(tags.flatMap((tag) => tag.zones.filter((zone) => !zoneIds.has(zone)))).toEqual([]);
        expect(tags.filter((tag) => tag.zones.length === 0 || !/^[A-Z]/u.test(tag.label) || [...tag.sign].length > 2).map((tag) => tag.key)).toEqual([]);
        const pack = game.editor!.pack(options, config.seats);
        expect(new Set(pack).size).toBe(pack.length);
      });
      it(`${configLabel(config)}: a zone only its owner sees belongs to a seat`, () => {
        const zones = game.editor!.zones(game.optionsSchema.parse(config.options), config.seats);
        expect(zones.filter((zone) => zone.seenBy === 'owner' && zone.owner === null).map((zone) => zone.id)).toEqual([]);
      });
      it(
        `${configLabel(config)}: positions reached in play go to the editor and back unchanged`,
        () => {
          const summary = runEditorSeries(game, settings, index);
          expect(summary.positions).toBeGreaterThan(0);
          // Taking cards away must have been tried for real somewhere in the series.
          expect(summary.withUnplaced).toBeGreaterThan(0);
          const missing = [...(settings.expectCoverage ?? []), ...(config.expectCoverage ?? [])].filter((tag) => !summary.coverage[tag]);
          expect(missing, `never checked: ${missing.join(', ')}; checked: ${JSON.stringify(summary.coverage)}`).toEqual([]);
        },
        settings.timeout ?? 60_000,
      );
    });
  });
}
