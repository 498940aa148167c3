/**
 * Every game states how each of its zones lists its cards (`ZoneSpec.order`), and the table editor's words follow
 * it: "top first", "2nd from the bottom", "laid 3rd". Here each game's statement is pinned zone by zone, and held to
 * the rules: in a position reached in play, the card the rules hold on top of a pile, or laid first in a row, is
 * listed where the stated order says.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import type { ZoneOrder } from '../core/editor';
import { applyFast, type AnyGameDefinition } from '../core/game';
import { allianceRoyals } from './alliance-royals';
import type { AllianceRoyalsState } from './alliance-royals/types';
import { GAMES } from './index';
import { royalLines } from './royal-lines';
import { topmostIndex } from './royal-lines/ship';
import type { RoyalLinesState } from './royal-lines/types';
import { royalLock } from './royal-lock';
import type { RoyalLockState } from './royal-lock/types';
import { royalSuit } from './royal-suit';
import { topCard } from './royal-suit/actions';
import { courtTop } from './royal-suit/court';
import type { RoyalSuitState } from './royal-suit/types';
import { royals, type RoyalsState } from './royals';

const SEATS: Readonly<Record<string, number>> = { 'royal-lock': 1, 'royal-suit': 2, 'royal-lines': 3, royals: 2, 'alliance-royals': 4 };

const perSeat = (seats: number, zone: (seat: number) => [string, ZoneOrder][]) => Array.from({ length: seats }, (_, seat) => zone(seat)).flat();

/** Every zone whose order counts, and how the game lists it; every other zone lists its cards in no order. */
const STATED: Readonly<Record<string, readonly [string, ZoneOrder][]>> = {
  'royal-lock': [
    ['blackDeck', 'top-first'],
    ['blackDiscard', 'top-first'],
    ['redDeck', 'top-first'],
    ['redDiscard', 'top-first'],
  ],
  'royal-suit': [...[1, 2, 3, 4, 5, 6].map((pile): [string, ZoneOrder] => [`pile.${pile}`, 'top-first']), ['deck.1', 'top-first'], ['deck.2', 'top-first']],
  'royal-lines': [
    ...perSeat(3, (seat) => [[`line.${seat}`, 'as-laid']]),
    ['colonialDeck', 'top-first'],
    ['ship', 'bottom-first'],
    ['promiseDeck', 'top-first'],
  ],
  royals: [
    ...perSeat(2, (seat) => [
      [`field.${seat}`, 'as-laid'],
      ...[1, 2, 3, 4, 5].map((spot): [string, ZoneOrder] => [`under.${seat}.${spot}`, 'as-laid']),
      [`score.${seat}.groups`, 'as-laid'],
    ]),
    ['deck', 'top-first'],
    ['discard', 'bottom-first'],
    ['attack', 'as-laid'],
  ],
  'alliance-royals': [
    ['stack', 'top-first'],
    ['discard', 'bottom-first'],
    ['battle', 'as-laid'],
  ],
};

describe('how each game lists its zones', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))('%s states the order of every zone whose order counts', (id, game) => {
    const zones = game.editor!.zones(game.defaultOptions(), SEATS[id]!);
    expect(zones.filter((zone) => zone.order !== null).map((zone) => [zone.id, zone.order])).toEqual(STATED[id]);
  });
});

/**
 * A zone, and the card the rules hold at the end its order names: the top card of a pile (listed first when the
 * pile is listed top first, last when bottom first), or the card laid first in a row.
 */
interface Probe<S> {
  readonly zone: string;
  readonly top?: (state: S) => string | undefined;
  readonly firstLaid?: (state: S) => string | undefined;
}

interface GameProbes<S> {
  readonly game: AnyGameDefinition;
  readonly probes: readonly Probe<S>[];
}

const lock: GameProbes<RoyalLockState> = {
  game: royalLock,
  probes: [
    // A fill and the red draw take a deck's first card; a removed card and last turn's draw go onto the end of a discard.
    { zone: 'blackDeck', top: (state) => state.blackDeck[0] },
    { zone: 'blackDiscard', top: (state) => state.blackDiscard.at(-1) },
    { zone: 'redDeck', top: (state) => state.redDeck[0] },
    { zone: 'redDiscard', top: (state) => state.redDiscard.at(-1) },
  ],
};

const suit: GameProbes<RoyalSuitState> = {
  game: royalSuit,
  probes: [
    { zone: 'pile.1', top: (state) => courtTop(state, 0) },
    { zone: 'deck.2', top: (state) => topCard(state, 1) },
  ],
};

const lines: GameProbes<RoyalLinesState> = {
  game: royalLines,
  probes: [
    // The topmost colonial is the one discarded when nobody is attracted.
    { zone: 'ship', top: (state) => state.ship[topmostIndex(state.ship)] },
    { zone: 'line.0', firstLaid: (state) => state.lines[0]![0] },
    // Promises are dealt from the deck's first card.
    { zone: 'promiseDeck', top: (state) => state.promiseDeck[0] },
  ],
};

const royalsProbes: GameProbes<RoyalsState> = {
  game: royals,
  probes: [
    // A hand is filled from the deck's first card; the table shows the discard pile's last card.
    { zone: 'deck', top: (state) => state.deck[0] },
    { zone: 'discard', top: (state) => state.discard.at(-1) },
    { zone: 'field.0', firstLaid: (state) => state.fields[0]![0]?.card },
    { zone: 'attack', firstLaid: (state) => state.attack?.cards[0] },
  ],
};

const alliance: GameProbes<AllianceRoyalsState> = {
  game: allianceRoyals,
  probes: [
    // A draw takes the stack's first card, or the discard pile's last one.
    { zone: 'stack', top: (state) => state.stack[0] },
    { zone: 'discard', top: (state) => state.discard.at(-1) },
    { zone: 'battle', firstLaid: (state) => state.battle.find((play) => !state.taken.some((taken) => taken.card === play.card))?.card },
  ],
};

/** A position reached by random play where `zone` lists at least two cards, and the state it came from. */
function reached(game: AnyGameDefinition, zone: string): { state: unknown; listed: readonly string[] } {
  const seats = SEATS[game.id]!;
  for (let seed = 1; seed <= 40; seed++) {
    const generator = xoroshiro128plus(seed);
    const state = game.setup(game.defaultOptions(), seats, seed);
    for (let step = 0; step < 600 && game.outcome(state) === null; step++) {
      const listed = game.editor!.toPosition(state).zones[zone] ?? [];
      if (listed.length >= 2 && listed[0] !== listed.at(-1)) return { state, listed };
      const active = game.activeSeats(state);
      const seat = active[uniformInt(generator, 0, active.length - 1)]!;
      const legal = game.legalActions(state, seat);
      applyFast(game, state, seat, legal[uniformInt(generator, 0, legal.length - 1)]);
    }
  }
  throw new Error(`random play never put two cards in ${zone} (${game.title})`);
}

describe('each zone is listed as the rules hold it', () => {
  const all = [lock, suit, lines, royalsProbes, alliance] as readonly GameProbes<never>[];
  it.each(all.flatMap(({ game, probes }) => probes.map((probe) => [`${game.id} ${probe.zone}`, game, probe] as const)))('%s', (_name, game, probe) => {
    const order = game.editor!.zones(game.defaultOptions(), SEATS[game.id]!).find((zone) => zone.id === probe.zone)!.order;
    const { state, listed } = reached(game, probe.zone);
    const expected = { 'top-first': probe.top, 'bottom-first': probe.top, 'as-laid': probe.firstLaid }[order!];
    expect(expected, `${probe.zone} is listed ${order}, but the rules' card named here is ${probe.top ? 'its top card' : 'the one laid first'}`).toBeDefined();
    const card = expected!(state as never);
    expect(listed[order === 'bottom-first' ? listed.length - 1 : 0]).toBe(card);
  });
});
