/**
 * Who wins a recruitment, from the ship and the revealed promises alone.
 *
 * "The highest number of an attractive suit wins." Equally high promises of
 * different suits go by ship order: the topmost attracted colonial is
 * recruited. A joker draw: when the promise that would win is of a joker suit
 * and another promise as high is of another joker suit, all of them cancel
 * "as if they didn't exist" and the next best promise wins. When nothing is
 * left, nobody recruits and the topmost colonial is discarded.
 */
import { isJokerCard, promiseValue, suitIndexOfCard } from './cards';
import { recruitableIndex } from './ship';
import type { CardId, Play } from './types';

export interface Resolution {
  readonly winner: Play | null;
  /** Index in the ship of the colonial the winner recruits; -1 without a winner. */
  readonly colonialIndex: number;
  readonly cancelled: Play[];
  readonly outranked: Play[];
}

/** Index in the ship of the colonial the play would recruit; -1 when its suit does not attract. */
function targetOf(index: readonly number[], play: Play): number {
  return index[suitIndexOfCard(play.card)]!;
}

export function resolveRecruitment(ship: readonly CardId[], plays: readonly Play[]): Resolution {
  const index = recruitableIndex(ship);
  let candidates = plays.filter((play) => targetOf(index, play) >= 0);
  const cancelled: Play[] = [];
  while (candidates.length > 0) {
    let high = 0;
    for (const play of candidates) high = Math.max(high, promiseValue(play.card));
    const top = candidates.filter((play) => promiseValue(play.card) === high);
    // Equal values are always of different suits: each promise card exists once.
    let best = top[0]!;
    for (const play of top) if (targetOf(index, play) > targetOf(index, best)) best = play;
    if (isJokerCard(ship[targetOf(index, best)]!)) {
      const jokerDraw = top.filter((play) => isJokerCard(ship[targetOf(index, play)]!));
      if (jokerDraw.length >= 2) {
        cancelled.push(...jokerDraw);
        candidates = candidates.filter((play) => !jokerDraw.includes(play));
        continue;
      }
    }
    return { winner: best, colonialIndex: targetOf(index, best), cancelled, outranked: top.filter((play) => play !== best) };
  }
  return { winner: null, colonialIndex: -1, cancelled, outranked: [] };
}
