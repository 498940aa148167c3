/**
 * Puzzle tables for Royal Lines, laid out on the editor (core/editor.ts) so
 * that every one is a position the editor accepts and a player could reach:
 * the second ship at sea, a few colonials left, each hand as long as the ship.
 * The promises played on this ship are the ones named, topped up with the
 * lowest promises placed nowhere else; every other card goes where the
 * editor puts cards left unplaced (promises to the deck, colonials to the
 * discard).
 */
import type { Position, ScalarValue } from '../../core/editor';
import { SUITS } from '../../core/cards';
import { seedRng } from '../../core/rng';
import { jokerCount, jokers, PROMISE_RANKS } from './cards';
import { royalLinesEditor } from './editor';
import { hasPirates } from './setup';
import { optionsSchema, type RoyalLinesOptions, type RoyalLinesState } from './types';

export interface PuzzleTable {
  readonly settlers: readonly string[];
  readonly shown?: readonly boolean[];
  readonly pirateSettler?: string;
  readonly absent?: string;
  /** Topmost first, as a puzzle tells it ("K♦ on top, Q♣ under it"); the editor lists the ship the other way, bottom first. */
  readonly ship: readonly string[];
  readonly lines: readonly (readonly string[])[];
  readonly hands: readonly (readonly string[])[];
  readonly played?: readonly string[];
  readonly discard?: readonly string[];
  readonly dealer?: number;
  readonly options?: Partial<RoyalLinesOptions>;
}

const SECOND_SHIP_RECRUITMENTS = 7;

/** Promises from the lowest up, suit by suit: the fillers of the played pile. */
const LOWEST_FIRST = PROMISE_RANKS.flatMap((rank) => SUITS.map((suit) => `${rank}${suit}`));

export function puzzlePosition(table: PuzzleTable): Position {
  const seats = table.hands.length;
  const options = optionsSchema.parse(table.options ?? {});
  const players = seats + (hasPirates({ seats }) ? 1 : 0);
  const made = SECOND_SHIP_RECRUITMENTS - table.ship.length;
  const placed = new Set([...table.hands.flat(), ...(table.played ?? [])]);
  const fillers = LOWEST_FIRST.filter((card) => !placed.has(card));
  const played = [...(table.played ?? []), ...fillers.slice(0, made * players - (table.played?.length ?? 0))];
  const zones: Record<string, string[]> = { ship: [...table.ship].reverse(), played, discard: [...(table.discard ?? [])] };
  const scalars: Record<string, ScalarValue> = { round: 1, dealer: table.dealer ?? 0, phase: 'promise', shipNumber: 2 };
  for (let seat = 0; seat < seats; seat++) {
    zones[`settler.${seat}`] = [table.settlers[seat]!];
    zones[`hand.${seat}`] = [...table.hands[seat]!];
    zones[`promise.${seat}`] = [];
    zones[`line.${seat}`] = [...(table.lines[seat] ?? [])];
    scalars[`wins.${seat}`] = 0;
    scalars[`settlerShown.${seat}`] = table.shown?.[seat] ?? false;
  }
  if (table.pirateSettler) zones.pirateSettler = [table.pirateSettler];
  if (table.absent) zones.absent = [table.absent];
  for (const joker of jokers(jokerCount(seats, options.jokers))) scalars[`settled.${joker}`] = 'none';
  return { zones, scalars };
}

/** The table as a state, through the editor's own checks; a table the editor refuses is an error in the puzzle's layout. */
export function puzzleState(table: PuzzleTable): RoyalLinesState {
  const seats = table.hands.length;
  const options = optionsSchema.parse(table.options ?? {});
  const position = puzzlePosition(table);
  const problems = royalLinesEditor.validate(position, options, seats);
  if (problems.length > 0) throw new Error(`The puzzle table is not a Royal Lines position: ${problems.map((p) => p.message).join(' ')}`);
  return royalLinesEditor.toState(position, options, seats, seedRng(1));
}
