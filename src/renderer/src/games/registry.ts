/** The table component that draws each game, by game id, and what that table can do. */
import type { Component } from 'svelte';
import type { BaseState, Seat } from '../../../engine';
import type { RoyalLinesState } from '../../../engine/games/royal-lines';
import AllianceRoyalsTable from './alliance-royals/Table.svelte';
import { actsFaceUp as royalLinesActsFaceUp } from './royal-lines/acting';
import RoyalLinesTable from './royal-lines/Table.svelte';
import RoyalLockTable from './royal-lock/Table.svelte';
import RoyalSuitTable from './royal-suit/Table.svelte';
import RoyalsTable from './royals/Table.svelte';

interface TableEntry {
  readonly table: Component;
  /** The table draws whichever viewer the session chooses (a seat, or everything face up). */
  readonly viewers: boolean;
  /**
   * Whether the table, drawn with everything face up, takes the action of `seat`, a person to act; absent when it
   * always does. A table that takes a secret choice only from the seat's own view says no, and the session shows
   * that view while the person chooses (viewer.ts).
   */
  readonly actsFaceUp?: (state: BaseState, seat: Seat) => boolean;
}

const TABLES: Readonly<Record<string, TableEntry>> = {
  'royal-lock': { table: RoyalLockTable, viewers: false },
  'royal-suit': { table: RoyalSuitTable, viewers: true },
  'royal-lines': { table: RoyalLinesTable, viewers: true, actsFaceUp: (state, seat) => royalLinesActsFaceUp(state as RoyalLinesState, seat) },
  royals: { table: RoyalsTable, viewers: true },
  'alliance-royals': { table: AllianceRoyalsTable, viewers: true },
};

export function tableFor(gameId: string): Component | null {
  return TABLES[gameId]?.table ?? null;
}

export function tableShowsViewers(gameId: string): boolean {
  return TABLES[gameId]?.viewers ?? false;
}

export function tableActsFaceUp(gameId: string, state: BaseState, seat: Seat): boolean {
  return TABLES[gameId]?.actsFaceUp?.(state, seat) ?? true;
}
