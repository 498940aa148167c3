/**
 * What the table recalls from earlier steps of the record: the words the log
 * wrote when the last recruitment was resolved (and any choice that finished
 * it), and the full result of the round before when a bot has already dealt
 * the next one. Only public facts are read: a recruitment once revealed and a
 * scored round are known to every seat.
 */
import type { Cursor, GameRecord, Viewer } from '../../../../engine';
import { royalLines, type RoundResult, type RoyalLinesAction, type RoyalLinesState } from '../../../../engine/games/royal-lines';

type Record = GameRecord<RoyalLinesState, RoyalLinesAction>;

function stateAt(record: Record, line: string, step: number): RoyalLinesState {
  return record.stateAt({ line, step });
}

function sameRecruitment(state: RoyalLinesState, round: number, number: number): boolean {
  const last = state.lastRecruitment;
  return last !== null && last.round === round && last.number === number;
}

/**
 * The log's words for the last recruitment resolved at `cursor`: from the
 * reveal on (the promise that set it off is only "laid face down"), followed
 * by the choices that finished it (a collapse, a panic, a settled joker).
 */
export function resolutionText(record: Record, cursor: Cursor): string | null {
  const last = stateAt(record, cursor.line, cursor.step).lastRecruitment;
  if (!last) return null;
  let first = cursor.step;
  while (first > 0 && sameRecruitment(stateAt(record, cursor.line, first - 1), last.round, last.number)) first--;
  if (first === 0) return null;
  const texts: string[] = [];
  const opening = record.stepAt({ line: cursor.line, step: first })!.text;
  const start = opening.indexOf(`Recruitment ${last.number} (ship`);
  texts.push(start > 0 ? opening.slice(start) : opening);
  for (let step = first + 1; step <= cursor.step; step++) {
    const later = record.stepAt({ line: cursor.line, step })!;
    if (later.action.type === 'collapse' || later.action.type === 'settle') texts.push(later.text);
  }
  return texts.join(' ');
}

/**
 * The result of the round before the one at `cursor`, as `viewer` saw it
 * scored; null once the current round is scored itself or when it is the first.
 */
export function previousRoundResult(record: Record, cursor: Cursor, viewer: Viewer): RoundResult | null {
  const state = stateAt(record, cursor.line, cursor.step);
  if (state.result || state.round === 1) return null;
  for (let step = cursor.step; step > 0; step--) {
    const taken = record.stepAt({ line: cursor.line, step })!;
    if (taken.action.type !== 'deal') continue;
    return royalLines.view(stateAt(record, cursor.line, step - 1), viewer).result;
  }
  return null;
}
