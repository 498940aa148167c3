/**
 * What every player can count of the red deck: its order is hidden, but its
 * contents are not, since every red card not in it lies face up (the red
 * discard and the last draw). Only ranks on the grid can hurt, and each rank
 * has two red cards, so a rank with none left cannot strike until the red
 * discard is shuffled back.
 */
import { RANKS, rankName, rankOf, rankPlural, type Rank } from '../../core/cards';
import { redCards } from './cards';
import type { RoyalLockView } from './types';

export interface RankLeft {
  readonly rank: Rank;
  /** Red cards of this rank still in the red deck: 0, 1 or 2. */
  readonly left: number;
  /** A black card of this rank lies on the grid, so a red one can hit it. */
  readonly onGrid: boolean;
}

/** For every rank, ace to king, the red cards of it still in the red deck. */
export function redDeckTally(view: Pick<RoyalLockView, 'grid' | 'redDiscard' | 'lastRedDraw'>): RankLeft[] {
  const left = new Map<Rank, number>(RANKS.map((rank) => [rank, 0]));
  const faceUp = new Set([...view.redDiscard, ...(view.lastRedDraw?.cards ?? [])]);
  for (const card of redCards()) if (!faceUp.has(card)) left.set(rankOf(card), left.get(rankOf(card))! + 1);
  const onGrid = new Set(view.grid.flatMap((space) => (space ? [rankOf(space.card)] : [])));
  return RANKS.map((rank) => ({ rank, left: left.get(rank)!, onGrid: onGrid.has(rank) }));
}

/** "One red king is still in the red deck (a black one is on the grid)" */
export function tallyWords({ rank, left, onGrid }: RankLeft): string {
  const name = rankName(rank);
  const words = [`No red ${name} is left`, `One red ${name} is still`, `Both red ${rankPlural(rank)} are still`];
  const said = `${words[left]} in the red deck`;
  return onGrid ? `${said} (a black one is on the grid)` : said;
}
