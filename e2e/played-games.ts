/**
 * Saved games for the tests to open: a game played out on the record, each
 * action chosen from the legal ones of the seat to act, and written as a
 * replay file at its last step or a step before it.
 */
import { writeFile } from 'node:fs/promises';
import { GameRecord, MAIN_LINE, recordToReplay, type AnyGameDefinition, type BaseAction, type BaseState, type Cursor, type PlayerInfo } from '../src/engine';

/** Chooses the action of `seat` at step `step` (counted from 1); undefined ends the game there. */
export type Chooser = (legal: readonly BaseAction[], state: BaseState, seat: number, step: number) => BaseAction | undefined;

/**
 * Plays up to `steps` actions, or until the game is over, and writes the replay to `path`, saved at its last step or
 * at step `at` (a replay being studied, which opens as one even when people play it).
 */
export async function writePlayedGame(
  path: string,
  game: AnyGameDefinition,
  players: readonly PlayerInfo[],
  seed: number,
  steps: number,
  choose: Chooser,
  { at }: { at?: number } = {},
): Promise<void> {
  const record = GameRecord.start<BaseState, BaseAction>(game, game.defaultOptions(), players, seed);
  let cursor: Cursor = { line: MAIN_LINE, step: 0 };
  for (let step = 1; step <= steps; step++) {
    const state = record.stateAt(cursor);
    if (game.outcome(state) !== null) break;
    const seat = game.activeSeats(state)[0]!;
    const action = choose(game.legalActions(state, seat), state, seat, step);
    if (action === undefined) break;
    const result = record.play(cursor, seat, action);
    if (!result.ok) throw new Error(result.reason);
    cursor = result.cursor;
  }
  const saved = at === undefined ? cursor : { ...cursor, step: at };
  await writeFile(path, JSON.stringify(recordToReplay(record, { cursor: saved, savedAt: '2026-01-01T00:00:00.000Z' })));
}
