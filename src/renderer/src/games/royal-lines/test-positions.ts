/** Royal Lines positions and records for the table's tests, built with the engine's own test helpers. */
import { GameRecord, MAIN_LINE, mutableCopy, type Cursor, type PlayerInfo } from '../../../../engine';
import { royalLines, type RoyalLinesAction, type RoyalLinesState } from '../../../../engine/games/royal-lines';
import { position, type PositionSpec } from '../../../../engine/games/royal-lines/test-position';
import { recruit } from '../../../../engine/games/royal-lines/test-play';

export { position };

/** The position after every seat lays the promise given for it, seat 0 first. */
export function afterRecruitment(spec: PositionSpec, promises: readonly string[]): RoyalLinesState {
  return recruit(mutableCopy(position(spec)), promises);
}

export function people(seats: number): PlayerInfo[] {
  return Array.from({ length: seats }, (_, seat) => ({ name: `Seat ${seat + 1}`, bot: null }));
}

/** A recorded game played by `choose` (the first legal action by default) until `stop` says so. */
export function playedRecord(
  seats: number,
  seed: number,
  stop: (state: RoyalLinesState, steps: number) => boolean,
  choose: (legal: RoyalLinesAction[], state: RoyalLinesState) => RoyalLinesAction = (legal) => legal[0]!,
): { record: GameRecord<RoyalLinesState, RoyalLinesAction>; cursor: Cursor } {
  const record = GameRecord.start<RoyalLinesState, RoyalLinesAction>(royalLines, royalLines.defaultOptions(), people(seats), seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (;;) {
    const state = record.stateAt(cursor);
    if (stop(state, cursor.step) || state.end) return { record, cursor };
    const seat = royalLines.activeSeats(state)[0]!;
    const result = record.play(cursor, seat, choose(royalLines.legalActions(state, seat), state));
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
}
