/**
 * A scored round as the table's score table shows it: a row per seat, every
 * number written as the app writes scores, a true minus sign on the negative
 * ones. The hand's points are taken off, so they show with their minus sign.
 */
import { numberText } from '../../../../engine/core/words';
import type { RoundResult } from '../../../../engine/games/alliance-royals/types';

export interface ScoreRow {
  readonly seat: number;
  /** Seat, board, hand, royal sets, marriages, total. */
  readonly cells: readonly string[];
}

export function scoreRows(result: RoundResult): ScoreRow[] {
  return result.lines.map((line) => ({
    seat: line.seat,
    cells: [String(line.seat + 1), numberText(line.board), numberText(-line.hand), String(line.royalSets), String(line.marriages), numberText(line.total)],
  }));
}
