/**
 * The process crash.test.ts kills. `save <path>` saves replays to one path
 * over and over, the way the Save command does; `play <userDataDir>` plays a
 * game one action at a time and autosaves after each, the way the window
 * does. Each step is reported on stdout before and after it reaches the disk,
 * so the test knows what it interrupted.
 */
import { GameRecord, MAIN_LINE, recordToReplay, type Cursor } from '../../engine';
import { royalLock, type RoyalLockAction, type RoyalLockState } from '../../engine/games/royal-lock';
import { createAutosave } from './autosave';
import { writeReplay } from './replay-store';

const SAVED_AT = '2025-03-01T12:00:00.000Z';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A one-player game of `steps` first legal actions, or as many as the deal allows. */
function game(seed: number): { record: GameRecord<RoyalLockState, RoyalLockAction>; cursor: Cursor } {
  const record = GameRecord.start<RoyalLockState, RoyalLockAction>(royalLock, royalLock.defaultOptions(), [{ name: 'Ann', bot: null }], seed);
  return { record, cursor: { line: MAIN_LINE, step: 0 } };
}

/** Plays one action; false when the game is over. */
function playOne(table: ReturnType<typeof game>): boolean {
  const state = table.record.stateAt(table.cursor);
  if (royalLock.outcome(state)) return false;
  const seat = royalLock.activeSeats(state)[0];
  if (seat === undefined) return false;
  const actions = royalLock.legalActions(state, seat);
  if (actions.length === 0) return false;
  const result = table.record.play(table.cursor, seat, actions[table.cursor.step % actions.length]!);
  if (!result.ok) throw new Error(result.reason);
  table.cursor = result.cursor;
  return true;
}

async function saveForever(path: string): Promise<void> {
  const table = game(7);
  for (let n = 1; ; n++) {
    // Every save is a longer game than the one before, so the test can tell them apart.
    if (!playOne(table)) Object.assign(table, game(7 + n));
    const file = recordToReplay(table.record, { cursor: table.cursor, savedAt: SAVED_AT, title: `Save ${n}` });
    say(`saving ${n}`);
    await writeReplay(path, file);
    say(`saved ${n}`);
  }
}

async function playForever(userDataDir: string): Promise<void> {
  const autosave = createAutosave(userDataDir);
  for (let seed = 1; ; seed++) {
    const table = game(seed);
    let actions = 0;
    await autosave.save(recordToReplay(table.record, { cursor: table.cursor, savedAt: SAVED_AT, title: `Game ${seed}` }), null);
    say(`ready ${seed} 0`);
    while (playOne(table)) {
      actions++;
      say(`played ${seed} ${actions}`);
      await autosave.save(recordToReplay(table.record, { cursor: table.cursor, savedAt: SAVED_AT, title: `Game ${seed}` }), null);
      say(`saved ${seed} ${actions}`);
    }
  }
}

const [mode, target] = process.argv.slice(2);
const run = mode === 'save' && target ? saveForever(target) : mode === 'play' && target ? playForever(target) : null;
if (!run) {
  process.stderr.write('usage: crash-child save <path> | play <userDataDir>\n');
  process.exit(2);
}
run?.catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
