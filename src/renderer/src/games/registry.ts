/** The table component that draws each game, by game id, and what that table can do. */
import type { Component } from 'svelte';
import AllianceRoyalsTable from './alliance-royals/Table.svelte';
import RoyalLinesTable from './royal-lines/Table.svelte';
import RoyalLockTable from './royal-lock/Table.svelte';
import RoyalSuitTable from './royal-suit/Table.svelte';
import RoyalsTable from './royals/Table.svelte';

interface TableEntry {
  readonly table: Component;
  /** The table draws whichever viewer the session chooses (a seat, or everything face up). */
  readonly viewers: boolean;
}

const TABLES: Readonly<Record<string, TableEntry>> = {
  'royal-lock': { table: RoyalLockTable, viewers: false },
  'royal-suit': { table: RoyalSuitTable, viewers: true },
  'royal-lines': { table: RoyalLinesTable, viewers: true },
  royals: { table: RoyalsTable, viewers: true },
  'alliance-royals': { table: AllianceRoyalsTable, viewers: true },
};

export function tableFor(gameId: string): Component | null {
  return TABLES[gameId]?.table ?? null;
}

export function tableShowsViewers(gameId: string): boolean {
  return TABLES[gameId]?.viewers ?? false;
}
