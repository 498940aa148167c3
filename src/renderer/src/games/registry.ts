/** The table component that draws each game, by game id. */
import type { Component } from 'svelte';
import RoyalLockTable from './royal-lock/Table.svelte';

const TABLES: Readonly<Record<string, Component>> = {
  'royal-lock': RoyalLockTable,
};

export function tableFor(gameId: string): Component | null {
  return TABLES[gameId] ?? null;
}
