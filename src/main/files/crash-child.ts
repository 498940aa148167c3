/**
 * The process crash.test.ts kills. `save <path> <game>` saves replays of that
 * game to one path over and over, the way the Save command does; `play
 * <userDataDir> <game>` plays that game one action at a time and autosaves
 * after each, the way the window does. Each step is reported on stdout before
 * and after it reaches the disk, so the test knows what it interrupted.
 */
import { findGame, GameRecord, MAIN_LINE, recordToReplay, type AnyGameDefinition, type Cursor } from '../../engine';
import { createAutosave } from './autosave';
import { writeReplay } from './replay-store';

const SAVED_AT = '2025-03-01T12:00:00.000Z';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

interface Table {
  readonly game: AnyGameDefinition;
  record: GameRecord;
  cursor: Cursor;
}

/** A game dealt from `seed` for as few players as it takes, everyone at the table. */
function deal(game: AnyGameDefinition, seed: number): Table {
  const players = Array.from({ length: game.seats.min }, (_, seat) => ({ name: `Player ${seat + 1}`, bot: null }));
  return { game, record: GameRecord.start(game, game.defaultOptions(), players, seed), cursor: { line: MAIN_LINE, step: 0 } };
}

/** Plays one legal action, picked by the step number; false when the game is over. */
function playOne(table: Table): boolean {
  const { game } = table;
  const state = table.record.stateAt(table.cursor);
  if (game.outcome(state)) return false;
  const seat = game.activeSeats(state)[0];
  if (seat === undefined) return false;
  const actions = game.legalActions(state, seat);
  if (actions.length === 0) return false;
  const result = table.record.play(table.cursor, seat, actions[table.cursor.step % actions.length]);
  if (!result.ok) throw new Error(result.reason);
  table.cursor = result.cursor;
  return true;
}

async function saveForever(path: string, game: AnyGameDefinition): Promise<void> {
  const table = deal(game, 7);
  for (let n = 1; ; n++) {
    // Every save is a longer game than the one before, so the test can tell them apart.
    if (!playOne(table)) Object.assign(table, deal(game, 7 + n));
    const file = recordToReplay(table.record, { cursor: table.cursor, savedAt: SAVED_AT, title: `Save ${n}` });
    say(`saving ${n}`);
    await writeReplay(path, file);
    say(`saved ${n}`);
  }
}

async function playForever(userDataDir: string, game: AnyGameDefinition): Promise<void> {
  const autosave = createAutosave(userDataDir);
  for (let seed = 1; ; seed++) {
    const table = deal(game, seed);
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

const [mode, target, gameId] = process.argv.slice(2);
const game = findGame(gameId ?? '');
const run = !target || !game ? null : mode === 'save' ? saveForever(target, game) : mode === 'play' ? playForever(target, game) : null;
if (!run) {
  process.stderr.write('usage: crash-child save <path> <game> | play <userDataDir> <game>\n');
  process.exit(2);
}
run?.catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
